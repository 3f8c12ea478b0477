/**
 * Magazine videos as a content table (content/content-table.ts): the rows an API video is made
 * from, the staff sort orders and search columns, and the insert with its registry row.
 */
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { videos, type tvEpisodes } from '../../db/schema.ts';
import { byCreation, contentTable } from '../content/content-table.ts';
import { registeredInsert } from '../content/store.ts';

/** A new video with its content registry row. */
export const insertVideo = registeredInsert(videos, 'video');

/** Staff orders of magazine videos, which TV episodes share; ties keep a stable order. */
export const videoSorts = (table: typeof videos | typeof tvEpisodes) => ({
  ...byCreation(table),
  views: [desc(table.views), desc(table.createdAt)],
  rating: [desc(table.rating), desc(table.createdAt)],
  title: [asc(table.title), asc(table.id)],
  upload_date: [desc(table.uploadDate), desc(table.createdAt)],
});

export const videoTable = contentTable({
  table: videos,
  date: videos.uploadDate,
  searchable: [videos.title, videos.description],
  sorts: videoSorts(videos),
  rows: (db: Db) => db.select().from(videos),
  insert: insertVideo,
});
