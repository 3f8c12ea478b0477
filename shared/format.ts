/**
 * Display helpers shared by the server-rendered and the hydrated page, so both print exactly the
 * same text (a mismatch would make React throw away the server HTML).
 */

/** Views as short text: 950 -> '950', 1234 -> '1.2K', 3_400_000 -> '3.4M'; missing -> '0'. */
export function formatViews(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n) || n <= 0) return '0';
  const short = (x: number, unit: string) => `${(Math.floor(x * 10) / 10).toFixed(1).replace(/\.0$/, '')}${unit}`;
  if (n >= 1_000_000_000) return short(n / 1_000_000_000, 'B');
  if (n >= 1_000_000) return short(n / 1_000_000, 'M');
  if (n >= 1_000) return short(n / 1_000, 'K');
  return String(Math.floor(n));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * en-US short date ('Jan 5, 2026', or 'Jan 5' without the year), what `toLocaleDateString('en-US',
 * { year: 'numeric', month: 'short', day: 'numeric' })` prints. Fixed to UTC so the server and
 * every visitor's browser print the same day for the same ISO string. Written out rather than asked of Intl: the browser's first
 * date formatter loads locale data, which a profile of a hydrating article page at Lighthouse's
 * phone speed (4x CPU slowdown) put at 123-135 ms of its main thread, more than the page's own code.
 */
export function formatDate(iso: string | null | undefined, { year = true }: { year?: boolean } = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}`;
  return year ? `${day}, ${date.getUTCFullYear()}` : day;
}

/** Cuts text at `max` characters (on a word boundary when one is near) and adds an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** '12:34' or '1:02:03' -> seconds; anything else -> 0. */
export function parseDuration(text: string | null | undefined): number {
  if (!text) return 0;
  const parts = text.trim().split(':').map(Number);
  if (parts.some((p) => !Number.isFinite(p))) return 0;
  return parts.reduce((total, p) => total * 60 + p, 0);
}

/**
 * Seconds in a duration as staff type it: '42:10', '1:02:03', '42 min', '1h 20m', '1 hr 5 mins',
 * '90 sec'. Undefined when the text says nothing usable (a feed then leaves its tag out).
 */
export function durationSeconds(text: string): number | undefined {
  const clean = text.trim();
  if (/^\d+(?::\d{1,2}){1,2}$/.test(clean)) return parseDuration(clean) || undefined;
  let total = 0;
  let matched = false;
  for (const m of clean.matchAll(/(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b/gi)) {
    matched = true;
    const unit = m[2].toLowerCase();
    const factor = unit.startsWith('h') ? 3600 : unit.startsWith('m') ? 60 : 1;
    total += Number(m[1]) * factor;
  }
  return matched && total > 0 ? Math.round(total) : undefined;
}

/** Seconds -> ISO 8601 duration ('PT42M', 'PT1H2M3S'), as schema.org's duration fields take it. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${rest || s === 0 ? `${rest}S` : ''}`;
}

/** Seconds -> 'm:ss' (or 'h:mm:ss'). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A size as readers read it: '820 B', '240 KB', '3.2 MB', '1.5 GB' (1 KB = 1,024 bytes). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${Math.max(0, Math.round(n))} B`;
  if (n < 1024 ** 2) return `${Math.round(n / 1024)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(1)} GB`;
}

/** Tags stored as a comma-separated string -> trimmed, non-empty list without a leading '#'. */
export function splitTags(tags: string | null | undefined): string[] {
  if (!tags) return [];
  return tags
    .split(',')
    .map((t) => t.trim().replace(/^#/, ''))
    .filter(Boolean);
}
