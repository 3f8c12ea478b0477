/**
 * Dashboard: greeting and today's date, four stat cards (BookOpen, Tv, Mic, Eye), quick actions, the
 * 3 most recent articles and the content-performance panel (GET /dashboard/stats, /recent-articles,
 * /analytics). Each block loads on its own, so one failure does not blank the others.
 */
import { Link } from 'react-router-dom';
import type { Analytics, RecentArticle, StatCard } from '../../../../../shared/api/dashboard.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { formatCount, formatDate } from '../lib/format.ts';
import {
  BarChartIcon,
  BookOpenIcon,
  ChevronRightIcon,
  CrownIcon,
  EmptyState,
  ErrorState,
  EyeIcon,
  LoadingState,
  MicIcon,
  NewspaperIcon,
  Panel,
  PlusIcon,
  StarIcon,
  StatGrid,
  StatTile,
  StatusBadge,
  TrendingUpIcon,
  TvIcon,
  type Tone,
} from '../components/index.ts';

const ICONS: Record<string, { icon: React.ReactNode; tone: Tone }> = {
  BookOpen: { icon: <BookOpenIcon size={22} />, tone: 'blue' },
  Tv: { icon: <TvIcon size={22} />, tone: 'purple' },
  Mic: { icon: <MicIcon size={22} />, tone: 'green' },
  Eye: { icon: <EyeIcon size={22} />, tone: 'red' },
};

export function DashboardPage() {
  const { request, user } = useAuth();
  const stats = useLoad(() => request<{ data: StatCard[] }>('/dashboard/stats').then((r) => r.data), [request], 'Failed to fetch dashboard stats');
  const recent = useLoad(
    () => request<{ data: RecentArticle[] }>('/dashboard/recent-articles', { query: { limit: 3 } }).then((r) => r.data),
    [request],
    'Failed to fetch recent articles',
  );
  const analytics = useLoad(() => request<{ data: Analytics }>('/dashboard/analytics').then((r) => r.data), [request], 'Failed to fetch dashboard analytics');
  const today = new Date().toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

  return (
    <div className="adm-page">
      <div className="adm-welcome">
        <div>
          <h1 className="adm-page-title">Welcome back, {user?.name?.split(' ')[0] || 'Admin'}!</h1>
          <p className="adm-page-subtitle">Here's what's happening with your content today.</p>
        </div>
        <p className="adm-welcome__date">{today}</p>
      </div>

      {stats.error ? (
        <ErrorState message="Failed to fetch dashboard stats" onRetry={stats.reload} />
      ) : (
        <StatGrid>
          {stats.data
            ? stats.data.map((card) => (
                <StatTile
                  key={card.title}
                  title={card.title}
                  value={card.value.toLocaleString('en-US')}
                  icon={ICONS[card.icon]?.icon}
                  tone={ICONS[card.icon]?.tone}
                  change={card.change}
                  changeType={card.changeType}
                />
              ))
            : Array.from({ length: 4 }, (_, i) => <div key={i} className="adm-stat adm-skeleton" aria-hidden="true" />)}
        </StatGrid>
      )}

      <div className="adm-grid-2-1">
        <Panel
          title="Recent Articles"
          actions={
            <Link to="/admin/magazine/main-articles" className="adm-link adm-link--with-icon">
              <CrownIcon size={16} /> Manage Main
            </Link>
          }
        >
          {recent.loading && !recent.data ? (
            <LoadingState text="Loading recent articles..." />
          ) : recent.error ? (
            <ErrorState message="Failed to fetch recent articles" onRetry={recent.reload} />
          ) : !recent.data?.length ? (
            <EmptyState title="No articles found" text="Create your first article to see it here." />
          ) : (
            <ul className="adm-recent">
              {recent.data.map((a) => (
                <li key={a.id}>
                  <Link to={`/admin/article/${a.id}`} className="adm-recent__row">
                    <span className="adm-recent__main">
                      <span className="adm-recent__title">{a.title}</span>
                      <span className="adm-recent__meta">
                        <StatusBadge status={a.status} />
                        <span>{a.category}</span>
                        <span className="adm-dot" aria-hidden="true" />
                        <span>
                          <EyeIcon size={14} /> {formatCount(a.views)} views
                        </span>
                        <span className="adm-dot" aria-hidden="true" />
                        <span>{formatDate(a.date)}</span>
                      </span>
                    </span>
                    <ChevronRightIcon size={16} className="adm-recent__go" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Quick Actions">
          <div className="adm-quick">
            <Link to="/admin/magazine/articles" state={{ create: true }} className="adm-quick__item adm-tone--red">
              <PlusIcon /> New Article
            </Link>
            <Link to="/admin/magazine/articles" className="adm-quick__item adm-tone--blue">
              <NewspaperIcon /> View Articles
            </Link>
            <Link to="/admin/magazine/featured" className="adm-quick__item adm-tone--amber">
              <StarIcon /> Featured
            </Link>
            <Link to="/admin/magazine/trending" className="adm-quick__item adm-tone--green">
              <TrendingUpIcon /> Trending
            </Link>
          </div>
        </Panel>
      </div>

      <Panel title="Content Performance" subtitle="Across articles, videos, TV and podcast episodes" actions={<BarChartIcon />}>
        {analytics.loading && !analytics.data ? (
          <LoadingState text="Loading analytics..." />
        ) : analytics.error || !analytics.data ? (
          <ErrorState message="Failed to fetch dashboard analytics" onRetry={analytics.reload} />
        ) : (
          <dl className="adm-perf">
            <div>
              <dt>Most Popular Category</dt>
              <dd>{analytics.data.mostPopularCategory}</dd>
            </div>
            <div>
              <dt>Avg Read Time</dt>
              <dd>{analytics.data.avgReadTime} min</dd>
            </div>
            <div>
              <dt>Engagement Rate</dt>
              <dd>{analytics.data.engagementRate}</dd>
            </div>
            <div>
              <dt>New Content</dt>
              <dd>{analytics.data.newContent}</dd>
            </div>
            <div>
              <dt>New Subscribers</dt>
              <dd>{analytics.data.newSubscribers}</dd>
            </div>
            <div>
              <dt>Total Likes</dt>
              <dd>{formatCount(analytics.data.totalLikes)}</dd>
            </div>
          </dl>
        )}
      </Panel>
    </div>
  );
}
