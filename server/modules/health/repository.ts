/** The one query of the health check. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** True when the database answers a trivial query. */
export function databaseReachable(db: Db): boolean {
  try {
    return db.get<{ ok: number }>(sql`select 1 as ok`)?.ok === 1;
  } catch {
    return false;
  }
}
