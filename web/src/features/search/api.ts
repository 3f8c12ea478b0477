import { api } from '../../lib/api-client.ts';
import { SEARCH_PAGE_LIMIT, type SearchPageData, type SearchParams, type SearchResultItem } from '../../../../shared/page-data.ts';

export async function fetchSearch(p: SearchParams, signal: AbortSignal): Promise<SearchPageData> {
  const body = await api<{ data: { results: SearchResultItem[]; total?: number; pagination?: { total: number } } }>('/public/search', {
    signal,
    query: {
      q: p.q,
      type: p.type === 'all' ? undefined : p.type,
      category: p.category === 'all' ? undefined : p.category,
      sort: p.sort === 'relevance' ? undefined : p.sort,
      limit: SEARCH_PAGE_LIMIT,
    },
  });
  const results = body.data.results ?? [];
  return { results, total: body.data.total ?? body.data.pagination?.total ?? results.length };
}
