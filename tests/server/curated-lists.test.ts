/** Editor's pick (at most 4), featured and trending lists of the back office. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle } from '../helpers/content.ts';
import { articles, dailyViews } from '../../server/db/schema.ts';

let ctx: TestContext;
let auth: { authorization: string };
const api = () => request(ctx.app.server);

beforeEach(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterEach(async () => ctx.close());

const FULL = "Editor's Pick is full: remove an article first (4 of 4 slots used)";
const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Pick me',
  excerpt: 'e',
  content: 'c',
  author: 'a',
  featured_image: 'https://img.example.org/x.jpg',
  ...overrides,
});
const picks = () => ctx.app.db.select().from(articles).where(eq(articles.editorsPick, true)).all().length;

describe("editor's pick", () => {
  it('holds four; a fifth by PUT is refused with 409 and nothing changes', async () => {
    const ids = Array.from({ length: 5 }, () => makeArticle(ctx.app.db));
    for (const id of ids.slice(0, 4)) {
      const res = await api().put(`/api/articles/${id}`).set(auth).send({ editors_pick: true });
      expect(res.status).toBe(200);
      expect(res.body.data.editors_pick).toBe(true);
    }
    const fifth = await api().put(`/api/articles/${ids[4]}`).set(auth).send({ editors_pick: true, title: 'Should not stick' });
    expect(fifth.status).toBe(409);
    expect(fifth.body).toEqual({ success: false, message: FULL });
    const stored = await api().get(`/api/articles/${ids[4]}`).set(auth);
    expect(stored.body.data.editors_pick).toBe(false);
    expect(stored.body.data.title).not.toBe('Should not stick');
    expect(picks()).toBe(4);

    // Re-saving a current pick is fine; removing one makes room.
    expect((await api().put(`/api/articles/${ids[0]}`).set(auth).send({ editors_pick: true, subtitle: 'again' })).status).toBe(200);
    expect((await api().put(`/api/articles/${ids[0]}`).set(auth).send({ editors_pick: false })).status).toBe(200);
    expect((await api().put(`/api/articles/${ids[4]}`).set(auth).send({ editors_pick: true })).status).toBe(200);
    expect(picks()).toBe(4);
  });

  it('a fifth by POST is refused and no article is created', async () => {
    for (let i = 0; i < 4; i++) makeArticle(ctx.app.db, { editorsPick: true });
    const before = ctx.app.db.select().from(articles).all().length;
    const res = await api().post('/api/articles').set(auth).send(body({ editors_pick: true }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(FULL);
    expect(ctx.app.db.select().from(articles).all().length).toBe(before);
    expect((await api().post('/api/articles').set(auth).send(body({ editors_pick: false }))).status).toBe(201);
  });

  it('lists picks through GET /articles?editors_pick=true', async () => {
    const a = makeArticle(ctx.app.db, { editorsPick: true });
    makeArticle(ctx.app.db);
    const res = await api().get('/api/articles?editors_pick=true&limit=4&status=published&sort=createdAt').set(auth);
    expect(res.body.data.map((x: { id: string }) => x.id)).toEqual([a]);
  });
});

describe('featured', () => {
  it('lists featured articles newest first, with page, limit and status', async () => {
    const db = ctx.app.db;
    const f1 = makeArticle(db, { featured: true, publishDate: daysAgo(3) });
    const f2 = makeArticle(db, { featured: true, publishDate: daysAgo(1) });
    const f3 = makeArticle(db, { featured: true, publishDate: daysAgo(2) });
    const draft = makeArticle(db, { featured: true, status: 'draft', publishDate: daysAgo(0) });
    makeArticle(db, { featured: false });
    const all = await api().get('/api/articles/featured').set(auth);
    expect(all.status).toBe(200);
    expect(all.body.data.map((x: { id: string }) => x.id)).toEqual([draft, f2, f3, f1]);
    expect(all.body.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    const pub = await api().get('/api/articles/featured?limit=3&status=published').set(auth);
    expect(pub.body.data.map((x: { id: string }) => x.id)).toEqual([f2, f3, f1]);
    const p2 = await api().get('/api/articles/featured?limit=2&page=2&status=published').set(auth);
    expect(p2.body.data.map((x: { id: string }) => x.id)).toEqual([f1]);
    expect(p2.body.pagination.totalPages).toBe(2);
  });
});

describe('trending', () => {
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const views = (id: string, entries: [number, number][]) => {
    for (const [daysBack, n] of entries) ctx.app.db.insert(dailyViews).values({ itemId: id, day: day(daysBack), views: n }).run();
  };

  it('lists flagged articles and the biggest 7-day growers with position and growthRate', async () => {
    const db = ctx.app.db;
    const flagged = makeArticle(db, { trending: true, title: 'Flagged' });
    const big = makeArticle(db, { title: 'Big grower' }); // 10 -> 40: +300%
    const small = makeArticle(db, { title: 'Small grower' }); // 100 -> 112: +12%
    const fresh = makeArticle(db, { title: 'New' }); // 0 -> 5: +100%
    const shrinking = makeArticle(db, { title: 'Shrinking' }); // 50 -> 20
    const flat = makeArticle(db, { title: 'Flat' }); // 30 -> 30
    const draftGrower = makeArticle(db, { status: 'draft', title: 'Draft grower' });
    const old = makeArticle(db, { title: 'Old views only' });
    views(big, [[1, 20], [6, 20], [8, 5], [13, 5]]);
    views(small, [[0, 112], [10, 100]]);
    views(fresh, [[2, 5]]);
    views(shrinking, [[3, 20], [9, 50]]);
    views(flat, [[3, 30], [9, 30]]);
    views(draftGrower, [[1, 500]]);
    views(old, [[14, 1000], [20, 1000]]); // outside both windows
    views(flagged, [[9, 10], [2, 4]]); // flagged but shrinking: still listed (manual promotion)

    const res = await api().get('/api/articles/trending?limit=10&status=published').set(auth);
    expect(res.status).toBe(200);
    const rows = res.body.data.map((x: { title: string; position: number; growthRate: string; recent_views: number }) => [
      x.position,
      x.title,
      x.growthRate,
      x.recent_views,
    ]);
    expect(rows).toEqual([
      [1, 'Flagged', '-60%', 4],
      [2, 'Big grower', '+300%', 40],
      [3, 'Small grower', '+12%', 112],
      [4, 'New', '+100%', 5],
    ]);
    expect(res.body.pagination).toEqual({ page: 1, limit: 10, total: 4, totalPages: 1 });
    // Full article objects come along.
    expect(res.body.data[1]).toMatchObject({ id: big, category_name: 'Tech Trends', additional_images: [] });

    const page2 = await api().get('/api/articles/trending?limit=3&page=2').set(auth);
    expect(page2.body.data.map((x: { position: number; title: string }) => [x.position, x.title])).toEqual([[4, 'New']]);
    expect(page2.body.pagination.totalPages).toBe(2);
    const drafts = await api().get('/api/articles/trending?status=draft').set(auth);
    expect(drafts.body.data).toEqual([]);
    expect((await api().get('/api/articles/trending?status=bogus').set(auth)).status).toBe(400);
  });

  it('is empty when nothing is flagged or growing', async () => {
    makeArticle(ctx.app.db);
    const res = await api().get('/api/articles/trending').set(auth);
    expect(res.body).toEqual({ success: true, data: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
  });
});
