/** What readers did with items: like and comment counts, shown on every public item. */
import { count, inArray } from 'drizzle-orm';
import type { PublicVideo } from '../../../shared/api/public.ts';
import type { Db } from '../../db/client.ts';
import { comments, likes } from '../../db/schema.ts';

/** The counts every public item carries, as the public schemas declare them. */
export type Engagement = Pick<PublicVideo, 'likes' | 'comments_count'>;

/** Like and comment counts of many items in two grouped queries. */
function engagementOf(db: Db, ids: string[]): Map<string, Engagement> {
  const out = new Map<string, Engagement>(ids.map((id) => [id, { likes: 0, comments_count: 0 }]));
  if (ids.length === 0) return out;
  for (const row of db.select({ id: likes.itemId, n: count() }).from(likes).where(inArray(likes.itemId, ids)).groupBy(likes.itemId).all()) {
    out.get(row.id)!.likes = row.n;
  }
  for (const row of db.select({ id: comments.itemId, n: count() }).from(comments).where(inArray(comments.itemId, ids)).groupBy(comments.itemId).all()) {
    out.get(row.id)!.comments_count = row.n;
  }
  return out;
}

/** The items with their like and comment counts. */
export function withEngagement<T extends { id: string }>(db: Db, items: T[]): (T & Engagement)[] {
  const counts = engagementOf(db, items.map((i) => i.id));
  return items.map((item) => ({ ...item, ...counts.get(item.id)! }));
}
