/**
 * What the server embeds in a public page for hydration: one entry per page section, keyed as
 * below. The loaders in server/ssr fill them through the repositories; the web app's fetchers
 * fill the same keys from the public API when the visitor navigates client-side. Both sides use
 * these types, so the two paths cannot drift apart.
 */
import type { MainArticles } from './api/articles.ts';
import type { CommentListResponse } from './api/comments.ts';
import type {
  PublicArticle,
  PublicAuthor,
  PublicPodcastEpisode,
  PublicPodcastEpisodeDetail,
  PublicPodcastSeries,
  PublicTvEpisode,
  PublicTvSeason,
  PublicVideo,
  ArticleSummary,
} from './api/public.ts';
import type { Pagination } from './api/common.ts';
import { MAX_PAGE, SEARCH_SORTS, SEARCH_TYPE_FILTERS } from './constants.ts';
import { truncate } from './format.ts';
import type { SearchData } from './api/search.ts';
import type { HomeStoriesData } from './api/next-reads.ts';

/** Public items as the public API answers them (engagement counts included). */
type ArticleItem = ArticleSummary & Partial<Pick<PublicArticle, 'content' | 'content_html'>>;
export type ArticleFull = PublicArticle;
export type VideoItem = PublicVideo;
export type TvItem = PublicTvEpisode;
type PodcastItem = PublicPodcastEpisode;
/** An episode on its own page: the item plus its guest's record. */
export type PodcastEpisodeItem = PublicPodcastEpisodeDetail;

/** What an article card, the hero and the trending list show: the home page sends only this. */
const ARTICLE_CARD_FIELDS = ['id', 'title', 'category_name', 'author', 'featured_image', 'featured_image_alt', 'publish_date', 'read_time', 'views'] as const;
/** The texts a card's summary is chosen from (toArticleCard). */
type ArticleCardSource = Pick<ArticleItem, (typeof ARTICLE_CARD_FIELDS)[number] | 'excerpt' | 'meta_description' | 'subtitle'>;
export type ArticleCardData = Pick<ArticleItem, (typeof ARTICLE_CARD_FIELDS)[number]> & {
  /**
   * The one text a card shows: the excerpt, else the meta description, else the subtitle, already
   * cut to the length its place shows (SUMMARY_LENGTH), empty where none is shown. Sending all three
   * cost the home page 1.4 KB of its first load; sending them whole, 1.5 KB more.
   */
  summary: string;
};

/** How much of its summary each place shows: a card, the hero's main and second story, an Editor's Pick card. */
const SUMMARY_LENGTH = { card: 150, heroMain: 650, heroSecond: 150, compact: 0 } as const;

/** What a video card shows. */
const VIDEO_CARD_FIELDS = ['id', 'title', 'category', 'thumbnail', 'duration', 'upload_date', 'views'] as const;
export type VideoCardData = Pick<VideoItem, (typeof VIDEO_CARD_FIELDS)[number]>;

function pick<T extends object, K extends keyof T>(item: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const f of fields) out[f] = item[f];
  return out;
}

/** What a TV episode card shows (no transcript, tags or texts only its page shows). */
const TV_CARD_FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'thumbnail',
  'duration',
  'is_new',
  'views',
  'rating',
  'upload_date',
  'season_id',
  'season_number',
  'episode_number',
] as const;
export type TvCardData = Pick<TvItem, (typeof TV_CARD_FIELDS)[number]>;

/** What an episode of the podcast list shows and plays (no transcript, tags or counters). */
const PODCAST_CARD_FIELDS = [
  'id',
  'title',
  'description',
  'episode_number',
  'guest_name',
  'series_id',
  'podcast_series',
  'duration',
  'image',
  'youtube_url',
  'audio_url',
  'audio_type',
  'publish_date',
] as const;
export type PodcastCardData = Pick<PodcastItem, (typeof PODCAST_CARD_FIELDS)[number]>;

