/**
 * The back office: a client-only app, loaded lazily at /admin/* so public pages never download it.
 * On the server (and on the first client render, so hydration matches) it renders only a neutral
 * loading state; the session check and everything else start after mount. Routes are relative to
 * /admin. Unknown paths go to / (spec).
 */
import '../../styles/inner-pages.css';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import './admin.css';
import { AuthProvider } from './session/auth-context.tsx';
import { GuestOnly, RequireAuth } from './auth/require-auth.tsx';
import { AdminLayout } from './layout/admin-layout.tsx';
import { LoginPage } from './auth/login-page.tsx';
import { ForgotPasswordPage } from './auth/forgot-password-page.tsx';
import { ResetPasswordPage } from './auth/reset-password-page.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { ArticlesPage } from './articles/articles-page.tsx';
import { ArticleDetailPage } from './articles/article-detail-page.tsx';
import { ArticleEditorPage } from './articles/article-editor-page.tsx';
import { MainArticlesPage } from './homepage/main-articles-page.tsx';
import { FeaturedPage } from './homepage/featured-page.tsx';
import { EditorsPickPage } from './homepage/editors-pick-page.tsx';
import { TrendingPage } from './homepage/trending-page.tsx';
import { SettingsPage } from './settings/settings-page.tsx';
import { SiteSettingsPage } from './site/site-settings-page.tsx';
import { TeamPage } from './team/team-page.tsx';
import { AuthorsPage } from './authors/authors-page.tsx';
import { SecurityPage } from './security/security-page.tsx';
import { AuditLogPage } from './audit/audit-page.tsx';
import { VideosPage } from './videos/videos-page.tsx';
import { TvShowPage } from './videos/tv-show-page.tsx';
import { TvEpisodeDetailPage, VideoDetailPage } from './videos/video-detail-page.tsx';
import { TvEpisodeEditorPage, VideoEditorPage } from './videos/video-editor-page.tsx';
import { PodcastsPage } from './podcasts/podcasts-page.tsx';
import { PodcastDetailPage } from './podcasts/podcast-detail-page.tsx';
import { PodcastEditorPage } from './podcasts/podcast-editor-page.tsx';
import { CommentsPage } from './comments/comments-page.tsx';
import { CommentsSettingsPage } from './comments/comments-settings-page.tsx';
import { NewslettersPage } from './newsletters/newsletters-page.tsx';
import { NewsletterEditorPage } from './newsletters/newsletter-editor-page.tsx';
import { SubscribersPage } from './subscribers/subscribers-page.tsx';
import { MediaLibraryPage } from './media-library/media-library-page.tsx';
import { AudioLibraryPage } from './media-library/audio-library-page.tsx';
import { BackupsPage } from './backups/backups-page.tsx';
import { TrashPage } from './trash/trash-page.tsx';
import { ReviewPage } from './review/review-page.tsx';

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
          {/* The editors take the whole page (no sidebar): the text is the page. A new item's
              first save moves it from .../new to .../{id}/edit without rebuilding the editor. */}
          <Route element={<RequireAuth><Outlet /></RequireAuth>}>
            <Route path="articles/new" element={<ArticleEditorPage />} />
            <Route path="articles/:id/edit" element={<ArticleEditorPage />} />
            <Route path="videos/new" element={<VideoEditorPage />} />
            <Route path="videos/:id/edit" element={<VideoEditorPage />} />
            <Route path="tv-episodes/new" element={<TvEpisodeEditorPage />} />
            <Route path="tv-episodes/:id/edit" element={<TvEpisodeEditorPage />} />
            <Route path="podcast-episodes/new" element={<PodcastEditorPage />} />
            <Route path="podcast-episodes/:id/edit" element={<PodcastEditorPage />} />
          </Route>
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
            <Route path="comments/settings" element={<CommentsSettingsPage />} />
            <Route path="newsletters" element={<NewslettersPage />} />
            <Route path="newsletters/:id" element={<NewsletterEditorPage />} />
            <Route path="subscribers" element={<SubscribersPage />} />
            <Route path="media-library" element={<MediaLibraryPage />} />
            <Route path="media-library/audio" element={<AudioLibraryPage />} />
            <Route path="video/:id" element={<VideoDetailPage />} />
            <Route path="tvshow/:id" element={<TvEpisodeDetailPage />} />
            <Route path="podcast/:id" element={<PodcastDetailPage />} />
            <Route path="article/:id" element={<ArticleDetailPage />} />
            <Route path="team" element={<TeamPage />} />
            <Route path="authors" element={<AuthorsPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="site" element={<SiteSettingsPage />} />
            <Route path="backups" element={<BackupsPage />} />
            <Route path="security" element={<SecurityPage />} />
            <Route path="audit-log" element={<AuditLogPage />} />
            <Route path="trash" element={<TrashPage />} />
            <Route path="review" element={<ReviewPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </AuthProvider>
    </div>
  );
}
