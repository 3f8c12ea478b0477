/**
 * Field checks the admin content forms share, producing the spec's messages as `{path, msg}` items.
 * Services collect the items of one payload and throw `validationFailed(items)` once, so the form can
 * show every message under its field.
 */
import type { FieldError } from '../../../shared/api/common.ts';
import { CONTENT_STATUSES, LIMITS, type ContentStatus } from '../../../shared/constants.ts';
import { youtubeId } from '../../../shared/youtube.ts';

export class FieldErrors {
  readonly items: FieldError[] = [];
  add(path: string, msg: string): void {
    if (!this.items.some((e) => e.path === path)) this.items.push({ path, msg });
  }
  get empty(): boolean {
    return this.items.length === 0;
  }
}

export const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

export function required(errors: FieldErrors, path: string, value: unknown, msg: string): void {
  if (isBlank(value)) errors.add(path, msg);
}

export function maxLength(errors: FieldErrors, path: string, value: string | undefined, max: number, msg: string): void {
  if (value !== undefined && value.length > max) errors.add(path, msg);
}

/** Links and image URLs: http(s) absolute, or a site-relative path such as /media/seed/x.jpg. */
export function isHttpUrl(value: string): boolean {
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

export function youtubeUrl(errors: FieldErrors, path: string, value: string | undefined): void {
  if (value && !youtubeId(value)) errors.add(path, 'Please enter a valid YouTube URL (watch, youtu.be, embed or shorts link)');
}

export function metaDescription(errors: FieldErrors, value: string | undefined): void {
  maxLength(errors, 'meta_description', value, LIMITS.metaDescriptionMax, `Meta description must be at most ${LIMITS.metaDescriptionMax} characters`);
}

export function rating(errors: FieldErrors, value: number | undefined): void {
  if (value !== undefined && value !== 0 && (value < 1 || value > 5)) errors.add('rating', 'Rating must be between 1 and 5');
}

/** ISO date or date-time -> stored ISO string, or null when unreadable. */
export function normalizeDate(value: string): string | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function publishDate(errors: FieldErrors, path: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const iso = normalizeDate(value);
  if (!iso) errors.add(path, 'Please enter a valid date');
  return iso ?? undefined;
}

/** A scheduled item needs a date in the future; it becomes public by itself when the date comes. */
export function statusWithDate(errors: FieldErrors, status: ContentStatus | undefined, date: string | undefined, datePath: string): void {
  if (status !== undefined && !CONTENT_STATUSES.includes(status)) errors.add('status', `Status must be one of ${CONTENT_STATUSES.join(', ')}`);
  if (status === 'scheduled' && (!date || date <= new Date().toISOString())) {
    errors.add(datePath, 'A scheduled item needs a publish date in the future');
  }
}
