/**
 * Which fields of which items contain a query, exactly as shared/search-scoring.ts decides it, for
 * every item at once and without reading any text at query time (vocabulary.ts says why the token
 * streams suffice). Items are identified by slot numbers given by the caller (library.ts), who
 * never reuses a slot, so entries left behind by a removed item are harmless: its slot is simply
 * never read.
 *
 * Writes are rare next to reads: items added since the build go to a small segment that is rebuilt
 * when it changes; a removed item's entries stay in the large one. Neither is merged here: the
 * library builds a new index (in a worker thread) once the small segment or the entries and tokens
 * left behind grow past their bounds (library.ts), so no query pays for them for long and no
 * merge stalls the server.
 */
import type { SearchableText } from '../../../shared/search-scoring.ts';
import { matchedFields } from '../../../shared/search-scoring.ts';
import { type ItemTokens, type RunTest, Segment, type SegmentParts } from './segment.ts';
import { IntList, isWordUnit, MARK, oddCharacters, runsOf, tokenize, Vocabulary } from './vocabulary.ts';

/**
 * What a built index consists of, as a worker thread hands it over (library-build.ts): the token
 * texts in id order, the large segment's arrays and the items scored by the shared matcher.
 */
export interface TextIndexParts {
  texts: string[];
  large: SegmentParts;
  odd: Array<[number, SearchableText]>;
}

export class TextIndex {
  private large: Segment;
  private recent: Segment;
  /** Items of the recent segment, rebuilt from this list when it changed. */
  private recentItems = new Map<number, ItemTokens>();
  /** Tokens in the recent segment: it is rebuilt on each change, so the library builds anew past a bound. */
  recentTokens = 0;
  private changed = false;

  private constructor(
    private readonly vocabulary: Vocabulary,
    large: ItemTokens[] | SegmentParts,
    /** Items with a character the index would fold unlike the matcher (vocabulary.oddCharacters). */
    private readonly odd = new Map<number, SearchableText>(),
  ) {
    this.large = Array.isArray(large) ? Segment.of(vocabulary, large) : new Segment(large);
    this.recent = Segment.of(vocabulary, []);
  }

  /** The index of `items`, in increasing slot order. */
  static build(items: Iterable<{ slot: number; fields: SearchableText }>): TextIndex {
    const vocabulary = new Vocabulary();
    const odd = new Map<number, SearchableText>();
    const tokens: ItemTokens[] = [];
    for (const { slot, fields } of items) tokens.push(prepare(vocabulary, odd, slot, fields));
    return new TextIndex(vocabulary, tokens, odd);
  }

  static fromParts(parts: TextIndexParts): TextIndex {
    return new TextIndex(Vocabulary.of(parts.texts), parts.large, new Map(parts.odd));
  }

  /** The parts of an index that has taken no change since it was built. */
  parts(): TextIndexParts {
    return { texts: this.vocabulary.texts, large: this.large.parts, odd: [...this.odd] };
  }

  /** Tokens known, live or not, and their characters. */
  get tokens(): { count: number; chars: number } {
    return { count: this.vocabulary.size, chars: this.vocabulary.chars };
  }

  add(slot: number, fields: SearchableText): void {
    const item = prepare(this.vocabulary, this.odd, slot, fields);
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
    }
    // An item of the large segment leaves its entries there: the slot is never read again, and the
    // library builds anew before such entries weigh on queries (library.ts).
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

  /** Rebuilds the recent segment after changes. */
  private refresh(): void {
    if (!this.changed) return;
    this.changed = false;
    this.recent = Segment.of(this.vocabulary, [...this.recentItems.values()]);
  }
}

/** Cuts an item's fields into one token stream (MARK before each field, FIELD_ORDER order). */
function prepare(vocabulary: Vocabulary, odd: Map<number, SearchableText>, slot: number, fields: SearchableText): ItemTokens {
  const out = new IntList(64);
  const texts = [fields.title, fields.category, fields.description, fields.people, fields.tags, fields.body ?? ''];
  let isOdd = false;
  for (const text of texts) {
    out.push(MARK);
    if (!text) continue;
    if (oddCharacters().test(text)) isOdd = true;
    tokenize(vocabulary, text.toLowerCase(), out);
  }
  if (isOdd) odd.set(slot, fields);
  return { slot, tokens: out.toArray() };
}
