/**
 * Issue 12: no 5xx from input, and one error shape (`{success:false, message, errors?}`) even for
 * what the router, the body parser or Node's HTTP parser refuse.
 *
 * The routes come from the app's own OpenAPI document, so a list route added later (any GET with
 * `page` or `limit` in its query) or any new path is walked without touching this file.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE } from '../../shared/constants.ts';
import { LIMITS } from '../../shared/constants.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { enum?: unknown[] };
}
interface Operation {
  method: string;
  /** OpenAPI form: '/api/comments/{id}'. */
  path: string;
  query: Parameter[];
}
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}
type Body = Record<string, unknown>;

const BAD_ENCODING = '%E0%A4%A';
const LONG_ID = 'a'.repeat(10_240);
/** Just over the 2 MB body limit (app.ts). */
const TOO_LARGE = `"${'x'.repeat(2 * 1024 * 1024)}"`;
/** Every spelling of page/limit that is not a whole number in range. */
const BAD_NUMBERS = [
  '1e21',
  '99999999999999999999',
  '9007199254740993',
  String(MAX_PAGE + 1),
  '-1',
  '0',
  '1.5',
  '1.0',
  '1e3',
  '0x10',
  ' 1',
  '',
  'abc',
  'NaN',
  'Infinity',
];

let ctx: TestContext;
let auth: Record<string, string>;
let itemId: string;
/** A newsletter issue, for the routes of one issue. */
let issueId: string;
/** An item of each staff prefix's own type, for the routes of one type's items (/api/videos/{id}/revisions). */
const typedIds: Record<string, string> = {};
let operations: Operation[];

beforeAll(async () => {
  ctx = await createTestApp();
  auth = (await signedInStaff(ctx.app)).auth;
  itemId = makeArticle(ctx.app.db);
  makeArticle(ctx.app.db);
  typedIds.videos = makeVideo(ctx.app.db);
  typedIds.tvshows = makeTvEpisode(ctx.app.db);
  typedIds.podcasts = makePodcastEpisode(ctx.app.db);
  const comment = await ctx.app.inject({ method: 'POST', url: `/api/comments/${itemId}`, payload: { name: 'Ada', content: 'Useful.' } });
  expect(comment.statusCode).toBe(201);
  const issue = await ctx.app.inject({ method: 'POST', url: '/api/newsletter/issues', headers: auth, payload: { subject: 'Fixture issue', items: [itemId] } });
  issueId = issue.json().data.id;
  operations = await readOperations();
});
afterAll(async () => ctx?.close());

async function readOperations(): Promise<Operation[]> {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, query: (op.parameters ?? []).filter((p) => p.in === 'query') })),
  );
}

/** The fixtures' author (makeArticle's default), whose page /api/public/authors/{slug} lists them. */
const FIXTURE_AUTHOR = 'amina-okafor';
/**
 * The path with every `{param}` replaced by `value` (an item of the prefix's own type unless told;
 * an author's `{slug}`: the fixtures' author; a newsletter issue's `{id}`: the fixture issue).
 */
const fill = (path: string, value = typedIds[/^\/api\/(\w+)\/\{id\}/.exec(path)?.[1] ?? ''] ?? itemId) =>
  path
    .replace(/\{slug\}/g, value === itemId ? FIXTURE_AUTHOR : value)
    .replace(/^\/api\/newsletter\/issues\/\{id\}/, `/api/newsletter/issues/${value === itemId ? issueId : value}`)
    .replace(/\{[^}]+\}/g, value);
const hasParams = (path: string) => /\{[^}]+\}/.test(path);

/** The route's URL with its required query parameters filled in (search needs `q`) and `extra`. */
function urlOf(op: Operation, extra: Record<string, string | number> = {}): string {
  const query = new URLSearchParams();
  for (const p of op.query.filter((q) => q.required)) query.set(p.name, String(p.schema?.enum?.[0] ?? 'Fixture'));
  for (const [name, value] of Object.entries(extra)) query.set(name, String(value));
  const qs = query.toString();
  return qs ? `${fill(op.path)}?${qs}` : fill(op.path);
}

/**
 * Sent with a staff token: public routes ignore it, staff routes then reach validation. Through
 * inject, not supertest: the payload goes out exactly as written, broken JSON and odd types included.
 */
const send = (method: string, url: string, options: { payload?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: method as 'GET', url, payload: options.payload, headers: { ...auth, ...options.headers } }) as Promise<Answer>;

/** A 4xx in the contract's error shape and nothing else (never Fastify's `{error, code, statusCode}`). */
function expectErrorEnvelope(res: Answer, label: string): Body {
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(String(res.headers['content-type']), label).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Body;
  expect(body.success, label).toBe(false);
  expect(typeof body.message, label).toBe('string');
  expect(Object.keys(body).filter((key) => !['success', 'message', 'errors'].includes(key)), label).toEqual([]);
  return body;
}

