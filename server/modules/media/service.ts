/**
 * Media library rules: what an upload may be (JPEG, PNG, WebP, GIF or AVIF by its bytes, at most
 * 8 MB, one file), where it goes, and that a refused or failed upload leaves nothing behind (no row,
 * no file). The multipart stream is read here so every parser failure becomes a clear 4xx.
 */
import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { ALT_MAX, UPLOAD_MESSAGES, type MediaFile, type MediaListQuery } from '../../../shared/api/media.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound, validationFailed } from '../../errors.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import { imageDimensions, sniffImageType } from './image-type.ts';
import * as repo from './repository.ts';
import { removeFile, storeFile, uploadUrl } from './storage.ts';

export interface Upload {
  bytes: Buffer;
  filename: string;
  alt: string;
}

/** Multipart parser errors that mean "too big" (the file, or more parts than one image needs). */
function parserError(err: unknown): Error {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest('Upload one image at a time');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('Too many form fields; send the image and its alt text only');
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) return err as Error;
  // busboy's own complaints (a cut-off or malformed body) are the client's fault, not ours.
  return badRequest('The upload was interrupted or malformed; please try again');
}

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
    throw parserError(err);
  }
  if (!file || file.bytes.length === 0) throw badRequest(UPLOAD_MESSAGES.noFile, [{ path: 'file', msg: UPLOAD_MESSAGES.noFile }]);
  alt = alt.trim();
  if (alt.length > ALT_MAX) throw validationFailed([{ path: 'alt', msg: `Alt text must be at most ${ALT_MAX} characters` }]);
  return { ...file, alt };
}

/**
 * The uploader's file name made safe to show and search: no folders, control characters or
 * characters file systems refuse, at most 150 characters with the extension kept.
 */
function cleanFilename(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what this pattern removes
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!base) return `image.${ext}`;
  if (base.length <= 150) return base;
  const dot = base.lastIndexOf('.');
  const suffix = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 150 - suffix.length) + suffix;
}

export async function saveUpload(db: Db, dataDir: string, upload: Upload, userId: string | null): Promise<MediaFile> {
  const type = sniffImageType(upload.bytes);
  if (!type) throw badRequest(UPLOAD_MESSAGES.wrongType, [{ path: 'file', msg: UPLOAD_MESSAGES.wrongType }]);
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  const row = {
    id,
    url: uploadUrl(id, type.ext, createdAt),
    filename: cleanFilename(upload.filename, type.ext),
    mime_type: type.mime,
    size: upload.bytes.length,
    ...imageDimensions(upload.bytes),
    alt: upload.alt,
    created_at: createdAt,
  };
  await storeFile(dataDir, row.url, upload.bytes);
  try {
    repo.insertMedia(db, { ...row, uploaded_by: userId });
  } catch (err) {
    await removeFile(dataDir, row.url).catch(() => {});
    throw err;
  }
  return row;
}

export function listMedia(db: Db, q: MediaListQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const { rows, total } = repo.listMedia(db, { limit, offset: pageOffset({ page, limit }) }, q.q?.trim() || undefined);
  return { data: rows, pagination: pagination(page, limit, total) };
}

/** Row first (the library no longer lists it), then the file. */
export async function removeMedia(db: Db, dataDir: string, id: string): Promise<void> {
  const row = isUuid(id) ? repo.findMedia(db, id) : undefined;
  if (!row || !repo.deleteMedia(db, id)) throw notFound('Image not found');
  await removeFile(dataDir, row.url);
}
