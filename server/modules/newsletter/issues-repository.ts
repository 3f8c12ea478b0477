/** The newsletter_issues table and the send ledger (newsletter_deliveries). */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DeliveryCounts, IssueStatus } from '../../../shared/api/newsletter.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { newsletterDeliveries as deliveries, newsletterIssues as issues, newsletterSubscribers as subscribers } from '../../db/schema.ts';

export type IssueRow = typeof issues.$inferSelect;
export type DeliveryStatus = (typeof deliveries.$inferSelect)['status'];

export function insertIssue(db: Db, values: Pick<IssueRow, 'kind' | 'subject' | 'intro' | 'items'> & Partial<IssueRow>): IssueRow {
  const id = randomUUID();
  const at = nowIso();
  db.insert(issues).values({ id, createdAt: at, updatedAt: at, ...values }).run();
  return findIssue(db, id)!;
}

export const findIssue = (db: Db, id: string): IssueRow | undefined => db.select().from(issues).where(eq(issues.id, id)).get();

export function updateIssue(db: Db, id: string, values: Partial<Omit<IssueRow, 'id' | 'createdAt'>>): void {
  db.update(issues).set({ ...values, updatedAt: nowIso() }).where(eq(issues.id, id)).run();
}

/** Moves an issue from one status to another; false when it was no longer in `from` (someone else moved it). */
export function moveIssue(db: Db, id: string, from: IssueStatus[], values: Partial<IssueRow> & { status: IssueStatus }): boolean {
  return db.update(issues).set({ ...values, updatedAt: nowIso() }).where(and(eq(issues.id, id), inArray(issues.status, from))).run().changes > 0;
}

export const deleteIssue = (db: Db, id: string): boolean => db.delete(issues).where(eq(issues.id, id)).run().changes > 0;

export function listIssues(db: Db, page: { limit: number; offset: number }) {
  const total = db.select({ n: count() }).from(issues).get()?.n ?? 0;
  const rows = db.select().from(issues).orderBy(desc(issues.createdAt), desc(issues.id)).limit(page.limit).offset(page.offset).all();
  return { rows, total };
}

const emptyCounts = (): DeliveryCounts => ({ total: 0, queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0, unknown: 0 });

/** Where the recipients of each issue stand, in one grouped query. */
export function deliveryCounts(db: Db, ids: string[]): Map<string, DeliveryCounts> {
  const out = new Map(ids.map((id) => [id, emptyCounts()]));
  if (ids.length === 0) return out;
  const rows = db
    .select({ id: deliveries.issueId, status: deliveries.status, n: count() })
    .from(deliveries)
    .where(inArray(deliveries.issueId, ids))
    .groupBy(deliveries.issueId, deliveries.status)
    .all();
  for (const row of rows) {
    const counts = out.get(row.id)!;
    counts[row.status] = row.n;
    counts.total += row.n;
  }
  return out;
}

/** The issues due to go out: sending, or scheduled for a time that has come. */
export function dueIssues(db: Db, at: string): IssueRow[] {
  return db
    .select()
    .from(issues)
    .where(or(eq(issues.status, 'sending'), and(eq(issues.status, 'scheduled'), lte(issues.scheduledAt, at))))
    .orderBy(asc(issues.scheduledAt), asc(issues.createdAt))
    .all();
}

/**
 * Writes the ledger of a send: one queued row per active subscriber of `list`, as they are now.
 * A second call adds nobody twice (the primary key).
 */
export function fillLedger(db: Db, issueId: string, list: 'newsroom' | 'digest'): number {
  const wants = list === 'digest' ? subscribers.digest : subscribers.newsroom;
  return db.run(
    sql`INSERT OR IGNORE INTO ${deliveries} (issue_id, subscriber_id, email, status)
        SELECT ${issueId}, ${subscribers.id}, ${subscribers.email}, 'queued' FROM ${subscribers} WHERE ${subscribers.status} = 'active' AND ${wants} = 1`,
  ).changes;
}

export interface QueuedRow {
  subscriberId: string;
  email: string;
  /** The subscriber as they are now (null: deleted since the send started). */
  status: (typeof subscribers.$inferSelect)['status'] | null;
  newsroom: boolean | null;
  digest: boolean | null;
  manageToken: string | null;
}

/** The next `limit` recipients still queued, with their subscriber as they are now. */
export function nextQueued(db: Db, issueId: string, limit: number): QueuedRow[] {
  return db
    .select({
      subscriberId: deliveries.subscriberId,
      email: deliveries.email,
      status: subscribers.status,
      newsroom: subscribers.newsroom,
      digest: subscribers.digest,
      manageToken: subscribers.manageToken,
    })
    .from(deliveries)
    .leftJoin(subscribers, eq(subscribers.id, deliveries.subscriberId))
    .where(and(eq(deliveries.issueId, issueId), eq(deliveries.status, 'queued')))
    .limit(limit)
    .all();
}

