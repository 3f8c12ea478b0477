/**
 * Values, defaults, checks and API payload of the two YouTube-backed forms: magazine videos and TV
 * show episodes (a TV episode is a video plus season and episode number). A new video defaults to
 * the kind's first category ('Tech Trends', 'Full Episodes') and today's date; the rating is a
 * decimal 1-5 or none; the episode number a whole number or none. The checks are the shared video
 * rules the server also runs, so a form shows the server's words before anything is sent.
 */
import type { TvEpisode, Video } from '../../../../../shared/api/content.ts';
import type { VideoBody } from '../../../../../shared/api/videos.ts';
import type { TvEpisodeBody } from '../../../../../shared/api/tvshows.ts';
import type { ContentStatus } from '../../../../../shared/constants.ts';
import { episodeNumberField } from '../../../../../shared/validation/fields.ts';
import { offeredCategories } from '../lib/categories.ts';
import { TV_RULES, VIDEO_RULES, videoRules, checkVideoFields, tvSectionFor, type VideoKindRules } from '../../../../../shared/validation/video.ts';
import { checkWith, type FieldMessages } from '../lib/errors.ts';
import { fromLocalInput, toLocalInput } from '../lib/format.ts';

export type VideoKind = 'video' | 'tv';

export interface VideoFormValues {
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

interface VideoKindInfo extends VideoKindRules {
  noun: string;
}

export const VIDEO_KINDS: Record<VideoKind, VideoKindInfo> = {
  // The magazine's live categories (lib/categories.ts), read each time the rules run.
  video: {
    ...VIDEO_RULES,
    get categories() {
      return offeredCategories();
    },
    get defaultCategory() {
      return videoRules(offeredCategories()).defaultCategory;
    },
    noun: 'video',
  },
  tv: { ...TV_RULES, noun: 'episode' },
};

export function videoFormValues(kind: VideoKind, item?: Video | TvEpisode | null): VideoFormValues {
  const info = VIDEO_KINDS[kind];
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
      // A new item is a draft until the writer publishes or schedules it.
      status: 'draft',
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

/** Where each field sits in the editor: the writing column ('main') or a side-panel section. */
const FIELD_SECTION: Record<string, string> = {
  title: 'main',
  description: 'main',
  youtube_url: 'video',
  thumbnail: 'video',
  duration: 'details',
  creator: 'details',
  season_id: 'details',
  episode_number: 'details',
  rating: 'details',
  tags: 'taxonomy',
  category: 'taxonomy',
  section: 'taxonomy',
  meta_description: 'seo',
  status: 'publish',
  upload_date: 'publish',
};

/** How revisions and conflicts name the fields (the editor's labels). */
export const VIDEO_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  duration: 'Duration',
  category: 'Category',
  section: 'Section',
  creator: 'Creator',
  thumbnail: 'Thumbnail',
  youtube_url: 'YouTube URL',
  tags: 'Tags',
  meta_description: 'Meta description',
  is_new: 'Mark as New',
  featured: 'Featured',
  allow_comments: 'Comments',
  rating: 'Rating',
  status: 'Status',
  upload_date: 'Upload date',
  season_id: 'Season',
  episode_number: 'Episode number',
};

export const videoSectionOf = (field: string) => FIELD_SECTION[field] ?? 'options';

export function videoPayload(kind: VideoKind, v: VideoFormValues): VideoBody | TvEpisodeBody {
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

/** The video rules the server applies (and the episode number of a TV episode), run on the payload. */
export function checkVideo(kind: VideoKind, v: VideoFormValues): FieldMessages {
  const body = videoPayload(kind, v) as TvEpisodeBody;
  return checkWith((errors) => {
    checkVideoFields(errors, body, VIDEO_KINDS[kind], new Date().toISOString());
    if (kind === 'tv') episodeNumberField(errors, body.episode_number);
  });
}

/** 'S1E4' for an episode (season number from the API), 'E4' without a season, '' when neither. */
export function episodeLabel(ep: Pick<TvEpisode, 'season_number' | 'episode_number'>): string {
  const s = ep.season_number !== null && ep.season_number !== undefined ? `S${ep.season_number}` : '';
  const e = ep.episode_number !== null && ep.episode_number !== undefined ? `E${ep.episode_number}` : '';
  return s + e;
}
