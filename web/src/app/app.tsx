/**
 * Routes and providers, shared by the server render (entry-server) and the browser
 * (entry-client). Public pages are bundled with the app shell; the admin app is a lazy chunk
 * that public pages never download. Unknown paths redirect to /.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DataProvider } from '../lib/page-data.tsx';
import { SiteProvider } from '../lib/head.tsx';
import { SiteLayout } from './layout.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { LoadingText } from '../components/ui/state-panel.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { MagazinePage } from '../features/magazine/magazine-page.tsx';
import { AuthorPage } from '../features/author/author-page.tsx';
import { VideosPage } from '../features/videos/videos-page.tsx';
import { ArticlePage } from '../features/article/article-page.tsx';
import { VideoPage } from '../features/video/video-page.tsx';
import { TvListPage } from '../features/tv/tv-list-page.tsx';
import { TvDetailPage } from '../features/tv/tv-detail-page.tsx';
import { PodcastPage } from '../features/podcast/podcast-page.tsx';
import { EpisodePage } from '../features/podcast/episode-page.tsx';
import { SearchPage } from '../features/search/search-page.tsx';
import { AboutPage } from '../features/info/about-page.tsx';
import { ContactPage } from '../features/info/contact-page.tsx';

const AdminApp = lazy(() => import('../features/admin/admin-app.tsx'));

/** What the server hands the browser in <script id="__DATA__">. */
export interface SsrPayload {
  publicUrl: string;
  /** Section data keyed as in shared/page-data.ts. */
  data: Record<string, unknown>;
}

export function AppProviders({ payload, children }: { payload: SsrPayload; children: ReactNode }) {
  return (
    <SiteProvider value={{ publicUrl: payload.publicUrl }}>
      <DataProvider initial={payload.data}>
        <ToastProvider>{children}</ToastProvider>
      </DataProvider>
    </SiteProvider>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={<LoadingText>Loading...</LoadingText>}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="magazine" element={<MagazinePage />} />
        <Route path="magazine/:category" element={<MagazinePage />} />
        <Route path="author/:slug" element={<AuthorPage />} />
        <Route path="videos" element={<VideosPage />} />
        <Route path="tv-show" element={<TvListPage />} />
        <Route path="podcast" element={<PodcastPage />} />
        <Route path="podcast/:id" element={<EpisodePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="article/:id" element={<ArticlePage />} />
        <Route path="video/:id" element={<VideoPage />} />
      </Route>
      <Route element={<SiteLayout bare />}>
        <Route path="tvshow/:id" element={<TvDetailPage />} />
        <Route path="contact" element={<ContactPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