const one = (issueId: string, subscriberId: string) => and(eq(deliveries.issueId, issueId), eq(deliveries.subscriberId, subscriberId));

/** Claims a recipient before its mail goes out: false when another sender took it first. */
export function claim(db: Db, issueId: string, subscriberId: string): boolean {
  return db
    .update(deliveries)
    .set({ status: 'sending', claimedAt: nowIso() })
    .where(and(one(issueId, subscriberId), eq(deliveries.status, 'queued')))
    .run().changes > 0;
}

export function finish(db: Db, issueId: string, subscriberId: string, outcome: { status: DeliveryStatus; error?: string | null; errorCode?: number | null }): void {
  db.update(deliveries)
    .set({ status: outcome.status, error: outcome.error ?? null, errorCode: outcome.errorCode ?? null, sentAt: outcome.status === 'sent' ? nowIso() : null })
    .where(one(issueId, subscriberId))
    .run();
}

export const INTERRUPTED = 'The send was interrupted while this mail was handed to the mail server: it may or may not have arrived, so it was not sent again.';

/** Recipients of an issue claimed before `before` and never finished (the process stopped mid-send): unknown, never sent again by themselves. */
export function markInterrupted(db: Db, issueId: string, before: string): number {
  return db
    .update(deliveries)
    .set({ status: 'unknown', error: INTERRUPTED })
    .where(and(eq(deliveries.issueId, issueId), eq(deliveries.status, 'sending'), lt(deliveries.claimedAt, before)))
    .run().changes;
}

/** Recipients of an issue still to send or being sent. */
export function unfinished(db: Db, issueId: string): number {
  return db
    .select({ n: count() })
    .from(deliveries)
    .where(and(eq(deliveries.issueId, issueId), inArray(deliveries.status, ['queued', 'sending'])))
    .get()?.n ?? 0;
}

/** A stopped send: its queued recipients are skipped. */
export function skipQueued(db: Db, issueId: string, reason: string): number {
  return db
    .update(deliveries)
    .set({ status: 'skipped', error: reason })
    .where(and(eq(deliveries.issueId, issueId), eq(deliveries.status, 'queued')))
    .run().changes;
}

/** Failures that may pass on a second try (no permanent 5xx refusal) go back in the queue. */
export function requeueTemporaryFailures(db: Db, issueId: string): number {
  return db
    .update(deliveries)
    .set({ status: 'queued', error: null, errorCode: null, claimedAt: null })
    .where(and(eq(deliveries.issueId, issueId), eq(deliveries.status, 'failed'), or(isNull(deliveries.errorCode), lt(deliveries.errorCode, 500))))
    .run().changes;
}

export function listDeliveries(db: Db, issueId: string, status: DeliveryStatus | undefined, page: { limit: number; offset: number }) {
  const where = and(eq(deliveries.issueId, issueId), status ? eq(deliveries.status, status) : undefined);
  const total = db.select({ n: count() }).from(deliveries).where(where).get()?.n ?? 0;
  const rows = db
    .select({ email: deliveries.email, status: deliveries.status, error: deliveries.error, sent_at: deliveries.sentAt })
    .from(deliveries)
    .where(where)
    .orderBy(asc(deliveries.email))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { rows, total };
}

/** Issues that finished sending since `from`, and the mails they delivered (counted by issue: the ledger's index). */
export function sentSince(db: Db, from: string): { issues: number; mails: number } {
  const ids = db.select({ id: issues.id }).from(issues).where(and(eq(issues.status, 'sent'), gte(issues.finishedAt, from))).all().map((r) => r.id);
  let mails = 0;
  for (const counts of deliveryCounts(db, ids).values()) mails += counts.sent;
  return { issues: ids.length, mails };
}

/** The digest of an ISO week, if one was made. */
export const digestOfWeek = (db: Db, week: string): IssueRow | undefined => db.select().from(issues).where(eq(issues.digestWeek, week)).get();

/** When the last digest went out (or began to). */
export function lastDigestAt(db: Db): string | null {
  return (
    db
      .select({ at: sql<string>`max(${issues.startedAt})` })
      .from(issues)
      .where(eq(issues.kind, 'digest'))
      .get()?.at ?? null
  );
}

/** How many newsletters went (or were to go) to a subscriber: their history in the send reports. */
export function deliveriesTo(db: Db, subscriberId: string): number {
  return db.select({ n: count() }).from(deliveries).where(eq(deliveries.subscriberId, subscriberId)).get()?.n ?? 0;
}
