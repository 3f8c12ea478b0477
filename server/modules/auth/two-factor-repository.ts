/** Queries of two-factor sign-in: the members' secrets, their recovery codes, and sign-in challenges. */
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, isNull, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInChallenges, staffRecoveryCodes, staffTwoFactor } from '../../db/schema.ts';

export type TwoFactorRow = typeof staffTwoFactor.$inferSelect;
export type ChallengeRow = typeof signInChallenges.$inferSelect;

export function findTwoFactor(db: Db, userId: string): TwoFactorRow | undefined {
  return db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, userId)).get();
}

/** The members (of those named) who sign in with a second factor. */
export function usersWithTwoFactor(db: Db, userIds?: string[]): Set<string> {
  const enabled = isNotNull(staffTwoFactor.secret);
  const rows = db
    .select({ id: staffTwoFactor.userId })
    .from(staffTwoFactor)
    .where(userIds ? and(enabled, inArray(staffTwoFactor.userId, userIds)) : enabled)
    .all();
  return new Set(rows.map((r) => r.id));
}

export function savePendingSecret(db: Db, userId: string, sealed: string): void {
  db.insert(staffTwoFactor)
    .values({ userId, pendingSecret: sealed })
    .onConflictDoUpdate({ target: staffTwoFactor.userId, set: { pendingSecret: sealed } })
    .run();
}

/** The confirmed secret becomes the member's second factor; `step` was just used and may not be again. */
export function enable(db: Db, userId: string, sealed: string, at: string, step: number): void {
  db.insert(staffTwoFactor)
    .values({ userId, secret: sealed, pendingSecret: null, enabledAt: at, lastStep: step })
    .onConflictDoUpdate({ target: staffTwoFactor.userId, set: { secret: sealed, pendingSecret: null, enabledAt: at, lastStep: step } })
    .run();
}

/**
 * Takes `step` as used if it is later than the last one used: of two sign-ins racing with the same
 * code, exactly one sees `true`, and a code seen once (over a shoulder, in a proxy) never works again.
 */
export function claimStep(db: Db, userId: string, step: number): boolean {
  return (
    db
      .update(staffTwoFactor)
      .set({ lastStep: step })
      .where(and(eq(staffTwoFactor.userId, userId), or(isNull(staffTwoFactor.lastStep), lt(staffTwoFactor.lastStep, step))))
      .run().changes === 1
  );
}

/** No second factor any more, and no recovery codes. */
export function removeTwoFactor(db: Db, userId: string): boolean {
  const removed = db.delete(staffTwoFactor).where(and(eq(staffTwoFactor.userId, userId), isNotNull(staffTwoFactor.secret))).run().changes === 1;
  db.delete(staffTwoFactor).where(eq(staffTwoFactor.userId, userId)).run();
  db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId)).run();
  return removed;
}

export function replaceRecoveryCodes(db: Db, userId: string, hashes: string[]): void {
  db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId)).run();
  db.insert(staffRecoveryCodes)
    .values(hashes.map((codeHash) => ({ id: randomUUID(), userId, codeHash })))
    .run();
}

/** Marks the code used if it is the member's and unused: true exactly once per code. */
export function useRecoveryCode(db: Db, userId: string, codeHash: string, at: string): boolean {
  return (
    db
      .update(staffRecoveryCodes)
      .set({ usedAt: at })
      .where(and(eq(staffRecoveryCodes.userId, userId), eq(staffRecoveryCodes.codeHash, codeHash), isNull(staffRecoveryCodes.usedAt)))
      .run().changes === 1
  );
}

export function recoveryCodesLeft(db: Db, userId: string): number {
  return (
    db
      .select({ n: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)))
      .get()?.n ?? 0
  );
}

export function insertChallenge(db: Db, row: typeof signInChallenges.$inferInsert): void {
  db.insert(signInChallenges).values(row).run();
}

export function findChallenge(db: Db, tokenHash: string, now: string): ChallengeRow | undefined {
  return db
    .select()
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, tokenHash), gt(signInChallenges.expiresAt, now)))
    .get();
}

export function setChallengeSecret(db: Db, id: string, sealed: string): void {
  db.update(signInChallenges).set({ pendingSecret: sealed }).where(eq(signInChallenges.id, id)).run();
}

/** One more wrong code; answers how many there have been. */
export function countChallengeFailure(db: Db, id: string): number {
  return (
    db
      .update(signInChallenges)
      .set({ failures: sql`${signInChallenges.failures} + 1` })
      .where(eq(signInChallenges.id, id))
      .returning({ failures: signInChallenges.failures })
      .get()?.failures ?? Number.MAX_SAFE_INTEGER
  );
}

/** Used up (signed in) or given up: true when this call removed it. */
export function deleteChallenge(db: Db, id: string): boolean {
  return db.delete(signInChallenges).where(eq(signInChallenges.id, id)).run().changes === 1;
}

/** A new password or a reset second factor voids the member's pending sign-ins. */
export function deleteChallengesOf(db: Db, userId: string): void {
  db.delete(signInChallenges).where(eq(signInChallenges.userId, userId)).run();
}

export function pruneChallenges(db: Db, now: string): number {
  return db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now)).run().changes;
}