/** An article as a card of `place`, its summary cut to what that place shows. */
function cardFor(a: ArticleCardSource, place: keyof typeof SUMMARY_LENGTH): ArticleCardData {
  const length = SUMMARY_LENGTH[place];
  return { ...pick(a, ARTICLE_CARD_FIELDS), summary: length ? truncate(a.excerpt || a.meta_description || a.subtitle || '', length) : '' };
}
/** An article as a grid's card. One argument, so that it maps a list as it is: `.map(toArticleCard)`. */
export const toArticleCard = (a: ArticleCardSource): ArticleCardData => cardFor(a, 'card');
/** An article as an Editor's Pick card, which shows no summary. */
export const toCompactCard = (a: ArticleCardSource): ArticleCardData => cardFor(a, 'compact');
/** The home page's two slots as hero cards (the main story shows more of its summary). */
export const toMainSlots = ({ mainArticle, secondMainArticle }: { mainArticle: ArticleCardSource | null; secondMainArticle: ArticleCardSource | null }): HomeMainSlots => ({
  main: mainArticle && cardFor(mainArticle, 'heroMain'),
  second: secondMainArticle && cardFor(secondMainArticle, 'heroSecond'),
});
export const toVideoCard = (v: VideoCardData): VideoCardData => pick(v, VIDEO_CARD_FIELDS);
export const toTvCard = (t: TvCardData): TvCardData => pick(t, TV_CARD_FIELDS);
export const toPodcastCard = (p: PodcastCardData): PodcastCardData => pick(p, PODCAST_CARD_FIELDS);

/** A row of the home page's numbered Trending list: it shows the title, category and views only. */
const TRENDING_FIELDS = ['id', 'title', 'category_name', 'views'] as const;
export type TrendingItemData = Pick<ArticleItem, (typeof TRENDING_FIELDS)[number]>;
export const toTrendingItem = (a: TrendingItemData): TrendingItemData => pick(a, TRENDING_FIELDS);

/**
 * The home page's Latest Articles: the cards at hand and how many the list holds in all (at most
 * PAGE_SIZES.regular). A first page view carries only the cards it shows at first; the first Load
 * More fetches the rest of the list, so the page does not carry 14 cards most readers never open.
 */
export interface HomeRegularList {
  articles: ArticleCardData[];
  total: number;
}

/** The two homepage slots as cards (the API gives the full articles). */
export type HomeMainSlots = { [Slot in keyof MainArticles]: ArticleCardData | null };

/**
 * The home page's stories as its sections show them, each story in one section only (the server's
 * homeStories: server/modules/articles/public.ts): the hero's slots, Editor's Pick, Featured, and
 * the first of the Latest Articles with how many the list holds.
 */
export interface HomeStories {
  main: HomeMainSlots;
  editors: ArticleCardData[];
  featured: ArticleCardData[];
  latest: HomeRegularList;
}

export const toHomeStories = (d: HomeStoriesData): HomeStories => ({
  main: toMainSlots({ mainArticle: d.main_article, secondMainArticle: d.second_main_article }),
  editors: d.editors_pick.map(toCompactCard),
  featured: d.featured.map(toArticleCard),
  latest: { articles: d.latest.map(toArticleCard), total: d.latest_total },
});

/**
 * One page of a browse list (/magazine, /magazine/{category}, /videos, /tv-show, /podcast) as cards,
 * with the list's pagination; null (the page answers 404) for a page past the last one or a filter
 * that names nothing.
 */
export interface ArticleListPage {
  articles: ArticleCardData[];
  pagination: Pagination;
}
export interface VideoListPage {
  videos: VideoCardData[];
  pagination: Pagination;
}
export interface TvListPage {
  tvShows: TvCardData[];
  pagination: Pagination;
}
export interface PodcastListPage {
  podcasts: PodcastCardData[];
  pagination: Pagination;
}
/** /author/{slug}: the author and a page of their articles. */
export interface AuthorPage extends ArticleListPage {
  author: PublicAuthor;
}
export type TvSeasonItem = PublicTvSeason;
export type PodcastSeriesItem = PublicPodcastSeries;

