/**
 * OpenAPI 3 generated from every route's schema, with a UI at /api/docs. The document lints clean
 * with Redocly's recommended rules (tests/server/openapi-lint.test.ts); what every route would
 * otherwise have to repeat is added here, once:
 * - the error answers a route gives beyond the ones it lists (see `addErrorAnswers`);
 * - an operationId from the method and path, `security: []` on public calls, and only /api published
 *   (see `documentRoute`).
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { ErrorResponse } from '../../shared/api/common.ts';
import { PRODUCT_NAME } from '../../shared/constants.ts';

interface DocumentedSchema extends FastifySchema {
  security?: Record<string, string[]>[];
  operationId?: string;
  tags?: string[];
  hide?: boolean;
}

/** Descriptions of the tags routes use; a tag missing here is published without one (and the lint test says so). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  'Public content': 'Published articles, magazine videos, TV episodes and podcast episodes, as readers see them',
  Search: 'Search over every public item',
  Likes: 'Likes of any item, one per visitor',
  Comments: "Readers' comments on any item, and their moderation by staff",
  Newsletter: 'Newsletter sign-up (public) and the subscriber list (staff)',
  Health: 'Whether the service and its database answer',
  auth: 'Staff sign-in, sessions, password reset and account settings',
  Articles: 'Staff: magazine articles and the homepage slots',
  videos: 'Staff: magazine videos',
  tvshows: 'Staff: TV show episodes and seasons',
  podcasts: 'Staff: podcast episodes, series and guests',
  Dashboard: 'Staff: back-office figures',
  Media: 'Staff: uploaded images',
  Team: 'Staff accounts, invitations and roles',
  Authors: "Staff: author profiles (the staff's own and guest authors), the byline of articles and the public author page",
  Site: "The site's name, contact, links, footer, About page and categories, as the public pages show them",
  'Site settings': "Administrators: the site's name, contact, About page, footer, links and where Partner with Us and Advertise lead",
  Categories: 'The magazine categories: every staff member reads them, administrators add, rename, reorder, retire and restore them',
  Tags: 'Staff: the tags in use, suggested by the editors',
  Backups: 'Administrators: backups, the portable export and imports from WordPress and Ghost',
  Audit: 'Administrators: the audit trail of staff actions, and its CSV export',
  Trash: 'Staff: what was deleted in the last 30 days, restored by staff or emptied for good by administrators',
  Review: "Staff: what contributors submitted for review (the queue, for editors and administrators), an item's editorial state and a member's own work",
};

/**
 * Query fields the validator leaves optional so that the service answers with its own message, but
 * that every call needs (a call without them is a 400): documented as required.
 */
const REQUIRED_QUERY_FIELDS: Record<string, string[]> = {
  'GET /api/public/search': ['q'], // 'Search query is required' (server/modules/search/service.ts)
};

const needsToken = (schema: DocumentedSchema) => schema.security?.some((requirement) => Object.keys(requirement).length > 0) ?? false;

/**
 * onRoute: the error answers a route gives without listing them, each with the one error shape
 * (plugins/errors.ts), added to the route's own response schemas (so what is documented is also
 * what the serializer writes):
 * 400 when it validates a body or query; 401 when it requires sign-in (its schema names a
 * security scheme, as every staff route does; tests/server/openapi-lint.test.ts checks each
 * answers 401 without a token); 429 when it is rate limited (`config.rateLimit`). 403 (role checks)
 * and 404 are the route's own to list: only it knows whether it refuses or looks something up.
 */
function addErrorAnswers(route: RouteOptions): void {
  const schema = route.schema as DocumentedSchema | undefined;
  if (!schema || schema.hide) return;
  const answers: number[] = [];
  if (schema.body || schema.querystring) answers.push(400);
  if (needsToken(schema)) answers.push(401);
  if (route.config?.rateLimit) answers.push(429);
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const missing = answers.filter((status) => !(status in response));
  if (missing.length === 0) return;
  route.schema = { ...schema, response: { ...response, ...Object.fromEntries(missing.map((status) => [status, ErrorResponse])) } };
}

