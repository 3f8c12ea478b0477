/**
 * The site's feeds and crawler files, as Ghost and WordPress publish them:
 * - /rss.xml      RSS 2.0 of the newest public items of all four types (feed readers);
 * - /podcast.xml  the podcast as Apple Podcasts / Spotify / Pocket Casts ingest it (iTunes tags),
 *                 each series a season;
 * - /podcast/series/<id>.xml  each series as a show of its own (its title, description, artwork
 *                 and <podcast:guid>): apps take a feed for one show;
 * - /sitemap.xml  every public page for search engines (sitemaps.org 0.9), with archive files
 *                 (/sitemaps/<type>-<n>.xml) for a type's items past its newest 10,000;
 * - /robots.txt   crawl rules and the sitemaps' addresses;
 * - /podcast/:id/transcript.(txt|vtt|srt)  an episode's transcript, as the feed links it.
 * Links use the paths the site itself links to (web/src/app/app.tsx, the search page's result
 * links): /article/:id, /video/:id, /tvshow/:id, /podcast/:id. Every guid is the item's UUID (never
 * its link), so a reader or an app never lists an item twice when a path changes.
 * Every URL is absolute, built on config.publicUrl (PUBLIC_URL).
 */
import { PODCAST_DESCRIPTION, siteDescription, type ContentType } from '../../../shared/constants.ts';
import { durationSeconds } from '../../../shared/format.ts';
import { mimeFromUrl } from '../../../shared/media-type.ts';
import { audioTypeOf, episodePagePath, listenUrl, transcriptFormat, transcriptPath } from '../../../shared/podcast-episode.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/uuid.ts';
import {
  newestOfEachType,
  publicItemCount,
  publicPodcastEpisodes,
  publicSeries,
  publicTranscript,
  seriesInCreationOrder,
  sitemapPage,
  sitemapRows,
  type FeedItem,
  type FeedSeries,
  type PodcastFeedItem,
  type SitemapRows,
} from './repository.ts';
import { podcastCoverUrl } from '../media/repository.ts';
import { categoryNames, publicSite, siteName } from '../site/service.ts';
import { authorPath, categoryBySlug, categoryPath, slugify } from '../../../shared/slug.ts';
import { slugsOf } from '../authors/repository.ts';
import { podcastShow, type PodcastShow } from '../../../shared/podcast-feeds.ts';
import { squareArtworkPath } from './artwork.ts';
import { podcastGuid } from './podcast-guid.ts';
import { emptyEl, parentEl, textEl, XML_DECLARATION } from './xml.ts';

const RSS_LIMIT = 30;
const PODCAST_LIMIT = 300;
/**
 * /sitemap.xml lists the newest 10,000 items of each type (with the site's other pages); each older
 * block of 10,000 is an archive file, /sitemaps/<type>-<n>.xml (n from 2), named in robots.txt. A
 * file stays well under the sitemaps.org limits (50,000 URLs, 50 MB) and is built in about 0.1 s.
 */
const SITEMAP_PER_TYPE = 10_000;

/**
 * Show artwork (Apple asks for a square JPEG or PNG of 1400-3000 px): the one staff made from an
 * upload (Settings or the podcast screen: server/modules/media, a square JPEG of 1400 or 3000 px),
 * else the built-in square 1400x1400 JPEG in web/public.
 */
const PODCAST_COVER = '/podcast-cover.jpg';

/**
 * Apple's category for the show, from its fixed list (https://podcasters.apple.com/support/1691):
 * Education. None of its subcategories (Courses, How To, Language Learning, Self-Improvement)
 * describes conversations about education, so none is given.
 */
const PODCAST_CATEGORY = 'Education';
const PODCAST_LANGUAGE = 'en';

/** The public page of an item: the same paths the site's links use (feeds, sitemap, newsletters). */
export function itemPath(type: FeedItem['type'], id: string): string {
  const safe = encodeURIComponent(id);
  switch (type) {
    case 'article':
      return `/article/${safe}`;
    case 'video':
      return `/video/${safe}`;
    case 'tvshow':
      return `/tvshow/${safe}`;
    default:
      return episodePagePath(id);
  }
}

