/**
 * Editor's pick (at most 4), featured (in the order staff give it) and trending lists of the back
 * office, and the search the homepage screens' pickers run over the whole archive.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle } from '../helpers/content.ts';
import { articles, dailyViews, siteSettings } from '../../server/db/schema.ts';
import { loadPage } from '../../server/ssr/loaders.ts';
import { PAGE_KEYS, type HomeStories } from '../../shared/page-data.ts';

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

const ids = (res: { body: { data: { id: string }[] } }) => res.body.data.map((x) => x.id);

describe('pickers of the homepage screens', () => {
  // What the Main Articles and Editor's Pick pickers ask: published articles, 10 a page, searched.
  const picker = (query: Record<string, string | number | boolean>) =>
    api().get('/api/articles').query({ status: 'published', limit: 10, page: 1, ...query }).set(auth);

  it('find an article older than the newest ten by a word of its title, author or category', async () => {
    const db = ctx.app.db;
    // Fifteen published articles a day apart: the oldest is on no first page of ten.
    const made = Array.from({ length: 15 }, (_, i) =>
      makeArticle(db, {
        title: i === 14 ? 'Harvest festival returns to Kumasi' : `Weekly story ${i}`,
        author: i === 14 ? 'Efua Mensah' : 'Amina Okafor',
        categoryName: i === 14 ? 'Echoes of Home' : 'Tech Trends',
        publishDate: daysAgo(i + 1),
        createdAt: daysAgo(i + 1),
      }),
    );
    const oldest = made[14];
    makeArticle(db, { title: 'Harvest draft', status: 'draft', categoryName: 'Echoes of Home' });

    const first = await picker({});
    expect(ids(first)).toEqual(made.slice(0, 10));
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 15, totalPages: 2 });
    expect(ids(await picker({ page: 2 }))).toEqual(made.slice(10));

    for (const q of ['harvest', 'KUMASI', 'efua', 'echoes of home']) {
      const found = await picker({ q });
      expect(ids(found), q).toEqual([oldest]); // the draft matches the words but is not published
      expect(found.body.pagination.total, q).toBe(1);
    }
    // Editor's Pick's picker: only articles not picked yet.
    expect(ids(await picker({ q: 'harvest', editors_pick: false }))).toEqual([oldest]);
    await api().put(`/api/articles/${oldest}`).set(auth).send({ editors_pick: true });
    expect(ids(await picker({ q: 'harvest', editors_pick: false }))).toEqual([]);
  });
});

describe('featured order', () => {
  const order = (body: unknown) => api().put('/api/articles/featured/order').set(auth).send(body as object);
  const staffList = async () => ids(await api().get('/api/articles/featured?status=published&limit=100').set(auth));
  const publicList = async () => ((await api().get('/api/public/articles/featured')).body.data as { id: string }[]).map((a) => a.id);
  const homeFeatured = async () => {
    const { data } = await loadPage(ctx.app.db, { name: 'home' }, new URLSearchParams(), { address: '127.0.0.1', visitor: 'v' });
    return (data[PAGE_KEYS.homeStories] as HomeStories).featured.map((a) => a.id);
  };
  const stored = () => ctx.app.db.select().from(siteSettings).where(eq(siteSettings.key, 'featured_order')).get()?.value;

  function fourFeatured() {
    const db = ctx.app.db;
    return {
      newest: makeArticle(db, { featured: true, publishDate: daysAgo(1) }),
      second: makeArticle(db, { featured: true, publishDate: daysAgo(2) }),
      third: makeArticle(db, { featured: true, publishDate: daysAgo(3) }),
      oldest: makeArticle(db, { featured: true, publishDate: daysAgo(4) }),
    };
  }

  it('persists; the staff list, the public list and the home page follow it, the others after, newest first', async () => {
    const f = fourFeatured();
    makeArticle(ctx.app.db, { featured: false });
    const draft = makeArticle(ctx.app.db, { featured: true, status: 'draft', publishDate: daysAgo(0) });
    expect(await publicList()).toEqual([f.newest, f.second, f.third, f.oldest]); // and now cached

    const res = await order({ ids: [f.oldest, f.third] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Featured order saved successfully!', data: { ids: [f.oldest, f.third] } });
    expect(JSON.parse(stored() ?? '[]')).toEqual([f.oldest, f.third]);

    expect(await staffList()).toEqual([f.oldest, f.third, f.newest, f.second]);
    expect(await publicList()).toEqual([f.oldest, f.third, f.newest, f.second]);
    expect(await homeFeatured()).toEqual([f.oldest, f.third, f.newest]);
    expect(ids(await api().get('/api/articles/featured').set(auth))).toEqual([f.oldest, f.third, draft, f.newest, f.second]);
    const page2 = await api().get('/api/articles/featured?status=published&limit=3&page=2').set(auth);
    expect(ids(page2)).toEqual([f.second]);
    expect((await api().get('/api/public/articles/featured?limit=1')).body.data.map((a: { id: string }) => a.id)).toEqual([f.oldest]);

    // Moving one up: the whole list as the screen sends it.
    expect((await order({ ids: [f.third, f.oldest, f.newest, f.second] })).status).toBe(200);
    expect(await publicList()).toEqual([f.third, f.oldest, f.newest, f.second]);
    expect(await homeFeatured()).toEqual([f.third, f.oldest, f.newest]);

    // Unfeaturing an ordered article takes it out; the others keep their order.
    await api().put(`/api/articles/${f.oldest}`).set(auth).send({ featured: false });
    expect(await publicList()).toEqual([f.third, f.newest, f.second]);
    expect(await staffList()).toEqual([f.third, f.newest, f.second]);

    // An empty order is newest first again.
    expect((await order({ ids: [] })).status).toBe(200);
    expect(await publicList()).toEqual([f.newest, f.second, f.third]);
  });

  it('refuses a bad body with 400 and keeps the stored order', async () => {
    const f = fourFeatured();
    const plain = makeArticle(ctx.app.db, { featured: false });
    const missing = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    await order({ ids: [f.second, f.newest] });
    const before = stored();

    const notFeatured = await order({ ids: [f.newest, plain, missing] });
    expect(notFeatured.status).toBe(400);
    expect(notFeatured.body).toEqual({
      success: false,
      message: 'Only featured articles can be ordered, each once',
      errors: [
        { path: 'ids.1', msg: `Article ${plain} is not a featured article` },
        { path: 'ids.2', msg: `Article ${missing} is not a featured article` },
      ],
    });
    const twice = await order({ ids: [f.newest, f.second, f.newest] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([{ path: 'ids.2', msg: `Article ${f.newest} is listed more than once` }]);

    for (const body of [{}, { ids: 'x' }, { ids: ['not-a-uuid'] }, { ids: [1] }, { ids: Array.from({ length: 101 }, () => f.newest) }]) {
      const res = await order(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect(stored()).toBe(before);
    expect(await publicList()).toEqual([f.second, f.newest, f.third, f.oldest]);
  });

  it('is for staff only', async () => {
    const f = fourFeatured();
    const anonymous = await api().put('/api/articles/featured/order').send({ ids: [f.oldest] });
    expect(anonymous.status).toBe(401);
    const wrongToken = await api().put('/api/articles/featured/order').set({ authorization: 'Bearer nope' }).send({ ids: [f.oldest] });
    expect(wrongToken.status).toBe(401);
    expect(stored()).toBeUndefined();
    expect(await publicList()).toEqual([f.newest, f.second, f.third, f.oldest]);
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
