/**
 * Public reads of the four content types. Every query here goes through `publiclyVisible`, so a
 * draft, an item in review or a scheduled item whose date has not come is never returned.
 */
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentType } from '../../../shared/constants.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import {
  articleImages,
  articles,
  comments,
  contentItems,
  dailyViews,
  likes,
  podcastEpisodes,
  podcastSeries,
  tvEpisodes,
  tvSeasons,
  videos,
} from '../../db/schema.ts';
import type {
  ArticleImageRow,
  ArticleRow,
  PodcastEpisodeRow,
  PodcastSeriesRow,
  TvEpisodeRow,
  TvSeasonRow,
  VideoRow,
} from '../content/mappers.ts';
import { nowIso, publiclyVisible } from '../content/visibility.ts';

export interface Page {
  page: number;
  limit: number;
}

export interface ArticleFilters {
  category?: string;
  featured?: boolean;
  trending?: boolean;
  editorsPick?: boolean;
  /** Only articles holding no homepage slot (the "regular" list). */
  notInMainSlot?: boolean;
}

export interface MediaFilters {
  category?: string;
  featured?: boolean;
}

const offset = (p: Page) => (p.page - 1) * p.limit;
/** Category names compare without case: '?category=tech trends' finds 'Tech Trends'. */
const sameCategory = (column: SQLiteColumn, value: string | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`${column} = ${value} collate nocase`;
const flagIs = (column: SQLiteColumn, value: boolean | undefined): SQL | undefined =>
  value === undefined ? undefined : eq(column, value);

export const articleVisible = () => publiclyVisible(articles, articles.publishDate);
/**
 * The same rule in JavaScript, for rows fetched by a list of ids: with the visibility condition in
 * SQL, SQLite's planner prefers the (status, date) index over the primary key and walks every
 * public row instead of looking up a handful.
 */
export const visibleNow = (row: { status: string }, date: string) =>
  (row.status === 'published' || row.status === 'scheduled') && date <= nowIso();
export const videoVisible = () => publiclyVisible(videos, videos.uploadDate);
export const tvVisible = () => publiclyVisible(tvEpisodes, tvEpisodes.uploadDate);
export const podcastVisible = () => publiclyVisible(podcastEpisodes, podcastEpisodes.publishDate);

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

export function listArticles(db: Db, f: ArticleFilters, page: Page): { rows: ArticleRow[]; total: number } {
  const where = and(
    articleVisible(),
    sameCategory(articles.categoryName, f.category),
    flagIs(articles.featured, f.featured),
    flagIs(articles.trending, f.trending),
    flagIs(articles.editorsPick, f.editorsPick),
    f.notInMainSlot ? isNull(articles.mainPosition) : undefined,
  );
  const total = db.select({ n: count() }).from(articles).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishDate), desc(articles.createdAt), desc(articles.id))
    .limit(page.limit)
    .offset(offset(page))
    .all();
  return { rows, total };
}

export function findArticle(db: Db, id: string): ArticleRow | undefined {
  return db.select().from(articles).where(and(eq(articles.id, id), articleVisible())).get();
}

/** The public articles holding the two homepage slots (a slot whose article is not public is empty). */
export function mainSlotArticles(db: Db): ArticleRow[] {
  return db
    .select()
    .from(articles)
    .where(and(inArray(articles.mainPosition, ['main', 'second']), articleVisible()))
    .all();
}

/** Gallery images of many articles at once, grouped by article id. */
export function imagesOf(db: Db, articleIds: string[]): Map<string, ArticleImageRow[]> {
  const byArticle = new Map<string, ArticleImageRow[]>();
  if (articleIds.length === 0) return byArticle;
  for (const image of db.select().from(articleImages).where(inArray(articleImages.articleId, articleIds)).all()) {
    const list = byArticle.get(image.articleId) ?? [];
    list.push(image);
    byArticle.set(image.articleId, list);
  }
  return byArticle;
}

