/** Dashboard figures equal what the test inserted: nothing is a constant. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { comments, dailyViews, likes, newsletterSubscribers } from '../../server/db/schema.ts';

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('dashboard on an empty database', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('answers zeros, not errors', async () => {
    const { auth } = await signedInStaff(ctx.app);
    const stats = await request(ctx.app.server).get('/api/dashboard/stats').set(auth);
    expect(stats.status).toBe(200);
    expect(stats.body.data.map((c: { value: number; change: string; changeType: string }) => [c.value, c.change, c.changeType])).toEqual([
      [0, '0%', 'increase'],
      [0, '0%', 'increase'],
      [0, '0%', 'increase'],
      [0, '0%', 'increase'],
    ]);
    const analytics = await request(ctx.app.server).get('/api/dashboard/analytics').set(auth);
    expect(analytics.body.data).toEqual({
      mostPopularCategory: 'N/A',
      avgReadTime: 0,
      engagementRate: '0.0%',
      newContent: 0,
      newSubscribers: 0,
      totalViews: 0,
      totalLikes: 0,
      totalComments: 0,
    });
    const recent = await request(ctx.app.server).get('/api/dashboard/recent-articles').set(auth);
    expect(recent.body).toEqual({ success: true, data: [] });
  });
});

describe('dashboard with known data', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ auth } = await signedInStaff(ctx.app));
    const db = ctx.app.db;
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
    // Articles: 3 created in the last 30 days, 2 in the 30 before, 1 older. read_time 1,1,2,3,1,1.
    ids.a1 = makeArticle(db, { title: 'A1', createdAt: daysAgo(1), views: 100, categoryName: 'Tech Trends', content: words(10) });
    ids.a2 = makeArticle(db, { title: 'A2', createdAt: daysAgo(5), views: 50, categoryName: 'Need to Know', status: 'draft', content: words(150) });
    ids.a3 = makeArticle(db, { title: 'A3', createdAt: daysAgo(10), views: 400, categoryName: 'Research World', content: words(201) });
    ids.a4 = makeArticle(db, { title: 'A4', createdAt: daysAgo(35), views: 300, categoryName: 'Tech Trends', content: words(401) });
    ids.a5 = makeArticle(db, { title: 'A5', createdAt: daysAgo(50), views: 150, categoryName: 'Tech Trends' });
    ids.a6 = makeArticle(db, { title: 'A6', createdAt: daysAgo(90), views: 0, categoryName: 'Career Campus' });
    // TV: 1 recent, 2 previous -> -50%. Podcasts: 2 recent, 0 previous -> +100%. One recent video.
    makeTvEpisode(db, { createdAt: daysAgo(3), views: 20 });
    makeTvEpisode(db, { createdAt: daysAgo(40), views: 5 });
    makeTvEpisode(db, { createdAt: daysAgo(45), views: 5 });
    ids.p1 = makePodcastEpisode(db, { createdAt: daysAgo(2), views: 10 });
    makePodcastEpisode(db, { createdAt: daysAgo(20), views: 10 });
    makeVideo(db, { createdAt: daysAgo(7), views: 50 });
    // Views per day: 240 in the last 30 days, 200 in the 30 before, 999 older.
    const dv = (item: string, d: number, views: number) => db.insert(dailyViews).values({ itemId: item, day: day(d), views }).run();
    dv(ids.a1, 0, 100);
    dv(ids.a3, 29, 140);
    dv(ids.a3, 30, 150);
    dv(ids.p1, 59, 50);
    dv(ids.a4, 60, 999);
    // Engagement: 7 likes + 4 comments over 1100 views = 1.0 per 100.
    for (let i = 0; i < 7; i++) db.insert(likes).values({ itemId: i < 4 ? ids.a1 : ids.p1, visitorId: `v${i}` }).run();
    for (let i = 0; i < 4; i++) db.insert(comments).values({ id: randomUUID(), itemId: ids.a3, name: 'N', content: 'C' }).run();
    // Newsletter: 2 in the last 30 days, 1 older.
    // New subscribers are the confirmed ones: a sign-up nobody confirmed counts for nothing.
    db.insert(newsletterSubscribers).values({ id: randomUUID(), email: 'a@x.org', status: 'active', createdAt: daysAgo(2), confirmedAt: daysAgo(1) }).run();
    db.insert(newsletterSubscribers).values({ id: randomUUID(), email: 'b@x.org', status: 'active', createdAt: daysAgo(40), confirmedAt: daysAgo(29) }).run();
    db.insert(newsletterSubscribers).values({ id: randomUUID(), email: 'c@x.org', status: 'active', createdAt: daysAgo(31), confirmedAt: daysAgo(31) }).run();
    db.insert(newsletterSubscribers).values({ id: randomUUID(), email: 'd@x.org', createdAt: daysAgo(1) }).run();
  });
  afterAll(async () => ctx.close());

  it('stats: four cards with values and 30-day changes from the data', async () => {
    const res = await request(ctx.app.server).get('/api/dashboard/stats').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual([
      { title: 'Total Articles', value: 6, change: '+50%', changeType: 'increase', color: 'blue', icon: 'BookOpen' },
      { title: 'TV Episodes', value: 3, change: '-50%', changeType: 'decrease', color: 'purple', icon: 'Tv' },
      { title: 'Podcast Episodes', value: 2, change: '+100%', changeType: 'increase', color: 'green', icon: 'Mic' },
      // 1000 article + 30 TV + 20 podcast + 50 video views; daily views 240 vs 200 -> +20%.
      { title: 'Total Views', value: 1100, change: '+20%', changeType: 'increase', color: 'orange', icon: 'Eye' },
    ]);
  });

  it('recent articles: newest created first, 3 by default, with the fields the dashboard shows', async () => {
    const res = await request(ctx.app.server).get('/api/dashboard/recent-articles?limit=3').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { title: string; status: string; category: string; views: number }) => [r.title, r.status, r.category, r.views])).toEqual([
      ['A1', 'published', 'Tech Trends', 100],
      ['A2', 'draft', 'Need to Know', 50],
      ['A3', 'published', 'Research World', 400],
    ]);
    expect(res.body.data[0]).toEqual({
      id: ids.a1,
      title: 'A1',
      status: 'published',
      category: 'Tech Trends',
      views: 100,
      date: expect.any(String),
      created_at: expect.any(String),
    });
    expect((await request(ctx.app.server).get('/api/dashboard/recent-articles').set(auth)).body.data).toHaveLength(3);
    expect((await request(ctx.app.server).get('/api/dashboard/recent-articles?limit=5').set(auth)).body.data).toHaveLength(5);
    expect((await request(ctx.app.server).get('/api/dashboard/recent-articles?limit=-1').set(auth)).status).toBe(400);
  });

  it('analytics: category by views, mean read time, engagement, new content and subscribers', async () => {
    const res = await request(ctx.app.server).get('/api/dashboard/analytics').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      // Tech Trends 100 + 300 + 150 = 550 beats Research World 400.
      mostPopularCategory: 'Tech Trends',
      // read times 1, 1, 2, 3, 1, 1 -> 9 / 6 = 1.5
      avgReadTime: 1.5,
      engagementRate: '1.0%',
      // 3 articles + 1 TV + 2 podcasts + 1 video in the last 30 days.
      newContent: 7,
      newSubscribers: 2,
      totalViews: 1100,
      totalLikes: 7,
      totalComments: 4,
    });
  });
});
