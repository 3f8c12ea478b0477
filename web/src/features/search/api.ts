import { call } from '../../lib/api-client.ts';
import { SEARCH_PAGE_LIMIT, type SearchPageData, type SearchParams } from '../../../../shared/page-data.ts';

export async function fetchSearch(p: SearchParams, signal: AbortSignal): Promise<SearchPageData> {
  const { data } = await call('GET /public/search', {
    signal,
    query: {
      q: p.q,
      type: p.type === 'all' ? undefined : p.type,
      category: p.category === 'all' ? undefined : p.category,
      sort: p.sort === 'relevance' ? undefined : p.sort,
      limit: SEARCH_PAGE_LIMIT,
    },
  });
  return { results: data.results, total: data.total, did_you_mean: data.did_you_mean };
}
