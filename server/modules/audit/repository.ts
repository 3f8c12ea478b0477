/** Queries of the audit trail: appending, one filtered page, every match in order (export), pruning. */
import { and, count, desc, eq, getTableColumns, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, auditLogPrune } from '../../db/schema.ts';
import { contains } from '../../lib/contains.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export function insertEntry(db: Db, row: NewAuditRow): void {
  db.insert(auditLog).values(row).run();
}

export interface AuditFilter {
  /** Part of the actor's name or address. */
  actor?: string;
  actorId?: string;
  /** An action ('content.publish') or a whole group ('content'). */
  action?: string;
  targetType?: string;
  /** Part of the target's title, or its exact id. */
  target?: string;
  /** ISO instants: from (inclusive) and before (exclusive). */
  from?: string;
  before?: string;
}

function where(filter: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.actorId) parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.actor) parts.push(or(contains(auditLog.actorName, filter.actor), contains(auditLog.actorEmail, filter.actor)));
  if (filter.action) {
    parts.push(filter.action.includes('.') ? eq(auditLog.action, filter.action) : sql`${auditLog.action} like ${`${filter.action}.%`}`);
  }
  if (filter.targetType) parts.push(eq(auditLog.targetType, filter.targetType));
  if (filter.target) parts.push(or(eq(auditLog.targetId, filter.target), contains(auditLog.targetTitle, filter.target)));
  if (filter.from) parts.push(gte(auditLog.at, filter.from));
  if (filter.before) parts.push(lt(auditLog.at, filter.before));
  return and(...parts);
}

/** Newest first; entries of the same millisecond in the order they were written, last first. */
const newestFirst = [desc(auditLog.at), desc(sql`${auditLog}.rowid`)];

export function listEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }): { rows: AuditRow[]; total: number } {
  const condition = where(filter);
  const total = db.select({ n: count() }).from(auditLog).where(condition).get()?.n ?? 0;
  const rows = db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { rows, total };
}

/**
 * Every matching entry, newest first, in batches of `batch` read whole (keyset on the time and the
 * row's order): a year of entries is never in memory at once, and no cursor stays open on the one
 * connection while the export is streamed out between other requests.
 */
export function* eachEntry(db: Db, filter: AuditFilter, batch = 500): Generator<AuditRow> {
  let after: { at: string; seq: number } | undefined;
  for (;;) {
    const condition = after
      ? and(where(filter), or(lt(auditLog.at, after.at), and(eq(auditLog.at, after.at), lt(sql`${auditLog}.rowid`, after.seq))))
      : where(filter);
    const rows = db
      .select({ ...getTableColumns(auditLog), seq: sql<number>`${auditLog}.rowid` })
      .from(auditLog)
      .where(condition)
      .orderBy(...newestFirst)
      .limit(batch)
      .all();
    for (const { seq: _seq, ...row } of rows) yield row;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, seq: last.seq };
  }
}

/**
 * Deletes the entries written before `before`: the one DELETE the table's trigger lets through,
 * because the permit row it checks is written first and removed in the same transaction.
 */
export function pruneBefore(db: Db, before: string): number {
  return db.transaction((tx) => {
    tx.insert(auditLogPrune).values({ before }).run();
    const removed = tx.delete(auditLog).where(lt(auditLog.at, before)).run().changes;
    tx.delete(auditLogPrune).run();
    return removed;
  });
}
