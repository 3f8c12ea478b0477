/**
 * The calls of the video screens: magazine videos and TV episodes (the same calls on /videos and
 * /tvshows, so one screen serves both through `VideoEndpoints`), and the TV show's seasons and stats.
 */
import type { TvEpisode, Video } from '../../../../../shared/api/content.ts';
import type { VideoBody, VideoListQuery } from '../../../../../shared/api/videos.ts';
import type { TvSeasonBody } from '../../../../../shared/api/tvshows.ts';
import type { Paged } from '../lib/use-paged-list.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

/** The calls of one of the two lists (a TV episode's body is a video's plus season and number). */
export interface VideoEndpoints<T> {
  list: (request: AdminRequest, query: VideoListQuery) => Promise<Paged<T>>;
  get: (request: AdminRequest, id: string) => Promise<T>;
  /** Creates the item without an id, replaces the one with `id` otherwise. */
  save: (request: AdminRequest, body: VideoBody, id?: string | null) => Promise<T>;
  remove: (request: AdminRequest, id: string) => Promise<unknown>;
}

export const videoApi: VideoEndpoints<Video> = {
  list: (request, query) => request('GET /videos', { query }),
  get: (request, id) => request('GET /videos/:id', { params: { id } }).then((r) => r.data),
  save: (request, body, id) => (id ? request('PUT /videos/:id', { params: { id }, body }) : request('POST /videos', { body })).then((r) => r.data),
  remove: (request, id) => request('DELETE /videos/:id', { params: { id } }),
};

export const tvEpisodeApi: VideoEndpoints<TvEpisode> = {
  list: (request, query) => request('GET /tvshows', { query }),
  get: (request, id) => request('GET /tvshows/:id', { params: { id } }).then((r) => r.data),
  save: (request, body, id) => (id ? request('PUT /tvshows/:id', { params: { id }, body }) : request('POST /tvshows', { body })).then((r) => r.data),
  remove: (request, id) => request('DELETE /tvshows/:id', { params: { id } }),
};

/** The API's page size limit. */
const MAX_PAGE = 100;

/**
 * Every item of a list, page after page: these two lists are searched and filtered in the browser,
 * and their stat tiles count every item.
 */
export async function listEvery<T>(request: AdminRequest, list: VideoEndpoints<T>['list']): Promise<T[]> {
  const fetchPage = (page: number) => list(request, { page, limit: MAX_PAGE, sort: 'newest' });
  const first = await fetchPage(1);
  const out = [...first.data];
  const pages = Math.min(first.pagination.totalPages, 50);
  for (let page = 2; page <= pages; page++) out.push(...(await fetchPage(page)).data);
  return out;
}

export const listSeasons = (request: AdminRequest) => request('GET /tvshows/seasons').then((r) => r.data);
export const createSeason = (request: AdminRequest, body: TvSeasonBody) => request('POST /tvshows/seasons', { body }).then((r) => r.data);
export const getTvStats = (request: AdminRequest) => request('GET /tvshows/stats').then((r) => r.data);
