/**
 * The media_files table; where uploads are used (the image columns of the content tables, looked up
 * by exact address through their indexes); and the site_settings row of the podcast artwork.
 */
import { count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { contains } from '../../lib/contains.ts';
import type { MediaUsage } from '../../../shared/api/media.ts';
import type { Db } from '../../db/client.ts';
import { articleImages, articles, mediaFiles, podcastEpisodes, podcastSeries, siteSettings, tvEpisodes, videos } from '../../db/schema.ts';
import { readSetting, writeSetting } from '../content/site-settings.ts';

const columns = {
  id: mediaFiles.id,
  url: mediaFiles.url,
  filename: mediaFiles.filename,
  mime_type: mediaFiles.mimeType,
  size: mediaFiles.size,
  width: mediaFiles.width,
  height: mediaFiles.height,
  alt: mediaFiles.alt,
  created_at: mediaFiles.createdAt,
};
export interface MediaRow {
  id: string;
  url: string;
  filename: string;
  mime_type: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  created_at: string;
}

export function insertMedia(db: Db, row: MediaRow & { uploaded_by: string | null }): void {
  db.insert(mediaFiles)
    .values({
      id: row.id,
      url: row.url,
      filename: row.filename,
      mimeType: row.mime_type,
      size: row.size,
      width: row.width,
      height: row.height,
      alt: row.alt,
      uploadedBy: row.uploaded_by,
      createdAt: row.created_at,
    })
    .run();
}

export function listMedia(db: Db, page: { limit: number; offset: number }, q?: string): { rows: MediaRow[]; total: number } {
  const where = q ? or(contains(mediaFiles.filename, q), contains(mediaFiles.alt, q)) : undefined;
  const total = db.select({ n: count() }).from(mediaFiles).where(where).get()?.n ?? 0;
  const rows = db
    .select(columns)
    .from(mediaFiles)
    .where(where)
    // Uploads within the same millisecond still come newest first (rowid grows with each insert).
    .orderBy(desc(mediaFiles.createdAt), desc(sql`rowid`))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { rows, total };
}

export function findMedia(db: Db, id: string): MediaRow | undefined {
  return db.select(columns).from(mediaFiles).where(eq(mediaFiles.id, id)).get();
}

export function deleteMedia(db: Db, id: string): boolean {
  return db.delete(mediaFiles).where(eq(mediaFiles.id, id)).run().changes > 0;
}

export function updateMediaUrl(db: Db, id: string, url: string, size: { width: number; height: number }): void {
  db.update(mediaFiles).set({ url, width: size.width, height: size.height }).where(eq(mediaFiles.id, id)).run();
}

/** Uploads stored as a single file, from before variants (server/modules/media/legacy.ts). */
export function legacyMedia(db: Db): MediaRow[] {
  return db
    .select(columns)
    .from(mediaFiles)
    .where(sql`${mediaFiles.url} glob '/media/uploads/[0-9][0-9][0-9][0-9]/[0-9][0-9]/*.*' and ${mediaFiles.url} not glob '/media/uploads/*/*/*/*'`)
    .all();
}

/** Points every image field holding `from` at `to` (an upload moved to its folder of variants). */
export function replaceImageUrl(db: Db, from: string, to: string): void {
  db.update(articles).set({ featuredImage: to }).where(eq(articles.featuredImage, from)).run();
  db.update(articles).set({ authorImage: to }).where(eq(articles.authorImage, from)).run();
  db.update(articleImages).set({ url: to }).where(eq(articleImages.url, from)).run();
  db.update(videos).set({ thumbnail: to }).where(eq(videos.thumbnail, from)).run();
  db.update(tvEpisodes).set({ thumbnail: to }).where(eq(tvEpisodes.thumbnail, from)).run();
  db.update(podcastEpisodes).set({ image: to }).where(eq(podcastEpisodes.image, from)).run();
  db.update(podcastSeries).set({ image: to }).where(eq(podcastSeries.image, from)).run();
}

/**
 * Where each of `urls` is shown: the items whose image fields hold it exactly, keyed by that
 * address (each table read through its index on the image column).
 */
export function imageUsages(db: Db, urls: string[]): Map<string, MediaUsage[]> {
  const found = new Map<string, MediaUsage[]>();
  if (urls.length === 0) return found;
  const add = (url: string, usage: MediaUsage) => {
    const list = found.get(url) ?? [];
    if (!list.some((u) => u.type === usage.type && u.id === usage.id)) list.push(usage);
    found.set(url, list);
  };
  for (const r of db.select({ id: articles.id, title: articles.title, url: articles.featuredImage }).from(articles).where(inArray(articles.featuredImage, urls)).all()) {
    add(r.url, { type: 'article', id: r.id, title: r.title });
  }
  // An author's photo counts as the article's use of it, like the featured image.
  for (const r of db.select({ id: articles.id, title: articles.title, url: articles.authorImage }).from(articles).where(inArray(articles.authorImage, urls)).all()) {
    add(r.url, { type: 'article', id: r.id, title: r.title });
  }
  for (const r of db
    .select({ id: articles.id, title: articles.title, url: articleImages.url })
    .from(articleImages)
    .innerJoin(articles, eq(articles.id, articleImages.articleId))
    .where(inArray(articleImages.url, urls))
    .all()) {
    add(r.url, { type: 'article', id: r.id, title: r.title });
  }
  for (const r of db.select({ id: videos.id, title: videos.title, url: videos.thumbnail }).from(videos).where(inArray(videos.thumbnail, urls)).all()) {
    add(r.url, { type: 'video', id: r.id, title: r.title });
  }
  for (const r of db.select({ id: tvEpisodes.id, title: tvEpisodes.title, url: tvEpisodes.thumbnail }).from(tvEpisodes).where(inArray(tvEpisodes.thumbnail, urls)).all()) {
    add(r.url, { type: 'tvshow', id: r.id, title: r.title });
  }
  for (const r of db.select({ id: podcastEpisodes.id, title: podcastEpisodes.title, url: podcastEpisodes.image }).from(podcastEpisodes).where(inArray(podcastEpisodes.image, urls)).all()) {
    add(r.url, { type: 'podcast', id: r.id, title: r.title });
  }
  // A handful of rows: read whole.
  for (const r of db.select({ id: podcastSeries.id, title: podcastSeries.title, url: podcastSeries.image }).from(podcastSeries).where(inArray(podcastSeries.image, urls)).all()) {
    add(r.url, { type: 'podcast_series', id: r.id, title: r.title });
  }
  return found;
}

const PODCAST_COVER_KEY = 'podcast_cover';

/** The address of the podcast artwork staff chose, or undefined for the built-in one. */
export const podcastCoverUrl = (db: Db): string | undefined => readSetting(db, PODCAST_COVER_KEY);

export const setPodcastCoverUrl = (db: Db, url: string): void => writeSetting(db, PODCAST_COVER_KEY, url);

/** Back to the built-in artwork when the chosen one lives in `folder` (its upload is being deleted). */
export function clearPodcastCoverIn(db: Db, folder: string): void {
  db.delete(siteSettings)
    .where(sql`${siteSettings.key} = ${PODCAST_COVER_KEY} and substr(${siteSettings.value}, 1, ${folder.length + 1}) = ${`${folder}/`}`)
    .run();
}
