/**
 * The staff moderation list (GET /api/comments) and bulk delete (POST /api/comments/bulk-delete):
 * token required, every comment on every item (drafts and scheduled items included) with the
 * commenter's e-mail and the item's title, type and visibility, server-side paging, search and
 * filters; bulk delete is all-or-nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { inArray } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { comments } from '../../server/db/schema.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);

let published: string;
let draft: string;
let scheduled: string;
let video: string;
let tv: string;
let podcast: string;

/** Minutes after a fixed start, so "newest first" is known in advance. */
let minute = 0;
const at = () => new Date(Date.UTC(2026, 0, 1, 8, ++minute)).toISOString();

function addComment(itemId: string, fields: { name?: string; email?: string | null; content?: string } = {}): string {
  const id = randomUUID();
  ctx.app.db
    .insert(comments)
    .values({ id, itemId, name: fields.name ?? 'Reader', email: fields.email === undefined ? null : fields.email, content: fields.content ?? 'Nice.', createdAt: at() })
    .run();
  return id;
}

const list = (query: Record<string, string | number> = {}) => api().get('/api/comments').query(query).set(auth);
const total = async (query: Record<string, string | number> = {}) => (await list(query)).body.pagination.total as number;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
  const db = ctx.app.db;
  published = makeArticle(db, { title: 'Solar Schools of Kisumu' });
  draft = makeArticle(db, { title: 'Unfinished Draft Story', status: 'draft' });
  scheduled = makeArticle(db, { title: 'Coming Next Week', status: 'scheduled', publishDate: daysAgo(-7) });
  video = makeVideo(db, { title: 'Robotics Club Video' });
  tv = makeTvEpisode(db, { title: 'Pitch Perfect Finale' });
  podcast = makePodcastEpisode(db, { title: 'Founders Podcast Hour' });

  addComment(published, { name: 'Amina Okafor', email: 'amina@example.org', content: 'Loved the solar panels part.' });
  addComment(draft, { name: 'Spam Bot', email: 'bot@spam.example', content: 'Buy cheap watches' });
  addComment(scheduled, { name: 'Early Bird', content: 'First!' });
  addComment(video, { name: 'Kofi', email: 'KOFI.MENSAH@Example.com', content: 'Great robots' });
  addComment(tv, { name: 'Zanele', content: 'What a finale' });
  addComment(podcast, { name: 'Tunde', email: 'tunde@example.net', content: 'More founders please' });
});
afterAll(async () => ctx.close());

