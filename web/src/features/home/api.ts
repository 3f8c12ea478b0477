/**
 * Home sections from the public API, used when the visitor arrives by client-side navigation
 * (the first page view gets the same data from the server). A failed section logs and falls back
 * to an empty list, so one broken section never blanks the page.
 */
import { call } from '../../lib/api-client.ts';
import {
  PAGE_SIZES,
  toArticleCard,
  toCompactCard,
  toMainSlots,
  toTrendingItem,
  toVideoCard,
  type ArticleCardData,
  type HomeMainSlots,
  type HomeRegularList,
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

export const fetchMainArticles = (signal: AbortSignal) =>
  orEmpty<HomeMainSlots>(
    'Failed to fetch main articles',
    async () => {
      const { data } = await call('GET /public/articles/main', { signal });
      return toMainSlots(data);
    },
    { main: null, second: null },
  );

export const fetchFeatured = (signal: AbortSignal) =>
  orEmpty<ArticleCardData[]>(
    'Failed to fetch featured articles',
    async () => (await call('GET /public/articles/featured', { signal })).data.slice(0, PAGE_SIZES.featured).map(toArticleCard),
    [],
  );

export const fetchEditorsPick = (signal: AbortSignal) =>
  orEmpty<ArticleCardData[]>(
    "Failed to fetch editor's pick articles",
    async () => (await call('GET /public/articles/editors-pick', { signal })).data.slice(0, PAGE_SIZES.editorsPick).map(toCompactCard),
    [],
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

/** The whole Latest Articles list (PAGE_SIZES.regular cards at most); throws when the API fails. */
export async function fetchRegularList(signal?: AbortSignal): Promise<HomeRegularList> {
  const { data } = await call('GET /public/articles/regular', { signal, query: { limit: PAGE_SIZES.regular } });
  return { articles: data.articles.map(toArticleCard), total: data.articles.length };
}

export const fetchRegular = (signal: AbortSignal) =>
  orEmpty<HomeRegularList>('Failed to fetch regular articles', () => fetchRegularList(signal), { articles: [], total: 0 });

export const fetchTrending = (signal: AbortSignal) =>
  orEmpty<TrendingItemData[]>(
    'Failed to fetch articles',
    async () =>
      (await call('GET /public/articles/trending', { signal, query: { limit: PAGE_SIZES.trending } })).data
        .slice(0, PAGE_SIZES.trending)
        .map(toTrendingItem),
    [],
  );
