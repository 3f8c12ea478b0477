/**
 * One immutable part of the in-memory search index, built at once from the token streams of a set
 * of items (text-index.ts keeps a large one and a small one for recent changes). Compact arrays,
 * so 100,000 items of magazine text fit in a couple of hundred megabytes and every query touches
 * only the entries of the tokens it needs:
 *  - stream: every item's tokens, field after field, each field opened by MARK;
 *  - postings per token: one entry per item holding it, `slot * 128 + field bits`;
 *  - occurrences per word token: its positions in the stream and the tokens before and after
 *    each (always separators or MARK), for queries of several runs;
 *  - postings per code unit, for one-character queries.
 * Lists are CSR arrays: the entries of row r are entries[offsets[r] .. offsets[r + 1]).
 */
import { FIELD } from '../../../shared/search-scoring.ts';
import { IntList, MARK, type Vocabulary } from './vocabulary.ts';

/** The scored fields in the order they appear in an item's token stream. */
const FIELD_ORDER = [FIELD.title, FIELD.category, FIELD.description, FIELD.people, FIELD.tags, FIELD.body] as const;
const FIELDS = FIELD_ORDER.length;
const BITS = 128; // field bits take the low 7 bits of an entry (entry >> 7 is the slot)
const UNITS = 0x10000;
const BLOCK_BITS = 10;
/**
 * How many occurrence entries read in order cost as much as one random read of the stream
 * (~5 ns against ~20-100 ns: a cache miss, more on a busy machine).
 */
const STREAM_READ_COST = 4;

/** What one run of a query accepts: one token (`exact`), or any token flagged in `flags`. */
export interface RunTest {
  /** Every token accepted. */
  tokens: number[];
  exact: number;
  flags: Uint8Array | undefined;
  /** A run of word characters (those have occurrence lists). */
  word: boolean;
}

const accepts = (run: RunTest, token: number) => (run.exact >= 0 ? token === run.exact : run.flags![token] === 1);

/** One item's input: its slot (library.ts) and its tokens (MARK, title..., MARK, category..., ...). */
export interface ItemTokens {
  slot: number;
  tokens: Int32Array;
}

interface Csr {
  offsets: Int32Array;
  entries: Int32Array;
}

/** Counting sort of (row, value) pairs into rows. */
function csr(rows: number, keys: IntList, values: IntList): Csr {
  const offsets = new Int32Array(rows + 1);
  for (let i = 0; i < keys.length; i++) offsets[keys.data[i] + 1]++;
  for (let r = 0; r < rows; r++) offsets[r + 1] += offsets[r];
  const fill = offsets.slice(0, rows);
  const entries = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) entries[fill[keys.data[i]]++] = values.data[i];
  return { offsets, entries };
}

/**
 * Everything a segment holds, as typed arrays: what a build in a worker thread hands over without
 * copying (library-build.ts).
 */
export interface SegmentParts {
  stream: Int32Array;
  itemStart: Int32Array;
  fieldStart: Int32Array;
  itemSlot: Int32Array;
  postingOffsets: Int32Array;
  postingEntries: Int32Array;
  occurrenceOffsets: Int32Array;
  occurrenceEntries: Int32Array;
  occurrencePrevious: Int32Array;
  occurrenceNext: Int32Array;
  blockItem: Int32Array;
  unitOffsets: Int32Array;
  unitEntries: Int32Array;
  /** Tokens known when built: later ones have no rows here. */
  tokens: number;
}

