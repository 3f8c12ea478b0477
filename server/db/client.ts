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
  // Reads through the OS page cache instead of copying pages: the search's FTS5 indexes walk long
  // doclists (measured: search p95 -10-20% at 100,000 items). Address space only, not memory.
  sqlite.pragma('mmap_size = 1073741824');
  return drizzle(sqlite, { schema }) as Db;
}

/** Runs `fn` in one SQLite transaction (better-sqlite3 transactions are synchronous). */
export function inTransaction<T>(db: Db, fn: (tx: Db) => T): T {
  return db.transaction((tx) => fn(tx as unknown as Db));
}
