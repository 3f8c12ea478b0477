/** The one error handler: every failure leaves as `{success:false, message, errors?}`, never a stack. */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError } from '../../shared/api/common.ts';
import { UPLOAD_MESSAGES } from '../../shared/media-upload.ts';
import { HttpError } from '../errors.ts';

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const FIELD_NAMES: Record<string, string> = { body: 'Request body', querystring: 'Query', params: 'Path', headers: 'Header' };

/** Turns ajv's errors into `{path, msg}` items a person can read. */
function toFieldErrors(validation: AjvError[], context?: string): FieldError[] {
  return validation.map((e) => {
    const base = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (e.keyword === 'required') {
      const field = String(e.params.missingProperty);
      const path = base ? `${base}.${field}` : field;
      return { path, msg: `${humanize(field)} is required` };
    }
    if (e.keyword === 'additionalProperties') {
      const field = String(e.params.additionalProperty);
      return { path: base ? `${base}.${field}` : field, msg: `${humanize(field)} is not an allowed field` };
    }
    if (!base && context === 'body' && e.keyword === 'type') return { path: '', msg: 'Request body must be a JSON object' };
    const path = base || (context ? FIELD_NAMES[context] ?? context : '');
    const subject = base ? humanize(base.split('.').pop()!) : path || 'Value';
    return { path: base, msg: `${subject} ${describe(e)}` };
  });
}

function describe(e: AjvError): string {
  const p = e.params;
  switch (e.keyword) {
    case 'maxLength':
      return `must be at most ${p.limit} characters`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${p.limit} characters`;
    case 'maximum':
      return `must be at most ${p.limit}`;
    case 'minimum':
      return `must be at least ${p.limit}`;
    case 'format':
      return p.format === 'email' ? 'must be a valid email address' : `must be a valid ${p.format}`;
    case 'type':
      return `must be of type ${p.type}`;
    default:
      return e.message ?? 'is invalid';
  }
}

function humanize(field: string): string {
  const words = field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const errors = toFieldErrors(error.validation as AjvError[], error.validationContext);
      return reply.status(400).send({ success: false, message: 'Validation error', errors });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit, unsupported media type): keep status and text.
    return reply.status(status).send({ success: false, message: clientMessage(error, status) });
  });

});

/** JSON 404 for unknown API paths (the web plugin answers every other unknown path with the app). */
export function jsonNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ success: false, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
}

function clientMessage(error: FastifyError, status: number): string {
  // The upload route turns its own limits into this text; this catches any that escape it.
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return UPLOAD_MESSAGES.tooLarge;
  if (status === 413) return 'Request body is too large';
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return 'Request body is not valid JSON';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type; send JSON';
  return error.message;
}
