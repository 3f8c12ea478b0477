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
import type { MyWork, ReviewItem } from '../../../../../shared/api/review.ts';
import { CONTENT_TYPE_LABELS, detailPath, editorPath } from '../../../../../shared/review.ts';
import { changeRefusal } from '../../../../../shared/editorial.ts';
import { useAuth, useCan } from '../session/auth-context.tsx';
import { useReviewCount } from '../layout/review-queue.ts';
import { useLoad } from '../lib/use-load.ts';
import { formatCount, formatDate } from '../lib/format.ts';
import { BarChartIcon, BookOpenIcon, CheckCircleIcon, MailIcon, ChevronRightIcon, CrownIcon, EyeIcon, MicIcon, NewspaperIcon, PlusIcon, StarIcon, TrendingUpIcon, TvIcon } from '../components/icons.tsx';
import { ListStates } from '../components/list-parts.tsx';
import { Panel } from '../components/page-header.tsx';
import { StatGrid, StatTile, type Tone } from '../components/stat-tile.tsx';
import { EmptyState, ErrorState } from '../components/states.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { getAnalytics, getAudience, getMyWork, getPendingComments, getStatCards, listRecentArticles } from './api.ts';
import './dashboard.css';
import { groupDigits, nounFor } from '../../../../../shared/words.ts';

const ICONS: Record<string, { icon: ReactNode; tone: Tone }> = {
  BookOpen: { icon: <BookOpenIcon size={22} />, tone: 'blue' },
  Tv: { icon: <TvIcon size={22} />, tone: 'purple' },
  Mic: { icon: <MicIcon size={22} />, tone: 'green' },
  Eye: { icon: <EyeIcon size={22} />, tone: 'red' },
};

/** New Article opens the editor; Featured and Trending are curation (editors). */
const QUICK_ACTIONS: { to: string; tone: Tone; icon: ReactNode; label: string; curation?: boolean }[] = [
  { to: '/admin/articles/new', tone: 'red', icon: <PlusIcon />, label: 'New Article' },
  { to: '/admin/magazine/articles', tone: 'blue', icon: <NewspaperIcon />, label: 'View Articles' },
  { to: '/admin/magazine/featured', tone: 'amber', icon: <StarIcon />, label: 'Featured', curation: true },
  { to: '/admin/magazine/trending', tone: 'green', icon: <TrendingUpIcon />, label: 'Trending', curation: true },
];

/**
 * A contributor's own items, by where they stand (GET /review/mine): what was sent back comes first,
 * with its note. Each opens its editor while it is theirs to change (shared/editorial.ts), else its
 * detail page.
 */
const MY_WORK: { key: Exclude<keyof MyWork, 'own_ids'>; title: string; empty: string }[] = [
  { key: 'sent_back', title: 'Sent back to you', empty: 'Nothing was sent back.' },
  { key: 'drafts', title: 'Your drafts', empty: 'No drafts: start one with New Article.' },
  { key: 'in_review', title: 'Waiting for review', empty: 'Nothing waits for review.' },
  { key: 'published', title: 'Published', empty: 'Nothing of yours is published yet.' },
];

function MyWorkList({ items, empty }: { items: ReviewItem[]; empty: string }) {
  const { user } = useAuth();
  if (items.length === 0) return <p className="adm-mywork__empty">{empty}</p>;
  const pathOf = (item: ReviewItem) => (user && changeRefusal(user.role, { mine: true, status: item.status }) ? detailPath : editorPath)(item.type, item.id);
  return (
    <ul className="adm-recent">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={pathOf(item)} className="adm-recent__row">
            <span className="adm-recent__main">
              <span className="adm-recent__title">{item.title}</span>
              <span className="adm-recent__meta">
                <StatusBadge status={item.status} />
                <span>{CONTENT_TYPE_LABELS[item.type]}</span>
                <span className="adm-dot" aria-hidden="true" />
                <span>{formatDate(item.updated_at)}</span>
              </span>
              {item.review_note && item.status === 'draft' && <span className="adm-mywork__note">Sent back: {item.review_note.note}</span>}
            </span>
            <ChevronRightIcon size={16} className="adm-recent__go" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

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
  // What the role may see (shared/roles.ts): a contributor gets their own work instead of the audience figures.
  const seesAudience = useCan('audience');
  const curates = useCan('curate');
  const reviews = useCan('review');
  const publishes = useCan('publish');
  const waiting = useReviewCount();
  const stats = useLoad(() => getStatCards(request), [request], 'Failed to fetch dashboard stats');
  const recent = useLoad(() => listRecentArticles(request, 3), [request], 'Failed to fetch recent articles');
  const analytics = useLoad(() => (seesAudience ? getAnalytics(request) : Promise.resolve(null)), [request, seesAudience], 'Failed to fetch dashboard analytics');
  const audience = useLoad(() => (seesAudience ? Promise.all([getAudience(request), getPendingComments(request)]) : Promise.resolve(null)), [request, seesAudience], 'Failed to fetch the audience');
  const mine = useLoad(() => (publishes ? Promise.resolve(null) : getMyWork(request)), [request, publishes], 'Failed to fetch your work');
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

      {reviews && waiting > 0 && (
        <Link to="/admin/review" className="adm-review-waiting">
          <CheckCircleIcon size={20} />
          <span>
            <strong>{groupDigits(waiting)}</strong> waiting for review
          </span>
          <ChevronRightIcon size={16} />
        </Link>
      )}

      {!publishes && (
        <Panel title="Your work" subtitle="What you wrote, and where it stands: an editor publishes it or sends it back with a note.">
          <ListStates list={mine} loadingText="Loading your work..." errorMessage="Failed to fetch your work" errorFirst>
            {mine.data && (
              <div className="adm-mywork">
                {MY_WORK.map((group) => (
                  <section key={group.key} aria-labelledby={`mywork-${group.key}`}>
                    <h3 id={`mywork-${group.key}`} className="adm-mywork__title">
                      {group.title} <span className="adm-mywork__count">{mine.data![group.key].length}</span>
                    </h3>
                    <MyWorkList items={mine.data![group.key]} empty={group.empty} />
                  </section>
                ))}
              </div>
            )}
          </ListStates>
        </Panel>
      )}

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
            curates && (
              <Link to="/admin/magazine/main-articles" className="adm-link adm-link--with-icon">
                <CrownIcon size={16} /> Manage Main
              </Link>
            )
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
            {QUICK_ACTIONS.filter((q) => curates || !q.curation).map((q) => (
              <Link key={q.label} to={q.to} className={`adm-quick__item adm-tone--${q.tone}`}>
                {q.icon} {q.label}
              </Link>
            ))}
          </div>
        </Panel>
      </div>

      {seesAudience && (
        <>
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
        </>
      )}
    </div>
  );
}
