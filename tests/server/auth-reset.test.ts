/**
 * Forgot password -> mail -> reset -> sign in, with the mail sent by nodemailer to a real SMTP
 * server on loopback and the token read from the link in the received message.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createStaff, createTestApp, type TestContext } from '../helpers/app.ts';
import { decodeQuotedPrintable, resetTokenFrom, startSmtpServer, type SmtpTestServer } from '../helpers/smtp.ts';
import { loadConfig } from '../../server/config.ts';
import { passwordResetTokens } from '../../server/db/schema.ts';
import { hashResetToken } from '../../server/modules/auth/password-links.ts';

let smtp: SmtpTestServer;
let ctx: TestContext;
const api = () => request(ctx.app.server);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const RESET_ANSWER = 'If an account exists for that email, a reset link has been sent.';

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.smtpUrl });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

async function requestReset(email: string) {
  const res = await api().post('/api/auth/forgotpassword').send({ email });
  expect(res.status).toBe(200);
  const mail = await smtp.waitForMail((m) => m.to.includes(email.trim().toLowerCase()));
  return { res, mail, token: resetTokenFrom(mail) };
}

describe('password reset by mail', () => {
  it('mails a link that resets the password, signs in, and works only once', async () => {
    const staff = await createStaff(ctx.app, { email: 'ngozi@example.org', name: 'Ngozi Adeyemi' });
    const oldSession = (await api().post('/api/auth/login').send({ email: staff.email, password: staff.password })).body.data
      .token as string;

    const { res, mail, token } = await requestReset('  Ngozi@Example.org ');
    expect(res.body).toEqual({ success: true, message: RESET_ANSWER, data: {} }); // no token outside demo mode
    expect(mail.decoded).toMatch(/^Subject: Reset your Insight Media password/m);
    expect(mail.decoded).toContain(`http://localhost:5555/admin/reset-password/${token}`);
    expect(mail.decoded).toContain('Hello Ngozi Adeyemi');
    expect(mail.raw).toMatch(/text\/html/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);

    // Only a hash of the token is stored.
    const stored = ctx.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, staff.id)).all();
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(hashResetToken(token));
    expect(stored[0].tokenHash).not.toContain(token);
    const life = Date.parse(stored[0].expiresAt) - Date.now();
    expect(life).toBeGreaterThan(59 * 60_000);
    expect(life).toBeLessThanOrEqual(60 * 60_000);

    const reset = await api()
      .put(`/api/auth/resetpassword/${token}`)
      .send({ password: 'a-new-password', confirmPassword: 'a-new-password' });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Password reset successful');
    expect(reset.body.data.user).toMatchObject({ id: staff.id, email: 'ngozi@example.org' });
    expect((await api().get('/api/auth/me').set(bearer(reset.body.data.token))).status).toBe(200);

    // Every earlier session ended.
    expect((await api().get('/api/auth/me').set(bearer(oldSession))).status).toBe(401);
    expect((await api().post('/api/auth/login').send({ email: staff.email, password: staff.password })).status).toBe(401);
    const login = await api().post('/api/auth/login').send({ email: staff.email, password: 'a-new-password' });
    expect(login.status).toBe(200);

    const again = await api()
      .put(`/api/auth/resetpassword/${token}`)
      .send({ password: 'third-password', confirmPassword: 'third-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: 'Invalid or expired reset token' });
    expect((await api().post('/api/auth/login').send({ email: staff.email, password: 'a-new-password' })).status).toBe(200);
  });

  it('voids the other outstanding links of the account when one is used', async () => {
    const staff = await createStaff(ctx.app);
    const first = await requestReset(staff.email);
    const second = await requestReset(staff.email);
    expect(first.token).not.toBe(second.token);

    const ok = await api().put(`/api/auth/resetpassword/${second.token}`).send({ password: 'pass-two', confirmPassword: 'pass-two' });
    expect(ok.status).toBe(200);
    const stale = await api().put(`/api/auth/resetpassword/${first.token}`).send({ password: 'pass-one', confirmPassword: 'pass-one' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe('Invalid or expired reset token');
  });

  it('refuses an expired link', async () => {
    const staff = await createStaff(ctx.app);
    const { token } = await requestReset(staff.email);
    ctx.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)))
      .run();
    const res = await api().put(`/api/auth/resetpassword/${token}`).send({ password: 'new-pass-1', confirmPassword: 'new-pass-1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid or expired reset token');
    expect((await api().post('/api/auth/login').send({ email: staff.email, password: staff.password })).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const res = await api().put('/api/auth/resetpassword/not-a-real-token').send({ password: 'new-pass-1', confirmPassword: 'new-pass-1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid or expired reset token');
  });

  it('checks the new password before using the link', async () => {
    const staff = await createStaff(ctx.app);
    const { token } = await requestReset(staff.email);
    const short = await api().put(`/api/auth/resetpassword/${token}`).send({ password: '12345', confirmPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters long');
    expect(short.body.errors).toEqual([{ path: 'password', msg: 'Password must be at least 6 characters long' }]);

    const mismatch = await api().put(`/api/auth/resetpassword/${token}`).send({ password: 'abcdef', confirmPassword: 'abcdeg' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Passwords do not match');
    expect(mismatch.body.errors).toEqual([{ path: 'confirmPassword', msg: 'Passwords do not match' }]);

    // The link is still good after those refusals.
    const ok = await api().put(`/api/auth/resetpassword/${token}`).send({ password: 'abcdef', confirmPassword: 'abcdef' });
    expect(ok.status).toBe(200);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const staff = await createStaff(ctx.app);
    // The mail leaves after the answer, but is handed to the mailer before it: by the time both
    // answers are in, every mail these requests will send has been asked for (no waiting needed).
    const send = vi.spyOn(ctx.app.mailer, 'send');
    try {
      const known = await api().post('/api/auth/forgotpassword').send({ email: staff.email });
      const unknown = await api().post('/api/auth/forgotpassword').send({ email: 'stranger@example.org' });
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(send.mock.calls.map(([mail]) => mail.to)).toEqual([staff.email]);
    } finally {
      send.mockRestore();
    }
    await smtp.waitForMail((m) => m.to.includes(staff.email));
    expect(smtp.messages.some((m) => m.to.includes('stranger@example.org'))).toBe(false);
  });

  it('gives the same answer when the mail server is down, and the failure is only logged', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const staff = await createStaff(broken.app);
      const known = await request(broken.app.server).post('/api/auth/forgotpassword').send({ email: staff.email });
      const unknown = await request(broken.app.server).post('/api/auth/forgotpassword').send({ email: 'nobody@example.org' });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ success: true, message: RESET_ANSWER, data: {} });
      expect(unknown.body).toEqual(known.body);
    } finally {
      await broken.close();
    }
  });

  it('asks for a valid address', async () => {
    const empty = await api().post('/api/auth/forgotpassword').send({ email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ path: 'email', msg: 'Email is required' }]);
    const bad = await api().post('/api/auth/forgotpassword').send({ email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'email', msg: 'Please enter a valid email address' }]);
  });
});

describe('demo mode (no SMTP_URL, not production)', () => {
  let demo: TestContext;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(async () => demo.close());

  it('hands the reset token back for an existing account only', async () => {
    expect(demo.config.demoMode).toBe(true);
    const staff = await createStaff(demo.app);
    const known = await request(demo.app.server).post('/api/auth/forgotpassword').send({ email: staff.email });
    expect(known.status).toBe(200);
    expect(known.body.message).toBe(RESET_ANSWER);
    expect(typeof known.body.data.resetToken).toBe('string');

    const unknown = await request(demo.app.server).post('/api/auth/forgotpassword').send({ email: 'ghost@example.org' });
    expect(unknown.body).toEqual({ success: true, message: RESET_ANSWER, data: {} });

    // Without SMTP the mail lands in the outbox folder beside the database, link included.
    const token = known.body.data.resetToken as string;
    const outbox = join(demo.dir, 'outbox');
    await expect.poll(() => (existsSync(outbox) ? readdirSync(outbox).length : 0), { timeout: 5000 }).toBe(1);
    const eml = decodeQuotedPrintable(readFileSync(join(outbox, readdirSync(outbox)[0]), 'utf8'));
    expect(eml).toContain(`http://localhost:5555/admin/reset-password/${token}`);

    const reset = await request(demo.app.server)
      .put(`/api/auth/resetpassword/${token}`)
      .send({ password: 'demo-pass', confirmPassword: 'demo-pass' });
    expect(reset.status).toBe(200);
  });

  it('is off with SMTP configured and in production', () => {
    expect(ctx.config.demoMode).toBe(false);
    const production = loadConfig({ NODE_ENV: 'production', DATABASE_PATH: ':memory:', JWT_SECRET: 'x'.repeat(40) });
    expect(production.demoMode).toBe(false);
  });
});
