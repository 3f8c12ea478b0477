/**
 * Feeds and crawler files: /rss.xml (feed readers), /podcast.xml (podcast apps), /sitemap.xml and
 * /robots.txt (search engines), and the feed links in every public page's head. Documents are read
 * with a real XML parser, so a malformed feed fails here as it would in a reader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { matchPublicRoute } from '../../server/ssr/routes.ts';
import { durationSeconds } from '../../shared/format.ts';
import { mimeFromUrl } from '../../shared/media-type.ts';
import { escapeXml } from '../../server/modules/feeds/xml.ts';

const SITE = 'http://localhost:5555'; // PUBLIC_URL of createTestApp
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const NASTY = `Tips <b>&"' for\u0001 exams`;

let ctx: TestContext;
const get = (path: string) => request(ctx.app.server).get(path);

/** Parses with attributes, always giving arrays for repeatable elements. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['item', 'url', 'category', 'media:content', 'enclosure'].includes(name),
});
function parse(xml: string) {
  const valid = XMLValidator.validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
  return parser.parse(xml);
}
const text = (node: unknown): string => (typeof node === 'object' && node !== null ? String((node as Record<string, unknown>)['#text'] ?? '') : String(node ?? ''));

type Item = Record<string, unknown>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.app.db;
  // Public items, newest first: article (1h ago), video (1 day), tv (2 days), podcast (3 days), nasty article (4 days).
  ids.article = makeArticle(db, { title: 'Newest article', publishDate: new Date(Date.now() - 3_600_000).toISOString(), author: 'Amina Okafor', excerpt: 'Short excerpt' });
  ids.video = makeVideo(db, { title: 'A video', uploadDate: daysAgo(1), creator: 'Studio Kigali', thumbnail: '/media/seed/video.jpg' });
  ids.tv = makeTvEpisode(db, { title: 'A TV episode', uploadDate: daysAgo(2) });
  ids.podcastMp3 = makePodcastEpisode(db, {
    title: 'Podcast with mp3',
    publishDate: daysAgo(3),
    audioUrl: '/audio/episode-1.mp3',
    duration: '42 min',
    episodeNumber: 7,
    image: '/media/seed/podcast-1.jpg',
  });
  ids.nasty = makeArticle(db, { title: NASTY, excerpt: `Excerpt with ${NASTY}`, publishDate: daysAgo(4) });
  ids.podcastM4a = makePodcastEpisode(db, { title: 'Podcast with m4a', publishDate: daysAgo(5), audioUrl: 'https://cdn.example.org/ep2.m4a?x=1', duration: '1:02:03' });
  ids.podcastYoutube = makePodcastEpisode(db, { title: 'Podcast on YouTube only', publishDate: daysAgo(6), youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  // Never public.
  makeArticle(db, { title: 'Draft article', status: 'draft', publishDate: daysAgo(1) });
  makeArticle(db, { title: 'Article in review', status: 'review', publishDate: daysAgo(1) });
  makeArticle(db, { title: 'Scheduled article', status: 'scheduled', publishDate: inFuture(2) });
  makeVideo(db, { title: 'Future video', status: 'published', uploadDate: inFuture(1) });
  makeTvEpisode(db, { title: 'Draft TV', status: 'draft' });
  makePodcastEpisode(db, { title: 'Draft podcast', status: 'draft', audioUrl: '/audio/secret.mp3' });
  makePodcastEpisode(db, { title: 'Future podcast', status: 'scheduled', publishDate: inFuture(1) });
});

afterAll(async () => {
  await ctx?.close();
});

const HIDDEN_TITLES = ['Draft article', 'Article in review', 'Scheduled article', 'Future video', 'Draft TV', 'Draft podcast', 'Future podcast'];

describe('GET /rss.xml', () => {
  let res: request.Response;
  let channel: Record<string, unknown>;
  let items: Item[];
  beforeAll(async () => {
    res = await get('/rss.xml');
    const doc = parse(res.text);
    expect(doc.rss['@version']).toBe('2.0');
    channel = doc.rss.channel;
    items = channel.item as Item[];
  });

  it('answers RSS with a five-minute public cache', () => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=5, stale-while-revalidate=30');
  });

  it('describes the site and points at itself', () => {
    expect(channel.title).toBe('Insight Media');
    expect(channel.link).toBe(`${SITE}/`);
    expect(channel.language).toBe('en');
    const self = channel['atom:link'] as Record<string, string>;
    expect(self).toMatchObject({ '@href': `${SITE}/rss.xml`, '@rel': 'self', '@type': 'application/rss+xml' });
  });

  it('lists only public items of all four types, newest first', () => {
    expect(items.map((i) => i.title)).toEqual([
      'Newest article',
      'A video',
      'A TV episode',
      'Podcast with mp3',
      NASTY.replace('\u0001', ''),
      'Podcast with m4a',
      'Podcast on YouTube only',
    ]);
    for (const hidden of HIDDEN_TITLES) expect(res.text).not.toContain(hidden);
    const dates = items.map((i) => Date.parse(String(i.pubDate)));
    expect(dates.every((d) => Number.isFinite(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('links each item to its page on the site, with its UUID as guid', () => {
    const byTitle = new Map(items.map((i) => [i.title as string, i]));
    const expectations: Array<[string, string, string]> = [
      ['Newest article', ids.article, `/article/${ids.article}`],
      ['A video', ids.video, `/video/${ids.video}`],
      ['A TV episode', ids.tv, `/tvshow/${ids.tv}`],
      ['Podcast with mp3', ids.podcastMp3, `/podcast/${ids.podcastMp3}`],
    ];
    for (const [title, id, path] of expectations) {
      const item = byTitle.get(title)!;
      expect(item.link).toBe(`${SITE}${path}`);
      expect(matchPublicRoute(new URL(item.link as string).pathname), path).not.toBeNull();
      expect(text(item.guid)).toBe(id);
      expect((item.guid as Record<string, string>)['@isPermaLink']).toBe('false');
    }
  });

  it('carries the description, category, author and absolute image', () => {
    const article = items[0];
    expect(article.description).toBe('Short excerpt');
    expect(article.category).toEqual(['Tech Trends']);
    expect(article['dc:creator']).toBe('Amina Okafor');
    expect(String(article.pubDate)).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(article['media:content']).toEqual([{ '@url': `${SITE}/media/seed/placeholder.jpg`, '@medium': 'image', '@type': 'image/jpeg' }]);
    const video = items[1];
    expect(video['dc:creator']).toBe('Studio Kigali');
    expect((video['media:content'] as Item[])[0]['@url']).toBe(`${SITE}/media/seed/video.jpg`);
    // No author known: no dc:creator rather than an empty one.
    expect(items[2]).not.toHaveProperty('dc:creator');
  });

  it('escapes markup and drops characters XML forbids', () => {
    const nasty = items.find((i) => String(i.title).startsWith('Tips'))!;
    expect(nasty.title).toBe(`Tips <b>&"' for exams`);
    expect(nasty.description).toBe(`Excerpt with Tips <b>&"' for exams`);
    expect(res.text).toContain('Tips &lt;b&gt;&amp;&quot;&apos; for exams');
    expect(res.text).not.toContain('\u0001');
  });

  it('keeps only the 30 newest items', async () => {
    const local = await createTestApp();
    try {
      for (let i = 0; i < 12; i++) makeArticle(local.app.db, { title: `A${i}`, publishDate: daysAgo(i + 1) });
      for (let i = 0; i < 12; i++) makeVideo(local.app.db, { title: `V${i}`, uploadDate: daysAgo(i + 1.5) });
      for (let i = 0; i < 12; i++) makePodcastEpisode(local.app.db, { title: `P${i}`, publishDate: daysAgo(i + 1.2) });
      const doc = parse((await request(local.app.server).get('/rss.xml')).text);
      const titles = (doc.rss.channel.item as Item[]).map((i) => i.title);
      expect(titles).toHaveLength(30);
      expect(titles.slice(0, 3)).toEqual(['A0', 'P0', 'V0']);
      expect(titles).not.toContain('A11'); // the oldest of the 36
    } finally {
      await local.close();
    }
  });
});

describe('GET /podcast.xml', () => {
  let res: request.Response;
  let channel: Record<string, unknown>;
  let items: Item[];
  beforeAll(async () => {
    res = await get('/podcast.xml');
    channel = parse(res.text).rss.channel;
    items = channel.item as Item[];
  });

  it('answers RSS with a five-minute public cache', () => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, s-maxage=5, stale-while-revalidate=30');
  });

  it('has the channel tags Apple Podcasts requires', () => {
    expect(res.text).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(channel.title).toBe('Insight Media Podcast');
    expect(channel.link).toBe(`${SITE}/podcast`);
    expect(channel.language).toBe('en');
    expect(String(channel.description).length).toBeGreaterThan(20);
    expect(channel['itunes:author']).toBe('Insight Media');
    expect(channel['itunes:owner']).toEqual({ 'itunes:name': 'Insight Media', 'itunes:email': 'info@insightmedia.africa' });
    expect(channel['itunes:image']).toEqual({ '@href': `${SITE}/podcast-cover.jpg` });
    expect(channel['itunes:category']).toEqual({ '@text': 'Education' });
    expect(channel['itunes:explicit']).toBe('false');
    expect((channel['atom:link'] as Record<string, string>)['@href']).toBe(`${SITE}/podcast.xml`);
  });

  it('lists every public episode with audio, newest first, and nothing else', () => {
    // An episode only on YouTube has nothing for an app to download (tests/server/podcast-feed.test.ts).
    expect(items.map((i) => i.title)).toEqual(['Podcast with mp3', 'Podcast with m4a']);
    expect(res.text).not.toContain('Draft podcast');
    expect(res.text).not.toContain('secret.mp3');
    expect(res.text).not.toContain('Future podcast');
  });

  it('describes each episode: guid, page, date, duration, number, guest', () => {
    const [mp3, m4a] = items;
    expect(text(mp3.guid)).toBe(ids.podcastMp3);
    expect(mp3.link).toBe(`${SITE}/podcast/${ids.podcastMp3}`);
    expect(String(mp3.description)).toMatch(/^Description of fixture podcast/);
    expect(mp3['itunes:duration']).toBe(String(42 * 60));
    expect(m4a['itunes:duration']).toBe(String(3723));
    expect(mp3['itunes:episode']).toBe('7');
    expect(m4a).not.toHaveProperty('itunes:episode');
    // A seed picture (800 x 800, not an upload) is no episode art Apple takes: the show's applies.
    expect(mp3).not.toHaveProperty('itunes:image');
    expect(text(mp3['podcast:person'])).toBe('Kwame Mensah');
    expect(Number.isFinite(Date.parse(String(mp3.pubDate)))).toBe(true);
  });

  it('has an enclosure typed by the file extension when the audio was not uploaded', () => {
    const [mp3, m4a] = items;
    expect(mp3.enclosure).toEqual([{ '@url': `${SITE}/audio/episode-1.mp3`, '@type': 'audio/mpeg', '@length': '0' }]);
    expect(m4a.enclosure).toEqual([{ '@url': 'https://cdn.example.org/ep2.m4a?x=1', '@type': 'audio/mp4', '@length': '0' }]);
  });
});

describe('GET /sitemap.xml', () => {
  let res: request.Response;
  let urls: Array<{ loc: string; lastmod?: string }>;
  beforeAll(async () => {
    res = await get('/sitemap.xml');
    const doc = parse(res.text);
    expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    urls = doc.urlset.url;
  });

  it('is XML cached for an hour', () => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600, s-maxage=5, stale-while-revalidate=30');
  });

  it('lists the static pages, the category and author pages that list articles, and every public article, video, TV episode and podcast episode, and no draft', () => {
    const locs = urls.map((u) => u.loc);
    const expected = [
      '/',
      '/magazine',
      '/videos',
      '/tv-show',
      '/podcast',
      '/about',
      '/contact',
      // Both public articles are Tech Trends articles by the helper's default author.
      '/magazine/tech-trends',
      '/author/amina-okafor',
      `/article/${ids.article}`,
      `/article/${ids.nasty}`,
      `/video/${ids.video}`,
      `/tvshow/${ids.tv}`,
      `/podcast/${ids.podcastMp3}`,
      `/podcast/${ids.podcastM4a}`,
      `/podcast/${ids.podcastYoutube}`,
    ].map((p) => `${SITE}${p}`);
    expect(locs).toEqual(expected);
    // Every URL is a page the site serves (not redirected to /).
    for (const loc of locs) expect(matchPublicRoute(new URL(loc).pathname), loc).not.toBeNull();
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('dates each item page and the section pages in W3C format', () => {
    for (const u of urls.slice(7)) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const podcast = urls.find((u) => u.loc === `${SITE}/podcast`)!;
    expect(podcast.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/); // changes when an episode is added
    expect(urls.find((u) => u.loc === `${SITE}/about`)).not.toHaveProperty('lastmod');
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the back office and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('helpers', () => {
  it('escapes the five XML specials and strips forbidden characters, keeping emoji', () => {
    expect(escapeXml(`a<b>&"'\u0000\u0008\u000b\uFFFE\uD800 ok\t\n 🎙️`)).toBe('a&lt;b&gt;&amp;&quot;&apos; ok\t\n 🎙️');
  });

  it('reads durations as staff write them', () => {
    expect(durationSeconds('42 min')).toBe(2520);
    expect(durationSeconds('1h 20m')).toBe(4800);
    expect(durationSeconds('1 hr 5 mins')).toBe(3900);
    expect(durationSeconds('12:34')).toBe(754);
    expect(durationSeconds('1:02:03')).toBe(3723);
    expect(durationSeconds('')).toBeUndefined();
    expect(durationSeconds('about an hour')).toBeUndefined();
  });

  it('types audio by extension', () => {
    expect(mimeFromUrl('/a/b.MP3')).toBe('audio/mpeg');
    expect(mimeFromUrl('https://x.org/e.m4a?token=1')).toBe('audio/mp4');
    expect(mimeFromUrl('/e.ogg')).toBe('audio/ogg');
    expect(mimeFromUrl('/e')).toBeUndefined();
  });
});

describe('in the production web mode', () => {
  let web: TestContext;
  beforeAll(async () => {
    web = await createTestApp({}, { web: 'prod' });
    makePodcastEpisode(web.app.db, { title: 'Prod episode' });
  });
  afterAll(async () => {
    await web?.close();
  });

  it('serves the four files instead of redirecting them to /', async () => {
    for (const [path, type] of [
      ['/rss.xml', 'application/rss+xml'],
      ['/podcast.xml', 'application/rss+xml'],
      ['/sitemap.xml', 'application/xml'],
      ['/robots.txt', 'text/plain'],
    ]) {
      const res = await request(web.app.server).get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toContain(type);
    }
  });

  it('serves the podcast cover the feed points at: a square JPEG', async () => {
    const res = await request(web.app.server).get('/podcast-cover.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
  });

  it('links both feeds from the head of public pages, under the strict CSP', async () => {
    for (const path of ['/', '/podcast', `/article/does-not-exist`]) {
      const res = await request(web.app.server).get(path);
      const head = res.text.slice(0, res.text.indexOf('</head>'));
      expect(head, path).toContain('<link rel="alternate" type="application/rss+xml" title="Insight Media" href="/rss.xml" />');
      expect(head, path).toContain('<link rel="alternate" type="application/rss+xml" title="Insight Media Podcast" href="/podcast.xml" />');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    // The back office shell is not a public page.
    const admin = await request(web.app.server).get('/admin');
    expect(admin.text).not.toContain('/rss.xml');
  });
});
