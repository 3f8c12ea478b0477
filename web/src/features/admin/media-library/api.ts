/**
 * The media library's calls: the uploaded images (paged, searched) and delete. Uploading is
 * ../lib/media-upload.ts, shared with the image fields of every form.
 */
import type { MediaListQuery } from '../../../../../shared/api/media.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listMedia = (request: AdminRequest, query: MediaListQuery) => request('GET /media', { query });
export const deleteMedia = (request: AdminRequest, id: string) => request('DELETE /media/:id', { params: { id } });
