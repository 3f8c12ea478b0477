/**
 * Title, description, canonical link, Open Graph and Twitter card tags of the current page. Pages
 * call useHead(); on the server the last call wins (pages render after the layout) and
 * entry-server turns it into <head> markup; in the browser an effect updates the same tags.
 */
import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants.ts';

export interface HeadInfo {
  title?: string;
  description?: string;
  /** Relative (/media/...) or absolute image URL; made absolute with the public URL. */
  image?: string;
  type?: 'website' | 'article' | 'video.other' | 'music.song';
  noindex?: boolean;
}

export const SITE_DESCRIPTION =
  'Insight Media tells the stories of education and innovation in Africa for young readers: a magazine, a TV show and a podcast.';
const DEFAULT_IMAGE = '/og-image.jpg';

export interface HeadCollector {
  info: HeadInfo;
}

const HeadContext = createContext<HeadCollector | null>(null);
export const HeadCollectorProvider = HeadContext.Provider;

const SiteContext = createContext<{ publicUrl: string }>({ publicUrl: '' });
export const SiteProvider = SiteContext.Provider;
const useSite = () => useContext(SiteContext);

function fullTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: Education and Innovation in Africa`;
}

function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface ResolvedHead {
  title: string;
  description: string;
  image: string;
  url: string;
  type: string;
  noindex: boolean;
}

function resolve(info: HeadInfo, publicUrl: string, pathname: string): ResolvedHead {
  const description = (info.description ?? SITE_DESCRIPTION).replace(/\s+/g, ' ').trim().slice(0, 200);
  return {
    title: fullTitle(info.title),
    description,
    image: absoluteUrl(publicUrl, info.image || DEFAULT_IMAGE),
    url: absoluteUrl(publicUrl, pathname),
    type: info.type ?? 'website',
    noindex: info.noindex ?? false,
  };
}

function metaList(h: ResolvedHead): Array<[attr: 'name' | 'property', key: string, value: string]> {
  return [
    ['name', 'description', h.description],
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:type', h.type],
    ['property', 'og:title', h.title],
    ['property', 'og:description', h.description],
    ['property', 'og:url', h.url],
    ['property', 'og:image', h.image],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', h.title],
    ['name', 'twitter:description', h.description],
    ['name', 'twitter:image', h.image],
    ['name', 'robots', h.noindex ? 'noindex' : 'index, follow'],
  ];
}

/** Server side: the <head> markup for the collected info. */
export function renderHead(info: HeadInfo, publicUrl: string, pathname: string): string {
  const h = resolve(info, publicUrl, pathname);
  const tags = [`<title>${escapeAttr(h.title)}</title>`, `<link rel="canonical" href="${escapeAttr(h.url)}" />`];
  for (const [attr, key, value] of metaList(h)) tags.push(`<meta ${attr}="${key}" content="${escapeAttr(value)}" />`);
  return tags.join('\n    ');
}

function applyHead(info: HeadInfo, publicUrl: string) {
  const h = resolve(info, publicUrl || location.origin, location.pathname);
  document.title = h.title;
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) {
    canonical = document.createElement('link');
    canonical.rel = 'canonical';
    document.head.appendChild(canonical);
  }
  canonical.href = h.url;
  for (const [attr, key, value] of metaList(h)) {
    let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!el) {
      el = document.createElement('meta');
      el.setAttribute(attr, key);
      document.head.appendChild(el);
    }
    el.content = value;
  }
}

export function useHead(info: HeadInfo): void {
  const collector = useContext(HeadContext);
  const { publicUrl } = useSite();
  if (collector) collector.info = info; // server render: remember for entry-server
  useEffect(() => {
    applyHead(info, publicUrl);
    // Re-apply when the visible values change; the object identity changes on every render.
  }, [info.title, info.description, info.image, info.type, info.noindex, publicUrl]); // eslint-disable-line react-hooks/exhaustive-deps
}
