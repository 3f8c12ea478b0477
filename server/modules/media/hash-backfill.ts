/**
 * Uploads from before the library hashed what it receives have no SHA-256 yet, so a second upload
 * of one of them would not be recognised. Once the server listens (routes.ts), this reads their
 * originals one at a time, oldest first, in the background (the start-up waits for none of it;
 * readers are served meanwhile), and stores each hash. An upload whose bytes an older one already holds is
 * marked as that one's copy (repository.ts recordHash); both stay as they are, with their own alt
 * text and uses. A missing or unreadable original is logged and left for the next start.
 */
import { createReadStream } from 'node:fs';
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { extOfMime } from './image-type.ts';
import * as repo from './repository.ts';
import { originalFile, placeOfUrl } from './storage.ts';

/** Rows read per query: the loop holds no more than these ids at once. */
const BATCH = 100;

/** SHA-256 (hex) of a file, streamed: an 8 MB original is never held in memory whole. */
function hashFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

export interface BackfillResult {
  hashed: number;
  /** Uploads whose bytes an older upload holds. */
  copies: number;
  /** Uploads whose original could not be read (left without a hash). */
  unreadable: number;
}

/** Hashes every upload that has no hash yet; `signal` ends the run between two files. */
export async function backfillHashes(db: Db, dataDir: string, log: FastifyBaseLogger, signal?: AbortSignal): Promise<BackfillResult> {
  const result: BackfillResult = { hashed: 0, copies: 0, unreadable: 0 };
  let after = 0;
  for (;;) {
    const rows = repo.unhashedMedia(db, after, BATCH);
    if (rows.length === 0) break;
    for (const row of rows) {
      if (signal?.aborted) return result;
      after = row.rowid;
      const place = placeOfUrl(row.url);
      if (!place) continue; // not a file of this library: nothing to hash
      let sha256: string;
      try {
        sha256 = await hashFile(originalFile(dataDir, place, extOfMime(row.mime_type)));
      } catch (err) {
        result.unreadable++;
        log.warn({ err, id: row.id }, 'upload not hashed: its original could not be read');
        continue;
      }
      const copyOf = repo.recordHash(db, row.id, sha256);
      result.hashed++;
      if (copyOf) {
        result.copies++;
        log.info({ id: row.id, copy_of: copyOf }, 'upload holds the same file as an older one; both kept');
      }
    }
  }
  if (result.hashed || result.unreadable) log.info(result, 'uploads from before hashing hashed');
  return result;
}
