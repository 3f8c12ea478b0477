/**
 * When an upload's variants are made. An upload answers once its main file and the AVIFs the
 * home page's cards fetch first (EAGER_WIDTHS) are written; the others are made right after, in
 * the background (one more decode, through the same bounded queue), each written as soon as it is
 * encoded, and a reader asking for one of them meanwhile waits for it. Any other variant asked for
 * before it exists (the seed's pictures, which are stored with their main file only so a fresh
 * install starts at once; a lost file; or after the width ladder grows) is made from the original
 * on the spot, written beside the others and served: the folder fills up to exactly the set
 * shared/responsive-image.ts names, whatever the order.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { variantWidths } from '../../../shared/responsive-image.ts';
import type { Db } from '../../db/client.ts';
import { allVariants, parseMainName, podcastArtwork, podcastArtworkSize, renderVariants, type MainFile, type VariantFormat } from './image-pipeline.ts';
import { extOfMime } from './image-type.ts';
import { findMedia } from './repository.ts';
import { addVariants, folderPath, originalPath, type UploadPlace } from './storage.ts';

/**
 * Variants made before an upload answers: the AVIFs (every current browser reads AVIF) of the home
 * page's cards, 720 px on a phone at DPR 2, 320 and 400 px on a desktop (bench:web lists what each
 * fetches). Each encode is costly: AVIF and WebP at every width up to 960 px kept an 8 MB phone
 * photo's upload waiting 4.2 to 5 s here, these three 1.2 to 1.6 s. The rest (WebP, the wider and
 * the smaller widths, JPEG) follows in the background, or is made on the spot when asked for first.
 */
const EAGER_WIDTHS: readonly number[] = [320, 400, 720];
export const eagerVariant = (v: { width: number; format: VariantFormat }) => v.format === 'avif' && EAGER_WIDTHS.includes(v.width);

const pending = new Set<Promise<unknown>>();
function track<T>(job: Promise<T>): Promise<T> {
  pending.add(job);
  void job.finally(() => pending.delete(job)).catch(() => {});
  return job;
}

/** Resolves when no background work is left. */
export async function variantsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

let stopping = false;
/**
 * For the app's close: long background runs (the seed's pictures) stop after the picture at hand,
 * the rest finishes; what is not made yet is made when first asked for after the next start.
 */
export async function stopVariantWork(): Promise<void> {
  stopping = true;
  try {
    await variantsSettled();
  } finally {
    stopping = false;
  }
}

/** Readers waiting for variants made on the spot, beyond which they are asked to come back (503). */
const MAX_WAITING_READERS = 32;
export class VariantQueueFull extends Error {}

async function missing(dataDir: string, place: UploadPlace, main: MainFile): Promise<Array<{ width: number; format: VariantFormat }>> {
  let present: Set<string>;
  try {
    present = new Set(await readdir(folderPath(dataDir, place)));
  } catch {
    return []; // deleted meanwhile
  }
  return allVariants(main).filter((v) => !present.has(`${v.width}.${v.format}`) && !(v.format === main.fallback && v.width === main.width));
}

/**
 * Variants a new upload's background run is making, by `<upload id>/<file name>`: each settles once
 * that file is written, or when the run ends without it. A reader asking for one waits for it
 * there (ensureVariant) instead of having it made a second time: right after an upload, a page
 * or a client fetching every variant at once costs one decode, not one each, and is never told
 * to come back (503) because dozens are being made.
 */
const coming = new Map<string, Promise<void>>();
/** How `coming` and the variants made on the spot (inFlight) name a file of an upload. */
const fileKey = (place: UploadPlace, name: string) => `${place.id}/${name}`;

/** The background run of each upload still being completed, by upload id. */
const runs = new Map<string, Promise<unknown>>();

/** Resolves once the upload's background run (if any) has written its last file: deleting it before would race its writes. */
export async function uploadSettled(id: string): Promise<void> {
  await runs.get(id)?.catch(() => {});
}

