/**
 * What the server embeds in a public page for hydration: one entry per page section, keyed as
 * below. The loaders in server/ssr fill them through the repositories; the web app's fetchers
 * fill the same keys from the public API when the visitor navigates client-side. Both sides use
 * these types, so the two paths cannot drift apart.
 */
import type { MainArticles } from './api/articles.ts';
import type { CommentListResponse } from './api/comments.ts';
import type { PublicArticle, PublicPodcastEpisode, PublicTvEpisode, PublicVideo, ArticleSummary } from './api/public.ts';
import { SEARCH_SORTS, SEARCH_TYPE_FILTERS } from './constants.ts';
import type { SearchData } from './api/search.ts';

/** Public items as the public API answers them (engagement counts included). */
type ArticleItem = ArticleSummary & Partial<Pick<PublicArticle, 'content' | 'content_html'>>;
export type ArticleFull = PublicArticle;
export type VideoItem = PublicVideo;
export type TvItem = PublicTvEpisode;
export type PodcastItem = PublicPodcastEpisode;

/** What an article card, the hero and the trending list show: the home page sends only this. */
const ARTICLE_CARD_FIELDS = [
  'id',
  'title',
  'subtitle',
  'excerpt',
  'meta_description',
  'category_name',
  'author',
  'featured_image',
  'featured_image_alt',
  'publish_date',
  'read_time',
  'views',
] as const;
export type ArticleCardData = Pick<ArticleItem, (typeof ARTICLE_CARD_FIELDS)[number]>;

/** What a video card shows. */
const VIDEO_CARD_FIELDS = ['id', 'title', 'category', 'thumbnail', 'duration', 'upload_date', 'views'] as const;
export type VideoCardData = Pick<VideoItem, (typeof VIDEO_CARD_FIELDS)[number]>;

function pick<T extends object, K extends keyof T>(item: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const f of fields) out[f] = item[f];
  return out;
}

export const toArticleCard = (a: ArticleCardData): ArticleCardData => pick(a, ARTICLE_CARD_FIELDS);
export const toVideoCard = (v: VideoCardData): VideoCardData => pick(v, VIDEO_CARD_FIELDS);

/** The two homepage slots as cards (the API gives the full articles). */
export type HomeMainSlots = { [Slot in keyof MainArticles]: ArticleCardData | null };

export interface PodcastList {
  podcasts: PodcastItem[];
  total: number;
}

/** A page of an item's comments, as `GET /comments/:id` answers it. */
export type CommentPage = Pick<CommentListResponse['data'], 'comments' | 'totalComments'>;

export type SearchTypeFilter = (typeof SEARCH_TYPE_FILTERS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchParams {
  q: string;
  type: SearchTypeFilter;
  category: string;
  sort: SearchSort;
}

export type SearchPageData = Pick<SearchData, 'results' | 'total'>;

/** Results the search page asks for at once. */
export const SEARCH_PAGE_LIMIT = 50;

/** The keys of the page-data map. */
export const PAGE_KEYS = {
  homeMain: 'home:main',
  homeFeatured: 'home:featured',
  homeEditors: 'home:editors',
  homeVideos: 'home:videos',
  homeRegular: 'home:regular',
  homeTrending: 'home:trending',
  tvList: 'tv:list',
  tv: (id: string) => `tv:${id}`,
  podcastList: 'podcast:list',
  article: (id: string) => `article:${id}`,
  comments: (id: string) => `comments:${id}`,
  video: (id: string) => `video:${id}`,
  search: (p: SearchParams) => `search:${p.q}|${p.type}|${p.category}|${p.sort}`,
} as const;

/** How many items each home and list section shows, and how the home list grows (6, then 3 more a click). */
export const PAGE_SIZES = {
  publicLoad: 50,
  regular: 20,
  featured: 3,
  editorsPick: 4,
  trending: 12,
  homeVideos: 4,
  tvList: 4,
  podcastList: 4,
  regularInitial: 6,
  regularStep: 3,
  commentsPreview: 3,
} as const;

/** Search filters read from the URL; anything unknown falls back to the default. */
export function readSearchParams(params: URLSearchParams): SearchParams {
  const type = params.get('type') as SearchTypeFilter | null;
  const sort = params.get('sort') as SearchSort | null;
  return {
    q: (params.get('q') ?? '').trim(),
    type: type && (SEARCH_TYPE_FILTERS as readonly string[]).includes(type) ? type : 'all',
    category: (params.get('category') ?? '').trim() || 'all',
    sort: sort && (SEARCH_SORTS as readonly string[]).includes(sort) ? sort : 'relevance',
  };
}
