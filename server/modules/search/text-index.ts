/**
 * Which fields of which items contain a query, exactly as shared/search-scoring.ts decides it, for
 * every item at once and without reading any text at query time (vocabulary.ts says why the token
 * streams suffice). Items are identified by slot numbers given by the caller (library.ts), who
 * never reuses a slot, so entries left behind by a removed item are harmless: its slot is simply
 * never read.
 *
 * Writes are rare next to reads: items added since the last build go to a small segment that is
 * rebuilt when it changes, and both are merged into the large one when the small one has grown
 * or removed items fill too much of the large one (from the token streams already in memory).
 */
import type { SearchableText } from '../../../shared/search-scoring.ts';
import { matchedFields } from '../../../shared/search-scoring.ts';
import { type ItemTokens, type RunTest, Segment } from './segment.ts';
import { IntList, isWordUnit, MARK, oddCharacters, runsOf, tokenize, Vocabulary } from './vocabulary.ts';

/** The recent segment is rebuilt on each change, so it stays small (~500 magazine items). */
const RECENT_MAX_TOKENS = 100_000;

export class TextIndex {
  private readonly vocabulary = new Vocabulary();
  private large: Segment;
  private recent: Segment;
  /** Items of the recent segment, rebuilt from this list when it changed. */
  private recentItems = new Map<number, ItemTokens>();
  private recentTokens = 0;
  private changed = false;
  /** Slots of the large segment still in use, and how many of its items were removed. */
  private readonly largeSlots = new Set<number>();
  private largeRemoved = 0;
  /** Items with a character the index would fold unlike the matcher (vocabulary.oddCharacters). */
  private readonly odd = new Map<number, SearchableText>();

  constructor(items: Iterable<{ slot: number; fields: SearchableText }>) {
    const tokens: ItemTokens[] = [];
    for (const { slot, fields } of items) tokens.push(this.prepare(slot, fields));
    this.large = new Segment(this.vocabulary, tokens);
    for (const item of tokens) this.largeSlots.add(item.slot);
    this.recent = new Segment(this.vocabulary, []);
  }

  add(slot: number, fields: SearchableText): void {
    const item = this.prepare(slot, fields);
    this.recentItems.set(slot, item);
    this.recentTokens += item.tokens.length;
    this.changed = true;
  }

  remove(slot: number): void {
    this.odd.delete(slot);
    const recent = this.recentItems.get(slot);
    if (recent) {
      this.recentItems.delete(slot);
      this.recentTokens -= recent.tokens.length;
      this.changed = true;
    } else if (this.largeSlots.delete(slot)) {
      this.largeRemoved++;
      this.changed = true;
    }
  }

  /**
   * ORs into mask[slot] the FIELD bits of the fields containing the needle (trimmed, lower case).
   * The mask must cover every slot given so far.
   */
  match(needle: string, mask: Uint8Array): void {
    this.refresh();
    const segments = [this.large, this.recent];
    const runs = runsOf(needle);
    if (needle.length === 1) {
      for (const segment of segments) segment.addUnit(needle.charCodeAt(0), mask);
    } else if (runs.length === 1) {
      const tokens = this.vocabulary.matching(needle, 'contains');
      const starts = new Set(this.vocabulary.matching(needle, 'startsWith'));
      for (const segment of segments) segment.addTokens(tokens, (token) => starts.has(token), mask);
    } else {
      this.matchSequence(runs, segments, mask);
    }
    for (const [slot, fields] of this.odd) mask[slot] = matchedFields(fields, needle);
  }

  /** A needle of several runs: the first ends a token, the inner ones are tokens, the last starts one. */
  private matchSequence(runs: string[], segments: Segment[], mask: Uint8Array): void {
    const k = runs.length;
    const sets: number[][] = runs.map((run, j) => {
      if (j === 0) return this.vocabulary.matching(run, 'endsWith');
      if (j === k - 1) return this.vocabulary.matching(run, 'startsWith');
      const id = this.vocabulary.find(run);
      return id === undefined ? [] : [id];
    });
    if (sets.some((set) => set.length === 0)) return;
    // Membership by token id: one comparison for a single token, a flag array for a set.
    const tests: RunTest[] = sets.map((tokens, j) => {
      let flags: Uint8Array | undefined;
      if (tokens.length > 1) {
        flags = new Uint8Array(this.vocabulary.size);
        for (const token of tokens) flags[token] = 1;
      }
      return { tokens, exact: tokens.length === 1 ? tokens[0] : -1, flags, word: isWordUnit(runs[j].charCodeAt(0)) };
    });
    const titleExact = this.vocabulary.find(runs[0]) ?? -1;
    for (const segment of segments) segment.addSequences(tests, titleExact, mask);
  }

  /** Cuts an item's fields into one token stream (MARK before each field, FIELD_ORDER order). */
  private prepare(slot: number, fields: SearchableText): ItemTokens {
    const out = new IntList(64);
    const texts = [fields.title, fields.category, fields.description, fields.people, fields.tags, fields.body ?? ''];
    let odd = false;
    for (const text of texts) {
      out.push(MARK);
      if (!text) continue;
      if (oddCharacters().test(text)) odd = true;
      tokenize(this.vocabulary, text.toLowerCase(), out);
    }
    if (odd) this.odd.set(slot, fields);
    return { slot, tokens: out.toArray() };
  }

  /** Rebuilds the recent segment after changes, or merges both when worth it. */
  private refresh(): void {
    if (!this.changed) return;
    this.changed = false;
    // Removed items' entries cost time on every query until merged away: at most a quarter.
    if (this.recentTokens > RECENT_MAX_TOKENS || this.largeRemoved > this.large.length / 4) {
      this.merge();
      return;
    }
    this.recent = new Segment(this.vocabulary, [...this.recentItems.values()]);
  }

  /** One large segment from every item in use, out of the token streams already held. */
  private merge(): void {
    const items: ItemTokens[] = [];
    for (let n = 0; n < this.large.length; n++) {
      const item = this.large.itemTokens(n);
      if (this.largeSlots.has(item.slot)) items.push(item); // views: the new segment copies them
    }
    for (const item of this.recentItems.values()) {
      items.push(item);
      this.largeSlots.add(item.slot);
    }
    this.large = new Segment(this.vocabulary, items);
    this.recent = new Segment(this.vocabulary, []);
    this.recentItems = new Map();
    this.recentTokens = 0;
    this.largeRemoved = 0;
  }
}

