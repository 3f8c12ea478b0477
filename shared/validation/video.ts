/**
 * The rules of the two YouTube-backed forms, magazine videos and TV episodes (same fields): title
 * and description required (and duration for a TV episode), category and section from the kind's
 * lists, links well-formed, rating 1-5 or none, a scheduled item dated in the future. A draft needs
 * only its title and values that can be stored. The services
 * run them on every write, the admin form before sending.
 */
import type { TvSeasonBody } from '../api/tvshows.ts';
import type { VideoBody } from '../api/videos.ts';
import { defaultCategory } from './site.ts';
import { ARTICLE_CATEGORIES, TV_CATEGORIES, TV_SECTIONS, VIDEO_SECTIONS, type ContentStatus } from '../constants.ts';
import {
  TEXT_LIMITS,
  dateField,
  metaDescription,
  mustBeComplete,
  oneOfField,
  ratingField,
  statusField,
  statusOf,
  tagsField,
  textField,
  urlField,
  youtubeField,
  type FieldErrors,
} from './fields.ts';

export interface VideoKindRules {
  categories: readonly string[];
  defaultCategory: string;
  sections: readonly string[];
  /** The section a category implies when none is given. */
  sectionFor: (category: string) => string;
  durationRequired: boolean;
}

/**
 * Magazine videos use the magazine's categories (the site's live list, server/modules/site) and sit
 * in the Magazine section unless told otherwise.
 */
export const videoRules = (categories: readonly string[]): VideoKindRules => ({
  categories,
  defaultCategory: defaultCategory(categories),
  sections: VIDEO_SECTIONS,
  sectionFor: () => 'Magazine',
  durationRequired: false,
});

/** The rules of an untouched site's categories. */
export const VIDEO_RULES: VideoKindRules = videoRules(ARTICLE_CATEGORIES);

/** Each TV category has its section of the same words ('Mind Battles' -> 'MindBattles'). */
export function tvSectionFor(category: string): string {
  const section = category.replace(/\s+/g, '');
  return (TV_SECTIONS as readonly string[]).includes(section) ? section : 'FullEpisodes';
}

export const TV_RULES: VideoKindRules = {
  categories: TV_CATEGORIES,
  defaultCategory: 'Full Episodes',
  sections: TV_SECTIONS,
  sectionFor: tvSectionFor,
  durationRequired: true,
};

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

/**
 * Checks a whole (created or merged) payload; the values are meaningful only when `errors` stayed
 * empty. A draft needs only its title (mustBeComplete): the description, a TV episode's duration and
 * well-formed links are asked for when it is published, scheduled or sent to review.
 */
export function checkVideoFields(errors: FieldErrors, input: VideoBody, rules: VideoKindRules, now: string): VideoValues {
  const complete = mustBeComplete(statusOf(input.status));
  const title = textField(errors, 'title', input.title, { label: 'Title', max: TEXT_LIMITS.title, requiredMsg: 'Title is required' });
  const description = textField(errors, 'description', input.description, {
    label: 'Description',
    max: TEXT_LIMITS.description,
    requiredMsg: complete ? 'Description is required' : undefined,
  });
  const duration = textField(errors, 'duration', input.duration, {
    label: 'Duration',
    max: TEXT_LIMITS.duration,
    requiredMsg: complete && rules.durationRequired ? 'Duration is required' : undefined,
  });
  const category = oneOfField(errors, 'category', input.category?.trim() || rules.defaultCategory, rules.categories, 'Category');
  const section = oneOfField(errors, 'section', input.section?.trim() || rules.sectionFor(category), rules.sections, 'Section');
  const creator = textField(errors, 'creator', input.creator, { label: 'Creator', max: TEXT_LIMITS.name });
  const thumbnail = urlField(errors, 'thumbnail', input.thumbnail, 'Thumbnail URL', complete);
  const youtube = youtubeField(errors, input.youtube_url, complete);
  const tags = tagsField(errors, input.tags);
  const transcript = textField(errors, 'transcript', input.transcript, { label: 'Transcript', max: TEXT_LIMITS.transcript });
  const meta = (input.meta_description ?? '').trim();
  metaDescription(errors, meta);
  const rating = ratingField(errors, input.rating);
  const uploadDate = dateField(errors, 'upload_date', input.upload_date, now);
  const status = statusField(errors, input.status, uploadDate, 'upload_date', now);
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

/** A TV season: a whole number from 1 to 1000 (null when missing or wrong) and a title. */
export function checkSeason(errors: FieldErrors, body: TvSeasonBody): { seasonNumber: number | null; title: string } {
  const raw = body.season_number;
  let seasonNumber: number | null = null;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    errors.add('season_number', 'Season number is required');
  } else {
    const n = typeof raw === 'number' ? raw : /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 1000) errors.add('season_number', 'Season number must be a whole number from 1 to 1000');
    else seasonNumber = n;
  }
  const title = textField(errors, 'title', body.title, { label: 'Title', max: TEXT_LIMITS.title, requiredMsg: 'Title is required' });
  return { seasonNumber, title };
}
