/**
 * Staff article calls. Bodies are deliberately permissive
 * on the form's text fields (optional strings): the service checks them and answers with the form's
 * own messages ('Title is required', ...) instead of ajv's generic ones. Wrong types (a number for a
 * title, an object for a flag) are still refused by the schema.
 */
import { Type, type Static } from 'typebox';
import { Envelope, ListEnvelope, Nullable, PageLimit, PageQuery, Uuid } from './common.ts';
import { Article } from './content.ts';
import { versionField } from './editing.ts';

const ArticleImageInput = Type.Object({
  id: Type.Optional(Type.String()),
  url: Type.Optional(Type.String()),
  alt: Type.Optional(Type.String()),
  caption: Type.Optional(Type.String()),
});

const articleFields = {
  title: Type.Optional(Type.String()),
  subtitle: Type.Optional(Type.String()),
  excerpt: Type.Optional(Type.String()),
  /** Markdown; rendered server-side to sanitized `content_html`. */
  content: Type.Optional(Type.String()),
  category_name: Type.Optional(Type.String()),
  /**
   * The author's profile (/api/authors). Without it, `author` names one (any case; a new guest
   * profile when none has that name), else the article keeps its author, else the writer's own.
   */
  author_id: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  /** The author's name: for clients that predate profiles (prefer `author_id`). */
  author: Type.Optional(Type.String()),
  /** Changes the profile's bio (every article of the author shows it): for clients that predate profiles. */
  author_bio: Type.Optional(Type.String()),
  /** Changes the profile's portrait, an http(s) or site-relative image address; '' for none: for clients that predate profiles. */
  author_image: Type.Optional(Type.String()),
  /** Comma-separated text; a list of strings is accepted and joined. */
  tags: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  featured_image: Type.Optional(Type.String()),
  featured_image_alt: Type.Optional(Type.String()),
  /** Replaces the whole gallery when present. */
  additional_images: Type.Optional(Type.Array(ArticleImageInput, { maxItems: 50 })),
  meta_description: Type.Optional(Type.String()),
  allow_comments: Type.Optional(Type.Boolean()),
  featured: Type.Optional(Type.Boolean()),
  trending: Type.Optional(Type.Boolean()),
  /** At most 4 articles hold it; a fifth is refused with 409. */
  editors_pick: Type.Optional(Type.Boolean()),
  /**
   * draft | review | scheduled | published (default published: clients that predate drafts send
   * none). A draft needs only a title; the other required fields are asked for when it is published,
   * scheduled or sent to review.
   */
  status: Type.Optional(Type.String()),
  /** ISO date or date-time; default now. A scheduled article needs a future date. */
  publish_date: Type.Optional(Nullable(Type.String())),
};

/** POST /api/articles. Unknown fields the form echoes back (id, read_time, updated_at) are ignored. */
export const CreateArticleBody = Type.Object(articleFields);
export type CreateArticleBody = Static<typeof CreateArticleBody>;

/** PUT /api/articles/{id}: any subset; the merged result is validated like a new article. */
export const UpdateArticleBody = Type.Object({ ...articleFields, ...versionField });
export type UpdateArticleBody = Static<typeof UpdateArticleBody>;

const Flag = Type.Optional(Type.Boolean());

export const ArticleListQuery = Type.Object({
  ...PageQuery.properties,
  /** draft | review | scheduled | published | all. `published` means public now (date come). */
  status: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
  featured: Flag,
  trending: Flag,
  editors_pick: Flag,
  /**
   * createdAt | publishDate | updatedAt | views | title, optionally '-field' or 'field:asc|desc'
   * (snake_case accepted). Without a direction dates and views sort newest/highest first, title A-Z.
   * Default: newest publish date first.
   */
  sort: Type.Optional(Type.String()),
  /** Case-insensitive search in title, author and category name. */
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Case-insensitive search in title, author and category name' })),
});
export type ArticleListQuery = Static<typeof ArticleListQuery>;

export const CuratedListQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Type.String()),
});
export type CuratedListQuery = Static<typeof CuratedListQuery>;

/**
 * PUT /api/articles/featured/order: the featured articles in the order the homepage shows them.
 * Each id must name a featured article, once (else 400, nothing stored); featured articles left
 * out come after these, newest first.
 */
export const FeaturedOrderBody = Type.Object({
  ids: Type.Array(Uuid, { maxItems: 100, description: 'Up to 100 featured article UUIDs, first shown first' }),
});
export type FeaturedOrderBody = Static<typeof FeaturedOrderBody>;
export const FeaturedOrderResponse = Envelope(FeaturedOrderBody);
export type FeaturedOrderResponse = Static<typeof FeaturedOrderResponse>;

/**
 * POST /api/articles/preview: the form's Markdown, rendered and sanitised exactly as the public page
 * will show it (`content_html` of a saved article), for the form's Preview. Nothing is stored.
 */
export const ArticlePreviewBody = Type.Object({
  content: Type.String({ description: 'Markdown of the article body' }),
});
export type ArticlePreviewBody = Static<typeof ArticlePreviewBody>;
export const ArticlePreviewResponse = Envelope(Type.Object({ html: Type.String({ description: 'Sanitised HTML, as content_html' }) }));
export type ArticlePreviewResponse = Static<typeof ArticlePreviewResponse>;

export const LatestQuery = Type.Object({ limit: PageLimit(3) });
export type LatestQuery = Static<typeof LatestQuery>;

export const SetMainBody = Type.Object({
  /** 'main' or 'second' (checked by the service for a clear message). */
  position: Type.Optional(Type.String()),
});
export type SetMainBody = Static<typeof SetMainBody>;

export const TrendingArticle = Type.Object({
  ...Article.properties,
  /** 1-based rank across the whole trending list. */
  position: Type.Integer(),
  /** Views of the last 7 days against the 7 before, e.g. '+12%', '-5%', '0%'. */
  growthRate: Type.String(),
  recent_views: Type.Integer(),
  previous_views: Type.Integer(),
});
export type TrendingArticle = Static<typeof TrendingArticle>;

export const MainArticles = Type.Object({ main: Nullable(Article), second: Nullable(Article) });
export type MainArticles = Static<typeof MainArticles>;

export const ArticleResponse = Envelope(Article);
export type ArticleResponse = Static<typeof ArticleResponse>;
export const ArticleListResponse = ListEnvelope(Article);
export type ArticleListResponse = Static<typeof ArticleListResponse>;
export const TrendingListResponse = ListEnvelope(TrendingArticle);
export type TrendingListResponse = Static<typeof TrendingListResponse>;
export const MainArticlesResponse = Envelope(MainArticles);
export type MainArticlesResponse = Static<typeof MainArticlesResponse>;
export const LatestArticlesResponse = Envelope(Type.Array(Article));
export type LatestArticlesResponse = Static<typeof LatestArticlesResponse>;
