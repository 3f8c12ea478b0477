import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { fileURLToPath } from 'node:url';
import type { Db } from './client.ts';

/** migrations/ sits at the repo root, two levels above both server/db and dist/server/db. */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url)).replace(
  /\/dist\/migrations$/,
  '/migrations',
);

/** Applies pending migrations; already applied ones are skipped, so running it twice is harmless. */
export function runMigrations(db: Db): void {
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