/** Fastify's URL (`/api/likes/:id/increment`) -> `postLikesByIdIncrement`: unique, stable while the URL is. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^[:{](\w+).*$/, 'by-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

/** What each error status means, as its documented answer says (the body is always the error shape). */
const ERROR_MEANINGS: Record<string, string> = {
  400: 'Invalid input; `errors`, when present, lists each field and what is wrong with it',
  401: 'Not authorized',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with what is stored',
  413: 'Too large',
  429: 'Too many requests: wait and try again',
};

/**
 * Error answers are JSON whatever the call's own answer is (the CSV export's 401 is not CSV), and
 * say what they mean rather than "Default Response".
 */
function documentErrorAnswers(response: Record<string, unknown> | undefined, needsToken: boolean) {
  if (!response) return response;
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      if (!/^4/.test(status) || (schema as { content?: unknown }).content) return [status, schema];
      const meaning = status === '401' && needsToken ? 'No valid bearer token (missing, expired or revoked)' : ERROR_MEANINGS[status];
      const description = (schema as { description?: string }).description ?? meaning ?? 'Refused';
      return [status, { description, content: { 'application/json': { schema } } }];
    }),
  );
}

/** Only the JSON API is published: pages, feeds, static files and the docs UI are not calls. */
const isApiPath = (url: string) => /^\/api(\/|$)/.test(url) && !/^\/api\/docs(\/|$)/.test(url);

/** @fastify/swagger's `transform`: what is published of each route, and at which URL. */
function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }) {
  const documented = (schema ?? {}) as DocumentedSchema;
  if (!isApiPath(url)) return { schema: { ...documented, hide: true }, url };
  // A prefix's '/' route answers at the prefix itself (/api/articles) as well: Fastify registers
  // both, and reuses the route options for the second, so `url` ends with the slash clients leave out.
  const { prefix, routePath } = route as RouteOptions & { prefix?: string; routePath?: string };
  const path = routePath === '/' && prefix ? prefix : url;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const required = REQUIRED_QUERY_FIELDS[`${method} ${path}`];
  const querystring = documented.querystring as { required?: string[] } | undefined;
  return {
    url: path,
    schema: {
      ...documented,
      operationId: documented.operationId ?? operationIdOf(method, path),
      // Public calls say so (an empty requirement) rather than leave it unsaid.
      security: documented.security ?? [],
      response: documentErrorAnswers(documented.response as Record<string, unknown> | undefined, needsToken(documented)),
      ...(required && querystring ? { querystring: { ...querystring, required: [...(querystring.required ?? []), ...required] } } : {}),
    },
  };
}

export default fp(async function docsPlugin(app: FastifyInstance) {
  app.addHook('onRoute', addErrorAnswers);
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${PRODUCT_NAME} API`,
        description: 'Public content, likes, comments and search; staff auth and the back office.',
        version: '1.0.0',
        contact: { name: PRODUCT_NAME, url: `${app.config.publicUrl}/contact` },
        // The site's own API, not offered for reuse (the site's footer: all rights reserved).
        license: { name: 'Proprietary: all rights reserved', url: app.config.publicUrl },
      },
      // Relative: the calls go to the site that serves this document, whatever name it is reached by.
      servers: [{ url: '/', description: 'This site' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Downloads a browser follows as a plain link (an archive may be gigabytes): signed for one administrator, five minutes.
          signedLink: { type: 'apiKey', in: 'query', name: 'token', description: 'The token of a download link from POST /api/backups/{id}/link or /api/transfer/export/link' },
        },
      },
    },
    transform: documentRoute,
    // Declares the tags the published operations use, in their order of first use.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      const used = new Set<string>();
      for (const methods of Object.values(openapiObject.paths ?? {})) {
        for (const operation of Object.values(methods as Record<string, { tags?: string[] }>)) {
          for (const tag of operation.tags ?? []) used.add(tag);
        }
      }
      const tags = [...used].map((name) => (TAG_DESCRIPTIONS[name] ? { name, description: TAG_DESCRIPTIONS[name] } : { name }));
      return { ...openapiObject, tags };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
