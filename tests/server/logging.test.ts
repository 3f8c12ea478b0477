/**
 * What the server's log holds, read from the log stream of a real app listening on a socket (so
 * that the public cache's front door answers too): at most one line per request, for the requests
 * ACCESS_LOG names, and never a password, token, cookie or reset link, whoever writes the line.
 * tests/e2e/production-logs.test.ts reads the same from a production server process.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createStaff, createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makeArticle } from '../helpers/content.ts';
import { loggerOptions, redactUrl } from '../../server/logger.ts';

interface Site {
  ctx: TestContext;
  base: string;
  lines: () => Record<string, unknown>[];
}

let site: Site | undefined;
afterEach(async () => {
  await site?.ctx.close();
  site = undefined;
});

async function start(env: Record<string, string>): Promise<Site> {
  const raw: string[] = [];
  const ctx = await createTestApp(env, { logger: loggerOptions({ logLevel: (env.LOG_LEVEL ?? 'info') as 'info' }, { write: (line) => void raw.push(line) }) });
  for (let i = 0; i < 12; i++) makeArticle(ctx.app.db, { title: `Story ${i}` });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  site = { ctx, base, lines: () => raw.join('').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>) };
  return site;
}

const accessLines = (s: Site) => s.lines().filter((line) => line.msg === 'request completed');
const urlOf = (line: Record<string, unknown>) => (line.req as { url: string }).url;

/** Public reads of every kind: a list built by Fastify, the same list from the front door, a 304, a 404. */
async function publicReads(s: Site): Promise<string[]> {
  const list = `${s.base}/api/public/articles?limit=12`;
  const first = await fetch(list);
  await first.arrayBuffer();
  await (await fetch(list)).arrayBuffer();
  await (await fetch(list, { headers: { 'if-none-match': first.headers.get('etag')! } })).arrayBuffer();
  await (await fetch(`${s.base}/api/public/articles/00000000-0000-4000-8000-000000000000`)).arrayBuffer();
  return ['/api/public/articles?limit=12', '/api/public/articles?limit=12', '/api/public/articles?limit=12', '/api/public/articles/00000000-0000-4000-8000-000000000000'];
}

