/**
 * Uploaded pictures on disk. Each upload is
 *   <dataDir>/media/originals/YYYY/MM/<uuid>.<ext>   the bytes as uploaded, never served (they may
 *                                                    carry GPS data): kept to make new variants or
 *                                                    podcast artwork from later;
 *   <dataDir>/media/uploads/YYYY/MM/<uuid>/          its served files (shared/responsive-image.ts
 *                                                    names them), at /media/uploads/YYYY/MM/<uuid>/.
 * Files are written under <dataDir>/media/tmp first and renamed into place (same disk, so the
 * rename is atomic): a folder appears complete or not at all, and the public folder never holds a
 * half-written file. Deleting an upload removes its folder and its original.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { ImageFile } from './image-pipeline.ts';

export const UPLOADS_URL_PREFIX = '/media/uploads/';
export const uploadsDir = (dataDir: string) => join(dataDir, 'media', 'uploads');
const originalsDir = (dataDir: string) => join(dataDir, 'media', 'originals');
/** Files being written, renamed into place once complete (the same disk as every stored file). */
export const tmpDir = (dataDir: string) => join(dataDir, 'media', 'tmp');

/** Where an upload lives: its month folder and id. */
export interface UploadPlace {
  year: string;
  month: string;
  id: string;
}

export const placeOf = (id: string, createdAt: string): UploadPlace => ({ year: createdAt.slice(0, 4), month: createdAt.slice(5, 7), id });
/** The site path of an upload's folder (no trailing slash). */
export const folderUrl = (p: UploadPlace) => `${UPLOADS_URL_PREFIX}${p.year}/${p.month}/${p.id}`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A stored upload URL: a file in an upload's folder, or a single file from before variants. */
const STORED_URL = new RegExp(`^/media/uploads/(\\d{4})/(\\d{2})/(${UUID})(?:/[^/]+|\\.(jpg|png|gif|webp|avif))$`);

/** The place of an upload from any URL this module made; null for anything else. */
export function placeOfUrl(url: string): (UploadPlace & { legacyExt?: string }) | null {
  const m = STORED_URL.exec(url);
  return m ? { year: m[1], month: m[2], id: m[3], ...(m[4] ? { legacyExt: m[4] } : {}) } : null;
}

/**
 * A file path under the uploads folder as the uploads route sees it ('2026/11/<uuid>/640.avif'):
 * the main file, a variant or the podcast artwork of an upload. Anything else is a 404.
 */
export const SERVED_FILE = new RegExp(
  `^(\\d{4}/\\d{2}/${UUID})/(\\d{1,4}x\\d{1,5}(?:-[0-9a-f]{6})?\\.(?:jpg|png)|\\d{1,4}\\.(?:avif|webp|jpg|png)|cover-(?:1400|3000)\\.jpg)$`,
);

/**
 * The uploader's file name made safe to show and search: no folders, control characters or
 * characters file systems refuse, at most 150 characters with the extension kept; `fallback` when
 * nothing is left.
 */
export function cleanFilename(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!base) return fallback;
  if (base.length <= 150) return base;
  const dot = base.lastIndexOf('.');
  const suffix = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 150 - suffix.length) + suffix;
}

export const folderPath = (dataDir: string, p: UploadPlace) => join(uploadsDir(dataDir), p.year, p.month, p.id);
export const originalPath = (dataDir: string, p: UploadPlace, ext: string) => join(originalsDir(dataDir), p.year, p.month, `${p.id}.${ext}`);

/** Writes `bytes` to a temporary name, then moves them to `target`. */
async function writeAtomically(dataDir: string, target: string, bytes: Uint8Array): Promise<void> {
  const tmp = join(tmpDir(dataDir), `${randomUUID()}.part`);
  await mkdir(tmpDir(dataDir), { recursive: true });
  await mkdir(join(target, '..'), { recursive: true });
  try {
    await writeFile(tmp, bytes, { flag: 'wx' });
    await rename(tmp, target);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

/**
 * Stores a new upload: its original, then its folder of served files (built in the temporary
 * folder and renamed into place). On any failure nothing of it is left.
 */
export async function storeUpload(dataDir: string, place: UploadPlace, original: { bytes: Uint8Array; ext: string }, files: ImageFile[]): Promise<void> {
  const staging = join(tmpDir(dataDir), `${place.id}.dir`);
  const target = folderPath(dataDir, place);
  try {
    await writeAtomically(dataDir, originalPath(dataDir, place, original.ext), original.bytes);
    await mkdir(staging, { recursive: true });
    await Promise.all(files.map((f) => writeFile(join(staging, f.name), f.bytes, { flag: 'wx' })));
    await mkdir(join(target, '..'), { recursive: true });
    await rename(staging, target);
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    await removeUpload(dataDir, place, original.ext);
    throw err;
  }
}

/** Adds one file (the podcast artwork) to an existing upload's folder. */
export async function addToUpload(dataDir: string, place: UploadPlace, file: ImageFile): Promise<void> {
  await writeAtomically(dataDir, join(folderPath(dataDir, place), file.name), file.bytes);
}

/**
 * Adds variants made later to an upload's folder, each renamed into place. The folder is never
 * created here: an upload deleted meanwhile stays deleted (its late files are dropped).
 */
export async function addVariants(dataDir: string, place: UploadPlace, files: ImageFile[]): Promise<void> {
  await mkdir(tmpDir(dataDir), { recursive: true });
  await Promise.all(
    files.map(async (f) => {
      const tmp = join(tmpDir(dataDir), `${randomUUID()}.part`);
      await writeFile(tmp, f.bytes, { flag: 'wx' });
      await rename(tmp, join(folderPath(dataDir, place), f.name)).catch(async (err: NodeJS.ErrnoException) => {
        await rm(tmp, { force: true });
        if (err.code !== 'ENOENT') throw err;
      });
    }),
  );
}

/**
 * The file holding an upload's bytes as they were received: its original, or for an upload from
 * before variants that could not be converted, its single file.
 */
export function originalFile(dataDir: string, place: UploadPlace & { legacyExt?: string }, ext: string): string {
  return place.legacyExt ? `${folderPath(dataDir, place)}.${place.legacyExt}` : originalPath(dataDir, place, ext);
}

/** Removes an upload's folder and original (and the single file of an upload from before variants); what is already gone is fine. */
export async function removeUpload(dataDir: string, place: UploadPlace, ext: string, legacyExt?: string): Promise<void> {
  await rm(folderPath(dataDir, place), { recursive: true, force: true });
  await rm(originalPath(dataDir, place, ext), { force: true });
  if (legacyExt) await rm(`${folderPath(dataDir, place)}.${legacyExt}`, { force: true });
}

/** The single served file of an upload from before variants (read once to make its variants). */
export function readLegacyFile(dataDir: string, place: UploadPlace, ext: string): Promise<Buffer> {
  return readFile(`${folderPath(dataDir, place)}.${ext}`);
}

export async function removeLegacyFile(dataDir: string, place: UploadPlace, ext: string): Promise<void> {
  await rm(`${folderPath(dataDir, place)}.${ext}`, { force: true });
}
