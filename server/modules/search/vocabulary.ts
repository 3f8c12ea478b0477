/**
 * The words of the in-memory search index (text-index.ts), folded as shared/search-words.ts says:
 * numbered from 1 in order of first appearance (the postings are kept by number), and sorted, so
 * that the words starting with a query word are one range found by binary search, and the words
 * within its typos are found by walking that order as a trie (near-words.ts).
 * Words seen after the build (items added since) are kept in a second, small sorted list: the
 * library is built anew before it grows large (library.ts).
 */
import { nearWords } from './near-words.ts';

/** Id 0 is no word: it opens each field in a token stream (text-index.ts). */
export const MARK = 0;

export class Vocabulary {
  private readonly ids = new Map<string, number>();
  readonly texts: string[] = [''];
  /** Characters of every word together. */
  chars = 0;
  /** The words known when sorted (seal), in code unit order, and their ids. */
  private sorted: string[] = [];
  private sortedIds: Int32Array = new Int32Array(0);
  /** Words added since, in the same order. */
  private recent: string[] = [];
  private recentIds: number[] = [];
  /** Sorted once (seal): words from then on go to the small list. */
  private sealed = false;

  /** A vocabulary of the given words, in id order (texts[0] is MARK's ''), sorted as `sortedIds` says. */
  static of(texts: string[], sortedIds: Int32Array): Vocabulary {
    const vocabulary = new Vocabulary();
    for (let id = 1; id < texts.length; id++) vocabulary.add(texts[id]);
    vocabulary.sortedIds = sortedIds;
    vocabulary.sorted = Array.from(sortedIds, (id) => texts[id]);
    vocabulary.sealed = true;
    return vocabulary;
  }

  get size(): number {
    return this.texts.length;
  }

  /** The ids of every word in sorted order (what a worker thread hands over with the texts). */
  get order(): Int32Array {
    return this.sortedIds;
  }

  /** Sorts the words known so far; later ones go to the small list. */
  seal(): void {
    const ids = new Int32Array(this.texts.length - 1);
    for (let i = 0; i < ids.length; i++) ids[i] = i + 1;
    const texts = this.texts;
    ids.sort((a, b) => (texts[a] < texts[b] ? -1 : 1));
    this.sortedIds = ids;
    this.sorted = Array.from(ids, (id) => texts[id]);
    this.recent = [];
    this.recentIds = [];
    this.sealed = true;
  }

  /** The id of a word, adding it when new. */
  id(text: string): number {
    const id = this.ids.get(text);
    if (id !== undefined) return id;
    const added = this.add(text);
    if (this.sealed) {
      const at = lowerBound(this.recent, text);
      this.recent.splice(at, 0, text);
      this.recentIds.splice(at, 0, added);
    }
    return added;
  }

  /** The id of a word, or undefined when no text ever had it. */
  find(text: string): number | undefined {
    return this.ids.get(text);
  }

  /** Calls `emit` with the id of every word that starts with `prefix` (itself included). */
  withPrefix(prefix: string, emit: (id: number) => void): void {
    for (const [list, ids] of this.lists()) {
      for (let i = lowerBound(list, prefix); i < list.length && list[i].startsWith(prefix); i++) emit(ids[i]);
    }
  }

  /** Calls `emit` with every word at most `reach` typos from `word` (a superset is fine: callers check). */
  near(word: string, reach: number, emit: (id: number, text: string) => void): void {
    for (const [list, ids] of this.lists()) nearWords(list, word, reach, (i) => emit(ids[i], list[i]));
  }

  private lists(): [string[], ArrayLike<number>][] {
    return [
      [this.sorted, this.sortedIds],
      [this.recent, this.recentIds],
    ];
  }

  private add(text: string): number {
    const id = this.texts.length;
    this.ids.set(text, id);
    this.texts.push(text);
    this.chars += text.length;
    return id;
  }
}

/** The first index of `list` (sorted) whose word is not before `text`. */
function lowerBound(list: readonly string[], text: string): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
