/** The SQL of working copies (content_working_copies): one person's autosaved changes to an item that is not a draft. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentWorkingCopies } from '../../db/schema.ts';
import type { Fields } from './revisions-repository.ts';

export interface WorkingCopy {
  fields: Fields;
  baseVersion: number;
  savedAt: string;
}

const mine = (itemId: string, userId: string) => and(eq(contentWorkingCopies.itemId, itemId), eq(contentWorkingCopies.userId, userId));

export function findWorkingCopy(db: Db, itemId: string, userId: string): WorkingCopy | undefined {
  const row = db.select().from(contentWorkingCopies).where(mine(itemId, userId)).get();
  return row && { fields: JSON.parse(row.fields) as Fields, baseVersion: row.baseVersion, savedAt: row.savedAt };
}

export function writeWorkingCopy(db: Db, itemId: string, userId: string, copy: WorkingCopy): void {
  const values = { fields: JSON.stringify(copy.fields), baseVersion: copy.baseVersion, savedAt: copy.savedAt };
  db.insert(contentWorkingCopies)
    .values({ itemId, userId, ...values })
    .onConflictDoUpdate({ target: [contentWorkingCopies.itemId, contentWorkingCopies.userId], set: values })
    .run();
}

/** Drops one person's working copy of an item (their save or restore made it the item's, or they discarded it). */
export function dropWorkingCopy(db: Db, itemId: string, userId: string): boolean {
  return db.delete(contentWorkingCopies).where(mine(itemId, userId)).run().changes > 0;
}
