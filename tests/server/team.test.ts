/**
 * The team (/api/team): list, invitations mailed to a real SMTP listener whose link sets the
 * password, roles, removal, and who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createStaff, createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { resetTokenFrom, startSmtpServer, type SmtpTestServer } from '../helpers/smtp.ts';
import { mediaFiles, passwordResetTokens, users } from '../../server/db/schema.ts';
import { hashResetToken } from '../../server/modules/auth/password-links.ts';

let smtp: SmtpTestServer;
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const api = () => request(ctx.app.server);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestApp({ SMTP_URL: smtp.smtpUrl });
  admin = await signedInStaff(ctx.app, { email: 'amina@example.org', name: 'Amina Bello' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** A signed-in editor (createStaff makes admins). */
async function signedInEditor(name = 'Eddie Editor') {
  const staff = await signedInStaff(ctx.app, { name });
  ctx.app.db.update(users).set({ role: 'editor' }).where(eq(users.id, staff.id)).run();
  return staff;
}

async function invite(body: Record<string, unknown>) {
  return api().post('/api/team').set(admin.auth).send(body);
}

function tokenRows(userId: string) {
  return ctx.app.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)).all();
}

describe('team invitations', () => {
  it('invites an editor by mail; the link sets the password and the member can sign in', async () => {
    const res = await invite({ name: '  Kofi Mensah ', email: ' Kofi@Example.org ', role: 'editor' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Invitation sent to kofi@example.org');
    expect(res.body.data).toMatchObject({ name: 'Kofi Mensah', email: 'kofi@example.org', role: 'editor', invited: true, last_login: null });
    expect(res.body.data.invite_url).toBeUndefined(); // SMTP configured: no link in the answer
    const id = res.body.data.id as string;

    const mail = await smtp.waitForMail((m) => m.to.includes('kofi@example.org'));
    expect(mail.decoded).toMatch(/^Subject: You have been invited to the Insight Media back office/m);
    expect(mail.decoded).toContain('Amina Bello has invited you');
    const token = resetTokenFrom(mail);
    expect(mail.decoded).toContain(`http://localhost:5555/admin/reset-password/${token}?invite=1`);

    // Invitations last 7 days.
    const [row] = tokenRows(id);
    expect(row.tokenHash).toBe(hashResetToken(token));
    const life = Date.parse(row.expiresAt) - Date.now();
    expect(life).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(life).toBeLessThanOrEqual(7 * 24 * 3600_000);

    // The random password is unknown: nothing signs in before the link is used.
    expect((await api().post('/api/auth/login').send({ email: 'kofi@example.org', password: '' })).status).toBe(400);

    const list = await api().get('/api/team').set(admin.auth);
    expect(list.body.data.find((m: { id: string }) => m.id === id)).toMatchObject({ invited: true });

    const reset = await api().put(`/api/auth/resetpassword/${token}`).send({ password: 'kofi-secret', confirmPassword: 'kofi-secret' });
    expect(reset.status).toBe(200);
    const login = await api().post('/api/auth/login').send({ email: 'kofi@example.org', password: 'kofi-secret' });
    expect(login.status).toBe(200);
    expect(login.body.data.user.role).toBe('editor');

    const after = await api().get('/api/team').set(bearer(login.body.data.token));
    expect(after.status).toBe(200);
    const kofi = after.body.data.find((m: { id: string }) => m.id === id);
    expect(kofi.invited).toBe(false);
    expect(kofi.last_login).not.toBeNull();

    // Signed in: no more invitations for them.
    const again = await api().post(`/api/team/${id}/invite`).set(admin.auth);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This member has already signed in');
  });

  it('keeps forgot-password links at 1 hour', async () => {
    const staff = await createStaff(ctx.app, { email: 'hour@example.org' });
    expect((await api().post('/api/auth/forgotpassword').send({ email: staff.email })).status).toBe(200);
    await smtp.waitForMail((m) => m.to.includes('hour@example.org'));
    const [row] = tokenRows(staff.id);
    expect(Date.parse(row.expiresAt) - Date.now()).toBeLessThanOrEqual(3600_000);
  });

  it('refuses an address already in use, whatever its case', async () => {
    const res = await invite({ name: 'Someone', email: 'AMINA@example.org' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, message: 'That email address is already in use' });
  });

  it('resending voids the older link', async () => {
    const res = await invite({ name: 'Zanele Dube', email: 'zanele@example.org', role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.data.role).toBe('admin');
    const first = resetTokenFrom(await smtp.waitForMail((m) => m.to.includes('zanele@example.org')));

    const resend = await api().post(`/api/team/${res.body.data.id}/invite`).set(admin.auth);
    expect(resend.status).toBe(200);
    expect(resend.body.data.invited).toBe(true);
    const second = resetTokenFrom(await smtp.waitForMail((m) => m.to.includes('zanele@example.org')));
    expect(second).not.toBe(first);

    const old = await api().put(`/api/auth/resetpassword/${first}`).send({ password: 'zzzzzz', confirmPassword: 'zzzzzz' });
    expect(old.status).toBe(400);
    const ok = await api().put(`/api/auth/resetpassword/${second}`).send({ password: 'zzzzzz', confirmPassword: 'zzzzzz' });
    expect(ok.status).toBe(200);
  });

  it('never answers the link in production, even without a mail server', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect(prod.config.demoMode).toBe(false);
      const boss = await signedInStaff(prod.app);
      const res = await request(prod.app.server).post('/api/team').set(boss.auth).send({ name: 'Prod Member', email: 'prod@example.org' });
      expect(res.status).toBe(201);
      expect(res.body.data.invite_url).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain('reset-password');
    } finally {
      await prod.close();
    }
  });

  it('answers 400 with field errors for bad bodies', async () => {
    const empty = await invite({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', msg: 'Name is required' },
        { path: 'email', msg: 'Email is required' },
      ]),
    );
    const bad = await invite({ name: 'x'.repeat(101), email: 'not-an-address', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['email', 'name', 'role']);
    expect((await invite({ name: { first: 'a' }, email: 'a@b.co' })).status).toBe(400);

    const someone = (await api().get('/api/team').set(admin.auth)).body.data[0].id;
    const role = await api().put(`/api/team/${someone}`).set(admin.auth).send({ role: 'boss' });
    expect(role.status).toBe(400);
    expect(role.body.errors).toEqual([{ path: 'role', msg: 'Role must be admin, editor or contributor' }]);
    expect((await api().put('/api/team/not-a-uuid').set(admin.auth).send({ role: 'editor' })).status).toBe(400);
  });
});

describe('team list, roles and removal', () => {
  it('lists admins first, then by name, with the member fields only', async () => {
    const res = await api().get('/api/team').set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.pagination).toBeUndefined();
    const members = res.body.data as { role: string; name: string }[];
    const firstEditor = members.findIndex((m) => m.role === 'editor');
    expect(members.slice(firstEditor).every((m) => m.role === 'editor')).toBe(true);
    const adminNames = members.filter((m) => m.role === 'admin').map((m) => m.name.toLowerCase());
    expect(adminNames).toEqual([...adminNames].sort());
    expect(Object.keys(members[0]).sort()).toEqual(['created_at', 'email', 'id', 'invited', 'last_login', 'name', 'role', 'two_factor_enabled']);
  });

  it('changes roles but never demotes the last administrator', async () => {
    const fresh = await createTestApp();
    try {
      const only = await signedInStaff(fresh.app, { name: 'Only Admin' });
      const call = () => request(fresh.app.server);
      const demote = await call().put(`/api/team/${only.id}`).set(only.auth).send({ role: 'editor' });
      expect(demote.status).toBe(409);
      expect(demote.body.message).toBe('The site needs at least one administrator');
      // The last admin could only be removed by themself, which is refused too.
      const removeSelf = await call().delete(`/api/team/${only.id}`).set(only.auth);
      expect(removeSelf.status).toBe(409);
      expect(removeSelf.body.message).toBe('You cannot remove your own account');

      const other = await call().post('/api/team').set(only.auth).send({ name: 'Second', email: 'second@example.org' });
      expect(other.status).toBe(201);
      expect(other.body.data.role).toBe('editor'); // the default
      expect(other.body.data.invite_url).toMatch(/^http:\/\/localhost:5555\/admin\/reset-password\/[\w-]+\?invite=1$/); // demo mode
      const promote = await call().put(`/api/team/${other.body.data.id}`).set(only.auth).send({ role: 'admin' });
      expect(promote.status).toBe(200);
      expect(promote.body.data.role).toBe('admin');
      // Now two admins: demoting oneself is allowed.
      const demoteSelf = await call().put(`/api/team/${only.id}`).set(only.auth).send({ role: 'editor' });
      expect(demoteSelf.status).toBe(200);
      expect(demoteSelf.body.data.role).toBe('editor');
      // ...and the ex-admin now meets the editor wall at once.
      expect((await call().put(`/api/team/${only.id}`).set(only.auth).send({ role: 'admin' })).status).toBe(403);
    } finally {
      await fresh.close();
    }
  });

  it('removes a member: their session ends at once, their uploads stay', async () => {
    const gone = await signedInEditor('Gone Soon');
    expect((await api().get('/api/auth/me').set(gone.auth)).status).toBe(200);
    const upload = randomUUID();
    ctx.app.db
      .insert(mediaFiles)
      .values({ id: upload, url: `/media/uploads/${upload}.png`, filename: 'cover.png', mimeType: 'image/png', size: 10, uploadedBy: gone.id })
      .run();
    // The trash does not keep accounts: the delete names what it destroys, and a confirm naming anyone else is refused.
    const preview = await api().get(`/api/team/${gone.id}/deletion`).set(admin.auth);
    expect(preview.status).toBe(200);
    expect(preview.body.data.name).toBe(gone.email);
    expect(preview.body.data.will_lose).toEqual([`the account of Gone Soon (${gone.email}): they can no longer sign in`, '1 signed-in session, ended at once']);
    expect(preview.body.data.keeps[0]).toBe('Everything they wrote, uploaded or published stays on the site, under the same bylines');
    expect((await api().get(`/api/team/${gone.id}/deletion`).set(gone.auth)).status).toBe(403);
    for (const confirm of ['someone-else@example.org', '']) {
      const refused = await api().delete(`/api/team/${gone.id}`).query({ confirm }).set(admin.auth);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        `Deleting ${gone.email} cannot be undone: it destroys the account of Gone Soon (${gone.email}): they can no longer sign in; 1 signed-in session, ended at once. Send confirm set to "${gone.email}" to go ahead.`,
      );
      expect(refused.body.errors).toEqual([{ path: 'confirm', msg: `Type ${gone.email} to confirm` }]);
      expect((await api().get('/api/auth/me').set(gone.auth)).status).toBe(200); // nothing happened
    }
    const res = await api().delete(`/api/team/${gone.id}`).query({ confirm: gone.email.toUpperCase() }).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Team member removed' });
    expect((await api().get('/api/auth/me').set(gone.auth)).status).toBe(401);
    expect((await api().get('/api/team').set(gone.auth)).status).toBe(401);
    expect(ctx.app.db.select().from(mediaFiles).where(eq(mediaFiles.id, upload)).get()?.uploadedBy).toBeNull();
    expect((await api().delete(`/api/team/${gone.id}`).query({ confirm: gone.email }).set(admin.auth)).status).toBe(404);
    // A client written before the previews, which sends no confirm at all, still removes a member.
    const older = await signedInEditor('Older Client');
    expect((await api().delete(`/api/team/${older.id}`).set(admin.auth)).body).toEqual({ success: true, message: 'Team member removed' });
    expect((await api().get('/api/auth/me').set(older.auth)).status).toBe(401);
    const missing = await api().put(`/api/team/${randomUUID()}`).set(admin.auth).send({ role: 'editor' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Team member not found');
  });
});

describe('who may manage the team', () => {
  it('lets editors read the list but answers 403 on every admin-only route', async () => {
    const editor = await signedInEditor();
    expect((await api().get('/api/team').set(editor.auth)).status).toBe(200);
    const target = admin.id;
    const calls = [
      api().post('/api/team').set(editor.auth).send({ name: 'X', email: 'x@example.org' }),
      api().post(`/api/team/${target}/invite`).set(editor.auth),
      api().put(`/api/team/${target}`).set(editor.auth).send({ role: 'editor' }),
      api().delete(`/api/team/${target}`).set(editor.auth),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, message: 'Only administrators can manage the team' });
    }
    expect(ctx.app.db.select().from(users).where(eq(users.email, 'x@example.org')).get()).toBeUndefined();
  });

  it('answers 401 without a token', async () => {
    const id = randomUUID();
    for (const res of await Promise.all([
      api().get('/api/team'),
      api().post('/api/team').send({}),
      api().post(`/api/team/${id}/invite`),
      api().put(`/api/team/${id}`).send({}),
      api().delete(`/api/team/${id}`),
    ])) {
      expect(res.status).toBe(401);
    }
  });
});
