/** Queries of the auth limits: counted attempts per window, and the email+IP backoff. */
import { and, desc, eq, gt, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInBackoff, throttleHits } from '../../db/schema.ts';

export type BackoffRow = typeof signInBackoff.$inferSelect;

/**
 * Runs `fn` holding SQLite's write lock from the start (BEGIN IMMEDIATE): a check and the count
 * that follows it are one step for every process on the database, and a second process waits
 * (busy_timeout) instead of failing when it would have to upgrade a read to a write.
 */
export function locked<T>(db: Db, fn: (tx: Db) => T): T {
  return db.transaction((tx) => fn(tx as unknown as Db), { behavior: 'immediate' });
}

/** When the `n`-th newest hit after `since` happened, if there are that many. */
export function nthNewestHitAt(db: Db, scope: string, key: string, since: number, n: number): number | undefined {
  return db
    .select({ at: throttleHits.at })
    .from(throttleHits)
    .where(and(eq(throttleHits.scope, scope), eq(throttleHits.key, key), gt(throttleHits.at, since)))
    .orderBy(desc(throttleHits.at))
    .limit(1)
    .offset(n - 1)
    .get()?.at;
}

export function insertHit(db: Db, row: { scope: string; key: string; at: number; expiresAt: number }): number {
  return db.insert(throttleHits).values(row).returning({ id: throttleHits.id }).get().id;
}

export function deleteHits(db: Db, ids: number[]): void {
  if (ids.length > 0) db.delete(throttleHits).where(inArray(throttleHits.id, ids)).run();
}

export function pruneHits(db: Db, now: number): void {
  db.delete(throttleHits).where(lte(throttleHits.expiresAt, now)).run();
}

export function findBackoff(db: Db, email: string, ip: string): BackoffRow | undefined {
  return db
    .select()
    .from(signInBackoff)
    .where(and(eq(signInBackoff.email, email), eq(signInBackoff.ip, ip)))
    .get();
}

export function saveBackoff(db: Db, row: BackoffRow): void {
  const { failures, lastAt, lockedUntil } = row;
  db.insert(signInBackoff)
    .values(row)
    .onConflictDoUpdate({ target: [signInBackoff.email, signInBackoff.ip], set: { failures, lastAt, lockedUntil } })
    .run();
}

export function deleteBackoff(db: Db, email: string, ip: string): void {
  db.delete(signInBackoff)
    .where(and(eq(signInBackoff.email, email), eq(signInBackoff.ip, ip)))
    .run();
}

/** Pairs quiet since `quietSince` whose wait is over are forgotten anyway. */
export function pruneBackoff(db: Db, quietSince: number, now: number): void {
  db.delete(signInBackoff)
    .where(and(lt(signInBackoff.lastAt, quietSince), lte(signInBackoff.lockedUntil, now)))
    .run();
}