/** Public articles by id (for lists assembled elsewhere, e.g. most liked), in no particular order. */
export function articlesByIds(db: Db, ids: string[]): ArticleRow[] {
  if (ids.length === 0) return [];
  return db.select().from(articles).where(inArray(articles.id, ids)).all().filter((a) => visibleNow(a, a.publishDate));
}

// ---------------------------------------------------------------------------------------------
// Videos, TV episodes, podcast episodes
// ---------------------------------------------------------------------------------------------

export function listVideos(db: Db, f: MediaFilters, page: Page): { rows: VideoRow[]; total: number } {
  const where = and(videoVisible(), sameCategory(videos.category, f.category), flagIs(videos.featured, f.featured));
  const total = db.select({ n: count() }).from(videos).where(where).get()?.n ?? 0;
  const rows = db
    .select()
    .from(videos)
    .where(where)
    .orderBy(desc(videos.uploadDate), desc(videos.createdAt), desc(videos.id))
    .limit(page.limit)
    .offset(offset(page))
    .all();
  return { rows, total };
}

export function findVideo(db: Db, id: string): VideoRow | undefined {
  return db.select().from(videos).where(and(eq(videos.id, id), videoVisible())).get();
}

export type TvRow = { episode: TvEpisodeRow; season: TvSeasonRow | null };

export function listTvEpisodes(db: Db, f: MediaFilters, page: Page): { rows: TvRow[]; total: number } {
  const where = and(tvVisible(), sameCategory(tvEpisodes.category, f.category), flagIs(tvEpisodes.featured, f.featured));
  const total = db.select({ n: count() }).from(tvEpisodes).where(where).get()?.n ?? 0;
  const rows = db
    .select({ episode: tvEpisodes, season: tvSeasons })
    .from(tvEpisodes)
    .leftJoin(tvSeasons, eq(tvSeasons.id, tvEpisodes.seasonId))
    .where(where)
    .orderBy(desc(tvEpisodes.uploadDate), desc(tvEpisodes.createdAt), desc(tvEpisodes.id))
    .limit(page.limit)
    .offset(offset(page))
    .all();
  return { rows, total };
}

export function findTvEpisode(db: Db, id: string): TvRow | undefined {
  return db
    .select({ episode: tvEpisodes, season: tvSeasons })
    .from(tvEpisodes)
    .leftJoin(tvSeasons, eq(tvSeasons.id, tvEpisodes.seasonId))
    .where(and(eq(tvEpisodes.id, id), tvVisible()))
    .get();
}

export type PodcastRow = { episode: PodcastEpisodeRow; series: PodcastSeriesRow | null };

export function listPodcastEpisodes(db: Db, f: MediaFilters, page: Page): { rows: PodcastRow[]; total: number } {
  const where = and(podcastVisible(), sameCategory(podcastEpisodes.category, f.category), flagIs(podcastEpisodes.featured, f.featured));
  const total = db.select({ n: count() }).from(podcastEpisodes).where(where).get()?.n ?? 0;
  const rows = db
    .select({ episode: podcastEpisodes, series: podcastSeries })
    .from(podcastEpisodes)
    .leftJoin(podcastSeries, eq(podcastSeries.id, podcastEpisodes.seriesId))
    .where(where)
    .orderBy(desc(podcastEpisodes.publishDate), desc(podcastEpisodes.createdAt), desc(podcastEpisodes.id))
    .limit(page.limit)
    .offset(offset(page))
    .all();
  return { rows, total };
}

export function findPodcastEpisode(db: Db, id: string): PodcastRow | undefined {
  return db
    .select({ episode: podcastEpisodes, series: podcastSeries })
    .from(podcastEpisodes)
    .leftJoin(podcastSeries, eq(podcastSeries.id, podcastEpisodes.seriesId))
    .where(and(eq(podcastEpisodes.id, id), podcastVisible()))
    .get();
}

// ---------------------------------------------------------------------------------------------
// Any item by id (likes and comments address every type through one id)
// ---------------------------------------------------------------------------------------------

export interface PublicItemRef {
  id: string;
  type: ContentType;
  title: string;
  allowComments: boolean;
}

