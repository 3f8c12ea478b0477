/**
 * Staff edits are partial (PUT sends only what changed): the payload is merged onto the stored item
 * and the result is checked as a whole.
 */
import type { Video } from '../../../shared/api/content.ts';
import type { VideoBody } from '../../../shared/api/videos.ts';

/** Drops keys whose value is undefined ("not sent"), so spreading a body never erases a stored value. */
export function definedOnly<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;
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
