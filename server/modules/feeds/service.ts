/**
 * The site's feeds and crawler files, as Ghost and WordPress publish them:
 * - /rss.xml      RSS 2.0 of the newest public items of all four types (feed readers);
 * - /podcast.xml  the podcast as Apple Podcasts / Spotify / Pocket Casts ingest it (iTunes tags);
 * - /sitemap.xml  every public page for search engines (sitemaps.org 0.9);
 * - /robots.txt   crawl rules and the sitemap's address.
 * Links use the paths the site itself links to (web/src/app/app.tsx, the search page's result
 * links): /article/:id, /video/:id, /tvshow/:id. Podcast episodes have no page of their own on this
 * site (they play on /podcast), so their link is /podcast and their guid is their UUID.
 * Every URL is absolute, built on config.publicUrl (PUBLIC_URL).
 */
import { PRODUCT_NAME, SITE_CONTACT } from '../../../shared/constants.ts';
import { parseDuration } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { newestOfEachType, publicPodcastEpisodes, sitemapRows, type FeedItem, type PodcastFeedItem } from './repository.ts';
import { podcastCoverUrl } from '../media/repository.ts';
import { emptyEl, parentEl, textEl, XML_DECLARATION } from './xml.ts';

const RSS_LIMIT = 30;
const PODCAST_LIMIT = 300;
/** The sitemaps.org limit is 50,000 URLs per file; a site this size stays far below it. */
const SITEMAP_PER_TYPE = 10_000;

const SITE_DESCRIPTION =
  'Insight Media tells the stories of education and innovation in Africa for young readers: a magazine, a TV show and a podcast.';
const PODCAST_TITLE = `${PRODUCT_NAME} Podcast`;
const PODCAST_DESCRIPTION =
  'Conversations with the students, teachers, founders and researchers shaping education and innovation in Africa.';
/** The address the Contact page shows: Apple sends feed verification mail there. */
const PODCAST_OWNER_EMAIL = SITE_CONTACT.email;
/**
 * Show artwork (Apple asks for a square JPEG or PNG of 1400-3000 px): the one staff made from an
 * upload (Settings or the podcast screen: server/modules/media, a square JPEG of 1400 or 3000 px),
 * else the built-in square 1400x1400 JPEG in web/public.
 */
const PODCAST_COVER = '/podcast-cover.jpg';

/** The public page of an item: the same paths the site's links use. */
function itemPath(type: FeedItem['type'], id: string): string {
  const safe = encodeURIComponent(id);
  switch (type) {
    case 'article':
      return `/article/${safe}`;
    case 'video':
      return `/video/${safe}`;
    case 'tvshow':
      return `/tvshow/${safe}`;
    default:
      return '/podcast';
  }
}

/**
 * The public pages that are not items, as routed in web/src/app/app.tsx (/search is left out: a
 * results page is not content to index).
 */
const STATIC_PAGES = ['/', '/magazine', '/tv-show', '/podcast', '/about', '/contact'] as const;

function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('//')) return `https:${path}`;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

const validDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** RFC 822 date for RSS ('Sat, 21 Nov 2026 10:00:00 GMT'). */
const rfc822 = (iso: string) => validDate(iso)?.toUTCString();

/** W3C datetime for sitemaps, to the second ('2026-11-21T10:00:00Z'). */
const w3cDate = (iso: string) => validDate(iso)?.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The later of two ISO dates: an item edited before its scheduled date changed when it went out. */
const later = (a: string, b: string) => (a > b ? a : b);

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  wav: 'audio/wav',
  flac: 'audio/flac',
};

