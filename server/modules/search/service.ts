/**
 * Search: the index finds candidates, the spec's scoring (shared/search-scoring.ts) ranks them.
 *
 * Bounded cost. A common word ('the', 'africa') matches most of the library; scoring every match
 * would make one query as slow as a full scan. So each index query stops after the newest
 * SEARCH_WINDOW (500) matches, walked newest first (document ids sort by date):
 *  - short fields (title, category, description, people, tags) and body are queried separately;
 *  - relevance: every short-field match scores >= 2 and a body-only match exactly 1, so the order
 *    is "short-field matches by score, then date" followed by "body-only matches by date". When
 *    fewer than 500 items match the short fields this is exact; beyond that the ranking covers
 *    the newest 500 of them (an older title match can only be found with a more precise query);
 *  - date: exact within the window (the newest 500 of the union of the two newest-500 lists);
 *  - popularity: the most viewed among the newest 500 matches;
 *  - `total` counts the results served (at most 500) and `capped` says whether more matched.
 * Worst case per query: two index walks of 500 ids, 500 short rows, a few hundred bodies.
 */
import type { SearchData, SearchQuery, SearchResult } from '../../../shared/api/search.ts';
import { SEARCH_QUERY_MAX, SEARCH_WINDOW } from '../../../shared/api/search.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { SEARCH_WEIGHTS, normalizeQuery, scoreNormalized } from '../../../shared/search-scoring.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { pagination } from '../public/service.ts';
import * as repo from './repository.ts';

/** One-character queries scan the short fields of this many newest items. */
const SHORT_SCAN_MAX = 5000;

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

interface Candidate {
  doc: number;
  itemId?: string;
  /** Known once computed; body-only matches score exactly the body weight. */
  score?: number;
  fields?: repo.ShortFields;
}

/** Turns the query string into index filters; null when the filters exclude everything. */
function filtersFor(query: SearchQuery): repo.IndexFilters | null {
  let type = TYPE_PARAM[query.type ?? 'all'];
  let category = query.category?.trim() || undefined;
  if (category?.toLowerCase() === 'all') category = undefined;
  // The search page offers 'Podcast' beside the eight categories: it means the podcast episodes.
  if (category?.toLowerCase() === 'podcast') {
    if (type && type !== 'podcast') return null;
    type = 'podcast';
    category = undefined;
  }
  return { maxDoc: repo.visibleUpTo(), typeCode: type ? repo.TYPE_CODE[type] : undefined, category };
}

