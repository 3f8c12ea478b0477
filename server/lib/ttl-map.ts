/**
 * A Map whose entries expire a fixed time after they were set and which never holds more than
 * `maxEntries` (the view window's memory: server/modules/content/view-window.ts).
 *
 * Every entry lives equally long and time only moves forward, so insertion order is expiry order:
 * expired entries are always at the front and each `set` drops them from there, a few at a time.
 * When more entries are live than the bound allows, the oldest go first: forgetting early can only
 * make the owner count something twice, never lose it.
 */
export class TtlMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The value set under `key` less than the TTL before `at`, if any. */
  get(key: string, at: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > at) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Sets `key` for the TTL from `at` (a fresh window, moved to the back). */
  set(key: string, value: V, at: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: at + this.ttlMs });
    for (const [oldest, entry] of this.entries) {
      if (entry.expiresAt > at && this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