/**
 * The public pages that are not items, as routed in web/src/app/app.tsx (/search is left out: a
 * results page is not content to index).
 */
const STATIC_PAGES = ['/', '/magazine', '/videos', '/tv-show', '/podcast', '/about', '/contact'] as const;

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
  const name = siteName(db);
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
    textEl('title', name),
    textEl('link', `${publicUrl}/`),
    textEl('description', siteDescription(name)),
    textEl('language', 'en'),
    emptyEl('atom:link', { href: `${publicUrl}/rss.xml`, rel: 'self', type: 'application/rss+xml' }),
    textEl('lastBuildDate', items[0] ? rfc822(items[0].published) : undefined),
    ...entries,
  ]);
  return `${XML_DECLARATION}\n${parentEl('rss', [channel], { version: '2.0', ...NAMESPACES })}\n`;
}

/**
 * An episode's <enclosure>: an uploaded file through the counted route (shared/podcast-audio.ts
 * enclosurePath; apps' downloads are counted there) with the size and type read from it; an
 * outside address as it is, its length 0 when unknown (RSS allows it; Apple reads the real size
 * when it fetches the file).
 */
function enclosure(publicUrl: string, ep: PodcastFeedItem): string {
  const facts = { id: ep.id, audio_url: ep.audioUrl, audio_type: ep.audioType };
  return emptyEl('enclosure', {
    url: absoluteUrl(publicUrl, listenUrl(facts)),
    length: ep.audioSize,
    type: audioTypeOf(facts),
  });
}

/** A series as a season of the whole podcast's feed (Podcasting 2.0 apps show its name). */
interface Season {
  number: number;
  name: string;
}

/**
 * The episodes whose <itunes:episode> is written: those whose number no other episode of the same
 * season has in this feed. Apple takes a number as the episode's place in its season; two episodes
 * claiming one place (a typing slip, or two series merged without seasons) are numbered by neither.
 */
function uniquelyNumbered(episodes: PodcastFeedItem[], seasonOf: (ep: PodcastFeedItem) => Season | undefined): Set<string> {
  const keyOf = (ep: PodcastFeedItem) => `${seasonOf(ep)?.number ?? ''}:${ep.episodeNumber}`;
  const uses = new Map<string, number>();
  for (const ep of episodes) if (ep.episodeNumber !== null) uses.set(keyOf(ep), (uses.get(keyOf(ep)) ?? 0) + 1);
  return new Set(episodes.filter((ep) => ep.episodeNumber !== null && uses.get(keyOf(ep)) === 1).map((ep) => ep.id));
}

function podcastItem(db: Db, publicUrl: string, ep: PodcastFeedItem, numbered: boolean, season: Season | undefined): string {
  const seconds = ep.audioDuration > 0 ? ep.audioDuration : durationSeconds(ep.duration);
  const artwork = ep.image ? squareArtworkPath(db, ep.image, publicUrl) : undefined;
  return parentEl('item', [
    textEl('title', ep.title),
    textEl('itunes:title', ep.title),
    textEl('link', absoluteUrl(publicUrl, itemPath('podcast', ep.id))),
    textEl('guid', ep.id, { isPermaLink: 'false' }),
    textEl('pubDate', rfc822(ep.published)),
    textEl('description', ep.description),
    textEl('category', ep.category),
    enclosure(publicUrl, ep),
    textEl('itunes:duration', seconds),
    // Only art Apple takes (square, 1,400 px or more); without it the show's artwork applies.
    artwork ? emptyEl('itunes:image', { href: absoluteUrl(publicUrl, artwork) }) : '',
    textEl('itunes:season', season?.number),
    textEl('podcast:season', season?.number, season && { name: season.name }),
    textEl('itunes:episode', numbered ? (ep.episodeNumber ?? undefined) : undefined),
    textEl('itunes:episodeType', 'full'),
    textEl('itunes:explicit', 'false'),
    // Podcasting 2.0 credits (Pocket Casts, Podcast Index apps show them); Apple ignores the tag.
    // No href: guests have no page of their own on the site.
    textEl('podcast:person', ep.guestName, { role: 'guest', group: 'cast' }),
    ep.transcriptStart
      ? emptyEl('podcast:transcript', {
          url: absoluteUrl(publicUrl, transcriptPath(ep.id, ep.transcriptStart)),
          type: transcriptFormat(ep.transcriptStart).type,
          language: PODCAST_LANGUAGE,
        })
      : '',
  ]);
}

