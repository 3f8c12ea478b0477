/**
 * The words of a sorted list within some typos of a query word, without comparing it with each: the
 * list is walked as the trie it spells (words sharing a prefix are neighbours, so each trie node is a
 * range of the list, and its children are found by binary search on the next letter). One row of
 * the typo table (shared/search-words.ts typoDistance) is computed per node, for the node's prefix;
 * a row whose smallest value is past the reach closes the whole range. At 100,000 items a two-typo
 * search visits a few thousand nodes (`npm run bench:search`), where comparing every word would
 * take tens of milliseconds. Memory: none beyond the sorted list, which word starts use too.
 */
import { codePoints } from '../../../shared/search-words.ts';

/**
 * Calls `emit(index, typos)` for every word of `sorted` (sorted in code unit order, no duplicates)
 * that is at most `reach` typos from `query`, in list order.
 */
export function nearWords(sorted: readonly string[], query: string, reach: number, emit: (index: number, typos: number) => void): void {
  if (sorted.length === 0) return;
  const q = codePoints(query);
  const n = q.length;
  const depthMax = n + reach + 1;
  /** Any number of typos past the reach: the table stores no more. */
  const cut = reach + 1;
  // rows[d]: the table row of the prefix of d letters; letters[d]: its last letter.
  const rows = Array.from({ length: depthMax + 1 }, () => new Int32Array(n + 1));
  const letters = new Int32Array(depthMax + 1);
  for (let j = 0; j <= n; j++) rows[0][j] = j;

  /** Words [lo, hi) share a prefix of `unit` code units and `depth` letters, whose row is rows[depth]. */
  const visit = (lo: number, hi: number, unit: number, depth: number): void => {
    let i = lo;
    if (sorted[i].length === unit) {
      // The prefix is itself a word (it sorts first).
      if (rows[depth][n] <= reach) emit(i, rows[depth][n]);
      i++;
    }
    if (depth + 1 > depthMax) return;
    const previous = rows[depth];
    const before = depth > 0 ? rows[depth - 1] : previous;
    const row = rows[depth + 1];
    while (i < hi) {
      const word = sorted[i];
      const high = word.charCodeAt(unit);
      const astral = high >= 0xd800 && high <= 0xdbff && unit + 1 < word.length;
      const low = astral ? word.charCodeAt(unit + 1) : -1;
      const letter = astral ? word.codePointAt(unit)! : high;
      const end = groupEnd(sorted, i, hi, unit, high, low);
      // The row of prefix + letter, only within `reach` of its diagonal: a cell farther from it
      // is more than `reach` (it takes that many letters added or left out), so it is written as
      // reach + 1 where a later row or the emit reads it, and never computed.
      const i1 = depth + 1;
      const jLo = Math.max(1, i1 - reach);
      const jHi = Math.min(n, i1 + reach);
      row[0] = i1;
      if (jLo > 1) row[jLo - 1] = cut;
      let smallest = i1 <= reach ? i1 : cut;
      for (let j = jLo; j <= jHi; j++) {
        let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (q[j - 1] === letter ? 0 : 1));
        if (depth > 0 && j > 1 && letter === q[j - 2] && letters[depth] === q[j - 1]) d = Math.min(d, before[j - 2] + 1);
        if (d > cut) d = cut;
        row[j] = d;
        if (d < smallest) smallest = d;
      }
      if (jHi < n) {
        row[jHi + 1] = cut;
        row[n] = cut;
      }
      if (smallest <= reach) {
        letters[depth + 1] = letter;
        visit(i, end, unit + (astral ? 2 : 1), depth + 1);
      }
      i = end;
    }
  };
  visit(0, sorted.length, 0, 0);
}

/**
 * The end of the run of words from `from` (before `hi`) whose letter at code unit `unit` is the
 * one made of `high` (and `low`, for a letter beyond the BMP): the first word past it.
 */
function groupEnd(sorted: readonly string[], from: number, hi: number, unit: number, high: number, low: number): number {
  let lo = from + 1;
  let top = hi;
  while (lo < top) {
    const mid = (lo + top) >> 1;
    const word = sorted[mid];
    const c = word.charCodeAt(unit);
    const past = c > high || (c === high && low >= 0 && word.charCodeAt(unit + 1) > low);
    if (past) top = mid;
    else lo = mid + 1;
  }
  return lo;
}
