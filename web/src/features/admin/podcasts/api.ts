/** The podcast's calls: episodes (staff list, one, create / edit, delete), their stats, series and guests. */
import type { PodcastBody, PodcastGuestBody, PodcastListQuery, PodcastSeriesBody } from '../../../../../shared/api/podcasts.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const listPodcasts = (request: AdminRequest, query: PodcastListQuery) => request('GET /podcasts', { query });
export const getPodcast = (request: AdminRequest, id: string) => request('GET /podcasts/:id', { params: { id } }).then((r) => r.data);
/** Creates the episode without an id, replaces the one with `id` otherwise. */
export const savePodcast = (request: AdminRequest, body: PodcastBody, id?: string | null) =>
  (id ? request('PUT /podcasts/:id', { params: { id }, body }) : request('POST /podcasts', { body })).then((r) => r.data);
export const deletePodcast = (request: AdminRequest, id: string) => request('DELETE /podcasts/:id', { params: { id } });

export const getPodcastStats = (request: AdminRequest) => request('GET /podcasts/stats').then((r) => r.data);
export const listSeries = (request: AdminRequest) => request('GET /podcasts/series').then((r) => r.data);
export const createSeries = (request: AdminRequest, body: PodcastSeriesBody) => request('POST /podcasts/series', { body }).then((r) => r.data);
export const listGuests = (request: AdminRequest) => request('GET /podcasts/guests').then((r) => r.data);
export const createGuest = (request: AdminRequest, body: PodcastGuestBody) => request('POST /podcasts/guests', { body }).then((r) => r.data);