/** A page of an item's comments, as `GET /comments/:id` answers it. */
export type CommentPage = Pick<CommentListResponse['data'], 'comments' | 'totalComments' | 'mode'> & { threads: number };

export type SearchTypeFilter = (typeof SEARCH_TYPE_FILTERS)[number];
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchParams {
  q: string;
  type: SearchTypeFilter;
  category: string;
  sort: SearchSort;
}

export type SearchPageData = Pick<SearchData, 'results' | 'total' | 'did_you_mean'>;

/** Results the search page asks for at once. */
export const SEARCH_PAGE_LIMIT = 50;

/** The keys of the page-data map. */
export const PAGE_KEYS = {
  homeStories: 'home:stories',
  homeVideos: 'home:videos',
  homeTrending: 'home:trending',
  /** `category`: a category's slug, '' for every article. */
  articleList: (category: string, page: number) => `articles:${category}|${page}`,
  author: (slug: string, page: number) => `author:${slug}|${page}`,
  videoList: (page: number) => `videos:${page}`,
  /** `season`: the ?season= value as written, '' for every season. */
  tvList: (season: string, page: number) => `tv-list:${season}|${page}`,
  tvSeasons: 'tv-seasons',
  tv: (id: string) => `tv:${id}`,
  tvNext: (id: string) => `tv-next:${id}`,
  /** `series`: the ?series= value as written, '' for every series. */
  podcastList: (series: string, page: number) => `podcast-list:${series}|${page}`,
  podcastSeries: 'podcast-series',
  podcastEpisode: (id: string) => `episode:${id}`,
  podcastNext: (id: string) => `episode-next:${id}`,
  article: (id: string) => `article:${id}`,
  related: (id: string) => `related:${id}`,
  comments: (id: string) => `comments:${id}`,
  video: (id: string) => `video:${id}`,
  search: (p: SearchParams) => `search:${p.q}|${p.type}|${p.category}|${p.sort}`,
  /** The About page's texts (the site's settings). */
  about: 'about',
  /** What a preview link shows (shared/api/previews.ts PreviewData), by its token. */
  preview: (token: string) => `preview:${token}`,
} as const;

/** How many items each home and list section shows, and how the home list grows (6, then 3 more a click). */
export const PAGE_SIZES = {
  publicLoad: 50,
  regular: 20,
  featured: 3,
  editorsPick: 4,
  trending: 12,
  homeVideos: 4,
  /** Items on each page of the browse lists (/magazine, categories, authors, /videos, /tv-show, /podcast). */
  browse: 12,
  regularInitial: 6,
  regularStep: 3,
  commentsPreview: 3,
  /** Related stories at the end of an article. */
  related: 3,
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

/** A page number past the list's last page (page 1 of an empty list is still its page: the empty state). */
export const pastLastPage = (p: Pagination): boolean => p.page > 1 && p.page > p.totalPages;

/**
 * The ?page= of a browse list: a whole number from 1, else 1 (so '?page=abc' is the first page,
 * whose address has no ?page at all).
 */
export function readPage(params: URLSearchParams): number {
  const text = params.get('page') ?? '';
  const page = /^\d{1,7}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A list filter read from the URL (?season=, ?series=): trimmed, '' for none or 'all'. */
export function readFilter(params: URLSearchParams, name: string): string {
  const value = (params.get(name) ?? '').trim();
  return value.toLowerCase() === 'all' ? '' : value;
}

/**
 * The address of page `page` of a list at `path` with its filters: the first page has no ?page
 * (one address per page, which is also its canonical URL), empty filters are left out.
 */
export function listHref(path: string, page: number, filters: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The season a ?season= value names: by its id or its number ('2'). */
export const findSeason = (seasons: TvSeasonItem[], value: string): TvSeasonItem | undefined =>
  seasons.find((s) => s.id === value || String(s.season_number) === value);

/** The series a ?series= value names: by its id or its slug. */
export const findSeries = (series: PodcastSeriesItem[], value: string): PodcastSeriesItem | undefined =>
  series.find((s) => s.id === value || s.slug === value);
