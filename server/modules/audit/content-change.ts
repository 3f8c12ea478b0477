/**
 * The audit entry of a staff change to a content item, from the item before and after it: created,
 * deleted, or, for an edit, published / scheduled / unpublished when its status crossed into or out
 * of public view, else edited, with the names of the fields that changed.
 */
import type { AuditTargetType } from '../../../shared/audit.ts';
import type { AuditEntryInput } from './service.ts';

type Item = { id?: unknown; title?: unknown; status?: unknown } & Record<string, unknown>;

/** Fields the server moves by itself (counters, stamps, the save count `version`): never what a person changed. */
const NOT_EDITS = new Set(['version', 'updated_at', 'updatedAt', 'created_at', 'createdAt', 'views', 'plays', 'downloads', 'likes', 'comments', 'read_time']);
const PUBLIC = new Set(['published', 'scheduled']);

function changedFields(before: Item, after: Item): string[] {
  return Object.keys(after).filter((key) => !NOT_EDITS.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

function actionFor(from: unknown, to: unknown): AuditEntryInput['action'] {
  if (from === to) return 'content.update';
  if (to === 'published') return 'content.publish';
  if (to === 'scheduled') return 'content.schedule';
  if (to === 'review') return 'content.submit';
  if (from === 'review' && to === 'draft') return 'content.withdraw';
  if (PUBLIC.has(String(from))) return 'content.unpublish';
  return 'content.update';
}

/** `before` null: created; `after` null: deleted; both: edited. */
export function contentChange(type: AuditTargetType, before: unknown, after: unknown): AuditEntryInput {
  const was = before as Item | null;
  const now = after as Item | null;
  const item = (now ?? was) as Item;
  const target = { type, id: String(item.id ?? ''), title: typeof item.title === 'string' ? item.title : null };
  if (!was) return { action: 'content.create', target, details: { status: now?.status } };
  if (!now) return { action: 'content.delete', target, details: { status: was.status } };
  const action = actionFor(was.status, now.status);
  return {
    action,
    target,
    details: { changed: changedFields(was, now), ...(was.status !== now.status ? { from: was.status, to: now.status } : {}) },
  };
}
