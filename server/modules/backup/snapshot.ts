/**
 * The database's part of a backup: one consistent copy taken while the site serves, with SQLite's
 * `VACUUM INTO` (a single read transaction: every row as of one moment, never a half-written
 * page, and writers are not blocked in WAL mode). It runs on a connection of its own in a worker
 * thread, so the server's event loop keeps answering readers while a large database is copied and
 * checked. The copy is then checked (`quick_check`), counted and stripped of the backup run in
 * progress (a restored site should not show a backup "running" forever).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface SnapshotFacts {
  counts: Record<string, number>;
  /** `created_at` (the journal's `when`) of each applied migration, oldest first. */
  migrations: number[];
}

/** What the manifest counts: each content type, and the other tables a person would miss. */
const COUNTED_TABLES = [
  'articles',
  'videos',
  'tv_episodes',
  'tv_seasons',
  'podcast_episodes',
  'podcast_series',
  'podcast_guests',
  'comments',
  'likes',
  'media_files',
  'audio_files',
  'newsletter_subscribers',
  'users',
] as const;

// Plain CommonJS, evaluated in the worker: it loads nothing of the app (no TypeScript loader in a
// worker under tsx or Vitest), only better-sqlite3 by its resolved path.
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.sqlite);
const { source, target, tables } = workerData;
const live = new Database(source, { readonly: true, fileMustExist: true });
try {
  live.pragma('busy_timeout = 5000');
  live.prepare('VACUUM INTO ?').run(target);
} finally {
  live.close();
}
const copy = new Database(target);
try {
  const check = copy.pragma('quick_check', { simple: true });
  if (check !== 'ok') throw new Error('the database copy failed its check: ' + check);
  const has = (name) => !!copy.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name);
  if (has('backup_runs')) copy.prepare("delete from backup_runs where status = 'running'").run();
  const counts = {};
  for (const t of tables) if (has(t)) counts[t] = copy.prepare('select count(*) as n from "' + t + '"').get().n;
  const migrations = has('__drizzle_migrations')
    ? copy.prepare('select created_at as at from __drizzle_migrations order by created_at').all().map((r) => Number(r.at))
    : [];
  parentPort.postMessage({ counts, migrations });
} finally {
  copy.close();
}
`;

const require = createRequire(import.meta.url);

/** Copies the database at `source` to `target` (which must not exist) and reads the copy's facts. */
export function snapshotDatabase(source: string, target: string): Promise<SnapshotFacts> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      eval: true,
      workerData: { sqlite: require.resolve('better-sqlite3'), source, target, tables: COUNTED_TABLES },
    });
    let facts: SnapshotFacts | null = null;
    worker.on('message', (message: SnapshotFacts) => (facts = message));
    worker.on('error', reject);
    worker.on('exit', (code) => (facts ? resolve(facts) : reject(new Error(`the database copy stopped (worker exit ${code})`))));
  });
}
