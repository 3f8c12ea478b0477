/** Counts and times in words (shared/words.ts): what every page and the back office print. */
import { describe, expect, it } from 'vitest';
import { countOf, groupDigits, nounFor, sectionLabel, timeAgo } from '../../shared/words.ts';

describe('countOf / nounFor', () => {
  it('is singular for exactly one, plural otherwise, with thousands separated', () => {
    expect(countOf(1, 'comment')).toBe('1 comment');
    expect(countOf(0, 'comment')).toBe('0 comments');
    expect(countOf(2, 'view')).toBe('2 views');
    expect(countOf(1204, 'play')).toBe('1,204 plays');
    expect(countOf(3, 'child', 'children')).toBe('3 children');
    expect(nounFor(1, 'like')).toBe('like');
    expect(nounFor(1500, 'like')).toBe('likes');
  });
  it("groups digits exactly as en-US toLocaleString does, whole numbers and others", () => {
    for (const n of [0, 7, 999, 1000, 1204, 99_999, 100_000, 1_234_567, 30_000_000_000, -1234, -999, 4.5, 12_345.678]) {
      expect(groupDigits(n), String(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (seconds: number) => timeAgo(new Date(now.getTime() - seconds * 1000).toISOString(), now);

  it('says "just now" under a minute (and for a clock slightly ahead), never "0 ... ago"', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(59)).toBe('just now');
    expect(ago(-30)).toBe('just now');
  });

  it('counts minutes, hours, days, weeks, months and years in the singular or plural', () => {
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(5 * 60)).toBe('5 minutes ago');
    expect(ago(3599)).toBe('59 minutes ago');
    expect(ago(3600)).toBe('1 hour ago');
    expect(ago(23 * 3600)).toBe('23 hours ago');
    expect(ago(86_400)).toBe('1 day ago');
    expect(ago(8 * 86_400)).toBe('1 week ago');
    expect(ago(45 * 86_400)).toBe('1 month ago');
    expect(ago(800 * 86_400)).toBe('2 years ago');
  });

  it('is empty for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});

describe('sectionLabel', () => {
  it('shows stored section values as words', () => {
    expect(sectionLabel('InsightStories')).toBe('Insight Stories');
    expect(sectionLabel('FullEpisodes')).toBe('Full Episodes');
    expect(sectionLabel('Magazine')).toBe('Magazine');
    expect(sectionLabel('')).toBe('');
  });
});
