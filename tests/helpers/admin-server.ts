/**
 * The production app for the admin end-to-end tests: like startSite (./browser.ts) but with the
 * environment the staff flows need (SMTP_URL of a loopback listener for the reset mail) and the
 * seeded admin account's credentials chosen by the test.
 *
 * The built client is shared by every e2e file (dist/web/client), and another file may rebuild it
 * while this one runs (new asset names; the old ones are deleted). So the browser talks to a small
 * front server that serves /assets/* and the admin page shell from a private snapshot of the build
 * and passes everything else (API, media, server-rendered public pages) to the app.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { ensureWebBuilt, ROOT } from './browser.ts';
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

const CLIENT = join(ROOT, 'dist/web/client');
const hasAdminChunk = (dir: string) => existsSync(join(dir, 'assets')) && readdirSync(join(dir, 'assets')).some((f) => /^admin-app-.*\.js$/.test(f));

/** Builds if needed and copies the client build (with the real admin chunk) to `into`. */
async function snapshotClient(into: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    await ensureWebBuilt();
    try {
      if (hasAdminChunk(CLIENT)) {
        rmSync(into, { recursive: true, force: true });
        cpSync(CLIENT, into, { recursive: true });
        const html = readFileSync(join(into, 'index.html'), 'utf8');
        const refs = [...html.matchAll(/\/assets\/[^"']+/g)].map((m) => m[0]);
        if (hasAdminChunk(into) && refs.every((r) => existsSync(join(into, r)))) return;
      } else {
        // A build without the admin app (another file's stub build): force a real one.
        rmSync(join(ROOT, 'dist/web/.built-at'), { force: true });
      }
    } catch {
      // The build changed under the copy: try again.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('could not get a stable client build with the admin app');
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html; charset=utf-8', '.json': 'application/json' };

function frontServer(snapshot: string, appPort: number): Server {
  const shell = readFileSync(join(snapshot, 'index.html'), 'utf8').replace('<!--app-head-->', '<title>Insight Media admin</title>');
  return createHttpServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path.startsWith('/assets/')) {
      const file = normalize(join(snapshot, path));
      if (file.startsWith(snapshot) && existsSync(file)) {
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(readFileSync(file));
        return;
      }
    }
    if (req.method === 'GET' && (path === '/admin' || path.startsWith('/admin/'))) {
      res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
      res.end(shell);
      return;
    }
    const upstream = httpRequest({ host: '127.0.0.1', port: appPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
}

export async function startAdminSite(options: { adminEmail: string; adminPassword: string; env?: Record<string, string> }): Promise<AdminSite> {
  const dir = mkdtempSync(join(tmpdir(), 'insight-admin-e2e-'));
  const snapshot = join(dir, 'client');
  await snapshotClient(snapshot);
  const port = await freePort();
  const frontPort = await freePort();
  const url = `http://127.0.0.1:${frontPort}`;
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
  const front = frontServer(snapshot, port);
  await new Promise<void>((resolve) => front.listen(frontPort, '127.0.0.1', () => resolve()));
  return {
    app,
    config,
    url,
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
