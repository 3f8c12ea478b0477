/**
 * `npm run export [-- --out FILE]` writes the portable export (export.ts) into BACKUP_DIR (or FILE);
 * `npm run import -- --from wordpress|ghost|insight FILE [--category NAME] [--site-url URL]`
 * imports one and prints its report. In the Docker image: `node dist/server/modules/transfer/cli.js`.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IMPORT_SOURCES, type ImportSource } from '../../../shared/api/transfer.ts';
import { nowIso } from '../../clock.ts';
import { configOrExit } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { ArchiveError } from '../backup/archive.ts';
import { writeExport } from './export.ts';
import { reportLines, runImport } from './service.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const [command, ...args] = process.argv.slice(2);
const config = configOrExit();
const db = openDatabase(config.databasePath);
try {
  runMigrations(db);
  if (command === 'export') {
    const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
    const target = values.out ? resolve(values.out) : join(config.backup.dir, `insight-media-export-${nowIso().slice(0, 10)}.tar.gz`);
    const started = performance.now();
    const { size, counts } = await writeExport(db, config.dataDir, target);
    const what = Object.entries(counts)
      .filter(([, n]) => n)
      .map(([k, n]) => `${n} ${k.replace(/_/g, ' ')}`)
      .join(', ');
    console.log(`Export written: ${target}\n  ${(size / 1024 / 1024).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s\n  ${what || 'no content'}`);
  } else if (command === 'import') {
    const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { from: { type: 'string' }, category: { type: 'string' }, 'site-url': { type: 'string' } } });
    const from = values.from as ImportSource;
    if (!IMPORT_SOURCES.includes(from) || positionals.length !== 1) throw new ArchiveError('Usage: npm run import -- --from wordpress|ghost|insight FILE [--category NAME] [--site-url URL]');
    // The operator's own command may fetch pictures from the local network (an intranet WordPress).
    const report = await runImport(db, config.dataDir, { from, file: resolve(positionals[0]), category: values.category, siteUrl: values['site-url'], allowPrivateImages: true });
    console.log(reportLines(report).join('\n'));
  } else {
    throw new ArchiveError('Usage: cli.ts export [--out FILE] | import --from wordpress|ghost|insight FILE');
  }
} catch (err) {
  console.error(err instanceof ArchiveError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ? (err as Error).message : `Failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  db.$client.close();
}
