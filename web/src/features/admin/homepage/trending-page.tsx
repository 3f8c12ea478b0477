/**
 * Trending Articles: four tiles (Total Trending Views, Avg Growth Rate, Peak Category, Total
 * Articles) and 'Currently Trending' with position, views and 7-day growth, 10 per page.
 */
import { useState } from 'react';
import type { TrendingArticle } from '../../../../../shared/api/articles.ts';
import { useAuth } from '../session/auth-context.tsx';
import { useLoad } from '../lib/use-load.ts';
import { formatCount, parsePercent } from '../lib/format.ts';
import { HelpBox } from '../components/help-box.tsx';
import { BarChartIcon, BookOpenIcon, EyeIcon, FlatIcon, TagIcon, TrendingUpIcon } from '../components/icons.tsx';
import { ListPage } from '../components/list-page.tsx';
import { Pagination } from '../components/pagination.tsx';
import { StatGrid, StatTile } from '../components/stat-tile.tsx';
import { EmptyState } from '../components/states.tsx';
import { listTrending } from './api.ts';
import { RankedRow } from './ranked-row.tsx';

const PAGE_SIZE = 10;

function trendingSummary(items: TrendingArticle[]) {
  const views = items.reduce((sum, a) => sum + a.views, 0);
  const growth = items.length ? items.reduce((sum, a) => sum + parsePercent(a.growthRate), 0) / items.length : 0;
  const byCategory = new Map<string, number>();
  for (const a of items) byCategory.set(a.category_name, (byCategory.get(a.category_name) ?? 0) + a.views);
  const peak = [...byCategory.entries()].sort((x, y) => y[1] - x[1])[0]?.[0] ?? 'N/A';
  return { views, growth, peak };
}

export function TrendingPage() {
  const { request } = useAuth();
  const [page, setPage] = useState(1);
  const list = useLoad(() => listTrending(request, page, PAGE_SIZE), [request, page], 'Failed to fetch trending articles');
  const items = list.data?.data ?? [];
  const info = list.data?.pagination;
  const s = trendingSummary(items);
  const sign = s.growth > 0 ? '+' : '';

  return (
    <ListPage
      title="Trending Articles"
      subtitle="What readers are reading most right now"
      icon={<TrendingUpIcon size={24} />}
      intro={
        <StatGrid>
          <StatTile title="Total Trending Views" value={formatCount(s.views)} icon={<EyeIcon size={22} />} tone="red" />
          <StatTile title="Avg Growth Rate" value={`${sign}${s.growth.toFixed(1)}%`} icon={<TrendingUpIcon size={22} />} tone="green" />
          <StatTile title="Peak Category" value={<span className="adm-stat__text-value">{s.peak}</span>} icon={<TagIcon size={22} />} tone="purple" />
          <StatTile title="Total Articles" value={info?.total ?? items.length} icon={<BookOpenIcon size={22} />} tone="blue" />
        </StatGrid>
      }
      panelTitle="Currently Trending"
      panelActions={<BarChartIcon />}
      states={{
        list,
        loadingText: 'Loading trending articles...',
        errorMessage: 'Failed to fetch trending articles',
        empty: items.length === 0 && <EmptyState title="No trending articles" text="Articles appear here as their views grow." icon={<TrendingUpIcon size={28} />} />,
      }}
      pagination={info && <Pagination page={page} totalPages={info.totalPages} onChange={setPage} label="Trending pages" />}
      after={
        <HelpBox text="Trending is automatic: it follows view growth, engagement and social sharing. Editors can also promote an article manually with the Trending option of its form." />
      }
    >
      <ol className="adm-ranked-list">
        {items.map((a) => (
          <RankedRow
            key={a.id}
            rank={a.position}
            article={a}
            extra={
              <Growth rate={a.growthRate} />
            }
          />
        ))}
      </ol>
    </ListPage>
  );
}

/** A 7-day growth: rising green and up, falling red and down, no change grey and flat (never an up arrow on 0 %). */
function Growth({ rate }: { rate: string }) {
  const n = parsePercent(rate);
  const trend = n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
  return (
    <span className={`adm-growth adm-growth--${trend}`}>
      {trend === 'flat' ? <FlatIcon size={14} /> : <TrendingUpIcon size={14} />} {rate}
    </span>
  );
}
