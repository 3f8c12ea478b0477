/**
 * Featured Articles: the up to 3 newest featured, published articles (what the homepage shows),
 * ranked, with count n/3. Featuring is switched in the article form's Settings tab. The order
 * arrows are shown but inactive (order is by date).
 */
import type { Article } from '../../../../../shared/api/content.ts';
import { LIMITS } from '../../../../../shared/constants.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { HelpBox } from '../components/help-box.tsx';
import { ArrowDownIcon, ArrowUpIcon, StarIcon } from '../components/icons.tsx';
import { RefreshButton } from '../components/list-parts.tsx';
import { ListPage } from '../components/list-page.tsx';
import { EmptyState } from '../components/states.tsx';
import { listFeatured } from './api.ts';
import { RankedRow } from './ranked-row.tsx';

const newest = (a: Article, b: Article) => (b.created_at || b.publish_date).localeCompare(a.created_at || a.publish_date);

export function FeaturedPage() {
  const { request } = useAuth();
  const list = useLoad(() => listFeatured(request).then((items) => [...items].sort(newest).slice(0, LIMITS.featuredShown)), [request], 'Failed to fetch featured articles');
  const items = list.data ?? [];
  return (
    <ListPage
      title="Featured Articles"
      subtitle="The articles highlighted in the homepage featured section"
      icon={<StarIcon size={24} />}
      actions={<RefreshButton onClick={list.reload} disabled={list.loading} />}
      panelTitle={
        <span className="adm-inline">
          Featured <span className="adm-count">{items.length}/{LIMITS.featuredShown}</span>
        </span>
      }
      states={{
        list,
        loadingText: 'Loading featured articles...',
        errorMessage: 'Failed to fetch featured articles',
        errorFirst: true,
        empty: items.length === 0 && <EmptyState title="No featured articles yet" text="Mark a published article as Featured in the Settings tab of its form." icon={<StarIcon size={28} />} />,
      }}
      after={
        <HelpBox
          title="About featured articles"
          points={[
            `The homepage shows the ${LIMITS.featuredShown} newest featured articles that are published.`,
            'Feature or unfeature an article from the Settings tab of its form in Articles Management.',
          ]}
        />
      }
    >
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
    </ListPage>
  );
}
