/**
 * Counts and times in words, the same on every page and in the back office: "1 comment",
 * "2 comments", "just now", "5 minutes ago". Plain English rules; irregular plurals are passed in.
 */

/**
 * 1204 -> '1,204', as `toLocaleString('en-US')` prints it. Whole numbers are grouped here rather
 * than by Intl, whose first use in a browser loads locale data: 83 ms of an article page's main
 * thread at Lighthouse's phone speed (each comment says "5 minutes ago"). See formatDate.
 */
export function groupDigits(n: number): string {
  return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
}

/** "1 comment", "0 comments", "1,204 views". `plural` defaults to the noun + 's'. */
export function countOf(count: number, noun: string, plural = `${noun}s`): string {
  return `${groupDigits(count)} ${count === 1 ? noun : plural}`;
}

/** A size in bytes as people read it: '512 B', '240 KB', '3.1 MB'. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** The noun alone, as a count would take it: a label beside a number shown on its own. */
export const nounFor = (count: number, noun: string, plural = `${noun}s`): string => (count === 1 ? noun : plural);

const UNITS: Array<[limitSeconds: number, unitSeconds: number, name: string]> = [
  [3600, 60, 'minute'],
  [86_400, 3600, 'hour'],
  [7 * 86_400, 86_400, 'day'],
  [30 * 86_400, 7 * 86_400, 'week'],
  [365 * 86_400, 30 * 86_400, 'month'],
  [Infinity, 365 * 86_400, 'year'],
];

/**
 * How long ago `iso` was, from `now`: "just now" under a minute (and for a clock a little ahead),
 * then "1 minute ago", "5 hours ago", "3 days ago", ... never "0 hours ago".
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.floor((now.getTime() - then) / 1000);
  if (seconds < 60) return 'just now';
  for (const [limit, unit, name] of UNITS) {
    if (seconds < limit) return `${countOf(Math.floor(seconds / unit), name)} ago`;
  }
  return '';
}

/**
 * A stored section value as readers and staff read it: 'InsightStories' -> 'Insight Stories',
 * 'FullEpisodes' -> 'Full Episodes' (words split at their capitals), '' -> ''.
 */
export const sectionLabel = (section: string | null | undefined): string => (section ?? '').replace(/([a-z])([A-Z])/g, '$1 $2');
