/**
 * The Backups screen's calls: the runs and schedule, starting a backup, and signed links for the
 * two downloads (a backup archive, the portable export), which the browser then follows itself:
 * an archive can be gigabytes, too big to pass through the page as a blob. The import is an upload.
 */
import type { ImportSource } from '../../../../../shared/api/transfer.ts';
import type { AdminRequest } from '../session/auth-context.tsx';

export const getBackups = (request: AdminRequest) => request('GET /backups');
export const startBackup = (request: AdminRequest) => request('POST /backups');
export const backupLink = (request: AdminRequest, id: string) => request('POST /backups/:id/link', { params: { id } });
export const exportLink = (request: AdminRequest) => request('POST /transfer/export/link');

export async function importFile(request: AdminRequest, source: ImportSource, file: File, category: string) {
  const body = new FormData();
  body.append('source', source);
  if (category) body.append('category', category);
  body.append('file', file, file.name);
  return (await request('POST /transfer/import', { body })).data;
}

/** Sends the browser to a signed download link (the server answers it as an attachment). */
export function followDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  document.body.appendChild(a);
  a.click();
  a.remove();
}
