/**
 * Schema.org structured data (JSON-LD) of the public pages: what search engines read to show an
 * article, a video or the podcast as a rich result, and the site's search box. Each builder takes
 * the page's own data and `absolute`, which makes a site path absolute on the public URL (pages get
 * it from useAbsoluteUrl in web/src/lib/head.tsx, which writes the block into <head>): schema.org
 * and Google want every URL absolute. Dates are ISO 8601 with their time zone, durations ISO 8601.
 *
 * Google's properties per type: https://developers.google.com/search/docs/appearance/structured-data
 * (article, video, sitelinks search box, breadcrumb); tests/server/structured-data.test.ts checks
 * every page's block against them.
 *
 * Imported by the web bundle: pure, no dependencies beyond shared/.
 */
import { PODCAST_DESCRIPTION } from './constants.ts';
import { durationSeconds, isoDuration, splitTags } from './format.ts';
import type { ArticleFull, TvItem, VideoItem } from './page-data.ts';
import { podcastShow, type PodcastShow } from './podcast-feeds.ts';
import { authorPath } from './slug.ts';
import { youtubeEmbedUrl, youtubeId, youtubeThumbnailUrl } from './youtube.ts';

/** Makes a site path ('/article/…', '/media/…') absolute; an absolute URL is kept as it is. */
export type AbsoluteUrl = (path: string) => string;

const CONTEXT = 'https://schema.org';

/**
 * The publisher's logo (web/public/logo.png): Google wants a raster logo for Article results that
 * fits 600x60 (exactly 60 px high or 600 px wide), so not the square SVG favicon.
 */
const PUBLISHER_LOGO = { path: '/logo.png', width: 328, height: 60 } as const;

/** Google cuts Article headlines longer than this. */
const HEADLINE_MAX = 110;

/** The site's search page for a query: the SearchAction's template. */
const SEARCH_TEMPLATE = '/search?q={search_term_string}';

/** The organisation behind the site (named as administrators set it), with its logo: every article's publisher. */
function publisher(absolute: AbsoluteUrl, siteName: string) {
  return {
    '@type': 'Organization',
    name: siteName,
    url: absolute('/'),
    logo: { '@type': 'ImageObject', url: absolute(PUBLISHER_LOGO.path), width: PUBLISHER_LOGO.width, height: PUBLISHER_LOGO.height },
  };
}

/**
 * A stored time as ISO 8601 with its zone. The database keeps UTC with 'Z' already
 * ('2026-11-21T10:00:00.000Z'); a date-only or zone-less value is read as UTC rather than left
 * ambiguous (Google reads a time without a zone as the crawler's).
 */
function isoWithZone(value: string): string | undefined {
  if (!value) return undefined;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}${value.includes('T') ? '' : 'T00:00:00'}Z`;
  const time = Date.parse(zoned);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

/** Cut at a word to `max` characters at most, the ellipsis included. */
function headline(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= HEADLINE_MAX) return clean;
  const cut = clean.slice(0, HEADLINE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > HEADLINE_MAX * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Only the keys with a value: absent beats empty for schema.org readers. */
function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/**
 * NewsArticle for /article/{id}. The image is the featured picture's main file, which for an upload
 * is its largest variant (up to 1920 px wide: shared/responsive-image.ts), as Google asks for
 * pictures at least 1200 px wide. The author is their profile: the url of their page
 * (/author/<slug>) and their website and social profiles (`sameAs`) tell Google which person this is.
 */
export function articleJsonLd(article: ArticleFull, absolute: AbsoluteUrl, siteName: string): object {
  const url = absolute(`/article/${encodeURIComponent(article.id)}`);
  const published = isoWithZone(article.publish_date);
  const tags = splitTags(article.tags);
  return defined({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    headline: headline(article.title),
    description: article.meta_description || article.excerpt || undefined,
    image: article.featured_image ? [absolute(article.featured_image)] : undefined,
    datePublished: published,
    // Never before publication: an article written ahead and scheduled was last edited before it went out.
    dateModified: latest(published, isoWithZone(article.updated_at)),
    author: [
      defined({
        '@type': 'Person',
        name: article.author,
        url: article.author_slug ? absolute(authorPath(article.author_slug)) : undefined,
        image: article.author_image ? absolute(article.author_image) : undefined,
        sameAs: article.author_links?.length ? article.author_links.map((l) => l.url) : undefined,
      }),
    ],
    publisher: publisher(absolute, siteName),
    articleSection: article.category_name || undefined,
    keywords: tags.length ? tags.join(', ') : undefined,
    isAccessibleForFree: true,
  });
}

function latest(a: string | undefined, b: string | undefined): string | undefined {
  if (!a || !b) return a ?? b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/**
 * VideoObject for a magazine video (/video/{id}) or a TV episode (/tvshow/{id}); null when the item
 * has no YouTube link (the page then says the video is not available, and a VideoObject without a
 * player would be an invalid rich result). The player is the privacy-friendly embed the page uses;
 * without a thumbnail of its own, YouTube's.
 */
export function videoJsonLd(item: VideoItem | TvItem, pagePath: string, absolute: AbsoluteUrl): object | null {
  const id = youtubeId(item.youtube_url);
  if (!id) return null;
  const seconds = item.duration ? durationSeconds(item.duration) : undefined;
  return defined({
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: item.title,
    description: item.meta_description || item.description || item.title,
    url: absolute(pagePath),
    thumbnailUrl: [item.thumbnail ? absolute(item.thumbnail) : youtubeThumbnailUrl(id)],
    uploadDate: isoWithZone(item.upload_date),
    duration: seconds ? isoDuration(seconds) : undefined,
    embedUrl: youtubeEmbedUrl(id),
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: item.views },
    genre: item.category || undefined,
  });
}

/** WebSite for the home page: the site's name and its search, which Google may offer as a search box. */
export function websiteJsonLd(absolute: AbsoluteUrl, description: string, siteName: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: siteName,
    url: absolute('/'),
    description,
    publisher: publisher(absolute, siteName),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absolute(SEARCH_TEMPLATE) },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * PodcastSeries for /podcast (the whole show, by default) or a series' page (`show`:
 * shared/podcast-feeds.ts podcastShow): the show, its feed and artwork. `image` is the artwork as
 * the feed gives it (staff's upload, else /podcast-cover.jpg); `description` the show's summary.
 */
export function podcastSeriesJsonLd(absolute: AbsoluteUrl, siteName: string, show: { show?: PodcastShow; description?: string; image?: string } = {}): object {
  const ref = show.show ?? podcastShow(null, siteName);
  return {
    '@context': CONTEXT,
    '@type': 'PodcastSeries',
    name: ref.name,
    url: absolute(ref.path),
    description: show.description ?? PODCAST_DESCRIPTION,
    image: absolute(show.image || '/podcast-cover.jpg'),
    webFeed: absolute(ref.feed),
    inLanguage: 'en',
    author: { '@type': 'Organization', name: siteName, url: absolute('/') },
  };
}

/**
 * BreadcrumbList for a list page: the trail from the home page, last crumb the page itself
 * (Google: every crumb but the last needs its URL; all are given).
 */
export function breadcrumbJsonLd(crumbs: Array<{ name: string; path: string }>, absolute: AbsoluteUrl): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(crumb.path) })),
  };
}
