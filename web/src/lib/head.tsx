/**
 * Title, description, canonical link, Open Graph and Twitter card tags of the current page, and its
 * structured data (JSON-LD). Pages call useHead(); on the server the last call wins (pages render
 * after the layout) and entry-server turns it into <head> markup; in the browser an effect updates
 * the same tags.
 */
import { createContext, useCallback, useContext, useEffect } from 'react';
import { siteDescription } from '../../../shared/constants.ts';
import { SITE_DEFAULTS } from '../../../shared/site.ts';
import { useSite } from './site.tsx';
import { jsonForScript } from '../../../shared/json-in-html.ts';
import { usePreview } from './preview.ts';

export interface HeadInfo {
  title?: string;
  description?: string;
  /** Relative (/media/...) or absolute image URL; made absolute with the public URL. */
  image?: string;
  /**
   * What the share picture shows, for readers of the card who cannot see it (og:image:alt,
   * twitter:image:alt). Default: the page's title, or the site's own words for the site picture.
   */
  imageAlt?: string;
  type?: 'website' | 'article' | 'video.other' | 'music.song';
  /** The page's audio (og:audio): relative or absolute URL and its MIME type. */
  audio?: { url: string; type: string };
  /**
   * Schema.org structured data, written as one <script type="application/ld+json">. A data block,
   * never run, so the strict CSP (script-src 'self') has nothing to allow; '<' is escaped so no
   * text in it can close the tag (shared/json-in-html.ts). URLs in it must already be absolute
   * (useAbsoluteUrl).
   */
  jsonLd?: object;
  noindex?: boolean;
  /**
   * The page's canonical address when it is more than its path: a list's later page or filter
   * ('/magazine?page=2', '/tv-show?season=2'). Default: the path without its query.
   */
  path?: string;
  /**
   * The page's own feed, beside the site's (server/ssr/document.ts names /rss.xml and /podcast.xml
   * on every page): a podcast series' page names the series' feed, so a podcast app given the
   * page's address subscribes to that show.
   */
  feed?: { title: string; path: string };
}

const DEFAULT_IMAGE = '/og-image.jpg';
const defaultImageAlt = (siteName: string) => `${siteName}: education and innovation in Africa`;
/** The language and region of the site's text, as Open Graph writes it (the page's <html lang="en">). */
const OG_LOCALE = 'en_US';

export interface HeadCollector {
  info: HeadInfo;
}

const HeadContext = createContext<HeadCollector | null>(null);
export const HeadCollectorProvider = HeadContext.Provider;

/** "Article | Site name"; the home page's: "Site name: Education and Innovation in Africa". */
function fullTitle(siteName: string, title?: string): string {
  return title ? `${title} | ${siteName}` : `${siteName}: Education and Innovation in Africa`;
}

function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * Site paths made absolute on the public URL (PUBLIC_URL, which the server hands the browser), the
 * same on the server and in the browser: for the URLs a page writes into its JSON-LD.
 */
