/** The newsletter_subscribers table. */
import { randomUUID } from 'node:crypto';
import { count, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

const columns = { id: newsletterSubscribers.id, email: newsletterSubscribers.email, created_at: newsletterSubscribers.createdAt };
export type SubscriberRow = { id: string; email: string; created_at: string };

/** Stores the address once; a repeat is silently ignored (unique column). */
export function subscribe(db: Db, email: string): void {
  db.insert(newsletterSubscribers).values({ id: randomUUID(), email, createdAt: new Date().toISOString() }).onConflictDoNothing().run();
}

/** `%` and `_` typed by staff are literal characters, not wildcards. */
const contains = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listSubscribers(db: Db, page: { limit: number; offset: number }, q?: string): { rows: SubscriberRow[]; total: number } {
  const where = q ? sql`${like(newsletterSubscribers.email, contains(q))} escape '\\'` : undefined;
  const total = db.select({ n: count() }).from(newsletterSubscribers).where(where).get()?.n ?? 0;
  const rows = db
    .select(columns)
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.email))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { rows, total };
}

export function allSubscribers(db: Db): SubscriberRow[] {
  return db.select(columns).from(newsletterSubscribers).orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.email).all();
}

export function removeSubscriber(db: Db, id: string): boolean {
  return db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).run().changes > 0;
}
