/**
 * Browsing everything (issue 15): the article archive (/magazine), category pages, author pages,
 * /videos, /tv-show by season and /podcast by series, each a server-rendered page with its own
 * title, canonical address and real page links (?page=2, rel prev/next) that crawlers and the back
 * button follow; 404 for an unknown category, author, season, series or a page past the last; the
 * public API calls behind them; their sitemap entries. Uses the production build in dist/ (built
 * first when web/ or shared/ changed), as the production web mode does.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { ensureWebBuilt } from '../helpers/browser.ts';
import { podcastSeries, tvSeasons } from '../../server/db/schema.ts';
import { matchPublicRoute } from '../../server/ssr/routes.ts';
import { slugify } from '../../shared/slug.ts';

const SITE = 'http://localhost:5555'; // PUBLIC_URL of createTestApp
let web: TestContext;
const get = (path: string) => request(web.app.server).get(path);
const ids = { seasons: [] as string[], series: [] as string[], silent: '', amaraNewest: '' };

/** 26 public articles: 14 Tech Trends by Amara Nwosu (photo and bio), 12 E! Corner by Tunde Adeyemi; and drafts. */
function fill() {
  const db = web.app.db;
  for (let i = 0; i < 14; i++) {
    const id = makeArticle(db, {
      title: `Tech story ${i + 1}`,
      categoryName: 'Tech Trends',
      author: 'Amara Nwosu',
      authorBio: i === 0 ? 'Amara Nwosu writes about classrooms across Africa.' : '',
      authorImage: i === 3 ? '/media/seed/amara.jpg' : '',
      publishDate: daysAgo(2 * i + 1),
    });
    if (i === 0) ids.amaraNewest = id;
  }
  for (let i = 0; i < 12; i++) makeArticle(db, { title: `Corner story ${i + 1}`, categoryName: 'E! Corner', author: 'Tunde Adeyemi', publishDate: daysAgo(2 * i + 2) });
  makeArticle(db, { title: 'A draft by someone new', author: 'Hidden Writer', categoryName: 'Need to Know', status: 'draft' });
  makeArticle(db, { title: 'Scheduled for later', author: 'Amara Nwosu', status: 'scheduled', publishDate: new Date(Date.now() + 86_400_000).toISOString() });

  for (let i = 0; i < 14; i++) makeVideo(db, { title: `Magazine video ${i + 1}`, uploadDate: daysAgo(i + 1) });

  for (const [n, title] of [
    [1, 'Foundation'],
    [2, 'Innovation'],
  ] as const) {
    const id = randomUUID();
    db.insert(tvSeasons).values({ id, seasonNumber: n, title }).run();
    ids.seasons.push(id);
  }
  // Season 2 is the newer one: its episodes come first in the list.
  for (let e = 1; e <= 4; e++) makeTvEpisode(db, { title: `S1 episode ${e}`, seasonId: ids.seasons[0], episodeNumber: e, uploadDate: daysAgo(60 - e) });
  for (let e = 1; e <= 3; e++) makeTvEpisode(db, { title: `S2 episode ${e}`, seasonId: ids.seasons[1], episodeNumber: e, uploadDate: daysAgo(20 - e) });
  makeTvEpisode(db, { title: 'Unpublished S2 episode', seasonId: ids.seasons[1], status: 'draft' });

  for (const title of ['Library Talk: Voices of Learning', 'Library Talk: Founders Edition']) {
    const id = randomUUID();
    db.insert(podcastSeries).values({ id, title, description: `About ${title}` }).run();
    ids.series.push(id);
  }
  for (let e = 1; e <= 9; e++) {
    makePodcastEpisode(db, { title: `Voices ${e}`, seriesId: ids.series[0], episodeNumber: e, audioUrl: '/audio/silence.wav', publishDate: daysAgo(40 - e) });
  }
  for (let e = 1; e <= 4; e++) {
    makePodcastEpisode(db, { title: `Founders ${e}`, seriesId: ids.series[1], episodeNumber: e, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', publishDate: daysAgo(30 - e) });
  }
  // Neither audio nor a video: listed, but with nothing to play.
  ids.silent = makePodcastEpisode(db, { title: 'Founders 5, coming soon', seriesId: ids.series[1], episodeNumber: 5, publishDate: daysAgo(1) });
}

beforeAll(async () => {
  await ensureWebBuilt();
  web = await createTestApp({}, { web: 'prod' });
  fill();
}, 300_000);

afterAll(async () => {
  await web?.close();
});

/** The address of the page's <a rel="prev|next">, undefined when it has none. */
function linkWithRel(html: string, rel: string): string | undefined {
  const tag = new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(html)?.[0];
  return tag ? /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') : undefined;
}

/** What a crawler reads of a page: its status, title, canonical URL, page links and cards. */
async function page(path: string) {
  const res = await get(path);
  const html = res.text;
  const attr = (re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return {
    status: res.status,
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    prev: linkWithRel(html, 'prev'),
    next: linkWithRel(html, 'next'),
    status_text: /Page (\d+) of (\d+)/.exec(html)?.slice(1).map(Number),
    cards: [...html.matchAll(/<h3 class="card__title">([^<]*)<\/h3>/g)].map((m) => m[1]),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
  };
}

/** The BreadcrumbList of a page (alone, or in its @graph). */
function breadcrumbOf(nodes: Array<Record<string, unknown>>): string[] {
  const all = nodes.flatMap((n) => (Array.isArray(n['@graph']) ? (n['@graph'] as Array<Record<string, unknown>>) : [n]));
  const list = all.find((n) => n['@type'] === 'BreadcrumbList');
  return ((list?.itemListElement ?? []) as Array<{ name: string; item: string }>).map((c) => `${c.name} ${c.item}`);
}

describe('/magazine, the article archive', () => {
  it('lists the newest 12 public articles with a Next link to ?page=2, its own title, canonical URL and breadcrumbs', async () => {
    const p = await page('/magazine');
    expect(p.status).toBe(200);
    expect(p.title).toBe('The Magazine | Insight Media');
    expect(p.canonical).toBe(`${SITE}/magazine`);
    expect(p.cards).toHaveLength(12);
    expect(p.cards[0]).toBe('Tech story 1'); // newest first
    expect(p.cards).not.toContain('A draft by someone new');
    expect(p.status_text).toEqual([1, 3]);
    expect(p.next).toBe('/magazine?page=2');
    expect(p.html.includes('rel="prev"')).toBe(false);
    expect(breadcrumbOf(p.jsonLd)).toEqual([`Home ${SITE}/`, `Magazine ${SITE}/magazine`]);
    // Every category is a link to its page.
    for (const slug of ['research-world', 'tech-trends', 'e-corner', 'mind-and-body-quest']) expect(p.html.includes(`href="/magazine/${slug}"`), slug).toBe(true);
  });

  it('page 2 has its own title and canonical URL, and links back to the first page and on to the third', async () => {
    const p = await page('/magazine?page=2');
    expect(p.status).toBe(200);
    expect(p.title).toBe('The Magazine: Page 2 of 3 | Insight Media');
    expect(p.canonical).toBe(`${SITE}/magazine?page=2`);
    expect(p.prev).toBe('/magazine');
    expect(p.next).toBe('/magazine?page=3');
    expect(p.status_text).toEqual([2, 3]);
    expect(p.cards).toHaveLength(12);
    const last = await page('/magazine?page=3');
    expect(last.cards).toHaveLength(2);
    expect(last.prev).toBe('/magazine?page=2');
    expect(last.html.includes('rel="next"')).toBe(false);
  });

  it('a page past the last answers 404 with a way to the first page; a page that is no number is the first page', async () => {
    const past = await page('/magazine?page=4');
    expect(past.status).toBe(404);
    expect(past.html.includes('Page Not Found')).toBe(true);
    expect(past.html.includes('href="/magazine"')).toBe(true);
    for (const path of ['/magazine?page=abc', '/magazine?page=0', '/magazine?page=1e21']) {
      const first = await page(path);
      expect(first.status, path).toBe(200);
      expect(first.canonical, path).toBe(`${SITE}/magazine`);
      expect(first.status_text, path).toEqual([1, 3]);
    }
  });
});

describe('category pages', () => {
  it("list one category's articles under its own title, with breadcrumbs Home > Magazine > Category", async () => {
    const p = await page('/magazine/tech-trends');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Tech Trends | Insight Media');
    expect(p.canonical).toBe(`${SITE}/magazine/tech-trends`);
    expect(p.cards).toHaveLength(12);
    expect(p.cards.every((t) => t.startsWith('Tech story'))).toBe(true);
    expect(p.next).toBe('/magazine/tech-trends?page=2');
    expect(breadcrumbOf(p.jsonLd)).toEqual([`Home ${SITE}/`, `Magazine ${SITE}/magazine`, `Tech Trends ${SITE}/magazine/tech-trends`]);
    expect(p.html.includes('<meta name="description" content="Tech Trends: ')).toBe(true);

    const corner = await page('/magazine/e-corner');
    expect(corner.title).toBe('E! Corner | Insight Media');
    expect(corner.cards).toHaveLength(12);
    expect(corner.html.includes('rel="next"')).toBe(false);
  });

  it('a category without public articles is its empty state; an unknown one is a 404', async () => {
    const empty = await page('/magazine/need-to-know');
    expect(empty.status).toBe(200);
    expect(empty.html.includes('No Need to Know Articles Yet')).toBe(true);
    const unknown = await page('/magazine/not-a-category');
    expect(unknown.status).toBe(404);
    expect(unknown.html.includes('Category Not Found')).toBe(true);
  });

  it('the category strip of every page links to the category pages', async () => {
    const home = (await get('/about')).text;
    expect(home.includes('href="/magazine/spirit-of-africa"')).toBe(true);
    expect(home.includes('/search?q=Spirit')).toBe(false);
  });
});

describe('author pages', () => {
  it('show the name, bio and photo from their articles and their articles, paginated', async () => {
    const p = await page('/author/amara-nwosu');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Amara Nwosu | Insight Media');
    expect(p.canonical).toBe(`${SITE}/author/amara-nwosu`);
    expect(p.html.includes('<h1>Amara Nwosu</h1>')).toBe(true);
    expect(p.html.includes('Amara Nwosu writes about classrooms across Africa.')).toBe(true);
    expect(p.html.includes('<meta name="description" content="Amara Nwosu writes about classrooms across Africa."')).toBe(true);
    expect(p.html.includes('alt="Portrait of Amara Nwosu"')).toBe(true);
    expect(p.html.includes('14 articles')).toBe(true); // the scheduled one is not public yet
    expect(p.cards).toHaveLength(12);
    expect(p.next).toBe('/author/amara-nwosu?page=2');
    expect(breadcrumbOf(p.jsonLd)).toEqual([`Home ${SITE}/`, `Magazine ${SITE}/magazine`, `Amara Nwosu ${SITE}/author/amara-nwosu`]);
    const second = await page('/author/amara-nwosu?page=2');
    expect(second.title).toBe('Amara Nwosu: Page 2 of 2 | Insight Media');
    expect(second.cards).toHaveLength(2);
  });

  it('an author without a photo gets initials; unknown, draft-only authors and pages past the last are 404s', async () => {
    const tunde = await page('/author/tunde-adeyemi');
    expect(tunde.status).toBe(200);
    expect(tunde.html.includes('author-header__photo--initials')).toBe(true);
    for (const path of ['/author/nobody-at-all', '/author/hidden-writer']) {
      const p = await page(path);
      expect(p.status, path).toBe(404);
      expect(p.html.includes('Author Not Found'), path).toBe(true);
    }
    const past = await page('/author/tunde-adeyemi?page=2');
    expect(past.status).toBe(404);
    expect(past.html.includes('Page Not Found')).toBe(true);
  });
});

describe('/videos', () => {
  it('lists the magazine videos 12 a page', async () => {
    const p = await page('/videos');
    expect(p.status).toBe(200);
    expect(p.title).toBe('Videos | Insight Media');
    expect(p.cards).toHaveLength(12);
    expect(p.next).toBe('/videos?page=2');
    const second = await page('/videos?page=2');
    expect(second.canonical).toBe(`${SITE}/videos?page=2`);
    expect(second.cards).toEqual(['Magazine video 13', 'Magazine video 14']);
    expect((await page('/videos?page=3')).status).toBe(404);
  });

  it("the home page's videos section leads there", async () => {
    const home = (await get('/')).text;
    expect(/<a class="section-heading__link" href="\/videos"[^>]*>See all videos<\/a>/.test(home) || home.includes('href="/videos" class="section-heading__link"')).toBe(true);
  });
});

describe('/tv-show', () => {
  it('shows every public episode under its season, with a link per season', async () => {
    const p = await page('/tv-show');
    expect(p.status).toBe(200);
    expect(p.cards).toEqual(['S2 episode 3', 'S2 episode 2', 'S2 episode 1', 'S1 episode 4', 'S1 episode 3', 'S1 episode 2', 'S1 episode 1']);
    const headings = [...p.html.matchAll(/<h2 id="season-\d+">([^<]*)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Season 2: Innovation', 'Season 1: Foundation']);
    expect(p.html.includes('href="/tv-show?season=1"')).toBe(true);
    expect(p.html.includes('href="/tv-show?season=2"')).toBe(true);
  });

  it('?season= (its number or its id) shows one season, with its own title and canonical URL; an unknown one is a 404', async () => {
    const p = await page('/tv-show?season=1');
    expect(p.status).toBe(200);
    expect(p.title).toBe('TV Show: Season 1: Foundation | Insight Media');
    expect(p.canonical).toBe(`${SITE}/tv-show?season=1`);
    expect(p.cards).toEqual(['S1 episode 4', 'S1 episode 3', 'S1 episode 2', 'S1 episode 1']);
    expect(p.html.includes('aria-current="page"')).toBe(true);
    const byId = await page(`/tv-show?season=${ids.seasons[1]}`);
    expect(byId.cards).toEqual(['S2 episode 3', 'S2 episode 2', 'S2 episode 1']);
    const unknown = await page('/tv-show?season=9');
    expect(unknown.status).toBe(404);
    expect(unknown.html.includes('Season Not Found')).toBe(true);
  });
});

describe('/podcast', () => {
  it('lists every episode 12 a page; an episode with neither audio nor video has no Play button and says so', async () => {
    const p = await page('/podcast');
    expect(p.status).toBe(200);
    expect(p.title).toBe('The Podcast | Insight Media');
    const titles = [...p.html.matchAll(/<h2 class="episode__title"><a [^>]*>([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(12);
    expect(titles[0]).toBe('Founders 5, coming soon');
    expect(p.next).toBe('/podcast?page=2');
    // The silent episode's card: "Not available yet" where the others have Play.
    const silentCard = p.html.slice(p.html.indexOf('Founders 5, coming soon'), p.html.indexOf('</article>', p.html.indexOf('Founders 5, coming soon')));
    expect(silentCard.includes('Not available yet')).toBe(true);
    expect(silentCard.includes('>Play<')).toBe(false);
    expect((p.html.match(/>Play<\/button>/g) ?? []).length).toBe(11);
    // The show's PodcastSeries beside the breadcrumbs.
    const graph = p.jsonLd[0]['@graph'] as Array<Record<string, unknown>>;
    expect(graph.map((n) => n['@type'])).toEqual(['PodcastSeries', 'BreadcrumbList']);
  });

  it('?series= (its slug or its id) shows one series; an unknown one is a 404', async () => {
    const slug = slugify('Library Talk: Founders Edition');
    expect(slug).toBe('library-talk-founders-edition');
    const p = await page(`/podcast?series=${slug}`);
    expect(p.status).toBe(200);
    expect(p.title).toBe('The Podcast: Library Talk: Founders Edition | Insight Media');
    expect(p.canonical).toBe(`${SITE}/podcast?series=${slug}`);
    const titles = [...p.html.matchAll(/<h2 class="episode__title"><a [^>]*>([^<]*)<\/a><\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual(['Founders 5, coming soon', 'Founders 4', 'Founders 3', 'Founders 2', 'Founders 1']);
    // Each shows its own episode number.
    expect([...p.html.matchAll(/>EP (?:<!-- -->)?(\d+)</g)].map((m) => Number(m[1]))).toEqual([5, 4, 3, 2, 1]);
    const byId = await page(`/podcast?series=${ids.series[0]}&page=1`);
    expect(byId.status).toBe(200);
    expect(byId.html.includes('Voices 9')).toBe(true);
    expect(byId.html.includes('Founders 1')).toBe(false);
    expect((await page('/podcast?series=no-such-series')).status).toBe(404);
  });
});

describe('the public API behind the pages', () => {
  it('pages articles by category with totals', async () => {
    const res = await get('/api/public/articles?category=Tech%20Trends&page=2&limit=12');
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ page: 2, limit: 12, total: 14, totalPages: 2 });
    expect(res.body.data.articles).toHaveLength(2);
    expect(res.headers['cache-control']).toContain('s-maxage');
  });

  it("GET /public/authors/:slug answers the author and a page of their articles; 404 for anyone else", async () => {
    const res = await get('/api/public/authors/amara-nwosu?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.data.author).toEqual({
      slug: 'amara-nwosu',
      name: 'Amara Nwosu',
      bio: 'Amara Nwosu writes about classrooms across Africa.',
      image: '/media/seed/amara.jpg',
      links: [],
    });
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 5, total: 14, totalPages: 3 });
    expect(res.body.data.articles[0].id).toBe(ids.amaraNewest);
    expect(res.body.data.articles[0]).not.toHaveProperty('content');
    const missing = await get('/api/public/authors/hidden-writer');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: 'Author not found' });
  });

  it('lists the seasons and series that have public episodes, and filters by them', async () => {
    const seasons = (await get('/api/public/tvshows/seasons')).body.data as Array<{ season_number: number; title: string; episodes: number }>;
    expect(seasons.map((s) => [s.season_number, s.title, s.episodes])).toEqual([
      [1, 'Foundation', 4],
      [2, 'Innovation', 3],
    ]);
    const tv = (await get('/api/public/tvshows?season=2&limit=2')).body.data;
    expect(tv.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect((await get('/api/public/tvshows?season=7')).body.data.pagination.total).toBe(0);

    const series = (await get('/api/public/podcasts/series')).body.data as Array<{ slug: string; episodes: number }>;
    expect(series.map((s) => [s.slug, s.episodes])).toEqual([
      ['library-talk-founders-edition', 5],
      ['library-talk-voices-of-learning', 9],
    ]);
    const founders = (await get('/api/public/podcasts?series=library-talk-founders-edition')).body.data;
    expect(founders.pagination.total).toBe(5);
    expect((await get(`/api/public/podcasts?series=${ids.series[0]}`)).body.data.pagination.total).toBe(9);
    expect((await get('/api/public/podcasts?series=nope')).body.data.pagination.total).toBe(0);
  });
});

describe('the sitemap', () => {
  it('lists /videos, the category pages and the author pages that have public articles, each with its lastmod', async () => {
    const xml = (await get('/sitemap.xml')).text;
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]*)<\/loc>\s*(?:<lastmod>([^<]*)<\/lastmod>\s*)?<\/url>/g)].map((m) => ({ loc: m[1], lastmod: m[2] }));
    const locs = entries.map((e) => e.loc);
    for (const path of ['/videos', '/magazine/tech-trends', '/magazine/e-corner', '/author/amara-nwosu', '/author/tunde-adeyemi']) {
      const entry = entries.find((e) => e.loc === `${SITE}${path}`);
      expect(entry, path).toBeDefined();
      expect(entry!.lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    // No page for a category without public articles, nor for an author of drafts only.
    expect(locs).not.toContain(`${SITE}/magazine/need-to-know`);
    expect(locs).not.toContain(`${SITE}/author/hidden-writer`);
    for (const loc of locs) expect(matchPublicRoute(new URL(loc).pathname), loc).not.toBeNull();
  });
});
