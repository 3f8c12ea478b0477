/**
 * Which items match a query, with their tier and score, exactly as shared/search-scoring.ts decides
 * it, for every item at once and without reading any text at query time. Each query word is looked
 * up in the vocabulary (vocabulary.ts): the word itself, the words it starts (one sorted range) and
 * the words within its typos (near-words.ts); the postings of those words (segment.ts) then say
 * which items hold them, and in which fields. Items are identified by slot numbers given by the
 * caller (library.ts), who never reuses a slot, so entries left behind by a removed item are
 * harmless: its slot is simply never read.
 *
 * Writes are rare next to reads: items added since the build go to a small segment that is rebuilt
 * when it changes; a removed item's entries stay in the large one. Neither is merged here: the
 * library builds a new index (in a worker thread) once the small segment or the entries and words
 * left behind grow past their bounds (library.ts), so no query pays for them for long and no merge
 * stalls the server.
 */
import {
  fieldTexts,
  type QueryWords,
  type SearchableText,
  TITLE_START_SCORE,
  scoreOfFields,
} from '../../../shared/search-scoring.ts';
import { forEachWord, letterCount, MATCH, typoReach, wordMatch } from '../../../shared/search-words.ts';
import { ENTRY_SLOT_SHIFT, type ItemTokens, Segment, SegmentBuilder, type SegmentParts, TITLE_FIRST } from './segment.ts';
import { MARK, Vocabulary } from './vocabulary.ts';

/** What a built index consists of, as a worker thread hands it over (build-worker.ts). */
export interface TextIndexParts {
  /** The words in id order, and their ids in sorted order. */
  texts: string[];
  order: Int32Array;
  large: SegmentParts;
}

/**
 * Bounds of the lists of near words kept (TextIndex.nearIds): the last 1,024 lookups, a list of
 * more than 4,096 words not kept. At most 4 M word ids (32 MB) in theory; a few hundred KB in
 * practice, where a word has tens of neighbours.
 */
const NEAR_CACHE_WORDS = 1024;
const NEAR_CACHE_LIST_MAX = 4096;

/** Score of each combination of field bits (6 bits). */
const WORD_SCORES = Array.from({ length: 64 }, (_, bits) => scoreOfFields(bits));

/**
 * A query's answer, slot by slot, in arrays reused from query to query (searches run one at a
 * time: they are synchronous). A slot is a result when count[slot] === words.
 */
export class Matches {
  /** Distinct query words the item matched. */
  count = new Uint8Array(0);
  score = new Uint16Array(0);
  /** Its worst-matched word's best match (MATCH.exact, start or typo). */
  tier = new Uint8Array(0);
  words = 0;
  /** Per distinct query word: whether some visible item holds a word it matches. */
  known: boolean[] = [];
  // Scratch of one query word: kind << 6 | field bits per slot, the slots touched, and the kind of
  // the title's first word (first query word only).
  wordBits = new Uint8Array(0);
  touched = new Int32Array(0);
  firstKind = new Uint8Array(0);
  titleAlive = new Uint8Array(0);

  /** Zeroed for `slots` slots and `words` distinct words. */
  reset(slots: number, words: number): void {
    if (this.count.length < slots) {
      const size = slots + 1024;
      this.count = new Uint8Array(size);
      this.score = new Uint16Array(size);
      this.tier = new Uint8Array(size);
      this.wordBits = new Uint8Array(size);
      this.touched = new Int32Array(size);
      this.firstKind = new Uint8Array(size);
      this.titleAlive = new Uint8Array(size);
    } else {
      this.count.fill(0, 0, slots);
      this.score.fill(0, 0, slots);
      this.tier.fill(0, 0, slots);
    }
    this.words = words;
    this.known = Array.from({ length: words }, () => false);
  }
}

/** The words a query word matches, by kind. */
interface Candidates {
  exact: number[];
  start: number[];
  typo: number[];
}

export class TextIndex {
  private large: Segment;
  private recent: Segment;
  /** Items of the recent segment, rebuilt from this list when it changed. */
  private recentItems = new Map<number, ItemTokens>();
  /** Words in the recent segment: it is rebuilt on each change, so the library builds anew past a bound. */
  recentTokens = 0;
  private changed = false;
  /** Words near recent query words (nearIds), and the vocabulary size they were found in. */
  private readonly nearCache = new Map<string, number[]>();
  private nearCacheSize = 0;

  private constructor(
    private readonly vocabulary: Vocabulary,
    large: SegmentParts,
  ) {
    this.large = new Segment(large);
    this.recent = Segment.of([], vocabulary.size);
  }

