/**
 * The searchable library of one database, held in memory: every published or scheduled item's
 * text index entry (text-index.ts), date, type, category and popularity, and the items in result
 * order. Built once from the tables (at start-up, see routes.ts), then kept exact before every
 * search by the change logs the database's triggers write (migrations/0007_search_memory_index.sql),
 * so writes by anyone, this process or another, are seen by the next search. Whether an item's date
 * has come is decided at query time with the same rule and clock as every public list.
 *
 * Items are numbered by slot, in the order they were added; an edited item gets a new slot (the
 * text index never reuses one). At 100,000 items the library takes a couple of hundred megabytes,
 * most of it the token streams; building it reads and cuts the whole text once (a few seconds).
 */
import { type ContentType } from '../../../shared/constants.ts';
import { compareByDate } from '../../../shared/search-scoring.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';
import { TextIndex } from './text-index.ts';

export const TYPE_CODE: Record<ContentType, number> = { article: 0, video: 1, tvshow: 2, podcast: 3 };

/** More changes than this at once (a bulk import) are cheaper to read as a new build. */
const REBUILD_AFTER_CHANGES = 5000;

function* mapped<T, U>(items: Iterable<T>, f: (item: T) => U): Generator<U> {
  for (const item of items) yield f(item);
}

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
  /** Ids of lower-cased categories (see categoryId). */
  categories = new Int32Array(0);
  popularity = new Float64Array(0);
  /** 1 while the item's date is still to come. */
  hidden = new Uint8Array(0);
  /** Live slots in the date order of shared/search-scoring.ts (newer first, then by id). */
  readonly order: number[];
  /** Scratch arrays of one search (searches run one at a time: they are synchronous). */
  private scratchMask = new Uint8Array(0);
  private scratchHits = new Int32Array(0);
  /** Hidden live slots, earliest date first: they turn visible in this order. */
  private pending: number[] = [];
  private checkedAt: string;
  private readonly slotOf = new Map<string, number>();
  private readonly categoryIds = new Map<string, number>();
  /** Sequence numbers of the log entries already applied. */
  contentSeq = 0;
  popularitySeq = 0;

  constructor(items: Iterable<repo.IndexedItem>) {
    this.checkedAt = nowIso();
    // Streamed: the text of 100,000 items is cut as it is read, never held at once.
    this.text = new TextIndex(mapped(items, (item) => ({ slot: this.describe(item), fields: item })));
    this.order = [...this.slotOf.values()].sort(this.compareSlots);
    this.pending.sort(this.compareDates);
  }

  get slots(): number {
    return this.itemIds.length;
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** A zeroed array with a byte per slot, for TextIndex.match. */
  maskArray(): Uint8Array {
    if (this.scratchMask.length < this.slots) this.scratchMask = new Uint8Array(this.slots + 1024);
    else this.scratchMask.fill(0, 0, this.slots);
    return this.scratchMask;
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

  /** Slots given out beyond the live items: an edited item leaves its old slot behind. */
  get wornOut(): boolean {
    return this.slots > 2 * this.size + 10_000;
  }

  /** Records an item's facts under a new slot. */
  private describe(item: repo.IndexedItem): number {
    const slot = this.itemIds.length;
    this.itemIds.push(item.itemId);
    this.dates.push(item.date);
    this.types = grown(this.types, slot + 1);
    this.categories = grown(this.categories, slot + 1);
    this.popularity = grown(this.popularity, slot + 1);
    this.hidden = grown(this.hidden, slot + 1);
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

const libraries = new WeakMap<Db['$client'], Library>();

/** Builds the library from the tables, with the log positions it includes (one snapshot). */
function build(db: Db): Library {
  return repo.snapshot(db, () => {
    const contentSeq = repo.lastSeq(db, 'search_changes');
    const popularitySeq = repo.lastSeq(db, 'search_popularity_changes');
    const library = new Library(repo.allItems(db));
    library.contentSeq = contentSeq;
    library.popularitySeq = popularitySeq;
    return library;
  });
}

/**
 * Applies what the logs recorded since the library's last look. Returns false when that cannot be
 * done in place: so many changes that a new build is cheaper, or entries missing (trimmed from the
 * log). Sequence numbers have no holes otherwise (AUTOINCREMENT; a rolled back write takes its
 * number back), so a count short of the numbers given out means entries were lost.
 */
function catchUp(db: Db, library: Library): boolean {
  return repo.snapshot(db, () => {
    const lastChange = repo.lastSeq(db, 'search_changes');
    if (lastChange - library.contentSeq > REBUILD_AFTER_CHANGES) return false;
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

/** The library of this database, up to date with every write and with the clock. */
export function libraryOf(db: Db): Library {
  let library = libraries.get(db.$client);
  const fresh =
    library &&
    repo.lastSeq(db, 'search_changes') === library.contentSeq &&
    repo.lastSeq(db, 'search_popularity_changes') === library.popularitySeq;
  if (!library || (!fresh && (!catchUp(db, library) || library.wornOut))) {
    library = build(db);
    libraries.set(db.$client, library);
  }
  library.releaseDue();
  return library;
}
