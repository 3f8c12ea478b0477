/**
 * Importing an Insight Media export (export.ts) into this site: the archive is checked against its
 * manifest and its JSON against the export schema before anything is written; the media files are
 * put in place (a file already there is kept), then every record is added in one transaction,
 * with its id, unless a record with that id (or the same season number, series title, guest name,
 * author name, upload address, subscriber e-mail or setting) is already here. Into an empty site this gives the
 * same site; run again, it adds nothing.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { Value } from 'typebox/value';
import type { ImportReport } from '../../../shared/api/transfer.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { articles, contentItems, likes, podcastGuests, podcastSeries, tvSeasons } from '../../db/schema.ts';
import { ArchiveError, readArchive, type ArchiveManifest } from '../backup/archive.ts';
import { importedProfile, insertArticle } from './content-access.ts';
import { columnsOf, EXPORT_FILE, EXPORT_FORMAT, EXPORT_VERSION, ExportSchema, SECTION_NAMES, SECTIONS, type ExportDocument, type ExportRecord, type SectionName } from './export-format.ts';
import { countAdded, newReport } from './report.ts';

const CONTENT_TYPE: Partial<Record<SectionName, 'article' | 'video' | 'tvshow' | 'podcast'>> = {
  articles: 'article',
  videos: 'video',
  tv_episodes: 'tvshow',
  podcast_episodes: 'podcast',
};

/** Records matched by a unique field other than the id: an export's id maps to the one here. */
const MATCH_BY: Partial<Record<SectionName, { table: SQLiteTable; field: string; column: typeof tvSeasons.seasonNumber | typeof podcastSeries.title | typeof podcastGuests.fullName }>> = {
  tv_seasons: { table: tvSeasons, field: 'season_number', column: tvSeasons.seasonNumber },
  podcast_series: { table: podcastSeries, field: 'title', column: podcastSeries.title },
  podcast_guests: { table: podcastGuests, field: 'full_name', column: podcastGuests.fullName },
};
/** The fields those remapped ids appear in. */
const REFERENCES: Array<[SectionName, string]> = [
  ['author_slugs', 'author_id'],
  ['articles', 'author_id'],
  ['tv_episodes', 'season_id'],
  ['podcast_episodes', 'series_id'],
  ['podcast_episodes', 'guest_id'],
];

function readDocument(text: string): ExportDocument {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ArchiveError('export.json is not valid JSON.');
  }
  if (!Value.Check(ExportSchema, doc)) {
    const first = [...Value.Errors(ExportSchema, doc)][0];
    throw new ArchiveError(`export.json does not follow the export schema (docs/export.schema.json): ${first?.instancePath || '(document)'} ${first?.message ?? ''}`.trim());
  }
  return doc as ExportDocument;
}

/** Moves the extracted media files into the data folder; a file already there stays as it is. */
async function placeMedia(staging: string, dataDir: string, manifest: ArchiveManifest): Promise<number> {
  let placed = 0;
  for (const file of manifest.files) {
    if (!file.path.startsWith('media/')) continue;
    const target = join(dataDir, file.path);
    if (await stat(target).catch(() => null)) continue;
    await mkdir(dirname(target), { recursive: true });
    await rename(join(staging, file.path), target);
    placed++;
  }
  return placed;
}

export async function importInsightExport(db: Db, dataDir: string, archive: string): Promise<ImportReport> {
  const staging = join(dataDir, 'media', 'tmp', `import-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true });
  try {
    const manifest = await readArchive<ArchiveManifest>(archive, { format: EXPORT_FORMAT, version: EXPORT_VERSION, extractTo: staging });
    if (!manifest.files.some((f) => f.path === EXPORT_FILE)) throw new ArchiveError('This export holds no export.json.');
    const doc = readDocument(await readFile(join(staging, EXPORT_FILE), 'utf8'));
    const report = newReport('insight', null);
    const files = await placeMedia(staging, dataDir, manifest);
    if (files) countAdded(report, 'media files on disk', files);
    inTransaction(db, (tx) => insertDocument(tx, doc, report));
    return report;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function insertDocument(db: Db, doc: ExportDocument, report: ImportReport): void {
  const remap = new Map<string, string>();
  const mainTaken = new Set(db.select({ slot: articles.mainPosition }).from(articles).all().map((r) => r.slot).filter(Boolean));
  for (const name of SECTION_NAMES) {
    const section = SECTIONS[name];
    const columns = columnsOf(section);
    for (const record of doc[name] ?? []) {
      for (const [referrer, field] of REFERENCES) {
        const ref = record[field];
        if (referrer === name && typeof ref === 'string' && remap.has(ref)) record[field] = remap.get(ref);
      }
      if (name === 'authors') {
        const { id, added } = importedProfile(db, record as Parameters<typeof importedProfile>[1]);
        if (id !== record.id) remap.set(record.id as string, id);
        if (added) countAdded(report, name);
        continue;
      }
      const match = MATCH_BY[name];
      if (match) {
        const existing = db.select().from(match.table).where(eq(match.column, record[match.field] as never)).get() as { id: string } | undefined;
        if (existing) {
          if (existing.id !== record.id) remap.set(record.id as string, existing.id);
          continue;
        }
      }
      const values: Record<string, unknown> = {};
      for (const c of columns) if (record[c.name] !== undefined) values[c.key] = record[c.name];
      const type = CONTENT_TYPE[name];
      if (type) {
        if (!addItem(db, name, type, values, record, report, mainTaken)) continue;
      } else if (db.insert(section.table).values(values as never).onConflictDoNothing().run().changes === 0) {
        continue;
      }
      countAdded(report, name);
    }
  }
}

/** Adds one content item with its registry row and its likes; false when its id is already here. */
function addItem(db: Db, section: SectionName, type: 'article' | 'video' | 'tvshow' | 'podcast', values: Record<string, unknown>, record: ExportRecord, report: ImportReport, mainTaken: Set<unknown>): boolean {
  const id = record.id as string;
  if (db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id)).get()) {
    report.already_present++;
    return false;
  }
  const notes: string[] = [];
  if (type === 'article') {
    if (values.mainPosition && mainTaken.has(values.mainPosition)) {
      notes.push(`the homepage's ${String(values.mainPosition)} slot is taken here: left out of it`);
      values.mainPosition = null;
    }
    if (values.mainPosition) mainTaken.add(values.mainPosition);
    insertArticle(db, values as Parameters<typeof insertArticle>[1]);
  } else {
    db.insert(contentItems).values({ id, type, ...(values.createdAt ? { createdAt: values.createdAt as string } : {}) }).run();
    db.insert(SECTIONS[section].table).values(values as never).run();
  }
  const likeCount = Number(record.like_count ?? 0);
  for (let i = 0; i < likeCount; i++) db.insert(likes).values({ itemId: id, visitorId: `imported-${i + 1}` }).run();
  report.imported.push({ kind: type, title: String(record.title ?? ''), id, status: String(record.status ?? ''), notes });
  return true;
}
