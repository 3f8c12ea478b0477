/**
 * Structured data (issue 15): every public page that describes something carries schema.org JSON-LD
 * that search engines can use for a rich result. Each page is rendered on the server (the production
 * build in dist/, built first when web/ or shared/ changed), every <script type="application/ld+json">
 * is parsed, and each node is checked twice:
 * - against schema.org: its @type is a schema.org type and every property is one schema.org defines
 *   for it (a misspelt property is silently ignored by every reader);
 * - against Google's required and recommended properties for the rich result it feeds (Article,
 *   Video, sitelinks search box, breadcrumb): absolute URLs, ISO 8601 dates with a time zone and
 *   durations, a headline of at most 110 characters, a publisher with a raster logo that fits
 *   600x60 and is served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { authors } from '../../server/db/schema.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { ensureWebBuilt } from '../helpers/browser.ts';
import { breadcrumbJsonLd, podcastSeriesJsonLd } from '../../shared/structured-data.ts';
import { SITE_DEFAULTS } from '../../shared/site.ts';

/** The whole podcast's name on an untouched site: its name and "Podcast". */
const PODCAST_SERIES_NAME = `${SITE_DEFAULTS.site_name} Podcast`;

const SITE = 'http://localhost:5555'; // PUBLIC_URL of createTestApp
const LONG_TITLE =
  'How a </script> school in Kigali taught two thousand girls to code, and what every other school in East Africa can learn from it this year';
const UPLOADED_IMAGE = '/media/uploads/2026/01/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/1920x1080-3a5f7c.jpg';

type Node = Record<string, unknown>;

let web: TestContext;
const ids: Record<string, string> = {};
const get = (path: string) => request(web.app.server).get(path).set('User-Agent', 'structured-data-test');

/** Every JSON-LD block of a page, parsed, flattened (@graph members are nodes of their own). */
function jsonLdNodes(html: string): Node[] {
  const nodes: Node[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)) {
    const block = JSON.parse(m[1]) as Node;
    const graph = block['@graph'];
    nodes.push(...(Array.isArray(graph) ? (graph as Node[]).map((n) => ({ '@context': block['@context'], ...n })) : [block]));
  }
  return nodes;
}

async function nodesOf(path: string): Promise<Node[]> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return jsonLdNodes(res.text);
}

function only(nodes: Node[], type: string): Node {
  const found = nodes.filter((n) => n['@type'] === type);
  expect(found, `one ${type} block`).toHaveLength(1);
  return found[0];
}

// ---------------------------------------------------------------------------------------------
// schema.org: the types the site uses and the properties schema.org defines on each (inherited
// ones included: Thing -> CreativeWork -> Article -> NewsArticle, CreativeWork -> MediaObject ->
// VideoObject, ...). From https://schema.org/<Type>.

const THING = ['name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName', 'mainEntityOfPage', 'potentialAction'];
const CREATIVE_WORK = [
  ...THING,
  'headline', 'author', 'publisher', 'datePublished', 'dateModified', 'keywords', 'isAccessibleForFree', 'inLanguage', 'genre',
  'interactionStatistic', 'thumbnailUrl', 'timeRequired', 'associatedMedia', 'isPartOf', 'partOfSeries',
];
const MEDIA_OBJECT = [...CREATIVE_WORK, 'contentUrl', 'embedUrl', 'encodingFormat', 'contentSize', 'duration', 'uploadDate', 'width', 'height'];
const SCHEMA_ORG: Record<string, string[]> = {
  NewsArticle: [...CREATIVE_WORK, 'articleSection', 'articleBody', 'wordCount'],
  VideoObject: [...MEDIA_OBJECT, 'transcript'],
  MediaObject: MEDIA_OBJECT,
  ImageObject: [...MEDIA_OBJECT, 'caption'],
  WebSite: CREATIVE_WORK,
  WebPage: CREATIVE_WORK,
  PodcastSeries: [...CREATIVE_WORK, 'webFeed', 'actor', 'startDate', 'endDate'],
  PodcastEpisode: [...CREATIVE_WORK, 'episodeNumber'],
  BreadcrumbList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  ListItem: [...THING, 'position', 'item'],
  Organization: [...THING, 'logo', 'email'],
  Person: [...THING, 'jobTitle', 'affiliation'],
  SearchAction: [...THING, 'target', 'query', 'query-input'],
  EntryPoint: [...THING, 'urlTemplate'],
  InteractionCounter: [...THING, 'interactionType', 'userInteractionCount'],
  WatchAction: THING,
};

