/**
 * Statements prepared once per database and then only run: Drizzle queries with placeholders
 * (`.prepare()`), or plain SQL (search's UNIONs). The hot reads of a request that no
 * cache can answer (a detail's live counters, on every request) cost more to build than to run
 * when built each time: Drizzle assembling the SQL and SQLite compiling it took 32% of the CPU of
 * an article API answer, running them a few percent (measured with node --cpu-prof under wrk).
 * Kept per database, since each app (and each test) has its own connection.
 */
import type { Db } from './client.ts';

const prepared = new WeakMap<Db, Map<string, unknown>>();

/** The statement `key` of `db`, prepared by `prepare` on first use. Keys name what the query does. */
export function preparedOnce<T>(db: Db, key: string, prepare: () => T): T {
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  if (!statements.has(key)) statements.set(key, prepare());
  return statements.get(key) as T;
}
