/** SQL of the backup runs (backup_runs): what the back office lists. */
import type { StaffRole } from '../../../shared/roles.ts';
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backupRuns, users } from '../../db/schema.ts';

export type BackupRunRow = typeof backupRuns.$inferSelect;

/** Whether this database has the table (a database not yet migrated to it does not). */
export function hasRunsTable(db: Db): boolean {
  return !!db.$client.prepare("select 1 from sqlite_master where type = 'table' and name = 'backup_runs'").get();
}

export function insertRun(db: Db, row: typeof backupRuns.$inferInsert): void {
  db.insert(backupRuns).values(row).run();
}

export function updateRun(db: Db, id: string, values: Partial<typeof backupRuns.$inferInsert>): void {
  db.update(backupRuns).set(values).where(eq(backupRuns.id, id)).run();
}

export function findRun(db: Db, id: string): BackupRunRow | undefined {
  return db.select().from(backupRuns).where(eq(backupRuns.id, id)).get();
}

export function recentRuns(db: Db, limit: number): BackupRunRow[] {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(limit).all();
}

/** The newest finished scheduled run: a failure here is what administrators are warned about. */
export function lastScheduledRun(db: Db): BackupRunRow | undefined {
  return db
    .select()
    .from(backupRuns)
    .where(sql`${backupRuns.trigger} = 'scheduled' and ${backupRuns.status} != 'running'`)
    .orderBy(desc(backupRuns.startedAt))
    .limit(1)
    .get();
}

/** Keeps the history bounded: runs older than the newest `keep` go. */
export function pruneRuns(db: Db, keep: number): void {
  const cutoff = db.select({ at: backupRuns.startedAt }).from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1).offset(keep).get();
  if (cutoff) db.delete(backupRuns).where(lt(backupRuns.startedAt, cutoff.at)).run();
}

/** A staff member's role, or undefined when the account is gone. */
export function roleOf(db: Db, userId: string): StaffRole | undefined {
  return db.select({ role: users.role }).from(users).where(eq(users.id, userId)).get()?.role;
}
