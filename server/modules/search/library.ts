/**
 * The searchable library of one database, held in memory: every published or scheduled item's
 * text index entry (text-index.ts), date, type, category and popularity, and the items in result
 * order. Built from the tables (in a worker thread: library-keeper.ts), then kept exact before
 * every search by the change logs the database's triggers write
 * (migrations/0007_search_memory_index.sql), so writes by anyone, this process or another, are seen
 * by the next search. Whether an item's date has come is decided at query time with the same rule
 * and clock as every public list.
 *
 * Items are numbered by slot, in the order they were added; an edited item gets a new slot (the
 * text index never reuses one) and leaves its old one, its text index entries and maybe tokens no
 * live item has behind. What a query costs depends on all of that, so the library counts it
 * (`waste`) and is built anew once it passes a bound relative to what is live: a server that took
 * any number of edits searches as fast, in as little memory, as a fresh one (within that bound).
 * At 100,000 items the library takes about 300 MB, most of it the token streams; building it reads
 * and cuts the whole text once (a few seconds).
 */
import { type ContentType } from '../../../shared/constants.ts';
import { compareByDate, type QueryWords } from '../../../shared/search-scoring.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import { Matches, TextIndex, type TextIndexParts } from './text-index.ts';

export const TYPE_CODE: Record<ContentType, number> = { article: 0, video: 1, tvshow: 2, podcast: 3 };

/**
 * The bounds past which the library is built anew (library-keeper.ts), each a fraction of what is
 * live plus a floor that keeps a small site from rebuilding at every edit:
 *  - text of removed items and replaced versions (their entries and tokens stay until then), in
 *    characters: one eighth of the live text, at least 64 K;
 *  - slots given out beyond the live items: one eighth, at least 1,000;
 *  - tokens in the recent segment, rebuilt on each change: 100,000 (~150 long articles).
 */
const DEAD_TEXT_SHARE = 1 / 8;
const DEAD_TEXT_FLOOR = 64 * 1024;
const DEAD_SLOTS_FLOOR = 1000;
const RECENT_MAX_TOKENS = 100_000;

/** What a worker thread hands over of a library it built (typed arrays move without a copy). */
export interface LibraryParts {
  text: TextIndexParts;
  itemIds: string[];
  dates: string[];
  types: Uint8Array<ArrayBuffer>;
  categoryNames: string[];
  categories: Int32Array<ArrayBuffer>;
  popularity: Float64Array<ArrayBuffer>;
  weights: Int32Array<ArrayBuffer>;
  order: Int32Array<ArrayBuffer>;
  contentSeq: number;
  popularitySeq: number;
}

function* mapped<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}

/** Characters of an item's indexed text: what its entries and tokens weigh. */
const weightOf = (item: repo.IndexedItem) =>
  item.title.length + (item.category?.length ?? 0) + (item.description?.length ?? 0) + (item.people?.length ?? 0) + (item.tags?.length ?? 0) + (item.body?.length ?? 0);

/** Typed per-slot facts (the ranking walks them for every query), grown by doubling. */
function grown<T extends Uint8Array | Int32Array | Float64Array>(array: T, length: number): T {
  if (length <= array.length) return array;
  const bigger = new (array.constructor as new (n: number) => T)(Math.max(1024, array.length * 2));
  bigger.set(array);
  return bigger;
}

export class Library {
  readonly text: TextIndex;
  readonly itemIds: string[] = [];
  readonly dates: string[] = [];
  types = new Uint8Array(0);
  /** Characters of each slot's text (weightOf). */
  private weights = new Int32Array(0);
  private liveText = 0;
  private deadText = 0;
  /** Ids of lower-cased categories (see categoryId). */
  categories = new Int32Array(0);
  popularity = new Float64Array(0);
  /** 1 while the item's date is still to come. */
  hidden = new Uint8Array(0);
  /** 1 while the slot holds a live item (0 once removed or replaced). */
  private live = new Uint8Array(0);
  /** Live slots in the date order of shared/search-scoring.ts (newer first, then by id). */
  readonly order: number[] = [];
  /** Scratch arrays of one search (searches run one at a time: they are synchronous). */
  private readonly scratchMatches = new Matches();
  private scratchHits = new Int32Array(0);
  /** Hidden live slots, earliest date first: they turn visible in this order. */
  private pending: number[] = [];
  private checkedAt: string;
  private readonly slotOf = new Map<string, number>();
  private readonly categoryIds = new Map<string, number>();
  /** Sequence numbers of the log entries already applied. */
  contentSeq = 0;
  popularitySeq = 0;

