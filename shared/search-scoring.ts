/**
 * Search relevance. A query is cut into words (shared/search-words.ts says how, and when a query word
 * matches a word of the library: exactly, as a word start, or within the typos allowed). An item is
 * a result when every word of the query matches a word of the item, in any field. Then:
 *  - its tier is how well its worst-matched query word matched (each query word counting its best
 *    match in the item): exact, word start, typo. Every exact result ranks above every word-start
 *    result, which ranks above every result that needed a typo;
 *  - its score adds, for each distinct query word, the weight of each field where that word is
 *    matched at its best (below: a typo in the title adds nothing to an exact match in the body),
 *    and +5 when the title begins with the query (its first words are the query's words in order,
 *    each matched as well as that query word is matched anywhere in the item). One word found in a
 *    title scores 10, at its start 15; the body (article text, transcripts) adds 1 so readers find
 *    what title-only search misses.
 * Pure and shared: the server's index computes the same tiers and scores from its postings, and the
 * naive scans (the benchmark's, the tests') compute them with matchWords from every item's words.
 */
import { MATCH, type MatchKind, wordMatch, wordsOf } from './search-words.ts';

const SEARCH_WEIGHTS = {
  title: 10,
  category: 5,
  description: 3,
  people: 4,
  tags: 2,
  body: 1,
} as const;

/** Added once when the title begins with the query. */
export const TITLE_START_SCORE = 5;

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

/** Bits naming the fields of an item, in the order its words are listed (FIELD_ORDER). */
export const FIELD = {
  title: 1,
  category: 2,
  description: 4,
  people: 8,
  tags: 16,
  body: 32,
} as const;

export const FIELD_ORDER = [FIELD.title, FIELD.category, FIELD.description, FIELD.people, FIELD.tags, FIELD.body] as const;

/** An item's texts in FIELD_ORDER. */
export const fieldTexts = (item: SearchableText): (string | null | undefined)[] => [
  item.title,
  item.category,
  item.description,
  item.people,
  item.tags,
  item.body,
];

/** The score of a set of FIELD bits: each field's weight. */
export function scoreOfFields(bits: number): number {
  let score = 0;
  for (const [field, bit] of Object.entries(FIELD) as [keyof typeof FIELD, number][]) {
    if (bits & bit) score += SEARCH_WEIGHTS[field];
  }
  return score;
}

/** The highest score one query word can add (every field). */
export const WORD_SCORE_MAX = scoreOfFields(63);

/** A query as matching reads it. */
export interface QueryWords {
  /** Its words in order, repeats kept (the title start compares them in order). */
  words: string[];
  /** Its distinct words: what is matched and scored. */
  distinct: string[];
  /** For each of `words`, its index in `distinct`. */
  order: number[];
}

export function queryWords(q: string): QueryWords {
  const words = wordsOf(q);
  const distinct: string[] = [];
  const order = words.map((word) => {
    let j = distinct.indexOf(word);
    if (j < 0) j = distinct.push(word) - 1;
    return j;
  });
  return { words, distinct, order };
}

/** How an item matches a query: its tier (MATCH.exact, start or typo) and its score. */
export interface ItemMatch {
  tier: MatchKind;
  score: number;
}

let best = new Uint8Array(0);
let bitsByKind = new Uint8Array(0);

/**
 * How an item matches a query, from its words: those of field f (FIELD_ORDER) are
 * words[bounds[at + f] .. bounds[at + f + 1]), so `bounds` holds 7 entries per item. `kindOf(j, w)`
 * says how the query's distinct word j matches the word w (shared/search-words.ts wordMatch; the
 * benchmark passes word ids and a table of it). Null when some query word matches nothing.
 */
export function matchWords<W>(
  words: ArrayLike<W>,
  bounds: ArrayLike<number>,
  at: number,
  query: QueryWords,
  kindOf: (j: number, word: W) => MatchKind,
): ItemMatch | null {
  const m = query.distinct.length;
  if (m === 0) return null;
  if (best.length < m) {
    best = new Uint8Array(m);
    bitsByKind = new Uint8Array(m * 4);
  }
  best.fill(0, 0, m);
  bitsByKind.fill(0, 0, m * 4);
  for (let f = 0; f < FIELD_ORDER.length; f++) {
    for (let i = bounds[at + f], end = bounds[at + f + 1]; i < end; i++) {
      for (let j = 0; j < m; j++) {
        const kind = kindOf(j, words[i]);
        if (kind === MATCH.none) continue;
        bitsByKind[j * 4 + kind] |= FIELD_ORDER[f];
        if (best[j] === MATCH.none || kind < best[j]) best[j] = kind;
      }
    }
  }
  let tier: MatchKind = MATCH.exact;
  let score = 0;
  for (let j = 0; j < m; j++) {
    if (best[j] === MATCH.none) return null;
    if (best[j] > tier) tier = best[j] as MatchKind;
    score += scoreOfFields(bitsByKind[j * 4 + best[j]]);
  }
  const n = query.words.length;
  const title = bounds[at];
  if (bounds[at + 1] - title >= n && query.order.every((j, i) => kindOf(j, words[title + i]) === best[j])) score += TITLE_START_SCORE;
  return { tier, score };
}

/** The words of an item, listed as matchWords reads them. */
export function itemWords(item: SearchableText): { words: string[]; bounds: number[] } {
  const words: string[] = [];
  const bounds = [0];
  for (const text of fieldTexts(item)) {
    if (text) words.push(...wordsOf(text));
    bounds.push(words.length);
  }
  return { words, bounds };
}

/** How an item matches a query (as typed, or already cut into words); null when it is not a result. */
export function matchItem(item: SearchableText, query: string | QueryWords): ItemMatch | null {
  const q = typeof query === 'string' ? queryWords(query) : query;
  const { words, bounds } = itemWords(item);
  return matchWords(words, bounds, 0, q, (j, word) => wordMatch(q.distinct[j], word));
}

/** The score of one item for a query as typed (0 means "not a result"). */
export function scoreItem(item: SearchableText, query: string): number {
  return matchItem(item, query)?.score ?? 0;
}

/**
 * "Did you mean": the query with each of its words that matches nothing in the library replaced
 * (`replacements`, by distinct word; see search-words.ts suggestionDistance), or null when none is.
 */
export function suggestedQuery(query: QueryWords, replacements: (string | undefined)[]): string | null {
  if (!replacements.some((r) => r !== undefined)) return null;
  return query.words.map((word, i) => replacements[query.order[i]] ?? word).join(' ');
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

/** Result order for relevance: the better tier first (exact, word start, typo), then higher score, then the date order. */
export function compareByRelevance(a: Ranked & ItemMatch, b: Ranked & ItemMatch): number {
  return a.tier - b.tier || b.score - a.score || compareByDate(a, b);
}

/** Result order for popularity: more views (plays for podcasts) first, then the date order. */
export function compareByPopularity(a: Ranked & { views: number }, b: Ranked & { views: number }): number {
  return b.views - a.views || compareByDate(a, b);
}
