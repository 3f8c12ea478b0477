/**
 * Public content calls: lists with filters and pages, details, the
 * homepage slots, view counting and health. Only published items whose date has come are visible.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { comments, dailyViews, likes, podcastSeries, tvSeasons } from '../../server/db/schema.ts';

let ctx: TestContext;
const api = () => request(ctx.app.server);
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const ids = (list: { id: string }[]) => list.map((x) => x.id);

const a: Record<string, string> = {};
const v: Record<string, string> = {};
const t: Record<string, string> = {};
const p: Record<string, string> = {};
let seasonId: string;
let seriesId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.app.db;
  // Articles, newest first: a1 (1 day) ... a5 (5 days); plus the ones nobody may see.
  a.main = makeArticle(db, { title: 'Main story', publishDate: daysAgo(1), mainPosition: 'main', featured: true });
  a.second = makeArticle(db, { title: 'Second story', publishDate: daysAgo(2), mainPosition: 'second' });
  a.pick = makeArticle(db, { title: 'Pick', publishDate: daysAgo(3), editorsPick: true, categoryName: 'Research World' });
  a.trend = makeArticle(db, { title: 'Trend', publishDate: daysAgo(4), trending: true, categoryName: 'Research World' });
  a.plain = makeArticle(db, { title: 'Plain', publishDate: daysAgo(5), featured: true, content: '# Heading\n\nSome **bold** words.' });
  a.draft = makeArticle(db, { title: 'Draft', status: 'draft', editorsPick: true, featured: true });
  a.review = makeArticle(db, { title: 'In review', status: 'review' });
  a.future = makeArticle(db, { title: 'Scheduled later', status: 'scheduled', publishDate: inFuture(3), featured: true });
  a.futurePublished = makeArticle(db, { title: 'Published but dated tomorrow', status: 'published', publishDate: inFuture(1) });
  a.scheduledPast = makeArticle(db, { title: 'Scheduled, date come', status: 'scheduled', publishDate: daysAgo(6) });

  v.one = makeVideo(db, { title: 'Video one', uploadDate: daysAgo(1), featured: true });
  v.two = makeVideo(db, { title: 'Video two', uploadDate: daysAgo(2), category: 'Research World' });
  v.draft = makeVideo(db, { title: 'Video draft', status: 'draft' });
  v.future = makeVideo(db, { title: 'Video future', status: 'scheduled', uploadDate: inFuture(2) });

  seasonId = randomUUID();
  db.insert(tvSeasons).values({ id: seasonId, seasonNumber: 2, title: 'Season two' }).run();
  t.one = makeTvEpisode(db, { title: 'Episode one', uploadDate: daysAgo(1), seasonId, episodeNumber: 4 });
  t.two = makeTvEpisode(db, { title: 'Episode two', uploadDate: daysAgo(2), category: 'Mind Battles', featured: true });
  t.draft = makeTvEpisode(db, { title: 'Episode draft', status: 'draft' });

  seriesId = randomUUID();
  db.insert(podcastSeries).values({ id: seriesId, title: 'Voices of Tomorrow' }).run();
  p.one = makePodcastEpisode(db, { title: 'Podcast one', publishDate: daysAgo(1), seriesId, episodeNumber: 7 });
  p.two = makePodcastEpisode(db, { title: 'Podcast two', publishDate: daysAgo(2), featured: true });
  p.draft = makePodcastEpisode(db, { title: 'Podcast draft', status: 'draft' });

  db.insert(likes).values([{ itemId: a.plain, visitorId: randomUUID() }, { itemId: a.plain, visitorId: randomUUID() }]).run();
  db.insert(comments).values({ id: randomUUID(), itemId: a.plain, name: 'Reader', email: 'reader@example.org', content: 'Nice' }).run();
});
afterAll(async () => ctx.close());

describe('GET /api/public/articles', () => {
  it('lists public articles newest first, without drafts, reviews or future items, and without bodies', async () => {
    const res = await api().get('/api/public/articles?limit=50');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(ids(res.body.data.articles)).toEqual([a.main, a.second, a.pick, a.trend, a.plain, a.scheduledPast]);
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 50, total: 6, totalPages: 1 });
    const item = res.body.data.articles[0];
    expect(item).not.toHaveProperty('content');
    expect(item).not.toHaveProperty('content_html');
    expect(item).toMatchObject({ title: 'Main story', status: 'published', likes: 0, comments_count: 0 });
    // A scheduled article whose date has come reads as published.
    expect(res.body.data.articles[5].status).toBe('published');
  });

  it('carries like and comment counts as numbers', async () => {
    const res = await api().get('/api/public/articles?limit=50');
    const plain = res.body.data.articles.find((x: { id: string }) => x.id === a.plain);
    expect(plain).toMatchObject({ likes: 2, comments_count: 1, views: 0 });
  });

  it.each([
    ['featured=true', ['main', 'plain']],
    ['trending=true', ['trend']],
    ['editors_pick=true', ['pick']],
    ['category=Research%20World', ['pick', 'trend']],
    ['category=research%20world', ['pick', 'trend']],
    ['category=all', null],
    ['featured=true&category=Research%20World', []],
    ['featured=false&trending=false&editors_pick=false', ['second', 'scheduledPast']],
  ])('filters by %s', async (query, expected) => {
    const res = await api().get(`/api/public/articles?limit=50&${query}`);
    expect(res.status).toBe(200);
    if (expected) expect(ids(res.body.data.articles)).toEqual(expected.map((key) => a[key]));
    else expect(res.body.data.articles).toHaveLength(6);
  });

  it('pages', async () => {
    const first = await api().get('/api/public/articles?limit=2&page=1');
    const third = await api().get('/api/public/articles?limit=2&page=3');
    const beyond = await api().get('/api/public/articles?limit=2&page=9');
    expect(ids(first.body.data.articles)).toEqual([a.main, a.second]);
    expect(ids(third.body.data.articles)).toEqual([a.plain, a.scheduledPast]);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 2, total: 6, totalPages: 3 });
    expect(beyond.body.data.articles).toEqual([]);
  });

  it.each([
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['limit=abc', 'limit'],
    ['featured=maybe', 'featured'],
  ])('refuses %s with a clear 400', async (query, field) => {
    const res = await api().get(`/api/public/articles?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('accepts limit=100', async () => {
    expect((await api().get('/api/public/articles?limit=100')).status).toBe(200);
  });
});

describe('article detail and homepage lists', () => {
  it('returns the full article with its rendered body', async () => {
    const res = await api().get(`/api/public/articles/${a.plain}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: a.plain, title: 'Plain', likes: 2, comments_count: 1 });
    expect(res.body.data.content).toContain('**bold**');
    expect(res.body.data.content_html).toContain('<strong>bold</strong>');
  });

  it.each(['draft', 'review', 'future', 'futurePublished'])('answers 404 for a %s article, like a missing one', async (key) => {
    const res = await api().get(`/api/public/articles/${a[key]}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Article not found' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '123', "1' OR '1'='1"]) {
      const res = await api().get(`/api/public/articles/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Article not found');
    }
  });

  it('main: the two hero slots with full articles', async () => {
    const res = await api().get('/api/public/articles/main');
    expect(res.status).toBe(200);
    expect(res.body.data.mainArticle.id).toBe(a.main);
    expect(res.body.data.secondMainArticle.id).toBe(a.second);
    expect(res.body.data.mainArticle.content).toEqual(expect.any(String));
  });

  it("editor's pick holds at most 4, public ones only", async () => {
    const res = await api().get('/api/public/articles/editors-pick');
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual([a.pick]);
  });

  it('featured: public featured articles, newest first', async () => {
    const res = await api().get('/api/public/articles/featured');
    expect(ids(res.body.data)).toEqual([a.main, a.plain]);
  });

  it('regular: public articles in no homepage slot, newest first, with pages', async () => {
    const res = await api().get('/api/public/articles/regular?limit=20');
    expect(ids(res.body.data.articles)).toEqual([a.pick, a.trend, a.plain, a.scheduledPast]);
    const page2 = await api().get('/api/public/articles/regular?limit=3&page=2');
    expect(ids(page2.body.data.articles)).toEqual([a.scheduledPast]);
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
  });

  it('trending: flagged articles first, then the biggest 7-day view growth, public ones only', async () => {
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const views = (itemId: string, back: number, n: number) =>
      ctx.app.db.insert(dailyViews).values({ itemId, day: day(back), views: n }).onConflictDoNothing().run();
    views(a.plain, 1, 50); // grew from nothing
    views(a.pick, 1, 30);
    views(a.pick, 9, 10); // grew by 20
    views(a.second, 1, 5);
    views(a.second, 9, 40); // shrank: not trending
    views(a.draft, 1, 500); // not public
    const res = await api().get('/api/public/articles/trending?limit=12');
    expect(res.status).toBe(200);
    expect(ids(res.body.data)).toEqual([a.trend, a.plain, a.pick]);
    expect(res.body.data[0]).not.toHaveProperty('content');
  });
});

describe('videos, TV shows and podcasts', () => {
  it('lists public videos with filters', async () => {
    const all = await api().get('/api/public/videos?limit=50');
    expect(ids(all.body.data.videos)).toEqual([v.one, v.two]);
    expect(all.body.data.pagination.total).toBe(2);
    expect(ids((await api().get('/api/public/videos?featured=true')).body.data.videos)).toEqual([v.one]);
    expect(ids((await api().get('/api/public/videos?category=Research%20World')).body.data.videos)).toEqual([v.two]);
    expect(ids((await api().get('/api/public/videos?limit=1&page=2')).body.data.videos)).toEqual([v.two]);
  });

  it('video detail; drafts and future videos are 404', async () => {
    expect((await api().get(`/api/public/videos/${v.one}`)).body.data).toMatchObject({ id: v.one, likes: 0, comments_count: 0 });
    for (const id of [v.draft, v.future, 'nope']) {
      const res = await api().get(`/api/public/videos/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Video not found');
    }
  });

  it('lists TV episodes as tvShows with the season number', async () => {
    const res = await api().get('/api/public/tvshows');
    expect(res.status).toBe(200);
    expect(ids(res.body.data.tvShows)).toEqual([t.one, t.two]);
    expect(res.body.data.tvShows[0]).toMatchObject({ season_id: seasonId, season_number: 2, episode_number: 4 });
    expect(res.body.data.tvShows[1]).toMatchObject({ season_number: null });
    expect(ids((await api().get('/api/public/tvshows?category=Mind%20Battles')).body.data.tvShows)).toEqual([t.two]);
    expect(ids((await api().get('/api/public/tvshows?featured=true')).body.data.tvShows)).toEqual([t.two]);
  });

  it('TV episode detail; a draft is 404', async () => {
    expect((await api().get(`/api/public/tvshows/${t.one}`)).body.data).toMatchObject({ id: t.one, season_number: 2 });
    const res = await api().get(`/api/public/tvshows/${t.draft}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('TV show not found');
  });

  it('lists podcast episodes with their series', async () => {
    const res = await api().get('/api/public/podcasts');
    expect(ids(res.body.data.podcasts)).toEqual([p.one, p.two]);
    expect(res.body.data.podcasts[0].podcast_series).toEqual({ id: seriesId, title: 'Voices of Tomorrow' });
    expect(ids((await api().get('/api/public/podcasts?featured=true')).body.data.podcasts)).toEqual([p.two]);
    expect(ids((await api().get('/api/public/podcasts?category=Podcast&limit=1')).body.data.podcasts)).toEqual([p.one]);
  });

  it('podcast episode detail; a draft is 404', async () => {
    expect((await api().get(`/api/public/podcasts/${p.one}`)).body.data).toMatchObject({ id: p.one, episode_number: 7 });
    const res = await api().get(`/api/public/podcasts/${p.draft}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Podcast episode not found');
  });
});

describe('view counting', () => {
  const today = () => new Date().toISOString().slice(0, 10);
  const daily = (id: string) =>
    ctx.app.db.select().from(dailyViews).where(and(eq(dailyViews.itemId, id), eq(dailyViews.day, today()))).get()?.views ?? 0;

  // A view counts once per reader per window (engagement-limits.test.ts): each reader here is a
  // visitor id of its own.
  const reader = () => ({ 'x-visitor-id': randomUUID() });

  it('opening an article adds one view and counts it for today', async () => {
    const me = reader();
    const first = await api().get(`/api/public/articles/${a.trend}`).set(me);
    const second = await api().get(`/api/public/articles/${a.trend}`).set(reader());
    expect(first.body.data.views).toBe(1);
    expect(second.body.data.views).toBe(2);
    expect(typeof second.body.data.views).toBe('number');
    expect(daily(a.trend)).toBe(2);
    // The first reader again: the same count.
    expect((await api().get(`/api/public/articles/${a.trend}`).set(me)).body.data.views).toBe(2);
  });

  it('counts concurrent opens exactly', async () => {
    await Promise.all(Array.from({ length: 25 }, () => api().get(`/api/public/videos/${v.two}`).set(reader())));
    const res = await api().get(`/api/public/videos/${v.two}`).set(reader());
    expect(res.body.data.views).toBe(26);
    expect(daily(v.two)).toBe(26);
  });

  it('counts TV episode views', async () => {
    await api().get(`/api/public/tvshows/${t.two}`).set(reader());
    expect((await api().get(`/api/public/tvshows/${t.two}`).set(reader())).body.data.views).toBe(2);
  });

  it('never counts a view for something not public', async () => {
    await api().get(`/api/public/articles/${a.draft}`);
    expect(daily(a.draft)).toBe(0);
  });

  it('lists do not count views', async () => {
    const before = daily(a.main);
    await api().get('/api/public/articles');
    await api().get('/api/public/articles/main');
    expect(daily(a.main)).toBe(before);
  });

  it('a podcast play adds a play and a daily view; unknown episodes are 404', async () => {
    const res = await api().post(`/api/public/podcasts/${p.two}/play`);
    expect(res.status).toBe(200);
    expect(res.body.data.plays).toBe(1);
    expect(daily(p.two)).toBe(1);
    expect((await api().post(`/api/public/podcasts/${p.draft}/play`)).status).toBe(404);
    expect((await api().post('/api/public/podcasts/bad-id/play')).status).toBe(404);
  });
});

describe('health', () => {
  it('reports the database, version and uptime', async () => {
    const res = await api().get('/api/public/health');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ status: 'ok', database: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(res.body.data.uptime).toEqual(expect.any(Number));
  });
});

describe('health when the database is gone', () => {
  it('answers 503 with success false', async () => {
    const broken = await createTestApp();
    try {
      broken.app.db.$client.close();
      const res = await request(broken.app.server).get('/api/public/health');
      expect(res.status).toBe(503);
      expect(res.body.success).toBe(false);
      expect(res.body.data.database).toBe('unreachable');
    } finally {
      await broken.close().catch(() => undefined);
    }
  });
});