/**
 * What makes one show's feed: the whole podcast's or a series'. `feed` is the feed's own path: its
 * <atom:link rel="self"> and the name of its <podcast:guid>.
 */
interface Show extends Pick<PodcastShow, 'path' | 'feed'> {
  title: string;
  description: string;
  /** Site path or address of its square artwork. */
  artwork: string;
  episodes: PodcastFeedItem[];
  seasonOf: (ep: PodcastFeedItem) => Season | undefined;
}

/**
 * One show's feed, with the tags Apple requires of a show (title, description, artwork, language,
 * category, explicit) and of an episode (title, enclosure, guid), and the Podcasting 2.0 ones Podcast
 * Index reads (guid, locked).
 */
function showFeed(db: Db, publicUrl: string, show: Show): string {
  // The site's name and the address the Contact page shows, as administrators set them: Apple sends
  // feed verification mail to the owner's address.
  const { site_name: name, contact_email: ownerEmail } = publicSite(db);
  const cover = absoluteUrl(publicUrl, show.artwork);
  const link = absoluteUrl(publicUrl, show.path);
  const feedUrl = absoluteUrl(publicUrl, show.feed);
  const numbered = uniquelyNumbered(show.episodes, show.seasonOf);
  const channel = parentEl('channel', [
    textEl('title', show.title),
    textEl('link', link),
    textEl('description', show.description),
    textEl('language', PODCAST_LANGUAGE),
    textEl('copyright', `© ${name}`),
    emptyEl('atom:link', { href: feedUrl, rel: 'self', type: 'application/rss+xml' }),
    textEl('lastBuildDate', show.episodes[0] ? rfc822(show.episodes[0].published) : undefined),
    parentEl('image', [textEl('url', cover), textEl('title', show.title), textEl('link', link)]),
    textEl('itunes:author', name),
    textEl('itunes:summary', show.description),
    parentEl('itunes:owner', [textEl('itunes:name', name), textEl('itunes:email', ownerEmail)]),
    emptyEl('itunes:image', { href: cover }),
    emptyEl('itunes:category', { text: PODCAST_CATEGORY }),
    textEl('itunes:explicit', 'false'),
    textEl('itunes:type', 'episodic'),
    textEl('podcast:guid', podcastGuid(feedUrl)),
    // 'no': the show may be imported by another host; the owner address is who confirms a move.
    textEl('podcast:locked', 'no', { owner: ownerEmail }),
    ...show.episodes.map((ep) => podcastItem(db, publicUrl, ep, numbered.has(ep.id), show.seasonOf(ep))),
  ]);
  return `${XML_DECLARATION}\n${parentEl('rss', [channel], { version: '2.0', ...PODCAST_NAMESPACES })}\n`;
}

/** The show's artwork: the one staff made from an upload, else the built-in one. */
const showArtwork = (db: Db): string => podcastCoverUrl(db) ?? PODCAST_COVER;

/**
 * The whole podcast (/podcast.xml): every public episode with audio (up to 300), newest first. Each
 * series is a season, numbered in the order the series were created (a new series never renumbers
 * the others) and named after it, so one series' episode 1 and another's are told apart; episodes
 * in no series have no season.
 */