/** The pagination block and the item arrays of any list answer (public, staff, comments, search). */
function listParts(body: Body): { pagination: Record<string, number>; arrays: unknown[][] } {
  const data = body.data as unknown[] | Record<string, unknown>;
  const pagination = (body.pagination ?? (data as Record<string, unknown>).pagination) as Record<string, number>;
  const arrays = Array.isArray(data) ? [data] : Object.values(data).filter((v): v is unknown[] => Array.isArray(v));
  return { pagination, arrays };
}

const isListRoute = (op: Operation) => op.method === 'GET' && op.query.some((p) => p.name === 'page' || p.name === 'limit');
const pagedRoutes = () => operations.filter((op) => op.method === 'GET' && op.query.some((p) => p.name === 'page'));

describe('page and limit are whole numbers in range on every list route', () => {
  it('finds the list routes (the walk is not vacuous)', () => {
    const paths = pagedRoutes().map((op) => op.path);
    for (const path of [
      '/api/public/articles',
      '/api/public/articles/regular',
      '/api/public/videos',
      '/api/public/tvshows',
      '/api/public/podcasts',
      '/api/comments/{id}',
      '/api/public/search',
      '/api/articles',
      '/api/videos',
      '/api/comments',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('answers 400 with a field error for every other spelling, never a 5xx', async () => {
    const label: Record<string, string> = { page: 'Page', limit: 'Limit' };
    for (const op of operations.filter(isListRoute)) {
      const fields = op.query.map((p) => p.name).filter((name) => name in label);
      for (const value of BAD_NUMBERS) {
        // Both fields at once: each must be named in the answer's field list.
        const url = urlOf(op, Object.fromEntries(fields.map((field) => [field, value])));
        const res = await send('GET', url);
        expect(res.statusCode, url).toBe(400);
        const body = expectErrorEnvelope(res, url);
        expect(body.message, url).toBe('Validation error');
        const errors = [...(body.errors as { path: string; msg: string }[])].sort((a, b) => a.path.localeCompare(b.path));
        const expected = fields.map((field) => ({ path: field, msg: expect.stringMatching(new RegExp(`^${label[field]} must `)) }));
        expect(errors, url).toEqual(expected.sort((a, b) => a.path.localeCompare(b.path)));
      }
    }
  });

  it('accepts the bounds themselves', async () => {
    for (const op of operations.filter(isListRoute)) {
      const names = op.query.map((p) => p.name);
      const extra = { limit: LIMITS.maxPageSize, ...(names.includes('page') ? { page: MAX_PAGE } : {}) };
      const res = await send('GET', urlOf(op, extra));
      expect(res.statusCode, urlOf(op, extra)).toBe(200);
    }
  });

  it('a page past the end is an empty page with the true pagination', async () => {
    let nonEmpty = 0;
    for (const op of pagedRoutes()) {
      const first = await send('GET', urlOf(op));
      expect(first.statusCode, urlOf(op)).toBe(200);
      const { pagination } = listParts(JSON.parse(first.body) as Body);
      if (pagination.total > 0) nonEmpty++;
      for (const page of [pagination.totalPages + 1, MAX_PAGE]) {
        const url = urlOf(op, { page });
        const res = await send('GET', url);
        expect(res.statusCode, url).toBe(200);
        const parts = listParts(JSON.parse(res.body) as Body);
        expect(parts.arrays.length, url).toBeGreaterThan(0);
        for (const items of parts.arrays) expect(items, url).toEqual([]);
        expect(parts.pagination, url).toEqual({ ...pagination, page });
        expect(pagination.totalPages, url).toBe(Math.ceil(pagination.total / pagination.limit));
      }
    }
    // The fixtures fill most lists, so "past the end" is past real rows, not only an empty table.
    expect(nonEmpty).toBeGreaterThanOrEqual(8);
  });
});

describe('what the router refuses has the same error shape', () => {
  const NON_API = ['/', '/rss.xml', '/podcast.xml', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest', '/media/seed/x.jpg', '/media/uploads/x.jpg', '/article/{id}', '/admin/x', '/api'];
  const everyRoute = () => [...operations, ...NON_API.map((path) => ({ method: 'GET', path, query: [] }))];

  it('a broken percent-encoding anywhere in a path: 400', async () => {
    for (const op of everyRoute()) {
      const url = hasParams(op.path) ? fill(op.path, BAD_ENCODING) : `${op.path.replace(/\/$/, '')}/x${BAD_ENCODING}`;
      const res = await send(op.method, url);
      expect(res.statusCode, `${op.method} ${url}`).toBe(400);
      expectErrorEnvelope(res, `${op.method} ${url}`);
    }
  });

  it('a 10 kB id: 414 where the path has a parameter, otherwise a 4xx', async () => {
    for (const op of everyRoute()) {
      const url = hasParams(op.path) ? fill(op.path, LONG_ID) : `${op.path.replace(/\/$/, '')}/${LONG_ID}`;
      const res = await send(op.method, url);
      if (hasParams(op.path) && op.path.startsWith('/api/')) expect(res.statusCode, `${op.method} ${op.path}`).toBe(414);
      expectErrorEnvelope(res, `${op.method} ${op.path} with a 10 kB id`);
    }
  });

  it('an unsupported method (PROPFIND, TRACE, PATCH) on every path: 4xx', async () => {
    for (const op of everyRoute()) {
      for (const method of ['PROPFIND', 'TRACE', 'PATCH']) expectErrorEnvelope(await send(method, fill(op.path)), `${method} ${op.path}`);
    }
  });

  it('HEAD keeps the status with no body; a bare OPTIONS is a 400 in the same shape', async () => {
    const head = await send('HEAD', `/api/public/articles/${BAD_ENCODING}`);
    expect(head.statusCode).toBe(400);
    expect(head.body).toBe('');
    expect((await send('HEAD', '/api/public/articles?page=1e21')).statusCode).toBe(400);
    expectErrorEnvelope(await send('OPTIONS', '/api/public/articles'), 'OPTIONS without preflight headers');
    const preflight = await send('OPTIONS', '/api/public/articles', { headers: { origin: 'http://localhost:5555', 'access-control-request-method': 'GET' } });
    expect(preflight.statusCode).toBe(204);
  });

  it('broken bodies on every write route: bad JSON, wrong content type, too large', async () => {
    const writes = operations.filter((op) => op.method === 'POST' || op.method === 'PUT');
    expect(writes.length).toBeGreaterThan(20);
    for (const op of writes) {
      const url = fill(op.path);
      expectErrorEnvelope(await send(op.method, url, { payload: '{"title":', headers: { 'content-type': 'application/json' } }), `${op.method} ${url} bad JSON`);
      expectErrorEnvelope(await send(op.method, url, { payload: '<a/>', headers: { 'content-type': 'application/xml' } }), `${op.method} ${url} XML`);
      const large = await send(op.method, url, { payload: TOO_LARGE, headers: { 'content-type': 'application/json' } });
      expect(large.statusCode, `${op.method} ${url} large`).toBe(413);
      expectErrorEnvelope(large, `${op.method} ${url} large`);
    }
  });

  it('broken query strings: 4xx or ignored, never a 5xx', async () => {
    // The routes that read a query (the others never look at it).
    for (const op of operations.filter((o) => o.method === 'GET' && o.query.length > 0)) {
      for (const qs of [`a=%&q=${BAD_ENCODING}`, 'page[]=1&&&=', 'limit=1&limit=2', `category=${'c'.repeat(5000)}`]) {
        const url = `${fill(op.path)}?${qs}`;
        const res = await send('GET', url);
        expect(res.statusCode, url).toBeLessThan(500);
        if (res.statusCode >= 400) expectErrorEnvelope(res, url);
      }
    }
  });

  it("what Node's HTTP parser refuses (an unknown method) answers in the same shape", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      let text = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('FOO /api/public/articles HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toEqual({ success: false, message: expect.any(String) });
  });
});

// The page catch-all needs the built web app (as in feeds.test.ts); skipped on a tree never built.
const built = existsSync(new URL('../../dist/web/client/index.html', import.meta.url)) && existsSync(new URL('../../dist/web/server/entry-server.js', import.meta.url));

describe.skipIf(!built)('public pages with the web plugin on', () => {
  let web: TestContext;
  beforeAll(async () => {
    web = await createTestApp({}, { web: 'prod' });
  });
  afterAll(async () => web?.close());

  it('bad paths and queries on pages answer 4xx (or the page), never a 5xx', async () => {
    for (const url of [
      `/article/${BAD_ENCODING}`,
      `/video/${BAD_ENCODING}`,
      `/tvshow/${BAD_ENCODING}`,
      `/magazine${BAD_ENCODING}`,
      `/${BAD_ENCODING}`,
      `/admin/${BAD_ENCODING}`,
      `/article/${LONG_ID}`,
      '//[',
      `/search?q=${BAD_ENCODING}`,
      '/magazine?page=1e21',
    ]) {
      const res = (await web.app.inject({ url })) as Answer;
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) expectErrorEnvelope(res, url);
    }
    expectErrorEnvelope((await web.app.inject({ url: `/article/${BAD_ENCODING}` })) as Answer, 'bad encoding on a page');
    expectErrorEnvelope((await web.app.inject({ url: '//[' })) as Answer, 'no URL at all');
    expectErrorEnvelope((await web.app.inject({ method: 'PROPFIND', url: '/magazine' })) as Answer, 'PROPFIND on a page');
  });
});
