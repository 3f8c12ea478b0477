import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { loadConfig, ConfigError } from '../../server/config.ts';
import { runMigrations } from '../../server/db/migrate.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('foundation', () => {
  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const res = await request(ctx.app.server).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Route GET /api/nope not found' });
  });

  it('runs SQLite in WAL mode with foreign keys on', () => {
    expect(ctx.app.db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(ctx.app.db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('applies migrations twice without harm', () => {
    expect(() => runMigrations(ctx.app.db)).not.toThrow();
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_PATH: ':memory:' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_PATH: ':memory:' })).toThrow(/JWT_SECRET is required/);
  });

  it('reports every invalid setting by name', () => {
    expect(() => loadConfig({ PORT: 'eighty', SMTP_URL: 'http://x', DATABASE_PATH: ':memory:' })).toThrow(/PORT[\s\S]*SMTP_URL/);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await request(ctx.app.server)
      .post('/api/auth/login')
      .set('content-type', 'application/json')
      .send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
