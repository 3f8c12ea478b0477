/** What readers did with items: like and comment counts, shown on every public item. */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PublicVideo } from '../../../shared/api/public.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { comments, likes } from '../../db/schema.ts';

/** The counts every public item carries, as the public schemas declare them. */
export type Engagement = Pick<PublicVideo, 'likes' | 'comments_count'>;

/** Readers see approved comments only (comments/moderation.ts): the counts are of those. */
const publicComment = eq(comments.status, 'approved');

/** Like and comment counts of many items in two grouped queries. */
function engagementOf(db: Db, ids: string[]): Map<string, Engagement> {
  const out = new Map<string, Engagement>(ids.map((id) => [id, { likes: 0, comments_count: 0 }]));
  if (ids.length === 0) return out;
  for (const row of db.select({ id: likes.itemId, n: count() }).from(likes).where(inArray(likes.itemId, ids)).groupBy(likes.itemId).all()) {
    out.get(row.id)!.likes = row.n;
  }
  for (const row of db.select({ id: comments.itemId, n: count() }).from(comments).where(and(inArray(comments.itemId, ids), publicComment)).groupBy(comments.itemId).all()) {
    out.get(row.id)!.comments_count = row.n;
  }
  return out;
}

/**
 * One item's two counts as statements prepared once (db/prepared.ts): a detail and a reader's like
 * state ask for them on every request, and a list of ids of varying length cannot be prepared.
 */
function oneItemCounts(db: Db) {
  return preparedOnce(db, 'counts of one item', () => {
    const ID = sql.placeholder('id');
    return {
      likes: db.select({ n: count() }).from(likes).where(eq(likes.itemId, ID)).prepare(),
      comments: db.select({ n: count() }).from(comments).where(and(eq(comments.itemId, ID), publicComment)).prepare(),
    };
  });
}

/** How many likes one item has. */
export const likeCountOf = (db: Db, id: string): number => oneItemCounts(db).likes.get({ id })?.n ?? 0;

const engagementOfOne = (db: Db, id: string): Engagement => ({
  likes: likeCountOf(db, id),
  comments_count: oneItemCounts(db).comments.get({ id })?.n ?? 0,
});

/** The items with their like and comment counts. */
export function withEngagement<T extends { id: string }>(db: Db, items: T[]): (T & Engagement)[] {
  if (items.length === 1) return [{ ...items[0], ...engagementOfOne(db, items[0].id) }];
  const counts = engagementOf(db, items.map((i) => i.id));
  return items.map((item) => ({ ...item, ...counts.get(item.id)! }));
}
