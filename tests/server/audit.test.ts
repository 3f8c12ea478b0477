/**
 * The audit trail: every staff action that changes something leaves one entry saying who, when,
 * from where (address and browser) and what, read back through GET /api/audit as an administrator
 * would; the list filters and pages, the CSV export carries the same entries, nobody but the yearly
 * pruning removes an entry, and nothing edits one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle, makeVideo } from '../helpers/content.ts';
import { makePng } from '../helpers/images.ts';
import { users } from '../../server/db/schema.ts';
import type { AuditEntry } from '../../shared/api/audit.ts';
import { AUDIT_ACTIONS } from '../../shared/audit.ts';

const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';
const clock = testClock();
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let editor: Awaited<ReturnType<typeof signedInStaff>>;

const api = () => request(ctx.app.server);
/** A request as a browser would send it: with its User-Agent. */
const as = (req: request.Test, who?: { auth: Record<string, string> }) => (who ? req.set(who.auth) : req).set('user-agent', AGENT);

/** The newest entries, as the administrator's Audit log screen reads them. */
async function entries(query: Record<string, string | number> = {}): Promise<AuditEntry[]> {
  const res = await api().get('/api/audit').query({ limit: 100, ...query }).set(admin.auth);
  expect(res.status).toBe(200);
  return res.body.data as AuditEntry[];
}

async function newest(): Promise<AuditEntry> {
  return (await entries({ limit: 1 }))[0];
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  admin = await signedInStaff(ctx.app, { name: 'Ada Admin', email: 'ada@example.org' });
  editor = await signedInStaff(ctx.app, { name: 'Eddie Editor', email: 'eddie@example.org' });
  ctx.app.db.update(users).set({ role: 'editor' }).where(eq(users.id, editor.id)).run();
});
afterAll(async () => ctx.close());

interface Case {
  action: keyof typeof AUDIT_ACTIONS;
  /** Does the action; answers the target id the entry must name (if any). */
  run: () => Promise<string | undefined | void>;
  /** Who the entry names: the editor unless told (null: nobody proved who they are). */
  actor?: 'editor' | 'admin' | null;
  targetType?: string;
}

