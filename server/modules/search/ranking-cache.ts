/**
 * Recent search rankings, so a repeated query (the next page, a popular search, the next visitor
 * typing the same words) skips the index work. An entry holds until the index changes: the
 * generation in search_state moves on every write that adds, changes or removes an indexed item,
 * and a scheduled item whose date has come since the entry was made invalidates it too. Views are
 * not part of an entry: the popularity order is made per request from the current counts.
 * Rankings are small (document numbers, content ids and scores, at most SEARCH_WINDOW each), so
 * a few hundred entries cost a few megabytes.
 */
import type Database from 'better-sqlite3';
import type { Db } from '../../db/client.ts';
import { becameVisible, indexGeneration } from './repository.ts';

interface Entry<T> {
  value: T;
  generation: number;
  /** visibleFrom() when the entry was made. */
  from: number;
}

let capacity = 256;
let caches = new WeakMap<Database.Database, Map<string, Entry<unknown>>>();

/** How many rankings are kept per database (0 turns the cache off: the benchmark's cold run). Empties it. */
export function setRankingCacheCapacity(entries: number): void {
  capacity = entries;
  caches = new WeakMap();
}

/** The cached value for `key` when the index has not changed since it was made, else compute()'s. */
export function cachedRanking<T>(db: Db, key: string, from: number, compute: () => T): T {
  if (capacity <= 0) return compute();
  let cache = caches.get(db.$client);
  if (!cache) caches.set(db.$client, (cache = new Map()));
  const generation = indexGeneration(db);
  const hit = cache.get(key) as Entry<T> | undefined;
  if (hit) {
    cache.delete(key);
    if (hit.generation === generation && !becameVisible(db, hit.from, from)) {
      cache.set(key, hit); // most recently used last
      return hit.value;
    }
  }
  const value = compute();
  cache.set(key, { value, generation, from });
  if (cache.size > capacity) cache.delete(cache.keys().next().value!);
  return value;
}
