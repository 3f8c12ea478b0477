/**
 * Likes: one per visitor (X-Visitor-Id), exact under concurrency, never below 0, any public item.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { fromIp } from '../helpers/http.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';

let ctx: TestContext;
const api = () => request(ctx.app.server);
const visitor = () => ({ 'x-visitor-id': randomUUID() });
let article: string;
let draft: string;

beforeAll(async () => {
  ctx = await createTestApp();
  article = makeArticle(ctx.app.db, { title: 'Likeable' });
  draft = makeArticle(ctx.app.db, { title: 'Not yet', status: 'draft' });
});
afterAll(async () => ctx.close());

describe('increment and decrement', () => {
  it('answers {success, likeCount} and counts each visitor once', async () => {
    const id = makeArticle(ctx.app.db);
    const me = visitor();
    const first = await api().post(`/api/likes/${id}/increment`).set(me);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, likeCount: 1, data: { likeCount: 1, liked: true } });
    for (let i = 0; i < 3; i++) expect((await api().post(`/api/likes/${id}/increment`).set(me)).body.likeCount).toBe(1);
    expect((await api().post(`/api/likes/${id}/increment`).set(visitor())).body.likeCount).toBe(2);
    const state = await api().get(`/api/likes/${id}`).set(me);
    expect(state.body).toEqual({ success: true, data: { likeCount: 2, liked: true } });
    expect((await api().get(`/api/likes/${id}`)).body.data).toEqual({ likeCount: 2, liked: false });
  });

  it('200 concurrent increments from 200 visitors count exactly 200', async () => {
    const id = makeArticle(ctx.app.db);
    // From 10 addresses: one address adds at most 30 new likes to an item per hour (engagement-limits.test.ts).
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => api().post(`/api/likes/${id}/increment`).agent(fromIp(`198.51.100.${i % 10}`)).set(visitor())),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(Math.max(...results.map((r) => r.body.likeCount))).toBe(200);
    expect((await api().get(`/api/likes/${id}`)).body.data.likeCount).toBe(200);
  });

  it('200 concurrent increments from one visitor count once', async () => {
    const id = makeArticle(ctx.app.db);
    const me = visitor();
    await Promise.all(Array.from({ length: 200 }, () => api().post(`/api/likes/${id}/increment`).set(me)));
    expect((await api().get(`/api/likes/${id}`)).body.data.likeCount).toBe(1);
  });

  it('decrement removes only the caller’s own like and never goes below 0', async () => {
    const id = makeArticle(ctx.app.db);
    const me = visitor();
    const other = visitor();
    await api().post(`/api/likes/${id}/increment`).set(other);
    // I never liked it: my decrement changes nothing.
    expect((await api().post(`/api/likes/${id}/decrement`).set(me)).body.likeCount).toBe(1);
    await api().post(`/api/likes/${id}/increment`).set(me);
    const down = await api().post(`/api/likes/${id}/decrement`).set(me);
    expect(down.body).toMatchObject({ success: true, likeCount: 1, data: { liked: false } });
    await api().post(`/api/likes/${id}/decrement`).set(other);
    const floor = await Promise.all(Array.from({ length: 20 }, () => api().post(`/api/likes/${id}/decrement`).set(visitor())));
    expect(floor.every((r) => r.body.likeCount === 0)).toBe(true);
    expect((await api().get(`/api/likes/${id}`)).body.data.likeCount).toBe(0);
  });

  it('works for videos, TV episodes and podcast episodes', async () => {
    const db = ctx.app.db;
    for (const id of [makeVideo(db), makeTvEpisode(db), makePodcastEpisode(db)]) {
      const res = await api().post(`/api/likes/${id}/increment`).set(visitor());
      expect(res.status).toBe(200);
      expect(res.body.likeCount).toBe(1);
    }
  });
});

describe('refusals', () => {
  it.each([
    ['missing', undefined],
    ['not a UUID', 'visitor-1'],
    ['empty', ''],
  ])('needs a valid X-Visitor-Id (%s)', async (_label, value) => {
    const req = api().post(`/api/likes/${article}/increment`);
    const res = await (value === undefined ? req : req.set('x-visitor-id', value));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'A valid X-Visitor-Id header is required' });
  });

  it('answers 404 for unknown, malformed and non-public ids', async () => {
    for (const id of [randomUUID(), 'nope', draft]) {
      for (const call of [
        api().post(`/api/likes/${id}/increment`).set(visitor()),
        api().post(`/api/likes/${id}/decrement`).set(visitor()),
        api().get(`/api/likes/${id}`),
      ]) {
        const res = await call;
        expect(res.status, id).toBe(404);
        expect(res.body).toEqual({ success: false, message: 'Item not found' });
      }
    }
  });

  it('a malformed visitor id on a read is simply "not liked"', async () => {
    const res = await api().get(`/api/likes/${article}`).set('x-visitor-id', 'garbage');
    expect(res.status).toBe(200);
    expect(res.body.data.liked).toBe(false);
  });
});

describe('GET /api/likes/most-liked/articles', () => {
  it('lists liked public articles, most liked first, with likeCount', async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.app.db;
      const top = makeArticle(db, { title: 'Top', publishDate: daysAgo(3) });
      const next = makeArticle(db, { title: 'Next', publishDate: daysAgo(2) });
      makeArticle(db, { title: 'Unliked' });
      const hidden = makeArticle(db, { title: 'Draft liked', status: 'draft' });
      const video = makeVideo(db);
      const like = (id: string) => request(fresh.app.server).post(`/api/likes/${id}/increment`).set(visitor());
      for (let i = 0; i < 3; i++) await like(top);
      await like(next);
      for (let i = 0; i < 5; i++) await like(video);
      // A like recorded before the article went back to draft must not surface it.
      fresh.app.db.$client.prepare('INSERT INTO likes (item_id, visitor_id) VALUES (?, ?)').run(hidden, randomUUID());

      const res = await request(fresh.app.server).get('/api/likes/most-liked/articles');
      expect(res.status).toBe(200);
      expect(res.body.data.map((a: { title: string; likeCount: number }) => [a.title, a.likeCount])).toEqual([
        ['Top', 3],
        ['Next', 1],
      ]);
      expect(res.body.data[0]).not.toHaveProperty('content');
      const one = await request(fresh.app.server).get('/api/likes/most-liked/articles?limit=1');
      expect(one.body.data).toHaveLength(1);
      expect((await request(fresh.app.server).get('/api/likes/most-liked/articles?limit=500')).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});
