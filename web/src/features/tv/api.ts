import { call, ApiError, isNotFound } from '../../lib/api-client.ts';
import { PAGE_SIZES, pastLastPage, toTvCard, type TvItem, type TvListPage, type TvSeasonItem } from '../../../../shared/page-data.ts';
import type { TvNextData } from '../../../../shared/api/next-reads.ts';

/** Logs a failed list call under the spec's message and passes it on: the page offers a retry. */
function failed(err: unknown): never {
  if ((err as Error).name !== 'AbortError') console.error('Failed to fetch TV shows', err);
  throw err;
}

/** One page of the public episodes, newest first, of one season (its id or number) or all; null past the last page. */
export async function fetchTvList(season: string, page: number, signal: AbortSignal): Promise<TvListPage | null> {
  try {
    const { data } = await call('GET /public/tvshows', { signal, query: { season: season || undefined, page, limit: PAGE_SIZES.browse } });
    return pastLastPage(data.pagination) ? null : { tvShows: data.tvShows.map(toTvCard), pagination: data.pagination };
  } catch (err) {
    return failed(err);
  }
}

/** The seasons that have public episodes, in order. */
export async function fetchTvSeasons(signal: AbortSignal): Promise<TvSeasonItem[]> {
  try {
    return (await call('GET /public/tvshows/seasons', { signal })).data;
  } catch (err) {
    return failed(err);
  }
}

export async function fetchTvShow(id: string, signal: AbortSignal): Promise<TvItem | null> {
  try {
    return (await call('GET /public/tvshows/:id', { params: { id }, signal })).data;
  } catch (err) {
    if (isNotFound(err) || (err instanceof ApiError && err.status === 400)) return null;
    throw err;
  }
}

/** The episode after this one and its season's episodes; null when the call fails (the page then offers none). */
export async function fetchTvNext(id: string, signal: AbortSignal): Promise<TvNextData | null> {
  try {
    return (await call('GET /public/tvshows/:id/next', { params: { id }, signal })).data;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('Failed to fetch TV shows', err);
    return null;
  }
}
