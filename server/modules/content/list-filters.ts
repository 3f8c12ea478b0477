/**
 * Pieces of the staff list queries (articles, videos, TV episodes, podcast episodes): the filter
 * values of the screens, the status filter (matching the status staff see), text search and sort keys.
 */
import { and, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { CONTENT_STATUSES, type ContentStatus } from '../../../shared/constants.ts';
import { nowIso } from '../../clock.ts';
import { badRequest, type HttpError } from '../../errors.ts';

/** '' and 'all' (the screens' "All ..." choices) mean no filter. */
export function filterValue(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && v.toLowerCase() !== 'all' ? v : undefined;
}

/** `column = value`, or no condition when the screen sets no value. */
export function equalsIf<T>(column: SQLiteColumn, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}

const refuseStatus = () =>
  badRequest('Invalid status filter', [{ path: 'status', msg: `Status must be one of ${CONTENT_STATUSES.join(', ')}` }]);

/**
 * The `status` query of a staff list: one of the four statuses (any case), or none for '' and 'all'.
 * Anything else is refused with `refuse()`: the article lists keep an answer of their own.
 */
export function staffStatusFilter(value: string | undefined, refuse: () => HttpError = refuseStatus): ContentStatus | undefined {
  const v = filterValue(value)?.toLowerCase();
  if (v === undefined) return undefined;
  if (!(CONTENT_STATUSES as readonly string[]).includes(v)) throw refuse();
  return v as ContentStatus;
}

/**
 * Rows whose status, as staff see it, is `status`: a scheduled item whose date has passed counts as
 * published (and no longer as scheduled), like the mappers report it.
 */
export function staffStatusCondition(statusCol: SQLiteColumn, dateCol: SQLiteColumn, status: ContentStatus): SQL {
  const now = nowIso();
  if (status === 'published') return or(eq(statusCol, 'published'), and(eq(statusCol, 'scheduled'), lte(dateCol, now)))!;
  if (status === 'scheduled') return and(eq(statusCol, 'scheduled'), gt(dateCol, now))!;
  return eq(statusCol, status);
}

/** A LIKE pattern (with `ESCAPE '\'`) for text containing `text`: % and _ typed by staff match literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive substring search over a few text columns. */
export function searchCondition(q: string | undefined, columns: SQLiteColumn[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
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
