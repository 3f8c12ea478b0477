/**
 * Integer query parameters (`page`, `limit`) must be written as plain decimal digits.
 *
 * ajv coerces a query string to a number with `+value`, so '1e3' passed as 1000, '0x10' as 16,
 * '1.0' as 1 and ' 5' as 5: spellings no client of ours sends, which made one page reachable under
 * many URLs (each its own entry in the response cache) and let '1e21' through as a whole number.
 * Every route whose query schema has integer fields gets this check before validation; any other
 * spelling is refused with the 400 ajv gives a non-number ("Page must be of type integer"), and the
 * schema's minimum and maximum (shared/api/common.ts, PageQuery) then judge what is left.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** A sign is let through so that '-1' meets the schema's minimum and its message. */
const DECIMAL = /^-?\d+$/;

type QueryCheck = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/** The names of the integer fields of a route's query schema (TypeBox or plain JSON Schema). */
function integerFields(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return Object.keys(properties).filter((name) => properties[name]?.type === 'integer');
}

/** Shaped like a failed schema validation, so plugins/errors.ts words it like every other one. */
function typeError(names: string[]): FastifyError {
  return Object.assign(new Error(names.map((name) => `querystring/${name} must be integer`).join(', ')), {
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validation: names.map((name) => ({
      keyword: 'type',
      instancePath: `/${name}`,
      schemaPath: `#/properties/${name}/type`,
      params: { type: 'integer' },
      message: 'must be integer',
    })),
    validationContext: 'querystring' as const,
  });
}

function checkQuery(fields: string[]): QueryCheck {
  // Callback style: no promise on every list request.
  return (request, _reply, done) => {
    const query = request.query as Record<string, unknown>;
    const wrong = fields.filter((name) => {
      const value = query[name];
      return value !== undefined && !(typeof value === 'string' && DECIMAL.test(value));
    });
    done(wrong.length > 0 ? typeError(wrong) : undefined);
  };
}

export default fp(async function queryIntegersPlugin(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const fields = integerFields(route.schema?.querystring);
    if (fields.length === 0) return;
    const existing = route.preValidation ?? [];
    route.preValidation = [...(Array.isArray(existing) ? existing : [existing]), checkQuery(fields)];
  });
});
