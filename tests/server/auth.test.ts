/** Staff sign-in, sessions and account settings, as the admin app uses them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createStaff, createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { passwordResetTokens, users } from '../../server/db/schema.ts';

let ctx: TestContext;
const api = () => request(ctx.app.server);

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodeJwt = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('POST /api/auth/login', () => {
  it('signs in with the right password and answers a token and the user, never the hash', async () => {
    const staff = await createStaff(ctx.app, { email: 'amina@example.org', name: 'Amina Uwase' });
    const res = await api().post('/api/auth/login').send({ email: staff.email, password: staff.password });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.data.token).toBe('string');
    expect(res.body.data.user).toMatchObject({ id: staff.id, name: 'Amina Uwase', email: 'amina@example.org', role: 'admin' });
    expect(Object.keys(res.body.data.user).sort()).toEqual(
      ['bio', 'created_at', 'email', 'id', 'last_login', 'name', 'phone', 'role', 'updated_at'].sort(),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password_hash|passwordHash|token_version/);
    expect(Date.now() - Date.parse(res.body.data.user.last_login)).toBeLessThan(60_000);

    const me = await api().get('/api/auth/me').set(bearer(res.body.data.token));
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('amina@example.org');
  });

  it('treats the email case- and space-insensitively', async () => {
    const staff = await createStaff(ctx.app, { email: 'kwame@example.org' });
    const res = await api().post('/api/auth/login').send({ email: '  KWAME@Example.ORG ', password: staff.password });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe('kwame@example.org');
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const staff = await createStaff(ctx.app);
    const wrong = await api().post('/api/auth/login').send({ email: staff.email, password: 'not the password' });
    const unknown = await api().post('/api/auth/login').send({ email: 'nobody@example.org', password: 'whatever1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('asks for the missing fields', async () => {
    const res = await api().post('/api/auth/login').send({ email: ' ', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'email', msg: 'Email is required' },
      { path: 'password', msg: 'Password is required' },
    ]);
  });

  it('refuses wrongly typed fields with a 400', async () => {
    const res = await api().post('/api/auth/login').send({ email: { $ne: '' }, password: ['x', 'y'] });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('gives a 1-day session, or 30 days with remember', async () => {
    const staff = await createStaff(ctx.app);
    const short = await api().post('/api/auth/login').send({ email: staff.email, password: staff.password });
    const long = await api().post('/api/auth/login').send({ email: staff.email, password: staff.password, remember: true });
    const days = (token: string) => {
      const { exp, iat } = decodeJwt(token);
      return (exp - iat) / 86_400;
    };
    expect(days(short.body.data.token)).toBe(1);
    expect(days(long.body.data.token)).toBe(30);
  });
});

describe('GET /api/auth/me and tokens', () => {
  it('answers the signed-in user', async () => {
    const staff = await signedInStaff(ctx.app, { name: 'Chidi Okeke' });
    const res = await api().get('/api/auth/me').set(staff.auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { id: staff.id, name: 'Chidi Okeke', last_login: null } });
  });

  it('refuses a call without a token', async () => {
    const res = await api().get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
  });

  it('refuses an expired token', async () => {
    const staff = await createStaff(ctx.app);
    // Issued two hours ago with a one-hour life (the signer computes exp from iat).
    const iat = Math.floor(Date.now() / 1000) - 7200;
    const token = ctx.app.jwt.sign({ sub: staff.id, tv: 0, jti: randomUUID(), iat } as never, { expiresIn: '1h' });
    expect(decodeJwt(token).exp).toBeLessThan(Date.now() / 1000);
    const res = await api().get('/api/auth/me').set(bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/expired/i);
  });

  it('refuses forged tokens: wrong secret, alg none, tampered payload', async () => {
    const staff = await signedInStaff(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: staff.id, tv: 0, jti: randomUUID(), iat: now, exp: now + 3600 };

    const header = b64url({ alg: 'HS256', typ: 'JWT' });
    const body = b64url(claims);
    const wrongSecret = `${header}.${body}.${createHmac('sha256', 'some-other-secret-of-enough-length-123').update(`${header}.${body}`).digest('base64url')}`;
    const algNone = `${b64url({ alg: 'none', typ: 'JWT' })}.${body}.`;
    const [h, , s] = staff.token.split('.');
    const tampered = `${h}.${b64url({ ...decodeJwt(staff.token), sub: randomUUID() })}.${s}`;

    for (const token of [wrongSecret, algNone, tampered, 'not-a-jwt']) {
      const res = await api().get('/api/auth/me').set(bearer(token));
      expect(res.status, token).toBe(401);
      expect(res.body.success).toBe(false);
    }
    // The genuine token still works.
    expect((await api().get('/api/auth/me').set(staff.auth)).status).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the presented token only', async () => {
    const staff = await createStaff(ctx.app);
    const login = () => api().post('/api/auth/login').send({ email: staff.email, password: staff.password });
    const first = (await login()).body.data.token;
    const second = (await login()).body.data.token;

    const out = await api().post('/api/auth/logout').set(bearer(first));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logged out successfully' });

    expect((await api().get('/api/auth/me').set(bearer(first))).status).toBe(401);
    expect((await api().get('/api/auth/me').set(bearer(second))).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await api().post('/api/auth/logout')).status).toBe(401);
  });

  it('refuses a token signed with the right key but without a usable expiry: 401 on every route, logout included, never 500', async () => {
    const staff = await signedInStaff(ctx.app);
    const now = Math.floor(Date.now() / 1000);
    const signed = (claims: Record<string, unknown>) => {
      const unsigned = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: staff.id, tv: 0, jti: randomUUID(), iat: now, ...claims })}`;
      return `${unsigned}.${createHmac('sha256', ctx.config.jwtSecret).update(unsigned).digest('base64url')}`;
    };
    // No exp: it would never end. An exp past the last date JavaScript holds made revokeToken throw a RangeError (a 500).
    for (const token of [signed({}), signed({ exp: 1e300 }), signed({ exp: 9e12 }), signed({ exp: 'tomorrow' }), signed({ exp: null })]) {
      const claims = decodeJwt(token);
      for (const [method, url] of [['post', '/api/auth/logout'], ['get', '/api/auth/me'], ['get', '/api/dashboard/stats']] as const) {
        const res = await api()[method](url).set(bearer(token));
        expect(res.status, `${url} with exp ${JSON.stringify(claims.exp)}`).toBe(401);
        expect(res.body).toEqual({ success: false, message: 'Not authorized, invalid token' });
      }
    }
    // The same claims with an ordinary expiry are a session, and logging it out works.
    const ordinary = signed({ exp: now + 3600 });
    expect((await api().get('/api/auth/me').set(bearer(ordinary))).status).toBe(200);
    expect((await api().post('/api/auth/logout').set(bearer(ordinary))).status).toBe(200);
    expect((await api().get('/api/auth/me').set(bearer(ordinary))).status).toBe(401);
  });
});

describe('PUT /api/auth/changepassword', () => {
  it('gives the spec messages for missing and bad fields', async () => {
    const staff = await signedInStaff(ctx.app);
    const empty = await api().put('/api/auth/changepassword').set(staff.auth).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { path: 'currentPassword', msg: 'Current password is required' },
      { path: 'newPassword', msg: 'New password is required' },
      { path: 'confirmPassword', msg: 'Please confirm your new password' },
    ]);
    expect(empty.body.message).toBe('Current password is required');

    const short = await api()
      .put('/api/auth/changepassword')
      .set(staff.auth)
      .send({ currentPassword: staff.password, newPassword: '12345', confirmPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([{ path: 'newPassword', msg: 'New password must be at least 6 characters' }]);

    const mismatch = await api()
      .put('/api/auth/changepassword')
      .set(staff.auth)
      .send({ currentPassword: staff.password, newPassword: 'new-secret-1', confirmPassword: 'new-secret-2' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ path: 'confirmPassword', msg: 'Passwords do not match' }]);
  });

  it('needs the right current password, with a 400 that keeps the session', async () => {
    const staff = await signedInStaff(ctx.app);
    const res = await api()
      .put('/api/auth/changepassword')
      .set(staff.auth)
      .send({ currentPassword: 'wrong-one', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Current password is incorrect');
    expect(res.body.errors).toEqual([{ path: 'currentPassword', msg: 'Current password is incorrect' }]);
    expect((await api().get('/api/auth/me').set(staff.auth)).status).toBe(200);
    const login = await api().post('/api/auth/login').send({ email: staff.email, password: staff.password });
    expect(login.status).toBe(200);
  });

  it('changes the password, ends the other sessions and voids outstanding reset links', async () => {
    const staff = await createStaff(ctx.app);
    const login = async () =>
      (await api().post('/api/auth/login').send({ email: staff.email, password: staff.password })).body.data.token as string;
    const here = await login();
    const elsewhere = await login();
    await api().post('/api/auth/forgotpassword').send({ email: staff.email });

    const res = await api()
      .put('/api/auth/changepassword')
      .set(bearer(here))
      .send({ currentPassword: staff.password, newPassword: 'brand-new-secret', confirmPassword: 'brand-new-secret' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password updated successfully!');
    const fresh = res.body.data.token as string;

    expect((await api().get('/api/auth/me').set(bearer(elsewhere))).status).toBe(401);
    expect((await api().get('/api/auth/me').set(bearer(here))).status).toBe(401);
    expect((await api().get('/api/auth/me').set(bearer(fresh))).status).toBe(200);

    const outstanding = ctx.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, staff.id)).all();
    expect(outstanding.length).toBeGreaterThan(0);
    expect(outstanding.every((t) => t.usedAt !== null)).toBe(true);

    expect((await api().post('/api/auth/login').send({ email: staff.email, password: staff.password })).status).toBe(401);
    expect((await api().post('/api/auth/login').send({ email: staff.email, password: 'brand-new-secret' })).status).toBe(200);
  });

  it('needs a token', async () => {
    expect((await api().put('/api/auth/changepassword').send({})).status).toBe(401);
  });
});

describe('PUT /api/auth/updateprofile', () => {
  it('updates name, email (lower-case), bio and phone', async () => {
    const staff = await signedInStaff(ctx.app);
    const res = await api()
      .put('/api/auth/updateprofile')
      .set(staff.auth)
      .send({ name: '  Zainab Bello ', email: ' Zainab@Example.org', bio: 'Editor of Tech Trends.', phone: '+250 788 000 111' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully!');
    expect(res.body.data).toMatchObject({
      id: staff.id,
      name: 'Zainab Bello',
      email: 'zainab@example.org',
      bio: 'Editor of Tech Trends.',
      phone: '+250 788 000 111',
    });
    const me = await api().get('/api/auth/me').set(staff.auth);
    expect(me.body.data.email).toBe('zainab@example.org');
    const stored = ctx.app.db.select().from(users).where(eq(users.id, staff.id)).get();
    expect(stored?.email).toBe('zainab@example.org');
  });

  it('gives the spec messages', async () => {
    const staff = await signedInStaff(ctx.app);
    const empty = await api().put('/api/auth/updateprofile').set(staff.auth).send({ name: ' ', email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { path: 'name', msg: 'Name is required' },
      { path: 'email', msg: 'Email is required' },
    ]);
    const bad = await api().put('/api/auth/updateprofile').set(staff.auth).send({ name: 'Ok', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please enter a valid email address');
    expect(bad.body.errors).toEqual([{ path: 'email', msg: 'Please enter a valid email address' }]);

    const long = await api()
      .put('/api/auth/updateprofile')
      .set(staff.auth)
      .send({ name: 'n'.repeat(101), email: 'ok@example.org', bio: 'b'.repeat(1001), phone: '1'.repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body.errors.map((e: { path: string }) => e.path)).toEqual(['name', 'bio', 'phone']);
  });

  it('refuses an address another account uses with a 409', async () => {
    const other = await createStaff(ctx.app, { email: 'taken@example.org' });
    const staff = await signedInStaff(ctx.app);
    const res = await api()
      .put('/api/auth/updateprofile')
      .set(staff.auth)
      .send({ name: 'Someone', email: 'TAKEN@example.org' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'That email address is already in use' });
    expect(other.email).toBe('taken@example.org');
  });

  it('keeps bio and phone when they are left out, and the own address is not "taken"', async () => {
    const staff = await signedInStaff(ctx.app);
    await api().put('/api/auth/updateprofile').set(staff.auth).send({ name: 'A', email: staff.email, bio: 'Bio', phone: '123' });
    const res = await api().put('/api/auth/updateprofile').set(staff.auth).send({ name: 'B', email: staff.email });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'B', bio: 'Bio', phone: '123' });
  });
});
