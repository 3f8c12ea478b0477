/** Queries of staff sessions: the rows of signed-in browsers, and the jtis of ended ones. */
import { and, asc, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revokedTokens, staffSessions, users } from '../../db/schema.ts';

export type SessionRow = typeof staffSessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

/** The live session with this id and its member, in one read (every staff request makes it). */
export function findSessionWithUser(db: Db, id: string, now: string): { session: SessionRow; user: UserRow } | undefined {
  return db
    .select({ session: staffSessions, user: users })
    .from(staffSessions)
    .innerJoin(users, eq(users.id, staffSessions.userId))
    .where(and(eq(staffSessions.id, id), gt(staffSessions.expiresAt, now)))
    .get();
}

export function findUser(db: Db, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function insertSession(db: Db, row: SessionRow): void {
  db.insert(staffSessions).values(row).run();
}

/** A session goes on with a new token (a password change): its end moves with it. */
export function extendSession(db: Db, id: string, expiresAt: string): boolean {
  return db.update(staffSessions).set({ expiresAt }).where(eq(staffSessions.id, id)).run().changes === 1;
}

export function touchSession(db: Db, id: string, fields: { lastSeenAt: string; address: string }): void {
  db.update(staffSessions).set(fields).where(eq(staffSessions.id, id)).run();
}

export function listSessions(db: Db, userId: string, now: string): SessionRow[] {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.userId, userId), gt(staffSessions.expiresAt, now)))
    .orderBy(desc(staffSessions.lastSeenAt), asc(staffSessions.createdAt))
    .all();
}

export function findSession(db: Db, userId: string, id: string): SessionRow | undefined {
  return db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.id, id), eq(staffSessions.userId, userId)))
    .get();
}

/** Ends one session: its row goes, its jti is refused until the token would have expired anyway. */
export function deleteSession(db: Db, row: SessionRow): void {
  db.delete(staffSessions).where(eq(staffSessions.id, row.id)).run();
  revokeJti(db, row.id, row.expiresAt);
}

/** Ends every session of the member but `keep`, each as deleteSession does; answers how many. */
export function deleteSessionsOf(db: Db, userId: string, keep?: string): number {
  const condition = keep ? and(eq(staffSessions.userId, userId), ne(staffSessions.id, keep)) : eq(staffSessions.userId, userId);
  const rows = db.select({ id: staffSessions.id, expiresAt: staffSessions.expiresAt }).from(staffSessions).where(condition).all();
  for (const row of rows) revokeJti(db, row.id, row.expiresAt);
  return db.delete(staffSessions).where(condition).run().changes;
}

function revokeJti(db: Db, jti: string, expiresAt: string): void {
  db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing().run();
}

export function isRevoked(db: Db, jti: string, now: string): boolean {
  return db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(and(eq(revokedTokens.jti, jti), gt(revokedTokens.expiresAt, now))).get() !== undefined;
}

/** Rows of sessions and ended jtis past their expiry: no token can match them any more. */
export function pruneExpired(db: Db, now: string): number {
  const sessions = db.delete(staffSessions).where(lt(staffSessions.expiresAt, now)).run().changes;
  const revoked = db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now)).run().changes;
  return sessions + revoked;
}
