/**
 * Public reads of the four content types. Every query here goes through `publiclyVisible`, so a
 * draft, an item in review or a scheduled item whose date has not come is never returned.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { inTransaction, type Db } from '../../db/client.ts';
import { articles, dailyViews, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';
import type { Page } from '../../lib/pagination.ts';
import { selectPublicPage, type RowPage } from '../content/content-table.ts';
import { utcDay } from '../content/view-growth.ts';
import type { ArticleRow } from '../content/mappers.ts';
import { podcastEpisodeTable, tvEpisodeTable, videoTable } from '../content/media-tables.ts';
import { articleVisible, podcastVisible, tvVisible, videoVisible } from '../content/visibility.ts';

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

/** Category names compare without case: '?category=tech trends' finds 'Tech Trends'. */
const sameCategory = (column: SQLiteColumn, value: string | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`${column} = ${value} collate nocase`;

/**
 * `flag = 1` / `flag = 0`, the value written into the SQL instead of bound: `featured = 1` proves the
 * WHERE of the partial index of flagged rows (articles_featured_idx, ...: server/db/schema.ts) on its
 * own. SQLite can prove it from a bound 1 too, but then plans anew for each bound value, and SQLite
 * 3.53 fails on such a proof inside an OR ("internal query planner error"): public lists stay off
 * that path.
 */
const flagIs = (column: SQLiteColumn, value: boolean | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`${column} = ${sql.raw(value ? '1' : '0')}`;

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

/**
 * Each filter has its index (server/db/schema.ts): category -> articles_public_category_idx, a flag
 * set -> articles_featured_idx / _trending_idx / _editors_pick_idx (partial, proven by `flagIs`),
 * none or not-in-a-slot -> articles_public_order_idx; each walks the public order and stops at the
 * page. The total is memoised per public version (selectPublicPage).
 */
export function listArticles(db: Db, f: ArticleFilters, page: Page): RowPage<ArticleRow> {
  const filters = [
    sameCategory(articles.categoryName, f.category),
    flagIs(articles.featured, f.featured),
    flagIs(articles.trending, f.trending),
    flagIs(articles.editorsPick, f.editorsPick),
    f.notInMainSlot ? isNull(articles.mainPosition) : undefined,
  ];
  return selectPublicPage(db, articles, articles.publishDate, db.select().from(articles), filters, page);
}

export function findArticle(db: Db, id: string): ArticleRow | undefined {
  return db.select().from(articles).where(and(eq(articles.id, id), articleVisible())).get();
}

/**
 * The public articles holding the two homepage slots (a slot whose article is not public is empty):
 * two lookups in articles_main_position_uq, whose entries are the slot holders only.
 */
export function mainSlotArticles(db: Db): ArticleRow[] {
  return db
    .select()
    .from(articles)
    .where(and(inArray(articles.mainPosition, ['main', 'second']), articleVisible()))
    .all();
}

// ---------------------------------------------------------------------------------------------
// Videos, TV episodes, podcast episodes
// ---------------------------------------------------------------------------------------------

/** Served like the article filters: <table>_public_category_idx, <table>_featured_idx, <table>_public_order_idx. */
const mediaWhere = (table: typeof videos | typeof tvEpisodes | typeof podcastEpisodes, f: MediaFilters) => [
  sameCategory(table.category, f.category),
  flagIs(table.featured, f.featured),
];

export const listVideos = (db: Db, f: MediaFilters, page: Page) => videoTable.publicPage(db, mediaWhere(videos, f), page);
export const listTvEpisodes = (db: Db, f: MediaFilters, page: Page) => tvEpisodeTable.publicPage(db, mediaWhere(tvEpisodes, f), page);
export const listPodcastEpisodes = (db: Db, f: MediaFilters, page: Page) => podcastEpisodeTable.publicPage(db, mediaWhere(podcastEpisodes, f), page);
export const { findPublic: findVideo } = videoTable;
export const { findPublic: findTvEpisode } = tvEpisodeTable;
export const { findPublic: findPodcastEpisode } = podcastEpisodeTable;

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

type Counted = typeof articles | typeof videos | typeof tvEpisodes | typeof podcastEpisodes;

/**
 * Adds `n` to a counter column and to today's daily views in one transaction. The increment is a
 * single UPDATE (views = views + n), so concurrent readers never lose a count. Returns the new
 * value, or undefined when no public item has this id.
 */
function bump(db: Db, table: Counted, column: 'views' | 'plays', id: string, visible: SQL, n = 1): number | undefined {
  return inTransaction(db, (tx) => {
    const target = (table as typeof podcastEpisodes)[column];
    const row = tx
      .update(table)
      .set({ [column]: sql`${target} + ${n}` })
      .where(and(eq(table.id, id), visible))
      .returning({ value: target })
      .get();
    if (!row) return undefined;
    tx.insert(dailyViews)
      .values({ itemId: id, day: utcDay(), views: n })
      .onConflictDoUpdate({ target: [dailyViews.itemId, dailyViews.day], set: { views: sql`${dailyViews.views} + ${n}` } })
      .run();
    return row.value as number;
  });
}

export const countArticleView = (db: Db, id: string, n?: number) => bump(db, articles, 'views', id, articleVisible(), n);
export const countVideoView = (db: Db, id: string, n?: number) => bump(db, videos, 'views', id, videoVisible(), n);
export const countTvView = (db: Db, id: string, n?: number) => bump(db, tvEpisodes, 'views', id, tvVisible(), n);
export const countPodcastPlay = (db: Db, id: string) => bump(db, podcastEpisodes, 'plays', id, podcastVisible());

/** A counter's value without adding to it (a repeat view: view-window.ts), or undefined when no public item has this id. */
function read(db: Db, table: Counted, column: 'views' | 'plays', id: string, visible: SQL): number | undefined {
  const target = (table as typeof podcastEpisodes)[column];
  return db.select({ value: target }).from(table).where(and(eq(table.id, id), visible)).get()?.value;
}

export const articleViews = (db: Db, id: string) => read(db, articles, 'views', id, articleVisible());
export const videoViews = (db: Db, id: string) => read(db, videos, 'views', id, videoVisible());
export const tvViews = (db: Db, id: string) => read(db, tvEpisodes, 'views', id, tvVisible());
export const podcastPlays = (db: Db, id: string) => read(db, podcastEpisodes, 'plays', id, podcastVisible());

/** True when the database answers a trivial query. */
export function databaseReachable(db: Db): boolean {
  try {
    return db.get<{ ok: number }>(sql`select 1 as ok`)?.ok === 1;
  } catch {
    return false;
  }
}
