/**
 * The article archive from the public API, on a client-side visit (the first page view gets the
 * same data from the server: server/ssr/loaders.ts). A failure is logged and thrown, so the page
 * offers a retry instead of an empty list.
 */
import { call } from '../../lib/api-client.ts';
import { PAGE_SIZES, pastLastPage, toArticleCard, type ArticleListPage } from '../../../../shared/page-data.ts';

/** One page of the public articles, newest first, of one category or all; null past the last page. */
export async function fetchArticleList(category: string | undefined, page: number, signal: AbortSignal): Promise<ArticleListPage | null> {
  try {
    const { data } = await call('GET /public/articles', { signal, query: { category, page, limit: PAGE_SIZES.browse } });
    return pastLastPage(data.pagination) ? null : { articles: data.articles.map(toArticleCard), pagination: data.pagination };
  } catch (err) {
    if ((err as Error).name !== 'AbortError') console.error('Failed to fetch articles', err);
    throw err;
  }
}
