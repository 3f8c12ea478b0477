/**
 * A database as an install from before a migration has it: migrated up to (not including) the
 * migration whose tag ends with `beforeTag`, from a copy of migrations/ with the later entries left
 * out of its journal. Upgrade tests write old rows into it, then run every migration as a start-up
 * of the new version does (server/db/migrate.ts runMigrations).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { REPO_ROOT } from '../../server/lib/repo-root.ts';

export function databaseBefore(beforeTag: string): { db: Db; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'insight-upgrade-'));
  const folder = join(dir, 'migrations');
  cpSync(`${REPO_ROOT}migrations`, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag.endsWith(beforeTag));
  if (cut < 0) throw new Error(`No migration tagged *${beforeTag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  const db = openDatabase(join(dir, 'site.db'));
  migrate(db, { migrationsFolder: folder });
  return {
    db,
    close: () => {
      db.$client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
