/**
 * Comments: validation with the spec's messages, newest first with pages, counts, staff deletion,
 * recent comments across items, write limits, and commenters' e-mail never leaving the server.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { fromIp } from '../helpers/http.ts';
import { makeArticle, makePodcastEpisode, makeVideo } from '../helpers/content.ts';
import { comments } from '../../server/db/schema.ts';
import { COMMENTS_PER_ITEM } from '../../server/modules/comments/service.ts';
import { setSiteMode } from '../../server/modules/comments/moderation.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);
let ip = 0;
/** Each call from its own address, so the write limits of one test never touch another's. */
const post = (id: string, payload: unknown, remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`) =>
  api().post(`/api/comments/${id}`).agent(fromIp(remoteAddress)).send(payload as object);

let article: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
  // Comments go live at once here: holding them for review is tests/server/comment-moderation.test.ts.
  setSiteMode(ctx.app.db, 'live');
  article = makeArticle(ctx.app.db, { title: 'Commented article' });
});
afterAll(async () => ctx.close());

describe('POST /api/comments/{id}', () => {
  it('stores a trimmed comment and answers it without the e-mail', async () => {
    const res = await post(article, { name: '  Amina  ', email: ' Amina@Example.org ', content: '  Great read!  ' });
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ item_id: article, name: 'Amina', content: 'Great read!' });
    expect(JSON.stringify(body)).not.toContain('xample.org');
    const row = ctx.app.db.select().from(comments).where(eq(comments.id, body.data.id)).get()!;
    expect(row.email).toBe('amina@example.org');
  });

  it('stores the text as plain text, unchanged', async () => {
    const text = '<script>alert(1)</script> & <b>bold</b>';
    const res = await post(article, { name: 'X', content: text });
    expect(res.body.data.content).toBe(text);
  });

  it.each([
    [{ content: 'Hello' }, 'Name is required'],
    [{ name: '   ', content: 'Hello' }, 'Name is required'],
    [{ name: 'N'.repeat(81), content: 'Hello' }, 'Name must be at most 80 characters'],
    [{ name: 'Amina' }, 'Comment is required'],
    [{ name: 'Amina', content: ' \n\t ' }, 'Comment is required'],
    [{ name: 'Amina', content: 'c'.repeat(2001) }, 'Comment must be at most 2000 characters'],
    [{ name: 'Amina', content: ' ! ' }, 'Comment must be at least 2 characters'],
    [{ name: 'Amina', email: 'not-an-email', content: 'Hello' }, 'Please enter a valid email address'],
    [{ name: 'Amina', email: 'a@b', content: 'Hello' }, 'Please enter a valid email address'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await post(article, payload);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ msg: message }));
  });

  it('accepts the limits exactly, and an empty e-mail as none', async () => {
    const res = await post(article, { name: 'N'.repeat(80), email: '', content: 'c'.repeat(2000) });
    expect(res.status).toBe(201);
  });

  it('takes two characters as a comment, counted as a reader counts them (an emoji is one)', async () => {
    expect((await post(article, { name: 'Amina', content: 'ok' })).status).toBe(201);
    expect((await post(article, { name: 'Amina', content: '👍' })).status).toBe(400);
    expect((await post(article, { name: 'Amina', content: '👍👍' })).status).toBe(201);
  });

  it('refuses a comment whose spam trap is filled in, and stores nothing', async () => {
    const before = ctx.app.db.select().from(comments).where(eq(comments.itemId, article)).all().length;
    const res = await post(article, { name: 'Bot', content: 'Buy cheap watches', website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Your comment could not be posted.' });
    expect(ctx.app.db.select().from(comments).where(eq(comments.itemId, article)).all()).toHaveLength(before);
    // People leave it empty (or the form sends it blank).
    expect((await post(article, { name: 'Amina', content: 'A real reader', website: '' })).status).toBe(201);
  });

  it('lists every problem at once', async () => {
    const res = await post(article, { email: 'bad' });
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(['name', 'email', 'content']);
  });

  it('refuses malformed bodies with a 400, never a 500', async () => {
    for (const payload of [[], 'text', { name: { a: 1 }, content: 'x' }, { name: 'A', content: { text: 'x' } }]) {
      const res = await api().post(`/api/comments/${article}`).set('content-type', 'application/json').send(JSON.stringify(payload));
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    const broken = await api().post(`/api/comments/${article}`).set('content-type', 'application/json').send('{"name":');
    expect(broken.status).toBe(400);
  });

  it('answers 404 for unknown, malformed and unpublished items', async () => {
    const draft = makeArticle(ctx.app.db, { status: 'draft' });
    for (const id of [randomUUID(), 'abc', draft]) {
      const res = await post(id, { name: 'A', content: 'Hello' });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Item not found');
    }
  });

  it('answers 403 when comments are disabled on the item', async () => {
    const closed = makeVideo(ctx.app.db, { allowComments: false });
    const res = await post(closed, { name: 'A', content: 'Hello' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Comments are disabled for this item');
  });

  it('limits accepted comments per address with a clear 429, but never counts refused ones', async () => {
    const item = makePodcastEpisode(ctx.app.db);
    const from = '192.0.2.77';
    for (let i = 0; i < 15; i++) expect((await post(item, { name: 'A' }, from)).status).toBe(400);
    for (let i = 0; i < COMMENTS_PER_ITEM; i++) expect((await post(item, { name: 'A', content: `c${i}` }, from)).status).toBe(201);
    const limited = await post(item, { name: 'A', content: 'one more' }, from);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: expect.stringMatching(/Too many comments.*wait \d+ minutes/) });
    // Another address is not affected.
    expect((await post(item, { name: 'B', content: 'hi' }, '192.0.2.78')).status).toBe(201);
  });
});

describe('reading comments', () => {
  let item: string;
  beforeAll(async () => {
    item = makeArticle(ctx.app.db, { title: 'Discussed' });
    for (let i = 1; i <= 5; i++) expect((await post(item, { name: `Reader ${i}`, email: `r${i}@example.org`, content: `Comment ${i}` })).status).toBe(201);
  });

  it('GET /{id}: newest first, 3 by default, with the total', async () => {
    const res = await api().get(`/api/comments/${item}`);
    expect(res.status).toBe(200);
    expect(res.body.data.comments.map((c: { content: string }) => c.content)).toEqual(['Comment 5', 'Comment 4', 'Comment 3']);
    expect(res.body.data.totalComments).toBe(5);
    expect(Object.keys(res.body.data.comments[0]).sort()).toEqual(['content', 'created_at', 'id', 'is_staff', 'item_id', 'name', 'replies']);
  });

  it('pages with limit and page; all=true returns every comment', async () => {
    const page2 = await api().get(`/api/comments/${item}?limit=3&page=2&all=false`);
    expect(page2.body.data.comments.map((c: { content: string }) => c.content)).toEqual(['Comment 2', 'Comment 1']);
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 3, total: 5, totalPages: 2 });
    const all = await api().get(`/api/comments/${item}?limit=3&page=1&all=true`);
    expect(all.body.data.comments).toHaveLength(5);
    expect(all.body.data.totalComments).toBe(5);
  });

  it('GET /{id}/count', async () => {
    const res = await api().get(`/api/comments/${item}/count`);
    expect(res.body).toEqual({ success: true, data: { count: 5 } });
    expect((await api().get(`/api/comments/${randomUUID()}/count`)).status).toBe(404);
  });

  it('refuses a bad limit or page with 400 and an unknown item with 404', async () => {
    expect((await api().get(`/api/comments/${item}?limit=101`)).status).toBe(400);
    expect((await api().get(`/api/comments/${item}?page=0`)).status).toBe(400);
    expect((await api().get(`/api/comments/${item}?all=perhaps`)).status).toBe(400);
    expect((await api().get(`/api/comments/${randomUUID()}`)).status).toBe(404);
    expect((await api().get('/api/comments/not-a-uuid')).status).toBe(404);
  });

  it('GET /recent/all: latest comments on public items with the item title and type, no e-mail', async () => {
    const video = makeVideo(ctx.app.db, { title: 'Watched video' });
    await post(video, { name: 'Viewer', email: 'viewer@example.org', content: 'Loved it' });
    const res = await request(ctx.app.server).get('/api/comments/recent/all?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ item_id: video, item_type: 'video', item_title: 'Watched video', name: 'Viewer', content: 'Loved it' });
    expect(res.body.data[1]).toMatchObject({ item_type: 'article' });
    const everything = await api().get('/api/comments/recent/all?limit=100');
    expect(JSON.stringify(everything.body)).not.toMatch(/example\.org/);
  });

  it('recent comments skip items that are no longer public', async () => {
    const hidden = makeArticle(ctx.app.db, { title: 'Soon hidden' });
    await post(hidden, { name: 'Early', content: 'First!' });
    ctx.app.db.$client.prepare("UPDATE articles SET status = 'draft' WHERE id = ?").run(hidden);
    const res = await api().get('/api/comments/recent/all?limit=100');
    expect(res.body.data.map((c: { item_id: string }) => c.item_id)).not.toContain(hidden);
  });

  it('the e-mail never appears in any public answer', async () => {
    for (const path of [`/api/comments/${item}?all=true`, `/api/comments/${item}`, '/api/comments/recent/all']) {
      const res = await api().get(path);
      expect(JSON.stringify(res.body), path).not.toMatch(/@example\.org|email/);
    }
  });
});

describe('DELETE /api/comments/comment/{commentId}', () => {
  it('needs a staff token', async () => {
    const created = (await post(article, { name: 'A', content: 'Delete me' })).body.data;
    const res = await api().delete(`/api/comments/comment/${created.id}`);
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect((await api().delete(`/api/comments/comment/${created.id}`).set('authorization', 'Bearer nope')).status).toBe(401);
  });

  it('moves to the trash for staff; unknown or malformed ids are 404', async () => {
    const created = (await post(article, { name: 'A', content: 'Delete me too' })).body.data;
    const res = await api().delete(`/api/comments/comment/${created.id}`).set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Comment moved to the trash', data: { type: 'comments', id: created.id, title: 'A: Delete me too' } });
    expect(ctx.app.db.select().from(comments).where(eq(comments.id, created.id)).get()).toBeUndefined();
    expect((await api().delete(`/api/comments/comment/${created.id}`).set(auth)).status).toBe(404);
    expect((await api().delete('/api/comments/comment/xyz').set(auth)).status).toBe(404);
  });
});
