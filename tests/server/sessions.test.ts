/**
 * Staff sessions: every sign-in is a session with its browser, address and times; a member lists
 * theirs and signs any out, an administrator signs a teammate out everywhere, and each ending
 * takes effect on the very next request. "Last seen" moves at most once a minute; expired sessions
 * are pruned by the daily housekeeping. The operator's revoke-sessions runs as a real process
 * against the running server's database in tests/server/admin-cli.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createStaff, createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { staffSessions, users } from '../../server/db/schema.ts';
import { revokeSessions } from '../../server/admin-cli/commands.ts';
import type { StaffSession } from '../../shared/api/auth.ts';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const clock = testClock();
let ctx: TestContext;
const api = () => request(ctx.app.server);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(async () => ctx.close());

async function signIn(who: { email: string; password: string }, agent: string): Promise<string> {
  const res = await api().post('/api/auth/login').set('user-agent', agent).send({ email: who.email, password: who.password });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const sessionsOf = async (token: string): Promise<StaffSession[]> => (await api().get('/api/auth/sessions').set(bearer(token))).body.data;
const me = (token: string) => api().get('/api/auth/me').set(bearer(token));

describe('sessions', () => {
  it('lists each sign-in with its browser, system, device, address and times; the current one marked', async () => {
    const staff = await createStaff(ctx.app, { email: 'list@example.org' });
    const phone = await signIn(staff, PHONE);
    clock.advance(5_000);
    const laptop = await signIn(staff, LAPTOP);
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(2);
    const [first, second] = list;
    expect(first).toMatchObject({ current: true, browser: 'Safari 17', os: 'macOS', device: 'desktop', address: expect.stringMatching(/127\.0\.0\.1/) });
    expect(second).toMatchObject({ current: false, browser: 'Chrome 126', os: 'Android', device: 'mobile' });
    expect(Date.parse(second.expires_at) - Date.parse(second.created_at)).toBe(24 * 60 * 60 * 1000);
    expect((await sessionsOf(phone)).find((s) => s.current)?.browser).toBe('Chrome 126');
  });

  it('moves "last seen" at most once a minute', async () => {
    const staff = await createStaff(ctx.app, { email: 'seen@example.org' });
    const token = await signIn(staff, PHONE);
    const lastSeen = () => ctx.app.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id)).get()!.lastSeenAt;
    const start = lastSeen();
    clock.advance(30_000);
    await me(token).expect(200);
    expect(lastSeen()).toBe(start);
    clock.advance(31_000);
    await me(token).expect(200);
    expect(Date.parse(lastSeen()) - Date.parse(start)).toBeGreaterThanOrEqual(61_000);
  });

  it('signs one session out: its very next request is refused, the others go on', async () => {
    const staff = await createStaff(ctx.app, { email: 'one@example.org' });
    const phone = await signIn(staff, PHONE);
    const laptop = await signIn(staff, LAPTOP);
    const phoneSession = (await sessionsOf(laptop)).find((s) => !s.current)!;
    const ended = await api().delete(`/api/auth/sessions/${phoneSession.id}`).set(bearer(laptop));
    expect(ended.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
    expect(await sessionsOf(laptop)).toHaveLength(1);

    // Someone else's session is not theirs to end, and an ended one is gone.
    const other = await signedInStaff(ctx.app);
    const theirs = (await sessionsOf(other.token))[0];
    expect((await api().delete(`/api/auth/sessions/${theirs.id}`).set(bearer(laptop))).status).toBe(404);
    expect((await me(other.token)).status).toBe(200);
    expect((await api().delete(`/api/auth/sessions/${phoneSession.id}`).set(bearer(laptop))).status).toBe(404);
  });

  it('signs every other session out, keeping this one', async () => {
    const staff = await createStaff(ctx.app, { email: 'others@example.org' });
    const a = await signIn(staff, PHONE);
    const b = await signIn(staff, PHONE);
    const here = await signIn(staff, LAPTOP);
    const res = await api().delete('/api/auth/sessions').set(bearer(here));
    expect(res.body.message).toBe('2 other sessions signed out');
    expect((await me(a)).status).toBe(401);
    expect((await me(b)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
  });

  it('ends at sign-out, and the signed-out token stays refused', async () => {
    const staff = await createStaff(ctx.app, { email: 'out@example.org' });
    const token = await signIn(staff, PHONE);
    await api().post('/api/auth/logout').set(bearer(token)).expect(200);
    expect((await me(token)).status).toBe(401);
    expect(ctx.app.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id)).all()).toEqual([]);
  });

  it('keeps the session that changes the password and ends every other', async () => {
    const staff = await createStaff(ctx.app, { email: 'change@example.org' });
    const other = await signIn(staff, PHONE);
    const here = await signIn(staff, LAPTOP);
    const hereId = (await sessionsOf(here)).find((s) => s.current)!.id;
    const res = await api().put('/api/auth/changepassword').set(bearer(here)).send({ currentPassword: staff.password, newPassword: 'new password 1', confirmPassword: 'new password 1' });
    expect(res.status).toBe(200);
    const next = res.body.data.token as string;
    expect((await me(other)).status).toBe(401);
    expect((await me(here)).status).toBe(401);
    const list = await sessionsOf(next);
    expect(list.map((s) => s.id)).toEqual([hereId]);
  });

  it("lets an administrator sign a teammate out everywhere, at once; their password still works", async () => {
    const admin = await signedInStaff(ctx.app, { name: 'Admin Everywhere' });
    const editor = await createStaff(ctx.app, { email: 'everywhere@example.org', name: 'Away Editor' });
    ctx.app.db.update(users).set({ role: 'editor' }).where(eq(users.id, editor.id)).run();
    const t1 = await signIn(editor, PHONE);
    const t2 = await signIn(editor, LAPTOP);
    expect((await api().delete(`/api/team/${admin.id}/sessions`).set(bearer(t1))).status).toBe(403);

    const res = await api().delete(`/api/team/${editor.id}/sessions`).set(admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Signed out everywhere (2 sessions)');
    expect((await me(t1)).status).toBe(401);
    expect((await me(t2)).status).toBe(401);
    expect(await signIn(editor, PHONE)).toEqual(expect.any(String));
    const entries = (await api().get('/api/audit').query({ action: 'session.revoke_all' }).set(admin.auth)).body.data;
    expect(entries[0]).toMatchObject({ actor: { id: admin.id }, target: { type: 'user', id: editor.id }, details: { sessions: 2 } });
  });

  it("the operator's revoke-sessions ends them on the running server's next request, rows included", async () => {
    const staff = await createStaff(ctx.app, { email: 'operator@example.org' });
    const token = await signIn(staff, PHONE);
    revokeSessions(ctx.app.db, staff.email);
    expect((await me(token)).status).toBe(401);
    expect(ctx.app.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id)).all()).toEqual([]);
  });

  it('lets in a token signed before sessions had rows once, as a session, until it is signed out', async () => {
    const staff = await createStaff(ctx.app, { email: 'legacy@example.org' });
    const legacy = ctx.app.jwt.sign({ sub: staff.id, tv: 0, jti: randomUUID() }, { expiresIn: 3600 });
    expect((await me(legacy)).status).toBe(200);
    const list = await sessionsOf(legacy);
    expect(list).toHaveLength(1);
    await api().delete(`/api/auth/sessions/${list[0].id}`).set(bearer(legacy)).expect(200);
    expect((await me(legacy)).status).toBe(401);
  });

  it('expires with its term, and the daily housekeeping prunes what expired', async () => {
    const staff = await createStaff(ctx.app, { email: 'prune@example.org' });
    const token = await signIn(staff, PHONE);
    const remembered = (await api().post('/api/auth/login').set('user-agent', LAPTOP).send({ email: staff.email, password: staff.password, remember: true })).body.data.token;
    clock.advance(25 * 60 * 60 * 1000);
    expect((await me(token)).status).toBe(401);
    expect((await me(remembered)).status).toBe(200);
    ctx.app.housekeeping.runNow();
    const rows = ctx.app.db.select().from(staffSessions).where(eq(staffSessions.userId, staff.id)).all();
    expect(rows).toHaveLength(1);
    expect(rows[0].userAgent).toBe(LAPTOP);
  });
});
