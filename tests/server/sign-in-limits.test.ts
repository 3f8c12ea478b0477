/**
 * The per-account sign-in cap (100 failures in any hour, OWASP ASVS 2.2.1) against an account
 * under attack from many addresses, the device cookie that keeps its owner signing in meanwhile,
 * and the counters living in the database: they outlast a restart (two processes on one file share
 * them: auth-throttle.test.ts). Addresses are loopback sockets set through inject's remoteAddress.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestApp, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { deviceCookies } from '../../server/modules/auth/device-cookie.ts';

const MINUTE = 60_000;
const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(async () => ctx.close());

/** The n-th of many client addresses, all on loopback: 127.<block>.<n / 250>.<n % 250 + 1>. */
const address = (block: number, n: number) => `127.${block}.${Math.floor(n / 250)}.${(n % 250) + 1}`;

function signIn(app: TestContext['app'], email: string, password: string, remoteAddress: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
}

/** The `name=value` part of the device cookie a successful sign-in set. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  return String(res.headers['set-cookie']).split(';')[0];
}

/** 100 wrong passwords, each from an address of its own: no pair backoff, no per-IP cap is reached. */
async function attack(email: string, block: number) {
  for (let i = 0; i < 100; i++) {
    expect((await signIn(ctx.app, email, `guess-${i}`, address(block, i))).statusCode).toBe(401);
  }
}

describe('an account under attack from many addresses', () => {
  it('refuses browsers without its device cookie after 100 failures; its owner signs in with one', async () => {
    const owner = await createStaff(ctx.app, { email: 'owner@example.org' });
    const colleague = await createStaff(ctx.app);

    // The owner signed in on this laptop before the attack: it holds a device cookie.
    const earlier = await signIn(ctx.app, owner.email, owner.password, '127.9.0.1');
    expect(earlier.statusCode).toBe(200);
    expect(earlier.headers['set-cookie']).toMatch(
      /^staff_device=[^;]+; Path=\/api\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    const laptop = deviceCookieOf(earlier);
    const colleagues = deviceCookieOf(await signIn(ctx.app, colleague.email, colleague.password, '127.9.0.2'));

    await attack(owner.email, 10);

    // A browser that never signed in to this account: refused, even with the right password.
    const stranger = await signIn(ctx.app, owner.email, owner.password, '127.9.0.3');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ success: false, message: 'Too many sign-in attempts. Please wait 60 minutes and try again.' });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Wrong guesses are refused the same way: the cap is no oracle.
    expect((await signIn(ctx.app, owner.email, 'guess-101', '127.9.0.4')).statusCode).toBe(429);

    // The owner, with the laptop's cookie, from any network.
    const own = await signIn(ctx.app, owner.email, owner.password, '127.9.0.5', laptop);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.user.email).toBe(owner.email);
    expect(deviceCookieOf(own)).not.toBe(laptop); // a fresh cookie each time

    // Another account's cookie, one altered by hand, or one signed with another key: no help.
    const [userId, deviceId, expires, signature] = laptop.split('=')[1].split('.');
    const colleagueSignature = colleagues.split('=')[1].split('.')[3];
    const forged = [
      colleagues,
      `staff_device=${userId}.${deviceId}x.${expires}.${signature}`,
      `staff_device=${userId}.${deviceId}.${Number(expires) + 3600}.${signature}`,
      `staff_device=${userId}.${deviceId}.${expires}.${colleagueSignature}`,
      deviceCookieOf({
        headers: { 'set-cookie': deviceCookies({ secret: 'another-secret-that-is-long-enough-0123', secure: false }).issue(owner.id) },
      }),
    ];
    for (const cookie of forged) {
      expect((await signIn(ctx.app, owner.email, owner.password, '127.9.0.6', cookie)).statusCode, cookie).toBe(429);
    }
    // The colleague's own cookie still works for the colleague.
    expect((await signIn(ctx.app, colleague.email, colleague.password, '127.9.0.7', colleagues)).statusCode).toBe(200);
  }, 60_000); // a hundred and more argon2 checks: slow on a busy machine

  it('keeps the email+IP backoff for a browser with a device cookie', async () => {
    const owner = await createStaff(ctx.app);
    const cookie = deviceCookieOf(await signIn(ctx.app, owner.email, owner.password, '127.11.0.1'));
    for (let i = 0; i < 5; i++) expect((await signIn(ctx.app, owner.email, 'typo', '127.11.0.1', cookie)).statusCode).toBe(401);
    const waiting = await signIn(ctx.app, owner.email, owner.password, '127.11.0.1', cookie);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
  });

  it('gives the browser that resets the password by mail a device cookie too', async () => {
    const owner = await createStaff(ctx.app);
    await attack(owner.email, 15);
    // Demo mode (no SMTP in tests) answers the link's token; in production it comes by mail.
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/auth/forgotpassword', remoteAddress: '127.16.0.1', payload: { email: owner.email } });
    const token = asked.json().data.resetToken as string;
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/resetpassword/${token}`,
      remoteAddress: '127.16.0.1',
      payload: { password: 'a new password', confirmPassword: 'a new password' },
    });
    expect(reset.statusCode).toBe(200);
    const cookie = deviceCookieOf(reset);
    expect((await signIn(ctx.app, owner.email, 'a new password', '127.16.0.2')).statusCode).toBe(429);
    expect((await signIn(ctx.app, owner.email, 'a new password', '127.16.0.2', cookie)).statusCode).toBe(200);
  });

  it('opens again for everyone once the failures are an hour old', async () => {
    const target = await createStaff(ctx.app);
    await attack(target.email, 12);
    expect((await signIn(ctx.app, target.email, target.password, '127.13.0.1')).statusCode).toBe(429);
    clock.advance(59 * MINUTE);
    expect((await signIn(ctx.app, target.email, target.password, '127.13.0.2')).statusCode).toBe(429);
    clock.advance(MINUTE + 1000);
    expect((await signIn(ctx.app, target.email, target.password, '127.13.0.3')).statusCode).toBe(200);
  });
});

describe('counters in the database', () => {
  it('survive a restart on the same file', async () => {
    const first = await createTestApp({}, { clock });
    const staff = await createStaff(first.app);
    const forgot = (app: TestContext['app']) =>
      app.inject({ method: 'POST', url: '/api/auth/forgotpassword', remoteAddress: '127.14.0.9', payload: { email: staff.email } });
    for (let i = 0; i < 5; i++) expect((await signIn(first.app, staff.email, 'wrong', '127.14.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await forgot(first.app)).statusCode).toBe(200);
    await first.app.close(); // the database file stays

    const second = await createTestApp({ DATABASE_PATH: first.config.databasePath }, { clock });
    try {
      expect((await signIn(second.app, staff.email, staff.password, '127.14.0.1')).statusCode).toBe(429);
      expect((await forgot(second.app)).statusCode).toBe(429);
      expect((await signIn(second.app, staff.email, staff.password, '127.14.0.2')).statusCode).toBe(200);
    } finally {
      await second.close();
      rmSync(first.dir, { recursive: true, force: true });
    }
  });
});
