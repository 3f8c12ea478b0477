/**
 * Featured Articles: the up to 3 newest featured, published articles (what the homepage shows),
 * ranked, with count n/3. Featuring is switched in the article form's Settings tab. The order
 * arrows are shown but inactive (order is by date).
 */
import type { Article } from '../../../../../shared/api/content.ts';
import { LIMITS } from '../../../../../shared/constants.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { ArrowDownIcon, ArrowUpIcon, EmptyState, ErrorState, LoadingState, PageHeader, Panel, RefreshIcon, StarIcon, InfoIcon } from '../components/index.ts';
import { RankedRow } from './ranked-row.tsx';

const newest = (a: Article, b: Article) => (b.created_at || b.publish_date).localeCompare(a.created_at || a.publish_date);

export function FeaturedPage() {
  const { request } = useAuth();
  const list = useLoad(
    () =>
      request<{ data: Article[] }>('/articles/featured', { query: { page: 1, limit: LIMITS.featuredShown, status: 'published' } }).then((r) =>
        [...r.data].sort(newest).slice(0, LIMITS.featuredShown),
      ),
    [request],
    'Failed to fetch featured articles',
  );
  const items = list.data ?? [];
  return (
    <div className="adm-page">
      <PageHeader
        title="Featured Articles"
        subtitle="The articles highlighted in the homepage featured section"
        icon={<StarIcon size={24} />}
        actions={
          <button type="button" className="adm-btn adm-btn--secondary" onClick={list.reload} disabled={list.loading}>
            <RefreshIcon size={16} /> Refresh
          </button>
        }
      />
      <Panel
        title={
          <span className="adm-inline">
            Featured <span className="adm-count">{items.length}/{LIMITS.featuredShown}</span>
          </span>
        }
      >
        {list.loading && !list.data ? (
          <LoadingState text="Loading featured articles..." />
        ) : list.error ? (
          <ErrorState message="Failed to fetch featured articles" onRetry={list.reload} />
        ) : items.length === 0 ? (
          <EmptyState title="No featured articles yet" text="Mark a published article as Featured in the Settings tab of its form." icon={<StarIcon size={28} />} />
        ) : (
          <ol className="adm-ranked-list">
            {items.map((a, i) => (
              <RankedRow
                key={a.id}
                rank={i + 1}
                article={a}
                actions={
                  <span className="adm-order" aria-label="Order (by date)">
                    <button type="button" className="adm-icon-btn adm-icon-btn--sm" aria-label={`Move ${a.title} up`} disabled>
                      <ArrowUpIcon size={14} />
                    </button>
                    <button type="button" className="adm-icon-btn adm-icon-btn--sm" aria-label={`Move ${a.title} down`} disabled>
                      <ArrowDownIcon size={14} />
                    </button>
                  </span>
                }
              />
            ))}
          </ol>
        )}
      </Panel>
      <div className="adm-help">
        <InfoIcon size={18} />
        <div>
          <p className="adm-help__title">About featured articles</p>
          <ul>
            <li>The homepage shows the {LIMITS.featuredShown} newest featured articles that are published.</li>
            <li>Feature or unfeature an article from the Settings tab of its form in Articles Management.</li>
          </ul>
        </div>
      </div>
    </div>
  );
}
