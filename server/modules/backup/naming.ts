/**
 * Archive names: `insight-media-YYYYMMDD-HHMMSS.tar.gz` (UTC, the moment the backup started; `-2`,
 * `-3`... when two start in the same second). Only names of this form are listed, pruned or
 * served for download; a temporary file never has one (archive.ts).
 */
const NAME = /^insight-media-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})(?:-(\d{1,3}))?\.tar\.gz$/;

export const isArchiveName = (name: string) => NAME.test(name);

/** When the backup named `name` started (ms; the n-th of one second n - 1 ms later, so it sorts after), or null for any other name. */
export function archiveTime(name: string): number | null {
  const m = NAME.exec(name);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) + (m[7] ? Number(m[7]) - 1 : 0) : null;
}

/** The name of a backup started at `at` (ms); `n` > 1 for the n-th of the same second. */
export function archiveName(at: number, n = 1): string {
  const iso = new Date(at).toISOString(); // 2026-11-21T03:00:00.000Z
  const stamp = `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`;
  return `insight-media-${stamp}${n > 1 ? `-${n}` : ''}.tar.gz`;
}