/** Every typed node in a block, the block itself first. */
function* typedNodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const v of value) yield* typedNodes(v);
  else if (value && typeof value === 'object') {
    const node = value as Node;
    if (typeof node['@type'] === 'string') yield node;
    for (const v of Object.values(node)) yield* typedNodes(v);
  }
}

function expectSchemaOrg(block: Node) {
  expect(block['@context']).toBe('https://schema.org');
  for (const node of typedNodes(block)) {
    const type = String(node['@type']);
    expect(Object.keys(SCHEMA_ORG), `@type ${type}`).toContain(type);
    for (const key of Object.keys(node)) {
      if (key.startsWith('@')) continue;
      expect(SCHEMA_ORG[type], `${type}.${key} is not a schema.org property`).toContain(key);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Google's properties per rich result.

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const ISO_DURATION = /^PT(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?$/;
const URL_KEYS = new Set(['url', 'image', 'thumbnailUrl', 'embedUrl', 'contentUrl', 'item', 'webFeed', 'urlTemplate', '@id']);

/** Every URL in a block is absolute (Google ignores relative ones). */
function expectAbsoluteUrls(value: unknown, key = ''): void {
  if (Array.isArray(value)) value.forEach((v) => expectAbsoluteUrls(v, key));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) expectAbsoluteUrls(v, k);
  else if (URL_KEYS.has(key)) expect(String(value), key).toMatch(/^https?:\/\/[^/\s]+/);
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function expectArticle(ld: Node) {
  expect(ld['@type']).toBe('NewsArticle');
  expect(typeof ld.headline).toBe('string');
  expect(String(ld.headline).length).toBeGreaterThan(0);
  expect(String(ld.headline).length).toBeLessThanOrEqual(110);
  expect(asList(ld.image).length).toBeGreaterThan(0);
  expect(String(ld.datePublished)).toMatch(ISO_WITH_ZONE);
  expect(String(ld.dateModified)).toMatch(ISO_WITH_ZONE);
  expect(Date.parse(String(ld.dateModified))).toBeGreaterThanOrEqual(Date.parse(String(ld.datePublished)));
  const authors = asList(ld.author) as Node[];
  expect(authors.length).toBeGreaterThan(0);
  for (const a of authors) {
    expect(a['@type']).toBe('Person');
    expect(String(a.name).trim()).not.toBe('');
  }
  const publisher = ld.publisher as Node;
  expect(publisher).toMatchObject({ '@type': 'Organization', name: 'Insight Media', url: `${SITE}/` });
  expect(publisher.logo).toMatchObject({ '@type': 'ImageObject' });
}

function expectVideo(ld: Node) {
  expect(ld['@type']).toBe('VideoObject');
  expect(String(ld.name).trim()).not.toBe('');
  expect(asList(ld.thumbnailUrl).length).toBeGreaterThan(0);
  expect(String(ld.uploadDate)).toMatch(ISO_WITH_ZONE);
  // Google needs the video itself: the file (contentUrl) or a player (embedUrl).
  expect(String(ld.embedUrl)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\b/);
  if (ld.duration !== undefined) expect(String(ld.duration)).toMatch(ISO_DURATION);
}

beforeAll(async () => {
  await ensureWebBuilt();
  web = await createTestApp({}, { web: 'prod' });
  const db = web.app.db;
  ids.article = makeArticle(db, {
    title: LONG_TITLE,
    author: 'Amina Okafor',
    featuredImage: UPLOADED_IMAGE,
    tags: 'coding, girls in tech',
    publishDate: daysAgo(3),
  });
  ids.video = makeVideo(db, { title: 'Solar labs in rural schools', duration: '12:34', thumbnail: '/media/seed/video-1.jpg', uploadDate: daysAgo(2) });
  ids.noThumb = makeVideo(db, { title: 'A video without its own picture', duration: '8 min', thumbnail: '', youtubeUrl: 'https://youtu.be/aqz-KE-bpKQ' });
  ids.noPlayer = makeVideo(db, { title: 'A video not uploaded yet', youtubeUrl: '' });
  ids.tv = makeTvEpisode(db, { title: 'Episode 4: The maker spaces', duration: '1:02:03', uploadDate: daysAgo(4) });
  ids.podcast = makePodcastEpisode(db, { title: 'Teachers who build apps', duration: '42 min', publishDate: daysAgo(5) });
}, 300_000);

afterAll(async () => {
  await web?.close();
});

describe('structured data of the public pages', () => {
  it('is valid schema.org on every page that has it, with every URL absolute', async () => {
    const pages = ['/', `/article/${ids.article}`, `/video/${ids.video}`, `/video/${ids.noThumb}`, `/tvshow/${ids.tv}`, `/podcast/${ids.podcast}`];
    for (const path of pages) {
      const nodes = await nodesOf(path);
      expect(nodes.length, `${path}: a JSON-LD block`).toBeGreaterThan(0);
      for (const node of nodes) {
        expectSchemaOrg(node);
        expectAbsoluteUrls(node);
      }
    }
  });

  it('an article is a NewsArticle with what Google asks of an Article rich result', async () => {
    const html = (await get(`/article/${ids.article}`)).text;
    // The title's '</script>' cannot end the data block early: every '<' is escaped in it.
    expect(html.includes('</script> school')).toBe(false);
    const ld = only(jsonLdNodes(html), 'NewsArticle');
    expectArticle(ld);
    // The title is 136 characters: cut at a word, with an ellipsis, within 110.
    expect(String(ld.headline)).toMatch(/^How a <\/script> school in Kigali .*…$/);
    // The featured picture's main file: for an upload, its largest variant.
    expect(ld.image).toEqual([`${SITE}${UPLOADED_IMAGE}`]);
    // The author's page (/author/<slug>, shared/slug.ts) says which person wrote it.
    expect(ld.author).toEqual([{ '@type': 'Person', name: 'Amina Okafor', url: `${SITE}/author/amina-okafor` }]);
    expect(ld).toMatchObject({
      url: `${SITE}/article/${ids.article}`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/article/${ids.article}` },
      articleSection: 'Tech Trends',
      keywords: 'coding, girls in tech',
    });
  });

  it("the author is their profile: its page and, once it has links, those as sameAs", async () => {
    web.app.db
      .update(authors)
      .set({ links: JSON.stringify([{ label: 'X', url: 'https://x.com/aminaokafor' }, { label: '', url: 'https://amina.example.org' }]) })
      .where(eq(authors.name, 'Amina Okafor'))
      .run();
    const ld = only(await nodesOf(`/article/${ids.article}`), 'NewsArticle');
    expect(ld.author).toEqual([{ '@type': 'Person', name: 'Amina Okafor', url: `${SITE}/author/amina-okafor`, sameAs: ['https://x.com/aminaokafor', 'https://amina.example.org'] }]);
  });

  it("the publisher's logo is a served PNG that fits Google's 600x60 box, its size as stated", async () => {
    const ld = only(await nodesOf(`/article/${ids.article}`), 'NewsArticle');
    const logo = (ld.publisher as Node).logo as Node;
    expect(String(logo.url).startsWith(`${SITE}/`)).toBe(true);
    const res = await get(new URL(String(logo.url)).pathname).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const meta = await sharp(res.body as Buffer).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: logo.width, height: logo.height });
    expect(meta.width).toBeLessThanOrEqual(600);
    expect(meta.height).toBeLessThanOrEqual(60);
    expect(meta.width === 600 || meta.height === 60).toBe(true);
  });

  it('a magazine video and a TV episode are VideoObjects with the privacy-friendly player', async () => {
    const video = only(await nodesOf(`/video/${ids.video}`), 'VideoObject');
    expectVideo(video);
    expect(video).toMatchObject({
      name: 'Solar labs in rural schools',
      url: `${SITE}/video/${ids.video}`,
      thumbnailUrl: [`${SITE}/media/seed/video-1.jpg`],
      duration: 'PT12M34S',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    });

    // No picture of its own: YouTube's still; a duration as typed ('8 min').
    const noThumb = only(await nodesOf(`/video/${ids.noThumb}`), 'VideoObject');
    expectVideo(noThumb);
    expect(noThumb).toMatchObject({ thumbnailUrl: ['https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg'], duration: 'PT8M' });

    const tv = only(await nodesOf(`/tvshow/${ids.tv}`), 'VideoObject');
    expectVideo(tv);
    expect(tv).toMatchObject({ name: 'Episode 4: The maker spaces', url: `${SITE}/tvshow/${ids.tv}`, duration: 'PT1H2M3S' });
  });

  it('a video with nothing to play carries no VideoObject (it would be an invalid rich result)', async () => {
    const res = await get(`/video/${ids.noPlayer}`);
    expect(res.status).toBe(200);
    expect(res.text.includes('Video URL not available')).toBe(true);
    expect(jsonLdNodes(res.text).filter((n) => n['@type'] === 'VideoObject')).toEqual([]);
  });

  it('the home page is a WebSite with a SearchAction that leads to a working search', async () => {
    const ld = only(await nodesOf('/'), 'WebSite');
    expect(ld).toMatchObject({ name: 'Insight Media', url: `${SITE}/` });
    const action = ld.potentialAction as Node;
    expect(action['@type']).toBe('SearchAction');
    expect(action['query-input']).toBe('required name=search_term_string');
    const template = String((action.target as Node).urlTemplate);
    expect(template).toBe(`${SITE}/search?q={search_term_string}`);
    const search = await get(new URL(template.replace('{search_term_string}', 'coding')).pathname + '?q=coding');
    expect(search.status).toBe(200);
    // React separates the text parts of 'Found N results' with empty comments.
    expect(/Found (?:<!-- -->)?[1-9]\d*(?:<!-- -->)? results?/.test(search.text)).toBe(true);
  });

  it('an episode page is a PodcastEpisode of the PodcastSeries', async () => {
    const ld = only(await nodesOf(`/podcast/${ids.podcast}`), 'PodcastEpisode');
    expect(String(ld.datePublished)).toMatch(ISO_WITH_ZONE);
    expect(ld.partOfSeries).toMatchObject({ '@type': 'PodcastSeries', name: PODCAST_SERIES_NAME, url: `${SITE}/podcast` });
  });

  it('the PodcastSeries builder (for /podcast) is valid schema.org with its feed and artwork', () => {
    const absolute = (path: string) => (/^https?:/.test(path) ? path : `${SITE}${path}`);
    const ld = podcastSeriesJsonLd(absolute, SITE_DEFAULTS.site_name, { description: 'Conversations about learning.' }) as Node;
    expectSchemaOrg(ld);
    expectAbsoluteUrls(ld);
    expect(ld).toMatchObject({
      '@type': 'PodcastSeries',
      name: PODCAST_SERIES_NAME,
      url: `${SITE}/podcast`,
      webFeed: `${SITE}/podcast.xml`,
      image: `${SITE}/podcast-cover.jpg`,
    });
  });

  it('the BreadcrumbList builder (for the list pages) numbers every crumb from 1, each with its absolute URL', () => {
    const absolute = (path: string) => `${SITE}${path}`;
    const ld = breadcrumbJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'Magazine', path: '/magazine' },
        { name: 'Tech Trends', path: '/magazine/tech-trends' },
      ],
      absolute,
    ) as Node;
    expectSchemaOrg(ld);
    expectAbsoluteUrls(ld);
    const items = ld.itemListElement as Node[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[2]).toEqual({ '@type': 'ListItem', position: 3, name: 'Tech Trends', item: `${SITE}/magazine/tech-trends` });
  });

  it('search result pages are noindex and describe nothing; the search page itself is indexed', async () => {
    for (const path of ['/search?q=coding', '/search?q=coding&type=video', '/search']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const robots = path.includes('q=') ? 'noindex' : 'index, follow';
      expect(res.text.includes(`<meta name="robots" content="${robots}" />`), path).toBe(true);
      expect(jsonLdNodes(res.text), path).toEqual([]);
    }
  });
});
