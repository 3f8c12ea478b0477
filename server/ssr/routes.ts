/**
 * The public page routes the server renders (the same list as web/src/app/app.tsx). Anything else
 * outside /api and /admin is unknown and redirects to the home page, so a mistyped link still lands somewhere useful.
 */
export type PublicRoute =
  | { name: 'home' | 'magazine' | 'tv-list' | 'podcast' | 'about' | 'contact' | 'search' }
  | { name: 'article' | 'video' | 'tv'; id: string };

const STATIC: Record<string, PublicRoute['name']> = {
  '/': 'home',
  '/magazine': 'magazine',
  '/tv-show': 'tv-list',
  '/podcast': 'podcast',
  '/about': 'about',
  '/contact': 'contact',
  '/search': 'search',
};

const DETAIL = /^\/(article|video|tvshow)\/([^/]+)$/;

export function matchPublicRoute(pathname: string): PublicRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = STATIC[path];
  if (name) return { name } as PublicRoute;
  const detail = DETAIL.exec(path);
  if (detail) {
    let id: string;
    try {
      id = decodeURIComponent(detail[2]);
    } catch {
      return null;
    }
    return { name: detail[1] === 'tvshow' ? 'tv' : (detail[1] as 'article' | 'video'), id };
  }
  return null;
}

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** A page of one item: opening it counts a view. */
export const isDetailPage = (route: PublicRoute | null): route is Extract<PublicRoute, { id: string }> => !!route && 'id' in route;
