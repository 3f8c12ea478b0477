/**
 * Field rules of the staff content forms, as pure functions the services and the admin forms both
 * run. Each check adds its message under the field's snake_case path (the contract's `{path, msg}`),
 * so one answer lists every problem of a form and the form shows each under its field.
 */
import type { FieldError } from '../api/common.ts';
import { CONTENT_STATUSES, LIMITS, type ContentStatus } from '../constants.ts';
import { youtubeId } from '../youtube.ts';

/** Collects a payload's field errors; the first message of a field wins. */
export class FieldErrors {
  readonly items: FieldError[] = [];
  add(path: string, msg: string): void {
    if (!this.items.some((e) => e.path === path)) this.items.push({ path, msg });
  }
  get empty(): boolean {
    return this.items.length === 0;
  }
}

/**
 * Longest accepted values, in characters: generous for a newsroom, bounded so that no one item can
 * weigh on every reader (each item's text is held in the search index and scanned by queries).
 * A long read is about 10,000 words (60-70,000 characters); an article body or a transcript may be
 * three of them (about 30,000 words, a three-hour conversation). Ghost allows 255 for a title, 300
 * for an excerpt and 191 for alt text; WordPress bounds only the database.
 */
export const TEXT_LIMITS = {
  title: 200,
  subtitle: 300,
  description: 10_000,
  duration: 50,
  name: 200,
  tags: 500,
  url: 2_000,
  /** An article's Markdown. */
  body: 200_000,
  transcript: 200_000,
  bio: 5_000,
  caption: 1_000,
} as const;

/** A payload without a status means published (API clients that predate drafts send none). */
const DEFAULT_STATUS: ContentStatus = 'published';

/**
 * Whether a save must be a complete item: a draft needs only its title (and values that can be
 * stored: lengths, dates, numbers, choices from a list, records that exist); an item published,
 * scheduled or sent to review needs every required field and well-formed links, with the same
 * messages whichever way it gets there.
 */
export const mustBeComplete = (status: string | undefined): boolean => status !== 'draft';

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export function required(errors: FieldErrors, path: string, value: unknown, msg: string): void {
  if (isBlank(value)) errors.add(path, msg);
}

export function maxLength(errors: FieldErrors, path: string, value: string | undefined, max: number, msg: string): void {
  if (value !== undefined && value.length > max) errors.add(path, msg);
}

/** Links and image URLs: http(s) absolute, or a site-relative path such as /media/seed/x.jpg. */
function isHttpUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function httpUrl(errors: FieldErrors, path: string, value: string | undefined, label: string): void {
  if (value && !isHttpUrl(value)) errors.add(path, `${label} must be a valid http(s) URL`);
}

export function metaDescription(errors: FieldErrors, value: string | undefined): void {
  maxLength(errors, 'meta_description', value, LIMITS.metaDescriptionMax, `Meta description must be at most ${LIMITS.metaDescriptionMax} characters`);
}

/** ISO date or date-time -> stored ISO string, or null when unreadable. */
function normalizeDate(value: string): string | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An optional date: its stored ISO form, undefined when not given (a message when unreadable). */
export function publishDate(errors: FieldErrors, path: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const iso = normalizeDate(value);
  if (!iso) errors.add(path, 'Please enter a valid date');
  return iso ?? undefined;
}

/** A scheduled item needs a date in the future; it becomes public by itself when the date comes. */
export function statusWithDate(errors: FieldErrors, status: ContentStatus | undefined, date: string | undefined, datePath: string, now: string): void {
  if (status !== undefined && !CONTENT_STATUSES.includes(status)) errors.add('status', `Status must be one of ${CONTENT_STATUSES.join(', ')}`);
  if (status === 'scheduled' && (!date || date <= now)) {
    errors.add(datePath, 'A scheduled item needs a publish date in the future');
  }
}

/** Trimmed text with a length limit; `requiredMsg` makes a blank value an error. */
export function textField(
  errors: FieldErrors,
  path: string,
  value: string | null | undefined,
  opts: { label: string; max: number; requiredMsg?: string },
): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (opts.requiredMsg && isBlank(text)) errors.add(path, opts.requiredMsg);
  maxLength(errors, path, text, opts.max, `${opts.label} must be at most ${opts.max} characters`);
  return text;
}

