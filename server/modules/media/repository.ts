/** The media_files table. */
import { count, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';

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

/** `%` and `_` typed by staff are literal characters, not wildcards. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listMedia(db: Db, page: { limit: number; offset: number }, q?: string): { rows: MediaRow[]; total: number } {
  const pattern = q ? contains(q) : '';
  // LIKE is case-insensitive for ASCII in SQLite (and ILIKE-like enough for the search box).
  const where = q ? or(sql`${like(mediaFiles.filename, pattern)} escape '\\'`, sql`${like(mediaFiles.alt, pattern)} escape '\\'`) : undefined;
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
