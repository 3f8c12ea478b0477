/**
 * How long revisions are kept: every revision of the last 30 days, and before that one a day per
 * item (the last of each UTC day). An item's newest revision is always the last of its day, so it
 * is always kept. Thinned out in the background (a minute after start, then every 6 hours), never on
 * a request: a save only ever adds or folds one revision.
 *
 * A revision lists the fields that changed since the one before it; when that one is thinned out,
 * its list is counted again against the revision now before it.
 */
import type { FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { contentRevisions } from '../../db/schema.ts';
import { unpackFields } from './revisions-repository.ts';
import { changedFields } from './revisions.ts';

const KEEP_EVERY_REVISION_DAYS = 30;
const FIRST_RUN_MS = 60_000;
const EVERY_MS = 6 * 60 * 60_000;
const BATCH = 500;

interface Doomed {
  id: string;
  itemId: string;
  number: number;
}

/** Thins out the revisions older than 30 days (by the clock, or `at`): how many were deleted. */
export function pruneRevisions(db: Db, at: number = now()): number {
  const cutoff = new Date(at - KEEP_EVERY_REVISION_DAYS * 86_400_000).toISOString();
  const doomed = db.$client
    .prepare(
      `SELECT id, item_id AS itemId, number FROM (
         SELECT id, item_id, number,
                row_number() OVER (PARTITION BY item_id, substr(updated_at, 1, 10) ORDER BY number DESC) AS rank
         FROM content_revisions WHERE updated_at < ?
       ) WHERE rank > 1`,
    )
    .all(cutoff) as Doomed[];
  if (doomed.length === 0) return 0;
  const items = new Set(doomed.map((d) => d.itemId));
  for (let i = 0; i < doomed.length; i += BATCH) {
    const ids = doomed.slice(i, i + BATCH).map((d) => d.id);
    inTransaction(db, (tx) => tx.delete(contentRevisions).where(inArray(contentRevisions.id, ids)).run());
  }
  for (const itemId of items) recountChanges(db, itemId, Math.min(...doomed.filter((d) => d.itemId === itemId).map((d) => d.number)));
  return doomed.length;
}

/** Counts again which fields changed, for an item's revisions from `from` on whose predecessor is gone. */
function recountChanges(db: Db, itemId: string, from: number): void {
  const rows = db
    .select({ id: contentRevisions.id, number: contentRevisions.number, fields: contentRevisions.fields, changed: contentRevisions.changed })
    .from(contentRevisions)
    .where(sql`${contentRevisions.itemId} = ${itemId} AND ${contentRevisions.number} >= (
      SELECT coalesce(max(number), 0) FROM content_revisions WHERE item_id = ${itemId} AND number < ${from})`)
    .orderBy(contentRevisions.number)
    .all();
  inTransaction(db, (tx) => {
    for (let i = 1; i < rows.length; i++) {
      const changed = JSON.stringify(changedFields(unpackFields(rows[i - 1].fields), unpackFields(rows[i].fields)));
      if (changed !== rows[i].changed) tx.update(contentRevisions).set({ changed }).where(sql`${contentRevisions.id} = ${rows[i].id}`).run();
    }
  });
}

/** Runs the thinning out in the background for the app's life. */
export function scheduleRevisionRetention(app: FastifyInstance): void {
  const run = () => {
    try {
      const deleted = pruneRevisions(app.db);
      if (deleted) app.log.info({ deleted }, 'old revisions thinned out (one a day kept past 30 days)');
    } catch (err) {
      app.log.error({ err }, 'thinning out old revisions failed');
    }
  };
  const first = setTimeout(run, FIRST_RUN_MS).unref();
  const every = setInterval(run, EVERY_MS).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
  });
}
