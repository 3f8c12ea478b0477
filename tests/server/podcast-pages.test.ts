/**
 * Episode pages (/podcast/{id}, issue 14): server-rendered like the other detail pages, with the
 * player (the counted address for an uploaded file), the guest's record, the transcript, the share
 * tags (og:audio) and schema.org PodcastEpisode JSON-LD that survives any title; 404 with the
 * not-found state for an unknown or unpublished episode; a counted view; the links to the pages
 * from the sitemap and the RSS feed; and the feed each podcast page offers (a series' page and its
 * episodes their series' own feed). Uses the production build in dist/ (built first when web/ or
 * shared/ changed), as the production web mode does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { daysAgo, makePodcastEpisode } from '../helpers/content.ts';
import { ensureWebBuilt } from '../helpers/browser.ts';
import { podcastGuests, podcastSeries } from '../../server/db/schema.ts';

const SITE = 'http://localhost:5555'; // PUBLIC_URL of createTestApp
const UPLOADED_AUDIO = '/media/audio/2026/01/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/episode-12.mp3';
const NASTY_TITLE = 'Exams </script><script>alert(1)</script> & "you"';

let web: TestContext;
const get = (path: string, userAgent = 'podcast-pages-test') => request(web.app.server).get(path).set('User-Agent', userAgent);
const ids: Record<string, string> = {};
const SERIES_SLUG = 'library-talk-voices-of-learning';

/** The page's JSON-LD block, parsed. */
function jsonLdOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json" id="page-jsonld">([^<]*)<\/script>/.exec(html);
  expect(m, 'a JSON-LD block in the head').not.toBeNull();
  return JSON.parse(m![1]) as Record<string, unknown>;
}
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

