/**
 * Every moderation decision goes through recordModeration: approving, rejecting, filing as spam,
 * putting back in the queue, trusting or blocking a commenter, replying as the newsroom, deleting,
 * changing the settings. It writes one info line to the server log (who, what, how many: never a
 * commenter's text or address) and one entry to the audit trail (server/modules/audit/), with the
 * moderator's address and browser.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AuditAction } from '../../../shared/audit.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit, type AuditContext } from '../audit/service.ts';

/** Who does it, for the record: the signed-in staff member, the log of their request and where it came from. */
export interface Moderator {
  id: string;
  log: FastifyBaseLogger;
  audit: AuditContext;
}

export interface ModerationEvent {
  action: string;
  /** The comments concerned (ids), if any. */
  comments?: string[];
  /** The item concerned, for an item's setting. */
  item?: string;
  /** How many rows changed. */
  changed?: number;
}

/** The audit trail's name for a decision: deletions, replies and settings have their own; the rest are moderation. */
function auditAction(action: string): AuditAction {
  // 'trash': deleted comments go to the trash for 30 days (server/modules/content/trash.ts).
  if (action === 'delete' || action === 'trash') return 'comment.delete';
  if (action === 'reply') return 'comment.reply';
  if (action === 'settings' || action.startsWith('forget ') || action.startsWith('item setting')) return 'comment.settings';
  return 'comment.moderate';
}

export function recordModeration(db: Db, by: Moderator, event: ModerationEvent): void {
  const comments = event.comments?.length ? event.comments : undefined;
  by.log.info({ moderation: { actor: by.id, ...event, comments } }, 'comment moderation');
  const single = comments?.length === 1 ? { type: 'comment' as const, id: comments[0] } : undefined;
  appendAudit(db, by.audit, {
    action: auditAction(event.action),
    target: single ?? (event.item ? { type: 'item' as const, id: event.item } : undefined),
    details: { decision: event.action, comments, changed: event.changed },
  });
}