/** An http(s) or site-relative URL, or ''; a draft (`complete` false) may hold a link still being typed. */
export function urlField(errors: FieldErrors, path: string, value: string | null | undefined, label: string, complete = true): string {
  const url = typeof value === 'string' ? value.trim() : '';
  maxLength(errors, path, url, TEXT_LIMITS.url, `${label} must be at most ${TEXT_LIMITS.url} characters`);
  if (complete) httpUrl(errors, path, url, label);
  return url;
}

/** A YouTube link an 11-character id can be read from, or ''; a draft (`complete` false) may hold one still being typed. */
export function youtubeField(errors: FieldErrors, value: string | null | undefined, complete = true): string {
  const url = typeof value === 'string' ? value.trim() : '';
  if (url.length > TEXT_LIMITS.url) errors.add('youtube_url', `YouTube URL must be at most ${TEXT_LIMITS.url} characters`);
  else if (complete && url && !youtubeId(url)) errors.add('youtube_url', 'Please enter a valid YouTube URL (watch, youtu.be, embed or shorts link)');
  return url;
}

/** Comma-separated tags, tidied ('a,  b ,' -> 'a, b'); a list is joined. */
export function tagsField(errors: FieldErrors, value: string | string[] | null | undefined): string {
  const parts = (Array.isArray(value) ? value : (value ?? '').split(','))
    .map((t) => (typeof t === 'string' ? t.trim() : ''))
    .filter(Boolean);
  const tags = parts.join(', ');
  maxLength(errors, 'tags', tags, TEXT_LIMITS.tags, `Tags must be at most ${TEXT_LIMITS.tags} characters`);
  return tags;
}

/** Rating 1-5 (decimal, text accepted); 0, '' or null mean unrated. */
export function ratingField(errors: FieldErrors, value: number | string | null | undefined): number {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 0;
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(n) || (n !== 0 && (n < 1 || n > 5))) {
    errors.add('rating', 'Rating must be between 1 and 5');
    return Number.isFinite(n) ? n : 0;
  }
  return n;
}

/** A whole number or null ('' and null mean none); text such as '3' is accepted. */
export function episodeNumberField(errors: FieldErrors, value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : /^[+-]?\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!Number.isSafeInteger(n)) {
    errors.add('episode_number', 'Episode number must be a whole number');
    return null;
  }
  if (n < 0) errors.add('episode_number', 'Episode number cannot be negative');
  else if (n > 100_000) errors.add('episode_number', 'Episode number must be at most 100000');
  return n;
}

/** One of a fixed list (categories, sections). */
export function oneOfField(errors: FieldErrors, path: string, value: string, allowed: readonly string[], label: string): string {
  if (!allowed.includes(value)) errors.add(path, `${label} must be one of: ${allowed.join(', ')}`);
  return value;
}

/**
 * 'YYYY-MM-DD' or an ISO date-time -> stored ISO string. Impossible calendar days ('2024-02-30')
 * and years beyond 4 digits are refused, since stored dates must compare correctly as text.
 */
export function dateField(errors: FieldErrors, path: string, value: string | null | undefined, fallback: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return fallback;
  const iso = normalizeDate(text);
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  if (!iso || !/^\d{4}-/.test(iso) || (dateOnly && iso.slice(0, 10) !== text) || text.length > 40) {
    errors.add(path, 'Please enter a valid date');
    return fallback;
  }
  return iso;
}

/** The status a payload asks for: as given (checked by statusField), published when not given. */
export const statusOf = (value: string | null | undefined): ContentStatus =>
  (typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_STATUS) as ContentStatus;

/** Status from the fixed list (published when not given); 'scheduled' needs a date after `now`. */
export function statusField(errors: FieldErrors, value: string | null | undefined, date: string, datePath: string, now: string): ContentStatus {
  const status = statusOf(value);
  statusWithDate(errors, status, date, datePath, now);
  return status;
}
