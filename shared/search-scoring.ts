/**
 * Search relevance: each field where the words are found adds its weight (below), plus +1 for a match in the
 * body (article text, transcripts) so readers find what title-only search misses. Pure and shared:
 * the server scores index candidates with it and the benchmark's naive scan scores every row with it.
 */

export const SEARCH_WEIGHTS = {
  title: 10,
  titleStart: 5,
  category: 5,
  description: 3,
  people: 4,
  tags: 2,
  body: 1,
} as const;

/** The fields a query is matched against; `people` is the author (articles, videos) or guest (podcasts). */
export interface SearchableText {
  title: string;
  category: string;
  /** Description, or the excerpt of an article. */
  description: string;
  people: string;
  tags: string;
  /** Article Markdown or a transcript; optional so callers can skip it for speed when unneeded. */
  body?: string;
}

/** The form every comparison uses: trimmed and lower-cased, so matching is case-insensitive. */
export function normalizeQuery(q: string): string {
  return q.trim().toLowerCase();
}

export type Matcher = (field: string | null | undefined) => boolean;
let lastNeedle = '';
let lastMatcher: Matcher = () => false;

/**
 * "field.toLowerCase() includes needle", built once per needle. For an ASCII needle a
 * case-insensitive regular expression gives the same answer without copying every field (under
 * /i no non-ASCII character folds to ASCII; only oddities such as the Kelvin sign differ), which
 * matters when scoring hundreds of candidates per query.
 */
export function matcherFor(needle: string): Matcher {
  if (needle === lastNeedle) return lastMatcher;
  let matcher: Matcher;
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(needle)) {
    const re = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
    matcher = (field) => !!field && re.test(field);
  } else {
    matcher = (field) => !!field && field.toLowerCase().includes(needle);
  }
  lastNeedle = needle;
  lastMatcher = matcher;
  return matcher;
}

/** Score of one item for an already normalized query (0 means "not a result"). */
export function scoreNormalized(item: SearchableText, needle: string): number {
  if (!needle) return 0;
  const has = matcherFor(needle);
  let score = 0;
  if (has(item.title)) {
    score += SEARCH_WEIGHTS.title;
    if (item.title.toLowerCase().startsWith(needle)) score += SEARCH_WEIGHTS.titleStart;
  }
  if (has(item.category)) score += SEARCH_WEIGHTS.category;
  if (has(item.description)) score += SEARCH_WEIGHTS.description;
  if (has(item.people)) score += SEARCH_WEIGHTS.people;
  if (has(item.tags)) score += SEARCH_WEIGHTS.tags;
  if (has(item.body)) score += SEARCH_WEIGHTS.body;
  return score;
}

/** Score of one item for a raw query as typed. */
export function scoreItem(item: SearchableText, query: string): number {
  return scoreNormalized(item, normalizeQuery(query));
}

/** Views as a number: the spec's popularity sort reads '1.2K' as 1200. Numbers pass through. */
export function parseViewCount(views: number | string | null | undefined): number {
  if (typeof views === 'number') return Number.isFinite(views) ? views : 0;
  if (!views) return 0;
  const match = /^\s*([\d.,]+)\s*([kK])?\s*$/.exec(views);
  if (!match) return 0;
  const value = Number(match[1].replace(/,/g, ''));
  if (!Number.isFinite(value)) return 0;
  return match[2] ? Math.round(value * 1000) : value;
}

/** Result order for relevance: higher score first, then newer first (ISO dates compare as text). */
export function compareByRelevance(a: { score: number; date: string }, b: { score: number; date: string }): number {
  return b.score - a.score || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);
}
