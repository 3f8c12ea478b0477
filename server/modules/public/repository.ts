/**
 * Public reads of the four content types. Every query here goes through `publiclyVisible`, so a
 * draft, an item in review or a scheduled item whose date has not come is never returned.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { inTransaction, type Db } from '../../db/client.ts';
import { articles, dailyViews, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';
import type { Page } from '../../lib/pagination.ts';
import { selectPage, type RowPage } from '../content/content-table.ts';
import { equalsIf } from '../content/list-filters.ts';
import { utcDay } from '../content/view-growth.ts';
import type { ArticleRow } from '../content/mappers.ts';
import { podcastEpisodeTable, tvEpisodeTable, videoTable } from '../content/media-tables.ts';
import { articleVisible, newestFirst, podcastVisible, tvVisible, videoVisible } from '../content/visibility.ts';

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

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

export function listArticles(db: Db, f: ArticleFilters, page: Page): RowPage<ArticleRow> {
  const where = and(
    articleVisible(),
    sameCategory(articles.categoryName, f.category),
    equalsIf(articles.featured, f.featured),
    equalsIf(articles.trending, f.trending),
    equalsIf(articles.editorsPick, f.editorsPick),
    f.notInMainSlot ? isNull(articles.mainPosition) : undefined,
  );
  return selectPage(db, articles, db.select().from(articles), where, newestFirst(articles, articles.publishDate), page);
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

// ---------------------------------------------------------------------------------------------
// Videos, TV episodes, podcast episodes
// ---------------------------------------------------------------------------------------------

const mediaWhere = (table: typeof videos | typeof tvEpisodes | typeof podcastEpisodes, f: MediaFilters) => [
  sameCategory(table.category, f.category),
  equalsIf(table.featured, f.featured),
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
