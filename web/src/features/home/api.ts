/**
 * Home sections from the public API, used when the visitor arrives by client-side navigation
 * (the first page view gets the same data from the server). A failed section logs and falls back
 * to an empty list, as the spec's error catalogue asks.
 */
import { api } from '../../lib/api-client.ts';
import {
  PAGE_SIZES,
  toArticleCard,
  toVideoCard,
  type ArticleCardData,
  type ArticleItem,
  type MainArticles,
  type VideoCardData,
  type VideoItem,
} from '../../../../shared/page-data.ts';

type ListBody<K extends string, T> = { data: Record<K, T[]> };

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
  orEmpty<MainArticles>(
    'Failed to fetch main articles',
    async () => {
      const body = await api<{ data: { mainArticle: ArticleItem | null; secondMainArticle: ArticleItem | null } }>(
        '/public/articles/main',
        { signal },
      );
      return {
        main: body.data.mainArticle ? toArticleCard(body.data.mainArticle) : null,
        second: body.data.secondMainArticle ? toArticleCard(body.data.secondMainArticle) : null,
      };
    },
    { main: null, second: null },
  );

export const fetchFeatured = (signal: AbortSignal) =>
  orEmpty<ArticleCardData[]>(
    'Failed to fetch featured articles',
    async () => (await api<{ data: ArticleItem[] }>('/public/articles/featured', { signal })).data.slice(0, PAGE_SIZES.featured).map(toArticleCard),
    [],
  );

export const fetchEditorsPick = (signal: AbortSignal) =>
  orEmpty<ArticleCardData[]>(
    "Failed to fetch editor's pick articles",
    async () =>
      (await api<{ data: ArticleItem[] }>('/public/articles/editors-pick', { signal })).data.slice(0, PAGE_SIZES.editorsPick).map(toArticleCard),
    [],
  );

export const fetchHomeVideos = (signal: AbortSignal) =>
  orEmpty<VideoCardData[]>(
    'Failed to fetch videos',
    async () =>
      (await api<ListBody<'videos', VideoItem>>('/public/videos', { signal, query: { limit: PAGE_SIZES.homeVideos } })).data.videos.slice(
        0,
        PAGE_SIZES.homeVideos,
      ).map(toVideoCard),
    [],
  );

export const fetchRegular = (signal: AbortSignal) =>
  orEmpty<ArticleCardData[]>(
    'Failed to fetch regular articles',
    async () =>
      (await api<ListBody<'articles', ArticleItem>>('/public/articles/regular', { signal, query: { limit: PAGE_SIZES.regular } })).data
        .articles.map(toArticleCard),
    [],
  );

export const fetchTrending = (signal: AbortSignal) =>
  orEmpty<ArticleCardData[]>(
    'Failed to fetch articles',
    async () =>
      (await api<{ data: ArticleItem[] }>('/public/articles/trending', { signal, query: { limit: PAGE_SIZES.trending } })).data
        .slice(0, PAGE_SIZES.trending)
        .map(toArticleCard),
    [],
  );
