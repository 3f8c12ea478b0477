import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import * as schema from './schema.ts';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens the SQLite file with the settings every connection needs. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Wait instead of failing when a second process (seed, migrate) holds the write lock.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Pages read are kept in the process up to this bound (16 MB), and the file is read with plain
  // reads, not mapped: a mapped file's pages count as the server's own memory (its RSS grew by the
  // whole 386 MB database at 100,000 items once the search index had read it), and what mapping
  // gained (FTS5's long doclists) left with the in-memory search index. The OS still caches the
  // file as it caches any other.
  sqlite.pragma('cache_size = -16384');
  return drizzle(sqlite, { schema }) as Db;
}

/** Runs `fn` in one SQLite transaction (better-sqlite3 transactions are synchronous). */
export function inTransaction<T>(db: Db, fn: (tx: Db) => T): T {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
