/**
 * Comment rules: public items whose comments are not off, trimmed fields with the spec's limits,
 * the moderation rules (moderation.ts), no second copy of a comment, and per client address per
 * rolling hour at most COMMENTS_PER_ITEM comments on one item and COMMENTS_PER_ADDRESS overall. A
 * class or a carrier network sharing one address may discuss a story together, so the caps sit well
 * above that; a script posting from one address stops there. Counted from the stored comments
 * (their address hash, held and spam ones too), so a restart changes nothing; a comment staff
 * deleted no longer counts.
 *
 * Readers see approved comments only. Staff moderate (approve, reject, spam, back to the queue,
 * trust or block the commenter) and reply as the newsroom, one level deep; every such decision goes
 * through recordModeration (moderation-log.ts), which writes the log line and the audit entry.
 */
import type {
  CommentItem,
  CommentListQuery,
  CommentMode,
  CommentSettings,
  CreateCommentBody,
  ModerationAction,
  PostedComment,
  PublicReply,
  RecentComment,
  StaffComment,
  StaffCommentListQuery,
  UpdateCommentSettingsBody,
} from '../../../shared/api/comments.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { checkComment, checkReply, filledHoneypot, HONEYPOT_MESSAGE, type CommentValues } from '../../../shared/validation/comment.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { HOUR_MS, refuseOverCap, windowStart } from '../../lib/address-cap.ts';
import { effectiveStatus, isPubliclyVisible } from '../content/visibility.ts';
import { findPublicItem } from '../content/public-item.ts';
import { contentTypeOf } from '../content/store.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import * as moderation from './moderation.ts';
import { recordModeration, type Moderator } from './moderation-log.ts';
import * as repo from './repository.ts';
import * as settings from './settings-repository.ts';
import { commentTrash } from './trash.ts';
import { moveAllToTrash, type TrashActor } from '../content/trash.ts';
import { siteName } from '../site/service.ts';

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

export const DUPLICATE_MESSAGE = 'You have already posted this comment.';
export const HELD_MESSAGE = 'Thanks! Your comment will appear once a moderator has approved it.';

/**
 * Checks the item and the fields, then (only for an acceptable comment: a reader fixing a typo is
 * never locked out) the caps of the poster's address and a repeat of the same text by the same
 * commenter, then stores it as moderation decides. `addressHash`: the keyed hash of the client
 * address (lib/client-address.ts).
 */
export function createComment(db: Db, itemId: string, body: CreateCommentBody, addressHash: string): { data: PostedComment; message: string } {
  const item = publicItem(db, itemId);
  const mode = moderation.itemMode(db, item);
  if (mode === 'off') throw forbidden('Comments are disabled for this item');
  const fields = checked(body);
  return inTransaction(db, (tx) => {
    const use = repo.commentsFromAddress(tx, addressHash, item.id, windowStart(HOUR_MS));
    refuseOverCap(use.onItem, COMMENTS_PER_ITEM, HOUR_MS, 'Too many comments on this item from your network.');
    refuseOverCap(use.all, COMMENTS_PER_ADDRESS, HOUR_MS, 'Too many comments from your network.');
    if (repo.textsByCommenter(tx, item.id, addressHash, fields.name).some((text) => moderation.sameText(text, fields.content))) {
      throw conflict(DUPLICATE_MESSAGE);
    }
    const decision = moderation.decide(tx, mode, fields);
    const row = repo.insertComment(tx, { itemId: item.id, ...fields, addressHash, status: decision.status, heldReason: decision.reason });
    // Spam is answered as held: a blocked commenter is not told so.
    const status = decision.status === 'approved' ? 'approved' : 'pending';
    return { data: { ...row, replies: [], status }, message: status === 'approved' ? 'Comment posted' : HELD_MESSAGE };
  });
}

export function listComments(db: Db, itemId: string, q: CommentListQuery) {
  const item = publicItem(db, itemId);
  const mode = moderation.itemMode(db, item);
  const counts = repo.countPublic(db, item.id);
  if (q.all) {
    const comments = repo.listPublic(db, item.id);
    return { comments, totalComments: counts.all, pagination: pagination(1, Math.max(1, counts.threads), counts.threads), mode };
  }
  const page = q.page ?? 1;
  const limit = q.limit ?? 3;
  const comments = repo.listPublic(db, item.id, { limit, offset: pageOffset({ page, limit }) });
  return { comments, totalComments: counts.all, pagination: pagination(page, limit, counts.threads), mode };
}

export function commentCount(db: Db, itemId: string): { count: number } {
  return { count: repo.countPublic(db, publicItem(db, itemId).id).all };
}

export function recentComments(db: Db, limit: number): RecentComment[] {
  return repo.recentComments(db, limit);
}


/**
 * The moderation list: readers' comments on every item, drafts and scheduled items included (staff
 * must be able to clear spam before an item goes out), with the newsroom's replies under each. An
 * id that names no item is just an empty list.
 */
export function staffComments(db: Db, query: StaffCommentListQuery) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const { rows, total } = repo.staffComments(
    db,
    { q: query.q?.trim() || undefined, type: query.type, itemId: query.item_id, status: query.status },
    { limit, offset: pageOffset({ page, limit }) },
  );
  const data: StaffComment[] = rows.map(({ item_date, item_status, ...row }) => ({
    ...row,
    item_status: effectiveStatus(item_status, item_date),
    item_public: isPubliclyVisible(item_status, item_date),
  }));
  return { data, pagination: pagination(page, limit, total) };
}

const plural = (n: number) => `${n} ${n === 1 ? 'comment' : 'comments'}`;

