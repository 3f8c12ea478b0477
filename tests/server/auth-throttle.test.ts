/**
 * Brute-force protection of sign-in and password reset: limits reached (429 with a clear wait),
 * lifted for another address or another IP, and the waits over time with a controllable clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createStaff, createTestApp, type TestContext } from '../helpers/app.ts';
import { fromIp } from '../helpers/http.ts';
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
  const setup = () => {
    let now = 1_000_000;
    const throttle = new AuthThrottle({ clock: () => now });
    return { throttle, advance: (ms: number) => (now += ms) };
  };

  it('gives 5 free tries, then waits of 1, 2, 4, 8 minutes capped at 15', () => {
    const { throttle, advance } = setup();
    const [email, ip] = ['a@example.org', '10.0.0.1'];
    for (let i = 0; i < 4; i++) {
      throttle.loginFailed(email, ip);
      expect(throttle.loginWait(email, ip)).toBe(0);
    }
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      throttle.loginFailed(email, ip);
      const wait = throttle.loginWait(email, ip);
      waits.push(wait / MINUTE);
      advance(wait);
      expect(throttle.loginWait(email, ip)).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('forgets old failures after an hour of quiet', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) throttle.loginFailed('b@example.org', '10.0.0.2');
    advance(61 * MINUTE);
    throttle.loginFailed('b@example.org', '10.0.0.2');
    expect(throttle.loginWait('b@example.org', '10.0.0.2')).toBe(0);
  });

  it('caps failures per IP across addresses (30 in 15 minutes)', () => {
    const { throttle, advance } = setup();
    const ip = '10.0.0.3';
    for (let i = 0; i < 30; i++) throttle.loginFailed(`user${i % 10}-${Math.floor(i / 4)}@example.org`, ip);
    expect(throttle.loginWait('fresh@example.org', ip)).toBeGreaterThan(0);
    expect(throttle.loginWait('fresh@example.org', '10.0.0.4')).toBe(0);
    advance(15 * MINUTE);
    expect(throttle.loginWait('fresh@example.org', ip)).toBe(0);
  });

  it('caps failures per address across IPs loosely (100 in 15 minutes), so a lockout stays short', () => {
    const { throttle, advance } = setup();
    const email = 'admin@example.org';
    for (let i = 0; i < 99; i++) throttle.loginFailed(email, `10.1.${Math.floor(i / 4)}.${i % 4}`);
    expect(throttle.loginWait(email, '10.9.9.9')).toBe(0);
    throttle.loginFailed(email, '10.2.0.0');
    const wait = throttle.loginWait(email, '10.9.9.9');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * MINUTE);
    advance(wait);
    expect(throttle.loginWait(email, '10.9.9.9')).toBe(0);
  });

  it('limits reset requests per address (5 an hour) and per IP (20 in 15 minutes)', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) throttle.forgotRequested('c@example.org', `10.3.0.${i}`);
    expect(throttle.forgotWait('c@example.org', '10.3.9.9')).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) throttle.forgotRequested(`d${i}@example.org`, '10.4.0.1');
    expect(throttle.forgotWait('new@example.org', '10.4.0.1')).toBeGreaterThan(0);
    advance(15 * MINUTE);
    expect(throttle.forgotWait('new@example.org', '10.4.0.1')).toBe(0);
    expect(throttle.forgotWait('c@example.org', '10.3.9.9')).toBeGreaterThan(0);
    advance(45 * MINUTE);
    expect(throttle.forgotWait('c@example.org', '10.3.9.9')).toBe(0);
  });

  it('keeps separate counters per instance', () => {
    const a = new AuthThrottle();
    const b = new AuthThrottle();
    for (let i = 0; i < 5; i++) a.loginFailed('e@example.org', '10.5.0.1');
    expect(a.loginWait('e@example.org', '10.5.0.1')).toBeGreaterThan(0);
    expect(b.loginWait('e@example.org', '10.5.0.1')).toBe(0);
  });

  it('words the wait in whole minutes', () => {
    expect(describeWait(1)).toBe('1 minute');
    expect(describeWait(MINUTE)).toBe('1 minute');
    expect(describeWait(MINUTE + 1)).toBe('2 minutes');
    expect(describeWait(15 * MINUTE)).toBe('15 minutes');
  });
});
