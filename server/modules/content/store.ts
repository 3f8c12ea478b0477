/**
 * The content registry: every item of every type has its `content_items` row (likes, comments and
 * views reference it), written in the same transaction as the item's own row, and deleting it takes
 * the item with everything that cascades from it. Each type's insert is made here
 * (`registeredInsert`); articles write theirs with their gallery (articles/store.ts).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ContentType } from '../../../shared/constants.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { contentItems } from '../../db/schema.ts';
import type { ManagedTable } from './content-table.ts';

/** Writes the registry row of a new item (in the transaction that writes the item's own row). */
export function registerItem(db: Db, id: string, type: ContentType): void {
  db.insert(contentItems).values({ id, type }).run();
}

/** The insert of a content table: the registry row and the item's row, in one transaction. */
export function registeredInsert<T extends ManagedTable>(table: T, type: ContentType) {
  return (db: Db, values: Omit<T['$inferInsert'], 'id'> & { id?: string }): string => {
    const id = values.id ?? randomUUID();
    inTransaction(db, (tx) => {
      registerItem(tx, id, type);
      tx.insert(table).values({ ...values, id } as T['$inferInsert']).run();
    });
    return id;
  };
}


/** The type of any content item, or null when the id is unknown. */
export function contentTypeOf(db: Db, id: string): ContentType | null {
  // Asked by every like, comment and like-state request: prepared once (db/prepared.ts).
  const statement = preparedOnce(db, 'content type of an id', () =>
    db.select({ type: contentItems.type }).from(contentItems).where(eq(contentItems.id, sql.placeholder('id'))).prepare(),
  );
  return statement.get({ id })?.type ?? null;
}

/** Deletes an item with its likes, comments, views and images (all cascade from the registry row). */
export function deleteContent(db: Db, id: string): boolean {
  return db.delete(contentItems).where(eq(contentItems.id, id)).run().changes > 0;
}
