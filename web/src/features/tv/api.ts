import { call, ApiError, isNotFound } from '../../lib/api-client.ts';
import { PAGE_SIZES, type TvItem } from '../../../../shared/page-data.ts';

export async function fetchTvShows(signal: AbortSignal): Promise<TvItem[]> {
  try {
    const { data } = await call('GET /public/tvshows', { signal, query: { limit: PAGE_SIZES.tvList } });
    return data.tvShows.slice(0, PAGE_SIZES.tvList);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error('Failed to fetch TV shows', err);
    return [];
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
