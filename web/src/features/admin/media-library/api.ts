/**
 * The media library's calls: the uploaded audio files (paged, searched) and deleting uploads. The
 * image list and image uploads are ../lib/media-upload.ts (shared with the image fields of every
 * form and the body editor's picture dialog); audio uploads are the podcast form's audio field.
 */
import type { AudioListQuery } from '../../../../../shared/api/podcasts.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const deleteMedia = (request: AdminRequest, id: string) => request('DELETE /media/:id', { params: { id } });
export const listAudio = (request: AdminRequest, query: AudioListQuery) => request('GET /podcasts/audio', { query });
/** What deleting an audio file destroys; the delete itself needs its `name` (the file name) as `confirm`. */
export const audioDeletion = (request: AdminRequest, id: string) => request('GET /podcasts/audio/:id/deletion', { params: { id } }).then((r) => r.data);
export const deleteAudio = (request: AdminRequest, id: string, confirm: string) => request('DELETE /podcasts/audio/:id', { params: { id }, query: { confirm } });