/** The arrays of a segment of `items` (in increasing slot order). */
function segmentParts(vocabulary: Vocabulary, items: ItemTokens[]): SegmentParts {
  const tokens = vocabulary.size;
  let length = 1;
  for (const item of items) length += item.tokens.length;
  const stream = new Int32Array(length); // the last entry stays MARK and closes the last item
  const itemStart = new Int32Array(items.length + 1);
  const fieldStart = new Int32Array(items.length * FIELDS);
  const itemSlot = new Int32Array(items.length);

  const postingKeys = new IntList(1024);
  const postingValues = new IntList(1024);
  const unitKeys = new IntList(1024);
  const unitValues = new IntList(1024);
  const occurrenceCount = new Int32Array(tokens + 1);
  const tokenBits = new Uint8Array(tokens);
  const unitBits = new Uint8Array(UNITS);
  const touchedTokens = new IntList();
  const touchedUnits = new IntList();

  let at = 0;
  items.forEach((item, n) => {
    stream.set(item.tokens, at);
    itemStart[n] = at;
    itemSlot[n] = item.slot;
    let field = -1;
    let fieldFirst = false;
    let titleFirst = MARK;
    for (let i = 0; i < item.tokens.length; i++) {
      const token = item.tokens[i];
      if (token === MARK) {
        fieldStart[n * FIELDS + ++field] = at + i;
        fieldFirst = true;
        continue;
      }
      let bits: number = FIELD_ORDER[field];
      if (field === 0 && fieldFirst) {
        bits |= FIELD.titleStart; // this token begins the title
        titleFirst = token;
      }
      fieldFirst = false;
      if (!tokenBits[token]) touchedTokens.push(token);
      tokenBits[token] |= bits;
      if (vocabulary.isWord(token)) occurrenceCount[token]++;
    }
    // Code units per distinct token of the item, not per occurrence: a few times less work.
    for (let i = 0; i < touchedTokens.length; i++) {
      const token = touchedTokens.data[i];
      const bits = tokenBits[token] & ~FIELD.titleStart;
      for (const unit of vocabulary.unitsOf(token)) {
        if (!unitBits[unit]) touchedUnits.push(unit);
        unitBits[unit] |= bits;
      }
      postingKeys.push(token);
      postingValues.push(item.slot * BITS + tokenBits[token]);
      tokenBits[token] = 0;
    }
    if (titleFirst !== MARK) unitBits[vocabulary.texts[titleFirst].charCodeAt(0)] |= FIELD.titleStart;
    for (let i = 0; i < touchedUnits.length; i++) {
      const unit = touchedUnits.data[i];
      unitKeys.push(unit);
      unitValues.push(item.slot * BITS + unitBits[unit]);
      unitBits[unit] = 0;
    }
    touchedTokens.length = 0;
    touchedUnits.length = 0;
    at += item.tokens.length;
  });
  itemStart[items.length] = at;

  const postings = csr(tokens, postingKeys, postingValues);
  const units = csr(UNITS, unitKeys, unitValues);
  // Occurrences straight from the stream: positions come out in order.
  const offsets = new Int32Array(tokens + 1);
  for (let t = 0; t < tokens; t++) offsets[t + 1] = offsets[t] + occurrenceCount[t];
  const fill = offsets.slice(0, tokens);
  const entries = new Int32Array(offsets[tokens]);
  const occurrencePrevious = new Int32Array(entries.length);
  const occurrenceNext = new Int32Array(entries.length);
  for (let p = 0; p < at; p++) {
    const token = stream[p];
    if (occurrenceCount[token] > 0) {
      occurrencePrevious[fill[token]] = stream[p - 1]; // p >= 1: every item opens with MARK
      occurrenceNext[fill[token]] = stream[p + 1];
      entries[fill[token]++] = p;
    }
  }
  const blockItem = new Int32Array((at >> BLOCK_BITS) + 1);
  for (let b = 0, n = 0; b < blockItem.length; b++) {
    while (n + 1 < items.length && itemStart[n + 1] <= b << BLOCK_BITS) n++;
    blockItem[b] = n;
  }
  return {
    stream,
    itemStart,
    fieldStart,
    itemSlot,
    postingOffsets: postings.offsets,
    postingEntries: postings.entries,
    occurrenceOffsets: offsets,
    occurrenceEntries: entries,
    occurrencePrevious,
    occurrenceNext,
    blockItem,
    unitOffsets: units.offsets,
    unitEntries: units.entries,
    tokens,
  };
}

