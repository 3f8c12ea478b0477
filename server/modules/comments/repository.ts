/** The comments table. Public reads select explicit columns and never the e-mail. */
import { randomUUID } from 'node:crypto';
import { count, desc, eq, or, sql } from 'drizzle-orm';
import type { ContentType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { articles, comments, contentItems, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';
import { articleVisible, podcastVisible, tvVisible, videoVisible } from '../public/repository.ts';

const publicColumns = {
  id: comments.id,
  item_id: comments.itemId,
  name: comments.name,
  content: comments.content,
  created_at: comments.createdAt,
};
/** Newest first; the rowid breaks ties between comments written in the same millisecond. */
const newestFirst = [desc(comments.createdAt), desc(sql`${comments}.rowid`)];

export type PublicCommentRow = { id: string; item_id: string; name: string; content: string; created_at: string };

export function insertComment(db: Db, values: { itemId: string; name: string; email: string | null; content: string }): PublicCommentRow {
  const id = randomUUID();
  db.insert(comments).values({ id, ...values, createdAt: new Date().toISOString() }).run();
  return db.select(publicColumns).from(comments).where(eq(comments.id, id)).get()!;
}

export function countComments(db: Db, itemId: string): number {
  return db.select({ n: count() }).from(comments).where(eq(comments.itemId, itemId)).get()?.n ?? 0;
}

/** One page of an item's comments; no limit returns them all. */
export function listComments(db: Db, itemId: string, page?: { limit: number; offset: number }): PublicCommentRow[] {
  const query = db.select(publicColumns).from(comments).where(eq(comments.itemId, itemId)).orderBy(...newestFirst);
  return page ? query.limit(page.limit).offset(page.offset).all() : query.all();
}

export function deleteComment(db: Db, id: string): boolean {
  return db.delete(comments).where(eq(comments.id, id)).run().changes > 0;
}

/** The latest comments on items that are public now, with the item's type and title. */
export function recentComments(db: Db, limit: number) {
  return db
    .select({
      ...publicColumns,
      item_type: sql<ContentType>`${contentItems.type}`,
      item_title: sql<string>`coalesce(${articles.title}, ${videos.title}, ${tvEpisodes.title}, ${podcastEpisodes.title})`,
    })
    .from(comments)
    .innerJoin(contentItems, eq(contentItems.id, comments.itemId))
    .leftJoin(articles, eq(articles.id, comments.itemId))
    .leftJoin(videos, eq(videos.id, comments.itemId))
    .leftJoin(tvEpisodes, eq(tvEpisodes.id, comments.itemId))
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.id, comments.itemId))
    .where(or(articleVisible(), videoVisible(), tvVisible(), podcastVisible()))
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
}
