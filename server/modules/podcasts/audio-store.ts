/**
 * Episode audio on disk, beside the image uploads (server/modules/media/storage.ts):
 *   <dataDir>/media/audio/YYYY/MM/<uuid>/<name>.mp3|m4a   served at /media/audio/YYYY/MM/<uuid>/<name>
 * `<name>` is the uploader's file name as a URL-safe slug, so the address a listener's app shows
 * still says what the file is. A file is checked first (audio-check.ts), then moved (an upload's
 * temporary file, on the same disk) or copied through the temporary folder (the seed's), renamed
 * into place whole: the public folder never holds a half-written or refused file. The upload form
 * and the seed both store through `storeAudio`.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PodcastAudio } from '../../../shared/api/podcasts.ts';
import { AUDIO_URL_PREFIX } from '../../../shared/podcast-audio.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { cleanFilename, placeOf, tmpDir, type UploadPlace } from '../media/storage.ts';
import { checkAudioFile } from './audio-check.ts';
import { insertAudioFile } from './audio-repository.ts';

export const audioDir = (dataDir: string) => join(dataDir, 'media', 'audio');

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A stored file below /media/audio/: its month, folder and slug name. Nothing else is ever served. */
export const STORED_AUDIO = new RegExp(`^\\d{4}/\\d{2}/${UUID}/[a-z0-9][a-z0-9-]{0,79}\\.(?:mp3|m4a)$`);

/** The file's path below audioDir for an address this store made ('2026/11/<uuid>/intro.mp3'), else null. */
export function storedAudioPath(url: string): string | null {
  if (!url.startsWith(AUDIO_URL_PREFIX)) return null;
  const rest = url.slice(AUDIO_URL_PREFIX.length);
  return STORED_AUDIO.test(rest) ? rest : null;
}

/** 'Episode 12 – Café Talk.mp3' -> 'episode-12-cafe-talk' (at most 80 characters; 'episode' when nothing is left). */
function slugOf(filename: string): string {
  const slug = filename
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'episode';
}

const folderOf = (dataDir: string, p: UploadPlace) => join(audioDir(dataDir), p.year, p.month, p.id);

/** Removes the folder of a file this store made (nothing for any other address). */
export async function removeStoredAudio(dataDir: string, url: string): Promise<void> {
  const path = storedAudioPath(url);
  if (!path) return;
  const [year, month, id] = path.split('/');
  await rm(folderOf(dataDir, { year, month, id }), { recursive: true, force: true });
}

export interface AudioSource {
  path: string;
  /** The name it had on the uploader's device (or in seed/audio). */
  filename: string;
  /** Take the file (an upload's temporary file) instead of copying it (the seed's, which stay). */
  move: boolean;
}

export interface StoreOptions {
  /** A stable id (the seed's); a new one by default. */
  id?: string;
  createdAt?: string;
  uploadedBy?: string | null;
}

/**
 * Checks `source` (a 400 naming `file` when it is not whole MP3 or M4A audio), stores it and
 * records it in audio_files. On any failure nothing of it is left in the store (an upload's
 * temporary file is the caller's to remove).
 */
export async function storeAudio(db: Db, dataDir: string, source: AudioSource, options: StoreOptions = {}): Promise<PodcastAudio> {
  const facts = await checkAudioFile(source.path);
  const id = options.id ?? randomUUID();
  const createdAt = options.createdAt ?? nowIso();
  const place = placeOf(id, createdAt);
  const name = `${slugOf(source.filename)}.${facts.ext}`;
  const folder = folderOf(dataDir, place);
  const audio: PodcastAudio = {
    id,
    url: `${AUDIO_URL_PREFIX}${place.year}/${place.month}/${id}/${name}`,
    filename: cleanFilename(source.filename, name),
    mime_type: facts.mime,
    size: facts.size,
    duration: facts.duration,
    bitrate: facts.bitrate,
  };
  // Leftovers of an earlier store under this id (the seed's, after a database reset) make way.
  await rm(folder, { recursive: true, force: true });
  try {
    await mkdir(folder, { recursive: true });
    if (source.move) {
      await rename(source.path, join(folder, name));
    } else {
      const tmp = join(tmpDir(dataDir), `${randomUUID()}.part`);
      await mkdir(tmpDir(dataDir), { recursive: true });
      try {
        await copyFile(source.path, tmp);
        await rename(tmp, join(folder, name));
      } finally {
        await rm(tmp, { force: true });
      }
    }
    insertAudioFile(db, { ...audio, uploaded_by: options.uploadedBy ?? null, created_at: createdAt });
  } catch (err) {
    await rm(folder, { recursive: true, force: true });
    throw err;
  }
  return audio;
}
