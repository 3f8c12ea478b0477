/**
 * The audit trail: who changed what, when and from where. Recording is one call from wherever the
 * change is made, `app.audit.record(request, { action, target, details })` (the request names the
 * staff member and their address), or `appendAudit(db, context, entry)` with a transaction's `db`
 * to keep the entry in the same transaction as the change. Entries are never edited; the daily
 * housekeeping prunes those older than a year (AUDIT_RETENTION_DAYS).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AUDIT_ACTIONS, AUDIT_RETENTION_DAYS, type AuditAction, type AuditTargetType } from '../../../shared/audit.ts';
import type { AuditEntry, AuditExportQuery, AuditListQuery } from '../../../shared/api/audit.ts';
import type { Pagination } from '../../../shared/api/common.ts';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../errors.ts';
import { csvLine } from '../../lib/csv.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import * as repo from './repository.ts';

export interface AuditActor {
  /** null for the operator at the command line. */
  id: string | null;
  name: string;
  email: string;
}

/** Who acted and from where. */
export interface AuditContext {
  actor: AuditActor | null;
  address: string | null;
  userAgent: string | null;
}

interface AuditTarget {
  type: AuditTargetType;
  id?: string | null;
  title?: string | null;
}

export interface AuditEntryInput {
  action: AuditAction;
  target?: AuditTarget;
  /** A small JSON object: what changed, counts, the method used. Never a secret. */
  details?: Record<string, unknown>;
  /** Who acted, when the request carries no session yet (a sign-in names its account). */
  actor?: AuditActor | null;
}

/** The operator's commands (`npm run admin`) act with no session and no address. */
export const OPERATOR: AuditContext = { actor: { id: null, name: 'Operator (command line)', email: '' }, address: null, userAgent: 'npm run admin' };

const USER_AGENT_MAX = 400;
const TITLE_MAX = 300;
const DETAIL_TEXT_MAX = 300;
const DETAILS_MAX = 4000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The signed-in staff member (if any), the client's address and browser, as the request shows them. */
export function contextOf(request: FastifyRequest): AuditContext {
  const user = request.user as { id?: string; name?: string; email?: string } | null | undefined;
  const agent = request.headers['user-agent'];
  return {
    actor: user?.id ? { id: user.id, name: user.name ?? '', email: user.email ?? '' } : null,
    address: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

/** Long texts cut, and a whole object too big for a log line replaced by a note of its keys. */
function boundedDetails(details: Record<string, unknown> | undefined): string {
  if (!details) return '{}';
  const cut = Object.fromEntries(
    Object.entries(details)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, typeof value === 'string' && value.length > DETAIL_TEXT_MAX ? `${value.slice(0, DETAIL_TEXT_MAX)}…` : value]),
  );
  const json = JSON.stringify(cut);
  return json.length <= DETAILS_MAX ? json : JSON.stringify({ truncated: true, keys: Object.keys(cut) });
}

/** Appends one entry; pass a transaction's `db` to keep it in the same transaction as the change. */
export function appendAudit(db: Db, context: AuditContext, entry: AuditEntryInput): void {
  const actor = entry.actor !== undefined ? entry.actor : context.actor;
  repo.insertEntry(db, {
    id: randomUUID(),
    at: nowIso(),
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? '',
    actorEmail: actor?.email ?? '',
    address: context.address,
    userAgent: context.userAgent,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    targetTitle: entry.target?.title?.slice(0, TITLE_MAX) ?? null,
    details: boundedDetails(entry.details),
  });
}

function toEntry(row: repo.AuditRow): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // written by this module only; an unreadable value shows as no details
  }
  return {
    id: row.id,
    at: row.at,
    actor: row.actorId || row.actorName || row.actorEmail ? { id: row.actorId, name: row.actorName, email: row.actorEmail } : null,
    address: row.address,
    user_agent: row.userAgent,
    action: row.action,
    action_label: (AUDIT_ACTIONS as Record<string, string>)[row.action] ?? row.action,
    target: row.targetType ? { type: row.targetType, id: row.targetId, title: row.targetTitle } : null,
    details,
  };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const KNOWN_GROUPS = new Set(Object.keys(AUDIT_ACTIONS).map((action) => action.split('.')[0]));

/** A date or an ISO instant as an instant; a date `to` means the end of that day. */
function instant(value: string, end: boolean): string | null {
  const date = new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(date.getTime()) || (!DATE_ONLY.test(value) && !/^\d{4}-\d{2}-\d{2}T/.test(value))) return null;
  return new Date(date.getTime() + (end && DATE_ONLY.test(value) ? DAY_MS : 0)).toISOString();
}

/** The query's filters, checked (400 with the field's message otherwise). */
function filterOf(query: AuditExportQuery): repo.AuditFilter {
  const errors: { path: string; msg: string }[] = [];
  const from = query.from?.trim() ? instant(query.from.trim(), false) : undefined;
  const before = query.to?.trim() ? instant(query.to.trim(), true) : undefined;
  if (from === null) errors.push({ path: 'from', msg: 'From must be a date such as 2026-05-01' });
  if (before === null) errors.push({ path: 'to', msg: 'To must be a date such as 2026-05-31' });
  const action = query.action?.trim() || undefined;
  if (action && !(action in AUDIT_ACTIONS) && !KNOWN_GROUPS.has(action)) errors.push({ path: 'action', msg: 'Unknown action' });
  if (errors.length > 0) throw validationFailed(errors);
  return {
    actor: query.actor?.trim() || undefined,
    action,
    targetType: query.target_type?.trim() || undefined,
    target: query.target?.trim() || undefined,
    from: from ?? undefined,
    before: before ?? undefined,
  };
}

export function listAudit(db: Db, query: AuditListQuery): { data: AuditEntry[]; pagination: Pagination } {
  const page = query.page ?? 1;
  const limit = query.limit ?? 25;
  const { rows, total } = repo.listEntries(db, filterOf(query), { limit, offset: pageOffset({ page, limit }) });
  return { data: rows.map(toEntry), pagination: pagination(page, limit, total) };
}

const CSV_HEADER = ['time', 'actor', 'actor_email', 'action', 'description', 'target_type', 'target_id', 'target', 'address', 'user_agent', 'details'];

/** Checks the filters at once (a bad one is a 400 before any byte is sent), then the CSV's lines, header first. */
export function auditCsv(db: Db, query: AuditExportQuery): Generator<string> {
  const filter = filterOf(query);
  function* lines(): Generator<string> {
    yield csvLine(CSV_HEADER);
    for (const row of repo.eachEntry(db, filter)) {
      const entry = toEntry(row);
      yield csvLine([
        entry.at,
        entry.actor?.name,
        entry.actor?.email,
        entry.action,
        entry.action_label,
        entry.target?.type,
        entry.target?.id,
        entry.target?.title,
        entry.address,
        entry.user_agent,
        row.details === '{}' ? '' : row.details,
      ]);
    }
  }
  return lines();
}

/** Removes entries older than the retention; answers how many went. */
export function pruneAudit(db: Db): number {
  return repo.pruneBefore(db, new Date(now() - AUDIT_RETENTION_DAYS * DAY_MS).toISOString());
}
