/**
 * The media_files table (with each upload's hash, the one upload per file); where uploads are used
 * (the image columns of the content tables, looked up by exact address through their indexes); and
 * the site_settings row of the podcast artwork.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { contains } from '../../lib/contains.ts';
import type { MediaUsage } from '../../../shared/api/media.ts';
import type { Db } from '../../db/client.ts';
import { articleImages, articles, authors, mediaFiles, podcastEpisodes, podcastSeries, siteSettings, tvEpisodes, videos } from '../../db/schema.ts';
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

export function insertMedia(db: Db, row: MediaRow & { uploaded_by: string | null; sha256: string; duplicate_of?: string }): void {
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
      sha256: row.sha256,
      duplicateOf: row.duplicate_of ?? null,
    })
    .run();
}

/** The upload holding the file with this SHA-256 (read through the unique index on it). */
export function findByHash(db: Db, sha256: string): MediaRow | undefined {
  return db
    .select(columns)
    .from(mediaFiles)
    .where(and(eq(mediaFiles.sha256, sha256), isNull(mediaFiles.duplicateOf)))
    .get();
}

/** Gives an upload alt text when it has none (a second upload of its file came with some). */
export function fillEmptyAlt(db: Db, id: string, alt: string): void {
  db.update(mediaFiles).set({ alt }).where(and(eq(mediaFiles.id, id), eq(mediaFiles.alt, ''))).run();
}

/** Uploads from before hashing, oldest first, after the one with `afterRowid`: the backfill's next batch. */
export function unhashedMedia(db: Db, afterRowid: number, limit: number): Array<{ rowid: number; id: string; url: string; mime_type: string }> {
  const rowid = sql<number>`rowid`;
  return db
    .select({ rowid, id: mediaFiles.id, url: mediaFiles.url, mime_type: mediaFiles.mimeType })
    .from(mediaFiles)
    .where(and(isNull(mediaFiles.sha256), gt(rowid, afterRowid)))
    .orderBy(asc(rowid))
    .limit(limit)
    .all();
}

/**
 * Stores an upload's hash; when another upload already holds those bytes, marks this one as its
 * copy instead (both stay). Answers the id of the upload it copies, or null. One synchronous step,
 * so an upload arriving meanwhile cannot slip between the look-up and the write.
 */
export function recordHash(db: Db, id: string, sha256: string): string | null {
  const holder = findByHash(db, sha256);
  const duplicateOf = holder && holder.id !== id ? holder.id : null;
  db.update(mediaFiles).set({ sha256, duplicateOf }).where(eq(mediaFiles.id, id)).run();
  return duplicateOf;
}

/**
 * What a search box's text finds: the file name, the alt text, or the title of an item that shows
 * the upload (an article's featured image, author photo or gallery image, a video's or TV episode's
 * thumbnail, a podcast episode's cover, a podcast series' picture), whether the item holds its address as the library hands
 * it out or absolute on this site.
 */
function matching(q: string, publicUrl: string): SQL | undefined {
  const shownBy = sql`select ${articles.featuredImage} from ${articles} where ${contains(articles.title, q)}
    union all select ${articles.authorImage} from ${articles} where ${contains(articles.title, q)}
    union all select ${articleImages.url} from ${articleImages} join ${articles} on ${articles.id} = ${articleImages.articleId} where ${contains(articles.title, q)}
    union all select ${videos.thumbnail} from ${videos} where ${contains(videos.title, q)}
    union all select ${tvEpisodes.thumbnail} from ${tvEpisodes} where ${contains(tvEpisodes.title, q)}
    union all select ${podcastEpisodes.image} from ${podcastEpisodes} where ${contains(podcastEpisodes.title, q)}
    union all select ${podcastSeries.image} from ${podcastSeries} where ${contains(podcastSeries.title, q)}`;
  return or(
    contains(mediaFiles.filename, q),
    contains(mediaFiles.alt, q),
    sql`${mediaFiles.url} in (${shownBy})`,
    sql`(${publicUrl} || ${mediaFiles.url}) in (${shownBy})`,
  );
}

export function listMedia(db: Db, page: { limit: number; offset: number }, q: string | undefined, publicUrl: string): { rows: MediaRow[]; total: number } {
  const where = q ? matching(q, publicUrl) : undefined;
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

/** Who uploaded it (null: from before uploaders were kept, or their account is gone); undefined for an unknown id. */
export function uploaderOf(db: Db, id: string): string | null | undefined {
  return db.select({ uploadedBy: mediaFiles.uploadedBy }).from(mediaFiles).where(eq(mediaFiles.id, id)).get()?.uploadedBy;
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
  db.update(authors).set({ image: to }).where(eq(authors.image, from)).run();
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
  // An author profile's portrait (a few hundred rows at most: read whole).
  for (const r of db.select({ id: authors.id, title: authors.name, url: authors.image }).from(authors).where(inArray(authors.image, urls)).all()) {
    add(r.url, { type: 'author', id: r.id, title: r.title });
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
