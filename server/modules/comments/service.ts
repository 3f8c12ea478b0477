/**
 * Comment rules: public items with comments allowed, trimmed fields with the spec's limits, and
 * per client address per rolling hour at most COMMENTS_PER_ITEM comments on one item and
 * COMMENTS_PER_ADDRESS overall. A class or a carrier network sharing one address may discuss a
 * story together, so the caps sit well above that; a script posting from one address stops there.
 * Counted from the stored comments (their address hash), so a restart changes nothing; a comment
 * staff deleted no longer counts.
 */
import type {
  CommentListQuery,
  CreateCommentBody,
  PublicComment,
  RecentComment,
  StaffComment,
  StaffCommentListQuery,
} from '../../../shared/api/comments.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { checkComment, filledHoneypot, HONEYPOT_MESSAGE, type CommentValues } from '../../../shared/validation/comment.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { HOUR_MS, refuseOverCap, windowStart } from '../../lib/address-cap.ts';
import { effectiveStatus, isPubliclyVisible } from '../content/visibility.ts';
import { findPublicItem } from '../content/public-item.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import * as repo from './repository.ts';

/** The shared field rules, then the honeypot (its message names no field: a bot learns nothing). */
function checked(body: CreateCommentBody): CommentValues {
  const errors = new FieldErrors();
  const fields = checkComment(errors, body);
  // The first problem is the message, every problem is listed for the form.
  if (!errors.empty) throw badRequest(errors.items[0].msg, errors.items);
  if (filledHoneypot(body)) throw badRequest(HONEYPOT_MESSAGE);
  return fields;
}

function publicItem(db: Db, id: string) {
  const item = isUuid(id) ? findPublicItem(db, id) : undefined;
  if (!item) throw notFound('Item not found');
  return item;
}

export const COMMENTS_PER_ITEM = 30;
export const COMMENTS_PER_ADDRESS = 100;

/**
 * Checks the item and the fields, then (only for an acceptable comment: a reader fixing a typo is
 * never locked out) the caps of the poster's address, then stores it. `addressHash`: the keyed
 * hash of the client address (lib/client-address.ts).
 */
export function createComment(db: Db, itemId: string, body: CreateCommentBody, addressHash: string): PublicComment {
  const item = publicItem(db, itemId);
  if (!item.allowComments) throw forbidden('Comments are disabled for this item');
  const fields = checked(body);
  return inTransaction(db, (tx) => {
    const use = repo.commentsFromAddress(tx, addressHash, item.id, windowStart(HOUR_MS));
    refuseOverCap(use.onItem, COMMENTS_PER_ITEM, HOUR_MS, 'Too many comments on this item from your network.');
    refuseOverCap(use.all, COMMENTS_PER_ADDRESS, HOUR_MS, 'Too many comments from your network.');
    return repo.insertComment(tx, { itemId: item.id, ...fields, addressHash });
  });
}

export function listComments(db: Db, itemId: string, q: CommentListQuery) {
  const item = publicItem(db, itemId);
  const totalComments = repo.countComments(db, item.id);
  if (q.all) {
    const comments = repo.listComments(db, item.id);
    return { comments, totalComments, pagination: pagination(1, Math.max(1, totalComments), totalComments) };
  }
  const page = q.page ?? 1;
  const limit = q.limit ?? 3;
  const comments = repo.listComments(db, item.id, { limit, offset: pageOffset({ page, limit }) });
  return { comments, totalComments, pagination: pagination(page, limit, totalComments) };
}

export function commentCount(db: Db, itemId: string): { count: number } {
  return { count: repo.countComments(db, publicItem(db, itemId).id) };
}

export function deleteComment(db: Db, commentId: string): void {
  if (!isUuid(commentId) || !repo.deleteComment(db, commentId)) throw notFound('Comment not found');
}

export function recentComments(db: Db, limit: number): RecentComment[] {
  return repo.recentComments(db, limit);
}

/**
 * The moderation list: every comment on every item, drafts and scheduled items included (staff
 * must be able to clear spam before an item goes out). An id that names no item is just an empty list.
 */
export function staffComments(db: Db, query: StaffCommentListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total } = repo.staffComments(
    db,
    { q: query.q?.trim() || undefined, type: query.type, itemId: query.item_id },
    { limit, offset: pageOffset({ page, limit }) },
  );
  const data: StaffComment[] = rows.map(({ item_date, item_status, ...row }) => ({
    ...row,
    item_status: effectiveStatus(item_status, item_date),
    item_public: isPubliclyVisible(item_status, item_date),
  }));
  return { data, pagination: pagination(page, limit, total) };
}

/** Removes those of the ids that exist, all or nothing; ids are checked as UUIDs by the route schema. */
export function deleteComments(db: Db, ids: string[]): { message: string; deleted: number } {
  const deleted = repo.deleteComments(db, [...new Set(ids.map((id) => id.toLowerCase()))]);
  return { message: `${deleted} ${deleted === 1 ? 'comment' : 'comments'} deleted`, deleted };
}
