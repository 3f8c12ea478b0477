/**
 * Uploads from before variants were a single file served as uploaded, EXIF and GPS included
 * (/media/uploads/YYYY/MM/<uuid>.jpg). At start-up each becomes an upload like the others: its file
 * is kept as the (unserved) original, its folder of variants is made, every image field that held
 * the old address gets the new one (which moves the public version: cached pages drop the old
 * address), and the old file is removed. A file that cannot be read as a picture is left as it was.
 * Runs in the background from start-up (routes.ts), one file at a time, until `signal` stops it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../../db/client.ts';
import { processImage } from './image-pipeline.ts';
import { extOfMime } from './image-type.ts';
import * as repo from './repository.ts';
import { folderUrl, placeOfUrl, readLegacyFile, removeLegacyFile, storeUpload } from './storage.ts';
import { completeInBackground, eagerVariant } from './variants.ts';

export async function upgradeLegacyUploads(db: Db, dataDir: string, publicUrl: string, log: FastifyBaseLogger, signal?: AbortSignal): Promise<void> {
  for (const row of repo.legacyMedia(db)) {
    if (signal?.aborted) return;
    const place = placeOfUrl(row.url);
    if (!place?.legacyExt) continue;
    try {
      const bytes = await readLegacyFile(dataDir, place, place.legacyExt);
      const image = await processImage(bytes, eagerVariant);
      await storeUpload(dataDir, place, { bytes, ext: extOfMime(row.mime_type) }, image.files);
      const url = `${folderUrl(place)}/${image.main.name}`;
      inTransaction(db, (tx) => {
        repo.updateMediaUrl(tx, row.id, url, image);
        repo.replaceImageUrl(tx, row.url, url);
        repo.replaceImageUrl(tx, `${publicUrl}${row.url}`, `${publicUrl}${url}`);
      });
      await removeLegacyFile(dataDir, place, place.legacyExt);
      completeInBackground(dataDir, place, image.main, bytes, (err) => log.error({ err, id: row.id }, 'image variants failed'));
      log.info({ id: row.id, url }, 'upload moved to its folder of variants, metadata stripped');
    } catch (err) {
      log.warn({ err, id: row.id, url: row.url }, 'upload from before variants left as it was');
    }
  }
}