/** Media type from a URL's file extension (query and fragment ignored); undefined when unknown. */
export function mimeFromUrl(url: string): string | undefined {
  const path = url.split(/[?#]/)[0];
  const ext = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1]?.toLowerCase();
  return ext ? MIME_BY_EXTENSION[ext] : undefined;
}

/**
 * Seconds in a duration as staff type it: '42:10', '1:02:03', '42 min', '1h 20m', '1 hr 5 mins',
 * '90 sec'. Undefined when the text says nothing usable (the tag is then left out).
 */
export function durationSeconds(text: string): number | undefined {
  const clean = text.trim();
  if (/^\d+(?::\d{1,2}){1,2}$/.test(clean)) return parseDuration(clean) || undefined;
  let total = 0;
  let matched = false;
  for (const m of clean.matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/gi)) {
    matched = true;
    const unit = m[2].toLowerCase();
    const factor = unit.startsWith('h') ? 3600 : unit.startsWith('m') ? 60 : 1;
    total += Number(m[1]) * factor;
  }
  return matched && total > 0 ? Math.round(total) : undefined;
}

const NAMESPACES = {
  'xmlns:atom': 'http://www.w3.org/2005/Atom',
  'xmlns:dc': 'http://purl.org/dc/elements/1.1/',
  'xmlns:media': 'http://search.yahoo.com/mrss/',
};
const PODCAST_NAMESPACES = {
  'xmlns:atom': 'http://www.w3.org/2005/Atom',
  'xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
  'xmlns:podcast': 'https://podcastindex.org/namespace/1.0',
};

function imageTag(publicUrl: string, image: string): string {
  if (!image) return '';
  const url = absoluteUrl(publicUrl, image);
  return emptyEl('media:content', { url, medium: 'image', type: mimeFromUrl(url) });
}

/** RSS 2.0 of the newest public items of every type, newest first. */
export function buildRss(db: Db, publicUrl: string): string {
  const items = newestOfEachType(db, RSS_LIMIT)
    .sort((a, b) => (a.published === b.published ? 0 : a.published < b.published ? 1 : -1))
    .slice(0, RSS_LIMIT);

  const entries = items.map((item) =>
    parentEl('item', [
      textEl('title', item.title),
      textEl('link', absoluteUrl(publicUrl, itemPath(item.type, item.id))),
      textEl('guid', item.id, { isPermaLink: 'false' }),
      textEl('pubDate', rfc822(item.published)),
      textEl('description', item.summary),
      textEl('category', item.category),
      textEl('dc:creator', item.creator),
      imageTag(publicUrl, item.image),
    ]),
  );

  const channel = parentEl('channel', [
    textEl('title', PRODUCT_NAME),
    textEl('link', `${publicUrl}/`),
    textEl('description', SITE_DESCRIPTION),
    textEl('language', 'en'),
    emptyEl('atom:link', { href: `${publicUrl}/rss.xml`, rel: 'self', type: 'application/rss+xml' }),
    textEl('lastBuildDate', items[0] ? rfc822(items[0].published) : undefined),
    ...entries,
  ]);
  return `${XML_DECLARATION}\n${parentEl('rss', [channel], { version: '2.0', ...NAMESPACES })}\n`;
}

function podcastItem(publicUrl: string, ep: PodcastFeedItem): string {
  const seconds = durationSeconds(ep.duration);
  const audio = ep.audioUrl ? absoluteUrl(publicUrl, ep.audioUrl) : '';
  return parentEl('item', [
    textEl('title', ep.title),
    textEl('itunes:title', ep.title),
    textEl('link', absoluteUrl(publicUrl, itemPath('podcast', ep.id))),
    textEl('guid', ep.id, { isPermaLink: 'false' }),
    textEl('pubDate', rfc822(ep.published)),
    textEl('description', ep.description),
    textEl('category', ep.category),
    textEl('itunes:duration', seconds),
    ep.image ? emptyEl('itunes:image', { href: absoluteUrl(publicUrl, ep.image) }) : '',
    textEl('itunes:episode', ep.episodeNumber ?? undefined),
    textEl('itunes:episodeType', 'full'),
    textEl('itunes:explicit', 'false'),
    // Podcasting 2.0 credits (Pocket Casts, Podcast Index apps show them); Apple ignores the tag.
    textEl('podcast:person', ep.guestName, { role: 'guest', group: 'cast' }),
    // Episodes that only live on YouTube are listed (linking to /podcast) without a file to download.
    audio ? emptyEl('enclosure', { url: audio, type: mimeFromUrl(audio) ?? 'audio/mpeg', length: 0 }) : '',
  ]);
}

