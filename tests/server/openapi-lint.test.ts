/**
 * The OpenAPI document (/api/docs/json) lints clean with Redocly's recommended rules, and says what
 * the API does: sign-in where it is required, the error shape on every 4xx, only /api published, at
 * the URLs clients call, with operationIds a generated client can use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';

interface Schema {
  required?: string[];
  properties?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Spec {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const DOC_REF = 'openapi.json';
let ctx: TestContext;
let text: string;
let spec: Spec;
const operations: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await request(ctx.app.server).get('/api/docs/json');
  expect(res.status).toBe(200);
  text = res.text;
  spec = JSON.parse(text) as Spec;
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) operations.push({ method, path, op });
  }
});
afterAll(async () => ctx.close());

const pointer = (...parts: string[]) => `#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const needsToken = (op: Operation) => (op.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
/** A URL for a documented path: every parameter gets a well-formed UUID that names nothing. */
const concrete = (path: string) => path.replace(/\{\w+\}/g, '3f2504e0-4f89-41d3-9a0c-0305e82c3301');

describe('Redocly recommended rules', () => {
  it('report no error and no warning', async () => {
    // Exceptions, each for a reason that holds for this API (only these locations, not the rules):
    const ignore: Record<string, Set<string>> = {
      // /api/comments/{id}/count and /api/comments/comment/{commentId} would both match
      // /api/comments/comment/count; both paths are fixed by the spec, ids are UUIDs (never
      // 'comment'), and Fastify's router matches the static segment first. The same holds for
      // /api/podcasts/{id}/downloads and /api/podcasts/audio/{id} (the uploaded files beside
      // POST /api/podcasts/audio, which made them), for the editing routes of podcast episodes
      // (/api/podcasts/{id}/revisions, autosave, presence) beside /api/podcasts/series/{id}, and for
      // an item's preview links beside a season or series moved to the trash
      // (/api/tvshows/{id}/preview-links, /api/tvshows/seasons/{id}), and an episode's send-back beside
      // a series (/api/podcasts/{id}/send-back, /api/podcasts/series/{id}).
      'no-ambiguous-paths': new Set([
        pointer('paths', '/api/comments/comment/{commentId}'),
        pointer('paths', '/api/podcasts/{id}/downloads'),
        ...['revisions', 'autosave', 'presence'].map((route) => pointer('paths', `/api/podcasts/{id}/${route}`)),
        pointer('paths', '/api/tvshows/seasons/{id}'),
        pointer('paths', '/api/podcasts/{id}/preview-links'),
        pointer('paths', '/api/podcasts/{id}/send-back'),
      ]),
      // A call that takes no input and needs no sign-in has no client error to document.
      'operation-4xx-response': new Set(
        operations
          .filter(({ op }) => !op.parameters?.length && !op.requestBody && !needsToken(op))
          .map(({ method, path }) => pointer('paths', path, method, 'responses')),
      ),
    };
    const config = await createConfig({ extends: ['recommended'] }, { ignore: { [DOC_REF]: ignore } });
    const problems = (await lintFromString({ source: text, absoluteRef: DOC_REF, config })).filter((p) => !p.ignored);
    const shown = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(shown).toEqual([]);
    // The exceptions stay few: the ambiguous pairs and a handful of input-free public reads (the
    // browse pages added two: the TV seasons and the podcast series lists; the site settings two:
    // the public site and the About page's texts).
    expect(ignore['operation-4xx-response'].size).toBeLessThanOrEqual(8);
  });
});

describe('the document says what the API does', () => {
  it('publishes only the JSON API, at the URLs clients call, on the site that serves it', () => {
    const paths = Object.keys(spec.paths);
    expect(paths.filter((p) => !p.startsWith('/api/') || p.startsWith('/api/docs') || p.endsWith('/'))).toEqual([]);
    // Feeds, pages and static files are registered in the app but are not calls.
    expect(ctx.app.hasRoute({ method: 'GET', url: '/rss.xml' })).toBe(true);
    expect(paths).toContain('/api/articles');
    expect(spec.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('serves a prefix root both with and without the trailing slash', async () => {
    const staff = await signedInStaff(ctx.app);
    for (const url of ['/api/articles', '/api/articles/']) {
      const res = await request(ctx.app.server).get(url).set(staff.auth);
      expect(res.status, url).toBe(200);
    }
  });

  it('gives every operation a unique camelCase operationId', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id ?? ''))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(spec.paths['/api/public/articles'].get.operationId).toBe('getPublicArticles');
    expect(spec.paths['/api/articles/{id}'].put.operationId).toBe('putArticlesById');
    expect(spec.paths['/api/likes/{id}/increment'].post.operationId).toBe('postLikesByIdIncrement');
  });

  it('documents every 4xx with the error envelope', () => {
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (!status.startsWith('4')) continue;
        const schema = response.content?.['application/json']?.schema;
        const envelope = ['success', 'message'].every((field) => schema?.required?.includes(field)) && 'errors' in (schema?.properties ?? {});
        if (!envelope) failures.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('marks sign-in exactly where a call without a token answers 401 (and documents that 401)', async () => {
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      let req = request(ctx.app.server)[method as 'get' | 'post' | 'put' | 'delete'](concrete(path));
      // A body of the right kind: the 401 comes before any validation of its fields.
      if (method === 'post' || method === 'put') req = req.send({});
      const res = await req;
      const documented = needsToken(op);
      if (documented !== (res.status === 401)) failures.push(`${method.toUpperCase()} ${path}: security ${documented}, answered ${res.status}`);
      if (documented && !op.responses['401']) failures.push(`${method.toUpperCase()} ${path}: 401 not documented`);
      if (res.status === 401 && (res.body.success !== false || typeof res.body.message !== 'string')) {
        failures.push(`${method.toUpperCase()} ${path}: 401 body ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('documents rate-limited calls with their 429', () => {
    expect(spec.paths['/api/public/podcasts/{id}/play'].post.responses['429']).toBeDefined();
    expect(spec.paths['/api/likes/{id}/increment'].post.responses['429']).toBeDefined();
  });

  it('marks a query field required exactly when a call without it is refused', async () => {
    const q = spec.paths['/api/public/search'].get.parameters?.find((p) => p.in === 'query' && p.name === 'q');
    expect(q?.required).toBe(true);
    expect((await request(ctx.app.server).get('/api/public/search')).status).toBe(400);
    // Every other public read without path parameters answers with no query at all.
    const failures: string[] = [];
    for (const { method, path, op } of operations) {
      if (method !== 'get' || needsToken(op) || path.includes('{')) continue;
      if (op.parameters?.some((p) => p.required)) continue;
      const res = await request(ctx.app.server).get(path);
      if (res.status !== 200) failures.push(`GET ${path} -> ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
