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
 * A repeated query is answered from ranking-cache.ts until the index changes.
 */
import type { SearchData, SearchQuery, SearchResult } from '../../../shared/api/search.ts';
import { SEARCH_QUERY_MAX, SEARCH_WINDOW } from '../../../shared/api/search.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { SEARCH_WEIGHTS, matcherFor, normalizeQuery, scoreNormalized } from '../../../shared/search-scoring.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { cachedRanking } from './ranking-cache.ts';
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

/** The window of matches in the order of its sort, and whether more matched than it holds. */
interface Ranking {
  candidates: Candidate[];
  capped: boolean;
}

interface Candidate {
  doc: number;
  /** Known for short-field matches; looked up for the page otherwise. */
  itemId?: string;
  score: number;
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
  return { minDoc: repo.visibleFrom(), typeCode: type ? repo.TYPE_CODE[type] : undefined, category };
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

  // Date and popularity share one window (popularity orders it per request).
  const byRelevance = sort === 'relevance';
  const key = JSON.stringify([needle, filters.typeCode, filters.category?.toLowerCase(), byRelevance]);
  const ranking = cachedRanking(db, key, filters.minDoc, () => rank(db, needle, filters, byRelevance));
  let ranked = ranking.candidates;
  if (sort === 'popularity') {
    // Views change all the time, so this order is not kept: it is made from the current counts.
    const views = repo.popularityOf(db, ranked.map((c) => c.doc));
    ranked = [...ranked].sort((a, b) => (views.get(b.doc) ?? 0) - (views.get(a.doc) ?? 0) || a.doc - b.doc);
  }
  const total = ranked.length;
  const offset = pageOffset({ page, limit });
  const slice = ranked.slice(offset, offset + limit);
  return { results: hydrate(db, slice), total, capped: ranking.capped, pagination: pagination(page, limit, total) };
}

/**
 * The window of matches by relevance, or else by date. Document ids sort newest first, so "newer"
 * is "smaller id" throughout.
 */
function rank(db: Db, needle: string, filters: repo.IndexFilters, byRelevance: boolean): Ranking {
  // 1. Matches from the index, newest first, each list bounded by the window.
  const indexable = repo.indexable(needle);
  const short = indexable
    ? repo.shortFieldMatches(db, needle, filters, SEARCH_WINDOW)
    : repo.scanShortFields(db, needle, filters, SEARCH_WINDOW, SHORT_SCAN_MAX);
  // One character is not searched in bodies (it would match nearly every text anyway).
  const body = indexable ? repo.bodyMatches(db, needle, filters, SEARCH_WINDOW) : [];
  const shortComplete = short.length < SEARCH_WINDOW;
  const bodyComplete = body.length < SEARCH_WINDOW;
  // Each list holds every match up to its last id; beyond that (older items) it is cut off.
  const shortEnd = shortComplete ? Infinity : short[short.length - 1].doc;
  const bodyEnd = bodyComplete ? Infinity : body[body.length - 1];
  const bodySet = new Set(body);

  // 2. Short-field scores from the fields at hand.
  const byDoc = new Map<number, Candidate>();
  for (const fields of short) {
    const score = scoreNormalized(fields, needle);
    // A trigram candidate whose fields do not really contain the text (a bigram expansion, or
    // Unicode case folding that differs from JavaScript's) is no short-field match.
    if (score > 0) byDoc.set(fields.doc, { doc: fields.doc, itemId: fields.item_id, score });
  }

  if (byRelevance) {
    addBodyPoints(db, needle, [...byDoc.values()], bodySet, bodyEnd);
    const scored = [...byDoc.values()].sort((a, b) => b.score - a.score || a.doc - b.doc);
    if (!shortComplete) return { candidates: scored.slice(0, SEARCH_WINDOW), capped: true };
    const fill = body.filter((doc) => !byDoc.has(doc)).map((doc) => ({ doc, score: SEARCH_WEIGHTS.body }));
    const ranked = [...scored, ...fill];
    return { candidates: ranked.slice(0, SEARCH_WINDOW), capped: !bodyComplete || ranked.length > SEARCH_WINDOW };
  }
  // Date (and popularity): the newest matches of the union lie where both lists are complete,
  // and there the body list answers each short-field match's body point.
  const end = Math.min(shortEnd, bodyEnd);
  const union = new Map<number, Candidate>();
  for (const c of byDoc.values()) {
    if (c.doc <= end) union.set(c.doc, { ...c, score: c.score + (bodySet.has(c.doc) ? SEARCH_WEIGHTS.body : 0) });
  }
  for (const doc of body) if (doc <= end && !union.has(doc)) union.set(doc, { doc, score: SEARCH_WEIGHTS.body });
  const ranked = [...union.values()].sort((a, b) => a.doc - b.doc);
  return { candidates: ranked.slice(0, SEARCH_WINDOW), capped: !shortComplete || !bodyComplete || ranked.length > SEARCH_WINDOW };
}

/**
 * Adds the body point to short-field matches. Inside the range the body list covers, membership
 * answers it; older candidates have their body text checked directly.
 */
function addBodyPoints(db: Db, needle: string, candidates: Candidate[], bodySet: Set<number>, bodyEnd: number): void {
  const unknown: Candidate[] = [];
  for (const c of candidates) {
    if (c.doc <= bodyEnd) {
      if (bodySet.has(c.doc)) c.score += SEARCH_WEIGHTS.body;
    } else unknown.push(c);
  }
  if (unknown.length === 0) return;
  const bodies = repo.bodiesOf(db, unknown.map((c) => c.doc));
  const has = matcherFor(needle);
  for (const c of unknown) if (has(bodies.get(c.doc))) c.score += SEARCH_WEIGHTS.body;
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
    return [{ ...result, score: c.score }];
  });
}
