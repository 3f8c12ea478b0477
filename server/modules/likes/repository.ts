/** The likes table: one row per (item, visitor), so the count is a row count, exact under concurrency. */
import { and, count, desc, eq, gt, inArray, max, min, sql } from 'drizzle-orm';
import { nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { likeCountOf } from '../content/engagement.ts';
import type { WindowUse } from '../../lib/address-cap.ts';
import { articles, likes } from '../../db/schema.ts';
import type { ArticleRow } from '../articles/mapper.ts';
import { articleVisible, isPubliclyVisible } from '../content/visibility.ts';

/** Asked on every article page a reader opens (their like state): prepared once (db/prepared.ts). */
export function hasLiked(db: Db, itemId: string, visitorId: string): boolean {
  const statement = preparedOnce(db, 'visitor liked item', () =>
    db
      .select({ id: likes.itemId })
      .from(likes)
      .where(and(eq(likes.itemId, sql.placeholder('itemId')), eq(likes.visitorId, sql.placeholder('visitorId'))))
      .prepare(),
  );
  return !!statement.get({ itemId, visitorId });
}

/** Likes of the item that are still there, given from one address since `since`. */
function likesFromAddress(db: Db, itemId: string, addressHash: string, since: string): WindowUse {
  const row = db
    .select({ count: count(), oldest: min(likes.createdAt) })
    .from(likes)
    .where(and(eq(likes.itemId, itemId), eq(likes.addressHash, addressHash), gt(likes.createdAt, since)))
    .get();
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
}

/**
 * Adds the visitor's like and returns the new count. A repeat changes nothing and is never
 * refused; a new like first passes `underCap` (which throws to refuse it) with what its address
 * gave since `since`. One transaction: the check and the insert see the same rows.
 */
export function addLike(
  db: Db,
  like: { itemId: string; visitorId: string; addressHash: string },
  since: string,
  underCap: (use: WindowUse) => void,
): number {
  // hasLiked and likeCountOf run their statements prepared once on `db`: better-sqlite3 has one
  // connection, so they read inside this transaction all the same.
  return inTransaction(db, (tx) => {
    if (!hasLiked(db, like.itemId, like.visitorId)) {
      underCap(likesFromAddress(tx, like.itemId, like.addressHash, since));
      // The injectable clock's time, so the window moves with it in tests.
      tx.insert(likes).values({ ...like, createdAt: nowIso() }).onConflictDoNothing().run();
    }
    return likeCountOf(db, like.itemId);
  });
}

/** Removes only this visitor's like (none: nothing changes, never below 0) and returns the new count. */
export function removeLike(db: Db, itemId: string, visitorId: string): number {
  return inTransaction(db, (tx) => {
    tx.delete(likes).where(and(eq(likes.itemId, itemId), eq(likes.visitorId, visitorId))).run();
    return likeCountOf(db, itemId); // prepared on `db`, read inside this transaction (see addLike)
  });
}

/** Public articles by id (the most liked list), in no particular order. */
export function publicArticlesByIds(db: Db, ids: string[]): ArticleRow[] {
  if (ids.length === 0) return [];
  return db.select().from(articles).where(inArray(articles.id, ids)).all().filter((a) => isPubliclyVisible(a.status, a.publishDate));
}

/** Public articles with at least one like, most liked first (newest like breaks ties). */
export function mostLikedArticles(db: Db, limit: number): { id: string; likeCount: number }[] {
  return db
    .select({ id: likes.itemId, likeCount: count() })
    .from(likes)
    .innerJoin(articles, eq(articles.id, likes.itemId))
    .where(articleVisible())
    .groupBy(likes.itemId)
    .orderBy(desc(count()), desc(max(likes.createdAt)), desc(articles.publishDate))
    .limit(limit)
    .all();
}
