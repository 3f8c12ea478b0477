/** The import report, built as an import goes (shared/api/transfer.ts describes it). */
import type { ImportReport, ImportSource } from '../../../shared/api/transfer.ts';

export function newReport(source: ImportSource, site: string | null): ImportReport {
  return {
    source,
    site,
    imported: [],
    already_present: 0,
    skipped: [],
    comments: { imported: 0, already_present: 0, skipped: [] },
    images: { fetched: 0, kept_as_links: [] },
    added: {},
  };
}

export function countAdded(report: ImportReport, kind: string, n = 1): void {
  report.added[kind] = (report.added[kind] ?? 0) + n;
}
