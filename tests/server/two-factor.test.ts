/**
 * Two-factor sign-in, driven as a staff member with an authenticator app would: the app is
 * tests/helpers/totp.ts (RFC 6238 written with node:crypto, not the server's library), and time is
 * moved with the test clock instead of waiting for the next 30-second code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { totp, totpFromKey } from '../helpers/totp.ts';
import { users } from '../../server/db/schema.ts';
import { setPassword } from '../../server/admin-cli/commands.ts';
import type { AuditEntry } from '../../shared/api/audit.ts';

const clock = testClock();
let ctx: TestContext;
const api = () => request(ctx.app.server);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
type Staff = Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(async () => ctx.close());

async function member(name: string, role: 'admin' | 'editor' = 'editor'): Promise<Staff> {
  const staff = await signedInStaff(ctx.app, { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org` });
  if (role === 'editor') ctx.app.db.update(users).set({ role }).where(eq(users.id, staff.id)).run();
  return staff;
}

const login = (who: { email: string; password: string }) => api().post('/api/auth/login').send({ email: who.email, password: who.password });
const secondStep = (challenge: string, code: string) => api().post('/api/auth/login/two-factor').send({ challenge_token: challenge, code });

/** Turns two-factor sign-in on from the Security page: the secret and the ten recovery codes. */
async function enableTwoFactor(who: Staff): Promise<{ secret: string; codes: string[] }> {
  const setup = await api().post('/api/auth/two-factor/setup').set(who.auth).send({ password: who.password });
  expect(setup.status).toBe(200);
  const secret = setup.body.data.secret as string;
  const enabled = await api().post('/api/auth/two-factor/enable').set(who.auth).send({ code: totp(secret, clock()) });
  expect(enabled.status).toBe(200);
  clock.advance(30_000); // the code just used may not be used again
  return { secret, codes: enabled.body.data.recovery_codes };
}

async function audit(action: string): Promise<AuditEntry[]> {
  const admin = await member(`Auditor ${Math.random().toString(36).slice(2, 7)}`, 'admin');
  return (await api().get('/api/audit').query({ action, limit: 100 }).set(admin.auth)).body.data;
}

describe('the test authenticator', () => {
  it('is RFC 6238: the SHA-1 test vector at T=59 s', () => {
    expect(totpFromKey(Buffer.from('12345678901234567890'), 59_000, 8)).toBe('94287082');
    expect(totpFromKey(Buffer.from('12345678901234567890'), 1_111_111_109_000, 8)).toBe('07081804');
  });
});

