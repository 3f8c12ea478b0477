/** Queries of the auth domain: staff users and password reset tokens. */
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { deleteSessionsOf } from './session-repository.ts';
import { deleteChallengesOf } from './two-factor-repository.ts';

export type UserRow = typeof users.$inferSelect;
export type ResetTokenRow = typeof passwordResetTokens.$inferSelect;

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, email)).get();
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function recordLogin(db: Db, id: string, at: string): UserRow | undefined {
  return db.update(users).set({ lastLogin: at }).where(eq(users.id, id)).returning().get();
}

export function emailTakenByOther(db: Db, email: string, userId: string): boolean {
  const row = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .get();
  return row !== undefined;
}

export function updateProfile(
  db: Db,
  id: string,
  fields: { name: string; email: string; bio?: string; phone?: string },
  at: string,
): UserRow | undefined {
  return db
    .update(users)
    .set({ ...fields, updatedAt: at })
    .where(eq(users.id, id))
    .returning()
    .get();
}

export function insertResetToken(db: Db, row: { id: string; userId: string; tokenHash: string; expiresAt: string }): void {
  db.insert(passwordResetTokens).values(row).run();
}

/** Tokens long expired or used are useless; drop the user's old ones when a new one is made. */
export function pruneResetTokens(db: Db, userId: string, before: string): void {
  db.delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        or(lt(passwordResetTokens.expiresAt, before), lt(passwordResetTokens.usedAt, before)),
      ),
    )
    .run();
}

/** The token if it exists, is unused and has not expired. */
export function findUsableResetToken(db: Db, tokenHash: string, now: string): ResetTokenRow | undefined {
  return db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .get();
}

/**
 * Marks the token used only if it still is usable: of two concurrent requests with the same link,
 * exactly one sees `true`.
 */
export function claimResetToken(db: Db, tokenHash: string, now: string): boolean {
  const result = db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .run();
  return result.changes === 1;
}

/** Voids every outstanding reset link of the user (any password change does). */
export function voidResetTokens(db: Db, userId: string, now: string): void {
  db.update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
    .run();
}

/**
 * New hash and a bumped token version, which ends every session issued before (but `keepSession`,
 * which the caller hands a new token) and every sign-in waiting for its second step.
 */
export function setPassword(db: Db, userId: string, passwordHash: string, at: string, keepSession?: string): UserRow | undefined {
  const row = db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
    .where(eq(users.id, userId))
    .returning()
    .get();
  deleteSessionsOf(db, userId, keepSession);
  deleteChallengesOf(db, userId);
  return row;
}

/**
 * Signs the member out everywhere: a bumped token version (every token issued before stops working
 * on its next request) and their session rows gone. Answers how many sessions there were.
 */
export function endSessions(db: Db, userId: string, at: string): number {
  db.update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
    .where(eq(users.id, userId))
    .run();
  return deleteSessionsOf(db, userId);
}