export class Segment {
  private readonly stream: Int32Array;
  /** Stream position of each item's first MARK; one more entry for the closing MARK. */
  private readonly itemStart: Int32Array;
  /** Stream position of the MARK opening each field of each item (FIELDS per item). */
  private readonly fieldStart: Int32Array;
  private readonly itemSlot: Int32Array;
  private readonly postings: Csr;
  private readonly occurrences: Csr;
  /** The tokens before and after each occurrence (parallel to occurrences.entries). */
  private readonly occurrencePrevious: Int32Array;
  private readonly occurrenceNext: Int32Array;
  /** The item holding stream position b * BLOCK (a short walk from there finds any position's item). */
  private readonly blockItem: Int32Array;
  private readonly units: Csr;
  /** Reused by addSequences: one bit per stream position (3 MB at 100,000 items), not allocated per query. */
  private bitset = new Int32Array(0);
  private scratch = new Int32Array(1024);
  /** Tokens known when built: later ones have no rows here. */
  private readonly tokens: number;

  constructor(readonly parts: SegmentParts) {
    this.stream = parts.stream;
    this.itemStart = parts.itemStart;
    this.fieldStart = parts.fieldStart;
    this.itemSlot = parts.itemSlot;
    this.postings = { offsets: parts.postingOffsets, entries: parts.postingEntries };
    this.occurrences = { offsets: parts.occurrenceOffsets, entries: parts.occurrenceEntries };
    this.occurrencePrevious = parts.occurrencePrevious;
    this.occurrenceNext = parts.occurrenceNext;
    this.blockItem = parts.blockItem;
    this.units = { offsets: parts.unitOffsets, entries: parts.unitEntries };
    this.tokens = parts.tokens;
  }

  /** A segment of `items` (in increasing slot order). */
  static of(vocabulary: Vocabulary, items: ItemTokens[]): Segment {
    return new Segment(segmentParts(vocabulary, items));
  }

  get length(): number {
    return this.itemSlot.length;
  }

  /** The tokens of the n-th item (a view into the stream). */
  itemTokens(n: number): ItemTokens {
    return { slot: this.itemSlot[n], tokens: this.stream.subarray(this.itemStart[n], this.itemStart[n + 1]) };
  }

  /** How many times the token occurs (for choosing the cheapest anchor). */
  occurrenceCount(token: number): number {
    return token < this.tokens ? this.occurrences.offsets[token + 1] - this.occurrences.offsets[token] : 0;
  }

  /**
   * ORs into mask[slot] the fields holding one of the tokens. `keepsTitleStart(token)` says whether
   * a title beginning with that token begins with the query.
   */
  addTokens(tokens: number[], keepsTitleStart: (token: number) => boolean, mask: Uint8Array): void {
    const { offsets, entries } = this.postings;
    for (const token of tokens) {
      if (token >= this.tokens) continue;
      const strip = keepsTitleStart(token) ? 0 : FIELD.titleStart;
      for (let i = offsets[token], end = offsets[token + 1]; i < end; i++) {
        const entry = entries[i];
        mask[entry >> 7] |= entry & (BITS - 1) & ~strip;
      }
    }
  }

  /** ORs into mask[slot] the fields holding the code unit. */
  addUnit(unit: number, mask: Uint8Array): void {
    const { offsets, entries } = this.units;
    for (let i = offsets[unit], end = offsets[unit + 1]; i < end; i++) {
      const entry = entries[i];
      mask[entry >> 7] |= entry & (BITS - 1);
    }
  }

