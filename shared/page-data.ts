/**
 * What the server embeds in a public page for hydration: one entry per page section, keyed as
 * below. The loaders in server/ssr fill them through the repositories; the web app's fetchers
 * fill the same keys from the public API when the visitor navigates client-side. Both sides use
 * these types, so the two paths cannot drift apart.
 */
import type { Article, PodcastEpisode, TvEpisode, Video } from './api/content.ts';
import type { SearchResult } from './api/search.ts';

/** Likes and comment counts carried by every public item. */
export interface Engagement {
  likes: number;
  comments_count: number;
}

/** List articles leave out the body (content, content_html). */
export type ArticleItem = Omit<Article, 'content' | 'content_html'> & Partial<Pick<Article, 'content' | 'content_html'>> & Engagement;
export type ArticleFull = Article & Engagement;
export type VideoItem = Video & Engagement;
export type TvItem = TvEpisode & Engagement;
export type PodcastItem = PodcastEpisode & Engagement;

/** What an article card, the hero and the trending list show: the home page sends only this. */
export const ARTICLE_CARD_FIELDS = [
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
export const VIDEO_CARD_FIELDS = ['id', 'title', 'category', 'thumbnail', 'duration', 'upload_date', 'views'] as const;
export type VideoCardData = Pick<VideoItem, (typeof VIDEO_CARD_FIELDS)[number]>;

function pick<T extends object, K extends keyof T>(item: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const f of fields) out[f] = item[f];
  return out;
}

export const toArticleCard = (a: ArticleCardData): ArticleCardData => pick(a, ARTICLE_CARD_FIELDS);
export const toVideoCard = (v: VideoCardData): VideoCardData => pick(v, VIDEO_CARD_FIELDS);

export interface MainArticles {
  main: ArticleCardData | null;
  second: ArticleCardData | null;
}

export interface PodcastList {
  podcasts: PodcastItem[];
  total: number;
}

export interface CommentItem {
  id: string;
  name: string;
  content: string;
  created_at: string;
}

export interface CommentPage {
  comments: CommentItem[];
  totalComments: number;
}

export const SEARCH_TYPES = ['all', 'articles', 'videos', 'tvshows', 'podcasts'] as const;
export type SearchTypeFilter = (typeof SEARCH_TYPES)[number];
export const SEARCH_SORTS = ['relevance', 'date', 'popularity'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchParams {
  q: string;
  type: SearchTypeFilter;
  category: string;
  sort: SearchSort;
}

/** One search hit, as GET /api/public/search returns it. */
export type SearchResultItem = SearchResult;

export interface SearchPageData {
  results: SearchResultItem[];
  total: number;
}

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

/** Home and list sizes (spec section 9). */
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
    type: type && (SEARCH_TYPES as readonly string[]).includes(type) ? type : 'all',
    category: (params.get('category') ?? '').trim() || 'all',
    sort: sort && (SEARCH_SORTS as readonly string[]).includes(sort) ? sort : 'relevance',
  };
}
