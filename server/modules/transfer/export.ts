/**
 * The portable export (`npm run export`, and a download in the back office): an archive holding
 * `export.json` (export-format.ts; docs/export.md describes it) and the media files alongside at
 * their paths below the data folder, with a manifest of every file's SHA-256 like a backup's
 * (server/modules/backup/archive.ts). Unlike a backup it is readable JSON meant for other tools,
 * and `npm run import -- --from insight FILE` brings it into another site.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { likes } from '../../db/schema.ts';
import { appVersion } from '../backup/app-level.ts';
import { writeArchive, type ArchiveManifest } from '../backup/archive.ts';
import { dataFiles } from './content-access.ts';
import { columnsOf, EXPORT_FILE, EXPORT_FORMAT, EXPORT_VERSION, SECTION_NAMES, SECTIONS, type ExportDocument, type ExportRecord } from './export-format.ts';

/** The whole site as the export document, read in one transaction so every record is of one moment. */
function buildExport(db: Db): ExportDocument {
  return db.transaction(() => {
    const likeCounts = new Map(
      db
        .select({ id: likes.itemId, n: sql<number>`count(*)` })
        .from(likes)
        .groupBy(likes.itemId)
        .all()
        .map((r) => [r.id, r.n]),
    );
    const doc: ExportDocument = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exported_at: nowIso(), app_version: appVersion() };
    for (const name of SECTION_NAMES) {
      const section = SECTIONS[name];
      const columns = columnsOf(section);
      doc[name] = db
        .select()
        .from(section.table)
        .all()
        .map((row) => {
          const record: ExportRecord = {};
          for (const c of columns) record[c.name] = (row as Record<string, unknown>)[c.key];
          if ('likes' in section && section.likes) record.like_count = likeCounts.get(record.id as string) ?? 0;
          return 'exported' in section ? section.exported(record) : record;
        });
    }
    return doc;
  });
}

/** Writes the export archive to `target` (through a temporary name, like a backup). */
export async function writeExport(db: Db, dataDir: string, target: string): Promise<{ size: number; counts: Record<string, number> }> {
  const doc = buildExport(db);
  // The clock's time names it; the random part keeps two exports apart when a test's clock stands still.
  const staging = join(dataDir, 'media', 'tmp', `export-${process.pid}-${now()}-${randomBytes(4).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    const json = join(staging, EXPORT_FILE);
    await writeFile(json, JSON.stringify(doc, null, 1));
    const media = (await dataFiles(dataDir)).filter((f) => f.path.startsWith('media/'));
    const { size } = await writeArchive<ArchiveManifest>(target, [{ path: EXPORT_FILE, abs: json }, ...media], {
      format: EXPORT_FORMAT,
      format_version: EXPORT_VERSION,
      app_version: appVersion(),
    });
    return { size, counts: Object.fromEntries(SECTION_NAMES.map((n) => [n, doc[n]?.length ?? 0])) };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
