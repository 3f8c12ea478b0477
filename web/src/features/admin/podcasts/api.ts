/**
 * The podcast's calls: episodes (staff list, one, create / edit, delete), their stats, series and
 * guests, the episode audio upload and the counted downloads.
 */
import type { UploadProgress } from '../../../lib/api-client.ts';
import type { PodcastGuestBody, PodcastListQuery, PodcastSeriesBody } from '../../../../../shared/api/podcasts.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listPodcasts = (request: AdminRequest, query: PodcastListQuery) => request('GET /podcasts', { query });
export const getPodcast = (request: AdminRequest, id: string) => request('GET /podcasts/:id', { params: { id } }).then((r) => r.data);
/** Creates the episode without an id, replaces the one with `id` otherwise. */
export const deletePodcast = (request: AdminRequest, id: string) => request('DELETE /podcasts/:id', { params: { id } });

export const getPodcastStats = (request: AdminRequest) => request('GET /podcasts/stats').then((r) => r.data);
export const listSeries = (request: AdminRequest) => request('GET /podcasts/series').then((r) => r.data);
export const createSeries = (request: AdminRequest, body: PodcastSeriesBody) => request('POST /podcasts/series', { body }).then((r) => r.data);
export const listGuests = (request: AdminRequest) => request('GET /podcasts/guests').then((r) => r.data);
export const createGuest = (request: AdminRequest, body: PodcastGuestBody) => request('POST /podcasts/guests', { body }).then((r) => r.data);

/** Sends an MP3 / M4A file (the server reads it and answers what it found); `onProgress` drives the bar. */
export function uploadPodcastAudio(request: AdminRequest, file: File, options: { signal?: AbortSignal; onProgress: (p: UploadProgress) => void }) {
  const body = new FormData();
  body.append('file', file, file.name);
  return request('POST /podcasts/audio', { body, signal: options.signal, onUploadProgress: options.onProgress }).then((r) => r.data);
}

/** The largest audio file the server accepts (AUDIO_UPLOAD_MAX_MB). */
export const getAudioUploadLimits = (request: AdminRequest) => request('GET /podcasts/audio/limits').then((r) => r.data);

/** Per day over the last `days` days, and the episodes most downloaded in them. */
export const getShowDownloads = (request: AdminRequest, days: number) => request('GET /podcasts/downloads', { query: { days } }).then((r) => r.data);
export const getEpisodeDownloads = (request: AdminRequest, id: string, days: number) =>
  request('GET /podcasts/:id/downloads', { params: { id }, query: { days } }).then((r) => r.data);
