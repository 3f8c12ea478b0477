/** Magazine video rows (camelCase) -> API videos (snake_case, shared/api/content.ts), and back to a body for partial updates. */
import type { Video } from '../../../shared/api/content.ts';
import type { VideoBody } from '../../../shared/api/videos.ts';
import type { videos } from '../../db/schema.ts';
import { effectiveStatus } from '../content/visibility.ts';

export type VideoRow = typeof videos.$inferSelect;

/** The fields of a video, which a TV episode has too (tvshows/mapper.ts adds its season and number). */
export function videoFields(row: VideoRow): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    section: row.section,
    creator: row.creator,
    youtube_url: row.youtubeUrl,
    thumbnail: row.thumbnail,
    duration: row.duration,
    views: row.views,
    rating: row.rating,
    status: effectiveStatus(row.status, row.uploadDate),
    featured: row.featured,
    is_new: row.isNew,
    tags: row.tags,
    transcript: row.transcript,
    meta_description: row.metaDescription,
    allow_comments: row.allowComments,
    upload_date: row.uploadDate,
    version: row.version,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export const toVideo = (row: VideoRow): Video => videoFields(row);

/** A stored video (or TV episode) in body shape, the base a partial update is merged onto (content/partial-update.ts). */
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
