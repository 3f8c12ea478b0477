/** Read-only aggregates over every content table for the dashboard. */
import { and, count, desc, eq, gte, isNull, lt, sql, sum } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';
import { articles, comments, dailyViews, likes, newsletterSubscribers, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';

export interface Window {
  /** Start of the current period (inclusive). */
  from: string;
  /** Start of the previous period (inclusive); it ends where the current one starts. */
  previousFrom: string;
}

type Timed = SQLiteTable & { createdAt: SQLiteColumn; deletedAt?: SQLiteColumn };

/** Content in the trash is not counted (content/trash.ts); other tables have no trash. */
const notTrashed = (table: Timed) => (table.deletedAt ? isNull(table.deletedAt) : undefined);

export function countAll(db: Db, table: Timed): number {
  return db.select({ n: count() }).from(table).where(notTrashed(table)).get()?.n ?? 0;
}

/** Rows created in the current period and in the previous one. */
export function createdInWindows(db: Db, table: Timed, w: Window): { current: number; previous: number } {
  const current = db.select({ n: count() }).from(table).where(and(notTrashed(table), gte(table.createdAt, w.from))).get()?.n ?? 0;
  const previous =
    db
      .select({ n: count() })
      .from(table)
      .where(and(notTrashed(table), gte(table.createdAt, w.previousFrom), lt(table.createdAt, w.from)))
      .get()?.n ?? 0;
  return { current, previous };
}

/** Day keys ('YYYY-MM-DD'): current = [from, ...], previous = [previousFrom, from). */
export function viewsInWindows(db: Db, days: { from: string; previousFrom: string }): { current: number; previous: number } {
  const row = db
    .select({
      current: sql<number>`coalesce(sum(case when ${dailyViews.day} >= ${days.from} then ${dailyViews.views} else 0 end), 0)`,
      previous: sql<number>`coalesce(sum(case when ${dailyViews.day} < ${days.from} then ${dailyViews.views} else 0 end), 0)`,
    })
    .from(dailyViews)
    .where(gte(dailyViews.day, days.previousFrom))
    .get();
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}

/** Sum of the view counters of every content type. */
export function totalViews(db: Db): number {
  let total = 0;
  for (const table of [articles, videos, tvEpisodes, podcastEpisodes]) {
    total += Number(db.select({ n: sum(table.views) }).from(table).get()?.n ?? 0);
  }
  return total;
}

export const articlesTable = articles;
export const tvTable = tvEpisodes;
export const podcastsTable = podcastEpisodes;
export const contentTables: Timed[] = [articles, videos, tvEpisodes, podcastEpisodes];

export function recentArticles(db: Db, limit: number) {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      category: articles.categoryName,
      views: articles.views,
      date: articles.publishDate,
      created_at: articles.createdAt,
    })
    .from(articles)
    .where(isNull(articles.deletedAt))
    .orderBy(desc(articles.createdAt), desc(articles.publishDate))
    .limit(limit)
    .all();
}

export function mostViewedCategory(db: Db): string | null {
  const views = sql<number>`sum(${articles.views})`;
  return (
    db
      .select({ category: articles.categoryName, views })
      .from(articles)
      .groupBy(articles.categoryName)
      .orderBy(desc(views), articles.categoryName)
      .limit(1)
      .get()?.category ?? null
  );
}

export function averageReadTime(db: Db): number {
  return Number(db.select({ avg: sql<number>`avg(${articles.readTime})` }).from(articles).get()?.avg ?? 0);
}

export function countLikes(db: Db): number {
  return db.select({ n: count() }).from(likes).get()?.n ?? 0;
}

/** Published comments (approved), replies included. */
export function countComments(db: Db): number {
  return db.select({ n: count() }).from(comments).where(eq(comments.status, 'approved')).get()?.n ?? 0;
}

/** Addresses that confirmed their subscription since `from` (a sign-up counts once its owner confirms it). */
export function subscribersSince(db: Db, from: string): number {
  return db.select({ n: count() }).from(newsletterSubscribers).where(gte(newsletterSubscribers.confirmedAt, from)).get()?.n ?? 0;
}
