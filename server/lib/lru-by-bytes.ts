/**
 * A Map bounded in bytes that drops the least recently used entries first (the public cache's
 * store: server/plugins/public-cache.ts).
 *
 * Recency is a counter stamped on the entry at each hit, not the Map's order. Moving each hit to
 * the end of the Map (delete, then set) made V8 rebuild the Map's table over and over; the Map is
 * long-lived, so every new table outlived a young-generation collection and was copied into the
 * old generation. Under a read flood the heap grew by about 140 bytes a request (4 MB a second)
 * until a full collection, and a cached list answered a fifth fewer requests a second (wrk).
 *
 * Over the cap, the least recently used entries go in one sorted pass, down to LOW_WATER of it:
 * a crawl through thousands of new addresses sorts once per many insertions, not on each.
 */
export interface Sized {
  /** What the entry weighs, as counted against the cap. */
  bytes: number;
  /** Recency stamp, set by the map. */
  used: number;
}

const LOW_WATER = 0.9;

export class LruByBytes<T extends Sized> {
  private readonly entries = new Map<string, T>();
  private total = 0;
  private clock = 0;

  constructor(private readonly maxBytes: number) {}

  /** The entry under `key`, now the most recently used. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry) entry.used = ++this.clock;
    return entry;
  }

  set(key: string, entry: T): void {
    this.delete(key);
    entry.used = ++this.clock;
    this.entries.set(key, entry);
    this.total += entry.bytes;
    if (this.total > this.maxBytes) this.evict();
  }

  /** `entry` (kept under `key`) takes `by` more bytes; counted only while it is still kept. */
  grow(key: string, entry: T, by: number): void {
    entry.bytes += by;
    if (this.entries.get(key) === entry) this.total += by;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  /** Bytes kept. */
  get bytes(): number {
    return this.total;
  }

  private evict(): void {
    const leastRecentFirst = [...this.entries].sort(([, a], [, b]) => a.used - b.used);
    for (const [key] of leastRecentFirst) {
      if (this.total <= this.maxBytes * LOW_WATER) break;
      this.delete(key);
    }
  }
}
