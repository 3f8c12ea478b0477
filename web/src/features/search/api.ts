import { api } from '../../lib/api-client.ts';
import type { SearchPageData, SearchParams, SearchResultItem } from '../../../../shared/page-data.ts';

export async function fetchSearch(p: SearchParams, signal: AbortSignal): Promise<SearchPageData> {
  const body = await api<{ data: { results: SearchResultItem[]; total?: number; pagination?: { total: number } } }>('/public/search', {
    signal,
    query: {
      q: p.q,
      type: p.type === 'all' ? undefined : p.type,
      category: p.category === 'all' ? undefined : p.category,
      sort: p.sort === 'relevance' ? undefined : p.sort,
    },
  });
  const results = body.data.results ?? [];
  return { results, total: body.data.total ?? body.data.pagination?.total ?? results.length };
}
