/**
 * Brute-force protection of sign-in and password reset: limits reached (429 with a clear wait),
 * lifted for another address or another IP, and the waits over time with a controllable clock.
 * The device cookie, the counters' life in SQLite and trusted client addresses are in
 * sign-in-limits.test.ts and trust-proxy.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createStaff, createTestApp, type TestContext } from '../helpers/app.ts';
import { fromIp } from '../helpers/http.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { AuthThrottle, describeWait } from '../../server/modules/auth/throttle.ts';

const MINUTE = 60_000;

let ctx: TestContext;
const api = () => request(ctx.app.server);
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

function login(email: string, password: string, ip: string) {
  return api().post('/api/auth/login').agent(fromIp(ip)).send({ email, password });
}
function forgot(email: string, ip: string) {
  return api().post('/api/auth/forgotpassword').agent(fromIp(ip)).send({ email });
}

describe('sign-in limits over HTTP', () => {
  it('blocks an email+IP pair after 5 failures, even with the right password, but not the admin elsewhere', async () => {
    const admin = await createStaff(ctx.app, { email: 'admin@example.org' });
    const attacker = '203.0.113.7';
    for (let i = 0; i < 5; i++) expect((await login(admin.email, `guess-${i}`, attacker)).status).toBe(401);

    const blocked = await login(admin.email, admin.password, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: 'Too many sign-in attempts. Please wait 1 minute and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // The real admin, on their own network, is not locked out by the stranger.
    expect((await login(admin.email, admin.password, '198.51.100.20')).status).toBe(200);
    // The same IP may still sign in to another account.
    const colleague = await createStaff(ctx.app);
    expect((await login(colleague.email, colleague.password, attacker)).status).toBe(200);
  });

  it('a success clears the failures of that email+IP', async () => {
    const staff = await createStaff(ctx.app);
    const ip = '192.0.2.44';
    for (let i = 0; i < 4; i++) await login(staff.email, 'wrong-pass', ip);
    expect((await login(staff.email, staff.password, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(staff.email, 'wrong-pass', ip)).status).toBe(401);
    expect((await login(staff.email, staff.password, ip)).status).toBe(200);
  });
});

describe('forgot-password limits over HTTP', () => {
  it('allows 5 requests per address an hour, then 429; other addresses go on', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await forgot('busy@example.org', ip)).status).toBe(200);
    const blocked = await forgot('busy@example.org', '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/);
    expect((await forgot('other@example.org', ip)).status).toBe(200);
  });

  it('allows 20 requests per IP in 15 minutes, then 429; other IPs go on', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 20; i++) expect((await forgot(`person${i}@example.org`, ip)).status).toBe(200);
    const blocked = await forgot('person-next@example.org', ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.success).toBe(false);
    expect((await forgot('person-next@example.org', '203.0.113.61')).status).toBe(200);
  });
});

describe('AuthThrottle with a controllable clock', () => {
  const dbs: Db[] = [];
  afterAll(() => dbs.forEach((db) => db.$client.close()));
  const freshDb = () => {
    const db = openDatabase(':memory:');
    runMigrations(db);
    dbs.push(db);
    return db;
  };
  const setup = (db = freshDb()) => {
    let now = 1_000_000;
    const throttle = new AuthThrottle({ db, clock: () => now });
    /** One wrong password that was let through (asserted). */
    const fail = (email: string, ip: string, device?: string) => {
      const attempt = throttle.signInAttempt(email, ip, device);
      expect(attempt.wait).toBe(0);
      attempt.failed();
    };
    /** The wait a sign-in would get now; one let through is then a success, which counts nothing. */
    const waitOf = (email: string, ip: string, device?: string) => {
      const attempt = throttle.signInAttempt(email, ip, device);
      attempt.succeeded();
      return attempt.wait;
    };
    return { db, throttle, fail, waitOf, advance: (ms: number) => (now += ms) };
  };

  it('gives 5 free tries, then waits of 1, 2, 4, 8 minutes capped at 15', () => {
    const { throttle, fail, advance } = setup();
    const [email, ip] = ['a@example.org', '10.0.0.1'];
    for (let i = 0; i < 5; i++) fail(email, ip);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const wait = throttle.signInAttempt(email, ip).wait;
      waits.push(wait / MINUTE);
      advance(wait);
      fail(email, ip);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('forgets old failures after an hour of quiet', () => {
    const { throttle, fail, advance } = setup();
    for (let i = 0; i < 5; i++) fail('b@example.org', '10.0.0.2');
    advance(61 * MINUTE);
    fail('b@example.org', '10.0.0.2');
    expect(throttle.signInAttempt('b@example.org', '10.0.0.2').wait).toBe(0);
  });

  it('caps failures per IP across addresses (30 in 15 minutes)', () => {
    const { fail, waitOf, advance } = setup();
    const ip = '10.0.0.3';
    for (let i = 0; i < 30; i++) fail(`user${i % 10}-${Math.floor(i / 4)}@example.org`, ip);
    expect(waitOf('fresh@example.org', ip)).toBeGreaterThan(0);
    expect(waitOf('fresh@example.org', '10.0.0.4')).toBe(0);
    advance(15 * MINUTE);
    expect(waitOf('fresh@example.org', ip)).toBe(0);
  });

  it('caps failures per account across IPs at 100 in any hour (OWASP ASVS 2.2.1)', () => {
    const { fail, waitOf, advance } = setup();
    const email = 'admin@example.org';
    for (let i = 0; i < 99; i++) fail(email, `10.1.${Math.floor(i / 4)}.${i % 4}`);
    // A right password is not a failure: this sign-in leaves the count at 99.
    expect(waitOf(email, '10.9.9.9')).toBe(0);
    fail(email, '10.2.0.0');
    const wait = waitOf(email, '10.9.9.9');
    expect(wait).toBeGreaterThan(45 * MINUTE);
    expect(wait).toBeLessThanOrEqual(60 * MINUTE);
    advance(30 * MINUTE);
    expect(waitOf(email, '10.9.9.8')).toBeGreaterThan(0);
    advance(wait - 30 * MINUTE);
    expect(waitOf(email, '10.9.9.9')).toBe(0);
  });

  it('slides the hour: 50 failures, 50 more half an hour later, then nothing until the first 50 are an hour old', () => {
    const { fail, waitOf, advance } = setup();
    const email = 'slide@example.org';
    for (let i = 0; i < 50; i++) fail(email, `10.6.0.${i}`);
    advance(30 * MINUTE);
    for (let i = 0; i < 50; i++) fail(email, `10.6.1.${i}`);
    expect(waitOf(email, '10.6.9.9')).toBe(30 * MINUTE);
    advance(30 * MINUTE);
    // The first 50 have left the hour; 50 more fit, and then the hour is full again.
    for (let i = 0; i < 50; i++) fail(email, `10.6.2.${i}`);
    expect(waitOf(email, '10.6.9.9')).toBe(30 * MINUTE);
  });

  it('lets a trusted device past the account cap until the device itself has failed 10 times in an hour', () => {
    const { fail, waitOf, advance } = setup();
    const email = 'owner@example.org';
    for (let i = 0; i < 100; i++) fail(email, `10.7.${Math.floor(i / 4)}.${i % 4}`);
    expect(waitOf(email, '10.8.0.1')).toBeGreaterThan(0);
    expect(waitOf(email, '10.8.0.1', 'device-a')).toBe(0);
    // The owner's own typos count against the device, from wherever it is.
    for (let i = 0; i < 10; i++) fail(email, `10.8.1.${i}`, 'device-a');
    expect(waitOf(email, '10.8.0.2', 'device-a')).toBeGreaterThan(0);
    expect(waitOf(email, '10.8.0.2', 'device-b')).toBe(0);
    advance(60 * MINUTE);
    expect(waitOf(email, '10.8.0.2', 'device-a')).toBe(0);
    expect(waitOf(email, '10.8.0.2')).toBe(0);
  });

  it('limits reset requests per address (5 an hour) and per IP (20 in 15 minutes)', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) expect(throttle.resetMailRequest('c@example.org', `10.3.0.${i}`)).toBe(0);
    expect(throttle.resetMailRequest('c@example.org', '10.3.9.9')).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) expect(throttle.resetMailRequest(`d${i}@example.org`, '10.4.0.1')).toBe(0);
    expect(throttle.resetMailRequest('new@example.org', '10.4.0.1')).toBeGreaterThan(0);
    advance(15 * MINUTE);
    expect(throttle.resetMailRequest('new@example.org', '10.4.0.1')).toBe(0);
    expect(throttle.resetMailRequest('c@example.org', '10.3.9.9')).toBeGreaterThan(0);
    advance(45 * MINUTE);
    expect(throttle.resetMailRequest('c@example.org', '10.3.9.9')).toBe(0);
  });

  it('shares the counters of one database file between processes (two connections), not across databases', () => {
    const dir = mkdtempSync(join(tmpdir(), 'insight-throttle-'));
    try {
      const a = setup(openDatabase(join(dir, 'site.db')));
      runMigrations(a.db);
      const b = setup(openDatabase(join(dir, 'site.db')));
      const other = setup();
      for (let i = 0; i < 5; i++) a.fail('e@example.org', '10.5.0.1');
      expect(b.throttle.signInAttempt('e@example.org', '10.5.0.1').wait).toBeGreaterThan(0);
      expect(other.throttle.signInAttempt('e@example.org', '10.5.0.1').wait).toBe(0);
      // And the other way round.
      for (let i = 0; i < 30; i++) b.fail(`f${i}@example.org`, '10.5.0.2');
      expect(a.throttle.signInAttempt('g@example.org', '10.5.0.2').wait).toBeGreaterThan(0);
      a.db.$client.close();
      b.db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('words the wait in whole minutes', () => {
    expect(describeWait(1)).toBe('1 minute');
    expect(describeWait(MINUTE)).toBe('1 minute');
    expect(describeWait(MINUTE + 1)).toBe('2 minutes');
    expect(describeWait(15 * MINUTE)).toBe('15 minutes');
  });
});
