/** Any public item by its id, whatever its type: likes and comments address every type through one id. */
import { and, eq, sql } from 'drizzle-orm';
import type { ContentType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { nowIso } from '../../clock.ts';
import { contentTypeOf } from './store.ts';
import { PUBLIC_TABLES } from './visibility.ts';

export interface PublicItemRef {
  id: string;
  type: ContentType;
  title: string;
  allowComments: boolean;
}

/** The item with this id if it is public now, whatever its type; undefined otherwise. */
export function findPublicItem(db: Db, id: string): PublicItemRef | undefined {
  const type = contentTypeOf(db, id);
  if (!type) return undefined;
  const { table, visible } = PUBLIC_TABLES[type];
  // Asked by every like, comment and like-state request: prepared once per type (db/prepared.ts).
  const statement = preparedOnce(db, `public ${type}`, () =>
    db
      .select({ title: table.title, allowComments: table.allowComments })
      .from(table)
      .where(and(eq(table.id, sql.placeholder('id')), visible(sql.placeholder('now'))))
      .prepare(),
  );
  const row = statement.get({ id, now: nowIso() });
  return row ? { id, type, title: row.title, allowComments: Boolean(row.allowComments) } : undefined;
}
