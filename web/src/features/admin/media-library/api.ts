/**
 * The media library's calls: the uploaded images and audio files (paged, searched) and delete.
 * Uploading is ../lib/media-upload.ts (images, shared with the image fields of every form) and the
 * podcast form's audio field.
 */
import type { MediaListQuery } from '../../../../../shared/api/media.ts';
import type { AudioListQuery } from '../../../../../shared/api/podcasts.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listMedia = (request: AdminRequest, query: MediaListQuery) => request('GET /media', { query });
export const deleteMedia = (request: AdminRequest, id: string) => request('DELETE /media/:id', { params: { id } });
export const listAudio = (request: AdminRequest, query: AudioListQuery) => request('GET /podcasts/audio', { query });
export const deleteAudio = (request: AdminRequest, id: string) => request('DELETE /podcasts/audio/:id', { params: { id } });
