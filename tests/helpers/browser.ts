/**
 * End-to-end helpers: build the web app (once, only when sources changed), start the real server
 * in-process on a seeded temporary database listening on 127.0.0.1, and launch Debian's headless
 * Chromium through playwright-core.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { uploadsDir } from '../../server/modules/media/storage.ts';

export const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's nginx, for tests/e2e/nginx.test.ts (deploy/nginx.conf in front of the app). */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Browser UI that headless Chromium builds for every new page although nothing can show it: the
 * address bar's popup, two chrome:// WebUI pages in a renderer of their own. It cost 0.9 of the
 * 1.9 CPU-seconds each page view took on a 2-core box, and it loads beside the page under test.
 */
export const HIDDEN_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features playwright-core itself turns off (its chromiumSwitches). Chromium obeys only the
 * last --disable-features switch, so the one launchBrowser adds must name these again;
 * tests/e2e/chromium-switches.test.ts checks the list against the installed playwright-core.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** What launchBrowser passes on top of playwright-core's own switches. */
const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HIDDEN_UI_FEATURES].join(',')}`];

const BUILD_MARKER = join(ROOT, 'dist/web/.built-at');
const BUILD_LOCK = join(ROOT, 'dist/web.build-lock');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

function buildIsFresh(): boolean {
  if (!existsSync(BUILD_MARKER) || !existsSync(join(ROOT, 'dist/web/server/entry-server.js'))) return false;
  const builtAt = statSync(BUILD_MARKER).mtimeMs;
  return newestMtime(join(ROOT, 'web')) < builtAt && newestMtime(join(ROOT, 'shared')) < builtAt;
}

/**
 * `vite build` for the browser and for the server entry (the web part of `npm run build`), skipped
 * when dist/ is newer than web/ and shared/. A lock directory keeps parallel test files from
 * building over each other: whoever holds it builds, everyone else waits for it and then finds
 * the build fresh.
 */
export async function ensureWebBuilt(): Promise<void> {
  await (await startWebBuild()).done;
}

/**
 * Takes the build lock and starts the build without waiting for it: `done` settles when the build
 * is (wrapped, since a promise resolved with a promise would wait for it). The e2e global setup
 * uses it so that the server tests run while Vite builds; each browser test file waits in
 * startSite (ensureWebBuilt) until the lock is free.
 */
export async function startWebBuild(): Promise<{ done: Promise<void> }> {
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch {
      if (Date.now() - started > 180_000) rmSync(BUILD_LOCK, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const build = async () => {
    if (buildIsFresh()) return;
    const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
    const config = process.env.WEB_VITE_CONFIG ?? 'web/vite.config.ts';
    const stamp = Date.now();
    // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
    const env = { ...process.env, NODE_ENV: 'production' };
    await run(process.execPath, [vite, 'build', '--config', config, '--logLevel', 'warn'], env);
    await run(process.execPath, [vite, 'build', '--config', config, '--ssr', '--logLevel', 'warn'], env);
    writeFileSync(BUILD_MARKER, String(stamp));
  };
  return { done: build().finally(() => rmSync(BUILD_LOCK, { recursive: true, force: true })) };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`${args.slice(1).join(' ')} exited with ${code}`))));
  });
}

export async function freePort(): Promise<number> {
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

export interface RunningSite {
  app: App;
  config: Config;
  url: string;
  dir: string;
  close: () => Promise<void>;
}

export interface SiteOptions {
  /** Seed the sample content (default true). */
  seed?: boolean;
  /** The seeded admin account (the seed's default otherwise). */
  adminEmail?: string;
  adminPassword?: string;
  /** Extra environment, e.g. SMTP_URL of a loopback listener. */
  env?: Record<string, string>;
  /** When the seed pictures' variants are made (default: each when first asked for). */
  variants?: 'now' | 'on-demand';
  /** Settings no environment variable sets (loadConfig's overrides). */
  config?: Partial<Config>;
}

/**
 * The production app (built web files, see ensureWebBuilt) on a fresh seeded database, listening
 * on 127.0.0.1.
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  if (!process.env.SKIP_WEB_BUILD) await ensureWebBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'insight-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    DATABASE_PATH: join(dir, 'site.db'),
    JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: url,
    LOG_LEVEL: 'silent',
    ...options.env,
  }, options.config);
  const app = await buildApp(config, { web: 'prod', logger: process.env.E2E_LOG ? { level: process.env.E2E_LOG } : false });
  if (options.seed !== false) {
    await seedDatabase(app.db, {
      adminEmail: options.adminEmail,
      adminPassword: options.adminPassword,
      dataDir: config.dataDir,
      variants: options.variants ?? 'on-demand',
      log: () => {},
    });
    const shared = process.env[SHARED_PICTURES_ENV];
    if (shared && options.variants !== 'now') await sharePictureFolders(config.dataDir, shared);
  }
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    config,
    url,
    dir,
    close: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Set by the e2e global setup: the test run's one folder of seed pictures (sharePictureFolders). */
export const SHARED_PICTURES_ENV = 'E2E_SHARED_PICTURES';

/**
 * Every site a test run starts seeds the same pictures (stable ids, same bytes), and each makes a
 * variant when a page first asks for it: one e2e run made 306, 90 s of encoding, nearly all of them
 * the same AVIFs again in another file's site. Each fresh site's picture folders become links into
 * one folder for the run, so each variant is made once. The first site to get there moves its
 * folder in; the others drop theirs (identical: seeded from the same files) and link. Deleting an
 * upload removes the site's link only (fs.rm does not follow it), so the other sites keep theirs.
 */
async function sharePictureFolders(dataDir: string, shared: string): Promise<void> {
  const root = uploadsDir(dataDir);
  for (const year of await readdir(root).catch(() => [])) {
    for (const month of await readdir(join(root, year))) {
      for (const id of await readdir(join(root, year, month))) {
        const own = join(root, year, month, id);
        const common = join(shared, year, month, id);
        await mkdir(join(shared, year, month), { recursive: true });
        await rename(own, common).catch(async (err: NodeJS.ErrnoException) => {
          // Another site moved its copy in first (the folder exists and is not empty): use that one.
          if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
          await rm(own, { recursive: true, force: true });
        });
        await symlink(common, own, 'dir');
      }
    }
  }
}

/** Debian's Chromium, headless, with PLAYWRIGHT_CHROMIUM_ARGS (and `extraArgs` after them). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS, ...extraArgs], headless: true });
}