export function useAbsoluteUrl(): (path: string) => string {
  const { publicUrl } = useSite();
  return useCallback((path: string) => absoluteUrl(publicUrl, path), [publicUrl]);
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface ResolvedHead {
  title: string;
  siteName: string;
  description: string;
  image: string;
  imageAlt: string;
  url: string;
  type: string;
  audio: { url: string; type: string } | null;
  /** The JSON-LD block's text, '' for none. */
  jsonLd: string;
  noindex: boolean;
  feed: { title: string; url: string } | null;
}

function resolve(info: HeadInfo, publicUrl: string, pathname: string, siteName: string): ResolvedHead {
  const description = (info.description ?? siteDescription(siteName)).replace(/\s+/g, ' ').trim().slice(0, 200);
  return {
    title: fullTitle(siteName, info.title),
    siteName,
    description,
    image: absoluteUrl(publicUrl, info.image || DEFAULT_IMAGE),
    imageAlt: (info.image ? info.imageAlt || info.title || siteName : defaultImageAlt(siteName)).replace(/\s+/g, ' ').trim(),
    url: absoluteUrl(publicUrl, info.path ?? pathname),
    type: info.type ?? 'website',
    audio: info.audio?.url ? { url: absoluteUrl(publicUrl, info.audio.url), type: info.audio.type } : null,
    jsonLd: info.jsonLd ? jsonForScript(info.jsonLd) : '',
    noindex: info.noindex ?? false,
    feed: info.feed ? { title: info.feed.title, url: absoluteUrl(publicUrl, info.feed.path) } : null,
  };
}

type MetaTag = [attr: 'name' | 'property', key: string, value: string];

/** Tags only some pages have: removed in the browser when the next page has none. */
const OPTIONAL_META: MetaTag[] = [
  ['property', 'og:audio', ''],
  ['property', 'og:audio:type', ''],
];

function metaList(h: ResolvedHead): MetaTag[] {
  return [
    ['name', 'description', h.description],
    ['property', 'og:site_name', h.siteName],
    ['property', 'og:locale', OG_LOCALE],
    ['property', 'og:type', h.type],
    ['property', 'og:title', h.title],
    ['property', 'og:description', h.description],
    ['property', 'og:url', h.url],
    ['property', 'og:image', h.image],
    ['property', 'og:image:alt', h.imageAlt],
    ...(h.audio
      ? ([
          ['property', 'og:audio', h.audio.url],
          ['property', 'og:audio:type', h.audio.type],
        ] satisfies MetaTag[])
      : []),
    // No player card: the site has no page made to be framed by Twitter/X, so the large image card.
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', h.title],
    ['name', 'twitter:description', h.description],
    ['name', 'twitter:image', h.image],
    ['name', 'twitter:image:alt', h.imageAlt],
    ['name', 'robots', h.noindex ? 'noindex' : 'index, follow'],
  ];
}

/** The one JSON-LD block the head carries, found again in the browser by its id. */
const JSON_LD_ID = 'page-jsonld';
/** The page's own feed link (HeadInfo.feed), found again in the browser by its id. */
const FEED_LINK_ID = 'page-feed';

/** Server side: the <head> markup for the collected info. */
export function renderHead(info: HeadInfo, publicUrl: string, pathname: string, siteName = SITE_DEFAULTS.site_name): string {
  const h = resolve(info, publicUrl, pathname, siteName);
  const tags = [`<title>${escapeAttr(h.title)}</title>`, `<link rel="canonical" href="${escapeAttr(h.url)}" />`];
  for (const [attr, key, value] of metaList(h)) tags.push(`<meta ${attr}="${key}" content="${escapeAttr(value)}" />`);
  if (h.feed) tags.push(`<link rel="alternate" type="application/rss+xml" id="${FEED_LINK_ID}" title="${escapeAttr(h.feed.title)}" href="${escapeAttr(h.feed.url)}" />`);
  if (h.jsonLd) tags.push(`<script type="application/ld+json" id="${JSON_LD_ID}">${h.jsonLd}</script>`);
  return tags.join('\n    ');
}

function applyHead(info: HeadInfo, publicUrl: string, siteName: string) {
  const h = resolve(info, publicUrl || location.origin, location.pathname, siteName);
  document.title = h.title;
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = h.url;
  const tags = metaList(h);
  for (const [attr, key] of OPTIONAL_META) {
    if (!tags.some(([, k]) => k === key)) document.head.querySelector(`meta[${attr}="${key}"]`)?.remove();
  }
  for (const [attr, key, value] of tags) {
    let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!el) {
      el = document.createElement('meta');
      el.setAttribute(attr, key);
      document.head.appendChild(el);
    }
    el.content = value;
  }
  applyFeedLink(h.feed);
  applyJsonLd(h.jsonLd);
}

/** Writes (or removes) the page's own feed link. */
function applyFeedLink(feed: ResolvedHead['feed']) {
  let el = document.getElementById(FEED_LINK_ID) as HTMLLinkElement | null;
  if (!feed) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('link');
    el.id = FEED_LINK_ID;
    el.rel = 'alternate';
    el.type = 'application/rss+xml';
    document.head.appendChild(el);
  }
  el.title = feed.title;
  el.href = feed.url;
}

/** Writes (or removes) the JSON-LD block: a data block, so setting its text runs nothing. */
function applyJsonLd(text: string) {
  let el = document.getElementById(JSON_LD_ID);
  if (!text) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('script');
    el.id = JSON_LD_ID;
    el.setAttribute('type', 'application/ld+json');
    document.head.appendChild(el);
  }
  if (el.textContent !== text) el.textContent = text;
}

export function useHead(page: HeadInfo): void {
  const collector = useContext(HeadContext);
  const { publicUrl, site } = useSite();
  // A preview (lib/preview.ts) is never indexed, whatever the page it shows says.
  const preview = usePreview();
  const info = preview ? { ...page, title: page.title && `Preview: ${page.title}`, noindex: true } : page;
  if (collector) collector.info = info; // server render: remember for entry-server
  const jsonLd = info.jsonLd ? JSON.stringify(info.jsonLd) : '';
  useEffect(() => {
    applyHead(info, publicUrl, site.site_name);
    // Re-apply when the visible values change; the object identity changes on every render.
  }, [info.title, info.description, info.image, info.imageAlt, info.type, info.audio?.url, info.audio?.type, jsonLd, info.noindex, info.path, info.feed?.path, info.feed?.title, publicUrl, site.site_name]); // eslint-disable-line react-hooks/exhaustive-deps
}
