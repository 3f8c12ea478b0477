/**
 * A client address that a client cannot write: with TRUST_PROXY off the socket's address counts,
 * whatever X-Forwarded-For says; with a hop count or the proxy's addresses, the address the proxy
 * appended counts and a client-written left end is ignored. Shown on the per-IP sign-in cap (30
 * failures in 15 minutes) and the email+IP backoff; sockets are set with inject's remoteAddress.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type StaffAccount, type TestContext } from '../helpers/app.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';

const PER_IP_CAP = 30;

function signIn(ctx: TestContext, email: string, remoteAddress: string, forwardedFor?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password: 'not the password' },
  });
}

/** Wrong sign-ins to a different account each (so the email+IP backoff never answers first). */
async function statusesOf(ctx: TestContext, accounts: StaffAccount[], send: (email: string, i: number) => ReturnType<typeof signIn>) {
  const statuses: number[] = [];
  for (const [i, account] of accounts.entries()) statuses.push((await send(account.email, i)).statusCode);
  return statuses;
}

const staffOf = (ctx: TestContext, n: number) => Promise.all(Array.from({ length: n }, () => createStaff(ctx.app)));

describe('TRUST_PROXY off (the default)', () => {
  let ctx: TestContext;
  const logged: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _enc, done) => (logged.push(String(chunk)), done()) });
    ctx = await createTestApp({}, { logger: { level: 'warn', stream } });
  });
  afterAll(async () => ctx.close());

  it('counts the socket: 40 sign-ins each with its own X-Forwarded-For are one client, refused from the 31st', async () => {
    const accounts = await staffOf(ctx, 40);
    const statuses = await statusesOf(ctx, accounts, (email, i) => signIn(ctx, email, '127.30.0.1', `198.51.100.${i + 1}`));
    expect(statuses.slice(0, PER_IP_CAP)).toEqual(Array(PER_IP_CAP).fill(401));
    expect(statuses.slice(PER_IP_CAP)).toEqual(Array(40 - PER_IP_CAP).fill(429));
    // Another socket is another client.
    expect((await signIn(ctx, accounts[0].email, '127.30.0.2')).statusCode).toBe(401);
  });

  it('says once in the log that X-Forwarded-For was ignored', () => {
    const warnings = logged.filter((line) => line.includes('X-Forwarded-For ignored'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('TRUST_PROXY');
  });
});

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => ctx.close());

  it('counts the right-most hop: a client writing new left ends each time is still one client', async () => {
    const accounts = await staffOf(ctx, 40);
    const proxy = '127.31.0.1';
    const statuses = await statusesOf(ctx, accounts, (email, i) => signIn(ctx, email, proxy, `203.0.113.${i + 1}, 198.51.100.7`));
    expect(statuses.slice(0, PER_IP_CAP)).toEqual(Array(PER_IP_CAP).fill(401));
    expect(statuses.slice(PER_IP_CAP)).toEqual(Array(40 - PER_IP_CAP).fill(429));
    // Other clients behind the same proxy go on.
    expect((await signIn(ctx, accounts[0].email, proxy, '198.51.100.8')).statusCode).toBe(401);
    expect((await signIn(ctx, accounts[0].email, proxy, '198.51.100.7, 198.51.100.9')).statusCode).toBe(401);
  });

  it('keys the email+IP backoff on that hop too', async () => {
    const staff = await createStaff(ctx.app);
    const proxy = '127.31.0.2';
    for (let i = 0; i < 5; i++) expect((await signIn(ctx, staff.email, proxy, `10.0.0.${i}, 198.51.100.20`)).statusCode).toBe(401);
    expect((await signIn(ctx, staff.email, proxy, '10.9.9.9, 198.51.100.20')).statusCode).toBe(429);
    expect((await signIn(ctx, staff.email, proxy, '198.51.100.21')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY=loopback (the proxy by its address)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => ctx.close());

  it('believes X-Forwarded-For from the proxy only; a client reaching the app directly is its socket', async () => {
    const staff = await createStaff(ctx.app);
    // Through the proxy on loopback: the address the proxy appended.
    for (let i = 0; i < 5; i++) expect((await signIn(ctx, staff.email, '127.0.0.1', `10.0.0.${i}, 198.51.100.30`)).statusCode).toBe(401);
    expect((await signIn(ctx, staff.email, '127.0.0.1', '198.51.100.30')).statusCode).toBe(429);
    // Straight to the app from outside, claiming to be someone else: still its own address.
    for (let i = 0; i < 5; i++) expect((await signIn(ctx, staff.email, '192.0.2.40', `198.51.100.${50 + i}`)).statusCode).toBe(401);
    expect((await signIn(ctx, staff.email, '192.0.2.40', '198.51.100.99')).statusCode).toBe(429);
  });
});

describe('the TRUST_PROXY setting', () => {
  const config = (value: string) => loadConfig({ DATABASE_PATH: ':memory:', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value });

  it('reads off, a hop count, addresses, ranges and range names', () => {
    expect(loadConfig({ DATABASE_PATH: ':memory:', JWT_SECRET: 'x'.repeat(32) }).trustProxy).toBe(false);
    expect(config('false').trustProxy).toBe(false);
    expect(config('1').trustProxy).toBe(1);
    expect(config('2').trustProxy).toBe(2);
    expect(config('loopback').trustProxy).toEqual(['loopback']);
    expect(config('127.0.0.1, ::1').trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(config('10.0.0.0/8,fd00::/8,uniquelocal').trustProxy).toEqual(['10.0.0.0/8', 'fd00::/8', 'uniquelocal']);
  });

  it('refuses "true" (any client could name itself) and anything it cannot read, naming the setting', () => {
    expect(() => config('true')).toThrow(ConfigError);
    expect(() => config('true')).toThrow(/TRUST_PROXY: true would believe any client/);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/0', '300.1.1.1', 'loopback,', '1.5', '-1', 'nginx']) {
      expect(() => config(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
