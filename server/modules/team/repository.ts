/** Queries of the team domain: staff accounts and whether each holds a live invitation. */
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StaffRole } from '../../../shared/roles.ts';
import { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;
export type MemberRow = UserRow & { invited: boolean };

/** `invited`: never signed in and an unused link that has not expired yet. */
function invitedExpr(now: string) {
  // Spelled with table names: inside the subquery a bare "id" would be the token's own id.
  return sql<number>`("users"."last_login" is null and exists (
    select 1 from "password_reset_tokens" t
    where t."user_id" = "users"."id" and t."used_at" is null and t."expires_at" > ${now}))`;
}

function withInvited(row: UserRow & { invitedFlag: number }): MemberRow {
  const { invitedFlag, ...user } = row;
  return { ...user, invited: Number(invitedFlag) === 1 };
}

/** Admins first, then by name (case-insensitive). */
export function listMembers(db: Db, now: string): MemberRow[] {
  return db
    .select({ ...getTableColumns(users), invitedFlag: invitedExpr(now) })
    .from(users)
    .orderBy(sql`case ${users.role} when 'admin' then 0 else 1 end`, asc(sql`lower(${users.name})`), asc(users.email))
    .all()
    .map(withInvited);
}

export function findMember(db: Db, id: string, now: string): MemberRow | undefined {
  const row = db
    .select({ ...getTableColumns(users), invitedFlag: invitedExpr(now) })
    .from(users)
    .where(eq(users.id, id))
    .get();
  return row ? withInvited(row) : undefined;
}

export function emailExists(db: Db, email: string): boolean {
  // Addresses are stored lower-case; lower() also covers any row written otherwise.
  return db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).get() !== undefined;
}

export function insertUser(
  db: Db,
  row: { id: string; name: string; email: string; role: StaffRole; passwordHash: string },
): void {
  db.insert(users).values(row).run();
}

export function countAdmins(db: Db): number {
  const row = db.select({ n: sql<number>`count(*)` }).from(users).where(eq(users.role, 'admin')).get();
  return Number(row?.n ?? 0);
}

export function setRole(db: Db, id: string, role: StaffRole, at: string): boolean {
  return db.update(users).set({ role, updatedAt: at }).where(eq(users.id, id)).run().changes === 1;
}

/** Reset links cascade with the user; media uploads keep the file with uploaded_by set to null. */
export function deleteUser(db: Db, id: string): boolean {
  return db.delete(users).where(eq(users.id, id)).run().changes === 1;
}


/** What goes with a removed account (the rows that cascade): its live sessions and unsaved working copies. */
export function removalCounts(db: Db, id: string, now: string): { sessions: number; workingCopies: number } {
  return db.$client
    .prepare(
      `SELECT (SELECT count(*) FROM staff_sessions WHERE user_id = @id AND expires_at > @now) AS sessions,
              (SELECT count(*) FROM content_working_copies WHERE user_id = @id) AS workingCopies`,
    )
    .get({ id, now }) as { sessions: number; workingCopies: number };
}
