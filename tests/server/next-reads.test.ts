/**
 * What a reader is offered next (issue 48): an article's related stories, a TV episode's next
 * episode and season, a podcast episode's next in its series, and the home page's stories with none
 * shown twice. The API answers and the page data the server embeds are the same lists; answers are
 * cached like the other public lists; bad ids are a 404, never a 500. And the share cards' new tags.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { ensureWebBuilt } from '../helpers/browser.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode } from '../helpers/content.ts';
import { podcastSeries, tvSeasons } from '../../server/db/schema.ts';
import { loadPage } from '../../server/ssr/loaders.ts';
import { PAGE_KEYS, type ArticleCardData, type HomeStories } from '../../shared/page-data.ts';

let ctx: TestContext;
const api = () => request(ctx.app.server);
const viewer = { address: '127.0.0.1', visitor: 'next-reads-test' };
const ids = (list: Array<{ id: string }>) => list.map((a) => a.id);

beforeAll(async () => {
  await ensureWebBuilt();
  ctx = await createTestApp({}, { web: 'prod' });
});
afterAll(async () => ctx.close());

describe('related stories', () => {
  it('same category or a shared tag, newest first, never the article itself nor a draft; the page carries the same', async () => {
    const db = ctx.app.db;
    const read = makeArticle(db, { title: 'The one being read', categoryName: 'Research World', tags: 'Solar, Ghana', publishDate: daysAgo(3) });
    const sameCategory = makeArticle(db, { categoryName: 'research world', tags: '', publishDate: daysAgo(5) });
    const sharedTag = makeArticle(db, { categoryName: 'Career Campus', tags: 'exams, solar', publishDate: daysAgo(1) });
    const olderTag = makeArticle(db, { categoryName: 'E! Corner', tags: 'ghana', publishDate: daysAgo(9) });
    makeArticle(db, { categoryName: 'Tech Trends', tags: 'solar panels, Ghanaian food', publishDate: daysAgo(2) }); // no whole tag in common
    makeArticle(db, { categoryName: 'Research World', status: 'draft', publishDate: daysAgo(1) });
    makeArticle(db, { categoryName: 'Research World', status: 'scheduled', publishDate: new Date(Date.now() + 86_400_000).toISOString() });

    const res = await api().get(`/api/public/articles/${read}/related`);
    expect(res.status).toBe(200);
    // At most three, newest first: the older tag match is the fourth.
    expect(ids(res.body.data)).toEqual([sharedTag, sameCategory, olderTag]);
    expect(res.body.data[0]).not.toHaveProperty('content');
    expect(res.headers['cache-control']).toContain('s-maxage');
    expect(res.headers.etag).toBeTruthy();

    const { data } = await loadPage(db, { name: 'article', id: read }, new URLSearchParams(), viewer);
    expect(ids(data[PAGE_KEYS.related(read)] as ArticleCardData[])).toEqual(ids(res.body.data));
  });

  it('an unknown or malformed id is a 404', async () => {
    for (const id of [randomUUID(), 'not-an-id', "x' or 1=1"]) {
      const res = await api().get(`/api/public/articles/${encodeURIComponent(id)}/related`);
      expect(res.status, id).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: 'Article not found' });
    }
  });
});

describe('next episodes', () => {
  it("a TV episode: the next of its season, the next season's first after the last, and the season's list", async () => {
    const db = ctx.app.db;
    const [one, two] = [randomUUID(), randomUUID()];
    db.insert(tvSeasons).values({ id: one, seasonNumber: 31, title: 'Thirty-one' }).run();
    db.insert(tvSeasons).values({ id: two, seasonNumber: 32, title: 'Thirty-two' }).run();
    const e2 = makeTvEpisode(db, { seasonId: one, episodeNumber: 2, uploadDate: daysAgo(5) });
    const e1 = makeTvEpisode(db, { seasonId: one, episodeNumber: 1, uploadDate: daysAgo(9) });
    const e3 = makeTvEpisode(db, { seasonId: one, episodeNumber: 3, uploadDate: daysAgo(2) });
    makeTvEpisode(db, { seasonId: one, episodeNumber: 4, status: 'draft' });
    const s2e1 = makeTvEpisode(db, { seasonId: two, episodeNumber: 1, uploadDate: daysAgo(1) });

    const first = (await api().get(`/api/public/tvshows/${e1}/next`)).body.data;
    expect(first.next).toMatchObject({ id: e2, season_number: 31, episode_number: 2 });
    expect(first.season).toMatchObject({ id: one, season_number: 31, episodes: 3 });
    expect(ids(first.season_episodes)).toEqual([e1, e2, e3]);
    expect(first.next).not.toHaveProperty('description');

    const last = (await api().get(`/api/public/tvshows/${e3}/next`)).body.data;
    expect(last.next).toMatchObject({ id: s2e1, season_number: 32, episode_number: 1 });
    expect((await api().get(`/api/public/tvshows/${s2e1}/next`)).body.data.next).toBeNull();

    const { data } = await loadPage(db, { name: 'tv', id: e1 }, new URLSearchParams(), viewer);
    expect(data[PAGE_KEYS.tvNext(e1)]).toEqual(first);
    expect((await api().get(`/api/public/tvshows/${randomUUID()}/next`)).status).toBe(404);
  });

  it('a podcast episode: the next in its series by number, with the series; none after the last', async () => {
    const db = ctx.app.db;
    const series = randomUUID();
    db.insert(podcastSeries).values({ id: series, title: 'Next Reads Series' }).run();
    const p1 = makePodcastEpisode(db, { seriesId: series, episodeNumber: 1, publishDate: daysAgo(30) });
    const p3 = makePodcastEpisode(db, { seriesId: series, episodeNumber: 3, publishDate: daysAgo(3) });
    const p2 = makePodcastEpisode(db, { seriesId: series, episodeNumber: 2, publishDate: daysAgo(10) });
    makePodcastEpisode(db, { episodeNumber: 2, publishDate: daysAgo(5) }); // another series' (none)

    const res = await api().get(`/api/public/podcasts/${p1}/next`);
    expect(res.status).toBe(200);
    expect(res.body.data.next).toMatchObject({ id: p2, episode_number: 2 });
    expect(res.body.data.series).toMatchObject({ id: series, title: 'Next Reads Series', slug: 'next-reads-series', episodes: 3 });
    expect((await api().get(`/api/public/podcasts/${p2}/next`)).body.data.next.id).toBe(p3);
    expect((await api().get(`/api/public/podcasts/${p3}/next`)).body.data.next).toBeNull();

    const { data } = await loadPage(db, { name: 'podcast', id: p1 }, new URLSearchParams(), viewer);
    expect(data[PAGE_KEYS.podcastNext(p1)]).toEqual(res.body.data);
  });
});

describe('home page stories', () => {
  it('never twice: the slots, then Editor\'s Pick, Featured and Latest each without the others, counts kept', async () => {
    const fresh = await createTestApp({}, { web: 'off' });
    try {
      const db = fresh.app.db;
      // The main story is featured and an Editor's Pick too; a pick is featured; the rest are plain.
      const main = makeArticle(db, { mainPosition: 'main', featured: true, editorsPick: true, publishDate: daysAgo(1) });
      const second = makeArticle(db, { mainPosition: 'second', publishDate: daysAgo(2) });
      const pickFeatured = makeArticle(db, { editorsPick: true, featured: true, publishDate: daysAgo(3) });
      const pick = makeArticle(db, { editorsPick: true, publishDate: daysAgo(4) });
      const featured = Array.from({ length: 4 }, (_, i) => makeArticle(db, { featured: true, publishDate: daysAgo(5 + i) }));
      const plain = Array.from({ length: 10 }, (_, i) => makeArticle(db, { publishDate: daysAgo(10 + i) }));

      const res = await request(fresh.app.server).get('/api/public/home');
      expect(res.status).toBe(200);
      const home = res.body.data;
      expect(home.main_article.id).toBe(main);
      expect(home.second_main_article.id).toBe(second);
      expect(ids(home.editors_pick)).toEqual([pickFeatured, pick]);
      // Three featured, the next ones filling the places of those shown above.
      expect(ids(home.featured)).toEqual(featured.slice(0, 3));
      expect(ids(home.latest)).toEqual([featured[3], ...plain.slice(0, 5)]);
      expect(home.latest_total).toBe(11);
      const all = [home.main_article, home.second_main_article, ...home.editors_pick, ...home.featured, ...home.latest].map((a: { id: string }) => a.id);
      expect(new Set(all).size).toBe(all.length);

      // Load More's whole list: the same stories left out, 20 at most.
      const whole = (await request(fresh.app.server).get('/api/public/home?latest=20')).body.data;
      expect(ids(whole.latest)).toEqual([featured[3], ...plain]);
      expect((await request(fresh.app.server).get('/api/public/home?latest=21')).status).toBe(400);

      // The page carries the same, as cards.
      const { data } = await loadPage(db, { name: 'home' }, new URLSearchParams(), viewer);
      const stories = data[PAGE_KEYS.homeStories] as HomeStories;
      expect(stories.main.main?.id).toBe(main);
      expect(ids(stories.editors)).toEqual(ids(home.editors_pick));
      expect(ids(stories.featured)).toEqual(ids(home.featured));
      expect(stories.latest).toEqual({ articles: expect.any(Array), total: 11 });
      expect(ids(stories.latest.articles)).toEqual(ids(home.latest));
    } finally {
      await fresh.close();
    }
  });
});

describe('share cards', () => {
  it("say what the picture shows (og:image:alt, twitter:image:alt) and the site's locale", async () => {
    const db = ctx.app.db;
    const withAlt = makeArticle(db, { title: 'Alt text test', featuredImageAlt: 'Students at a solar lamp' });
    const html = (await api().get(`/article/${withAlt}`)).text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:image:alt" content="Students at a solar lamp" />');
    expect(head).toContain('<meta name="twitter:image:alt" content="Students at a solar lamp" />');
    expect(head).toContain('<meta property="og:locale" content="en_US" />');
    // A page with the site's own picture says what that picture is.
    const about = (await api().get('/about')).text;
    expect(about).toContain('<meta property="og:image:alt" content="Insight Media: education and innovation in Africa" />');
    // The manifest that makes the site installable is linked from every page.
    expect(about).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
