/**
 * A Map bounded in bytes that drops the least recently used entries first (the public cache's
 * store: server/plugins/public-cache.ts).
 *
 * Recency is a counter stamped on the slot holding each entry at each hit, not the Map's order.
 * Moving each hit to the end of the Map (delete, then set) made V8 rebuild the Map's table over and
 * over; the Map is long-lived, so every new table outlived a young-generation collection and was
 * copied into the old generation. Under a read flood the heap grew by about 140 bytes a request
 * (4 MB a second) until a full collection, and a cached list answered a fifth fewer requests a
 * second (wrk). A slot is made once per `set` (a cache miss), never on a hit.
 *
 * Over the cap, the least recently used entries go in one sorted pass, down to LOW_WATER of it:
 * a crawl through thousands of new addresses sorts once per many insertions, not on each.
 *
 * An entry nobody has read for a while goes too (`dropIdle`, called on a timer by its owner): a
 * server back to quiet after a spike or a crawl gives that memory back instead of holding the cap
 * for ever. A hit stays as cheap as above: `dropIdle` notes the recency counter with the time at
 * each call, and an entry last used before the note taken `idleMs` ago has been idle that long.
 */
export interface Sized {
  /** What the entry weighs, as counted against the cap. */
  bytes: number;
}

interface Slot<T> {
  value: T;
  /** The clock at the entry's last `get` or `set`. */
  used: number;
}

const LOW_WATER = 0.9;

export class LruByBytes<T extends Sized> {
  private readonly slots = new Map<string, Slot<T>>();
  private total = 0;
  private clock = 0;
  /** (time, recency counter) at each `dropIdle`, oldest first: what had been used by when. */
  private marks: Array<{ at: number; clock: number }> = [];

  constructor(private readonly maxBytes: number) {}

  /** The entry under `key`, now the most recently used. */
  get(key: string): T | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    slot.used = ++this.clock;
    return slot.value;
  }

  set(key: string, value: T): void {
    this.delete(key);
    this.slots.set(key, { value, used: ++this.clock });
    this.total += value.bytes;
    if (this.total > this.maxBytes) this.evict();
  }

  /** `entry` (kept under `key`) takes `by` more bytes; counted only while it is still kept. */
  grow(key: string, entry: T, by: number): void {
    entry.bytes += by;
    if (this.slots.get(key)?.value === entry) this.total += by;
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.total -= slot.value.bytes;
  }

  /**
   * Drops the entries not read or set in the `idleMs` before `at` (as far as earlier calls can
   * tell: call it at least every `idleMs / 2`, and an entry goes between `idleMs` and one interval
   * more after its last use). Answers how many went.
   */
  dropIdle(at: number, idleMs: number): number {
    let mark: { at: number; clock: number } | undefined;
    while (this.marks.length && this.marks[0].at <= at - idleMs) mark = this.marks.shift();
    this.marks.push({ at, clock: this.clock });
    if (!mark) return 0;
    let dropped = 0;
    for (const [key, slot] of this.slots) {
      if (slot.used > mark.clock) continue;
      this.delete(key);
      dropped++;
    }
    return dropped;
  }

  /** Bytes kept. */
  get bytes(): number {
    return this.total;
  }

  private evict(): void {
    const leastRecentFirst = [...this.slots].sort(([, a], [, b]) => a.used - b.used);
    for (const [key] of leastRecentFirst) {
      if (this.total <= this.maxBytes * LOW_WATER) break;
      this.delete(key);
    }
  }
}
