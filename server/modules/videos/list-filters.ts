/**
 * Pieces of the admin list queries that videos, TV episodes and podcasts share: the status filter
 * (matching the status staff see), text search, sort keys and the pagination block.
 */
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Pagination } from '../../../shared/api/common.ts';
import { CONTENT_STATUSES, type ContentStatus } from '../../../shared/constants.ts';
import { badRequest } from '../../errors.ts';
import { nowIso } from '../content/visibility.ts';

/** '' and 'all' (the screens' "All ..." choices) mean no filter. */
export function filterValue(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && v.toLowerCase() !== 'all' ? v : undefined;
}

export function statusFilter(value: string | undefined): ContentStatus | undefined {
  const v = filterValue(value)?.toLowerCase();
  if (v === undefined) return undefined;
  if (!(CONTENT_STATUSES as readonly string[]).includes(v)) {
    throw badRequest('Invalid status filter', [{ path: 'status', msg: `Status must be one of ${CONTENT_STATUSES.join(', ')}` }]);
  }
  return v as ContentStatus;
}

/**
 * Rows whose status, as staff see it, is `status`: a scheduled item whose date has passed counts as
 * published (and no longer as scheduled), like the mappers report it.
 */
export function statusCondition(statusCol: SQLiteColumn, dateCol: SQLiteColumn, status: ContentStatus): SQL {
  const now = nowIso();
  if (status === 'published') return or(eq(statusCol, 'published'), and(eq(statusCol, 'scheduled'), lte(dateCol, now)))!;
  if (status === 'scheduled') return and(eq(statusCol, 'scheduled'), gt(dateCol, now))!;
  return eq(statusCol, status);
}

/** Case-insensitive substring search over a few text columns; % and _ in the query match literally. */
export function searchCondition(q: string | undefined, columns: SQLiteColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((col) => sql`${col} LIKE ${pattern} ESCAPE '\\'`));
}

/** Maps a sort value (including the Mongo-style createdAt / -createdAt some screens send) to a key. */
export function sortKey<K extends string>(value: string | undefined, allowed: readonly K[], fallback: K): K {
  const v = value?.trim();
  if (!v) return fallback;
  if (v === 'createdAt' || v === 'created_at' || v === '-createdAt' || v === '-created_at') return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as K;
  throw badRequest('Invalid sort', [{ path: 'sort', msg: `Sort must be one of ${allowed.join(', ')}` }]);
}

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