export function search(db: Db, query: SearchQuery): SearchData {
  const needle = normalizeQuery(query.q ?? '');
  if (!needle) throw badRequest('Search query is required', [{ path: 'q', msg: 'Search query is required' }]);
  if ([...needle].length > SEARCH_QUERY_MAX) {
    const msg = `Search query must be at most ${SEARCH_QUERY_MAX} characters`;
    throw badRequest(msg, [{ path: 'q', msg }]);
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const sort = query.sort ?? 'relevance';
  const filters = filtersFor(query);
  if (!filters) return { results: [], total: 0, capped: false, pagination: pagination(page, limit, 0) };

  // 1. Candidates from the index, newest first, each list bounded by the window.
  const indexable = repo.indexable(needle);
  const short = indexable
    ? repo.shortFieldMatches(db, needle, filters, SEARCH_WINDOW)
    : repo.scanShortFields(db, needle, filters, SEARCH_WINDOW, SHORT_SCAN_MAX);
  // One character is not searched in bodies (it would match nearly every text anyway).
  const body = indexable ? repo.bodyMatches(db, needle, filters, SEARCH_WINDOW) : [];
  const shortComplete = short.length < SEARCH_WINDOW;
  const bodyComplete = body.length < SEARCH_WINDOW;
  // Below these ids a list was cut off, so what it would say there is unknown.
  const shortFloor = shortComplete ? -Infinity : short[short.length - 1].doc;
  const bodyFloor = bodyComplete ? -Infinity : body[body.length - 1];
  const bodySet = new Set(body);

  // 2. Short-field scores from the fields at hand; the body point is added where needed (below).
  const byDoc = new Map<number, Candidate>();
  for (const fields of short) {
    const score = scoreNormalized(fields, needle);
    // A trigram candidate whose fields do not really contain the text (a bigram expansion, or
    // Unicode case folding that differs from JavaScript's) is no short-field match.
    if (score > 0) byDoc.set(fields.doc, { doc: fields.doc, itemId: fields.item_id, fields, score });
  }
  const bodyOnly = (doc: number) => !byDoc.has(doc) && doc >= shortFloor;

  let ranked: Candidate[];
  let capped: boolean;
  if (sort === 'relevance') {
    addBodyPoints(db, needle, [...byDoc.values()], bodySet, bodyFloor);
    const scored = [...byDoc.values()].sort((a, b) => b.score! - a.score! || b.doc - a.doc);
    if (shortComplete) {
      const fill = body.filter(bodyOnly).map((doc) => ({ doc, score: SEARCH_WEIGHTS.body }));
      ranked = [...scored, ...fill];
      capped = !bodyComplete || ranked.length > SEARCH_WINDOW;
    } else {
      ranked = scored;
      capped = true;
    }
  } else {
    // The newest SEARCH_WINDOW of the union lie where both lists are complete.
    const floor = Math.max(shortFloor, bodyFloor);
    const union = new Map<number, Candidate>();
    for (const c of byDoc.values()) if (c.doc >= floor) union.set(c.doc, c);
    for (const doc of body) if (doc >= floor && !union.has(doc)) union.set(doc, { doc, score: SEARCH_WEIGHTS.body });
    ranked = [...union.values()].sort((a, b) => b.doc - a.doc);
    capped = !shortComplete || !bodyComplete || ranked.length > SEARCH_WINDOW;
    ranked = ranked.slice(0, SEARCH_WINDOW);
    if (sort === 'popularity') {
      const views = repo.popularityOf(db, ranked.map((c) => c.doc));
      ranked.sort((a, b) => (views.get(b.doc) ?? 0) - (views.get(a.doc) ?? 0) || b.doc - a.doc);
    }
  }
  ranked = ranked.slice(0, SEARCH_WINDOW);

  // 3. The requested page: body points for its short-field matches (date and popularity sorts),
  // then the rows themselves.
  const total = ranked.length;
  const slice = ranked.slice((page - 1) * limit, page * limit);
  if (sort !== 'relevance') addBodyPoints(db, needle, slice.filter((c) => c.fields), bodySet, bodyFloor);
  return { results: hydrate(db, slice), total, capped, pagination: pagination(page, limit, total) };
}

/**
 * Adds the body point to short-field matches. Inside the range the body list covers, membership
 * answers it; older candidates have their body text checked directly.
 */
function addBodyPoints(db: Db, needle: string, candidates: Candidate[], bodySet: Set<number>, bodyFloor: number): void {
  const unknown: Candidate[] = [];
  for (const c of candidates) {
    if (c.doc >= bodyFloor) {
      if (bodySet.has(c.doc)) c.score! += SEARCH_WEIGHTS.body;
    } else unknown.push(c);
  }
  if (unknown.length === 0) return;
  const bodies = repo.bodiesOf(db, unknown.map((c) => c.doc));
  for (const c of unknown) if ((bodies.get(c.doc) ?? '').toLowerCase().includes(needle)) c.score! += SEARCH_WEIGHTS.body;
}

/** The page's rows as search results, in ranked order; an item that stopped being public is dropped. */
function hydrate(db: Db, page: Candidate[]): SearchResult[] {
  if (page.length === 0) return [];
  const missing = page.filter((c) => !c.itemId);
  if (missing.length) {
    const ids = repo.itemIdsOf(db, missing.map((c) => c.doc));
    for (const c of missing) c.itemId = ids.get(c.doc);
  }
  const rows = repo.resultRows(db, page.flatMap((c) => (c.itemId ? [c.itemId] : [])));
  return page.flatMap((c) => {
    const row = c.itemId ? rows.get(c.itemId) : undefined;
    if (!row) return [];
    const { status: _status, ...result } = row;
    return [{ ...result, score: c.score ?? SEARCH_WEIGHTS.body }];
  });
}