/**
 * Moves those of the ids that exist to the trash (each with its replies), all or nothing; ids are
 * checked as UUIDs by the route schema.
 */
export async function deleteComments(db: Db, ids: string[], actor: TrashActor, by: Moderator): Promise<{ message: string; deleted: number }> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const deleted = (await moveAllToTrash(db, commentTrash, unique, actor)).length;
  recordModeration(db, by, { action: 'trash', comments: unique, changed: deleted });
  return { message: `${plural(deleted)} moved to the trash`, deleted };
}

const STATUS_OF = { approve: 'approved', trust: 'approved', reject: 'rejected', spam: 'spam', block: 'spam', pending: 'pending' } as const;
const DONE = { approve: 'approved', trust: 'approved', reject: 'rejected', spam: 'marked as spam', block: 'marked as spam', pending: 'moved back to the queue' } as const;

/**
 * One decision on readers' comments (staff replies are not moderated). `trust` and `block` also
 * set the rule of each comment's commenter and apply it to their comments waiting in the queue.
 * All or nothing.
 */
export function moderate(db: Db, ids: string[], action: ModerationAction, by: Moderator): { message: string; changed: number } {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const status = STATUS_OF[action];
  const changed = inTransaction(db, (tx) => {
    const targets = repo.readerComments(tx, unique);
    const ids = new Set(targets.map((c) => c.id));
    if (action === 'trust' || action === 'block') {
      const rule = action === 'trust' ? 'trusted' : 'blocked';
      for (const target of targets) {
        const key = settings.commenterKey(target);
        settings.setRule(tx, key, rule, by.id);
        for (const id of repo.pendingOfCommenter(tx, key)) ids.add(id);
      }
    }
    return repo.setStatus(tx, [...ids], status, by.id);
  });
  recordModeration(db, by, { action, comments: unique, changed });
  const who = action === 'trust' ? '; the commenter is trusted' : action === 'block' ? '; the commenter is blocked' : '';
  return { message: `${plural(changed)} ${DONE[action]}${who}`, changed };
}

export function pendingCount(db: Db): { pending: number } {
  return { pending: repo.countByStatus(db, 'pending') };
}

/**
 * A reply from the newsroom, published at once: under the comment it answers, or under that
 * comment's own comment when it answers a reply (one level). Replying to a held comment approves
 * it: the newsroom would not answer in public what it keeps out of sight.
 */
export function reply(db: Db, commentId: string, body: { content?: string }, by: Moderator): PublicReply {
  const errors = new FieldErrors();
  const content = checkReply(errors, body);
  if (!errors.empty) throw badRequest(errors.items[0].msg, errors.items);
  const target = isUuid(commentId) ? repo.findComment(db, commentId) : undefined;
  if (!target) throw notFound('Comment not found');
  const parentId = target.parentId ?? target.id;
  const newsroom = siteName(db); // the site's name as administrators set it signs the reply
  const created = inTransaction(db, (tx) => {
    if (!target.parentId && target.status !== 'approved') repo.setStatus(tx, [target.id], 'approved', by.id);
    return repo.insertComment(tx, {
      itemId: target.itemId,
      name: newsroom,
      email: null,
      content,
      addressHash: null,
      status: 'approved',
      heldReason: null,
      parentId,
      isStaff: true,
      authorUserId: by.id,
    });
  });
  recordModeration(db, by, { action: 'reply', comments: [parentId, created.id], changed: 1 });
  return created;
}

export function commentSettings(db: Db): CommentSettings {
  return {
    mode: moderation.siteMode(db),
    blocked_words: moderation.blockedWords(db),
    authors: settings.listRules(db).map((r) => ({ id: r.id, name: r.name, email: r.email, rule: r.rule, created_at: r.createdAt })),
  };
}

export function updateCommentSettings(db: Db, body: UpdateCommentSettingsBody, by: Moderator): CommentSettings {
  inTransaction(db, (tx) => {
    if (body.mode) moderation.setSiteMode(tx, body.mode);
    if (body.blocked_words) moderation.setBlockedWords(tx, body.blocked_words);
  });
  recordModeration(db, by, { action: 'settings' });
  return commentSettings(db);
}

export function deleteAuthorRule(db: Db, ruleId: string, by: Moderator): string {
  const rule = isUuid(ruleId) ? settings.deleteRule(db, ruleId) : undefined;
  if (!rule) throw notFound('Rule not found');
  recordModeration(db, by, { action: `forget ${rule.rule} commenter` });
  return rule.rule === 'trusted' ? 'The commenter is no longer trusted' : 'The commenter is no longer blocked';
}

const ITEMS_SHOWN = 20;

function toCommentItem(row: settings.ItemRow, site: CommentMode): CommentItem {
  return { ...row, mode: row.allow_comments ? (row.own ?? site) : 'off' };
}

/** Items by title (or, without a search, those with their own setting), with how they take comments. */
export function commentItems(db: Db, q?: string): CommentItem[] {
  const site = moderation.siteMode(db);
  return settings.commentItems(db, q?.trim() || undefined, ITEMS_SHOWN).map((row) => toCommentItem(row, site));
}

/** Gives an item its own setting (`default`: back to the site's). */
export function setItemMode(db: Db, itemId: string, mode: CommentMode | 'default', by: Moderator): CommentItem {
  if (!contentTypeOf(db, itemId)) throw notFound('Item not found');
  settings.setItemMode(db, itemId, mode === 'default' ? null : mode);
  recordModeration(db, by, { action: `item setting: ${mode}`, item: itemId });
  return toCommentItem(settings.commentItem(db, itemId)!, moderation.siteMode(db));
}
