/**
 * Routes and providers, shared by the server render (entry-server) and the browser
 * (entry-client). Each public page and the admin app are chunks of their own beside the app
 * shell; the admin app is one that public pages never download. Unknown paths redirect to /.
 */
import type { ReactNode } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { DataProvider } from '../lib/page-data.tsx';
import { DEFAULT_SITE, SiteProvider } from '../lib/site.tsx';
import type { PublicSite } from '../../../shared/api/site.ts';
import { lazyPage, type LazyPage } from '../lib/lazy-page.tsx';
import { SiteLayout } from './layout.tsx';
import { PlayerSlot } from './player-slot.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { LoadingBoundary } from '../components/ui/state-panel.tsx';

// Each public page is a chunk of its own: a reader's first visit downloads the app shell and the
// page it opened, not the other twelve (Lighthouse counted 57 KB of unused JavaScript on every page).
const pages = {
  home: lazyPage('features/home/home-page.tsx', () => import('../features/home/home-page.tsx').then((m) => m.HomePage)),
  magazine: lazyPage('features/magazine/magazine-page.tsx', () => import('../features/magazine/magazine-page.tsx').then((m) => m.MagazinePage)),
  author: lazyPage('features/author/author-page.tsx', () => import('../features/author/author-page.tsx').then((m) => m.AuthorPage)),
  videos: lazyPage('features/videos/videos-page.tsx', () => import('../features/videos/videos-page.tsx').then((m) => m.VideosPage)),
  article: lazyPage('features/article/article-page.tsx', () => import('../features/article/article-page.tsx').then((m) => m.ArticlePage)),
  video: lazyPage('features/video/video-page.tsx', () => import('../features/video/video-page.tsx').then((m) => m.VideoPage)),
  tvList: lazyPage('features/tv/tv-list-page.tsx', () => import('../features/tv/tv-list-page.tsx').then((m) => m.TvListPage)),
  tvDetail: lazyPage('features/tv/tv-detail-page.tsx', () => import('../features/tv/tv-detail-page.tsx').then((m) => m.TvDetailPage)),
  podcast: lazyPage('features/podcast/podcast-page.tsx', () => import('../features/podcast/podcast-page.tsx').then((m) => m.PodcastPage)),
  episode: lazyPage('features/podcast/episode-page.tsx', () => import('../features/podcast/episode-page.tsx').then((m) => m.EpisodePage)),
  search: lazyPage('features/search/search-page.tsx', () => import('../features/search/search-page.tsx').then((m) => m.SearchPage)),
  about: lazyPage('features/info/about-page.tsx', () => import('../features/info/about-page.tsx').then((m) => m.AboutPage)),
  contact: lazyPage('features/info/contact-page.tsx', () => import('../features/info/contact-page.tsx').then((m) => m.ContactPage)),
  newsletter: lazyPage('features/newsletter/newsletter-page.tsx', () => import('../features/newsletter/newsletter-page.tsx').then((m) => m.NewsletterPage)),
  saved: lazyPage('features/saved/saved-page.tsx', () => import('../features/saved/saved-page.tsx').then((m) => m.SavedPage)),
};

// A preview link's page: the frame around the item's own page (its child route), loaded like a page.
const PreviewFrame = lazyPage('app/preview-frame.tsx', () => import('./preview-frame.tsx').then((m) => m.PreviewFrame));

// A page like the others for loading ahead: the browser loads it before its first render
// (entry-client), so the back office never shows a Suspense fallback first, which React then keeps
// on screen for at least 300 ms (its fallback throttle) however soon the chunk arrives.
const AdminApp = lazyPage('features/admin/admin-app.tsx', () => import('../features/admin/admin-app.tsx').then((m) => m.default));

/** What the server hands the browser in <script id="__DATA__">. */
export interface SsrPayload {
  publicUrl: string;
  /** Section data keyed as in shared/page-data.ts. */
  data: Record<string, unknown>;
  /** The site's settings and categories (every page, the back office's shell too). */
  site?: PublicSite;
}

export function AppProviders({ payload, children }: { payload: SsrPayload; children: ReactNode }) {
  return (
    <SiteProvider value={{ publicUrl: payload.publicUrl, site: payload.site ?? DEFAULT_SITE }}>
      <DataProvider initial={payload.data}>
        <ToastProvider>{children}</ToastProvider>
      </DataProvider>
    </SiteProvider>
  );
}

/** A route showing `Page`, which it names in its handle so that it can be loaded ahead. */
const show = (Page: LazyPage) => ({ element: <Page />, handle: Page });

/** The preview link of an item whose page is `path` ('article/:id'): that page inside the preview's frame. */
const preview = (path: string, Page: LazyPage): RouteObject => ({ path: `${path}/preview/:token`, ...show(PreviewFrame), children: [{ index: true, ...show(Page) }] });

const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
      <LoadingBoundary>
        <AdminApp />
      </LoadingBoundary>
    ),
    handle: AdminApp,
  },
  {
    element: <SiteLayout />,
    children: [
      { index: true, ...show(pages.home) },
      { path: 'magazine', ...show(pages.magazine) },
      { path: 'magazine/:category', ...show(pages.magazine) },
      { path: 'author/:slug', ...show(pages.author) },
      { path: 'videos', ...show(pages.videos) },
      { path: 'tv-show', ...show(pages.tvList) },
      { path: 'podcast', ...show(pages.podcast) },
      { path: 'podcast/:id', ...show(pages.episode) },
      { path: 'about', ...show(pages.about) },
      { path: 'search', ...show(pages.search) },
      { path: 'saved', ...show(pages.saved) },
      { path: 'article/:id', ...show(pages.article) },
      { path: 'video/:id', ...show(pages.video) },
      { path: 'newsletter/confirm', ...show(pages.newsletter) },
      { path: 'newsletter/unsubscribe', ...show(pages.newsletter) },
      { path: 'newsletter/preferences', ...show(pages.newsletter) },
      preview('article/:id', pages.article),
      preview('video/:id', pages.video),
      preview('podcast/:id', pages.episode),
    ],
  },
  {
    element: <SiteLayout bare />,
    children: [
      { path: 'tvshow/:id', ...show(pages.tvDetail) },
      preview('tvshow/:id', pages.tvDetail),
      { path: 'contact', ...show(pages.contact) },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

export function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <PlayerSlot />
    </>
  );
}

/** The lazy pages that show at `pathname` (the admin app, or a public page). */
const pagesAt = (pathname: string) => (matchRoutes(routes, pathname) ?? []).flatMap((m) => (m.route.handle ? [m.route.handle as LazyPage] : []));

/** Loads the page `pathname` shows, so that hydrating it renders at once (entry-client). */
export async function loadPageFor(pathname: string): Promise<void> {
  await Promise.all(pagesAt(pathname).map((page) => page.load()));
}

/** The modules of the page `pathname` shows (paths under web/src: a preview's frame, then its page), for their stylesheets (entry-server). */
export const pageSourcesFor = (pathname: string): string[] => pagesAt(pathname).map((page) => page.source);

/** Loads every page: the server renders any of them synchronously (entry-server). */
export async function loadAllPages(): Promise<void> {
  await Promise.all([...Object.values(pages), PreviewFrame].map((page) => page.load()));
}
