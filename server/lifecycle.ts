/**
 * Start and stop the one server process: read config, migrate, seed an empty database (like a fresh
 * Ghost install comes with its welcome posts), listen, and shut down gracefully on SIGTERM/SIGINT.
 */
import { buildApp } from './app.ts';
import { configOrExit } from './config.ts';
import type { WebMode } from './plugins/web.ts';
import { isDatabaseEmpty, seedFirstStart } from '../seed/seed.ts';
import { holdDataLock } from './modules/backup/data-lock.ts';
import { giveBackFreedMemory } from './lib/freed-memory.ts';

export async function start(web: Exclude<WebMode, 'off'>): Promise<void> {
  const config = configOrExit();

  const app = await buildApp(config, { web });

  if (isDatabaseEmpty(app.db)) {
    app.log.info('no staff account yet: adding the admin account, and the sample content if the site has none');
    // Plain console output: the admin credentials box must stay readable, not JSON-escaped in a log line.
    // The pictures' variants are made in the background: the site answers at once (a variant asked
    // for before it is ready is made on the spot).
    await seedFirstStart(app.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      dataDir: config.dataDir,
      variants: 'background',
      log: (m) => console.log(m),
    });
  }

  // `npm run restore -- --force` refuses while this mark says a live server serves the folder.
  const releaseDataLock = holdDataLock(config.dataDir);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close(); // stops listening, waits for open requests, closes the database
    releaseDataLock();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  await giveBackFreedMemory(app.log);
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  console.log(`\n  Insight Media is running at http://${shownHost}:${config.port}/  (back office: /admin/login)\n`);
}
