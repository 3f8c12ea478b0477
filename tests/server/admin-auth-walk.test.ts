/**
 * Walks the whole route table and proves that every API route outside an explicit public list
 * answers 401 without a token (and with a bad one), for every method it accepts. Routes other
 * engineers add are covered automatically; making a route public means adding it to PUBLIC below.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';

/** [method pattern, path pattern]: what anyone may call without signing in. */
const PUBLIC: [RegExp, RegExp][] = [
  [/.*/, /^\/api\/public(\/|$)/],
  [/^POST$/, /^\/api\/auth\/login$/],
  // The second step of a sign-in: no session yet, its challenge token in the body (two-factor.test.ts).
  [/^POST$/, /^\/api\/auth\/login\/two-factor(\/setup)?$/],
  [/^POST$/, /^\/api\/auth\/forgotpassword$/],
  [/^(PUT|POST)$/, /^\/api\/auth\/resetpassword\/:token$/],
  [/^(GET|HEAD|POST)$/, /^\/api\/likes(\/|$)/],
  // Reading an item's comments and posting one are public; the moderation list (GET /api/comments)
  // and POST /api/comments/bulk-delete are staff routes and so are walked.
  [/^(GET|HEAD)$/, /^\/api\/comments\/(recent\/all|:id|:id\/count)$/],
  [/^POST$/, /^\/api\/comments\/:id$/],
  [/^(GET|HEAD)$/, /^\/api\/docs(\/|$)/],
  // CORS preflight never carries credentials.
  [/^OPTIONS$/, /.*/],
];

interface RouteEntry {
  method: string;
  path: string;
}

/**
 * Reads `printRoutes({ commonPrefix: false })`: a tree whose lines are `<indent><segment> (METHODS)`;
 * a route's path is its segment appended to its ancestors'.
 */
function parseRouteTree(tree: string): RouteEntry[] {
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│├└─\s]*?)([├└]── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack[depth] = m[3];
    const path = stack.join('');
    for (const method of m[4]?.split(',').map((s) => s.trim()) ?? []) routes.push({ method, path });
  }
  return routes;
}

const isPublic = (r: RouteEntry) => PUBLIC.some(([method, path]) => method.test(r.method) && path.test(r.path));

/** A concrete URL for a route pattern: params get a well-formed UUID, wildcards a word. */
const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, '3f2504e0-4f89-41d3-9a0c-0305e82c3301').replace(/\*/g, 'x');

let ctx: TestContext;
let routes: RouteEntry[];
beforeAll(async () => {
  ctx = await createTestApp();
  routes = parseRouteTree(ctx.app.printRoutes({ commonPrefix: false })).filter((r) => r.path.startsWith('/api'));
});
afterAll(async () => ctx.close());

function send(r: RouteEntry, authorization?: string) {
  const agent = request(ctx.app.server);
  const url = concrete(r.path);
  const method = r.method.toLowerCase() as 'get' | 'head' | 'post' | 'put' | 'delete' | 'patch';
  let req = agent[method](url);
  if (authorization) req = req.set('authorization', authorization);
  // A body a route would accept in shape: a 401 must come before any parsing or validation.
  if (method === 'post' || method === 'put' || method === 'patch') req = req.send({});
  return req;
}

describe('staff routes refuse callers without a valid token', () => {
  it('finds the whole route table (the walk is not vacuous)', () => {
    const has = (method: string, path: string) => routes.some((r) => r.method === method && r.path === path);
    for (const [method, path] of [
      ['GET', '/api/articles'],
      ['POST', '/api/articles'],
      ['GET', '/api/articles/trending'],
      ['GET', '/api/articles/featured'],
      ['GET', '/api/articles/main-articles'],
      ['PUT', '/api/articles/main-articles/swap'],
      ['GET', '/api/articles/latest-excluding-main'],
      ['GET', '/api/articles/:id'],
      ['PUT', '/api/articles/:id'],
      ['DELETE', '/api/articles/:id'],
      ['PUT', '/api/articles/:id/set-main'],
      ['PUT', '/api/articles/:id/remove-main'],
      ['GET', '/api/dashboard/stats'],
      ['GET', '/api/dashboard/recent-articles'],
      ['GET', '/api/dashboard/analytics'],
    ]) {
      expect(has(method, path), `${method} ${path}`).toBe(true);
    }
    expect(routes.filter((r) => !isPublic(r)).length).toBeGreaterThan(15);
  });

  it('answers 401 with a clear message on every non-public route and method, without a token', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => !isPublic(x))) {
      const res = await send(r);
      if (res.status !== 401) failures.push(`${r.method} ${r.path} -> ${res.status}`);
      else if (r.method !== 'HEAD' && (res.body.success !== false || typeof res.body.message !== 'string' || !res.body.message)) {
        failures.push(`${r.method} ${r.path}: body ${JSON.stringify(res.body)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 to a malformed, forged or wrongly-schemed token', async () => {
    const forged =
      'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ4IiwidHYiOjAsImp0aSI6InkifQ.c2lnbmF0dXJlLXRoYXQtaXMtd3Jvbmc';
    const none = 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4IiwidHYiOjAsImp0aSI6InkifQ.';
    const failures: string[] = [];
    for (const r of routes.filter((x) => !isPublic(x))) {
      for (const authorization of ['Bearer garbage', forged, none, 'Basic YWRtaW46YWRtaW4=']) {
        const res = await send(r, authorization);
        if (res.status !== 401) failures.push(`${r.method} ${r.path} [${authorization.slice(0, 12)}] -> ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Four tokens on every staff route (about 150 of them, each type's editing routes included).
  }, 60_000);

  it('keeps the public list honest: public routes do not answer 401', async () => {
    for (const r of routes.filter((x) => isPublic(x) && x.method !== 'OPTIONS' && !x.path.startsWith('/api/docs'))) {
      const res = await send(r);
      expect(res.status, `${r.method} ${r.path}`).not.toBe(401);
    }
  });
});