  private constructor(items: Iterable<repo.IndexedItem> | LibraryParts) {
    this.checkedAt = nowIso();
    if (Symbol.iterator in items) {
      // Streamed: the text of 100,000 items is cut as it is read, never held at once.
      this.text = TextIndex.build(mapped(items, (item) => ({ slot: this.describe(item), fields: item })));
      this.order.push(...[...this.slotOf.values()].sort(this.compareSlots));
    } else {
      this.text = TextIndex.fromParts(items.text);
      this.adopt(items);
    }
    this.pending.sort(this.compareDates);
  }

  /** The library of `items` (one snapshot of the tables). */
  static build(items: Iterable<repo.IndexedItem>): Library {
    return new Library(items);
  }

  /** The library a worker thread built (see parts()). */
  static fromParts(parts: LibraryParts): Library {
    return new Library(parts);
  }

  /** What a worker thread hands over of a library it has just built (nothing changed since). */
  parts(): LibraryParts {
    return {
      text: this.text.parts(),
      itemIds: this.itemIds,
      dates: this.dates,
      types: this.types,
      categoryNames: [...this.categoryIds.keys()],
      categories: this.categories,
      popularity: this.popularity,
      weights: this.weights,
      order: Int32Array.from(this.order),
      contentSeq: this.contentSeq,
      popularitySeq: this.popularitySeq,
    };
  }

  /** Takes over the arrays of a library built elsewhere; what depends on the clock is decided here. */
  private adopt(parts: LibraryParts): void {
    this.itemIds.push(...parts.itemIds);
    this.dates.push(...parts.dates);
    this.types = parts.types;
    this.categories = parts.categories;
    this.popularity = parts.popularity;
    this.weights = parts.weights;
    this.hidden = new Uint8Array(parts.types.length);
    this.live = new Uint8Array(parts.types.length);
    parts.categoryNames.forEach((name, id) => this.categoryIds.set(name, id));
    for (const slot of parts.order) {
      this.order.push(slot);
      this.live[slot] = 1;
      this.slotOf.set(this.itemIds[slot], slot);
      this.liveText += this.weights[slot];
      if (this.dates[slot] > this.checkedAt) {
        this.hidden[slot] = 1;
        this.pending.push(slot);
      }
    }
    this.contentSeq = parts.contentSeq;
    this.popularitySeq = parts.popularitySeq;
  }

