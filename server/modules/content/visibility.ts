/**
 * The one rule for what the public may see: published content whose date has come. A 'scheduled'
 * item counts as published once its date passes, so scheduling needs no cron job.
 */
import { and, inArray, lte, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentStatus } from '../../../shared/constants.ts';

import { nowIso } from '../../clock.ts';

export { nowIso };

interface Publishable {
  status: SQLiteColumn;
}

/** SQL condition: `status in (published, scheduled) and <dateColumn> <= now`. */
export function publiclyVisible(table: Publishable, dateColumn: SQLiteColumn): SQL {
  return and(inArray(table.status, ['published', 'scheduled']), lte(dateColumn, nowIso()))!;
}

/** The status staff see: a scheduled item whose date has passed reads as published. */
export function effectiveStatus(status: ContentStatus, date: string): ContentStatus {
  return status === 'scheduled' && date <= nowIso() ? 'published' : status;
}
