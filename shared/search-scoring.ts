/**
 * Search relevance: each field where the words are found adds its weight (below), plus +1 for a match in the
 * body (article text, transcripts) so readers find what title-only search misses. Pure and shared:
 * the server scores index candidates with it and the benchmark's naive scan scores every row with it.
 */

const SEARCH_WEIGHTS = {
  title: 10,
  titleStart: 5,
  category: 5,
  description: 3,
  people: 4,
  tags: 2,
  body: 1,
} as const;

/**
 * The fields a query is matched against; `people` is the author (articles, videos) or guest
 * (podcasts). Null where a row has none: a missing field matches nothing.
 */
export interface SearchableText {
  title: string;
  category: string | null;
  /** Description, or the excerpt of an article. */
  description: string | null;
  people: string | null;
  tags: string | null;
  /** Article Markdown or a transcript; optional so callers can skip it for speed when unneeded. */
  body?: string | null;
}

/** The form every comparison uses: trimmed and lower-cased, so matching is case-insensitive. */
export function normalizeQuery(q: string): string {
  return q.trim().toLowerCase();
}

type Matcher = (field: string | null | undefined) => boolean;
let lastNeedle = '';
let lastMatcher: Matcher = () => false;

/**
 * "field.toLowerCase() includes needle", built once per needle. For an ASCII needle a
 * case-insensitive regular expression gives the same answer without copying every field (under
 * /i no non-ASCII character folds to ASCII; only oddities such as the Kelvin sign differ), which
 * matters when scoring hundreds of candidates per query.
 */
function matcherFor(needle: string): Matcher {
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

/**
 * Bits naming the fields a query was found in. The server's in-memory index works out these bits
 * per item and scores them with scoreOfFields, so its scores are this file's by construction.
 */
export const FIELD = {
  title: 1,
  /** The title starts with the query (only set together with `title`). */
  titleStart: 2,
  category: 4,
  description: 8,
  people: 16,
  tags: 32,
  body: 64,
} as const;

/** Which fields of one item contain an already normalized query, as FIELD bits (0: not a result). */
export function matchedFields(item: SearchableText, needle: string): number {
  if (!needle) return 0;
  const has = matcherFor(needle);
  let bits = 0;
  if (has(item.title)) {
    bits |= FIELD.title;
    if (item.title.toLowerCase().startsWith(needle)) bits |= FIELD.titleStart;
  }
  if (has(item.category)) bits |= FIELD.category;
  if (has(item.description)) bits |= FIELD.description;
  if (has(item.people)) bits |= FIELD.people;
  if (has(item.tags)) bits |= FIELD.tags;
  if (has(item.body)) bits |= FIELD.body;
  return bits;
}

/** The score of a set of FIELD bits: each field's weight. */
export function scoreOfFields(bits: number): number {
  let score = 0;
  for (const [field, bit] of Object.entries(FIELD) as [keyof typeof FIELD, number][]) {
    if (bits & bit) score += SEARCH_WEIGHTS[field];
  }
  return score;
}

/** Score of one item for an already normalized query (0 means "not a result"). */
export function scoreNormalized(item: SearchableText, needle: string): number {
  return scoreOfFields(matchedFields(item, needle));
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

/**
 * The result orders. Equal keys fall back to newer first (ISO dates compare as text), then to the
 * id, so that every ranking is one fixed order and pages never repeat or skip an item.
 */
interface Ranked {
  date: string;
  /** Optional for callers that only compare scores and dates. */
  id?: string;
}

/** Date order: newer first, then by id. */
export function compareByDate(a: Ranked, b: Ranked): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const x = a.id ?? '';
  const y = b.id ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Result order for relevance: higher score first, then the date order. */
export function compareByRelevance(a: Ranked & { score: number }, b: Ranked & { score: number }): number {
  return b.score - a.score || compareByDate(a, b);
}

/** Result order for popularity: more views (plays for podcasts) first, then the date order. */
export function compareByPopularity(a: Ranked & { views: number }, b: Ranked & { views: number }): number {
  return b.views - a.views || compareByDate(a, b);
}
