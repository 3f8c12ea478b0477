import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { REPO_ROOT } from '../lib/repo-root.ts';
import { settlePendingSlugs } from '../modules/authors/slugs.ts';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = `${REPO_ROOT}migrations`;

/**
 * Applies pending migrations; already applied ones are skipped, so running it twice is harmless.
 * Then the one data step SQL cannot do: slugs of the author profiles a migration made.
 */
export function runMigrations(db: Db): void {
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  settlePendingSlugs(db);
}
