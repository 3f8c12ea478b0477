/**
 * What the service worker (web/src/sw/service-worker.ts) and the pages agree on: the caches'
 * names, how much each keeps, where the list of saved items lives and what it holds. Imported by
 * both (the worker is bundled on its own: web/vite.config.ts), so neither spells a name the other
 * does not know.
 */

/** The Cache Storage caches. The shell's name carries the build, so that a new build replaces it. */
export const CACHE_NAMES = {
  /** What the reader saved or downloaded: pages, their pictures, episodes' audio, and the list of them. Kept until the reader removes it. */
  saved: 'im-saved',
  /** Pages the reader opened (their HTML as the server sent it). */
  pages: 'im-pages',
  /** Public API answers the pages fetched (a page opened by a link within the site is made from them). */
  data: 'im-data',
  /** Pictures the pages showed. */
  images: 'im-images',
  /** The site's scripts and stylesheets (fingerprinted: a name is never reused). */
  assets: 'im-assets',
  /** Prefix of the app shell's cache: `${shell}-${build}`. */
  shell: 'im-shell',
} as const;

/** Entries kept in each cache of recently used things, oldest dropped first. */
export const RECENT_LIMITS = { pages: 30, data: 120, images: 150, assets: 200 } as const;

/**
 * The page the service worker keeps ahead (with the scripts it needs) and serves, marked as a
 * shell, for an address it holds nothing for: the app then builds that page from what it kept.
 */
export const SHELL_PATH = '/saved';

/** The list of saved items, kept as a JSON entry of the saved cache under this address (never fetched). */
export const SAVED_INDEX_URL = '/offline/saved-items.json';

/** Attributes the service worker writes on <html> of a page it answers from its caches. */
export const OFFLINE_ATTRIBUTES = {
  /** 'saved' (the reader saved it), 'recent' (opened lately) or 'shell' (built in the browser from kept data). */
  copy: 'data-offline-copy',
  /** When the copy was kept (ISO 8601). */
  date: 'data-offline-date',
} as const;

export type SavedKind = 'article' | 'episode';

export interface SavedItem {
  /** The item's id (an article's, an episode's). */
  id: string;
  kind: SavedKind;
  title: string;
  /** Its page. */
  path: string;
  /** Its picture as the reader saw it (one of `urls`), '' for none. */
  image: string;
  /** When it was saved (ISO 8601). */
  savedAt: string;
  /** Bytes it takes on the phone (page, pictures, audio). */
  bytes: number;
  /** Every address kept for it (the page first). */
  urls: string[];
  /** An episode's audio address (one of `urls`). */
  audio?: string;
}