beforeAll(async () => {
  await ensureWebBuilt();
  web = await createTestApp({}, { web: 'prod' });
  const db = web.app.db;
  const guestId = randomUUID();
  db.insert(podcastGuests)
    .values({ id: guestId, fullName: 'Dr. Nadia Mwangi', title: 'Lecturer in Learning Sciences', organization: 'Savanna Institute', bio: 'Nadia researches how students learn mathematics.' })
    .run();
  const seriesId = randomUUID();
  ids.series = seriesId;
  db.insert(podcastSeries).values({ id: seriesId, title: 'Library Talk: Voices of Learning' }).run();
  ids.uploaded = makePodcastEpisode(db, {
    title: 'Do Laptops Make Better Maths Students?',
    description: 'First paragraph of the notes.\n\nSecond paragraph, with a line\nbreak.',
    publishDate: daysAgo(2),
    audioUrl: UPLOADED_AUDIO,
    audioSize: 40_496_123,
    audioType: 'audio/mpeg',
    audioDuration: 2531,
    duration: '42 min',
    episodeNumber: 12,
    guestName: 'Dr. Nadia Mwangi',
    guestId,
    seriesId,
    image: '/media/seed/podcast-1.jpg',
    transcript: 'Host: Welcome to Library Talk.',
  });
  ids.youtube = makePodcastEpisode(db, { title: NASTY_TITLE, publishDate: daysAgo(3), youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', guestName: '' });
  ids.nothing = makePodcastEpisode(db, { title: 'Coming soon episode', publishDate: daysAgo(4) });
  ids.draft = makePodcastEpisode(db, { title: 'Draft episode', status: 'draft', audioUrl: 'https://cdn.example.org/d.mp3' });
}, 300_000);

afterAll(async () => {
  await web?.close();
});

describe('GET /podcast/:id', () => {
  it('renders the episode on the server: title, notes, guest, series, transcript and the player', async () => {
    const res = await get(`/podcast/${ids.uploaded}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.text;
    // Booleans keep a failure message short (a page is large).
    expect(html.includes('<title>Do Laptops Make Better Maths Students? | Insight Media</title>')).toBe(true);
    expect(html.includes(`<link rel="canonical" href="${SITE}/podcast/${ids.uploaded}" />`)).toBe(true);
    expect(/<h1 class="article__title">Do Laptops Make Better Maths Students\?<\/h1>/.test(html)).toBe(true);
    expect(html.includes('First paragraph of the notes.')).toBe(true);
    expect(html.includes('Lecturer in Learning Sciences, Savanna Institute')).toBe(true);
    expect(html.includes('Nadia researches how students learn mathematics.')).toBe(true);
    expect(html.includes('Library Talk: Voices of Learning')).toBe(true);
    expect(html.includes('<summary>Transcript</summary>')).toBe(true);
    expect(html.includes(`href="/podcast/${ids.uploaded}/transcript.txt"`)).toBe(true);
    // The uploaded file plays in the site's docked player (through the counted enclosure address,
    // og:audio below), fetched only on Play: the page holds its Play and Download buttons, no <audio>.
    expect(/<audio\b/.test(html)).toBe(false);
    expect(/<button[^>]*>(?:(?!<\/button>).)*Play episode<\/button>/.test(html)).toBe(true);
    expect(html.includes('Download episode')).toBe(true);
    expect(html.includes('not available to play yet')).toBe(false);
    // Its length is the uploaded file's (2,531 s), not the '42 min' typed before the file.
    expect(/<span>42:11<\/span>|>42:11</.test(html)).toBe(true);
    expect(html.includes('42 min')).toBe(false);
    // Subscribing from the episode follows its series' own feed.
    expect(html.includes(`<a href="/podcast/series/${ids.series}.xml" type="application/rss+xml">RSS feed</a>`)).toBe(true);
  });

  it('shares with og:audio and the large image card, and describes itself as a schema.org PodcastEpisode', async () => {
    const html = (await get(`/podcast/${ids.uploaded}`)).text;
    const head = headOf(html);
    expect(head.includes(`<meta property="og:audio" content="${SITE}/podcast/${ids.uploaded}/audio.mp3" />`)).toBe(true);
    expect(head.includes('<meta property="og:audio:type" content="audio/mpeg" />')).toBe(true);
    expect(head.includes('<meta property="og:type" content="website" />')).toBe(true);
    expect(head.includes('<meta name="twitter:card" content="summary_large_image" />')).toBe(true);
    const ld = jsonLdOf(head);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'PodcastEpisode',
      name: 'Do Laptops Make Better Maths Students?',
      url: `${SITE}/podcast/${ids.uploaded}`,
      episodeNumber: 12,
      timeRequired: 'PT42M11S',
      image: `${SITE}/media/seed/podcast-1.jpg`,
      associatedMedia: {
        '@type': 'MediaObject',
        contentUrl: `${SITE}/podcast/${ids.uploaded}/audio.mp3`,
        encodingFormat: 'audio/mpeg',
        contentSize: '40.5 MB',
        duration: 'PT42M11S',
      },
      // Its series is a show of its own, with its own feed.
      partOfSeries: { '@type': 'PodcastSeries', name: 'Library Talk: Voices of Learning', url: `${SITE}/podcast?series=${SERIES_SLUG}`, webFeed: `${SITE}/podcast/series/${ids.series}.xml` },
    });
    expect(String(ld.description)).toMatch(/^First paragraph/);
    expect(Number.isFinite(Date.parse(String(ld.datePublished)))).toBe(true);
  });

  it('keeps any title inside the JSON-LD block (every < escaped) under the strict CSP', async () => {
    const res = await get(`/podcast/${ids.youtube}`);
    expect(res.status).toBe(200);
    const head = headOf(res.text);
    expect(head.includes('<script>alert(1)</script>')).toBe(false);
    expect(jsonLdOf(head).name).toBe(NASTY_TITLE);
    expect(head.includes(`<title>${escapeHtml(NASTY_TITLE)} | Insight Media</title>`)).toBe(true);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // No audio: no og:audio, no associatedMedia; the recording is the YouTube embed.
    expect(head.includes('og:audio')).toBe(false);
    expect(jsonLdOf(head)).not.toHaveProperty('associatedMedia');
    expect(res.text.includes('<audio')).toBe(false);
    expect(res.text.includes('class="embed"')).toBe(true);
    expect(res.text.includes('not available to play yet')).toBe(false);
  });

  it('says plainly when an episode has nothing to play yet (no player, no Play button)', async () => {
    const res = await get(`/podcast/${ids.nothing}`);
    expect(res.status).toBe(200);
    expect(res.text.includes('This episode is not available to play yet.')).toBe(true);
    expect(res.text.includes('<audio')).toBe(false);
    expect(/aria-label="Play/.test(res.text)).toBe(false);
  });

  it('answers 404 with the not-found state for an unknown, malformed or unpublished episode', async () => {
    for (const path of ['/podcast/00000000-0000-4000-8000-000000000000', '/podcast/not-an-id', `/podcast/${ids.draft}`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.text.includes('Episode Not Found'), path).toBe(true);
      expect(res.text.includes('<meta name="robots" content="noindex" />'), path).toBe(true);
      expect(res.text.includes('application/ld+json'), path).toBe(false);
    }
  });

  it('counts a view once per reader, like the other detail pages, and the API answers the guest', async () => {
    const views = async () => (await request(web.app.server).get(`/api/public/podcasts/${ids.nothing}`).set('User-Agent', 'api-reader')).body.data.views as number;
    const before = await views(); // the API reader's own view
    await get(`/podcast/${ids.nothing}`, 'reader-one');
    await get(`/podcast/${ids.nothing}`, 'reader-one'); // a reload: the same view
    await get(`/podcast/${ids.nothing}`, 'reader-two');
    // Views of pages answered from the cache wait a second to be written; the API adds them meanwhile.
    expect(await views()).toBe(before + 2);

    const api = await request(web.app.server).get(`/api/public/podcasts/${ids.uploaded}`);
    expect(api.body.data.guest).toMatchObject({ full_name: 'Dr. Nadia Mwangi', title: 'Lecturer in Learning Sciences', organization: 'Savanna Institute' });
    expect(api.body.data.podcast_series).toMatchObject({ title: 'Library Talk: Voices of Learning' });
    expect((await request(web.app.server).get(`/api/public/podcasts/${ids.nothing}`)).body.data.guest).toBeNull();
  });
});

describe('the feed each podcast page offers', () => {
  it("a series' page names the series' own feed in its head and as a visible Subscribe / RSS link", async () => {
    const res = await get(`/podcast?series=${SERIES_SLUG}`);
    expect(res.status).toBe(200);
    const feed = `/podcast/series/${ids.series}.xml`;
    expect(headOf(res.text).includes(`<link rel="alternate" type="application/rss+xml" id="page-feed" title="Library Talk: Voices of Learning (podcast feed)" href="${SITE}${feed}" />`)).toBe(true);
    expect(/<a href="([^"]+)" type="application\/rss\+xml" class="btn btn--outline">.*?Subscribe \/ RSS<\/a>/.exec(res.text)?.[1]).toBe(feed);
    // The feed is there and is that series.
    const xml = await get(feed);
    expect(xml.status).toBe(200);
    expect(xml.text.includes('<title>Library Talk: Voices of Learning</title>')).toBe(true);
    // schema.org: the series' PodcastSeries with that feed.
    const graph = jsonLdOf(headOf(res.text))['@graph'] as Array<Record<string, unknown>>;
    expect(graph[0]).toMatchObject({ '@type': 'PodcastSeries', name: 'Library Talk: Voices of Learning', webFeed: `${SITE}${feed}` });
  });

  it('/podcast offers the whole podcast\'s feed, which every page names already', async () => {
    const res = await get('/podcast');
    expect(res.status).toBe(200);
    const head = headOf(res.text);
    expect(head.includes('id="page-feed"')).toBe(false);
    expect(head.includes('<link rel="alternate" type="application/rss+xml" title="Insight Media Podcast" href="/podcast.xml" />')).toBe(true);
    expect(/<a href="([^"]+)" type="application\/rss\+xml" class="btn btn--outline">.*?Subscribe \/ RSS<\/a>/.exec(res.text)?.[1]).toBe('/podcast.xml');
  });
});

describe('links to episode pages', () => {
  it('the sitemap lists every public episode page with its date; no draft', async () => {
    const xml = (await get('/sitemap.xml')).text;
    for (const id of [ids.uploaded, ids.youtube, ids.nothing]) {
      expect(xml).toMatch(new RegExp(`<loc>${SITE}/podcast/${id}</loc>\\n<lastmod>\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z</lastmod>`));
    }
    expect(xml.includes(ids.draft)).toBe(false);
  });

  it('RSS items of episodes link to their page', async () => {
    const xml = (await get('/rss.xml')).text;
    expect(xml.includes(`<link>${SITE}/podcast/${ids.uploaded}</link>`)).toBe(true);
    expect(xml.includes(`<link>${SITE}/podcast</link>`)).toBe(false);
  });
});
