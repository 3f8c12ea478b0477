/**
 * Uploads in the trash (content/trash.ts). An upload's row is moved into its trash row whole (so
 * no query of the library changes), and its folder of served files out of what the site serves,
 * to <dataDir>/media/trash/YYYY/MM/<uuid> (same disk: a rename), so its address answers 404 at
 * once; the original stays where it is, unserved. Restoring moves both back; emptying deletes the
 * folder and the original. Items still showing it show no picture meanwhile: the delete dialog
 * names them first (the library's `used_by`). If it was the podcast's artwork, the podcast takes
 * its built-in artwork and the restore offers it back.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { noLosses, type TrashKind } from '../content/trash.ts';
import { PLACE_LABELS } from '../content/trash-items.ts';
import { extOfMime } from './image-type.ts';
import { clearPodcastCoverIn, imageUsages, podcastCoverUrl } from './repository.ts';
import { setPodcastCover } from './service.ts';
import { folderPath, folderUrl, placeOfUrl, removeUpload, type UploadPlace } from './storage.ts';
import { uploadSettled } from './variants.ts';

type MediaFileRow = typeof mediaFiles.$inferSelect;

interface UploadRestore {
  row: MediaFileRow;
  /** The podcast artwork's address when it was made from this upload. */
  cover: string | null;
}

const trashFolder = (dataDir: string, p: UploadPlace) => join(dataDir, 'media', 'trash', p.year, p.month, p.id);

/** Moves a served folder (or an upload's single file from before variants); what is not there is no error. */
async function move(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
}

/** The places an upload's files are served from and kept in the trash: its folder, and its single file from before variants. */
function paths(dataDir: string, row: MediaFileRow): Array<[served: string, trashed: string]> {
  const place = placeOfUrl(row.url);
  if (!place) return [];
  const list: Array<[string, string]> = [[folderPath(dataDir, place), trashFolder(dataDir, place)]];
  if (place.legacyExt) list.push([`${folderPath(dataDir, place)}.${place.legacyExt}`, `${trashFolder(dataDir, place)}.${place.legacyExt}`]);
  return list;
}

export const uploadTrash: TrashKind<UploadRestore> = {
  type: 'uploads',
  label: 'Image',
  take(tx: Db, id: string) {
    const row = isUuid(id) ? tx.select().from(mediaFiles).where(eq(mediaFiles.id, id.toLowerCase())).get() : undefined;
    if (!row) return undefined;
    tx.delete(mediaFiles).where(eq(mediaFiles.id, row.id)).run();
    const place = placeOfUrl(row.url);
    const cover = podcastCoverUrl(tx) ?? null;
    const wasCover = Boolean(place && cover?.startsWith(`${folderUrl(place)}/`));
    if (place && wasCover) clearPodcastCoverIn(tx, folderUrl(place));
    return { title: row.filename, restore: { row, cover: wasCover ? cover : null } };
  },
  putBack(tx, _id, { row }) {
    if (tx.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.url, row.url)).get()) throw conflict('An image with the same address is in the library again');
    // The same bytes uploaded again meanwhile are a new upload that new uploads now find: this one
    // comes back beside it as its copy (as the hash backfill marks copies), its own uses intact.
    const twin = row.sha256 ? tx.select({ id: mediaFiles.id }).from(mediaFiles).where(and(eq(mediaFiles.sha256, row.sha256), isNull(mediaFiles.duplicateOf))).get() : undefined;
    tx.insert(mediaFiles).values(twin && !row.duplicateOf ? { ...row, duplicateOf: twin.id } : row).run();
  },
  // The row is only in its trash row; the files go after the transaction (files.destroy).
  destroy() {},
  losses: (_db, _id, { row }) => ({ ...noLosses(), files: [{ name: row.filename, size: row.size }] }),
  detail(db, _id, { row }) {
    const users = [...new Set([...imageUsages(db, [row.url]).values()].flat().map((u) => `"${u.title}"`))];
    return users.length ? `Was shown by ${users.join(', ')}` : 'Was not shown anywhere';
  },
  held: (_db, { cover }) => (cover ? [{ place: 'podcast_cover', label: PLACE_LABELS.podcast_cover, holder: '' }] : []),
  async placeBack(db, id, places, dataDir) {
    if (places.includes('podcast_cover')) await setPodcastCover(db, dataDir, id);
  },
  files: {
    async take(dataDir, { row }) {
      // The upload's background run may still be writing variants into the folder: moving it first
      // would race those writes (a variant written after the move would be served again).
      const place = placeOfUrl(row.url);
      if (place) await uploadSettled(place.id);
      for (const [served, trashed] of paths(dataDir, row)) await move(served, trashed);
    },
    async putBack(dataDir, { row }) {
      for (const [served, trashed] of paths(dataDir, row)) await move(trashed, served);
    },
    async destroy(dataDir, { row }) {
      const place = placeOfUrl(row.url);
      if (!place) return;
      for (const [, trashed] of paths(dataDir, row)) await rm(trashed, { recursive: true, force: true });
      // Anything left where it was served (a variant made while it was being trashed) and the original.
      await removeUpload(dataDir, place, extOfMime(row.mimeType), place.legacyExt);
    },
  },
};
