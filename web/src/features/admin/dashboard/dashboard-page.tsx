/**
 * Dashboard: greeting and today's date, four stat cards (BookOpen, Tv, Mic, Eye), quick actions, the
 * 3 most recent articles, the content-performance panel (GET /dashboard/stats, /recent-articles,
 * /analytics) and the audience: subscribers, confirmations, unsubscribes and newsletters sent in the
 * last 30 days, and the comments waiting for review (GET /newsletter/stats, /comments/pending-count).
 * Each block loads on its own, so one failure does not blank the others.
 */
import type { ReactNode } from 'react';
import type { Analytics } from '../../../../../shared/api/dashboard.ts';
import type { NewsletterStats } from '../../../../../shared/api/newsletter.ts';
import { Link } from 'react-router-dom';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { formatCount, formatDate } from '../lib/format.ts';
import { BarChartIcon, BookOpenIcon, MailIcon, ChevronRightIcon, CrownIcon, EyeIcon, MicIcon, NewspaperIcon, PlusIcon, StarIcon, TrendingUpIcon, TvIcon } from '../components/icons.tsx';
import { ListStates } from '../components/list-parts.tsx';
import { Panel } from '../components/page-header.tsx';
import { StatGrid, StatTile, type Tone } from '../components/stat-tile.tsx';
import { EmptyState, ErrorState } from '../components/states.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { getAnalytics, getAudience, getPendingComments, getStatCards, listRecentArticles } from './api.ts';
import { groupDigits, nounFor } from '../../../../../shared/words.ts';

const ICONS: Record<string, { icon: ReactNode; tone: Tone }> = {
  BookOpen: { icon: <BookOpenIcon size={22} />, tone: 'blue' },
  Tv: { icon: <TvIcon size={22} />, tone: 'purple' },
  Mic: { icon: <MicIcon size={22} />, tone: 'green' },
  Eye: { icon: <EyeIcon size={22} />, tone: 'red' },
};

/** New Article opens the editor. */
const QUICK_ACTIONS: { to: string; tone: Tone; icon: ReactNode; label: string }[] = [
  { to: '/admin/articles/new', tone: 'red', icon: <PlusIcon />, label: 'New Article' },
  { to: '/admin/magazine/articles', tone: 'blue', icon: <NewspaperIcon />, label: 'View Articles' },
  { to: '/admin/magazine/featured', tone: 'amber', icon: <StarIcon />, label: 'Featured' },
  { to: '/admin/magazine/trending', tone: 'green', icon: <TrendingUpIcon />, label: 'Trending' },
];

/** The Content Performance figures, in the order they show. */
const performance = (a: Analytics): [string, ReactNode][] => [
  ['Most Popular Category', a.mostPopularCategory],
  ['Avg Read Time', `${a.avgReadTime} min`],
  ['Engagement Rate', a.engagementRate],
  ['New Content', a.newContent],
  ['New Subscribers', a.newSubscribers],
  ['Total Likes', formatCount(a.totalLikes)],
];

/** The Audience figures, in the order they show. */
const audienceFigures = (n: NewsletterStats, pendingComments: number): [string, ReactNode][] => [
  ['Subscribers', groupDigits(n.active)],
  ['Confirmations', groupDigits(n.confirmations_30d)],
  ['Unsubscribes', groupDigits(n.unsubscribes_30d)],
  ['Newsletters Sent', `${groupDigits(n.issues_sent_30d)} (${groupDigits(n.mails_sent_30d)} mails)`],
  ['Awaiting Confirmation', groupDigits(n.pending)],
  ['Comments to Review', <Link key="queue" to="/admin/comments" className="adm-link">{groupDigits(pendingComments)}</Link>],
];

/** A panel's figures: label above, value below. */
function Figures({ figures }: { figures: [string, ReactNode][] }) {
  return (
    <dl className="adm-perf">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DashboardPage() {
  const { request, user } = useAuth();
  const stats = useLoad(() => getStatCards(request), [request], 'Failed to fetch dashboard stats');
  const recent = useLoad(() => listRecentArticles(request, 3), [request], 'Failed to fetch recent articles');
  const analytics = useLoad(() => getAnalytics(request), [request], 'Failed to fetch dashboard analytics');
  const audience = useLoad(() => Promise.all([getAudience(request), getPendingComments(request)]), [request], 'Failed to fetch the audience');
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
                  value={groupDigits(card.value)}
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
          <ListStates
            list={recent}
            loadingText="Loading recent articles..."
            errorMessage="Failed to fetch recent articles"
            errorFirst
            empty={!recent.data?.length && <EmptyState title="No articles found" text="Create your first article to see it here." />}
          >
            <ul className="adm-recent">
              {recent.data?.map((a) => (
                <li key={a.id}>
                  <Link to={`/admin/article/${a.id}`} className="adm-recent__row">
                    <span className="adm-recent__main">
                      <span className="adm-recent__title">{a.title}</span>
                      <span className="adm-recent__meta">
                        <StatusBadge status={a.status} />
                        <span>{a.category}</span>
                        <span className="adm-dot" aria-hidden="true" />
                        <span>
                          <EyeIcon size={14} /> {formatCount(a.views)} {nounFor(a.views, 'view')}
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
          </ListStates>
        </Panel>

        <Panel title="Quick Actions">
          <div className="adm-quick">
            {QUICK_ACTIONS.map((q) => (
              <Link key={q.label} to={q.to} className={`adm-quick__item adm-tone--${q.tone}`}>
                {q.icon} {q.label}
              </Link>
            ))}
          </div>
        </Panel>
      </div>

      <Panel
        title="Audience"
        subtitle="Newsletter subscribers and sends over the last 30 days, and the comments waiting for review"
        actions={
          <Link to="/admin/newsletters" className="adm-link adm-link--with-icon">
            <MailIcon size={16} /> Newsletters
          </Link>
        }
      >
        <ListStates list={audience} loadingText="Loading the audience..." errorMessage="Failed to fetch the audience" errorFirst>
          {audience.data && <Figures figures={audienceFigures(...audience.data)} />}
        </ListStates>
      </Panel>

      <Panel title="Content Performance" subtitle="Across articles, videos, TV and podcast episodes" actions={<BarChartIcon />}>
        <ListStates list={analytics} loadingText="Loading analytics..." errorMessage="Failed to fetch dashboard analytics" errorFirst>
          {analytics.data && <Figures figures={performance(analytics.data)} />}
        </ListStates>
      </Panel>
    </div>
  );
}