/** The item with this id if it is public now, whatever its type; undefined otherwise. */
export function findPublicItem(db: Db, id: string): PublicItemRef | undefined {
  const type = db.select({ type: contentItems.type }).from(contentItems).where(eq(contentItems.id, id)).get()?.type;
  let row: { title: string; allowComments: unknown } | undefined;
  if (type === 'article') row = db.select({ title: articles.title, allowComments: articles.allowComments }).from(articles).where(and(eq(articles.id, id), articleVisible())).get();
  else if (type === 'video') row = db.select({ title: videos.title, allowComments: videos.allowComments }).from(videos).where(and(eq(videos.id, id), videoVisible())).get();
  else if (type === 'tvshow') row = db.select({ title: tvEpisodes.title, allowComments: tvEpisodes.allowComments }).from(tvEpisodes).where(and(eq(tvEpisodes.id, id), tvVisible())).get();
  else if (type === 'podcast') row = db.select({ title: podcastEpisodes.title, allowComments: podcastEpisodes.allowComments }).from(podcastEpisodes).where(and(eq(podcastEpisodes.id, id), podcastVisible())).get();
  return row && type ? { id, type, title: row.title, allowComments: Boolean(row.allowComments) } : undefined;
}

// ---------------------------------------------------------------------------------------------
// Engagement counts and views
// ---------------------------------------------------------------------------------------------

export interface Engagement {
  likes: number;
  comments_count: number;
}

/** Like and comment counts of many items in two grouped queries. */
export function engagementOf(db: Db, ids: string[]): Map<string, Engagement> {
  const out = new Map<string, Engagement>(ids.map((id) => [id, { likes: 0, comments_count: 0 }]));
  if (ids.length === 0) return out;
  for (const row of db.select({ id: likes.itemId, n: count() }).from(likes).where(inArray(likes.itemId, ids)).groupBy(likes.itemId).all()) {
    out.get(row.id)!.likes = row.n;
  }
  for (const row of db.select({ id: comments.itemId, n: count() }).from(comments).where(inArray(comments.itemId, ids)).groupBy(comments.itemId).all()) {
    out.get(row.id)!.comments_count = row.n;
  }
  return out;
}

/** 'YYYY-MM-DD' of today in UTC: the daily_views key. */
export const utcDay = (date = new Date()) => date.toISOString().slice(0, 10);

type Counted = typeof articles | typeof videos | typeof tvEpisodes | typeof podcastEpisodes;

/**
 * Adds one to a counter column and to today's daily views in one transaction. The increment is a
 * single UPDATE (views = views + 1), so concurrent readers never lose a count. Returns the new
 * value, or undefined when no public item has this id.
 */
function bump(db: Db, table: Counted, column: 'views' | 'plays', id: string, visible: SQL): number | undefined {
  return inTransaction(db, (tx) => {
    const target = (table as typeof podcastEpisodes)[column];
    const row = tx
      .update(table)
      .set({ [column]: sql`${target} + 1` })
      .where(and(eq(table.id, id), visible))
      .returning({ value: target })
      .get();
    if (!row) return undefined;
    tx.insert(dailyViews)
      .values({ itemId: id, day: utcDay(), views: 1 })
      .onConflictDoUpdate({ target: [dailyViews.itemId, dailyViews.day], set: { views: sql`${dailyViews.views} + 1` } })
      .run();
    return row.value as number;
  });
}

export const countArticleView = (db: Db, id: string) => bump(db, articles, 'views', id, articleVisible());
export const countVideoView = (db: Db, id: string) => bump(db, videos, 'views', id, videoVisible());
export const countTvView = (db: Db, id: string) => bump(db, tvEpisodes, 'views', id, tvVisible());
export const countPodcastPlay = (db: Db, id: string) => bump(db, podcastEpisodes, 'plays', id, podcastVisible());

/** True when the database answers a trivial query. */
export function databaseReachable(db: Db): boolean {
  try {
    return db.get<{ ok: number }>(sql`select 1 as ok`)?.ok === 1;
  } catch {
    return false;
  }
}