  /** The index of `items`, in increasing slot order. */
  static build(items: Iterable<{ slot: number; fields: SearchableText }>): TextIndex {
    const vocabulary = new Vocabulary();
    const builder = new SegmentBuilder();
    for (const { slot, fields } of items) builder.add(prepare(vocabulary, slot, fields));
    vocabulary.seal();
    return new TextIndex(vocabulary, builder.finish(vocabulary.size));
  }

  static fromParts(parts: TextIndexParts): TextIndex {
    return new TextIndex(Vocabulary.of(parts.texts, parts.order), parts.large);
  }

  /** The parts of an index that has taken no change since it was built. */
  parts(): TextIndexParts {
    return { texts: this.vocabulary.texts, order: this.vocabulary.order, large: this.large.parts };
  }

  /** Words known, live or not, and their characters. */
  get tokens(): { count: number; chars: number } {
    return { count: this.vocabulary.size, chars: this.vocabulary.chars };
  }

  /** Bytes of the postings and titles (the words themselves are counted by `tokens`). */
  get bytes(): number {
    this.refresh();
    return this.large.bytes + this.recent.bytes + this.vocabulary.order.byteLength;
  }

  add(slot: number, fields: SearchableText): void {
    const item = prepare(this.vocabulary, slot, fields);
    this.recentItems.set(slot, item);
    this.recentTokens += item.tokens.length;
    this.changed = true;
  }

