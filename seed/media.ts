/**
 * Where each seed picture lives. Files ship in seed/images/ (served as they are at /media/seed/, so
 * an address pasted from there keeps working). Seeding with a data folder stores each one as an
 * upload of the Media Library (server/modules/media): the same folder of AVIF, WebP and JPEG
 * variants staff uploads get, so a fresh install shows what production shows; content then points
 * at the upload's address. The image generator (tools/generate-images.ts) uses the same functions,
 * so names cannot drift apart.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from '../server/db/client.ts';
import { findMedia, replaceImageUrl } from '../server/modules/media/repository.ts';
import { importPicture } from '../server/modules/media/service.ts';
import { stableId } from './ids.ts';

const MEDIA_PREFIX = '/media/seed/';
const IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url));
export const PLACEHOLDER_FILE = 'placeholder.jpg';

export const articleImageFile = (slug: string) => `article-${slug}.jpg`;
export const galleryImageFile = (slug: string, index: number) => `gallery-${slug}-${index + 1}.jpg`;
export const videoImageFile = (slug: string) => `video-${slug}.jpg`;
export const tvImageFile = (slug: string) => `tv-${slug}.jpg`;
export const podcastImageFile = (slug: string) => `podcast-${slug}.jpg`;

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
