/**
 * One immutable part of the in-memory search index, built at once from the word streams of a set
 * of items (text-index.ts keeps a large one and a small one for recent changes). Compact arrays:
 *  - postings per word: one entry per item holding it, `slot * 128 + bits`, the bits naming the
 *    fields that hold it (shared/search-scoring.ts FIELD) and TITLE_FIRST when the title begins
 *    with it;
 *  - the words of each item's title, in order, for titles that begin with a query of several words.
 * At 100,000 magazine items that is some 40 MB (`npm run bench:search` prints it). Lists are CSR
 * arrays: the entries of row r are entries[offsets[r] .. offsets[r + 1]).
 */
import { FIELD_ORDER } from '../../../shared/search-scoring.ts';
import { MARK } from './vocabulary.ts';

/** Set in a posting when the item's title begins with the word. */
export const TITLE_FIRST = 64;
/** Field bits and TITLE_FIRST take the low 7 bits of an entry (entry >>> 7 is the slot). */
export const ENTRY_SLOT_SHIFT = 7;

/** One item's input: its slot (library.ts) and its words (MARK, title..., MARK, category..., ...). */
export interface ItemTokens {
  slot: number;
  tokens: Int32Array;
}

/** Everything a segment holds, as typed arrays: what a build in a worker thread hands over without copying. */
export interface SegmentParts {
  /** Slots of the items, increasing. */
  itemSlot: Int32Array;
  postingOffsets: Int32Array;
  postingEntries: Int32Array;
  titleOffsets: Int32Array;
  titleWords: Int32Array;
  /** Words known when built: later ones have no rows here. */
  tokens: number;
}

/** A growable list of 32-bit integers (typed storage: millions of entries at 4 bytes each). */
class IntList {
  data: Int32Array;
  length = 0;

  constructor(capacity = 256) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  /** A copy of exactly the entries. */
  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

/** Collects items (in increasing slot order) into the arrays of a segment, one item at a time. */
export class SegmentBuilder {
  private readonly slots = new IntList(1024);
  private readonly keys = new IntList(1 << 16);
  private readonly values = new IntList(1 << 16);
  private readonly titleOffsets = new IntList(1024);
  private readonly titleWords = new IntList(1 << 12);
  private wordBits = new Uint8Array(1024);
  private readonly touched = new IntList();

  constructor() {
    this.titleOffsets.push(0);
  }

  add(item: ItemTokens): void {
    const { tokens, slot } = item;
    let field = -1;
    let first = false;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (token === MARK) {
        field++;
        first = true;
        continue;
      }
      let bits: number = FIELD_ORDER[field];
      if (field === 0) {
        this.titleWords.push(token);
        if (first) bits |= TITLE_FIRST;
      }
      first = false;
      if (token >= this.wordBits.length) {
        const grown = new Uint8Array(Math.max(token + 1, this.wordBits.length * 2));
        grown.set(this.wordBits);
        this.wordBits = grown;
      }
      if (!this.wordBits[token]) this.touched.push(token);
      this.wordBits[token] |= bits;
    }
    for (let i = 0; i < this.touched.length; i++) {
      const token = this.touched.data[i];
      this.keys.push(token);
      this.values.push(slot * (1 << ENTRY_SLOT_SHIFT) + this.wordBits[token]);
      this.wordBits[token] = 0;
    }
    this.touched.length = 0;
    this.slots.push(slot);
    this.titleOffsets.push(this.titleWords.length);
  }

  /** The arrays, for a vocabulary of `tokens` words. */
  finish(tokens: number): SegmentParts {
    // Counting sort of the (word, entry) pairs into rows: entries come out in slot order.
    const offsets = new Int32Array(tokens + 1);
    const { keys, values } = this;
    for (let i = 0; i < keys.length; i++) offsets[keys.data[i] + 1]++;
    for (let r = 0; r < tokens; r++) offsets[r + 1] += offsets[r];
    const fill = offsets.slice(0, tokens);
    const entries = new Int32Array(keys.length);
    for (let i = 0; i < keys.length; i++) entries[fill[keys.data[i]]++] = values.data[i];
    return {
      itemSlot: this.slots.toArray(),
      postingOffsets: offsets,
      postingEntries: entries,
      titleOffsets: this.titleOffsets.toArray(),
      titleWords: this.titleWords.toArray(),
      tokens,
    };
  }
}

export class Segment {
  readonly postingOffsets: Int32Array;
  readonly postingEntries: Int32Array;
  /** Words known when built: later ones have no rows here. */
  readonly tokens: number;

  constructor(readonly parts: SegmentParts) {
    this.postingOffsets = parts.postingOffsets;
    this.postingEntries = parts.postingEntries;
    this.tokens = parts.tokens;
  }

  /** A segment of `items` (in increasing slot order). */
  static of(items: Iterable<ItemTokens>, tokens: number): Segment {
    const builder = new SegmentBuilder();
    for (const item of items) builder.add(item);
    return new Segment(builder.finish(tokens));
  }

  /** Bytes of its arrays. */
  get bytes(): number {
    const p = this.parts;
    return p.itemSlot.byteLength + p.postingOffsets.byteLength + p.postingEntries.byteLength + p.titleOffsets.byteLength + p.titleWords.byteLength;
  }

  /** The word ids of the title of the item in `slot`, or undefined when the segment does not hold it. */
  titleOf(slot: number): Int32Array | undefined {
    const { itemSlot, titleOffsets, titleWords } = this.parts;
    let lo = 0;
    let hi = itemSlot.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (itemSlot[mid] < slot) lo = mid + 1;
      else hi = mid;
    }
    if (itemSlot[lo] !== slot) return undefined;
    return titleWords.subarray(titleOffsets[lo], titleOffsets[lo + 1]);
  }
}
