/**
 * The Audit log's calls: a filtered page of entries, and the CSV export (a file, not JSON: fetched
 * with the bearer token, which a plain link could not send).
 */
import type { AuditExportQuery, AuditListQuery } from '../../../../../shared/api/audit.ts';
import type { AdminRequest } from '../session/auth-context.tsx';
import { bearer, readToken } from '../session/session.ts';

export const listAudit = (request: AdminRequest, query: AuditListQuery) => request('GET /audit', { query });

export function exportAuditCsv(query: AuditExportQuery): Promise<Response> {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  return fetch(`/api/audit/export?${params}`, { headers: { accept: 'text/csv', ...bearer(readToken()) } });
}
