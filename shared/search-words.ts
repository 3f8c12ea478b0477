/**
 * How search reads text: the words of a text, and when a word of a query matches a word of the
 * library. One set of rules for the server's index and for the naive scans that check it (the
 * benchmark, the tests); shared/search-scoring.ts scores items with them.
 *
 * Words: text is folded (compatibility forms and accents taken apart, accents dropped, lower case:
 * 'École' -> 'ecole', 'ﬁ' -> 'fi', the Kelvin sign -> 'k'), then cut into maximal runs of letters,
 * digits and combining marks; everything else separates words ('AI-powered' -> 'ai', 'powered';
 * "Nairobi's" -> 'nairobi', 's'). Only the Latin, Greek and Cyrillic accents (U+0300-U+036F) are
 * dropped: the vowel signs of other scripts are letters of their words.
 *
 * A query word matches a word of the library when it is that word (exact), when the word starts
 * with it (a word start: 'edu' finds 'education', 'ai' finds 'ai' and 'aisha' but not 'nairobi'),
 * or when it is within the typos allowed (a typo). The typos allowed depend on the longer of the
 * two words, in letters: none under 5 letters, 1 for 5 to 7, 2 for 8 or more ("one typo in words
 * of five letters or more, two in longer ones", longer read as 8 or more). Counting the longer word
 * forgives a letter left out of a five-letter word: 'solr' finds 'solar' (a reader who types 4
 * letters of a 5-letter word made one typo in that word), while 'sole' never finds 'solo'.
 * A typo is one letter inserted, left out or replaced, or two neighbours swapped (the optimal
 * string alignment form of the Damerau-Levenshtein distance: 'tehcnology' is one typo away from
 * 'technology'). Letters are code points, so a letter outside the BMP (Adlam, say) counts once.
 */

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\x00-\x7f]/;
const ACCENTS = /[\u0300-\u036f]/g;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** 1 for the ASCII word characters a-z, 0-9 (the text is lower-cased first). */
const ASCII_WORD = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_WORD[c] = 1;
for (let c = 97; c <= 122; c++) ASCII_WORD[c] = 1;

/** Calls `emit` with each word of `text`, folded, in order. */
export function forEachWord(text: string, emit: (word: string) => void): void {
  if (!NON_ASCII.test(text)) {
    // ASCII: folding is lower-casing, and the word characters are a-z and 0-9.
    const lower = text.toLowerCase();
    const n = lower.length;
    let start = -1;
    for (let i = 0; i <= n; i++) {
      const isWord = i < n && ASCII_WORD[lower.charCodeAt(i)] === 1;
      if (isWord) {
        if (start < 0) start = i;
      } else if (start >= 0) {
        emit(lower.slice(start, i));
        start = -1;
      }
    }
    return;
  }
  // Compatibility decomposition before lower case: 'ℌ' decomposes to an upper-case 'H'.
  const folded = text.normalize('NFKD').replace(ACCENTS, '').toLowerCase();
  for (const match of folded.matchAll(WORD)) {
    const word = match[0];
    // Composed again, so that a Hangul syllable is one letter and a suggestion reads as text.
    emit(NON_ASCII.test(word) ? word.normalize('NFC') : word);
  }
}

/** The words of `text`, folded, in order. */
export function wordsOf(text: string): string[] {
  const out: string[] = [];
  forEachWord(text, (word) => out.push(word));
  return out;
}

/** Letters (code points) in a word. */
export function letterCount(word: string): number {
  let n = word.length;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

/** The typos a match between words of these lengths (in letters) may have: see the top of the file. */
export function typosAllowed(letters: number): number {
  return letters >= 8 ? 2 : letters >= 5 ? 1 : 0;
}

/**
 * The farthest a word may be from a query word of `letters` letters when a pair of words may be
 * `allowed(longer)` typos apart: the query word's own allowance, or a longer word's when the letters
 * it adds leave room (a 6-letter word may reach an 8-letter word with two typos).
 */
function farthest(letters: number, allowed: (longer: number) => number): number {
  let reach = allowed(letters);
  for (let longer = letters + 1; longer <= letters + 4; longer++) {
    const a = allowed(longer);
    if (a >= longer - letters) reach = Math.max(reach, a);
  }
  return reach;
}

/** The most typos any word may be from a query word of `letters` letters: what an index must look as far as. */
export function typoReach(letters: number): number {
  return farthest(letters, typosAllowed);
}

/** The code points of a word (its code units when it has no surrogate pair). */
export function codePoints(word: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < word.length) {
      out.push(word.codePointAt(i)!);
      i++;
    } else out.push(c);
  }
  return out;
}

let rows: Int32Array[] = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * The typos between two words (optimal string alignment distance over code points), or `max + 1`
 * when there are more than `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  const x = codePoints(a);
  const y = codePoints(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  const m = y.length;
  if (rows[0].length < m + 1) rows = [new Int32Array(m + 1), new Int32Array(m + 1), new Int32Array(m + 1)];
  // Rows i-2, i-1 and i of the table; a row's smallest value never goes down in later rows (a
  // swap costs as much as the substitution it replaces), so a row above max ends the search.
  let [before, previous, row] = rows;
  for (let j = 0; j <= m; j++) previous[j] = j;
  for (let i = 1; i <= x.length; i++) {
    row[0] = i;
    let smallest = i;
    for (let j = 1; j <= m; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < smallest) smallest = d;
    }
    if (smallest > max) return max + 1;
    [before, previous, row] = [previous, row, before];
  }
  return Math.min(previous[m], max + 1);
}

/** How a query word matches a word of the library; NONE is 0, and a lower kind is a better match. */
export const MATCH = { none: 0, exact: 1, start: 2, typo: 3 } as const;
export type MatchKind = (typeof MATCH)[keyof typeof MATCH];

/** How the query word `query` matches the library's word `word` (both folded). */
export function wordMatch(query: string, word: string): MatchKind {
  if (word === query) return MATCH.exact;
  if (word.startsWith(query)) return MATCH.start;
  const allowed = typosAllowed(Math.max(letterCount(query), letterCount(word)));
  if (allowed > 0 && typoDistance(query, word, allowed) <= allowed) return MATCH.typo;
  return MATCH.none;
}

/**
 * "Did you mean": a query word that matches no word of the library may be replaced by a word one
 * typo further than a match may be (so 'teh' offers 'the', 'acount' 'account'). Query words of fewer
 * than 3 letters are left alone (too many words are one typo from 'ia'). Returns the typos between
 * them, or Infinity when the word is not a candidate.
 */
export function suggestionDistance(query: string, word: string): number {
  const letters = letterCount(query);
  if (letters < 3) return Infinity;
  const reach = typosAllowed(Math.max(letters, letterCount(word))) + 1;
  const distance = typoDistance(query, word, reach);
  return distance <= reach ? distance : Infinity;
}

/** The farthest any word may be from a query word of `letters` letters and still be suggested (-1: none is). */
export function suggestionReach(letters: number): number {
  return letters < 3 ? -1 : farthest(letters, (longer) => typosAllowed(longer) + 1);
}

/** A candidate for "Did you mean": a word of the library, its typos from the query word, and how many items hold it. */
export interface Suggestion {
  word: string;
  distance: number;
  items: number;
}

/** Whether `a` is the better suggestion: fewer typos, then the word more items hold, then the first in code unit order. */
export function betterSuggestion(a: Suggestion, b: Suggestion | undefined): boolean {
  if (!b) return true;
  if (a.distance !== b.distance) return a.distance < b.distance;
  if (a.items !== b.items) return a.items > b.items;
  return a.word < b.word;
}
