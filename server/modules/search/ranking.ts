/**
 * One page of a ranking over every match, and the number of matches. The library keeps its items
 * in date order (newer first, then by id), so each sort is one walk over that order and ties
 * always fall back to it, as the shared comparators say (shared/search-scoring.ts):
 *  - date: the matches in walk order;
 *  - relevance: the matches counted per key (tier, then score), then placed by key, walk order
 *    within a key;
 *  - popularity: the best (offset + limit) by views kept in a small heap, walk order among equals.
 * Each costs a walk of the library (~0.3 ms at 100,000 items) plus the matches.
 */
import { TITLE_START_SCORE, WORD_SCORE_MAX } from '../../../shared/search-scoring.ts';
import { MATCH } from '../../../shared/search-words.ts';
import type { Library } from './library.ts';
import type { Matches } from './text-index.ts';

export type Sort = 'relevance' | 'date' | 'popularity';

export interface Filters {
  /** Type code (library.ts TYPE_CODE), or -1 for all. */
  type: number;
  /** Category id (Library.categoryId), or -1 for all. */
  category: number;
}

export interface Ranked {
  slot: number;
  score: number;
}

/** Visible matches passing the filters, in the library's date order. */
function matches(library: Library, found: Matches, filters: Filters): Int32Array {
  const { order, hidden, types, categories } = library;
  const hits = library.hitsArray();
  const { count, words } = found;
  let n = 0;
  if (words === 0) return hits.subarray(0, 0);
  for (let i = 0; i < order.length; i++) {
    const slot = order[i];
    if (count[slot] !== words || hidden[slot]) continue;
    if (filters.type >= 0 && types[slot] !== filters.type) continue;
    if (filters.category >= 0 && categories[slot] !== filters.category) continue;
    hits[n++] = slot;
  }
  return hits.subarray(0, n);
}

export function rank(
  library: Library,
  found: Matches,
  filters: Filters,
  sort: Sort,
  offset: number,
  limit: number,
): { total: number; page: Ranked[] } {
  const hits = matches(library, found, filters);
  const total = hits.length;
  const end = Math.min(total, offset + limit);
  let slots: ArrayLike<number>;
  if (offset >= end) slots = [];
  else if (sort === 'date') slots = hits.subarray(offset, end);
  else if (sort === 'relevance') slots = byRelevance(hits, found, offset, end);
  else slots = byPopularity(hits, library.popularity, offset, end);
  return { total, page: Array.from(slots, (slot) => ({ slot, score: found.score[slot] })) };
}

/** Relevance as one number, higher first: the tier (exact above word start above typo), then the score. */
function byRelevance(hits: Int32Array, found: Matches, offset: number, end: number): Int32Array {
  const { score, tier } = found;
  const scores = found.words * WORD_SCORE_MAX + TITLE_START_SCORE + 1;
  const keys = (MATCH.typo + 1) * scores;
  const key = (slot: number) => (MATCH.typo - tier[slot]) * scores + score[slot];
  const count = new Int32Array(keys);
  for (const slot of hits) count[key(slot)]++;
  // next[k]: the rank the next match of key k takes (higher keys come first).
  const next = new Int32Array(keys);
  for (let k = keys - 1, at = 0; k >= 0; k--) {
    next[k] = at;
    at += count[k];
  }
  const page = new Int32Array(end - offset);
  for (const slot of hits) {
    const at = next[key(slot)]++;
    if (at >= offset && at < end) page[at - offset] = slot;
  }
  return page;
}

function byPopularity(hits: Int32Array, popularity: Float64Array, offset: number, end: number): number[] {
  // A heap of hit indexes whose root is the worst kept: fewest views, then latest in date order.
  // Indexes arrive in date order, so a newcomer with equal views never beats a kept one.
  const heap: number[] = [];
  const worse = (a: number, b: number) => {
    const pa = popularity[hits[a]];
    const pb = popularity[hits[b]];
    return pa < pb || (pa === pb && a > b);
  };
  const down = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < heap.length && worse(heap[l], heap[w])) w = l;
      if (r < heap.length && worse(heap[r], heap[w])) w = r;
      if (w === i) return;
      [heap[i], heap[w]] = [heap[w], heap[i]];
      i = w;
    }
  };
  for (let i = 0; i < hits.length; i++) {
    if (heap.length < end) {
      heap.push(i);
      for (let c = heap.length - 1; c > 0; ) {
        const p = (c - 1) >> 1;
        if (!worse(heap[c], heap[p])) break;
        [heap[c], heap[p]] = [heap[p], heap[c]];
        c = p;
      }
    } else if (worse(heap[0], i)) {
      heap[0] = i;
      down(0);
    }
  }
  heap.sort((a, b) => popularity[hits[b]] - popularity[hits[a]] || a - b);
  return heap.slice(offset, end).map((i) => hits[i]);
}
