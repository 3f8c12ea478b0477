/**
 * Values, defaults, client checks and API payload of the two YouTube-backed forms: magazine videos
 * and TV show episodes (a TV episode is a video plus season and episode number). Spec section 5:
 * video default category 'Tech Trends'; TV default category 'Full Episodes' and section
 * 'FullEpisodes'; upload date defaults to today; rating 1-5 step 0.1 parsed as a decimal; episode
 * number parsed to an integer or null. Field checks are the server's (its 400 answer lists
 * `{path,msg}` items the modal shows under each field), so the rules live in one place.
 */
import type { TvEpisode, Video } from '../../../../../shared/api/content.ts';
import type { VideoBody } from '../../../../../shared/api/videos.ts';
import type { TvEpisodeBody } from '../../../../../shared/api/tvshows.ts';
import {
  ARTICLE_CATEGORIES,
  DEFAULT_ARTICLE_CATEGORY,
  TV_CATEGORIES,
  TV_SECTIONS,
  type ContentStatus,
} from '../../../../../shared/constants.ts';
import { fromLocalInput, toLocalInput } from '../lib/format.ts';

export type MediaKind = 'video' | 'tv';

export interface MediaFormValues {
  title: string;
  description: string;
  duration: string;
  category: string;
  section: string;
  creator: string;
  thumbnail: string;
  youtube_url: string;
  tags: string;
  meta_description: string;
  is_new: boolean;
  featured: boolean;
  allow_comments: boolean;
  /** Text of the number input ('' = unrated). */
  rating: string;
  status: ContentStatus;
  /** datetime-local text. */
  upload_date: string;
  /** TV only: a season's id ('' = none) and the episode number text. */
  season_id: string;
  episode_number: string;
}

export interface MediaKindInfo {
  categories: readonly string[];
  defaultCategory: string;
  sections: readonly string[];
  /** API base path. */
  path: '/videos' | '/tvshows';
  noun: string;
}

export const MEDIA_KINDS: Record<MediaKind, MediaKindInfo> = {
  video: { categories: ARTICLE_CATEGORIES, defaultCategory: DEFAULT_ARTICLE_CATEGORY, sections: ['Magazine'], path: '/videos', noun: 'video' },
  tv: { categories: TV_CATEGORIES, defaultCategory: 'Full Episodes', sections: TV_SECTIONS, path: '/tvshows', noun: 'episode' },
};

/** 'Mind Battles' -> 'MindBattles' (the section each TV category implies). */
export function tvSectionFor(category: string): string {
  const s = category.replace(/\s+/g, '');
  return (TV_SECTIONS as readonly string[]).includes(s) ? s : 'FullEpisodes';
}

export function mediaFormValues(kind: MediaKind, item?: Video | TvEpisode | null): MediaFormValues {
  const info = MEDIA_KINDS[kind];
  if (!item) {
    return {
      title: '',
      description: '',
      duration: '',
      category: info.defaultCategory,
      section: kind === 'tv' ? 'FullEpisodes' : 'Magazine',
      creator: '',
      thumbnail: '',
      youtube_url: '',
      tags: '',
      meta_description: '',
      is_new: true,
      featured: false,
      allow_comments: true,
      rating: '',
      status: 'published',
      upload_date: toLocalInput(new Date().toISOString()),
      season_id: '',
      episode_number: '',
    };
  }
  const tv = item as Partial<TvEpisode>;
  return {
    title: item.title,
    description: item.description,
    duration: item.duration,
    category: item.category || info.defaultCategory,
    section: item.section || (kind === 'tv' ? tvSectionFor(item.category) : 'Magazine'),
    creator: item.creator,
    thumbnail: item.thumbnail,
    youtube_url: item.youtube_url,
    tags: item.tags,
    meta_description: item.meta_description,
    is_new: item.is_new,
    featured: item.featured,
    allow_comments: item.allow_comments,
    rating: item.rating > 0 ? String(item.rating) : '',
    status: item.status,
    upload_date: toLocalInput(item.upload_date),
    season_id: tv.season_id ?? '',
    episode_number: tv.episode_number === null || tv.episode_number === undefined ? '' : String(tv.episode_number),
  };
}

/** Which tab holds each field, to open the tab of the first error. */
const FIELD_TAB: Record<string, string> = {
  title: 'content',
  description: 'content',
  duration: 'content',
  creator: 'content',
  season_id: 'content',
  episode_number: 'content',
  thumbnail: 'media',
  youtube_url: 'media',
  tags: 'seo',
  meta_description: 'seo',
  category: 'settings',
  section: 'settings',
  rating: 'settings',
  status: 'settings',
  upload_date: 'settings',
};

export const mediaTabOfField = (field: string) => FIELD_TAB[field] ?? 'content';

export function mediaPayload(kind: MediaKind, v: MediaFormValues): VideoBody | TvEpisodeBody {
  const rating = v.rating.trim() ? parseFloat(v.rating) : null;
  const body: VideoBody = {
    title: v.title.trim(),
    description: v.description.trim(),
    duration: v.duration.trim(),
    category: v.category,
    section: kind === 'tv' ? v.section : 'Magazine',
    creator: v.creator.trim(),
    thumbnail: v.thumbnail.trim(),
    youtube_url: v.youtube_url.trim(),
    tags: v.tags,
    meta_description: v.meta_description.trim(),
    is_new: v.is_new,
    featured: v.featured,
    allow_comments: v.allow_comments,
    rating,
    status: v.status,
    ...(v.upload_date ? { upload_date: fromLocalInput(v.upload_date) ?? undefined } : {}),
  };
  if (kind === 'video') return body;
  const n = v.episode_number.trim();
  return { ...body, season_id: v.season_id || null, episode_number: n === '' ? null : /^\d+$/.test(n) ? parseInt(n, 10) : n };
}

/** 'S1E4' for an episode (season number from the API), 'E4' without a season, '' when neither. */
export function episodeLabel(ep: Pick<TvEpisode, 'season_number' | 'episode_number'>): string {
  const s = ep.season_number !== null && ep.season_number !== undefined ? `S${ep.season_number}` : '';
  const e = ep.episode_number !== null && ep.episode_number !== undefined ? `E${ep.episode_number}` : '';
  return s + e;
}
