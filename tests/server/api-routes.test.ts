/**
 * The web app types every request from shared/api/routes.ts. That map must name exactly the JSON
 * routes the server registers, with the same query and body fields, or a typed call could reach a
 * route that does not exist or send a field the server ignores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { TObject } from 'typebox';
import { API_ROUTES, type ApiRoute } from '../../shared/api/routes.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

let ctx: TestContext;
let operations: Map<string, Operation>;

beforeAll(async () => {
  ctx = await createTestApp();
  const spec = (await request(ctx.app.server).get('/api/docs/json')).body as { paths: Record<string, Record<string, Operation>> };
  operations = new Map();
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries(methods)) {
      // Only JSON answers belong in the map (the CSV export is a download, not a call; its errors are JSON).
      const json = Object.entries(op.responses ?? {}).some(([status, r]) => status.startsWith('2') && r.content?.['application/json']);
      if (!json) continue;
      const key = `${method.toUpperCase()} ${path.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '')}`;
      operations.set(key, op);
    }
  }
});
afterAll(async () => ctx.close());

const keys = Object.keys(API_ROUTES) as ApiRoute[];
const fieldsOf = (schema: unknown) => Object.keys((schema as TObject | undefined)?.properties ?? {}).sort();

describe('shared/api/routes.ts', () => {
  it('names every JSON route the server registers, and no other', () => {
    expect(keys.slice().sort()).toEqual([...operations.keys()].sort());
  });

  it.each(keys)('%s takes the query and body fields the server reads', (key) => {
    const op = operations.get(key);
    expect(op, `${key} is not registered`).toBeDefined();
    const route = API_ROUTES[key] as { query?: unknown; body?: unknown };
    const query = (op!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort();
    expect(query).toEqual(fieldsOf(route.query));
    const body = op!.requestBody?.content?.['application/json']?.schema?.properties ?? {};
    expect(Object.keys(body).sort()).toEqual(fieldsOf(route.body));
  });
});
