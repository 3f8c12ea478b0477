/**
 * The view window's memory (server/lib/expiring-counts.ts): a count lives its time and no longer,
 * and the table never holds more than its bound however many keys come, dropping the oldest first.
 */
import { describe, expect, it } from 'vitest';
import { ExpiringCounts } from '../../server/lib/expiring-counts.ts';
import { testClock } from '../helpers/clock.ts';

const TTL = 30 * 60_000;
/** Keys that all start probing at the same few slots: the hard case for the table. */
const crowded = (n: number): [number, number] => [n, n % 4];

describe('counts that expire, in a fixed table', () => {
  it('counts under a key until its time is up, then starts again', () => {
    const clock = testClock();
    const counts = new ExpiringCounts(64, TTL);
    expect(counts.get(1, 2, clock())).toBe(0);
    counts.add(1, 2, clock());
    counts.add(1, 2, clock());
    counts.add(9, 2, clock()); // same start slot, another key
    expect(counts.get(1, 2, clock())).toBe(2);
    expect(counts.get(9, 2, clock())).toBe(1);
    clock.advance(TTL - 2_000);
    expect(counts.get(1, 2, clock())).toBe(2); // still within the window
    clock.advance(2_000);
    expect(counts.get(1, 2, clock())).toBe(0);
    expect(counts.get(9, 2, clock())).toBe(0);
    counts.add(1, 2, clock());
    expect(counts.get(1, 2, clock())).toBe(1);
  });

  it('finds keys past expired slots, and takes expired slots again without growing', () => {
    const clock = testClock();
    const counts = new ExpiringCounts(64, TTL);
    for (let n = 0; n < 20; n++) counts.add(...crowded(n), clock());
    clock.advance(TTL / 2);
    for (let n = 20; n < 25; n++) counts.add(...crowded(n), clock());
    clock.advance(TTL / 2); // the first 20 expire, the 5 later ones live
    for (let n = 0; n < 25; n++) expect(counts.get(...crowded(n), clock())).toBe(n < 20 ? 0 : 1);
    // Round after round of new keys: each stays findable while it lives.
    for (let round = 1; round <= 10; round++) {
      for (let n = 100 * round; n < 100 * round + 25; n++) counts.add(...crowded(n), clock());
      for (let n = 100 * round; n < 100 * round + 25; n++) expect(counts.get(...crowded(n), clock())).toBe(1);
      clock.advance(TTL);
    }
  });

  it('holds at most its bound when more keys come within the window, forgetting the oldest', () => {
    const clock = testClock();
    const counts = new ExpiringCounts(1024, TTL);
    for (let n = 0; n < 5_000; n++) {
      counts.add(Math.imul(n, 2654435761) >>> 0, n, clock());
      clock.advance(10);
    }
    const live = Array.from({ length: 5_000 }, (_, n) => counts.get(Math.imul(n, 2654435761) >>> 0, n, clock())).filter(Boolean).length;
    expect(live).toBeGreaterThanOrEqual(Math.floor(1024 * 0.4));
    expect(live).toBeLessThanOrEqual(1024 / 2);
    expect(counts.get(Math.imul(4_999, 2654435761) >>> 0, 4_999, clock())).toBe(1); // the newest are the ones kept
    expect(counts.get(0, 0, clock())).toBe(0);
  });
});
