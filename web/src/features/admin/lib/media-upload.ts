/**
 * The media library's images: the list (GET /api/media, paged and searched), an upload (POST
 * /api/media) and a copy of a picture from another site (POST /api/media/fetch, made by the
 * server). The browser checks an upload's type and size first, with the server's own words, so a
 * wrong pick is answered at once instead of after sending 8 MB over a slow connection; the server
 * still decides from the file's bytes.
 */
import type { MediaFile, MediaListQuery } from '../../../../../shared/api/media.ts';
import { ALT_MAX, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, UPLOAD_MIME_TYPES } from '../../../../../shared/media-upload.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

/** For `<input type="file" accept>`: what the picker offers. */
export const IMAGE_ACCEPT = UPLOAD_MIME_TYPES.join(',');

/** The message to show for a file the server would refuse, or null when it may be sent. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.noFile;
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.wrongType;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

export async function uploadImage(request: AdminRequest, file: File, alt = '', signal?: AbortSignal): Promise<MediaFile> {
  const body = new FormData();
  if (alt.trim()) body.append('alt', alt.trim().slice(0, ALT_MAX));
  body.append('file', file, file.name);
  const res = await request('POST /media', { body, signal });
  return res.data;
}

export const listMedia = (request: AdminRequest, query: MediaListQuery) => request('GET /media', { query });

/** Has the server copy the picture at `url` into the library (a picture pasted from elsewhere). */
export const fetchImage = (request: AdminRequest, url: string, alt = '') =>
  request('POST /media/fetch', { body: { url, alt: alt.trim().slice(0, ALT_MAX) } }).then((r) => r.data);

/** '240 KB', '3.1 MB'. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
