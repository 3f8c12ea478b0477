/**
 * Comments in the trash (content/trash.ts): a comment is moved into its trash row whole, with the
 * replies under it (the newsroom's answers), and out of the comments table, so no reader's query
 * of comments changes and the moderation queue and its count leave it at once. It comes back as it
 * was (same id, name, text, time and moderation status, its replies with it) while its item exists.
 */
import { asc, eq } from 'drizzle-orm';
import { truncate } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { comments } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { contentTypeOf } from '../content/store.ts';
import { itemTitle } from '../content/trash-items.ts';
import { noLosses, type TrashKind } from '../content/trash.ts';

type CommentRow = typeof comments.$inferSelect;

/** The comment, then its replies (oldest first): the order they go back in. */
export const commentTrash: TrashKind<{ row: CommentRow; replies?: CommentRow[] }> = {
  type: 'comments',
  label: 'Comment',
  take(tx: Db, id: string) {
    const row = isUuid(id) ? tx.select().from(comments).where(eq(comments.id, id.toLowerCase())).get() : undefined;
    if (!row) return undefined;
    const replies = tx.select().from(comments).where(eq(comments.parentId, row.id)).orderBy(asc(comments.createdAt)).all();
    // The replies' rows go with it (parent_id cascades): they are kept in `replies`.
    tx.delete(comments).where(eq(comments.id, row.id)).run();
    return { title: `${row.name}: ${truncate(row.content, 80)}`, restore: { row, replies } };
  },
  putBack(tx, _id, { row, replies = [] }) {
    if (!contentTypeOf(tx, row.itemId)) throw conflict('The item this comment was on has been deleted for good');
    // A reply whose comment is in the trash (or gone) would point at nothing: that comment comes first.
    const parentGone = row.parentId && !tx.select({ id: comments.id }).from(comments).where(eq(comments.id, row.parentId)).get();
    if (parentGone) throw conflict('Restore the comment this one replies to first');
    tx.insert(comments).values(row).run();
    if (replies.length) tx.insert(comments).values(replies).run();
  },
  // The comment is only in its trash row, which the trash deletes.
  destroy() {},
  losses: (_db, _id, { row, replies = [] }) => ({
    ...noLosses(),
    named: [`the comment by ${row.name}${replies.length ? ` with ${replies.length === 1 ? '1 reply' : `${replies.length} replies`}` : ''}`],
  }),
  detail(db, _id, { row }) {
    const title = itemTitle(db, row.itemId);
    return title ? `On "${title}"` : 'On an item deleted for good';
  },
};
