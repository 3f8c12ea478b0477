/**
 * The public cache's memory bound (server/lib/lru-by-bytes.ts): past its cap it forgets the
 * answers read least recently, never more than it must to get back under the cap by a margin.
 */
import { describe, expect, it } from 'vitest';
import { LruByBytes, type Sized } from '../../server/lib/lru-by-bytes.ts';

const answer = (bytes: number): Sized => ({ bytes });
const kept = (cache: LruByBytes<Sized>, keys: string[]) => keys.filter((key) => cache.get(key) !== undefined);

describe('a cache bounded in bytes', () => {
  it('keeps everything under its cap, and counts what it keeps', () => {
    const cache = new LruByBytes<Sized>(1_000);
    for (const key of ['a', 'b', 'c']) cache.set(key, answer(300));
    expect(cache.bytes).toBe(900);
    cache.set('b', answer(100)); // a new copy replaces the old one's weight
    expect(cache.bytes).toBe(700);
    cache.delete('c');
    expect(cache.bytes).toBe(400);
    expect(kept(cache, ['a', 'b', 'c'])).toEqual(['a', 'b']);
  });

  it('forgets the least recently read first: a page in demand stays however old it is', () => {
    const cache = new LruByBytes<Sized>(1_000);
    for (const key of ['home', 'old-list', 'article']) cache.set(key, answer(300));
    cache.get('home'); // read again: now the most recent
    cache.set('new-page', answer(300)); // 1,200 bytes: over the cap
    expect(cache.bytes).toBeLessThanOrEqual(900);
    expect(cache.get('old-list')).toBeUndefined();
    expect(kept(cache, ['home', 'article', 'new-page'])).toEqual(['home', 'article', 'new-page']);
  });

  it('drops down to 90% of the cap in one pass, least recent first', () => {
    const cache = new LruByBytes<Sized>(1_000);
    for (let i = 0; i < 10; i++) cache.set(`page-${i}`, answer(100));
    cache.get('page-0');
    cache.set('page-10', answer(150)); // 1,150 bytes: pages 1 and 2 (200) and then 3 go, to 850
    expect(cache.bytes).toBe(850);
    expect(kept(cache, ['page-0', 'page-1', 'page-2', 'page-3', 'page-4', 'page-10'])).toEqual(['page-0', 'page-4', 'page-10']);
  });

  it('counts a kept answer growing (a compressed copy added), and not one already forgotten', () => {
    const cache = new LruByBytes<Sized>(10_000);
    const entry = answer(1_000);
    cache.set('list', entry);
    cache.grow('list', entry, 200);
    expect(cache.bytes).toBe(1_200);
    cache.delete('list');
    cache.grow('list', entry, 300);
    expect(cache.bytes).toBe(0);
  });
});
