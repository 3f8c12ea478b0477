/**
 * Public content calls: no token, only published content whose date
 * has come. Lists answer `{success, data: {articles|videos|tvShows|podcasts, pagination}}`.
 * Every public item also carries its engagement: `likes` and `comments_count` (numbers).
 */
import { Type, type Static } from 'typebox';
import { Envelope, IsoDate, Nullable, pageQuery, PageLimit, PageQuery, Pagination } from './common.ts';
import { Article, PodcastEpisode, PodcastGuest, PodcastSeries, TvEpisode, TvSeason, Video } from './content.ts';
import { AuthorLink } from './authors.ts';

const engagement = {
  likes: Type.Integer({ minimum: 0, description: 'like count' }),
  comments_count: Type.Integer({ minimum: 0 }),
};

/** An article as a detail page shows it: the full body plus engagement counts. */
export const PublicArticle = Type.Object({
  ...Article.properties,
  ...engagement,
  /** The author profile's website and social profiles (an article's own page: its structured data names them). */
  author_links: Type.Optional(Type.Array(AuthorLink)),
});
export type PublicArticle = Static<typeof PublicArticle>;

/** An article in a list: no body (`content`, `content_html`) so phone payloads stay small. */
export const ArticleSummary = Type.Object({ ...Type.Omit(Article, ['content', 'content_html']).properties, ...engagement });
export type ArticleSummary = Static<typeof ArticleSummary>;

export const PublicVideo = Type.Object({ ...Video.properties, ...engagement });
export type PublicVideo = Static<typeof PublicVideo>;

export const PublicTvEpisode = Type.Object({ ...TvEpisode.properties, ...engagement });
export type PublicTvEpisode = Static<typeof PublicTvEpisode>;

export const PublicPodcastEpisode = Type.Object({ ...PodcastEpisode.properties, ...engagement });
export type PublicPodcastEpisode = Static<typeof PublicPodcastEpisode>;

/**
 * An episode as its page shows it: the list item plus the guest's record (title, organisation,
 * bio) when `guest_id` links one; null when the guest is only a name (`guest_name`) or there is none.
 */
export const PublicPodcastEpisodeDetail = Type.Object({ ...PublicPodcastEpisode.properties, guest: Nullable(PodcastGuest) });
export type PublicPodcastEpisodeDetail = Static<typeof PublicPodcastEpisodeDetail>;

const Flag = (description: string) => Type.Optional(Type.Boolean({ description }));
const Category = Type.Optional(Type.String({ maxLength: 100, description: 'exact category name; empty or "all" means every category' }));

export const PublicArticlesQuery = Type.Object({
  category: Category,
  featured: Flag('true: featured only, false: not featured'),
  trending: Flag('true: trending only'),
  editors_pick: Flag("true: editor's picks only"),
  ...PageQuery.properties,
});
export type PublicArticlesQuery = Static<typeof PublicArticlesQuery>;

/** The public list of magazine videos, and the base of the TV and podcast lists' queries. */
export const PublicListQuery = Type.Object({
  category: Category,
  featured: Flag('true: featured only, false: not featured'),
  ...PageQuery.properties,
});
export type PublicListQuery = Static<typeof PublicListQuery>;

/** `season`: the TV list of one season, named by its id or its number. */
export const PublicTvQuery = Type.Object({
  ...PublicListQuery.properties,
  season: Type.Optional(Type.String({ maxLength: 200, description: "a season's id or number (e.g. '2'); empty or 'all' means every season" })),
});
export type PublicTvQuery = Static<typeof PublicTvQuery>;

/** `series`: the podcast list of one series, named by its id or its slug (as /podcast?series= links it). */
export const PublicPodcastQuery = Type.Object({
  ...PublicListQuery.properties,
  series: Type.Optional(Type.String({ maxLength: 200, description: "a series' id or slug; empty or 'all' means every series" })),
});
export type PublicPodcastQuery = Static<typeof PublicPodcastQuery>;

export const RegularArticlesQuery = pageQuery(20);
export type RegularArticlesQuery = Static<typeof RegularArticlesQuery>;

export const LimitQuery = Type.Object({ limit: PageLimit(10) });
export type LimitQuery = Static<typeof LimitQuery>;

