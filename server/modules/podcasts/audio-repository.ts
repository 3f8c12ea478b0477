/** The audio_files table: episode audio staff uploaded (and the seed's), looked up by id or address. */
import { eq } from 'drizzle-orm';
import type { PodcastAudio } from '../../../shared/api/podcasts.ts';
import type { Db } from '../../db/client.ts';
import { audioFiles } from '../../db/schema.ts';

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
