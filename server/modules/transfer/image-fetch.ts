/**
 * Pictures of imported posts, brought into the Media Library: each address is fetched once, by
 * the media library's own fetch (media/remote-image.ts: http(s) only, no private addresses unless
 * allowed, 15 s, at most the upload limit) and stored like an upload, under an id made from its
 * address, so importing the same file again finds it instead of fetching it twice. A picture that
 * cannot be fetched keeps its address, and the report says why.
 */
import { eq } from 'drizzle-orm';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { mediaFiles } from '../../db/schema.ts';
import { fetchRemoteImage, importPicture, uuidV5 } from './content-access.ts';

/** The namespace of imported pictures' ids (a random UUID fixed here). */
const IMAGE_NAMESPACE = '6f1d1c1e-4f7a-4d35-9d43-2a4b8e0c7a51';

export type Fetched = { url: string } | { error: string };

export function createImageFetcher(db: Db, dataDir: string, allowPrivate: boolean) {
  const done = new Map<string, Promise<Fetched>>();

  async function bring(address: string): Promise<Fetched> {
    if (!/^https?:\/\//i.test(address)) return { error: 'not a full http(s) address (a relative address of the old site)' };
    const id = uuidV5(address, IMAGE_NAMESPACE);
    const stored = db.select({ url: mediaFiles.url }).from(mediaFiles).where(eq(mediaFiles.id, id)).get();
    if (stored) return { url: stored.url };
    try {
      const { bytes, filename } = await fetchRemoteImage(address, { allowPrivate });
      return { url: await importPicture(db, dataDir, { id, bytes, filename, createdAt: nowIso() }) };
    } catch (err) {
      return { error: (err as Error).message };
    }
  }

  /** The site address of the picture at `address`, or why it stays where it is. */
  return (address: string): Promise<Fetched> => {
    let job = done.get(address);
    if (!job) done.set(address, (job = bring(address)));
    return job;
  };
}
