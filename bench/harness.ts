/**
 * What the benchmarks that run the built production server share (bench:api, bench:soak): the
 * temporary folder and child processes (cleaned up however the script ends), starting the site as
 * `npm start` runs it, a seeded database, sign-in, and measuring with autocannon.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import type { LoginResponse } from '../shared/api/auth.ts';
import { openDatabase } from '../server/db/client.ts';
import { runMigrations } from '../server/db/migrate.ts';
import { seedDatabase } from '../seed/seed.ts';
import { freePort, ROOT } from '../tests/helpers/browser.ts';
import { npmStart } from '../tests/helpers/npm-start.ts';

export const ADMIN = { email: 'bench-admin@example.org', password: randomBytes(12).toString('hex') };
const JWT_SECRET = randomBytes(32).toString('hex');
/** What autocannon sends: no compression, so every server answers the same bytes. */
export const IDENTITY = { 'accept-encoding': 'identity' };

// ---------------------------------------------------------------------------------------------
// Processes and the temporary folder: cleaned up however the script ends (error, Ctrl-C included)
// ---------------------------------------------------------------------------------------------
const running = new Set<ChildProcess>();
let tempDir: string | undefined;

process.on('exit', () => {
  for (const child of running) child.kill();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** A new temporary folder, removed when the script ends. */
export function benchTempDir(prefix: string): string {
  tempDir = mkdtempSync(join(tmpdir(), prefix));
  return tempDir;
}

export interface Server {
  url: string;
  child: ChildProcess;
}

export function requireBuild(): void {
  for (const file of ['dist/server/main.js', 'dist/web/client/index.html']) {
    if (!existsSync(join(ROOT, file))) {
      console.error(`${file} is missing: run \`npm run build\` first (this benchmark runs the built production server).`);
      process.exit(1);
    }
  }
}

/**
 * `node args` in the repository folder, listening on a free port, with only the environment
 * `env(url)` gives (and PATH, PORT); resolves when `readyPath` answers 2xx. Everything the process
 * writes goes to `onOutput` as it comes.
 */
export async function startProcess(
  name: string,
  args: string[],
  env: (url: string) => Record<string, string>,
  readyPath: string,
  onOutput: (chunk: string) => void = () => {},
): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env(url), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  const output: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      if (output.length < 1000) output.push(chunk);
      onOutput(chunk);
    });
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}:\n${output.join('')}`);
    try {
      const res = await fetch(url + readyPath, { headers: IDENTITY });
      await res.arrayBuffer();
      if (res.ok) return { url, child };
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  throw new Error(`${name} did not answer ${readyPath} within 60 s:\n${output.join('')}`);
}

/**
 * The built site as `npm start` runs it (its environment and node flags included) in production on
 * `databasePath`; `env` adds or overrides settings, `nodeFlags` go to node after npm start's. So do
 * BENCH_NODE_FLAGS (space-separated): `--cpu-prof --cpu-prof-dir=/tmp/prof` profiles the server
 * through a run (written when it stops).
 */
export function startSite(databasePath: string, env: Record<string, string> = {}, onOutput?: (chunk: string) => void, nodeFlags: string[] = []): Promise<Server> {
  const start = npmStart();
  return startProcess(
    'dist/server/main.js',
    [...start.nodeFlags, ...nodeFlags, ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), 'dist/server/main.js'],
    (url) => ({ NODE_ENV: 'production', ...start.env, JWT_SECRET, PUBLIC_URL: url, HOST: '127.0.0.1', DATABASE_PATH: databasePath, ...env }),
    '/api/public/health',
    onOutput,
  );
}

export async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM'); // the site finishes its requests in flight and closes the database
  await exited;
}

/**
 * What `npm run db:seed` does, on a file in `dir`, with a known admin account (ADMIN): the sample
 * pictures too, with all their variants, in that folder (the server's DATA_DIR, the database's own
 * folder), so the pages carry their <picture> sources as a fresh `npm start` does.
 */
export async function seededDatabase(dir: string): Promise<string> {
  const path = join(dir, 'site.db');
  const db = openDatabase(path);
  try {
    runMigrations(db);
    await seedDatabase(db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, dataDir: dir, variants: 'now', log: () => {} });
  } finally {
    db.$client.close();
  }
  return path;
}

/** A staff token for ADMIN. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`Sign-in refused (${res.status}): ${await res.text()}`);
  const { data } = (await res.json()) as LoginResponse;
  // The benchmark's site has no two-factor sign-in: the first step is the session.
  if (!('token' in data)) throw new Error('The benchmark account has two-factor sign-in on');
  return data.token;
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------
export interface Figures {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx, plus connection errors and timeouts. */
  failed: number;
  /** Requests answered in the run. */
  requests: number;
}

/** Nearest-rank percentile of sorted values. */
export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')} req/s`;

/** One autocannon run over `paths` (each connection sends them in turn). */
export function cannon(url: string, paths: string[], connections: number, seconds: number): Promise<Figures> {
  return new Promise((resolveRun, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url, connections, duration: seconds, headers: IDENTITY, requests: paths.map((path) => ({ method: 'GET', path })) },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolveRun({
          rps: result.requests.average,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          failed: result.non2xx + result.errors,
          requests: result.requests.total,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

export function printRow(label: string, figures: Figures, note = ''): void {
  const failed = figures.failed ? `  FAILED: ${figures.failed}` : '';
  console.log(
    `${label.padEnd(40)} ${rate(figures.rps).padStart(13)} ${ms(figures.p50).padStart(9)} ${ms(figures.p95).padStart(9)} ${ms(figures.p99).padStart(9)}${failed}${note}`,
  );
}

export function printHeader(title: string): void {
  console.log(`\n${title}`);
  console.log(`${''.padEnd(40)} ${'req/s'.padStart(13)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)}`);
}

export interface Rounds {
  warmUpSeconds: number;
  roundSeconds: number;
  rounds: number;
  connections: number;
}

/** Warm-up, then `plan.rounds` rounds; prints and keeps the median round by req/s (`requests`: all sent, warm-up included). */
export async function measure(label: string, url: string, paths: string[], plan: Rounds): Promise<Figures> {
  const warmUp = await cannon(url, paths, plan.connections, plan.warmUpSeconds);
  const rounds: Figures[] = [];
  for (let i = 0; i < plan.rounds; i++) rounds.push(await cannon(url, paths, plan.connections, plan.roundSeconds));
  const kept = [...rounds].sort((a, b) => a.rps - b.rps)[Math.floor(rounds.length / 2)];
  printRow(label, kept, rounds.length > 1 ? `  (rounds: ${rounds.map((r) => Math.round(r.rps).toLocaleString('en-US')).join(', ')} req/s)` : '');
  return { ...kept, requests: rounds.reduce((sum, r) => sum + r.requests, warmUp.requests) };
}
