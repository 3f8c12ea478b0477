/**
 * Every moderation decision goes through recordModeration: approving, rejecting, filing as spam,
 * putting back in the queue, trusting or blocking a commenter, replying as the newsroom, deleting,
 * changing the settings. Today it writes one info line to the server log (who, what, how many:
 * never a commenter's text or address). It is the one place the audit trail, which does not exist
 * yet, will be wired to.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface ModerationEvent {
  /** The staff member's user id. */
  actor: string;
  action: string;
  /** The comments concerned (ids), if any. */
  comments?: string[];
  /** The item concerned, for an item's setting. */
  item?: string;
  /** How many rows changed. */
  changed?: number;
}

export function recordModeration(log: FastifyBaseLogger, event: ModerationEvent): void {
  log.info({ moderation: { ...event, comments: event.comments?.length ? event.comments : undefined } }, 'comment moderation');
}