export const ArticleListResponse = Envelope(Type.Object({ articles: Type.Array(ArticleSummary), pagination: Pagination }));
export type ArticleListResponse = Static<typeof ArticleListResponse>;
export const VideoListResponse = Envelope(Type.Object({ videos: Type.Array(PublicVideo), pagination: Pagination }));
export type VideoListResponse = Static<typeof VideoListResponse>;
export const TvShowListResponse = Envelope(Type.Object({ tvShows: Type.Array(PublicTvEpisode), pagination: Pagination }));
export type TvShowListResponse = Static<typeof TvShowListResponse>;
export const PodcastListResponse = Envelope(Type.Object({ podcasts: Type.Array(PublicPodcastEpisode), pagination: Pagination }));
export type PodcastListResponse = Static<typeof PodcastListResponse>;

/** A TV season that has public episodes, with how many (the /tv-show season links). */
export const PublicTvSeason = Type.Object({ ...TvSeason.properties, episodes: Type.Integer({ minimum: 1, description: 'public episodes' }) });
export type PublicTvSeason = Static<typeof PublicTvSeason>;
export const TvSeasonsResponse = Envelope(Type.Array(PublicTvSeason));
export type TvSeasonsResponse = Static<typeof TvSeasonsResponse>;

/** A podcast series that has public episodes, with its slug and how many (the /podcast series links). */
export const PublicPodcastSeries = Type.Object({
  ...PodcastSeries.properties,
  slug: Type.String({ description: "the title as /podcast?series= names it (lower-case words joined by '-')" }),
  episodes: Type.Integer({ minimum: 1, description: 'public episodes' }),
});
export type PublicPodcastSeries = Static<typeof PublicPodcastSeries>;
export const PodcastSeriesResponse = Envelope(Type.Array(PublicPodcastSeries));
export type PodcastSeriesResponse = Static<typeof PodcastSeriesResponse>;

/** An author as their page (/author/{slug}) shows them: their profile (/api/authors). */
export const PublicAuthor = Type.Object({
  slug: Type.String({ description: "the page's slug: /author/{slug} (an old slug answers with the current one)" }),
  name: Type.String(),
  bio: Type.String(),
  image: Type.String({ description: "the author's photo: an http(s) or site-relative image address; '' for none" }),
  links: Type.Array(AuthorLink, { description: 'website and social profiles' }),
});
export type PublicAuthor = Static<typeof PublicAuthor>;

export const AuthorParams = Type.Object({ slug: Type.String({ maxLength: 200, description: "the author's slug, e.g. 'amara-nwosu'" }) });
export type AuthorParams = Static<typeof AuthorParams>;
export const AuthorQuery = pageQuery(12);
export type AuthorQuery = Static<typeof AuthorQuery>;
/** The author and a page of their public articles, newest first. */
export const AuthorResponse = Envelope(Type.Object({ author: PublicAuthor, articles: Type.Array(ArticleSummary), pagination: Pagination }));
export type AuthorResponse = Static<typeof AuthorResponse>;

export const ArticleResponse = Envelope(PublicArticle);
export type ArticleResponse = Static<typeof ArticleResponse>;
export const VideoResponse = Envelope(PublicVideo);
export type VideoResponse = Static<typeof VideoResponse>;
export const TvShowResponse = Envelope(PublicTvEpisode);
export type TvShowResponse = Static<typeof TvShowResponse>;
export const PodcastResponse = Envelope(PublicPodcastEpisodeDetail);
export type PodcastResponse = Static<typeof PodcastResponse>;

/** Editor's pick (at most 4) and featured: a plain list in `data`. */
export const ArticleArrayResponse = Envelope(Type.Array(ArticleSummary));
export type ArticleArrayResponse = Static<typeof ArticleArrayResponse>;

export const MainArticlesResponse = Envelope(
  Type.Object({ mainArticle: Nullable(PublicArticle), secondMainArticle: Nullable(PublicArticle) }),
);
export type MainArticlesResponse = Static<typeof MainArticlesResponse>;

export const PlayResponse = Envelope(Type.Object({ plays: Type.Integer({ minimum: 0 }) }));
export type PlayResponse = Static<typeof PlayResponse>;

const HealthData = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
  version: Type.String(),
  uptime: Type.Number({ description: 'seconds since the process started' }),
  timestamp: IsoDate,
});
export const HealthResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.Optional(Type.String()),
  data: HealthData,
});
export type HealthResponse = Static<typeof HealthResponse>;
