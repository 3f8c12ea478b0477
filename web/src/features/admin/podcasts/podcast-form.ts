/**
 * The podcast episode form's values, defaults (publish date today, not featured), checks (the
 * shared podcast rules the server also runs) and API payload (episode_number an integer or null,
 * series_id null when none). Whether a linked guest or series still exists only the server knows.
 */
import type { PodcastEpisode } from '../../../../../shared/api/content.ts';
import type { PodcastBody } from '../../../../../shared/api/podcasts.ts';
import type { ContentStatus } from '../../../../../shared/constants.ts';
import { checkPodcastFields } from '../../../../../shared/validation/podcast.ts';
import { checkWith, type FieldMessages } from '../lib/errors.ts';
import { fromLocalInput, toLocalInput } from '../lib/format.ts';

export interface PodcastFormValues {
  title: string;
  description: string;
  duration: string;
  episode_number: string;
  series_id: string;
  publish_date: string;
  tags: string;
  transcript: string;
  guest_name: string;
  guest_id: string;
  image: string;
  audio_url: string;
  youtube_url: string;
  spotify_url: string;
  apple_url: string;
  google_url: string;
  meta_description: string;
  rating: string;
  status: ContentStatus;
  featured: boolean;
  allow_comments: boolean;
}

export function podcastFormValues(p?: PodcastEpisode | null): PodcastFormValues {
  if (!p) {
    return {
      title: '',
      description: '',
      duration: '',
      episode_number: '',
      series_id: '',
      publish_date: toLocalInput(new Date().toISOString()),
      tags: '',
      transcript: '',
      guest_name: '',
      guest_id: '',
      image: '',
      audio_url: '',
      youtube_url: '',
      spotify_url: '',
      apple_url: '',
      google_url: '',
      meta_description: '',
      rating: '',
      // A new episode is a draft until the writer publishes or schedules it.
      status: 'draft',
      featured: false,
      allow_comments: true,
    };
  }
  return {
    title: p.title,
    description: p.description,
    duration: p.duration,
    episode_number: p.episode_number === null ? '' : String(p.episode_number),
    series_id: p.series_id ?? '',
    publish_date: toLocalInput(p.publish_date),
    tags: p.tags,
    transcript: p.transcript,
    guest_name: p.guest_name,
    guest_id: p.guest_id ?? '',
    image: p.image,
    audio_url: p.audio_url,
    youtube_url: p.youtube_url,
    spotify_url: p.spotify_url,
    apple_url: p.apple_url,
    google_url: p.google_url,
    meta_description: p.meta_description,
    rating: p.rating > 0 ? String(p.rating) : '',
    status: p.status,
    featured: p.featured,
    allow_comments: p.allow_comments,
  };
}

/** Where each field sits in the editor: the writing column ('main') or a side-panel section. */
const FIELD_SECTION: Record<string, string> = {
  title: 'main',
  description: 'main',
  transcript: 'main',
  duration: 'details',
  episode_number: 'details',
  series_id: 'details',
  rating: 'details',
  publish_date: 'publish',
  status: 'publish',
  tags: 'taxonomy',
  guest_name: 'guest',
  guest_id: 'guest',
  image: 'media',
  audio_url: 'media',
  youtube_url: 'platforms',
  spotify_url: 'platforms',
  apple_url: 'platforms',
  google_url: 'platforms',
  meta_description: 'seo',
};

/** How revisions and conflicts name the fields (the editor's labels). */
export const PODCAST_LABELS: Record<string, string> = {
  title: 'Title',
  description: 'Show notes',
  transcript: 'Transcript',
  duration: 'Duration',
  episode_number: 'Episode number',
  series_id: 'Series',
  publish_date: 'Publish date',
  tags: 'Tags',
  guest_name: 'Guest',
  guest_id: 'Saved guest',
  image: 'Cover image',
  audio_url: 'Audio',
  youtube_url: 'YouTube URL',
  spotify_url: 'Spotify',
  apple_url: 'Apple Podcasts',
  google_url: 'Google Podcasts',
  meta_description: 'Meta description',
  rating: 'Rating',
  status: 'Status',
  featured: 'Featured',
  allow_comments: 'Comments',
};

export const podcastSectionOf = (field: string) => FIELD_SECTION[field] ?? 'options';

/** The podcast rules the server applies, run on the payload before it is sent. */
export function checkPodcast(v: PodcastFormValues): FieldMessages {
  return checkWith((errors) => checkPodcastFields(errors, podcastPayload(v), { now: new Date().toISOString() }));
}

export function podcastPayload(v: PodcastFormValues): PodcastBody {
  const n = v.episode_number.trim();
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    duration: v.duration.trim(),
    guest_name: v.guest_name.trim(),
    guest_id: v.guest_id || null,
    series_id: v.series_id || null,
    // Whole numbers go as numbers; anything else goes as typed so the server names the problem.
    episode_number: n === '' ? null : /^\d+$/.test(n) ? parseInt(n, 10) : n,
    image: v.image.trim(),
    audio_url: v.audio_url.trim(),
    youtube_url: v.youtube_url.trim(),
    spotify_url: v.spotify_url.trim(),
    apple_url: v.apple_url.trim(),
    google_url: v.google_url.trim(),
    transcript: v.transcript,
    tags: v.tags,
    meta_description: v.meta_description.trim(),
    rating: v.rating.trim() ? parseFloat(v.rating) : null,
    featured: v.featured,
    allow_comments: v.allow_comments,
    status: v.status,
    ...(v.publish_date ? { publish_date: fromLocalInput(v.publish_date) ?? undefined } : {}),
  };
}
