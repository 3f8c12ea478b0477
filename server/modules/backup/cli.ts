/**
 * `npm run backup` (write one archive to BACKUP_DIR, or `--out DIR`), `npm run backup -- --verify
 * ARCHIVE` (check an archive against its manifest) and `npm run restore -- ARCHIVE [--force]`
 * (restore.ts). In the Docker image: `node dist/server/modules/backup/cli.js backup|restore ...`.
 * Exit status 0 when it worked; 1 with a message (never a stack trace for a refused archive).
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, ConfigError, type Config } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { ArchiveError, readArchive, type Manifest } from './archive.ts';
import { takeBackup } from './backup.ts';
import { restoreArchive } from './restore.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function describe(m: Manifest): string {
  const counts = Object.entries(m.counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n} ${table.replace(/_/g, ' ')}`)
    .join(', ');
  return [
    `  made ${m.created_at} by Insight Media ${m.app_version}, database at ${m.migration.last_tag ?? `migration ${m.migration.count}`}`,
    `  ${m.files.length} files (${mb(m.files.reduce((s, f) => s + f.size, 0))} before compression)`,
    `  ${counts || 'no content'}`,
  ].join('\n');
}

/** The configuration without creating anything: a restore must find the data folder as it is. */
function config(): Config {
  return loadConfig(process.env, process.env.JWT_SECRET ? {} : { jwtSecret: 'not-used-by-this-command' });
}

async function backup(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { verify: { type: 'string' }, out: { type: 'string' } } });
  if (values.verify) {
    const started = performance.now();
    const manifest = await readArchive(resolve(values.verify));
    console.log(`${values.verify}: whole, every file matches its SHA-256 (${seconds(performance.now() - started)})\n${describe(manifest)}`);
    return;
  }
  const cfg = config();
  const db = openDatabase(cfg.databasePath);
  try {
    const outcome = await takeBackup({
      databasePath: cfg.databasePath,
      dataDir: cfg.dataDir,
      config: cfg.backup,
      trigger: 'cli',
      outDir: values.out ? resolve(values.out) : undefined,
      db,
    });
    console.log(`Backup written: ${relative(process.cwd(), outcome.path) || outcome.path}\n  ${mb(outcome.size)} in ${seconds(outcome.ms)}\n${describe(outcome.manifest)}`);
    if (outcome.s3) console.log(`  copied to ${outcome.s3}`);
    if (outcome.s3Error) console.log(`  the copy to S3 failed: ${outcome.s3Error}`);
  } finally {
    db.$client.close();
  }
}

async function restore(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  if (positionals.length !== 1) throw new ArchiveError('Usage: npm run restore -- ARCHIVE [--force]');
  const cfg = config();
  const started = performance.now();
  const backupDir = cfg.backup.dir;
  const outcome = await restoreArchive({
    archive: resolve(positionals[0]),
    databasePath: cfg.databasePath,
    force: values.force,
    keep: dirname(backupDir) === cfg.dataDir ? [backupDir] : [],
  });
  console.log(`Restored ${positionals[0]} into ${cfg.dataDir} in ${seconds(performance.now() - started)}\n${describe(outcome.manifest)}`);
  if (outcome.migrated) console.log(`  ${outcome.migrated} migration(s) run to bring it to this version`);
  if (outcome.setAside) console.log(`  the files it replaced are kept in ${outcome.setAside}`);
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(rest);
  else if (command === 'restore') await restore(rest);
  else throw new ArchiveError('Usage: cli.ts backup [--out DIR] | backup --verify ARCHIVE | restore ARCHIVE [--force]');
} catch (err) {
  if (err instanceof ArchiveError || err instanceof ConfigError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    console.error((err as Error).message);
    process.exit(1);
  }
  console.error(`Failed: ${(err as Error).message}`);
  process.exit(1);
}