  remove(slot: number): void {
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
   * Fills `out` (reset for `slots` slots) with every item's match of the query, as
   * shared/search-scoring.ts matchWords would: per distinct query word, the postings of its words
   * from the best kind to the worst, each item keeping its best kind and the fields holding it;
   * an item stays a candidate while it has matched every word so far. `visible(slot)` says whether
   * an item counts for `out.known`.
   */
  match(query: QueryWords, slots: number, out: Matches, visible: (slot: number) => boolean): void {
    this.refresh();
    const m = query.distinct.length;
    out.reset(slots, m);
    if (m === 0) return;
    const { count, score, tier, wordBits, touched, firstKind, titleAlive } = out;
    const segments = [this.large, this.recent];
    const n = query.words.length;
    // The query's first word goes first: its postings say which titles begin with it.
    const first = query.order[0];
    const sequence = [first, ...query.distinct.keys()].filter((j, i) => i === 0 || j !== first);
    /** Items whose title may begin with the query, and their titles' words (n > 1). */
    const titles = new Map<number, Int32Array | undefined>();
    for (let step = 0; step < m; step++) {
      const j = sequence[step];
      const candidates = this.candidates(query.distinct[j]);
      let t = 0;
      for (const [kind, ids] of [
        [MATCH.exact, candidates.exact],
        [MATCH.start, candidates.start],
        [MATCH.typo, candidates.typo],
      ] as const) {
        const tagged = kind << 6;
        for (const id of ids) {
          for (const segment of segments) {
            if (id >= segment.tokens) continue;
            const entries = segment.postingEntries;
            for (let i = segment.postingOffsets[id], end = segment.postingOffsets[id + 1]; i < end; i++) {
              const entry = entries[i];
              const slot = entry >>> ENTRY_SLOT_SHIFT;
              if (step === 0 && entry & TITLE_FIRST) firstKind[slot] = kind;
              const bits = wordBits[slot];
              if (bits === 0) {
                wordBits[slot] = tagged | (entry & 63);
                touched[t++] = slot;
              } else if (bits >> 6 === kind) wordBits[slot] = bits | (entry & 63);
            }
          }
        }
      }
      const positions = query.order.flatMap((o, i) => (o === j && i > 0 ? [i] : []));
      let kindOf: Map<number, number> | undefined;
      let known = false;
      for (let i = 0; i < t; i++) {
        const slot = touched[i];
        const bits = wordBits[slot];
        wordBits[slot] = 0;
        if (!known && visible(slot)) known = true;
        if (count[slot] !== step) continue;
        count[slot] = step + 1;
        const kind = bits >> 6;
        score[slot] += WORD_SCORES[bits & 63];
        if (kind > tier[slot]) tier[slot] = kind;
        if (step === 0) {
          if (firstKind[slot] !== kind) continue;
          const words = n > 1 ? this.titleOf(slot) : undefined;
          if (n > 1 && (!words || words.length < n)) continue;
          titleAlive[slot] = 1;
          titles.set(slot, words);
        }
        if (titleAlive[slot] && positions.length) {
          kindOf ??= kindsOf(candidates);
          const words = titles.get(slot)!;
          if (positions.some((p) => kindOf!.get(words[p]) !== kind)) titleAlive[slot] = 0;
        }
      }
      if (step === 0) for (let i = 0; i < t; i++) firstKind[touched[i]] = 0;
      out.known[j] = known;
    }
    for (const slot of titles.keys()) {
      if (titleAlive[slot] && count[slot] === m) score[slot] += TITLE_START_SCORE;
      titleAlive[slot] = 0;
    }
  }

  /** How many items `visible(slot)` accepts hold the word. */
  itemsHolding(id: number, visible: (slot: number) => boolean): number {
    this.refresh();
    let items = 0;
    for (const segment of [this.large, this.recent]) {
      if (id >= segment.tokens) continue;
      for (let i = segment.postingOffsets[id], end = segment.postingOffsets[id + 1]; i < end; i++) {
        if (visible(segment.postingEntries[i] >>> ENTRY_SLOT_SHIFT)) items++;
      }
    }
    return items;
  }

  /** Every word known at most `reach` typos from `word` (and maybe a few more: callers check). */
  near(word: string, reach: number, emit: (id: number, text: string) => void): void {
    for (const id of this.nearIds(word, reach)) emit(id, this.vocabulary.texts[id]);
  }

  /** The words a query word matches, each under its kind (shared/search-words.ts wordMatch). */
  private candidates(word: string): Candidates {
    const vocabulary = this.vocabulary;
    const exactId = vocabulary.find(word);
    const out: Candidates = { exact: exactId === undefined ? [] : [exactId], start: [], typo: [] };
    vocabulary.withPrefix(word, (id) => {
      if (id !== exactId) out.start.push(id);
    });
    out.typo = this.typoWords(word);
    return out;
  }

  /**
   * The words within a query word's typos (not starting with it): the words within its reach, as
   * wordMatch decides it.
   */
  private typoWords(word: string): number[] {
    const reach = typoReach(letterCount(word));
    if (reach === 0) return [];
    const texts = this.vocabulary.texts;
    return this.nearIds(word, reach).filter((id) => !texts[id].startsWith(word) && wordMatch(word, texts[id]) === MATCH.typo);
  }

  /**
   * The ids of the words within `reach` typos of `word`: the costliest lookup of a query (and of
   * "Did you mean"), so the lists of the last NEAR_CACHE_WORDS lookups are kept (readers search the
   * same words again and again), while the vocabulary has not grown: a new word may be near any of them.
   */
  private nearIds(word: string, reach: number): number[] {
    if (this.nearCacheSize !== this.vocabulary.size) {
      this.nearCache.clear();
      this.nearCacheSize = this.vocabulary.size;
    }
    const key = `${reach} ${word}`;
    const kept = this.nearCache.get(key);
    if (kept) {
      // Most recently used last: the oldest is the first a full cache drops.
      this.nearCache.delete(key);
      this.nearCache.set(key, kept);
      return kept;
    }
    const ids: number[] = [];
    this.vocabulary.near(word, reach, (id) => ids.push(id));
    if (ids.length <= NEAR_CACHE_LIST_MAX) {
      if (this.nearCache.size >= NEAR_CACHE_WORDS) this.nearCache.delete(this.nearCache.keys().next().value!);
      this.nearCache.set(key, ids);
    }
    return ids;
  }

  private titleOf(slot: number): Int32Array | undefined {
    return this.large.titleOf(slot) ?? this.recent.titleOf(slot);
  }

  /** Rebuilds the recent segment after changes. */
  private refresh(): void {
    if (!this.changed) return;
    this.changed = false;
    this.recent = Segment.of(this.recentItems.values(), this.vocabulary.size);
  }
}

/** The kind of each word a query word matches. */
function kindsOf(candidates: Candidates): Map<number, number> {
  const kinds = new Map<number, number>();
  for (const id of candidates.typo) kinds.set(id, MATCH.typo);
  for (const id of candidates.start) kinds.set(id, MATCH.start);
  for (const id of candidates.exact) kinds.set(id, MATCH.exact);
  return kinds;
}

/** Cuts an item's fields into one word stream (MARK before each field, in FIELD_ORDER). */
function prepare(vocabulary: Vocabulary, slot: number, fields: SearchableText): ItemTokens {
  const out: number[] = [];
  for (const text of fieldTexts(fields)) {
    out.push(MARK);
    if (text) forEachWord(text, (word) => out.push(vocabulary.id(word)));
  }
  return { slot, tokens: Int32Array.from(out) };
}