export function buildPodcastFeed(db: Db, publicUrl: string): string {
  const seasons = new Map<string, Season>(seriesInCreationOrder(db).map((s, i) => [s.id, { number: i + 1, name: s.title }]));
  const show = podcastShow(null, siteName(db));
  return showFeed(db, publicUrl, {
    ...show,
    title: show.name,
    description: PODCAST_DESCRIPTION,
    artwork: showArtwork(db),
    episodes: publicPodcastEpisodes(db, PODCAST_LIMIT),
    seasonOf: (ep) => (ep.seriesId ? seasons.get(ep.seriesId) : undefined),
  });
}

/**
 * One series' feed (/podcast/series/<id>.xml): its public episodes with audio (up to 300), newest
 * first, under its own title, description (the show's when it has none) and artwork (made from its
 * picture, else the show's). Undefined (a 404) for an unknown id or a series with no public episode.
 */
export function buildSeriesFeed(db: Db, publicUrl: string, file: string): string | undefined {
  const id = /^(.+)\.xml$/.exec(file)?.[1];
  const series: FeedSeries | undefined = id && isUuid(id) ? publicSeries(db, id) : undefined;
  if (!series) return undefined;
  return showFeed(db, publicUrl, {
    ...podcastShow(series, siteName(db)),
    title: series.title,
    description: series.description || PODCAST_DESCRIPTION,
    artwork: (series.image && squareArtworkPath(db, series.image, publicUrl)) || showArtwork(db),
    episodes: publicPodcastEpisodes(db, PODCAST_LIMIT, series.id),
    seasonOf: () => undefined,
  });
}

interface SitemapUrl {
  path: string;
  lastmod?: string;
}

/**
 * The list pages the articles fall on (their category's page, their author's page), each once, in
 * the order of their newest article, dated by the newest change among their articles: a list page
 * changes when one of its articles does. An article whose category has no page (a name outside
 * the site's categories) adds none. Made from the sitemap's own article rows, so no other query runs.
 */
function listPages<Row extends { published: string; updated: string }>(rows: Row[], pathOf: (row: Row) => string | undefined): SitemapUrl[] {
  const pages = new Map<string, string>();
  for (const row of rows) {
    const path = pathOf(row);
    if (!path) continue;
    const date = later(row.published, row.updated);
    const known = pages.get(path);
    if (known === undefined || date > known) pages.set(path, date);
  }
  return [...pages].map(([path, lastmod]) => ({ path, lastmod }));
}

/** The author pages of the sitemap's articles (an article stored without a profile has none). */
function authorPages(db: Db, rows: SitemapRows['articles']): SitemapUrl[] {
  const slugs = slugsOf(db, [...new Set(rows.flatMap((r) => (r.authorId ? [r.authorId] : [])))]);
  return listPages(rows, (a) => {
    const slug = a.authorId ? slugs.get(a.authorId) : undefined;
    return slug && authorPath(slug);
  });
}

/**
 * sitemaps.org 0.9: the static pages, the category pages and the author pages that list public
 * articles, then one URL per public article, video, TV episode and podcast episode.
 */
export function buildSitemap(db: Db, publicUrl: string): string {
  const rows = sitemapRows(db, SITEMAP_PER_TYPE);
  const newest = (list: Array<{ published: string; updated: string }>) =>
    list.reduce<string | undefined>((max, r) => {
      const date = later(r.published, r.updated);
      return max === undefined || date > max ? date : max;
    }, undefined);
  const lastmodOf: Record<string, string | undefined> = {
    '/': newest([...rows.articles, ...rows.videos, ...rows.tvEpisodes, ...rows.podcastEpisodes]),
    '/magazine': newest(rows.articles),
    '/videos': newest(rows.videos),
    '/tv-show': newest(rows.tvEpisodes),
    // The list of episodes changes with them.
    '/podcast': newest(rows.podcastEpisodes),
  };

  const offered = categoryNames(db);
  const urls: SitemapUrl[] = [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: lastmodOf[path] })),
    ...listPages(rows.articles, (a) => {
      const category = categoryBySlug(slugify(a.category), offered);
      return category && categoryPath(category);
    }),
    ...authorPages(db, rows.articles),
    ...rows.articles.map((r) => ({ path: itemPath('article', r.id), lastmod: later(r.published, r.updated) })),
    ...rows.videos.map((r) => ({ path: itemPath('video', r.id), lastmod: later(r.published, r.updated) })),
    ...rows.tvEpisodes.map((r) => ({ path: itemPath('tvshow', r.id), lastmod: later(r.published, r.updated) })),
    ...rows.podcastEpisodes.map((r) => ({ path: itemPath('podcast', r.id), lastmod: later(r.published, r.updated) })),
  ];
  return urlset(publicUrl, urls);
}

