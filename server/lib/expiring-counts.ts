/**
 * Small counts under 64-bit keys, each expiring a fixed time after it was first counted, in a
 * hash table of fixed size made of typed arrays (the view window's memory:
 * server/modules/content/view-window.ts).
 *
 * It replaces a Map of string keys to objects, which took about 130 bytes of V8's heap per entry
 * (a key string, a wrapper object, a boxed time, the Map's own slots), 33 MB when a busy day kept
 * the window full, and heap V8 seldom gives back once grown. Here a slot is 14 bytes, whatever the
 * key was (the owner hashes it): the whole table is `capacity * 14` bytes, allocated on the first
 * count, so the bound is a fixed figure and a server that counts no views holds none of it.
 *
 * Open addressing with linear probing. An expired slot is free to take again but does not end a
 * probe (an entry set later may sit past it). When more than half the slots have been taken since
 * the last tidy, the live entries are put back in place of everything; if more than MAX_LIVE of the
 * slots are still live then, the ones expiring first go (forgetting early can only make the owner
 * count something twice, never lose it).
 */
const MAX_LIVE = 0.4;

export class ExpiringCounts {
  private hi!: Uint32Array;
  private lo!: Uint32Array;
  /** Whole seconds since the epoch after which the slot is free (rounded down); 0: never taken. */
  private expires!: Uint32Array;
  private counts!: Uint16Array;
  private taken = 0;
  private readonly mask: number;

  /** `capacity` (a power of two) slots, at most half of them live; entries live `ttlMs`. */
  constructor(
    private readonly capacity: number,
    private readonly ttlMs: number,
  ) {
    if (capacity & (capacity - 1)) throw new Error('ExpiringCounts: capacity must be a power of two');
    this.mask = capacity - 1;
  }

  /** The count under the key (0 if none, or expired by `at`). */
  get(hi: number, lo: number, at: number): number {
    if (!this.expires) return 0;
    const i = this.find(hi, lo, at);
    return i < 0 ? 0 : this.counts[i];
  }

  /** Adds one under the key (a new entry, expiring `ttlMs` after `at`, if there is none live). */
  add(hi: number, lo: number, at: number): void {
    if (!this.expires) this.allocate();
    const found = this.find(hi, lo, at);
    if (found >= 0) {
      if (this.counts[found] < 0xffff) this.counts[found]++;
      return;
    }
    const seconds = Math.floor(at / 1000);
    let i = lo & this.mask;
    // The first free slot: never taken, or expired (the key itself, expired, is one of those).
    while (this.expires[i] !== 0 && this.expires[i] > seconds) i = (i + 1) & this.mask;
    if (this.expires[i] === 0) this.taken++;
    this.put(i, hi, lo, Math.floor((at + this.ttlMs) / 1000), 1);
    if (this.taken > this.capacity / 2) this.tidy(seconds);
  }

  /** The slot of the live entry under the key, or -1. */
  private find(hi: number, lo: number, at: number): number {
    const seconds = Math.floor(at / 1000);
    for (let i = lo & this.mask; this.expires[i] !== 0; i = (i + 1) & this.mask) {
      if (this.lo[i] === lo && this.hi[i] === hi && this.expires[i] > seconds) return i;
    }
    return -1;
  }

  private put(i: number, hi: number, lo: number, expires: number, count: number): void {
    this.hi[i] = hi;
    this.lo[i] = lo;
    this.expires[i] = expires;
    this.counts[i] = count;
  }

  private allocate(): void {
    this.hi = new Uint32Array(this.capacity);
    this.lo = new Uint32Array(this.capacity);
    this.expires = new Uint32Array(this.capacity);
    this.counts = new Uint16Array(this.capacity);
  }

  /** Only the live entries again, each where a probe for it starts looking (at most MAX_LIVE of the slots). */
  private tidy(seconds: number): void {
    const live: number[] = [];
    for (let i = 0; i < this.capacity; i++) if (this.expires[i] > seconds) live.push(i);
    const keep = Math.floor(this.capacity * MAX_LIVE);
    if (live.length > keep) {
      live.sort((a, b) => this.expires[b] - this.expires[a]); // those expiring last first
      live.length = keep;
    }
    const entries = live.map((i) => [this.hi[i], this.lo[i], this.expires[i], this.counts[i]] as const);
    this.expires.fill(0);
    this.taken = entries.length;
    for (const [hi, lo, expires, count] of entries) {
      let i = lo & this.mask;
      while (this.expires[i] !== 0) i = (i + 1) & this.mask;
      this.put(i, hi, lo, expires, count);
    }
  }
}