describe('GET /api/comments (staff)', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const headers of [{}, { authorization: 'Bearer garbage' }]) {
      const res = await api().get('/api/comments').set(headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false });
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('lists every comment newest first with e-mail and item fields, in the admin list shape', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.pagination).toEqual({ page: 1, limit: 20, total: 6, totalPages: 1 });
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Tunde', 'Zanele', 'Kofi', 'Early Bird', 'Spam Bot', 'Amina Okafor']);
    const amina = res.body.data.at(-1);
    expect(amina).toEqual({
      id: expect.any(String),
      item_id: published,
      item_type: 'article',
      item_title: 'Solar Schools of Kisumu',
      item_status: 'published',
      item_public: true,
      name: 'Amina Okafor',
      email: 'amina@example.org',
      content: 'Loved the solar panels part.',
      created_at: expect.stringMatching(/^2026-01-01T08:01:00/),
      status: 'approved',
      held_reason: null,
      author_rule: null,
      replies: [],
    });
    const zanele = res.body.data[1];
    expect(zanele).toMatchObject({ item_type: 'tvshow', item_title: 'Pitch Perfect Finale', email: null, item_public: true });
  });

  it('lists comments on a draft and on a scheduled item as not public', async () => {
    const { body } = await list();
    const byName = (name: string) => body.data.find((c: { name: string }) => c.name === name);
    expect(byName('Spam Bot')).toMatchObject({ item_id: draft, item_title: 'Unfinished Draft Story', item_status: 'draft', item_public: false });
    expect(byName('Early Bird')).toMatchObject({ item_id: scheduled, item_status: 'scheduled', item_public: false });
  });

  it('pages with the total', async () => {
    const first = await list({ limit: 4 });
    expect(first.body.pagination).toEqual({ page: 1, limit: 4, total: 6, totalPages: 2 });
    expect(first.body.data).toHaveLength(4);
    const second = await list({ limit: 4, page: 2 });
    expect(second.body.pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 });
    expect(second.body.data.map((c: { name: string }) => c.name)).toEqual(['Spam Bot', 'Amina Okafor']);
    const beyond = await list({ limit: 4, page: 3 });
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.pagination.total).toBe(6);
  });

  it('searches name, e-mail, text and item title without case, trimmed', async () => {
    const names = async (q: string) => (await list({ q })).body.data.map((c: { name: string }) => c.name);
    expect(await names('amina okafor')).toEqual(['Amina Okafor']);
    expect(await names('kofi.mensah@example')).toEqual(['Kofi']);
    expect(await names('SPAM.EXAMPLE')).toEqual(['Spam Bot']);
    expect(await names('CHEAP watches')).toEqual(['Spam Bot']);
    expect(await names('  kisumu  ')).toEqual(['Amina Okafor']);
    expect(await names('founders')).toEqual(['Tunde']);
    expect(await names('nobody-said-this')).toEqual([]);
    expect(await total({ q: 'example' })).toBe(4);
    // % and _ are literal characters, not wildcards.
    expect(await names('%')).toEqual([]);
    // Only spaces means no search.
    expect(await total({ q: '   ' })).toBe(6);
  });

  it('filters by content type and by item', async () => {
    expect((await list({ type: 'article' })).body.data.map((c: { name: string }) => c.name)).toEqual(['Early Bird', 'Spam Bot', 'Amina Okafor']);
    expect((await list({ type: 'video' })).body.data.map((c: { item_id: string }) => c.item_id)).toEqual([video]);
    expect((await list({ type: 'podcast' })).body.data.map((c: { item_type: string }) => c.item_type)).toEqual(['podcast']);
    expect((await list({ item_id: draft })).body.data.map((c: { name: string }) => c.name)).toEqual(['Spam Bot']);
    expect(await total({ type: 'article', q: 'first' })).toBe(1);
    expect(await total({ type: 'video', q: 'first' })).toBe(0);
    const unknown = await list({ item_id: randomUUID() });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ type: 'blog' }, 'type'],
    [{ item_id: 'not-a-uuid' }, 'item_id'],
    [{ q: 'x'.repeat(201) }, 'q'],
  ])('answers 400 with the field for %j', async (query, path) => {
    const res = await list(query as Record<string, string | number>);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('keeps the public comment calls free of e-mail addresses', async () => {
    const recent = await api().get('/api/comments/recent/all?limit=50');
    expect(recent.status).toBe(200);
    expect(JSON.stringify(recent.body)).not.toContain('@');
    const item = await api().get(`/api/comments/${published}?all=true`);
    expect(item.status).toBe(200);
    expect(JSON.stringify(item.body)).not.toContain('@');
  });
});

describe('POST /api/comments/bulk-delete (staff)', () => {
  const bulk = (body: unknown, headers: Record<string, string> = auth) => api().post('/api/comments/bulk-delete').set(headers).send(body as object);
  const remaining = (ids: string[]) => ctx.app.db.select({ id: comments.id }).from(comments).where(inArray(comments.id, ids)).all().length;

  it('answers 401 without a token and deletes nothing', async () => {
    const id = addComment(published, { name: 'Keep me' });
    const res = await api().post('/api/comments/bulk-delete').send({ ids: [id] });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(remaining([id])).toBe(1);
  });

  it('moves exactly the given comments to the trash and says how many', async () => {
    const a = addComment(published, { name: 'Spam A' });
    const b = addComment(draft, { name: 'Spam B' });
    const keep = addComment(published, { name: 'Keep C' });
    const before = await total();
    // An id that does not exist is not counted.
    const res = await bulk({ ids: [a, b, randomUUID()] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: '2 comments moved to the trash', data: { deleted: 2 } });
    expect(remaining([a, b])).toBe(0);
    expect(remaining([keep])).toBe(1);
    expect(await total()).toBe(before - 2);
  });

  it('refuses a malformed id with 400 and deletes nothing', async () => {
    const a = addComment(published, { name: 'Spam D' });
    const res = await bulk({ ids: [a, 'not-a-uuid'] });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors[0].path).toMatch(/^ids/);
    expect(remaining([a])).toBe(1);
  });

  it.each([[{}], [{ ids: [] }], [{ ids: 'abc' }], [{ ids: Array.from({ length: 101 }, () => randomUUID()) }]])('refuses %# with 400', async (body) => {
    const res = await bulk(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
