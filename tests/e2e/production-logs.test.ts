/**
 * The log of a real production server process (`server/main.ts` with NODE_ENV=production, the built
 * pages, no SMTP_URL), as an operator's disk receives it on stdout and stderr: what it says at
 * start, that public reads write nothing by default, one line per request when ACCESS_LOG=on, and
 * never a password, session token, cookie or reset link.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWebBuilt, freePort, ROOT } from '../helpers/browser.ts';
import { openDatabase } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { seedDatabase } from '../../seed/seed.ts';

const ADMIN = { email: 'ops-admin@example.org', password: 'Log-Reader-Cannot-Use-This-1' };
const dir = mkdtempSync(join(tmpdir(), 'insight-logs-'));
const databasePath = join(dir, 'site.db');

interface Server {
  url: string;
  /** Everything the process wrote so far, stdout and stderr. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Servers still running, stopped after the file whatever happened. */
const running = new Set<Server>();

/** The production server as `npm start` runs it (from source), with `env` over production settings. */
async function startServer(env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const name of ['SMTP_URL', 'LOG_LEVEL', 'ACCESS_LOG', 'TRUST_PROXY']) delete inherited[name];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'production', JWT_SECRET: 'production-log-test-secret-0123456789abcdef', PORT: String(port), HOST: '127.0.0.1', DATABASE_PATH: databasePath, PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (/Server listening at/.test(output)) break;
    if (i > 600) throw new Error(`the server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const server: Server = {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        running.delete(server);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
  running.add(server);
  return server;
}

/** The JSON lines among the output (the start-up banner is plain text). */
const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string; req?: { method: string; url: string }; publicCache?: boolean; err?: { message: string } });

const settle = () => new Promise((r) => setTimeout(r, 300));

/** Public reads as readers make them: the home page, a list, an article page (each first built, then kept). */
async function publicReads(url: string, count: number): Promise<void> {
  const list = (await (await fetch(`${url}/api/public/articles`)).json()) as { data: { articles: { id: string }[] } };
  const paths = ['/', '/api/public/articles', `/article/${list.data.articles[0].id}`];
  for (let i = 0; i < count; i++) await (await fetch(`${url}${paths[i % paths.length]}`, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
}

const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  if (!process.env.SKIP_WEB_BUILD) await ensureWebBuilt();
  // A seeded site, so the server does not seed (and convert pictures) on its first start.
  const db = openDatabase(databasePath);
  runMigrations(db);
  await seedDatabase(db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, log: () => {} });
  db.$client.close();
}, 180_000);

afterAll(async () => {
  await Promise.all([...running].map((server) => server.stop()));
  rmSync(dir, { recursive: true, force: true });
});

describe('a production server with the default settings', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  }, 90_000);
  afterAll(() => server.stop());

  it('says at start, as a warning, that without SMTP_URL no reset or invitation mail can go', () => {
    const warning = jsonLines(server.output()).find((line) => line.msg.startsWith('SMTP_URL is not set'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('npm run admin -- reset-password EMAIL');
  });

  it('writes nothing for 300 public reads', async () => {
    await publicReads(server.url, 3); // the pages built once, then answered from memory
    await settle();
    const before = server.output().length;
    await publicReads(server.url, 300);
    await settle();
    expect(server.output().slice(before)).toBe('');
  });

  it('writes one line per staff request, and never the password, the token, the cookie or the reset link', async () => {
    const before = server.output().length;
    const signIn = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(ADMIN) });
    expect(signIn.status).toBe(200);
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0];
    const me = await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}`, cookie } });
    expect(me.status).toBe(200);
    // A reset asked for: with no SMTP in production the link is neither sent nor written anywhere.
    const forgot = await fetch(`${server.url}/api/auth/forgotpassword`, { method: 'POST', headers: json, body: JSON.stringify({ email: ADMIN.email }) });
    expect(((await forgot.json()) as { data: unknown }).data).toEqual({});
    await expect.poll(() => jsonLines(server.output().slice(before)).some((line) => line.msg === 'password reset mail could not be sent')).toBe(true);

    const log = server.output().slice(before);
    const lines = jsonLines(log);
    expect(lines.filter((line) => line.msg === 'request completed').map((line) => `${line.req!.method} ${line.req!.url}`)).toEqual([
      'POST /api/auth/login',
      'GET /api/auth/me',
      'POST /api/auth/forgotpassword',
    ]);
    const failure = lines.find((line) => line.msg === 'password reset mail could not be sent')!;
    expect(failure.level).toBe(50);
    expect(failure.err!.message).toContain('SMTP_URL is not set');
    for (const secret of [ADMIN.password, token, token.split('.')[2], cookie.split('=')[1]]) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/reset-password\/(?!\[redacted\])[\w-]{20,}/);
    expect(existsSync(join(dir, 'outbox'))).toBe(false);
  });
});

describe('a production server with ACCESS_LOG=on', () => {
  it('writes exactly one line per request, the public cache\'s answers included', async () => {
    const server = await startServer({ ACCESS_LOG: 'on' });
    try {
      await publicReads(server.url, 3);
      await settle();
      const before = server.output().length;
      await publicReads(server.url, 30);
      await (await fetch(`${server.url}/article/00000000-0000-4000-8000-000000000000`)).arrayBuffer();
      await (await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: ADMIN.email, password: 'wrong' }) })).arrayBuffer();
      await settle();
      const lines = jsonLines(server.output().slice(before));
      const requests = lines.filter((line) => line.msg === 'request completed');
      // The list publicReads fetches first, 30 reads, the missing page and the sign-in.
      expect(requests).toHaveLength(1 + 30 + 2);
      expect(requests.filter((line) => line.publicCache).length).toBeGreaterThan(15);
      // The refused sign-in adds its warning; nothing else was written.
      expect(lines.filter((line) => line.msg !== 'request completed').map((line) => line.msg)).toEqual(['login failed']);
      const bytes = Buffer.byteLength(server.output().slice(before));
      expect(bytes / requests.length).toBeLessThan(300);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