/** Makes whatever the upload's folder lacks, after the current request, writing each as it is made; errors are logged by the caller's logger only. */
export function completeInBackground(dataDir: string, place: UploadPlace, main: MainFile, original: Buffer, log?: (err: unknown) => void): void {
  const run = track(
    (async () => {
      // Narrowest first: most of the files are small and quick, so most readers waiting for one
      // (a card, a thumbnail) have it within the first second.
      const todo = (await missing(dataDir, place, main)).sort((a, b) => a.width - b.width);
      const settle = new Map<string, () => void>();
      for (const v of todo) {
        const key = fileKey(place, `${v.width}.${v.format}`);
        coming.set(key, new Promise<void>((resolve) => settle.set(key, resolve)));
      }
      const written = (key: string) => {
        settle.get(key)?.();
        coming.delete(key);
      };
      try {
        await renderVariants(original, main, todo, {
          onFile: async (file) => {
            await addVariants(dataDir, place, [file]);
            written(fileKey(place, file.name));
          },
        });
      } finally {
        for (const key of settle.keys()) written(key);
      }
    })(),
  );
  runs.set(place.id, run);
  void run.finally(() => runs.delete(place.id)).catch(() => {});
  run.catch((err: unknown) => log?.(err));
}

/** Fills the folders of `uploads` one after the other (the seed's pictures after a fresh install). */
export function completeAllInBackground(db: Db, dataDir: string, uploads: Array<{ id: string; url: string }>, log?: (err: unknown) => void): Promise<void> {
  return track(
    (async () => {
      for (const u of uploads) {
        if (stopping) return;
        const found = await locate(db, dataDir, u.url);
        if (!found) continue;
        const todo = await missing(dataDir, found.place, found.main);
        if (todo.length === 0) continue;
        await addVariants(dataDir, found.place, await renderVariants(await readFile(found.original), found.main, todo));
      }
    })().catch((err: unknown) => log?.(err)),
  );
}

interface Located {
  place: UploadPlace;
  main: MainFile;
  original: string;
}

const PLACE = /\/media\/uploads\/(\d{4})\/(\d{2})\/([0-9a-f-]{36})\/([^/]+)$/;

/** An upload's folder, main file and original, from its main file's address. */
async function locate(db: Db, dataDir: string, url: string): Promise<Located | null> {
  const m = PLACE.exec(url);
  const main = m ? parseMainName(m[4]) : null;
  const row = m ? findMedia(db, m[3]) : undefined;
  if (!m || !main || !row) return null;
  const place = { year: m[1], month: m[2], id: m[3] };
  return { place, main, original: originalPath(dataDir, place, extOfMime(row.mime_type)) };
}

const VARIANT_NAME = /^(\d{1,4})\.(avif|webp|jpg|png)$/;
/** Square podcast artwork (shared/responsive-image.ts podcastArtworkName). */
const ARTWORK_NAME = /^cover-(1400|3000)\.jpg$/;
const inFlight = new Map<string, Promise<boolean>>();

/**
 * Makes sure `name` exists in the upload's folder (a variant not made yet is made now, urgently):
 * true when it does, false when the upload has no such variant. Square podcast artwork too: the
 * feed names an episode picture's artwork (feeds/episode-artwork.ts) before anyone made it, and
 * the first podcast app to fetch it has it made, when the upload is big enough for that size.
 */
export async function ensureVariant(db: Db, dataDir: string, place: UploadPlace, name: string): Promise<boolean> {
  const path = join(folderPath(dataDir, place), name);
  if (await exists(path)) return true;
  const key = fileKey(place, name);
  const making = coming.get(key);
  if (making) {
    await making;
    if (await exists(path)) return true;
  }
  const artwork = ARTWORK_NAME.exec(name);
  const m = VARIANT_NAME.exec(name);
  if (!m && !artwork) return false;
  let job = inFlight.get(key);
  if (!job && inFlight.size >= MAX_WAITING_READERS) throw new VariantQueueFull('too many image variants being made');
  if (!job) {
    job = (async () => {
      const row = findMedia(db, place.id);
      if (artwork) {
        if (!row?.width || !row.height || podcastArtworkSize(row.width, row.height) !== Number(artwork[1])) return false;
        await addVariants(dataDir, place, [await podcastArtwork(await readFile(originalPath(dataDir, place, extOfMime(row.mime_type))))]);
        return exists(path);
      }
      if (!m) return false;
      const mainName = row && PLACE.exec(row.url)?.[4];
      const main = mainName ? parseMainName(mainName) : null;
      const width = Number(m[1]);
      const format = m[2] as VariantFormat;
      if (!row || !main || !variantWidths(main.width).includes(width) || (format !== 'avif' && format !== 'webp' && format !== main.fallback)) return false;
      const original = await readFile(originalPath(dataDir, place, extOfMime(row.mime_type)));
      await addVariants(dataDir, place, await renderVariants(original, main, [{ width, format }], { urgent: true }));
      return exists(path);
    })();
    inFlight.set(key, job);
    void track(job)
      .finally(() => inFlight.delete(key))
      .catch(() => {});
  }
  return job;
}

const exists = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
