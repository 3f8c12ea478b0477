/**
 * Article queries for the back office. Only this file (and store.ts) touches the article
 * tables; the service decides what is allowed, this file only reads and writes. It also keeps the
 * order staff gave the featured articles (a site setting), which the public Featured section follows.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentStatus, MainPosition } from '../../../shared/constants.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { articles, dailyViews } from '../../db/schema.ts';
import { selectPage } from '../content/content-table.ts';
import { containsPattern, staffStatusCondition } from '../content/list-filters.ts';
import type { ArticleRow } from './mapper.ts';
import { readSetting, writeSetting } from '../content/site-settings.ts';
import { articleVisible } from '../content/visibility.ts';

export type SortField = 'createdAt' | 'publishDate' | 'updatedAt' | 'views' | 'title';
export interface SortSpec {
  field: SortField;
  direction: 'asc' | 'desc';
}

export interface ArticleFilters {
  status?: ContentStatus;
  category?: string;
  featured?: boolean;
  trending?: boolean;
  editorsPick?: boolean;
  q?: string;
}

/** An article staff can open: not one in the trash (content/trash.ts). */
export function findArticle(db: Db, id: string): ArticleRow | undefined {
  return db.select().from(articles).where(and(eq(articles.id, id), isNull(articles.deletedAt))).get();
}

/** The status staff filter by is the one they see (a scheduled article whose date passed is published). */
const withStatus = (status: ContentStatus) => staffStatusCondition(articles.status, articles.publishDate, status);

function filterConditions(f: ArticleFilters): SQL | undefined {
  // What is in the trash is listed on the Trash screen only.
  const conditions: SQL[] = [isNull(articles.deletedAt)];
  if (f.status) conditions.push(withStatus(f.status));
  if (f.category) conditions.push(eq(articles.categoryName, f.category));
  if (f.featured !== undefined) conditions.push(eq(articles.featured, f.featured));
  if (f.trending !== undefined) conditions.push(eq(articles.trending, f.trending));
  if (f.editorsPick !== undefined) conditions.push(eq(articles.editorsPick, f.editorsPick));
  if (f.q) {
    // The pickers of the homepage screens find an article by any of what their rows show.
    const pattern = containsPattern(f.q.toLowerCase());
    conditions.push(
      or(
        sql`lower(${articles.title}) like ${pattern} escape '\\'`,
        sql`lower(${articles.author}) like ${pattern} escape '\\'`,
        sql`lower(${articles.categoryName}) like ${pattern} escape '\\'`,
      )!,
    );
  }
  return and(...conditions);
}

const SORT_COLUMNS = {
  createdAt: articles.createdAt,
  publishDate: articles.publishDate,
  updatedAt: articles.updatedAt,
  views: articles.views,
  title: articles.title,
} as const;

export function listArticles(db: Db, filters: ArticleFilters, sort: SortSpec, page: number, limit: number) {
  const where = filterConditions(filters);
  const column = sort.field === 'title' ? sql`lower(${articles.title})` : SORT_COLUMNS[sort.field];
  const order = sort.direction === 'asc' ? asc(column) : desc(column);
  // Ties (same date, same views) keep a stable order so pages never repeat or skip a row.
  return selectPage(db, articles, db.select().from(articles), where, [order, desc(articles.createdAt), asc(articles.id)], { page, limit });
}

/** Writes an edit: each counts in the article's version (content/versions.ts). */
export function updateArticle(db: Db, id: string, values: Partial<typeof articles.$inferInsert>): void {
  db.update(articles)
    .set({ ...values, updatedAt: nowIso(), version: sql`${articles.version} + 1` })
    .where(eq(articles.id, id))
    .run();
}

/** Articles holding the editor's pick flag, the one being edited excluded. */
export function countEditorsPicks(db: Db, exceptId?: string): number {
  const where = exceptId ? and(eq(articles.editorsPick, true), ne(articles.id, exceptId)) : eq(articles.editorsPick, true);
  return db.select({ n: count() }).from(articles).where(where).get()?.n ?? 0;
}

export function slotOccupant(db: Db, position: MainPosition): ArticleRow | undefined {
  return db.select().from(articles).where(eq(articles.mainPosition, position)).get();
}

