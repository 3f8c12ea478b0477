/**
 * The production app for the admin end-to-end tests: like startSite (./browser.ts) but with the
 * environment the staff flows need (SMTP_URL of a loopback listener for the reset mail) and the
 * seeded admin account's credentials chosen by the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { seedDatabase } from '../../seed/seed.ts';

export interface AdminSite {
  app: App;
  config: Config;
  url: string;
  close: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function startAdminSite(options: { adminEmail: string; adminPassword: string; env?: Record<string, string> }): Promise<AdminSite> {
  const dir = mkdtempSync(join(tmpdir(), 'insight-admin-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_PATH: join(dir, 'site.db'),
    JWT_SECRET: 'admin-e2e-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: url,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp(config, { web: 'prod', logger: false });
  await seedDatabase(app.db, { adminEmail: options.adminEmail, adminPassword: options.adminPassword, log: () => {} });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    url,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