  get slots(): number {
    return this.itemIds.length;
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Whether the item in a slot is live and its date has come: what readers may find. */
  readonly visible = (slot: number): boolean => this.live[slot] === 1 && this.hidden[slot] === 0;

  /** Every item's match of a query (TextIndex.match), in arrays reused by the next search. */
  match(query: QueryWords): Matches {
    this.text.match(query, this.slots, this.scratchMatches, this.visible);
    return this.scratchMatches;
  }

  /** An array with room for every live slot (ranking.ts). */
  hitsArray(): Int32Array {
    if (this.scratchHits.length < this.order.length) this.scratchHits = new Int32Array(this.order.length + 1024);
    return this.scratchHits;
  }

  /** The id of a category name (any case), or -1 when no item has it. */
  categoryId(name: string): number {
    return this.categoryIds.get(name.toLowerCase()) ?? -1;
  }

  add(item: repo.IndexedItem): void {
    const slot = this.describe(item);
    this.text.add(slot, item);
    this.order.splice(this.position(this.order, slot, this.compareSlots), 0, slot);
    if (this.hidden[slot]) this.pending.splice(this.position(this.pending, slot, this.compareDates), 0, slot);
  }

  remove(itemId: string): void {
    const slot = this.slotOf.get(itemId);
    if (slot === undefined) return;
    this.slotOf.delete(itemId);
    this.live[slot] = 0;
    this.liveText -= this.weights[slot];
    this.deadText += this.weights[slot];
    this.text.remove(slot);
    const at = this.position(this.order, slot, this.compareSlots);
    if (this.order[at] === slot) this.order.splice(at, 1);
    if (this.hidden[slot]) this.pending = this.pending.filter((s) => s !== slot);
  }

  setPopularity(itemId: string, popularity: number): void {
    const slot = this.slotOf.get(itemId);
    if (slot !== undefined) this.popularity[slot] = popularity;
  }

  /** Shows the items whose date has come since the last look (string comparison, as visibility.ts). */
  releaseDue(): void {
    const now = nowIso();
    if (now < this.checkedAt) {
      // The clock went back (tests): decide every item again.
      this.pending = [];
      for (const slot of this.order) {
        this.hidden[slot] = this.dates[slot] > now ? 1 : 0;
        if (this.hidden[slot]) this.pending.push(slot);
      }
      this.pending.sort(this.compareDates);
    }
    let due = 0;
    while (due < this.pending.length && this.dates[this.pending[due]] <= now) this.hidden[this.pending[due++]] = 0;
    if (due) this.pending.splice(0, due);
    this.checkedAt = now;
  }

  /**
   * What the library holds: slots given out, live items, words known and their characters, and the
   * bytes of the index's typed arrays (postings, titles, the sorted word order).
   */
  get footprint(): { slots: number; items: number; tokens: number; tokenChars: number; indexBytes: number } {
    const { count, chars } = this.text.tokens;
    return { slots: this.slots, items: this.size, tokens: count, tokenChars: chars, indexBytes: this.text.bytes };
  }

  /**
   * What queries pay for beyond the live items, when it has passed its bound (see
   * DEAD_TEXT_SHARE): removed and replaced items' text, slots, the recent segment. Null within it.
   */
  get waste(): string | null {
    if (this.deadText > this.liveText * DEAD_TEXT_SHARE + DEAD_TEXT_FLOOR) return `${this.deadText} characters of removed text`;
    if (this.slots - this.size > this.size * DEAD_TEXT_SHARE + DEAD_SLOTS_FLOOR) return `${this.slots - this.size} removed slots`;
    if (this.text.recentTokens > RECENT_MAX_TOKENS) return `${this.text.recentTokens} recent tokens`;
    return null;
  }

  /** Records an item's facts under a new slot. */
  private describe(item: repo.IndexedItem): number {
    const slot = this.itemIds.length;
    this.itemIds.push(item.itemId);
    this.dates.push(item.date);
    this.types = grown(this.types, slot + 1);
    this.weights = grown(this.weights, slot + 1);
    this.weights[slot] = weightOf(item);
    this.liveText += this.weights[slot];
    this.categories = grown(this.categories, slot + 1);
    this.popularity = grown(this.popularity, slot + 1);
    this.hidden = grown(this.hidden, slot + 1);
    this.live = grown(this.live, slot + 1);
    this.live[slot] = 1;
    this.types[slot] = TYPE_CODE[item.type];
    const category = (item.category ?? '').toLowerCase();
    let id = this.categoryIds.get(category);
    if (id === undefined) this.categoryIds.set(category, (id = this.categoryIds.size));
    this.categories[slot] = id;
    this.popularity[slot] = item.popularity;
    this.hidden[slot] = item.date > this.checkedAt ? 1 : 0;
    if (this.hidden[slot]) this.pending.push(slot);
    this.slotOf.set(item.itemId, slot);
    return slot;
  }

  private readonly compareSlots = (a: number, b: number) =>
    compareByDate({ date: this.dates[a], id: this.itemIds[a] }, { date: this.dates[b], id: this.itemIds[b] });

  private readonly compareDates = (a: number, b: number) => -this.compareSlots(a, b);

  /** Where `slot` is, or would go, in a list sorted by `compare`. */
  private position(list: number[], slot: number, compare: (a: number, b: number) => number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(list[mid], slot) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** Builds the library from the tables, with the log positions it includes (one snapshot). */
export function buildFromTables(db: Db): Library {
  return repo.snapshot(db, () => {
    const contentSeq = repo.lastSeq(db, 'search_changes');
    const popularitySeq = repo.lastSeq(db, 'search_popularity_changes');
    const library = Library.build(repo.allItems(db));
    library.contentSeq = contentSeq;
    library.popularitySeq = popularitySeq;
    return library;
  });
}

/** Whether the logs hold nothing the library has not applied. */
export function isCurrent(db: Db, library: Library): boolean {
  return repo.lastSeq(db, 'search_changes') === library.contentSeq && repo.lastSeq(db, 'search_popularity_changes') === library.popularitySeq;
}

/**
 * Applies what the logs recorded since the library's last look. Returns false when that cannot be
 * done in place: more than `maxChanges` (a bulk import: a new build is cheaper), or entries missing
 * (trimmed from the log). Sequence numbers have no holes otherwise (AUTOINCREMENT; a rolled back
 * write takes its number back), so a count short of the numbers given out means entries were lost.
 */
export function catchUp(db: Db, library: Library, maxChanges: number): boolean {
  return repo.snapshot(db, () => {
    const lastChange = repo.lastSeq(db, 'search_changes');
    if (lastChange - library.contentSeq > maxChanges) return false;
    const changes = repo.changesSince(db, 'search_changes', library.contentSeq);
    if (changes.length !== lastChange - library.contentSeq) return false;
    const lastViews = repo.lastSeq(db, 'search_popularity_changes');
    const views = repo.changesSince(db, 'search_popularity_changes', library.popularitySeq);
    const missed = views.length !== lastViews - library.popularitySeq;
    for (const { itemId, popularity } of missed ? repo.allPopularity(db) : views) library.setPopularity(itemId, popularity);
    library.popularitySeq = lastViews;
    if (changes.length) {
      // Read after the popularity entries: these rows carry the latest popularity themselves.
      const ids = [...new Set(changes.map((c) => c.itemId))];
      for (const id of ids) library.remove(id);
      for (const item of repo.itemsById(db, ids)) library.add(item);
    }
    library.contentSeq = lastChange;
    return true;
  });
}
