/**
 * Restoring an archive into the data folder (`npm run restore ARCHIVE`):
 *
 * 1. The folder must be empty or missing; over an existing site only with `force`, and never while
 *    a server serves it (data-lock.ts).
 * 2. The manifest is read first: an archive from a newer app (a migration this app does not know)
 *    is refused before anything is written.
 * 3. The whole archive is extracted into a staging folder inside the data folder while every file
 *    is checked against the manifest (archive.ts); a truncated or altered archive is refused and
 *    the staging folder removed: the data folder is exactly as it was.
 * 4. The staged database is migrated to this app's level (an older archive in a newer app).
 * 5. Only then does it swap: what the restore replaces (the database with its -wal/-shm files, the
 *    JWT secret, media/) is moved aside into `.before-restore-<time>/` in the same folder, never
 *    deleted, and the staged files are renamed into place. Other files (backups, outbox) stay.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { nowIso } from '../../clock.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { appLevel } from './app-level.ts';
import { ArchiveError, readArchive, type Manifest } from './archive.ts';
import { JWT_SECRET_FILE } from './data-files.ts';
import { lockHolder } from './data-lock.ts';

export interface RestoreOptions {
  archive: string;
  databasePath: string;
  force?: boolean;
  /** Folders inside the data folder a restore leaves alone (the backup folder). */
  keep?: string[];
}

export interface RestoreOutcome {
  manifest: Manifest;
  /** Migrations run on the restored database to bring it to this app's level. */
  migrated: number;
  /** Where the replaced files were moved, when there were any. */
  setAside: string | null;
}

/** Everything a restore replaces, by name in the data folder. */
function replacedNames(databasePath: string): string[] {
  const db = basename(databasePath);
  return [db, `${db}-wal`, `${db}-shm`, `${db}-journal`, JWT_SECRET_FILE, 'media'];
}

async function entriesOf(dir: string): Promise<string[]> {
  return readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
}

export async function restoreArchive(options: RestoreOptions): Promise<RestoreOutcome> {
  const dataDir = dirname(options.databasePath);
  const keep = new Set((options.keep ?? []).map((k) => basename(k)));
  const present = (await entriesOf(dataDir)).filter((n) => !n.startsWith('.before-restore-') && !n.startsWith('.restore-') && !keep.has(n));
  if (present.length > 0) {
    if (!options.force) {
      throw new ArchiveError(
        `The data folder ${dataDir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', ...' : ''}). Stop the server and run the restore with --force to replace its site; the files replaced are kept in ${dataDir}/.before-restore-<time>/.`,
      );
    }
    const holder = lockHolder(dataDir);
    if (holder) throw new ArchiveError(`A server (process ${holder.pid} on ${holder.host}) is serving ${dataDir}. Stop it first, then restore.`);
  }
  await stat(options.archive).catch(() => {
    throw new ArchiveError(`No such file: ${options.archive}`);
  });

  const app = appLevel();
  const checkLevel = (m: Manifest) => {
    if (!m.migration || typeof m.migration.last_when !== 'number' || typeof m.database !== 'string' || !m.files.some((f) => f.path === m.database)) {
      throw new ArchiveError('This backup\'s manifest does not name its database: it is damaged.');
    }
    if (m.migration.last_when > app.last_when) {
      throw new ArchiveError(
        `This backup comes from a newer Insight Media (${m.app_version}, database at ${m.migration.last_tag ?? `migration ${m.migration.count}`}); this app (at ${app.last_tag}) cannot read it. Upgrade the app to ${m.app_version} or later, then restore.`,
      );
    }
  };

  await mkdir(dataDir, { recursive: true });
  const staging = join(dataDir, `.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  let manifest: Manifest;
  let migrated = 0;
  try {
    manifest = await readArchive(options.archive, { onManifest: checkLevel, extractTo: staging });
    const stagedDb = join(staging, manifest.database);
    await rename(stagedDb, join(staging, basename(options.databasePath)));
    const db = openDatabase(join(staging, basename(options.databasePath)));
    try {
      const before = db.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number };
      runMigrations(db);
      const after = db.$client.prepare('select count(*) as n from __drizzle_migrations').get() as { n: number };
      migrated = after.n - before.n;
      db.$client.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.$client.close();
    }
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }

  let setAside: string | null = null;
  const replaced = new Set(replacedNames(options.databasePath));
  const toMove = (await entriesOf(dataDir)).filter((n) => replaced.has(n));
  if (toMove.length > 0) {
    // Named by the clock (server/clock.ts); a second restore within the same millisecond (a test's
    // clock standing still) gets a numbered folder rather than failing on the first one.
    const stamp = join(dataDir, `.before-restore-${nowIso().replace(/[:.]/g, '-')}`);
    for (let n = 1; ; n++) {
      setAside = n === 1 ? stamp : `${stamp}-${n}`;
      if (await mkdir(setAside).then(() => true, (err: NodeJS.ErrnoException) => (err.code === 'EEXIST' ? false : Promise.reject(err)))) break;
    }
    for (const name of toMove) await rename(join(dataDir, name), join(setAside, name));
  }
  for (const name of await entriesOf(staging)) await rename(join(staging, name), join(dataDir, name));
  await rm(staging, { recursive: true, force: true });
  return { manifest, migrated, setAside };
}
