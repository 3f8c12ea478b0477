/** Display helpers shared by the server render and the browser (shared/format.ts). */
import { describe, expect, it } from 'vitest';
import { formatBytes, formatClock, formatDate, formatViews, parseDuration, splitTags, truncate } from '../../shared/format.ts';
import { readSearchParams } from '../../shared/page-data.ts';

describe('formatBytes', () => {
  it('says sizes as a reader reads them, before a download and in the Saved list', () => {
    expect(formatBytes(820)).toBe('820 B');
    expect(formatBytes(245_760)).toBe('240 KB');
    expect(formatBytes(3_355_443)).toBe('3.2 MB');
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(10_739_251_200)).toBe('10.0 GB');
  });
});

describe('formatViews', () => {
  it('shortens thousands and millions, and shows 0 for nothing', () => {
    expect(formatViews(950)).toBe('950');
    expect(formatViews(1234)).toBe('1.2K');
    expect(formatViews(1000)).toBe('1K');
    expect(formatViews(3_400_000)).toBe('3.4M');
    expect(formatViews(undefined)).toBe('0');
    expect(formatViews('12500')).toBe('12.5K');
  });
});

describe('dates, durations, text', () => {
  it('prints en-US short dates the same everywhere (UTC)', () => {
    expect(formatDate('2026-11-17T23:30:00.000Z')).toBe('Nov 17, 2026');
    expect(formatDate('not a date')).toBe('');
  });
  it("prints exactly what en-US toLocaleDateString prints in UTC: every month, one- and two-digit days, both ends of a day", () => {
    const pad = (n: number) => String(n).padStart(2, '0');
    for (const year of [1999, 2026, 2100]) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          for (const time of ['00:00:00.000Z', '23:59:59.999Z']) {
            const iso = `${year}-${pad(month)}-${pad(day)}T${time}`;
            const intl = new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
            expect(formatDate(iso), iso).toBe(intl);
          }
        }
      }
    }
    expect(formatDate('2026-11-01T00:00:00Z', { year: false })).toBe('Nov 1');
    // An offset that moves the day: the UTC day is printed, as on the server.
    expect(formatDate('2026-03-01T01:30:00+03:00')).toBe('Feb 28, 2026');
  });
  it('cuts long text with an ellipsis and leaves short text alone', () => {
    expect(truncate('short', 200)).toBe('short');
    const cut = truncate('word '.repeat(100), 200);
    expect(cut.length).toBeLessThanOrEqual(203);
    expect(cut.endsWith('...')).toBe(true);
  });
  it('reads and prints clock durations, splits tags', () => {
    expect(parseDuration('44:10')).toBe(2650);
    expect(parseDuration('1:02:03')).toBe(3723);
    expect(formatClock(65)).toBe('1:05');
    expect(splitTags(' #a, b ,,c')).toEqual(['a', 'b', 'c']);
  });
});

describe('search filters from the URL', () => {
  it('keeps known values and falls back to the defaults', () => {
    expect(readSearchParams(new URLSearchParams('q=%20ai%20&type=videos&sort=date&category=Tech%20Trends'))).toEqual({
      q: 'ai',
      type: 'videos',
      category: 'Tech Trends',
      sort: 'date',
    });
    expect(readSearchParams(new URLSearchParams('type=bogus&sort=x'))).toEqual({ q: '', type: 'all', category: 'all', sort: 'relevance' });
  });
});
