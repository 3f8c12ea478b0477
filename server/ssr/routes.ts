/**
 * The public page routes the server renders (the same list as web/src/app/app.tsx). Anything else
 * outside /api and /admin is unknown and redirects to the home page, so a mistyped link still lands somewhere useful.
 */
import type { ContentType } from '../../shared/constants.ts';

/** A detail route's name is the kind of view it counts (server/modules/content/view-counters.ts). */
export type PublicRoute =
  | { name: 'home' | 'magazine' | 'videos' | 'tv-list' | 'podcast-list' | 'about' | 'contact' | 'search' | 'saved' }
  /** A subscriber's pages (confirm, unsubscribe, preferences): their token is in the fragment, so the HTML is the same for all. */
  | { name: 'newsletter' }
  | { name: 'article' | 'video' | 'tv' | 'podcast'; id: string }
  /** Lists of articles named by a slug (shared/slug.ts): a category's, an author's. Not detail pages: no view is counted. */
  | { name: 'category' | 'author'; slug: string }
  /**
   * A preview link (/article/<id>/preview/<token>, modules/content/preview-links.ts): the item's
   * page as the link shows it, to anyone who has it. No view is counted, and no cache keeps it.
   */
  | { name: 'preview'; type: ContentType; id: string; token: string };

const STATIC: Record<string, PublicRoute['name']> = {
  '/': 'home',
  '/magazine': 'magazine',
  '/videos': 'videos',
  '/tv-show': 'tv-list',
  '/podcast': 'podcast-list',
  '/about': 'about',
  '/contact': 'contact',
  '/search': 'search',
  '/newsletter/confirm': 'newsletter',
  '/newsletter/unsubscribe': 'newsletter',
  '/newsletter/preferences': 'newsletter',
  // What the reader saved for offline: all of it in the browser, the page is the same frame for everyone.
  '/saved': 'saved',
};

const DETAIL = /^\/(article|video|tvshow|podcast)\/([^/]+)$/;
/** Path segment -> route name (the TV episode page's segment is 'tvshow', its view kind 'tv'). */
const DETAIL_NAMES = { article: 'article', video: 'video', tvshow: 'tv', podcast: 'podcast' } as const;

const PREVIEW = /^\/(article|video|tvshow|podcast)\/([^/]+)\/preview\/([^/]+)$/;

const BY_SLUG = /^\/(magazine|author)\/([^/]+)$/;
const BY_SLUG_NAMES = { magazine: 'category', author: 'author' } as const;

/** A path segment decoded, or null when its %-escapes are broken. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchPublicRoute(pathname: string): PublicRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = STATIC[path];
  if (name) return { name } as PublicRoute;
  const detail = DETAIL.exec(path);
  if (detail) {
    const id = decoded(detail[2]);
    return id === null ? null : { name: DETAIL_NAMES[detail[1] as keyof typeof DETAIL_NAMES], id };
  }
  const preview = PREVIEW.exec(path);
  if (preview) {
    const [id, token] = [decoded(preview[2]), decoded(preview[3])];
    return id === null || token === null ? null : { name: 'preview', type: preview[1] as ContentType, id, token };
  }
  const bySlug = BY_SLUG.exec(path);
  if (bySlug) {
    const slug = decoded(bySlug[2]);
    return slug === null ? null : { name: BY_SLUG_NAMES[bySlug[1] as keyof typeof BY_SLUG_NAMES], slug };
  }
  return null;
}

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** A preview link's page: for whoever has the link only (private, never indexed). */
export const isPreviewPath = (pathname: string) => matchPublicRoute(pathname)?.name === 'preview';

/** A page of one item: opening it counts a view (a preview of one counts none). */
export const isDetailPage = (route: PublicRoute | null): route is Extract<PublicRoute, { name: 'article' | 'video' | 'tv' | 'podcast' }> =>
  !!route && 'id' in route && route.name !== 'preview';
