/** The newsletter_subscribers table. */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { SubscriberStatus } from '../../../shared/api/newsletter.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers as subscribers } from '../../db/schema.ts';

export type SubscriberRow = typeof subscribers.$inferSelect;

const listColumns = {
  id: subscribers.id,
  email: subscribers.email,
  status: subscribers.status,
  newsroom: subscribers.newsroom,
  digest: subscribers.digest,
  created_at: subscribers.createdAt,
  confirmed_at: subscribers.confirmedAt,
  unsubscribed_at: subscribers.unsubscribedAt,
  bounce_reason: subscribers.bounceReason,
};

export const findByEmail = (db: Db, email: string): SubscriberRow | undefined => db.select().from(subscribers).where(eq(subscribers.email, email)).get();
export const findById = (db: Db, id: string): SubscriberRow | undefined => db.select().from(subscribers).where(eq(subscribers.id, id)).get();
export const findByConfirmHash = (db: Db, hash: string): SubscriberRow | undefined =>
  db.select().from(subscribers).where(eq(subscribers.confirmTokenHash, hash)).get();
export const findByManageToken = (db: Db, token: string): SubscriberRow | undefined =>
  db.select().from(subscribers).where(eq(subscribers.manageToken, token)).get();

/** A new address, pending its confirmation. */
export function insertPending(db: Db, values: { email: string; manageToken: string; confirmTokenHash: string }): SubscriberRow {
  const id = randomUUID();
  const at = nowIso();
  db.insert(subscribers).values({ id, ...values, status: 'pending', confirmSentAt: at, createdAt: at }).run();
  return findById(db, id)!;
}

export function update(db: Db, id: string, values: Partial<Omit<SubscriberRow, 'id' | 'email' | 'createdAt'>>): void {
  db.update(subscribers).set(values).where(eq(subscribers.id, id)).run();
}

/** Pending sign-ups whose confirmation link was sent before `before` and never followed. */
export function deleteExpiredPending(db: Db, before: string): number {
  return db.delete(subscribers).where(and(eq(subscribers.status, 'pending'), lt(subscribers.confirmSentAt, before))).run().changes;
}

/** Pending addresses never asked to confirm (they signed up before double opt-in). */
export const neverAsked = (db: Db): SubscriberRow[] =>
  db.select().from(subscribers).where(and(eq(subscribers.status, 'pending'), isNull(subscribers.confirmSentAt))).all();

/** `%` and `_` typed by staff are literal characters, not wildcards. */
const contains = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listSubscribers(db: Db, page: { limit: number; offset: number }, filter: { q?: string; status?: SubscriberStatus }) {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(sql`${like(subscribers.email, contains(filter.q))} escape '\\'`);
  if (filter.status) conditions.push(eq(subscribers.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const total = db.select({ n: count() }).from(subscribers).where(where).get()?.n ?? 0;
  const rows = db
    .select(listColumns)
    .from(subscribers)
    .where(where)
    .orderBy(desc(subscribers.createdAt), desc(subscribers.email))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { rows, total };
}

export function allSubscribers(db: Db) {
  return db.select(listColumns).from(subscribers).orderBy(subscribers.createdAt, subscribers.email).all();
}

export function removeSubscriber(db: Db, id: string): boolean {
  return db.delete(subscribers).where(eq(subscribers.id, id)).run().changes > 0;
}

export function countByStatus(db: Db): Record<SubscriberStatus, number> {
  const out = { pending: 0, active: 0, unsubscribed: 0, bounced: 0 };
  for (const row of db.select({ status: subscribers.status, n: count() }).from(subscribers).groupBy(subscribers.status).all()) out[row.status] = row.n;
  return out;
}

export const confirmedSince = (db: Db, from: string): number =>
  db.select({ n: count() }).from(subscribers).where(gte(subscribers.confirmedAt, from)).get()?.n ?? 0;

export const unsubscribedSince = (db: Db, from: string): number =>
  db.select({ n: count() }).from(subscribers).where(and(eq(subscribers.status, 'unsubscribed'), gte(subscribers.unsubscribedAt, from))).get()?.n ?? 0;

/** Active subscribers who want `list`: a send's audience. */
export function audienceSize(db: Db, list: 'newsroom' | 'digest'): number {
  return db.select({ n: count() }).from(subscribers).where(and(eq(subscribers.status, 'active'), eq(subscribers[list], true))).get()?.n ?? 0;
}