  /**
   * ORs into mask[slot] the fields holding k consecutive tokens t0..t(k-1), each accepted by its
   * run's test (runs[j]). A MARK between fields is accepted by no run, so matches never span two
   * fields or items.
   * Random reads of the 100 MB stream cost a cache miss each (~100 ns), against a few ns per entry
   * read in order. So: the word run with the fewest occurrences gives the candidate starts, kept
   * when the separators on either side (stored with each occurrence) are accepted; other word runs
   * filter them through a bitset of the starts they allow while marking one costs less than
   * reading the stream for every candidate; the stream is read for whatever is left.
   * `titleExact`: the token a match must begin with to begin the title too.
   */
  addSequences(runs: RunTest[], titleExact: number, mask: Uint8Array): void {
    const k = runs.length;
    const cost = (j: number) => runs[j].tokens.reduce((sum, token) => sum + this.occurrenceCount(token), 0);
    const words = [...Array(k).keys()].filter((j) => runs[j].word).sort((a, b) => cost(a) - cost(b));
    const [anchor, ...others] = words;
    const covered = new Uint8Array(k);
    let candidates = this.candidates(runs, anchor, covered);
    for (const j of others) {
      if (candidates.length === 0 || cost(j) > STREAM_READ_COST * candidates.length) break;
      candidates = this.keepAllowed(candidates, runs, j, covered);
    }
    const unchecked = [...Array(k).keys()].filter((j) => !covered[j]);
    const stream = this.stream;
    candidate: for (const start of candidates) {
      for (const j of unchecked) if (!accepts(runs[j], stream[start + j])) continue candidate;
      const n = this.itemAt(start);
      let field = 0;
      while (field + 1 < FIELDS && this.fieldStart[n * FIELDS + field + 1] < start) field++;
      let bits: number = FIELD_ORDER[field];
      if (field === 0 && start === this.fieldStart[n * FIELDS] + 1 && stream[start] === titleExact) bits |= FIELD.titleStart;
      mask[this.itemSlot[n]] |= bits;
    }
  }

  /** The starts where run j and its neighbouring separator runs are accepted (marks them covered). */
  private candidates(runs: RunTest[], j: number, covered: Uint8Array): Int32Array {
    const { offsets, entries } = this.occurrences;
    const before = j > 0 ? runs[j - 1] : undefined;
    const after = j + 1 < runs.length ? runs[j + 1] : undefined;
    let out = this.scratch;
    let n = 0;
    for (const token of runs[j].tokens) {
      if (token >= this.tokens) continue;
      for (let i = offsets[token], end = offsets[token + 1]; i < end; i++) {
        if (before && !accepts(before, this.occurrencePrevious[i])) continue;
        if (after && !accepts(after, this.occurrenceNext[i])) continue;
        if (n === out.length) {
          const bigger = new Int32Array(out.length * 2);
          bigger.set(out);
          out = bigger;
        }
        out[n++] = entries[i] - j;
      }
    }
    this.scratch = out;
    covered[j] = 1;
    if (before) covered[j - 1] = 1;
    if (after) covered[j + 1] = 1;
    return out.subarray(0, n);
  }

  /** The candidates run j allows too, through a bitset of its allowed starts (left empty again). */
  private keepAllowed(candidates: Int32Array, runs: RunTest[], j: number, covered: Uint8Array): Int32Array {
    const size = (this.stream.length >> 5) + 1;
    if (this.bitset.length !== size) this.bitset = new Int32Array(size);
    const bits = this.bitset;
    const { offsets, entries } = this.occurrences;
    const before = runs[j - 1];
    const after = runs[j + 1];
    for (const token of runs[j].tokens) {
      if (token >= this.tokens) continue;
      for (let i = offsets[token], end = offsets[token + 1]; i < end; i++) {
        if (before && !accepts(before, this.occurrencePrevious[i])) continue;
        if (after && !accepts(after, this.occurrenceNext[i])) continue;
        const start = entries[i] - j;
        if (start >= 0) bits[start >> 5] |= 1 << (start & 31);
      }
    }
    covered[j] = 1;
    if (before) covered[j - 1] = 1;
    if (after) covered[j + 1] = 1;
    let n = 0;
    for (const start of candidates) if (bits[start >> 5] & (1 << (start & 31))) candidates[n++] = start;
    bits.fill(0); // a memset of the bitset costs less than walking the occurrences again
    return candidates.subarray(0, n);
  }

  /** The item whose tokens hold a stream position. */
  private itemAt(position: number): number {
    let n = this.blockItem[position >> BLOCK_BITS];
    while (this.itemStart[n + 1] <= position) n++;
    return n;
  }
}
