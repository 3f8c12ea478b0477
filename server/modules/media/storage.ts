/**
 * Uploaded files on disk: <dataDir>/media/uploads/YYYY/MM/<uuid>.<ext>, served at
 * /media/uploads/YYYY/MM/<uuid>.<ext> (server/plugins/web.ts). A file is written under
 * <dataDir>/media/tmp first and renamed into place (same disk, so the rename is atomic): the
 * public folder never holds a half-written file.
 */
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const UPLOADS_URL_PREFIX = '/media/uploads/';
export const uploadsDir = (dataDir: string) => join(dataDir, 'media', 'uploads');
const tmpDir = (dataDir: string) => join(dataDir, 'media', 'tmp');

/** Only URLs this module made map back to a file, so a stored value can never point elsewhere. */
const STORED_URL = /^\/media\/uploads\/(\d{4})\/(\d{2})\/([0-9a-f-]{36}\.(?:jpg|png|gif|webp|avif))$/;
/** A file path under the uploads folder as the static server sees it ('/2026/11/<uuid>.png'). */
export const STORED_FILE = /^\/?\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:jpg|png|gif|webp|avif)$/;

export function uploadUrl(id: string, ext: string, createdAt: string): string {
  return `${UPLOADS_URL_PREFIX}${createdAt.slice(0, 4)}/${createdAt.slice(5, 7)}/${id}.${ext}`;
}

function fileOf(dataDir: string, url: string): string | null {
  const m = STORED_URL.exec(url);
  return m ? join(uploadsDir(dataDir), m[1], m[2], m[3]) : null;
}

/** Writes the bytes to a temporary name, then moves them to the file behind `url`. */
export async function storeFile(dataDir: string, url: string, bytes: Uint8Array): Promise<void> {
  const target = fileOf(dataDir, url);
  if (!target) throw new Error(`not an upload URL: ${url}`);
  const tmp = join(tmpDir(dataDir), `${url.split('/').pop()}.part`);
  await mkdir(tmpDir(dataDir), { recursive: true });
  await mkdir(join(target, '..'), { recursive: true });
  try {
    await writeFile(tmp, bytes, { flag: 'wx' });
    await rename(tmp, target);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

/** Removes the file behind `url`; one already gone is fine. */
export async function removeFile(dataDir: string, url: string): Promise<void> {
  const target = fileOf(dataDir, url);
  if (!target) return;
  await unlink(target).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}
