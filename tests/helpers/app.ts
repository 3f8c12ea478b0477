/**
 * Builds the real app in-process on a fresh temporary SQLite file (migrated like production).
 * Each test file gets its own database; nothing depends on seed/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import { buildApp, type App, type BuildOptions } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { users } from '../../server/db/schema.ts';
import type { StaffRole } from '../../shared/roles.ts';

export interface TestContext {
  app: App;
  config: Config;
  dir: string;
  close: () => Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  /** Settings no environment variable sets (loadConfig's overrides). */
  overrides: Partial<Config> = {},
): Promise<TestContext> {
  const dir = mkdtempSync(join(tmpdir(), 'insight-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(dir, 'site.db'),
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://localhost:5555',
    LOG_LEVEL: 'silent',
    ...env,
  }, overrides);
  const app = await buildApp(config, { logger: false, ...options });
  await app.ready();
  return {
    app,
    config,
    dir,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface StaffAccount {
  id: string;
  email: string;
  password: string;
}

/**
 * Fixture accounts are hashed with argon2id at its lightest cost: sign-in verifies with the cost
 * stored in the hash, so each sign-in of a fixture takes a millisecond instead of a quarter second.
 * Accounts the app creates itself (invites, resets, password changes) keep the production cost.
 */
const FIXTURE_ARGON2 = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** Inserts a staff user straight into the database (the seed is not used by tests). */
export async function createStaff(
  app: App,
  fields: { email?: string; password?: string; name?: string; role?: StaffRole } = {},
): Promise<StaffAccount> {
  const account = {
    id: randomUUID(),
    email: (fields.email ?? `editor-${randomUUID().slice(0, 8)}@example.org`).toLowerCase(),
    password: fields.password ?? 'correct horse battery',
  };
  app.db
    .insert(users)
    .values({
      id: account.id,
      name: fields.name ?? 'Test Editor',
      email: account.email,
      passwordHash: await argon2.hash(account.password, FIXTURE_ARGON2),
      role: fields.role ?? 'admin',
    })
    .run();
  return account;
}

/** A staff user plus a valid bearer token for them. */
export async function signedInStaff(app: App, fields: Parameters<typeof createStaff>[1] = {}) {
  const account = await createStaff(app, fields);
  // A 30-day ("remember me") session: sessions end by the app's clock, which tests move by days.
  const token = app.issueToken({ id: account.id, tokenVersion: 0 }, true);
  return { ...account, token, auth: { authorization: `Bearer ${token}` } };
}