const cases: Case[] = [
  {
    action: 'session.sign_in',
    run: async () => {
      expect((await as(api().post('/api/auth/login')).send({ email: editor.email, password: editor.password })).status).toBe(200);
      return editor.id;
    },
    targetType: 'user',
  },
  {
    action: 'session.sign_in_failed',
    run: async () => {
      expect((await as(api().post('/api/auth/login')).send({ email: editor.email, password: 'wrong password' })).status).toBe(401);
      return editor.id;
    },
    actor: null,
    targetType: 'user',
  },
  {
    action: 'session.sign_out',
    run: async () => {
      const token = ctx.app.issueToken({ id: editor.id, tokenVersion: 0 });
      expect((await as(api().post('/api/auth/logout')).set({ authorization: `Bearer ${token}` })).status).toBe(200);
    },
  },
  {
    action: 'session.revoke',
    run: async () => {
      const other = ctx.app.issueToken({ id: editor.id, tokenVersion: 0 }, false, { origin: { address: '10.0.0.9', userAgent: 'Old phone' } });
      const id = (ctx.app.jwt.decode(other) as { jti: string }).jti;
      expect((await as(api().delete(`/api/auth/sessions/${id}`), editor)).status).toBe(200);
      return id;
    },
    targetType: 'session',
  },
  {
    action: 'password.change',
    run: async () => {
      const res = await as(api().put('/api/auth/changepassword'), editor).send({ currentPassword: editor.password, newPassword: 'changed password', confirmPassword: 'changed password' });
      expect(res.status).toBe(200);
      editor.password = 'changed password';
      editor.auth = { authorization: `Bearer ${res.body.data.token}` };
      return editor.id;
    },
    targetType: 'user',
  },
  {
    action: 'profile.update',
    run: async () => {
      const res = await as(api().put('/api/auth/updateprofile'), editor).send({ name: 'Eddie Editor', email: editor.email, bio: 'Writes about schools' });
      expect(res.status).toBe(200);
      return editor.id;
    },
    targetType: 'user',
  },
  {
    action: 'content.create',
    run: async () => {
      const res = await as(api().post('/api/articles'), editor).send({
        title: 'Solar schools',
        excerpt: 'How panels keep classes going',
        content: 'Panels on the roof.',
        author: 'Eddie',
        featured_image: '/media/seed/placeholder.jpg',
        status: 'draft',
      });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    },
    targetType: 'article',
  },
  {
    action: 'content.publish',
    run: async () => {
      const id = makeArticle(ctx.app.db, { status: 'draft' });
      expect((await as(api().put(`/api/articles/${id}`), editor).send({ status: 'published' })).status).toBe(200);
      return id;
    },
    targetType: 'article',
  },
  {
    action: 'content.schedule',
    run: async () => {
      const id = makeVideo(ctx.app.db, { status: 'draft' });
      const res = await as(api().put(`/api/videos/${id}`), editor).send({ status: 'scheduled', upload_date: new Date(clock() + 86_400_000).toISOString() });
      expect(res.status).toBe(200);
      return id;
    },
    targetType: 'video',
  },
  {
    action: 'content.unpublish',
    run: async () => {
      const id = makeVideo(ctx.app.db);
      expect((await as(api().put(`/api/videos/${id}`), editor).send({ status: 'draft' })).status).toBe(200);
      return id;
    },
    targetType: 'video',
  },
  {
    action: 'content.update',
    run: async () => {
      const id = makeArticle(ctx.app.db);
      expect((await as(api().put(`/api/articles/${id}`), editor).send({ title: 'A better title' })).status).toBe(200);
      return id;
    },
    targetType: 'article',
  },
  {
    action: 'content.delete',
    run: async () => {
      const id = makeVideo(ctx.app.db);
      expect((await as(api().delete(`/api/videos/${id}`), editor)).status).toBe(200);
      return id;
    },
    targetType: 'video',
  },
  {
    action: 'curation.main_set',
    run: async () => {
      const id = makeArticle(ctx.app.db);
      expect((await as(api().put(`/api/articles/${id}/set-main`), editor).send({ position: 'main' })).status).toBe(200);
      return id;
    },
    targetType: 'article',
  },
  {
    action: 'curation.main_swap',
    run: async () => {
      const id = makeArticle(ctx.app.db);
      expect((await as(api().put(`/api/articles/${id}/set-main`), editor).send({ position: 'second' })).status).toBe(200);
      expect((await as(api().put('/api/articles/main-articles/swap'), editor)).status).toBe(200);
    },
  },
  {
    action: 'curation.main_remove',
    run: async () => {
      const id = makeArticle(ctx.app.db);
      expect((await as(api().put(`/api/articles/${id}/set-main`), editor).send({ position: 'main' })).status).toBe(200);
      expect((await as(api().put(`/api/articles/${id}/remove-main`), editor)).status).toBe(200);
      return id;
    },
    targetType: 'article',
  },
  {
    action: 'curation.featured_order',
    run: async () => {
      const a = makeArticle(ctx.app.db, { featured: true });
      const b = makeArticle(ctx.app.db, { featured: true });
      expect((await as(api().put('/api/articles/featured/order'), editor).send({ ids: [b, a] })).status).toBe(200);
    },
  },
  {
    action: 'media.upload',
    run: async () => {
      const res = await as(api().post('/api/media'), editor).attach('file', makePng(40, 30), 'classroom.png');
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    },
    targetType: 'media',
  },
  {
    action: 'media.delete',
    run: async () => {
      const up = await as(api().post('/api/media'), editor).attach('file', makePng(40, 30), 'old.png');
      expect((await as(api().delete(`/api/media/${up.body.data.id}`), editor)).status).toBe(200);
      return up.body.data.id as string;
    },
    targetType: 'media',
  },
  {
    action: 'comment.delete',
    run: async () => {
      const article = makeArticle(ctx.app.db);
      const posted = await api().post(`/api/comments/${article}`).send({ name: 'Reader', content: 'Great piece' });
      expect(posted.status).toBe(201);
      const id = posted.body.data.id as string;
      expect((await as(api().delete(`/api/comments/comment/${id}`), editor)).status).toBe(200);
      return id;
    },
    targetType: 'comment',
  },
  {
    action: 'comment.moderate',
    run: async () => {
      const article = makeArticle(ctx.app.db);
      const posted = await api().post(`/api/comments/${article}`).send({ name: 'Reader', content: 'Buy cheap watches' });
      const id = posted.body.data.id as string;
      expect((await as(api().post('/api/comments/moderate'), editor).send({ ids: [id], action: 'spam' })).status).toBe(200);
      return id;
    },
    targetType: 'comment',
  },
  {
    action: 'comment.settings',
    run: async () => {
      expect((await as(api().put('/api/comments/settings'), editor).send({ blocked_words: ['casino'] })).status).toBe(200);
    },
  },
  {
    action: 'site.export',
    actor: 'admin',
    run: async () => {
      expect((await as(api().post('/api/transfer/export/link'), admin)).status).toBe(200);
    },
  },
  {
    action: 'subscriber.export',
    run: async () => {
      expect((await as(api().get('/api/newsletter/subscribers/export'), editor)).status).toBe(200);
    },
  },
  {
    action: 'team.invite',
    actor: 'admin',
    run: async () => {
      const res = await as(api().post('/api/team'), admin).send({ name: 'New Writer', email: 'writer@example.org', role: 'editor' });
      expect(res.status).toBe(201);
      return res.body.data.id as string;
    },
    targetType: 'user',
  },
  {
    action: 'team.role_change',
    actor: 'admin',
    run: async () => {
      const invited = await as(api().post('/api/team'), admin).send({ name: 'Role Change', email: 'role@example.org' });
      expect((await as(api().put(`/api/team/${invited.body.data.id}`), admin).send({ role: 'admin' })).status).toBe(200);
      return invited.body.data.id as string;
    },
    targetType: 'user',
  },
  {
    action: 'team.remove',
    actor: 'admin',
    run: async () => {
      const invited = await as(api().post('/api/team'), admin).send({ name: 'Short Stay', email: 'short@example.org' });
      expect((await as(api().delete(`/api/team/${invited.body.data.id}?confirm=short@example.org`), admin)).status).toBe(200);
      return invited.body.data.id as string;
    },
    targetType: 'user',
  },
  {
    action: 'password.reset_requested',
    actor: null,
    run: async () => {
      expect((await as(api().post('/api/auth/forgotpassword')).send({ email: editor.email })).status).toBe(200);
      return editor.id;
    },
    targetType: 'user',
  },
];

