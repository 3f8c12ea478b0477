/**
 * Audit trail contract (/api/audit): administrators read the entries, newest first, filtered by who,
 * what, which target and when, a page at a time, or download every match as CSV. Nothing edits them.
 */
import { Type, type Static } from 'typebox';
import { IsoDate, ListEnvelope, Nullable, pageQuery, Uuid } from './common.ts';

const filters = {
  /** Part of the staff member's name or address. */
  actor: Type.Optional(Type.String({ maxLength: 200 })),
  /** An action ('content.publish') or a group of them ('content'). */
  action: Type.Optional(Type.String({ maxLength: 80 })),
  target_type: Type.Optional(Type.String({ maxLength: 40 })),
  /** Part of the target's title, or its id. */
  target: Type.Optional(Type.String({ maxLength: 200 })),
  /** A date (its first instant, UTC) or an ISO instant: entries from then on. */
  from: Type.Optional(Type.String({ maxLength: 40 })),
  /** A date (the whole day, UTC, included) or an ISO instant (excluded): entries before then. */
  to: Type.Optional(Type.String({ maxLength: 40 })),
};

export const AuditListQuery = Type.Object({ ...pageQuery(25).properties, ...filters });
export type AuditListQuery = Static<typeof AuditListQuery>;

/** The export takes the list's filters, without paging. */
export const AuditExportQuery = Type.Object(filters);
export type AuditExportQuery = Static<typeof AuditExportQuery>;

export const AuditEntry = Type.Object({
  id: Uuid,
  at: IsoDate,
  /** Who did it, as they were named then; null for an unknown address's failed sign-in. */
  actor: Nullable(Type.Object({ id: Nullable(Type.String()), name: Type.String(), email: Type.String() })),
  address: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  action: Type.String(),
  /** The action in words ('Published'). */
  action_label: Type.String(),
  target: Nullable(Type.Object({ type: Type.String(), id: Nullable(Type.String()), title: Nullable(Type.String()) })),
  details: Type.Record(Type.String(), Type.Unknown()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListResponse = ListEnvelope(AuditEntry);
export type AuditListResponse = Static<typeof AuditListResponse>;
