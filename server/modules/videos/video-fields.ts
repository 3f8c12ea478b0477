/**
 * Checking and normalising the admin payload of magazine videos and TV episodes (same shape), plus
 * the small field parsers podcasts reuse. Each check adds the spec's message under the field's
 * snake_case path, so one answer lists every problem of a form.
 */
import type { ContentStatus } from '../../../shared/constants.ts';
import type { Video } from '../../../shared/api/content.ts';
import type { VideoBody } from '../../../shared/api/videos.ts';
import {
  type FieldErrors,
  httpUrl,
  isBlank,
  maxLength,
  metaDescription,
  normalizeDate,
  rating as ratingRange,
  statusWithDate,
  youtubeUrl,
} from '../content/validation.ts';

/** Longest accepted values: generous for people, bounded for the database. */
export const TEXT_LIMITS = {
  title: 200,
  description: 10_000,
  duration: 50,
  name: 200,
  tags: 500,
  url: 2_000,
  transcript: 200_000,
  bio: 5_000,
} as const;

/** As for articles: the spec's forms always publish, so a payload without a status means published. */
const DEFAULT_STATUS: ContentStatus = 'published';

/** Drops keys whose value is undefined, so spreading a body never erases a stored value. */
export function definedOnly<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;
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

/** An http(s) or site-relative URL, or ''. */
export function urlField(errors: FieldErrors, path: string, value: string | null | undefined, label: string): string {
  const url = typeof value === 'string' ? value.trim() : '';
  maxLength(errors, path, url, TEXT_LIMITS.url, `${label} must be at most ${TEXT_LIMITS.url} characters`);
  httpUrl(errors, path, url, label);
  return url;
}

/** A YouTube link an 11-character id can be read from, or ''. */
export function youtubeField(errors: FieldErrors, value: string | null | undefined): string {
  const url = typeof value === 'string' ? value.trim() : '';
  if (url.length > TEXT_LIMITS.url) errors.add('youtube_url', `YouTube URL must be at most ${TEXT_LIMITS.url} characters`);
  else youtubeUrl(errors, 'youtube_url', url);
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
  if (!Number.isFinite(n)) {
    errors.add('rating', 'Rating must be between 1 and 5');
    return 0;
  }
  ratingRange(errors, n);
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

/** Status from the fixed list; 'scheduled' needs a date in the future. */
export function statusField(errors: FieldErrors, value: string | null | undefined, date: string, datePath: string): ContentStatus {
  const status = (typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_STATUS) as ContentStatus;
  statusWithDate(errors, status, date, datePath);
  return status;
}

export interface VideoFieldRules {
  categories: readonly string[];
  defaultCategory: string;
  sections: readonly string[];
  /** The section a category implies when none is given. */
  sectionFor: (category: string) => string;
  durationRequired: boolean;
}

/** Column values of a checked video or TV episode payload. */
export interface VideoValues {
  title: string;
  description: string;
  duration: string;
  category: string;
  section: string;
  creator: string;
  thumbnail: string;
  youtubeUrl: string;
  tags: string;
  transcript: string;
  metaDescription: string;
  isNew: boolean;
  featured: boolean;
  rating: number;
  status: ContentStatus;
  uploadDate: string;
  allowComments: boolean;
}

/** A stored item in body shape, the base a partial update is merged onto. */
export function videoBodyOf(video: Video): VideoBody {
  return {
    title: video.title,
    description: video.description,
    duration: video.duration,
    category: video.category,
    section: video.section,
    creator: video.creator,
    thumbnail: video.thumbnail,
    youtube_url: video.youtube_url,
    tags: video.tags,
    transcript: video.transcript,
    meta_description: video.meta_description,
    is_new: video.is_new,
    featured: video.featured,
    rating: video.rating,
    // The status staff see: a scheduled item whose date passed is published, so editing it
    // later is not refused for "needing a future date".
    status: video.status,
    upload_date: video.upload_date,
    allow_comments: video.allow_comments,
  };
}

/** Checks a whole (created or merged) payload; the caller throws when `errors` is not empty. */
export function checkVideoFields(errors: FieldErrors, input: VideoBody, rules: VideoFieldRules, now: string): VideoValues {
  const title = textField(errors, 'title', input.title, { label: 'Title', max: TEXT_LIMITS.title, requiredMsg: 'Title is required' });
  const description = textField(errors, 'description', input.description, {
    label: 'Description',
    max: TEXT_LIMITS.description,
    requiredMsg: 'Description is required',
  });
  const duration = textField(errors, 'duration', input.duration, {
    label: 'Duration',
    max: TEXT_LIMITS.duration,
    requiredMsg: rules.durationRequired ? 'Duration is required' : undefined,
  });
  const category = oneOfField(errors, 'category', input.category?.trim() || rules.defaultCategory, rules.categories, 'Category');
  const section = oneOfField(errors, 'section', input.section?.trim() || rules.sectionFor(category), rules.sections, 'Section');
  const creator = textField(errors, 'creator', input.creator, { label: 'Creator', max: TEXT_LIMITS.name });
  const thumbnail = urlField(errors, 'thumbnail', input.thumbnail, 'Thumbnail URL');
  const youtube = youtubeField(errors, input.youtube_url);
  const tags = tagsField(errors, input.tags);
  const transcript = textField(errors, 'transcript', input.transcript, { label: 'Transcript', max: TEXT_LIMITS.transcript });
  const meta = (input.meta_description ?? '').trim();
  metaDescription(errors, meta);
  const rating = ratingField(errors, input.rating);
  const uploadDate = dateField(errors, 'upload_date', input.upload_date, now);
  const status = statusField(errors, input.status, uploadDate, 'upload_date');
  return {
    title,
    description,
    duration,
    category,
    section,
    creator,
    thumbnail,
    youtubeUrl: youtube,
    tags,
    transcript,
    metaDescription: meta,
    isNew: input.is_new ?? false,
    featured: input.featured ?? false,
    rating,
    status,
    uploadDate,
    allowComments: input.allow_comments ?? true,
  };
}