/** Writes a slot without touching updated_at: holding a slot is curation, not an edit of the article. */
export function setMainPosition(db: Db, id: string, position: MainPosition | null): void {
  db.update(articles).set({ mainPosition: position }).where(eq(articles.id, id)).run();
}

/** Writes the curation flags without touching updated_at, like a slot. */
export function setCuration(db: Db, id: string, flags: { featured: boolean; editorsPick: boolean; trending: boolean }): void {
  db.update(articles).set(flags).where(eq(articles.id, id)).run();
}

export function clearSlot(db: Db, position: MainPosition): void {
  db.update(articles).set({ mainPosition: null }).where(eq(articles.mainPosition, position)).run();
}

/** Public articles not holding a slot, newest first. */
export function latestExcludingMain(db: Db, limit: number): ArticleRow[] {
  return db
    .select()
    .from(articles)
    .where(and(articleVisible(), isNull(articles.mainPosition)))
    .orderBy(desc(articles.publishDate), desc(articles.createdAt))
    .limit(limit)
    .all();
}

/**
 * Featured articles in the order staff gave them (`order`, ids), then those it does not name newest
 * first. The list of featured articles is short, so sorting it by a CASE costs nothing.
 */
export function listFeatured(db: Db, status: ContentStatus | undefined, order: string[], page: number, limit: number) {
  const where = and(eq(articles.featured, true), status ? withStatus(status) : undefined);
  const sorted = [...positionIn(articles.id, order), desc(articles.publishDate), desc(articles.createdAt), asc(articles.id)];
  return selectPage(db, articles, db.select().from(articles), where, sorted, { page, limit });
}

/** `id`'s place in `ids` (0, 1, ...), after them all when absent: an ORDER BY term (none for no ids). */
function positionIn(column: SQLiteColumn, ids: string[]): SQL[] {
  if (ids.length === 0) return [];
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id} then ${i}`),
    sql` `,
  );
  return [sql`case ${column} ${cases} else ${ids.length} end`];
}

/** The ids of the featured articles among `ids`, whatever their status. */
export function featuredAmong(db: Db, ids: string[]): string[] {
  if (ids.length === 0) return [];
  return db
    .select({ id: articles.id })
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.featured, true)))
    .all()
    .map((r) => r.id);
}

const FEATURED_ORDER_KEY = 'featured_order';

/**
 * The order staff gave the featured articles on the Featured screen, as ids (a JSON array in the
 * site setting `featured_order`). It may name articles unfeatured since: every reader filters by the
 * flag, so those drop out.
 */
export function featuredOrder(db: Db): string[] {
  const stored = readSetting(db, FEATURED_ORDER_KEY);
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Someone edited the row by hand: the featured articles fall back to newest first.
    return [];
  }
}

export function saveFeaturedOrder(db: Db, ids: string[]): void {
  writeSetting(db, FEATURED_ORDER_KEY, JSON.stringify(ids));
}

export interface ViewWindow {
  id: string;
  recent: number;
  previous: number;
}

/** Daily views of articles summed over two adjacent windows: [recentStart, ...] and [previousStart, recentStart). */
export function articleViewWindows(db: Db, previousStart: string, recentStart: string): ViewWindow[] {
  return db
    .select({
      id: dailyViews.itemId,
      recent: sql<number>`coalesce(sum(case when ${dailyViews.day} >= ${recentStart} then ${dailyViews.views} else 0 end), 0)`,
      previous: sql<number>`coalesce(sum(case when ${dailyViews.day} < ${recentStart} then ${dailyViews.views} else 0 end), 0)`,
    })
    .from(dailyViews)
    .innerJoin(articles, eq(articles.id, dailyViews.itemId))
    .where(gte(dailyViews.day, previousStart))
    .groupBy(dailyViews.itemId)
    .all();
}

/** Light rows of the public articles that are flagged trending or among `ids`. */
export function publicTrendingCandidates(db: Db, ids: string[]) {
  return db
    .select({ id: articles.id, trending: articles.trending, views: articles.views, publishDate: articles.publishDate })
    .from(articles)
    .where(
      and(
        articleVisible(),
        ids.length ? or(eq(articles.trending, true), inArray(articles.id, ids)) : eq(articles.trending, true),
      ),
    )
    .all();
}

export function findArticles(db: Db, ids: string[]): ArticleRow[] {
  if (ids.length === 0) return [];
  return db.select().from(articles).where(inArray(articles.id, ids)).all();
}
