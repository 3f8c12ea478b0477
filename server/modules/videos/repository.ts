/** Queries on magazine videos. Only this file touches the videos table. */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ContentStatus } from '../../../shared/constants.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { videos } from '../../db/schema.ts';
import type { VideoRow } from '../content/mappers.ts';
import { deleteContent, insertVideo } from '../content/store.ts';
import { searchCondition, statusCondition } from './list-filters.ts';
import type { VideoValues } from './video-fields.ts';

export const VIDEO_SORTS = ['newest', 'oldest', 'views', 'rating', 'title', 'upload_date'] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

export interface VideoFilters {
  status?: ContentStatus;
  category?: string;
  featured?: boolean;
  q?: string;
  sort: VideoSort;
  page: number;
  limit: number;
}

const ORDER: Record<VideoSort, SQL[]> = {
  newest: [desc(videos.createdAt), desc(videos.id)],
  oldest: [asc(videos.createdAt), asc(videos.id)],
  views: [desc(videos.views), desc(videos.createdAt)],
  rating: [desc(videos.rating), desc(videos.createdAt)],
  title: [asc(videos.title), asc(videos.id)],
  upload_date: [desc(videos.uploadDate), desc(videos.createdAt)],
};

export function listVideos(db: Db, f: VideoFilters): { rows: VideoRow[]; total: number } {
  const where = and(
    f.status ? statusCondition(videos.status, videos.uploadDate, f.status) : undefined,
    f.category ? eq(videos.category, f.category) : undefined,
    f.featured !== undefined ? eq(videos.featured, f.featured) : undefined,
    searchCondition(f.q, [videos.title, videos.description]),
  );
  const total = db.select({ n: count() }).from(videos).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(videos)
    .where(where)
    .orderBy(...ORDER[f.sort])
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .all();
  return { rows, total };
}

export function findVideo(db: Db, id: string): VideoRow | undefined {
  return db.select().from(videos).where(eq(videos.id, id)).get();
}

export function createVideo(db: Db, values: VideoValues): VideoRow {
  const id = insertVideo(db, values);
  return findVideo(db, id)!;
}

/** Writes the checked values; undefined when the video no longer exists. */
export function updateVideo(db: Db, id: string, values: VideoValues): VideoRow | undefined {
  return inTransaction(db, (tx) => {
    const changed = tx
      .update(videos)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(eq(videos.id, id))
      .run().changes;
    return changed ? findVideo(tx, id) : undefined;
  });
}

/** Deletes a video with its likes, comments and daily views; false when no video has this id. */
export function removeVideo(db: Db, id: string): boolean {
  return inTransaction(db, (tx) => (findVideo(tx, id) ? deleteContent(tx, id) : false));
}
