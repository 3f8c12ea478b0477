/** The audio_files table: episode audio staff uploaded (and the seed's), looked up by id or address. */
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AudioFileUse, PodcastAudio } from '../../../shared/api/podcasts.ts';
import type { Db } from '../../db/client.ts';
import { audioFiles, podcastEpisodes } from '../../db/schema.ts';
import { contains } from '../../lib/contains.ts';

const columns = {
  id: audioFiles.id,
  url: audioFiles.url,
  filename: audioFiles.filename,
  mime_type: audioFiles.mimeType,
  size: audioFiles.size,
  duration: audioFiles.duration,
  bitrate: audioFiles.bitrate,
};

export function insertAudioFile(db: Db, row: PodcastAudio & { uploaded_by: string | null; created_at: string }): void {
  db.insert(audioFiles)
    .values({
      id: row.id,
      url: row.url,
      filename: row.filename,
      mimeType: row.mime_type,
      size: row.size,
      duration: row.duration,
      bitrate: row.bitrate,
      uploadedBy: row.uploaded_by,
      createdAt: row.created_at,
    })
    .run();
}

export function findAudioFile(db: Db, id: string): PodcastAudio | undefined {
  return db.select(columns).from(audioFiles).where(eq(audioFiles.id, id)).get();
}

/** The stored file an address names (through the unique index on url). */
export function findAudioFileByUrl(db: Db, url: string): PodcastAudio | undefined {
  return db.select(columns).from(audioFiles).where(eq(audioFiles.url, url)).get();
}

/** A page of the stored files (whose name contains `q`, when given), newest first, and how many there are. */
export function listAudioFiles(db: Db, page: { limit: number; offset: number }, q?: string) {
  const where = q ? contains(audioFiles.filename, q) : undefined;
  const rows = db
    .select({ ...columns, created_at: audioFiles.createdAt })
    .from(audioFiles)
    .where(where)
    // Uploads within the same millisecond still come newest first (rowid grows with each insert).
    .orderBy(desc(audioFiles.createdAt), desc(sql`rowid`))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  const total = db.select({ n: count() }).from(audioFiles).where(where).get()?.n ?? 0;
  return { rows, total };
}

/** The episodes (any status) whose audio is one of `urls`, by address. */
export function episodesPlaying(db: Db, urls: string[]): Map<string, AudioFileUse[]> {
  const uses = new Map<string, AudioFileUse[]>();
  if (!urls.length) return uses;
  const rows = db
    .select({ url: podcastEpisodes.audioUrl, id: podcastEpisodes.id, title: podcastEpisodes.title })
    .from(podcastEpisodes)
    .where(inArray(podcastEpisodes.audioUrl, urls))
    .orderBy(podcastEpisodes.title)
    .all();
  for (const { url, ...use } of rows) uses.set(url, [...(uses.get(url) ?? []), use]);
  return uses;
}

/**
 * Deletes the file's row, and takes its audio from the episodes that played it (their address and
 * the facts copied from the file), so that no page, player or feed names a file that is gone.
 * Answers how many episodes lost their audio, or null when there was no such file.
 */
export function deleteAudioFile(db: Db, file: PodcastAudio): number | null {
  return db.transaction((tx) => {
    if (tx.delete(audioFiles).where(eq(audioFiles.id, file.id)).run().changes === 0) return null;
    return tx
      .update(podcastEpisodes)
      .set({ audioUrl: '', audioSize: 0, audioType: '', audioDuration: 0, audioBitrate: 0 })
      .where(eq(podcastEpisodes.audioUrl, file.url))
      .run().changes;
  });
}
