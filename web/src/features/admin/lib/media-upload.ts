/**
 * The media library's images: the list (GET /api/media, paged and searched), an upload (POST
 * /api/media) and a copy of a picture from another site (POST /api/media/fetch, made by the
 * server). Before sending, a photo is made smaller in the browser (shrink-image.ts) and checked
 * with the server's own words, so a wrong pick is answered at once instead of after sending 8 MB
 * over a slow connection; the server still decides from the file's bytes. The same file sent again
 * is answered with the upload that holds it (`reused`).
 */
import type { MediaUploaded, MediaListQuery } from '../../../../../shared/api/media.ts';
import { ALT_MAX, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_MIME_TYPES } from '../../../../../shared/media-upload.ts';
import type { UploadProgress } from '../../../lib/api-client.ts';
import type { AdminRequest } from '../session/auth-context.tsx';
import { prepareImage, type PreparedImage, type SideLimit } from './shrink-image.ts';

/** For `<input type="file" accept>`: what the picker offers (HEIC too: sent as JPEG where the browser reads it). */
export const IMAGE_ACCEPT = [...UPLOAD_MIME_TYPES, 'image/heic', 'image/heif', '.heic', '.heif'].join(',');

/** The message to show for a file the server would refuse, or null when it may be sent. */
function checkImageFile(file: { type: string; size: number }): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.noFile;
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export interface SendOptions {
  alt?: string;
  /** How large a picture is sent (shrink-image.ts: 2,560 px on its longer side unless told). */
  limit?: SideLimit;
  signal?: AbortSignal;
  /** Once the file to send is ready: what was picked and what goes. */
  onPrepared?: (prepared: PreparedImage) => void;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Shrinks, checks and uploads one picked picture. Throws an Error with the words to show when it is
 * refused (here or by the server) or fails.
 */
export async function sendImage(request: AdminRequest, picked: File, options: SendOptions = {}): Promise<MediaUploaded> {
  const prepared = await prepareImage(picked, options.limit);
  const problem = checkImageFile(prepared.file);
  if (problem) throw new Error(problem);
  options.onPrepared?.(prepared);
  const body = new FormData();
  const alt = options.alt?.trim();
  if (alt) body.append('alt', alt.slice(0, ALT_MAX));
  body.append('file', prepared.file, prepared.file.name);
  const res = await request('POST /media', { body, signal: options.signal, onUploadProgress: options.onProgress });
  return res.data;
}

export const listMedia = (request: AdminRequest, query: MediaListQuery) => request('GET /media', { query });

/** Has the server copy the picture at `url` into the library (a picture pasted from elsewhere). */
export const fetchImage = (request: AdminRequest, url: string, alt = '') =>
  request('POST /media/fetch', { body: { url, alt: alt.trim().slice(0, ALT_MAX) } }).then((r) => r.data);

/** '240 KB', '3.1 MB' (the server's messages size files the same way). */
export { formatBytes } from '../../../../../shared/words.ts';