describe('ACCESS_LOG', () => {
  it('on: exactly one line per request, the front door\'s answers included, with method, address, client, status and time', async () => {
    const s = await start({ ACCESS_LOG: 'on' });
    const urls = await publicReads(s);
    const staff = await signedInStaff(s.ctx.app);
    await (await fetch(`${s.base}/api/auth/me`, { headers: staff.auth })).arrayBuffer();
    urls.push('/api/auth/me');

    const lines = accessLines(s);
    expect(lines.map(urlOf)).toEqual(urls);
    // The second and third reads never reached Fastify: the front door answered, and said so.
    expect(lines.map((line) => line.publicCache ?? false)).toEqual([false, true, true, false, false]);
    expect(lines.map((line) => (line.res as { statusCode: number }).statusCode)).toEqual([200, 200, 304, 404, 200]);
    for (const line of lines) {
      expect(line.req).toMatchObject({ method: 'GET', ip: '127.0.0.1' });
      expect(typeof line.ms).toBe('number');
    }
    // Nothing else about a request: Fastify's "incoming request" lines are gone.
    expect(s.lines().filter((line) => line.req !== undefined)).toHaveLength(urls.length);
  });

  it('writes: no line for a public read, one for each write and each signed-in request', async () => {
    const s = await start({ ACCESS_LOG: 'writes' });
    await publicReads(s);
    expect(accessLines(s)).toEqual([]);

    const staff = await signedInStaff(s.ctx.app);
    await (await fetch(`${s.base}/api/auth/me`, { headers: staff.auth })).arrayBuffer();
    const refused = await fetch(`${s.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: staff.email, password: 'not the password' }) });
    expect(refused.status).toBe(401);
    expect(accessLines(s).map((line) => `${(line.req as { method: string }).method} ${urlOf(line)}`)).toEqual(['GET /api/auth/me', 'POST /api/auth/login']);
    // The service's own warning is there as well.
    expect(s.lines().filter((line) => line.msg === 'login failed')).toHaveLength(1);
  });

  it('off: no access line at all, while warnings still are', async () => {
    const s = await start({ ACCESS_LOG: 'off' });
    await publicReads(s);
    const staff = await createStaff(s.ctx.app);
    await fetch(`${s.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: staff.email, password: 'wrong' }) });
    expect(accessLines(s)).toEqual([]);
    expect(s.lines().filter((line) => line.msg === 'login failed' && line.level === 40)).toHaveLength(1);
  });

  it('LOG_LEVEL=warn drops the access lines with every info line, and keeps the warnings', async () => {
    const s = await start({ ACCESS_LOG: 'on', LOG_LEVEL: 'warn' });
    await publicReads(s);
    const staff = await createStaff(s.ctx.app);
    await fetch(`${s.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: staff.email, password: 'wrong' }) });
    expect(s.lines().map((line) => line.msg)).toEqual(['login failed']);
  });
});

describe('no secret in the log', () => {
  it('never writes a password, bearer token, cookie or reset token, whatever the request or the line', async () => {
    const s = await start({ ACCESS_LOG: 'on', LOG_LEVEL: 'trace' });
    const password = 'Correct-Horse-Battery-7';
    const staff = await createStaff(s.ctx.app, { password });
    const json = { 'content-type': 'application/json' };

    const signIn = await fetch(`${s.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ email: staff.email, password }) });
    const session = (await signIn.json()) as { data: { token: string } };
    const deviceCookie = signIn.headers.get('set-cookie')!.split(';')[0];
    expect(session.data.token.length).toBeGreaterThan(40);
    const auth = { authorization: `Bearer ${session.data.token}`, cookie: `${deviceCookie}; other=cookie-value-xyz` };
    await (await fetch(`${s.base}/api/auth/me`, { headers: auth })).arrayBuffer();
    await (await fetch(`${s.base}/api/auth/changepassword`, { method: 'PUT', headers: { ...json, ...auth }, body: JSON.stringify({ currentPassword: password, newPassword: 'Another-Secret-99', confirmPassword: 'Another-Secret-99' }) })).arrayBuffer();

    // A reset link asked for (development: the mail goes to the outbox, and demo mode answers the token).
    const forgot = (await (await fetch(`${s.base}/api/auth/forgotpassword`, { method: 'POST', headers: json, body: JSON.stringify({ email: staff.email }) })).json()) as { data: { resetToken: string } };
    const resetToken = forgot.data.resetToken;
    expect(resetToken.length).toBeGreaterThan(40);
    await (await fetch(`${s.base}/admin/reset-password/${resetToken}?invite=1`)).arrayBuffer();
    await (await fetch(`${s.base}/api/auth/resetpassword/${resetToken}`, { method: 'PUT', headers: json, body: JSON.stringify({ password: 'Third-Secret-123', confirmPassword: 'Third-Secret-123' }) })).arrayBuffer();
    await (await fetch(`${s.base}/api/public/articles?token=query-token-abc&limit=2`)).arrayBuffer();

    // A line some code might write one day, with secrets at any depth.
    s.ctx.app.log.info({ password: 'top-secret-1', body: { newPassword: 'top-secret-2', user: { token: 'top-secret-3' } }, headers: { authorization: 'Bearer top-secret-4', cookie: 'top-secret-5', 'set-cookie': 'top-secret-6' }, link: 'https://example.org/admin/reset-password/top-secret-7' }, 'a careless line');

    await expect.poll(() => s.lines().some((line) => String(line.msg).startsWith('mail written to the outbox'))).toBe(true);
    const log = s.lines().map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [password, 'Another-Secret-99', 'Third-Secret-123', session.data.token, deviceCookie.split('=')[1], 'cookie-value-xyz', resetToken, 'query-token-abc']) {
      expect(log).not.toContain(secret);
    }
    for (let i = 1; i <= 7; i++) expect(log).not.toContain(`top-secret-${i}`);
    // The lines are there, with the secret parts replaced.
    expect(log).toContain('"url":"/admin/reset-password/[redacted]?invite=1"');
    expect(log).toContain('"url":"/api/auth/resetpassword/[redacted]"');
    expect(log).toContain('"url":"/api/public/articles?token=[redacted]&limit=2"');
    const careless = s.lines().find((line) => line.msg === 'a careless line')!;
    expect(careless).toMatchObject({ password: '[redacted]', body: { newPassword: '[redacted]', user: { token: '[redacted]' } }, link: '[redacted]' });
    // The outbox line names the file the link is in, not the link.
    expect(s.lines().find((line) => String(line.msg).startsWith('mail written to the outbox'))).toMatchObject({ to: staff.email });
  });

  it('redactUrl keeps the address readable and drops only the token', () => {
    expect(redactUrl('/admin/reset-password/abc_DEF-123?invite=1')).toBe('/admin/reset-password/[redacted]?invite=1');
    expect(redactUrl('/api/auth/resetpassword/abc')).toBe('/api/auth/resetpassword/[redacted]');
    expect(redactUrl('/search?q=reset-password&page=2')).toBe('/search?q=reset-password&page=2');
    expect(redactUrl('/x?a=1&password=p&jwt=j')).toBe('/x?a=1&password=[redacted]&jwt=[redacted]');
  });
});
