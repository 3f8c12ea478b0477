/**
 * Media library rules: what an upload may be (a readable JPEG, PNG, WebP, GIF or AVIF by its bytes,
 * at most 8 MB and 50 megapixels, one file), what is kept of it (its variants, made at once, and
 * the original, never served), that the same file sent twice is one upload (recognised by the
 * SHA-256 of its bytes and handed back, marked reused), that a refused or failed upload leaves
 * nothing behind (no row, no file), where each upload is used, and that deleting one removes all
 * its files. The multipart stream is read here so every parser failure becomes a clear 4xx.
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Multipart } from '@fastify/multipart';
import { ALT_MAX, UPLOAD_MESSAGES, type MediaFile, type MediaListQuery, type MediaUploaded, type PodcastCover } from '../../../shared/api/media.ts';
import { can, type StaffRole } from '../../../shared/roles.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, validationFailed } from '../../errors.ts';
import { multipartError } from '../../lib/multipart-errors.ts';
import { isUniqueViolation } from '../../lib/unique-write.ts';
import { nowIso } from '../../clock.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import { mainFileAsIs, podcastArtwork, processImage } from './image-pipeline.ts';
import { extOfMime, sniffImageType } from './image-type.ts';
import * as repo from './repository.ts';
import { addToUpload, cleanFilename, folderUrl, originalFile, placeOf, placeOfUrl, removeUpload, storeUpload, type UploadPlace } from './storage.ts';
import { completeInBackground, eagerVariant } from './variants.ts';

export interface Upload {
  bytes: Buffer;
  filename: string;
  alt: string;
}

const MULTIPART_WORDS = {
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  oneFile: 'Upload one image at a time',
  tooManyFields: 'Too many form fields; send the image and its alt text only',
};

/**
 * Reads the form: the `file` part into memory (the parser stops at 8 MB) and the optional `alt`
 * field, in whichever order they come. Other file fields are read and dropped.
 */
export async function readUpload(parts: AsyncIterable<Multipart>): Promise<Upload> {
  let file: { bytes: Buffer; filename: string } | null = null;
  let alt = '';
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file && (bytes.length > 0 || part.filename)) file = { bytes, filename: part.filename };
      } else if (part.fieldname === 'alt') {
        alt = String(part.value ?? '');
      }
    }
  } catch (err) {
    throw multipartError(err, MULTIPART_WORDS);
  }
  if (!file || file.bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile, [{ path: 'file', msg: UPLOAD_MESSAGES.noFile }]);
  alt = alt.trim();
  if (alt.length > ALT_MAX) throw validationFailed([{ path: 'alt', msg: `Alt text must be at most ${ALT_MAX} characters` }]);
  return { ...file, alt };
}

/** Who sends an upload, and what its answer needs. */
export interface UploadContext {
  userId: string | null;
  /** The site's address: an item may hold an upload's address absolute (where it is used). */
  publicUrl: string;
  onVariantError?: (err: unknown) => void;
}

/** SHA-256 (hex) of a file's bytes: how the library knows a file it already holds. */
const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Uploads being stored, by hash: the same file sent twice at once is stored once. */
const storing = new Map<string, Promise<MediaUploaded>>();

/**
 * Stores an upload, or hands back the upload that already holds the same bytes (`reused`; it gets
 * this upload's alt text when it has none). A new picture is decoded once and written as the main
 * file and its variants (the AVIFs the home page's cards fetch first at once; the others follow in
 * the background, and any variant asked for before it is written is made on the spot: variants.ts),
 * and its original is kept unserved. Answers when the site can show it.
 */
export async function saveUpload(db: Db, dataDir: string, upload: Upload, context: UploadContext): Promise<MediaUploaded> {
  const type = sniffImageType(upload.bytes);
  if (!type) throw badRequest(UPLOAD_MESSAGES.wrongType, [{ path: 'file', msg: UPLOAD_MESSAGES.wrongType }]);
  const sha256 = sha256Of(upload.bytes);
  const reuse = (row: repo.MediaRow): MediaUploaded => {
    if (upload.alt && !row.alt) repo.fillEmptyAlt(db, row.id, upload.alt);
    const [withUses] = withUsages(db, [{ ...row, alt: row.alt || upload.alt }], context.publicUrl);
    return { ...withUses, reused: true };
  };
  const held = repo.findByHash(db, sha256);
  if (held) return reuse(held);
  const pending = storing.get(sha256);
  if (pending) return reuse(await pending);
  const job = storeNewUpload(db, dataDir, upload, type, sha256, context).catch((err: unknown) => {
    // Another process stored the same bytes between the look-up and the write: that one is kept.
    const winner = isUniqueViolation(err) ? repo.findByHash(db, sha256) : undefined;
    if (winner) return reuse(winner);
    throw err;
  });
  storing.set(sha256, job);
  try {
    return await job;
  } finally {
    storing.delete(sha256);
  }
}

async function storeNewUpload(
  db: Db,
  dataDir: string,
  upload: Upload,
  type: { mime: string; ext: string },
  sha256: string,
  context: UploadContext,
): Promise<MediaUploaded> {
  const image = await processImage(upload.bytes, eagerVariant);
  const id = randomUUID();
  const createdAt = nowIso();
  const place = placeOf(id, createdAt);
  const row = {
    id,
    url: `${folderUrl(place)}/${image.main.name}`,
    filename: cleanFilename(upload.filename, `image.${type.ext}`),
    mime_type: type.mime,
    size: upload.bytes.length,
    width: image.width,
    height: image.height,
    alt: upload.alt,
    created_at: createdAt,
  };
  await storeUpload(dataDir, place, { bytes: upload.bytes, ext: type.ext }, image.files);
  try {
    repo.insertMedia(db, { ...row, uploaded_by: context.userId, sha256 });
  } catch (err) {
    await removeUpload(dataDir, place, type.ext).catch(() => {});
    throw err;
  }
  completeInBackground(dataDir, place, image.main, upload.bytes, context.onVariantError);
  return { ...row, used_by: [], reused: false };
}