function urlset(publicUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map((u) =>
    parentEl('url', [textEl('loc', absoluteUrl(publicUrl, u.path)), textEl('lastmod', u.lastmod ? w3cDate(u.lastmod) : undefined)]),
  );
  return `${XML_DECLARATION}\n${parentEl('urlset', entries, { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' })}\n`;
}

/** The public item types by the name of their archive sitemaps (/sitemaps/<name>-<n>.xml). */
const ARCHIVE_NAMES = { articles: 'article', videos: 'video', 'tv-episodes': 'tvshow', 'podcast-episodes': 'podcast' } as const satisfies Record<string, ContentType>;
const archiveType = (name: string | undefined): ContentType | undefined =>
  name !== undefined && Object.hasOwn(ARCHIVE_NAMES, name) ? ARCHIVE_NAMES[name as keyof typeof ARCHIVE_NAMES] : undefined;

/** The archive sitemaps' paths, oldest items last: one per 10,000 public items of a type past its newest 10,000. */
function sitemapArchivePaths(db: Db): string[] {
  return Object.entries(ARCHIVE_NAMES).flatMap(([name, type]) => {
    const files = Math.ceil(publicItemCount(db, type) / SITEMAP_PER_TYPE);
    return Array.from({ length: Math.max(0, files - 1) }, (_, i) => `/sitemaps/${name}-${i + 2}.xml`);
  });
}

const ARCHIVE_FILE = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/;

/**
 * An archive sitemap (`file` as in /sitemaps/<file>: 'articles-2.xml'): the nth block of 10,000
 * public items of one type in the public order, newest first. Undefined (a 404) for any other
 * name, for n < 2 (the first block is in /sitemap.xml) and past the last block.
 */
export function buildSitemapArchive(db: Db, publicUrl: string, file: string): string | undefined {
  const match = ARCHIVE_FILE.exec(file);
  const type = archiveType(match?.[1]);
  const n = Number(match?.[2]);
  if (!type || !(n >= 2)) return undefined;
  const rows = sitemapPage(db, type, SITEMAP_PER_TYPE, (n - 1) * SITEMAP_PER_TYPE);
  if (rows.length === 0) return undefined;
  return urlset(publicUrl, rows.map((r) => ({ path: itemPath(type, r.id), lastmod: later(r.published, r.updated) })));
}

/** Everything may be crawled except the back office and the JSON API; the sitemap and its archives. */
export function buildRobots(db: Db, publicUrl: string): string {
  const sitemaps = ['/sitemap.xml', ...sitemapArchivePaths(db)].map((path) => `Sitemap: ${publicUrl}${path}`);
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', 'Allow: /', '', ...sitemaps, ''].join('\n');
}

/** What GET /podcast/:id/transcript.:ext answers: the text and its type. */
export interface TranscriptFile {
  body: string;
  type: string;
}

/**
 * A public episode's transcript, at the one address the feed and the page link (its extension names
 * its format: shared/podcast-episode.ts). Undefined (a 404) for an unknown id, an episode without a
 * transcript, or another extension than its format's.
 */
export function transcriptFile(db: Db, id: string, ext: string): TranscriptFile | undefined {
  const transcript = isUuid(id) ? publicTranscript(db, id) : undefined;
  if (!transcript) return undefined;
  const format = transcriptFormat(transcript);
  return format.ext === ext ? { body: transcript, type: `${format.type}; charset=utf-8` } : undefined;
}
