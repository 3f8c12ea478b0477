/** One entry for every import, whatever its source: the command and the back-office upload both call it. */
import { readFile } from 'node:fs/promises';
import type { ImportReport, ImportSource } from '../../../shared/api/transfer.ts';
import type { Db } from '../../db/client.ts';
import { parseGhost } from './ghost.ts';
import { importInsightExport } from './import-insight.ts';
import { importSite } from './import-posts.ts';
import { parseWordPress } from './wordpress.ts';

export interface ImportOptions {
  from: ImportSource;
  file: string;
  /** The magazine category for posts whose own is not one. */
  category?: string;
  /** The old site's address, for Ghost's relative picture addresses. */
  siteUrl?: string;
  /** Fetch pictures from private and loopback addresses too: the operator's own command may; a web upload may not. */
  allowPrivateImages?: boolean;
}

export async function runImport(db: Db, dataDir: string, options: ImportOptions): Promise<ImportReport> {
  if (options.from === 'insight') return importInsightExport(db, dataDir, options.file);
  const text = await readFile(options.file, 'utf8');
  const site = options.from === 'wordpress' ? parseWordPress(text) : parseGhost(text, { siteUrl: options.siteUrl });
  return importSite(db, dataDir, options.from, site, { category: options.category, allowPrivateImages: options.allowPrivateImages });
}

/** The report as lines a person reads in a terminal. */
export function reportLines(report: ImportReport): string[] {
  const lines = [`Import from ${report.source}${report.site ? ` (${report.site})` : ''}:`];
  const added = Object.entries(report.added).map(([k, n]) => `${n} ${k.replace(/_/g, ' ')}`);
  lines.push(`  added: ${added.length ? added.join(', ') : 'nothing'}`);
  if (report.already_present) lines.push(`  already here from an earlier import: ${report.already_present}`);
  for (const item of report.imported) {
    lines.push(`  + ${item.kind} "${item.title}" (${item.status})`);
    for (const note of item.notes) lines.push(`      ${note}`);
  }
  if (report.skipped.length) lines.push(`  skipped ${report.skipped.length}:`);
  for (const s of report.skipped) lines.push(`  - ${s.kind} "${s.title}": ${s.reason}`);
  const c = report.comments;
  if (c.imported || c.already_present || c.skipped.length) lines.push(`  comments: ${c.imported} added, ${c.already_present} already here, ${c.skipped.length} skipped`);
  for (const s of c.skipped) lines.push(`  - comment by ${s.title}: ${s.reason}`);
  if (report.images.fetched || report.images.kept_as_links.length) lines.push(`  pictures: ${report.images.fetched} fetched into the Media Library, ${report.images.kept_as_links.length} kept as links`);
  for (const k of report.images.kept_as_links) lines.push(`  - ${k.url}: ${k.reason}`);
  return lines;
}