describe('setting up two-factor sign-in', () => {
  it('asks for the password, shows a QR code and the secret, and turns on with a code from the app', async () => {
    const amina = await member('Amina Setup');
    const wrong = await api().post('/api/auth/two-factor/setup').set(amina.auth).send({ password: 'not it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ path: 'password', msg: 'Current password is incorrect' }]);

    const setup = await api().post('/api/auth/two-factor/setup').set(amina.auth).send({ password: amina.password });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr_code } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Insight%20Media:amina\.setup%40example\.org\?/);
    expect(otpauth_url).toContain('period=30');
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const bad = await api().post('/api/auth/two-factor/enable').set(amina.auth).send({ code: totp(secret, clock() + 5 * 60_000) });
    expect(bad.status).toBe(400);
    expect((await api().get('/api/auth/two-factor').set(amina.auth)).body.data.enabled).toBe(false);

    const on = await api().post('/api/auth/two-factor/enable').set(amina.auth).send({ code: totp(secret, clock()) });
    expect(on.status).toBe(200);
    const codes = on.body.data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect((await api().get('/api/auth/two-factor').set(amina.auth)).body.data).toMatchObject({ enabled: true, recovery_codes_left: 10, required: false });
    expect((await audit('two_factor.enable')).some((e) => e.target?.id === amina.id)).toBe(true);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers a right password with a challenge, never a session; the code makes the session', async () => {
    const kofi = await member('Kofi Verify');
    const { secret } = await enableTwoFactor(kofi);

    const first = await login(kofi);
    expect(first.status).toBe(200);
    expect(first.body.data.token).toBeUndefined();
    expect(first.body.data.two_factor).toBe('verify');
    const challenge = first.body.data.challenge_token as string;
    // The challenge opens nothing: not as a bearer token, not twice.
    expect((await api().get('/api/auth/me').set(bearer(challenge))).status).toBe(401);
    expect(first.headers['set-cookie']).toBeUndefined();

    const done = await secondStep(challenge, totp(secret, clock()));
    expect(done.status).toBe(200);
    expect(done.body.data.user.email).toBe(kofi.email);
    expect(done.headers['set-cookie']?.[0]).toMatch(/^staff_device=/);
    expect((await api().get('/api/auth/me').set(bearer(done.body.data.token))).status).toBe(200);
    expect((await secondStep(challenge, totp(secret, clock()))).status).toBe(401);
  });

  it('takes the code of the step before or after (clock drift), no further, and never the same code twice', async () => {
    const ngozi = await member('Ngozi Drift');
    const { secret } = await enableTwoFactor(ngozi);
    clock.advance(120_000);

    const late = await secondStep((await login(ngozi)).body.data.challenge_token, totp(secret, clock() - 30_000));
    expect(late.status).toBe(200);
    // That code's step is used: replaying it, or an older one, is refused.
    const replay = await secondStep((await login(ngozi)).body.data.challenge_token, totp(secret, clock() - 30_000));
    expect(replay.status).toBe(401);
    expect(replay.body.errors).toEqual([{ path: 'code', msg: expect.stringContaining('not right') }]);
    expect((await secondStep((await login(ngozi)).body.data.challenge_token, totp(secret, clock() + 90_000))).status).toBe(401);
    expect((await secondStep((await login(ngozi)).body.data.challenge_token, totp(secret, clock() + 30_000))).status).toBe(200);

    // Two minutes later the current code is another one.
    clock.advance(120_000);
    expect((await secondStep((await login(ngozi)).body.data.challenge_token, totp(secret, clock() - 120_000))).status).toBe(401);
  });

  it('lets a recovery code in exactly once, and says how many are left', async () => {
    const yaw = await member('Yaw Recovery');
    const { codes } = await enableTwoFactor(yaw);
    const used = await secondStep((await login(yaw)).body.data.challenge_token, codes[3].toUpperCase().replace(/-/g, ' '));
    expect(used.status).toBe(200);
    expect((await secondStep((await login(yaw)).body.data.challenge_token, codes[3])).status).toBe(401);
    expect((await api().get('/api/auth/two-factor').set(bearer(used.body.data.token))).body.data.recovery_codes_left).toBe(9);
    const entry = (await audit('two_factor.recovery_code_used')).find((e) => e.target?.id === yaw.id);
    expect(entry?.details).toEqual({ recovery_codes_left: 9 });
  });

  it('ends a challenge after five wrong codes, and holds the account after ten in an hour', async () => {
    const esi = await member('Esi Limits');
    const { secret } = await enableTwoFactor(esi);
    const challenge = (await login(esi)).body.data.challenge_token;
    for (let i = 0; i < 4; i++) expect((await secondStep(challenge, '000000')).body.errors[0].path).toBe('code');
    const fifth = await secondStep(challenge, '000000');
    expect(fifth.status).toBe(401);
    expect(fifth.body.errors[0]).toEqual({ path: 'challenge_token', msg: 'Too many wrong codes. Please sign in again.' });
    expect((await secondStep(challenge, totp(secret, clock()))).status).toBe(401);

    const again = (await login(esi)).body.data.challenge_token;
    for (let i = 0; i < 5; i++) await secondStep(again, '111111');
    const held = await secondStep((await login(esi)).body.data.challenge_token, totp(secret, clock()));
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await audit('two_factor.failed')).filter((e) => e.target?.id === esi.id)).toHaveLength(10);

    clock.advance(61 * 60_000);
    expect((await secondStep((await login(esi)).body.data.challenge_token, totp(secret, clock()))).status).toBe(200);
  });

  it('refuses a challenge that has expired (5 minutes)', async () => {
    const ama = await member('Ama Expiry');
    const { secret } = await enableTwoFactor(ama);
    const challenge = (await login(ama)).body.data.challenge_token;
    clock.advance(5 * 60_000 + 1000);
    const late = await secondStep(challenge, totp(secret, clock()));
    expect(late.status).toBe(401);
    expect(late.body.errors[0].path).toBe('challenge_token');
  });
});

describe('a new password does not bypass the second factor', () => {
  it('a reset by e-mail answers the second step, not a session', async () => {
    const demo = await createTestApp({}, { clock }); // no SMTP_URL: the demo answer carries the reset token
    try {
      const staff = await signedInStaff(demo.app, { email: 'reset@example.org' });
      const setup = await request(demo.app.server).post('/api/auth/two-factor/setup').set(staff.auth).send({ password: staff.password });
      const secret = setup.body.data.secret as string;
      await request(demo.app.server).post('/api/auth/two-factor/enable').set(staff.auth).send({ code: totp(secret, clock()) }).expect(200);
      clock.advance(30_000);

      const forgot = await request(demo.app.server).post('/api/auth/forgotpassword').send({ email: staff.email });
      const reset = await request(demo.app.server)
        .put(`/api/auth/resetpassword/${forgot.body.data.resetToken}`)
        .send({ password: 'a brand new password', confirmPassword: 'a brand new password' });
      expect(reset.status).toBe(200);
      expect(reset.body.data.token).toBeUndefined();
      expect(reset.body.data.two_factor).toBe('verify');
      // The old session ended with the old password.
      expect((await request(demo.app.server).get('/api/auth/me').set(staff.auth)).status).toBe(401);
      const done = await request(demo.app.server).post('/api/auth/login/two-factor').send({ challenge_token: reset.body.data.challenge_token, code: totp(secret, clock()) });
      expect(done.status).toBe(200);
      expect(done.body.data.token).toEqual(expect.any(String));
    } finally {
      await demo.close();
    }
  });

  it('nor does a password set by the operator (npm run admin -- reset-password --password-stdin)', async () => {
    const kwame = await member('Kwame Operator');
    await enableTwoFactor(kwame);
    await setPassword(ctx.app.db, kwame.email, 'set by the operator');
    const res = await login({ email: kwame.email, password: 'set by the operator' });
    expect(res.body.data.two_factor).toBe('verify');
    expect(res.body.data.token).toBeUndefined();
  });
});

