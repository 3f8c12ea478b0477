/**
 * Search: every public item that matches each word of the query (as a word, a word start or
 * within its typos), ranked by shared/search-scoring.ts: exact matches first, then word starts,
 * then typos, each by the spec's field weights. Exact at any size: the in-memory library
 * (library.ts) finds every match, its tier and the fields it was found in without reading text
 * (text-index.ts), and the ranking orders all of them (ranking.ts), so `total` counts every match
 * and each page is the true page. Only the rows of the page are read from the tables. A query that
 * finds nothing may get a "Did you mean" from the library's words (suggestion.ts).
 * Measured at 100,000 items by `npm run bench:search`, which checks every answer against a scan
 * of every item scored with the shared rules.
 */
import type { SearchData, SearchQuery, SearchResult } from '../../../shared/api/search.ts';
import { SEARCH_QUERY_MAX } from '../../../shared/api/search.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { normalizeQuery, queryWords } from '../../../shared/search-scoring.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { TYPE_CODE, type Library } from './library.ts';
import { libraryOf } from './library-keeper.ts';
import { rank, type Filters, type Ranked } from './ranking.ts';
import * as repo from './repository.ts';
import { didYouMean } from './suggestion.ts';

const TYPE_PARAM: Record<string, ContentType | undefined> = {
  all: undefined,
  articles: 'article',
  article: 'article',
  videos: 'video',
  video: 'video',
  tvshows: 'tvshow',
  tvshow: 'tvshow',
  podcasts: 'podcast',
  podcast: 'podcast',
};

/** Turns the query string into filters; null when they exclude everything. */
function filtersFor(library: Library, query: SearchQuery): Filters | null {
  let type = TYPE_PARAM[query.type ?? 'all'];
  let category = query.category?.trim() || undefined;
  if (category?.toLowerCase() === 'all') category = undefined;
  // The search page offers 'Podcast' beside the eight categories: it means the podcast episodes.
  if (category?.toLowerCase() === 'podcast') {
    if (type && type !== 'podcast') return null;
    type = 'podcast';
    category = undefined;
  }
  const categoryId = category ? library.categoryId(category) : -1;
  if (category && categoryId < 0) return null;
  return { type: type ? TYPE_CODE[type] : -1, category: categoryId };
}

/** The content type of each TYPE_CODE. */
const TYPE_OF_CODE = Object.fromEntries(Object.entries(TYPE_CODE).map(([type, code]) => [code, type])) as Record<number, ContentType>;

export async function search(db: Db, query: SearchQuery): Promise<SearchData> {
  const needle = normalizeQuery(query.q ?? '');
  if (!needle) throw badRequest('Search query is required', [{ path: 'q', msg: 'Search query is required' }]);
  if ([...needle].length > SEARCH_QUERY_MAX) {
    const msg = `Search query must be at most ${SEARCH_QUERY_MAX} characters`;
    throw badRequest(msg, [{ path: 'q', msg }]);
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const library = await libraryOf(db); // waits only while the first build (or one after a bulk import) runs
  const filters = filtersFor(library, query);
  if (!filters) return { results: [], total: 0, capped: false, pagination: pagination(page, limit, 0), did_you_mean: null };

  const words = queryWords(needle);
  const found = library.match(words);
  const { total, page: ranked } = rank(library, found, filters, query.sort ?? 'relevance', pageOffset({ page, limit }), limit);
  const suggestion = total === 0 ? didYouMean(library, words, found, filters) : null;
  // Every match is ranked: nothing is left out any more, so `capped` is always false.
  return { results: hydrate(db, library, ranked), total, capped: false, pagination: pagination(page, limit, total), did_you_mean: suggestion };
}

/** The page's rows as search results, in ranked order; an item that stopped being public is dropped. */
function hydrate(db: Db, library: Library, page: Ranked[]): SearchResult[] {
  const ids = page.map((r) => library.itemIds[r.slot]);
  const rows = repo.resultRows(db, page.map((r, i) => ({ id: ids[i], type: TYPE_OF_CODE[library.types[r.slot]] })));
  return page.flatMap((r, i) => {
    const row = rows.get(ids[i]);
    if (!row) return [];
    const { status: _status, ...result } = row;
    return [{ ...result, score: r.score }];
  });
}
