/**
 * The back office: a client-only app, loaded lazily at /admin/* so public pages never download it.
 * On the server (and on the first client render, so hydration matches) it renders only a neutral
 * loading state; the session check and everything else start after mount. Routes are relative to
 * /admin. Unknown paths go to / (spec).
 */
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import './admin.css';
import { AuthProvider } from './auth/auth-context.tsx';
import { GuestOnly, RequireAuth } from './auth/require-auth.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { LoginPage } from './pages/login-page.tsx';
import { ForgotPasswordPage } from './pages/forgot-password-page.tsx';
import { ResetPasswordPage } from './pages/reset-password-page.tsx';
import { DashboardPage } from './pages/dashboard-page.tsx';
import { ArticlesPage } from './pages/articles-page.tsx';
import { ArticleDetailPage } from './pages/article-detail-page.tsx';
import { MainArticlesPage } from './pages/main-articles-page.tsx';
import { FeaturedPage } from './pages/featured-page.tsx';
import { EditorsPickPage } from './pages/editors-pick-page.tsx';
import { TrendingPage } from './pages/trending-page.tsx';
import { SettingsPage } from './pages/settings-page.tsx';
import { TeamPage } from './pages/team-page.tsx';
import { VideosPage } from './pages/videos-page.tsx';
import { TvShowPage } from './pages/tv-show-page.tsx';
import { TvEpisodeDetailPage, VideoDetailPage } from './pages/media-detail-page.tsx';
import { PodcastsPage } from './pages/podcasts-page.tsx';
import { PodcastDetailPage } from './pages/podcast-detail-page.tsx';
import { CommentsPage } from './pages/comments-page.tsx';
import { SubscribersPage } from './pages/subscribers-page.tsx';
import { MediaLibraryPage } from './pages/media-library-page.tsx';

function NeutralLoading() {
  return (
    <div className="adm-root">
      <div className="adm-fullscreen" role="status">
        <span className="adm-spinner adm-spinner--lg" aria-hidden="true" />
        <p className="adm-fullscreen__title">Loading...</p>
      </div>
    </div>
  );
}

export default function AdminApp() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <NeutralLoading />;
  return (
    <div className="adm-root">
      <AuthProvider>
        <Routes>
          <Route path="login" element={<GuestOnly><LoginPage /></GuestOnly>} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password/:token" element={<ResetPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route element={<RequireAuth><AdminLayout /></RequireAuth>}>
            <Route index element={<Navigate to="/admin/dashboard" replace />} />
            <Route path="dashboard" element={<DashboardPage />} />
            <Route path="magazine/articles" element={<ArticlesPage />} />
            <Route path="magazine/main-articles" element={<MainArticlesPage />} />
            <Route path="magazine/featured" element={<FeaturedPage />} />
            <Route path="magazine/editors-pick" element={<EditorsPickPage />} />
            <Route path="magazine/trending" element={<TrendingPage />} />
            <Route path="magazine/videos" element={<VideosPage />} />
            <Route path="tv-show" element={<TvShowPage />} />
            <Route path="podcast" element={<PodcastsPage />} />
            <Route path="comments" element={<CommentsPage />} />
            <Route path="subscribers" element={<SubscribersPage />} />
            <Route path="media-library" element={<MediaLibraryPage />} />
            <Route path="video/:id" element={<VideoDetailPage />} />
            <Route path="tvshow/:id" element={<TvEpisodeDetailPage />} />
            <Route path="podcast/:id" element={<PodcastDetailPage />} />
            <Route path="article/:id" element={<ArticleDetailPage />} />
            <Route path="team" element={<TeamPage />} />
            <Route path="settings" element={<SettingsPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </AuthProvider>
    </div>
  );
}
