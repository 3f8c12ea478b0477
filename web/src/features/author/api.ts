/** An author's page from the public API on a client-side visit; a failure other than 404 is logged and thrown (the page offers a retry). */
import { call, isNotFound } from '../../lib/api-client.ts';
import { PAGE_SIZES, pastLastPage, toArticleCard, type AuthorPage } from '../../../../shared/page-data.ts';

/** The author and one page of their articles; null when no public article has this author, or past the last page. */
export async function fetchAuthorPage(slug: string, page: number, signal: AbortSignal): Promise<AuthorPage | null> {
  try {
    const { data } = await call('GET /public/authors/:slug', { params: { slug }, signal, query: { page, limit: PAGE_SIZES.browse } });
    return pastLastPage(data.pagination) ? null : { author: data.author, articles: data.articles.map(toArticleCard), pagination: data.pagination };
  } catch (err) {
    if (isNotFound(err)) return null;
    if ((err as Error).name !== 'AbortError') console.error('Failed to fetch the author', err);
    throw err;
  }
}
