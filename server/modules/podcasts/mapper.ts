/** Podcast episode, series and guest rows (camelCase) -> API objects (snake_case, shared/api/content.ts). */
import type { PodcastEpisode, PodcastGuest, PodcastSeries } from '../../../shared/api/content.ts';
import { episodeDuration } from '../../../shared/validation/podcast.ts';
import type { podcastEpisodes, podcastGuests, podcastSeries } from '../../db/schema.ts';
import { effectiveStatus } from '../content/visibility.ts';

export type PodcastEpisodeRow = typeof podcastEpisodes.$inferSelect;
export type PodcastSeriesRow = typeof podcastSeries.$inferSelect;
export type PodcastGuestRow = typeof podcastGuests.$inferSelect;

/** An episode joined to its series, with its counted downloads (table.ts). */
export function toPodcastEpisode({
  episode: row,
  series,
  countedDownloads,
}: {
  episode: PodcastEpisodeRow;
  series: PodcastSeriesRow | null;
  countedDownloads: number;
}): PodcastEpisode {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    episode_number: row.episodeNumber ?? null,
    guest_name: row.guestName,
    guest_id: row.guestId ?? null,
    series_id: row.seriesId ?? null,
    podcast_series: series ? { id: series.id, title: series.title } : null,
    category: row.category,
    // The file's length when it is known, even on a row written around the save rule (an import).
    duration: episodeDuration(row.duration, row.audioDuration),
    views: row.views,
    plays: row.plays,
    downloads: row.legacyDownloads + countedDownloads,
    rating: row.rating,
    image: row.image,
    youtube_url: row.youtubeUrl,
    spotify_url: row.spotifyUrl,
    apple_url: row.appleUrl,
    google_url: row.googleUrl,
    audio_url: row.audioUrl,
    audio_size: row.audioSize,
    audio_type: row.audioType,
    audio_duration: row.audioDuration,
    audio_bitrate: row.audioBitrate,
    transcript: row.transcript,
    tags: row.tags,
    meta_description: row.metaDescription,
    featured: row.featured,
    allow_comments: row.allowComments,
    status: effectiveStatus(row.status, row.publishDate),
    publish_date: row.publishDate,
    version: row.version,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export const toPodcastSeries = (row: PodcastSeriesRow): PodcastSeries => ({ id: row.id, title: row.title, description: row.description, image: row.image });
export const toPodcastGuest = (row: PodcastGuestRow): PodcastGuest => ({
  id: row.id,
  full_name: row.fullName,
  title: row.title,
  organization: row.organization,
  bio: row.bio,
});
