/**
 * The public cache's memory bound (server/lib/lru-by-bytes.ts): past its cap it forgets the
 * answers read least recently, never more than it must to get back under the cap by a margin.
 */
import { describe, expect, it } from 'vitest';
import { LruByBytes, type Sized } from '../../server/lib/lru-by-bytes.ts';
import { cacheBytesFor, IDLE_MS } from '../../server/plugins/public-cache.ts';
import { testClock } from '../helpers/clock.ts';

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

  it('gives back what nobody has read for the idle time, as the public cache does every half of it', () => {
    const clock = testClock();
    const cache = new LruByBytes<Sized>(cacheBytesFor(1024 ** 3));
    const tick = () => {
      clock.advance(IDLE_MS / 2);
      return cache.dropIdle(clock(), IDLE_MS);
    };
    for (const key of ['home', 'spike-article', 'crawled-tag']) cache.set(key, answer(50_000));
    expect(cache.dropIdle(clock(), IDLE_MS)).toBe(0);
    expect(tick()).toBe(0); // half the idle time: all stay
    cache.get('home'); // still read
    expect(tick()).toBe(2); // the idle time since their last read: gone
    expect(kept(cache, ['home', 'spike-article', 'crawled-tag'])).toEqual(['home']);
    expect(cache.bytes).toBe(50_000);
    cache.set('spike-article', answer(50_000)); // asked for again: built and kept again
    for (let i = 0; i < 3; i++) tick(); // then a quiet server
    expect(cache.bytes).toBe(0);
  });

  it('is a 32nd of the memory, at most 64 MB: 32 MB on a box of 1 GB', () => {
    expect(cacheBytesFor(1024 ** 3)).toBe(32 * 1024 ** 2);
    expect(cacheBytesFor(512 * 1024 ** 2)).toBe(16 * 1024 ** 2);
    expect(cacheBytesFor(16 * 1024 ** 3)).toBe(64 * 1024 ** 2);
  });
});