describe('audit trail', () => {
  it.each(cases)('records $action with who, when, from where and what', async ({ action, run, actor = 'editor', targetType }) => {
    const before = clock();
    const target = await run();
    const entry = (await entries({ action })).find((e) => e.action === action);
    expect(entry, `no ${action} entry`).toBeDefined();
    expect(entry!.action_label).toBe(AUDIT_ACTIONS[action]);
    expect(new Date(entry!.at).getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(entry!.address).toMatch(/127\.0\.0\.1/);
    expect(entry!.user_agent).toBe(AGENT);
    const who = actor === 'editor' ? editor : actor === 'admin' ? admin : null;
    expect(entry!.actor?.id ?? null).toBe(who?.id ?? null);
    if (who) expect(entry!.actor?.email).toBe(who.email);
    if (targetType) expect(entry!.target?.type).toBe(targetType);
    if (target) expect(entry!.target?.id).toBe(target);
  });

  it('says what changed in an edit, and names the item as it was titled', async () => {
    const id = makeArticle(ctx.app.db, { title: 'Girls in code' });
    await as(api().put(`/api/articles/${id}`), editor).send({ excerpt: 'A new summary', tags: 'code, girls' }).expect(200);
    const entry = (await entries({ target: id }))[0];
    expect(entry).toMatchObject({ action: 'content.update', target: { type: 'article', id, title: 'Girls in code' } });
    expect((entry.details.changed as string[]).sort()).toEqual(['excerpt', 'tags']);
  });

  it('records the site settings and every category change, naming the category', async () => {
    await as(api().put('/api/site'), admin).send({ contact_phone: '+250 788 000 111' }).expect(200);
    expect(await newest()).toMatchObject({ action: 'settings.update', target: { type: 'settings', id: 'site' }, details: { fields: ['contact_phone'] } });
    const added = await as(api().post('/api/categories'), admin).send({ name: 'Audit Desk' }).expect(201);
    await as(api().put(`/api/categories/${added.body.data.id}`), admin).send({ name: 'Audit Corner' }).expect(200);
    const changes = (await entries({ target: `category:${added.body.data.id}` })).map((e) => [e.details.change, e.target?.title]);
    expect(changes).toEqual([
      ['renamed', 'Category Audit Corner'],
      ['added', 'Category Audit Desk'],
    ]);
  });

  it('records nothing for a refused change', async () => {
    const count = (await api().get('/api/audit').set(admin.auth)).body.pagination.total as number;
    await as(api().put('/api/articles/00000000-0000-4000-8000-000000000000'), editor).send({ title: 'x' }).expect(404);
    await as(api().post('/api/team'), editor).send({ name: 'x', email: 'x@example.org' }).expect(403);
    expect((await api().get('/api/audit').set(admin.auth)).body.pagination.total).toBe(count);
  });

  it('is for administrators only', async () => {
    expect((await api().get('/api/audit').set(editor.auth)).status).toBe(403);
    expect((await api().get('/api/audit/export').set(editor.auth)).status).toBe(403);
    expect((await api().get('/api/audit')).status).toBe(401);
  });

  it('filters by who, action group, target and dates, newest first, a page at a time', async () => {
    const byEditor = await entries({ actor: 'eddie' });
    expect(byEditor.length).toBeGreaterThan(5);
    expect(byEditor.every((e) => e.actor?.id === editor.id)).toBe(true);
    const times = byEditor.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());

    const content = await entries({ action: 'content' });
    expect(new Set(content.map((e) => e.action))).toEqual(
      new Set(['content.create', 'content.publish', 'content.schedule', 'content.unpublish', 'content.update', 'content.delete']),
    );
    expect((await entries({ target_type: 'media' })).every((e) => e.target?.type === 'media')).toBe(true);

    const page1 = await api().get('/api/audit').query({ limit: 2, page: 1 }).set(admin.auth);
    const page2 = await api().get('/api/audit').query({ limit: 2, page: 2 }).set(admin.auth);
    expect(page1.body.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(page1.body.pagination.total).toBeGreaterThan(4);
    expect(page2.body.data[0].id).not.toBe(page1.body.data[0].id);
    expect(page2.body.data[0].at <= page1.body.data[1].at).toBe(true);

    const today = new Date(clock()).toISOString().slice(0, 10);
    const tomorrow = new Date(clock() + 86_400_000).toISOString().slice(0, 10);
    expect((await entries({ from: today, to: today })).length).toBeGreaterThan(0);
    expect(await entries({ from: tomorrow })).toEqual([]);
  });

  it('refuses an unreadable date or an unknown action with a 400 naming the field', async () => {
    const bad = await api().get('/api/audit').query({ from: 'last tuesday', action: 'content.explode' }).set(admin.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['action', 'from']);
  });

  it('exports the filtered entries as CSV, newest first, and records the export', async () => {
    const res = await api().get('/api/audit/export').query({ actor: 'eddie' }).set(admin.auth).buffer(true).parse((r, done) => {
      let text = '';
      r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      r.on('end', () => done(null, text));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (res.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,actor,actor_email,action,description,target_type,target_id,target,address,user_agent,details');
    const listed = await entries({ actor: 'eddie' });
    expect(lines.length - 1).toBe(listed.length);
    expect(lines[1].startsWith(`${listed[0].at},Eddie Editor,eddie@example.org,${listed[0].action},`)).toBe(true);
    expect((await newest()).action).toBe('audit.export');
  });

  it('keeps a formula out of a spreadsheet cell', async () => {
    const id = makeArticle(ctx.app.db, { title: '=HYPERLINK("http://evil.example")' });
    await as(api().delete(`/api/articles/${id}`), editor).expect(200);
    const res = await api().get('/api/audit/export').query({ target: id }).set(admin.auth).buffer(true).parse((r, done) => {
      let text = '';
      r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      r.on('end', () => done(null, text));
    });
    expect(res.body as string).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('refuses to change or delete an entry, even straight in SQL', () => {
    const db = ctx.app.db.$client;
    expect(() => db.prepare("update audit_log set action = 'content.update'").run()).toThrow(/append-only/);
    expect(() => db.prepare('delete from audit_log').run()).toThrow(/append-only/);
    expect(db.prepare('select count(*) as n from audit_log').get()).toMatchObject({ n: expect.any(Number) });
    expect((db.prepare('select count(*) as n from audit_log').get() as { n: number }).n).toBeGreaterThan(10);
  });

  it('prunes entries once they are a year old, in the daily housekeeping, and keeps the rest', async () => {
    const total = async () => (await api().get('/api/audit').set(admin.auth)).body.pagination.total as number;
    const before = await total();
    clock.advance(200 * 86_400_000);
    await as(api().post('/api/auth/login')).send({ email: editor.email, password: editor.password }).expect(200);
    clock.advance(170 * 86_400_000); // the first entries are now 370 days old, the sign-in 170
    ctx.app.housekeeping.runNow();
    // The administrator's session of a year ago has long expired: a fresh one reads what is left.
    admin.auth = { authorization: `Bearer ${ctx.app.issueToken({ id: admin.id, tokenVersion: 0 })}` };
    const left = await entries();
    expect(left.length).toBe(1);
    expect(left[0].action).toBe('session.sign_in');
    expect(before).toBeGreaterThan(10);
    expect(ctx.app.db.$client.prepare('select count(*) as n from audit_log_prune').get()).toEqual({ n: 0 });
    expect(ctx.app.db.get<{ n: number }>(sql`select count(*) as n from audit_log`).n).toBe(1);
  });
});