describe('losing the device', () => {
  it('an administrator resets it: the member is signed out, signs in with the password alone, and it is logged', async () => {
    const admin = await member('Adwoa Admin', 'admin');
    const lost = await member('Lost Phone');
    const editor = await member('Other Editor');
    await enableTwoFactor(lost);

    expect((await api().delete(`/api/team/${lost.id}/two-factor`).set(editor.auth)).status).toBe(403);
    const reset = await api().delete(`/api/team/${lost.id}/two-factor`).set(admin.auth);
    expect(reset.status).toBe(200);
    expect((await api().get('/api/auth/me').set(lost.auth)).status).toBe(401);
    const back = await login(lost);
    expect(back.body.data.token).toEqual(expect.any(String));
    expect((await api().delete(`/api/team/${lost.id}/two-factor`).set(admin.auth)).status).toBe(409);
    const entry = (await audit('two_factor.reset')).find((e) => e.target?.id === lost.id);
    expect(entry?.actor?.id).toBe(admin.id);
  });

  it('the member turns it off with the password, or makes new recovery codes that void the old ones', async () => {
    const efua = await member('Efua Codes');
    const { secret, codes } = await enableTwoFactor(efua);
    const fresh = await api().post('/api/auth/two-factor/recovery-codes').set(efua.auth).send({ password: efua.password });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.recovery_codes).toHaveLength(10);
    expect((await secondStep((await login(efua)).body.data.challenge_token, codes[0])).status).toBe(401);
    const withNew = await secondStep((await login(efua)).body.data.challenge_token, fresh.body.data.recovery_codes[0]);
    expect(withNew.status).toBe(200);

    expect((await api().post('/api/auth/two-factor/disable').set(bearer(withNew.body.data.token)).send({ password: 'wrong' })).status).toBe(400);
    expect((await api().post('/api/auth/two-factor/disable').set(bearer(withNew.body.data.token)).send({ password: efua.password })).status).toBe(200);
    expect((await login(efua)).body.data.token).toEqual(expect.any(String));
    expect(secret).toBeTruthy();
  });
});

describe('requiring two-factor sign-in of everyone', () => {
  it('needs the administrator to use it; then members without it are signed out and set it up within the sign-in', async () => {
    const admin = await member('Chidi Admin', 'admin');
    const editor = await member('Zainab Editor');
    expect((await api().put('/api/team/security').set(editor.auth).send({ require_two_factor: true })).status).toBe(403);
    const first = await api().put('/api/team/security').set(admin.auth).send({ require_two_factor: true });
    expect(first.status).toBe(409);
    const { secret: adminSecret } = await enableTwoFactor(admin);

    const on = await api().put('/api/team/security').set(admin.auth).send({ require_two_factor: true });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ require_two_factor: true });
    expect((await api().get('/api/team/security').set(admin.auth)).body.data.require_two_factor).toBe(true);
    // The administrator uses it: still signed in. The editor does not: signed out at once.
    expect((await api().get('/api/auth/me').set(admin.auth)).status).toBe(200);
    expect((await api().get('/api/auth/me').set(editor.auth)).status).toBe(401);

    const signIn = await login(editor);
    expect(signIn.body.data).toMatchObject({ two_factor: 'setup' });
    const challenge = signIn.body.data.challenge_token as string;
    expect((await secondStep(challenge, '123456')).status).toBe(400); // no secret scanned yet
    const setup = await api().post('/api/auth/login/two-factor/setup').send({ challenge_token: challenge });
    expect(setup.status).toBe(200);
    const done = await secondStep(challenge, totp(setup.body.data.secret, clock()));
    expect(done.status).toBe(200);
    expect(done.body.data.recovery_codes).toHaveLength(10);
    const token = done.body.data.token as string;
    expect((await api().get('/api/auth/two-factor').set(bearer(token))).body.data).toMatchObject({ enabled: true, required: true });
    // While required, it cannot be turned off.
    expect((await api().post('/api/auth/two-factor/disable').set(bearer(token)).send({ password: editor.password })).status).toBe(409);

    await api().put('/api/team/security').set(admin.auth).send({ require_two_factor: false }).expect(200);
    const settings = (await audit('settings.update')).filter((e) => e.target?.id === 'require_two_factor');
    expect(settings.map((e) => e.details.require_two_factor)).toEqual([false, true]);
    expect(adminSecret).toBeTruthy();
  });
});
