/** Database rows (camelCase) -> API objects (snake_case, shared/api/content.ts). */
import type { Article, PodcastEpisode, PodcastGuest, PodcastSeries } from '../../../shared/api/content.ts';
import { effectiveStatus } from './visibility.ts';
import { episodeDuration } from '../../../shared/validation/podcast.ts';
import type { articleImages, articles, podcastEpisodes, podcastGuests, podcastSeries } from '../../db/schema.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ArticleImageRow = typeof articleImages.$inferSelect;
export type PodcastEpisodeRow = typeof podcastEpisodes.$inferSelect;
export type PodcastSeriesRow = typeof podcastSeries.$inferSelect;
export type PodcastGuestRow = typeof podcastGuests.$inferSelect;

export function toArticle(row: ArticleRow, images: ArticleImageRow[] = []): Article {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    excerpt: row.excerpt,
    content: row.content,
    content_html: row.contentHtml,
    category_name: row.categoryName,
    author: row.author,
    author_bio: row.authorBio,
    author_image: row.authorImage,
    tags: row.tags,
    featured_image: row.featuredImage,
    featured_image_alt: row.featuredImageAlt,
    additional_images: [...images]
      .sort((a, b) => a.position - b.position)
      .map((i) => ({ id: i.id, url: i.url, alt: i.alt, caption: i.caption })),
    meta_description: row.metaDescription,
    read_time: row.readTime,
    allow_comments: row.allowComments,
    featured: row.featured,
    trending: row.trending,
    editors_pick: row.editorsPick,
    status: effectiveStatus(row.status, row.publishDate),
    publish_date: row.publishDate,
    main_position: row.mainPosition ?? null,
    views: row.views,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** An episode joined to its series, with its counted downloads (content/media-tables.ts). */
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