/** The podcast feed: every public episode (up to 300), newest first, with the tags Apple checks. */
export function buildPodcastFeed(db: Db, publicUrl: string): string {
  const episodes = publicPodcastEpisodes(db, PODCAST_LIMIT);
  const cover = absoluteUrl(publicUrl, podcastCoverUrl(db) ?? PODCAST_COVER);
  const link = `${publicUrl}/podcast`;
  const channel = parentEl('channel', [
    textEl('title', PODCAST_TITLE),
    textEl('link', link),
    textEl('description', PODCAST_DESCRIPTION),
    textEl('language', 'en'),
    textEl('copyright', `© ${PRODUCT_NAME}`),
    emptyEl('atom:link', { href: `${publicUrl}/podcast.xml`, rel: 'self', type: 'application/rss+xml' }),
    textEl('lastBuildDate', episodes[0] ? rfc822(episodes[0].published) : undefined),
    parentEl('image', [textEl('url', cover), textEl('title', PODCAST_TITLE), textEl('link', link)]),
    textEl('itunes:author', PRODUCT_NAME),
    textEl('itunes:summary', PODCAST_DESCRIPTION),
    parentEl('itunes:owner', [textEl('itunes:name', PRODUCT_NAME), textEl('itunes:email', PODCAST_OWNER_EMAIL)]),
    emptyEl('itunes:image', { href: cover }),
    emptyEl('itunes:category', { text: 'Education' }),
    textEl('itunes:explicit', 'false'),
    textEl('itunes:type', 'episodic'),
    ...episodes.map((ep) => podcastItem(publicUrl, ep)),
  ]);
  return `${XML_DECLARATION}\n${parentEl('rss', [channel], { version: '2.0', ...PODCAST_NAMESPACES })}\n`;
}

interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/** sitemaps.org 0.9: the static pages, then one URL per public article, video and TV episode. */
export function buildSitemap(db: Db, publicUrl: string): string {
  const rows = sitemapRows(db, SITEMAP_PER_TYPE);
  const newest = (list: Array<{ published: string; updated: string }>) =>
    list.reduce<string | undefined>((max, r) => {
      const date = later(r.published, r.updated);
      return max === undefined || date > max ? date : max;
    }, undefined);
  const lastmodOf: Record<string, string | undefined> = {
    '/': newest([...rows.articles, ...rows.videos, ...rows.tvEpisodes, ...rows.podcastEpisodes]),
    '/magazine': newest([...rows.articles, ...rows.videos]),
    '/tv-show': newest(rows.tvEpisodes),
    // Podcast episodes have no page of their own: /podcast is where they are, so it changes with them.
    '/podcast': newest(rows.podcastEpisodes),
  };

  const urls: SitemapUrl[] = [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: lastmodOf[path] })),
    ...rows.articles.map((r) => ({ path: itemPath('article', r.id), lastmod: later(r.published, r.updated) })),
    ...rows.videos.map((r) => ({ path: itemPath('video', r.id), lastmod: later(r.published, r.updated) })),
    ...rows.tvEpisodes.map((r) => ({ path: itemPath('tvshow', r.id), lastmod: later(r.published, r.updated) })),
  ];
  const entries = urls.map((u) =>
    parentEl('url', [textEl('loc', absoluteUrl(publicUrl, u.path)), textEl('lastmod', u.lastmod ? w3cDate(u.lastmod) : undefined)]),
  );
  return `${XML_DECLARATION}\n${parentEl('urlset', entries, { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' })}\n`;
}

/** Everything may be crawled except the back office and the JSON API. */
export function buildRobots(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
