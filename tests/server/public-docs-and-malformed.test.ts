/**
 * The public API is documented (OpenAPI at /api/docs) and no malformed input on any of its routes
 * ever produces a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { fromIp } from '../helpers/http.ts';
import { makeArticle } from '../helpers/content.ts';

let ctx: TestContext;
let article: string;
const api = () => request(ctx.app.server);

beforeAll(async () => {
  ctx = await createTestApp();
  article = makeArticle(ctx.app.db);
});
afterAll(async () => ctx.close());

describe('OpenAPI', () => {
  it('lists every public, likes, comments, search and newsletter path with its tag', async () => {
    const res = await api().get('/api/docs/json');
    expect(res.status).toBe(200);
    const spec = res.body as { openapi: string; paths: Record<string, Record<string, { tags?: string[] }>> };
    expect(spec.openapi).toMatch(/^3\./);
    const expected: [string, string][] = [
      ['get', '/api/public/articles'],
      ['get', '/api/public/articles/{id}'],
      ['get', '/api/public/articles/editors-pick'],
      ['get', '/api/public/articles/main'],
      ['get', '/api/public/articles/regular'],
      ['get', '/api/public/articles/featured'],
      ['get', '/api/public/videos'],
      ['get', '/api/public/videos/{id}'],
      ['get', '/api/public/tvshows'],
      ['get', '/api/public/tvshows/{id}'],
      ['get', '/api/public/podcasts'],
      ['get', '/api/public/podcasts/{id}'],
      ['post', '/api/public/podcasts/{id}/play'],
      ['get', '/api/public/health'],
      ['get', '/api/public/search'],
      ['post', '/api/likes/{id}/increment'],
      ['post', '/api/likes/{id}/decrement'],
      ['get', '/api/likes/{id}'],
      ['get', '/api/likes/most-liked/articles'],
      ['post', '/api/comments/{id}'],
      ['get', '/api/comments/{id}'],
      ['get', '/api/comments/{id}/count'],
      ['delete', '/api/comments/comment/{commentId}'],
      ['get', '/api/comments/recent/all'],
      ['post', '/api/public/newsletter'],
      ['get', '/api/newsletter/subscribers'],
      ['get', '/api/newsletter/subscribers/export'],
      ['delete', '/api/newsletter/subscribers/{id}'],
    ];
    for (const [method, path] of expected) {
      const operation = spec.paths[path]?.[method];
      expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
      expect(operation!.tags?.length, `${method.toUpperCase()} ${path} tags`).toBeGreaterThan(0);
    }
    const search = spec.paths['/api/public/search'].get as unknown as { parameters: { name: string }[] };
    expect(search.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['q', 'type', 'category', 'sort', 'limit', 'page']));
  });

  it('serves the UI', async () => {
    const res = await api().get('/api/docs/');
    expect(res.status).toBe(200);
  });
});

describe("an API answer's security headers", () => {
  // Document-only headers: they mean something for a page that runs script or can be framed.
  const documentOnly = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'];

  it('keeps nosniff, CORP and HSTS on JSON, an answer or an error, and drops the headers only a document reads', async () => {
    for (const path of ['/api/public/articles?limit=2', `/api/public/articles/${article}`, '/api/public/articles/not-an-id', '/api/no-such-route', '/api']) {
      const res = await api().get(path);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.headers, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      for (const header of documentOnly) expect(res.headers[header], `${path} ${header}`).toBeUndefined();
    }
  });

  it('leaves them on the API docs, which are pages', async () => {
    const res = await api().get('/api/docs/');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('malformed input never causes a 5xx', () => {
  const junkIds = ['x', '%00', '..%2F..%2Fetc', "1'%20OR%20'1'='1", 'a'.repeat(300), '%F0%9F%98%80', '00000000-0000-0000-0000-000000000000'];
  const junkQueries = [
    'limit=-1', 'limit=1e9', 'limit=abc', 'page=-5', 'page=1.5', 'featured=2', 'category=%00', `category=${'c'.repeat(500)}`,
    'q=%22', 'q=%00', 'q=*', 'q=NEAR(a%20b)', 'q=a%20OR%20b', 'q=%E2%80%AE', 'q=%F0%9F%98%80', `q=${'%22'.repeat(150)}`,
    'type=all&sort=relevance&limit=100&page=100000', 'all=yes', 'q[]=a&q[]=b', 'limit[]=1',
  ];
  const bodies: unknown[] = [undefined, '', 'null', '[]', '"text"', '{"name":', '{"email":{"$gt":""}}', JSON.stringify({ name: 'A'.repeat(100_000), content: 'x' })];

  it('GET routes with junk ids and queries', async () => {
    const failures: string[] = [];
    const paths = [
      '/api/public/articles', '/api/public/articles/regular', '/api/public/articles/featured', '/api/public/videos',
      '/api/public/tvshows', '/api/public/podcasts', '/api/public/search', '/api/likes/most-liked/articles',
      '/api/comments/recent/all', `/api/comments/${article}`,
    ];
    for (const path of paths) {
      for (const query of junkQueries) {
        const res = await api().get(`${path}?${query}`);
        if (res.status >= 500) failures.push(`GET ${path}?${query} -> ${res.status}`);
      }
    }
    for (const id of junkIds) {
      for (const path of [
        `/api/public/articles/${id}`, `/api/public/videos/${id}`, `/api/public/tvshows/${id}`, `/api/public/podcasts/${id}`,
        `/api/likes/${id}`, `/api/comments/${id}`, `/api/comments/${id}/count`,
      ]) {
        const res = await api().get(path);
        if (res.status >= 500) failures.push(`GET ${path} -> ${res.status}`);
        // 414: Fastify refuses path parameters over 100 characters before routing.
        else if (res.status !== 404 && res.status !== 414) failures.push(`GET ${path} -> ${res.status}, expected 404`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a call that takes no body works when the client sends a JSON content type anyway', async () => {
    const headers = { 'content-type': 'application/json', 'x-visitor-id': randomUUID() };
    const like = await api().post(`/api/likes/${article}/increment`).set(headers);
    expect(like.status).toBe(200);
    expect(like.body).toMatchObject({ success: true, likeCount: expect.any(Number) });
    const comment = await api().post(`/api/comments/${article}`).set(headers).send('');
    expect(comment.status).toBe(400);
    expect(comment.body).toMatchObject({ success: false, errors: [{ path: '', msg: 'Request body must be a JSON object' }] });
  });

  it('POST routes with junk bodies, headers and ids', async () => {
    const failures: string[] = [];
    let n = 0;
    for (const id of [article, ...junkIds, randomUUID()]) {
      for (const path of [`/api/comments/${id}`, `/api/likes/${id}/increment`, `/api/likes/${id}/decrement`, `/api/public/podcasts/${id}/play`, '/api/public/newsletter']) {
        for (const body of bodies) {
          const req = api()
            .post(path)
            .agent(fromIp(`10.9.${Math.floor(++n / 250)}.${n % 250}`))
            .set({ 'content-type': 'application/json', 'x-visitor-id': n % 2 ? randomUUID() : 'junk' });
          const res = await (body === undefined ? req : req.send(body as string));
          if (res.status >= 500) failures.push(`POST ${path} ${String(body).slice(0, 20)} -> ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
