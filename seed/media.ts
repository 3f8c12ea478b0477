/**
 * Where each seed picture and sample episode audio lives. Pictures ship in seed/images/ (served as
 * they are at /media/seed/, so an address pasted from there keeps working). Seeding with a data folder stores each one as an
 * upload of the Media Library (server/modules/media): the same folder of AVIF, WebP and JPEG
 * variants staff uploads get, so a fresh install shows what production shows; content then points
 * at the upload's address. The image generator (tools/generate-images.ts) uses the same functions,
 * so names cannot drift apart. The sample episodes' spoken intros ship in seed/audio/ and are stored
 * the same way as uploaded episode audio (server/modules/podcasts/audio-store.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Db } from '../server/db/client.ts';
import type { PodcastAudio } from '../shared/api/podcasts.ts';
import { findMedia, replaceImageUrl } from '../server/modules/media/repository.ts';
import { importPicture } from '../server/modules/media/service.ts';
import { findAudioFile } from '../server/modules/podcasts/audio-repository.ts';
import { storeAudio } from '../server/modules/podcasts/audio-store.ts';
import { stableId } from './ids.ts';
import { REPO_ROOT } from '../server/lib/repo-root.ts';

const MEDIA_PREFIX = '/media/seed/';
// Not compiled: read from the repository's seed/ also when this runs from dist/seed/.
const IMAGES_DIR = `${REPO_ROOT}seed/images/`;
const AUDIO_DIR = `${REPO_ROOT}seed/audio/`;
export const PLACEHOLDER_FILE = 'placeholder.jpg';

export const articleImageFile = (slug: string) => `article-${slug}.jpg`;
export const galleryImageFile = (slug: string, index: number) => `gallery-${slug}-${index + 1}.jpg`;
export const videoImageFile = (slug: string) => `video-${slug}.jpg`;
export const tvImageFile = (slug: string) => `tv-${slug}.jpg`;
export const podcastImageFile = (slug: string) => `podcast-${slug}.jpg`;
/** A podcast series' picture (content/podcasts.ts key), 1400 px square: its feed's artwork. */
export const seriesImageFile = (key: string) => `podcast-series-${key}.jpg`;
/** An author's portrait (content/authors.ts key). */
export const authorImageFile = (key: string) => `author-${key}.jpg`;
/** A sample episode's spoken intro in seed/audio/ (made by tools/generate-audio.ts). */
export const podcastAudioFile = (slug: string) => `podcast-${slug}.mp3`;

export const mediaUrl = (file: string) => `${MEDIA_PREFIX}${file}`;

/** The id of a seed picture's upload: stable, so seeding again finds it. */
const pictureId = (file: string) => stableId(`media:${file}`);

/**
 * Stores each of `files` as an upload (unless its upload exists already) and answers the address
 * content should use for a file, with the uploads to make variants for. Items still showing the
 * plain file (seeded before this) are pointed at its upload.
 */
export async function seedPictures(db: Db, dataDir: string, files: string[], createdAt: string): Promise<{ urlOf: (file: string) => string; uploads: Array<{ id: string; url: string }> }> {
  const urls = new Map<string, string>();
  for (const file of new Set(files)) {
    const id = pictureId(file);
    const existing = findMedia(db, id);
    const url = existing?.url ?? (await importPicture(db, dataDir, { id, bytes: await readFile(IMAGES_DIR + file), filename: file, createdAt }));
    urls.set(file, url);
    // Content seeded before pictures were uploads points at the plain file: give it the upload.
    replaceImageUrl(db, mediaUrl(file), url);
  }
  return {
    urlOf: (file) => urls.get(file) ?? mediaUrl(file),
    uploads: [...urls.entries()].map(([file, url]) => ({ id: pictureId(file), url })),
  };
}

/** The id of a seed audio file's upload: stable, so seeding again finds it. */
const audioId = (file: string) => stableId(`audio:${file}`);

/**
 * Stores each of `files` (seed/audio/) as an uploaded episode audio file, through the same checks
 * and store as the upload form (unless stored already), and answers what was read from each.
 */
export async function seedAudio(db: Db, dataDir: string, files: string[], createdAt: string): Promise<(file: string) => PodcastAudio | undefined> {
  const stored = new Map<string, PodcastAudio>();
  for (const file of new Set(files)) {
    const id = audioId(file);
    const audio = findAudioFile(db, id) ?? (await storeAudio(db, dataDir, { path: AUDIO_DIR + file, filename: file, move: false }, { id, createdAt }));
    stored.set(file, audio);
  }
  return (file) => stored.get(file);
}