/**
 * Stores a picture that did not come through the upload form (the seed's) as an upload with the
 * given id: the same folder, original and variants, listed in the Media Library. Only its main
 * file is written now (as is when it is already a clean sRGB JPEG); its variants are made later or
 * when first asked for (variants.ts). Answers the main file's address.
 */
export async function importPicture(db: Db, dataDir: string, picture: { id: string; bytes: Buffer; filename: string; createdAt: string }): Promise<string> {
  const type = sniffImageType(picture.bytes);
  if (!type) throw badRequest(UPLOAD_MESSAGES.wrongType);
  const image = (await mainFileAsIs(picture.bytes)) ?? (await processImage(picture.bytes, () => false));
  const place = placeOf(picture.id, picture.createdAt);
  const url = `${folderUrl(place)}/${image.main.name}`;
  // Leftovers of an earlier import (a database reset under the same data folder) make way.
  await removeUpload(dataDir, place, type.ext);
  await storeUpload(dataDir, place, { bytes: picture.bytes, ext: type.ext }, image.files);
  const sha256 = sha256Of(picture.bytes);
  // Staff may have uploaded this very picture already: the seed's upload is then its copy.
  const holder = repo.findByHash(db, sha256);
  repo.insertMedia(db, {
    id: picture.id,
    url,
    filename: picture.filename,
    mime_type: type.mime,
    size: picture.bytes.length,
    width: image.width,
    height: image.height,
    alt: '',
    created_at: picture.createdAt,
    uploaded_by: null,
    sha256,
    ...(holder ? { duplicate_of: holder.id } : {}),
  });
  return url;
}

const USAGE_ORDER = ['article', 'video', 'tvshow', 'podcast', 'podcast_series', 'podcast_cover'];

/** The addresses an item may hold for an upload: as the library hands it out, or absolute on this site. */
const addressesOf = (url: string, publicUrl: string) => [url, `${publicUrl}${url}`];

/** Each row with the places it is shown (item image fields and the podcast artwork), in a stable order. */
function withUsages(db: Db, rows: repo.MediaRow[], publicUrl: string): MediaFile[] {
  const usages = repo.imageUsages(db, rows.flatMap((r) => addressesOf(r.url, publicUrl)));
  const cover = repo.podcastCoverUrl(db);
  return rows.map((r) => {
    const place = placeOfUrl(r.url);
    const used = addressesOf(r.url, publicUrl).flatMap((u) => usages.get(u) ?? []);
    if (cover && place && cover.startsWith(`${folderUrl(place)}/`)) used.push({ type: 'podcast_cover' as const, id: null, title: 'Podcast artwork' });
    return { ...r, used_by: used.sort((x, y) => USAGE_ORDER.indexOf(x.type) - USAGE_ORDER.indexOf(y.type) || x.title.localeCompare(y.title)) };
  });
}

/** 403 unless the member may delete this upload: their own, or anyone's with `manageMedia` (shared/roles.ts). */
export function assertMayDeleteUpload(db: Db, actor: { id: string; role: StaffRole }, id: string): void {
  if (can(actor.role, 'manageMedia')) return;
  const uploader = isUuid(id) ? repo.uploaderOf(db, id) : undefined;
  if (uploader !== undefined && uploader !== actor.id) throw forbidden("Contributors can delete only their own uploads");
}

export function listMedia(db: Db, q: MediaListQuery, publicUrl: string) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const { rows, total } = repo.listMedia(db, { limit, offset: pageOffset({ page, limit }) }, q.q?.trim() || undefined, publicUrl);
  return { data: withUsages(db, rows, publicUrl), pagination: pagination(page, limit, total) };
}

/** The podcast's built-in artwork (web/public), used until staff choose one. */
const BUILT_IN_COVER: PodcastCover = { url: '/podcast-cover.jpg', media_id: null, size: 1400 };
const ARTWORK = /\/cover-(\d+)\.jpg$/;

export function podcastCover(db: Db): PodcastCover {
  const url = repo.podcastCoverUrl(db);
  const place = url ? placeOfUrl(url) : null;
  if (!url || !place) return BUILT_IN_COVER;
  return { url, media_id: place.id, size: Number(ARTWORK.exec(url)?.[1] ?? 1400) };
}

/** Makes the square artwork from an upload's original and puts it in /podcast.xml. */
export async function setPodcastCover(db: Db, dataDir: string, mediaId: string): Promise<PodcastCover> {
  const row = isUuid(mediaId) ? repo.findMedia(db, mediaId) : undefined;
  const place = row ? placeOfUrl(row.url) : null;
  if (!row || !place) throw notFound('Image not found');
  const original = await originalOf(dataDir, place, row.mime_type);
  const artwork = await podcastArtwork(original);
  await addToUpload(dataDir, place, artwork);
  const url = `${folderUrl(place)}/${artwork.name}`;
  repo.setPodcastCoverUrl(db, url);
  return { url, media_id: row.id, size: artwork.size };
}

function originalOf(dataDir: string, place: UploadPlace & { legacyExt?: string }, mime: string): Promise<Buffer> {
  return readFile(originalFile(dataDir, place, extOfMime(mime)));
}
