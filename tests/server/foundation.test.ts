import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { loadConfig, ConfigError } from '../../server/config.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { REPO_ROOT } from '../../server/lib/repo-root.ts';

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

  it("dates each migration after the one before, or an existing database would never get it", () => {
    // Drizzle applies to a database only the journal entries dated after the last one it applied;
    // the entries carry stepped dates ahead of drizzle-kit's "now", so a freshly generated one must
    // be moved past them by hand.
    const journal = JSON.parse(readFileSync(`${REPO_ROOT}migrations/meta/_journal.json`, 'utf8')) as { entries: { tag: string; when: number }[] };
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1].when).map((entry) => entry.tag);
    expect(late).toEqual([]);
    const applied = ctx.app.db.$client.prepare('SELECT count(*) FROM __drizzle_migrations').pluck().get();
    expect(applied).toBe(journal.entries.length);
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
