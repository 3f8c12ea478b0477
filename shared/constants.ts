/** Business constants shared by the server and the web app (product names, categories, limits, storage keys). */

/**
 * The software's own name: the API documentation's title. Wherever the site names itself to readers
 * or staff (pages, mails, feeds, structured data, the manifest, the back office's brand) it uses the
 * name administrators set in the site settings (server/modules/site siteName; SiteSettingsValues.site_name
 * in the browser).
 */
export const PRODUCT_NAME = 'Insight Media';

/** The podcast's own summary: the feed and the /podcast page's structured data. */
export const PODCAST_DESCRIPTION = 'Conversations with the students, teachers, founders and researchers shaping education and innovation in Africa.';

/** The whole podcast's name as apps, the feed and search engines give it: the site's name and "Podcast". */
export const podcastTitle = (siteName: string): string => `${siteName} Podcast`;

/** The site's description in a line: the home page's, the RSS feed's and any page's without its own. */
export const siteDescription = (siteName: string): string =>
  `${siteName} tells the stories of education and innovation in Africa for young readers: a magazine, a TV show and a podcast.`;

export const ARTICLE_CATEGORIES = [
  'Research World',
  'Spirit of Africa',
  'Tech Trends',
  'Need to Know',
  'Echoes of Home',
  'Career Campus',
  'Mind and Body Quest',
  'E! Corner',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
export const DEFAULT_ARTICLE_CATEGORY: ArticleCategory = 'Tech Trends';

export const TV_CATEGORIES = ['Full Episodes', 'Mind Battles', 'Pitch Perfect', 'Insight Stories', 'Behind Insight'] as const;
export type TvCategory = (typeof TV_CATEGORIES)[number];
export const TV_SECTIONS = ['FullEpisodes', 'MindBattles', 'PitchPerfect', 'InsightStories', 'BehindInsight'] as const;
export type TvSection = (typeof TV_SECTIONS)[number];

export const VIDEO_SECTIONS = ['Magazine', 'FullEpisodes', 'MindBattles'] as const;

/** Every content form offers these; only `published` (with its date come) is public. */
export const CONTENT_STATUSES = ['draft', 'review', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_TYPES = ['article', 'video', 'tvshow', 'podcast'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The type filters the search page offers (the API also takes the singular names) and its orders. */
export const SEARCH_TYPE_FILTERS = ['all', 'articles', 'videos', 'tvshows', 'podcasts'] as const;
export const SEARCH_SORTS = ['relevance', 'date', 'popularity'] as const;

/**
 * What a delete moves to the trash (kept 30 days, then emptied for good), named as the API's paths
 * name them: `DELETE /api/<type>/{id}` moves one there, `/api/trash/<type>/{id}` restores or empties it.
 */
export const TRASH_TYPES = ['articles', 'videos', 'tvshows', 'podcasts', 'comments', 'uploads', 'seasons', 'series'] as const;
export type TrashType = (typeof TRASH_TYPES)[number];
/** How long the trash keeps what it holds. */
export const TRASH_DAYS = 30;
/** How long a preview link works. */
export const PREVIEW_LINK_DAYS = 7;

export const MAIN_POSITIONS = ['main', 'second'] as const;
export type MainPosition = (typeof MAIN_POSITIONS)[number];

/**
 * The highest `page` any list accepts, so that (page - 1) * limit stays an integer OFFSET: an
 * unbounded page=1e21 (or 99999999999999999999, 1e20 once coerced) made the offset about 1e22,
 * past SQLite's 64-bit integers, so it was bound as a REAL and SQLite refused the query ("datatype
 * mismatch"): a 500. Query values must also be written as plain decimal digits
 * (server/plugins/query-integers.ts), so '1e3' or '0x10' are refused rather than read as 1000 or 16.
 * Here, not beside the schemas in api/common.ts, because the web bundle reads it too and importing
 * that module would bring TypeBox into every public page (1.3 KB brotli).
 */
export const MAX_PAGE = 1_000_000;

export const LIMITS = {
  maxPageSize: 100,
  excerptMax: 500,
  metaDescriptionMax: 160,
  passwordMin: 6,
  editorsPickMax: 4,
  featuredShown: 3,
  trendingShown: 12,
  commentNameMax: 80,
  commentContentMin: 2,
  commentContentMax: 2000,
  wordsPerMinute: 200,
} as const;

/** The header that carries the browser's anonymous visitor id (likes are one per visitor). */
export const VISITOR_HEADER = 'x-visitor-id';

/** Browser storage keys fixed by the spec. */
export const STORAGE_KEYS = { token: 'auth_token', user: 'user_data', visitorId: 'visitor_id', theme: 'theme' } as const;
