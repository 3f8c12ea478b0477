/**
 * Which files of the data folder a backup holds, and where a restore puts them back: the uploads
 * as served (`media/uploads`, variants included, so every address answers the same bytes at once
 * after a restore), their originals (`media/originals`), episode audio (`media/audio`) and the
 * development JWT secret (`jwt-secret`, when it lives there). Temporary files (`media/tmp`), the
 * mail outbox and the backups folder are left out.
 */
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourceFile } from './archive.ts';

const MEDIA_FOLDERS = ['media/uploads', 'media/originals', 'media/audio'] as const;
export const JWT_SECRET_FILE = 'jwt-secret';

async function walk(root: string, rel: string, out: SourceFile[]): Promise<void> {
  let names: string[];
  try {
    names = (await readdir(join(root, rel))).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  for (const name of names) {
    const path = `${rel}/${name}`;
    const info = await lstat(join(root, path)).catch(() => null); // removed meanwhile: not part of this backup
    if (!info) continue;
    if (info.isDirectory()) await walk(root, path, out);
    else if (info.isFile()) out.push({ path, abs: join(root, path) });
  }
}

/** The data folder's files a backup holds, in a stable order. */
export async function dataFiles(dataDir: string): Promise<SourceFile[]> {
  const files: SourceFile[] = [];
  const secret = await lstat(join(dataDir, JWT_SECRET_FILE)).catch(() => null);
  if (secret?.isFile()) files.push({ path: JWT_SECRET_FILE, abs: join(dataDir, JWT_SECRET_FILE) });
  for (const folder of MEDIA_FOLDERS) await walk(dataDir, folder, files);
  return files;
}
