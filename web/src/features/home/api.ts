/**
 * Home sections from the public API, used when the visitor arrives by client-side navigation
 * (the first page view gets the same data from the server). A failed section logs and falls back
 * to an empty list, so one broken section never blanks the page.
 */
import { call } from '../../lib/api-client.ts';
import {
  PAGE_SIZES,
  toHomeStories,
  toTrendingItem,
  toVideoCard,
  type HomeRegularList,
  type HomeStories,
  type TrendingItemData,
  type VideoCardData,
} from '../../../../shared/page-data.ts';

async function orEmpty<T>(message: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    console.error(message, err);
    return empty;
  }
}

/** The hero, Editor's Pick, Featured and Latest, none shown twice (the server decides which goes where). */
export const fetchHomeStories = (signal: AbortSignal) =>
  orEmpty<HomeStories>(
    'Failed to fetch main articles',
    async () => toHomeStories((await call('GET /public/home', { signal, query: { latest: PAGE_SIZES.regularInitial } })).data),
    { main: { main: null, second: null }, editors: [], featured: [], latest: { articles: [], total: 0 } },
  );

export const fetchHomeVideos = (signal: AbortSignal) =>
  orEmpty<VideoCardData[]>(
    'Failed to fetch videos',
    async () =>
      (await call('GET /public/videos', { signal, query: { limit: PAGE_SIZES.homeVideos } })).data.videos
        .slice(0, PAGE_SIZES.homeVideos)
        .map(toVideoCard),
    [],
  );

/** The whole Latest Articles list (PAGE_SIZES.regular cards at most), without the stories shown above it; throws when the API fails. */
export async function fetchLatestList(signal?: AbortSignal): Promise<HomeRegularList> {
  const { data } = await call('GET /public/home', { signal, query: { latest: PAGE_SIZES.regular } });
  return toHomeStories(data).latest;
}

export const fetchTrending = (signal: AbortSignal) =>
  orEmpty<TrendingItemData[]>(
    'Failed to fetch articles',
    async () =>
      (await call('GET /public/articles/trending', { signal, query: { limit: PAGE_SIZES.trending } })).data
        .slice(0, PAGE_SIZES.trending)
        .map(toTrendingItem),
    [],
  );
