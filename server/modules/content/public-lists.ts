/**
 * Pieces of the public lists every content type shares: the filter conditions, written so each list
 * walks its index (server/db/schema.ts, checked by tests/server/query-plans.test.ts), and one page
 * of a list as public items with their engagement counts.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PublicListQuery } from '../../../shared/api/public.ts';
import type { Db } from '../../db/client.ts';
import { pagination, type Page } from '../../lib/pagination.ts';
import type { RowPage } from './content-table.ts';
import { withEngagement } from './engagement.ts';
import { filterValue } from './list-filters.ts';

/** Category and author names compare without case: '?category=tech trends' finds 'Tech Trends'. */
export const sameName = (column: SQLiteColumn, value: string | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`${column} = ${value} collate nocase`;

/**
 * `flag = 1` / `flag = 0`, the value written into the SQL instead of bound: `featured = 1` proves the
 * WHERE of the partial index of flagged rows (articles_featured_idx, ...: server/db/schema.ts) on its
 * own. SQLite can prove it from a bound 1 too, but then plans anew for each bound value, and SQLite
 * 3.53 fails on such a proof inside an OR ("internal query planner error"): public lists stay off
 * that path.
 */
export const flagIs = (column: SQLiteColumn, value: boolean | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`${column} = ${sql.raw(value ? '1' : '0')}`;

/** The filters of the public lists of videos, TV episodes and podcast episodes. */
export interface ListFilters {
  category?: string;
  featured?: boolean;
}

/** Served like the article filters: <table>_public_category_idx, <table>_featured_idx, <table>_public_order_idx. */
export const listConditions = (table: { category: SQLiteColumn; featured: SQLiteColumn }, f: ListFilters) => [
  sameName(table.category, f.category),
  flagIs(table.featured, f.featured),
];

/**
 * One page of a list of videos or episodes as public items (with engagement), filtered by category
 * and featured flag, and by the list's own filters (`own`: a season, a series).
 */
export function publicListPage<Row, Item extends { id: string }, Own extends object>(
  db: Db,
  q: PublicListQuery,
  list: (db: Db, f: ListFilters & Own, page: Page) => RowPage<Row>,
  toItem: (row: Row) => Item,
  own: Own,
) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 10 };
  const { rows, total } = list(db, { category: filterValue(q.category), featured: q.featured, ...own }, page);
  return { items: withEngagement(db, rows.map(toItem)), pagination: pagination(page.page, page.limit, total) };
}

/** An empty page of a list whose filter names nothing (an unknown season or series), like an unknown category. */
export const emptyPage = (q: PublicListQuery) => ({ items: [], pagination: pagination(q.page ?? 1, q.limit ?? 10, 0) });

/**
 * The order a season or a series is followed in: numbered episodes by their number, then
 * unnumbered ones by date (the creation time and the id break ties).
 */
export const runningOrder = (number: SQLiteColumn, date: SQLiteColumn, createdAt: SQLiteColumn, id: SQLiteColumn): SQL[] => [
  sql`${number} is null`,
  asc(number),
  asc(date),
  asc(createdAt),
  asc(id),
];
