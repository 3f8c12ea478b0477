/**
 * The comments table. Public reads select explicit columns and never the e-mail; only the staff
 * moderation list (staffComments) selects it.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { ContentStatus, ContentType } from '../../../shared/constants.ts';
import type { SQLiteColumn, SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { WindowUse } from '../../lib/address-cap.ts';
import { articles, comments, contentItems, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';
import { containsPattern } from '../content/list-filters.ts';
import { articleVisible, podcastVisible, tvVisible, videoVisible } from '../content/visibility.ts';

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

export function insertComment(
  db: Db,
  values: { itemId: string; name: string; email: string | null; content: string; addressHash: string },
): PublicCommentRow {
  const id = randomUUID();
  // The injectable clock's time, so the per-address windows move with it in tests.
  db.insert(comments).values({ id, ...values, createdAt: nowIso() }).run();
  return db.select(publicColumns).from(comments).where(eq(comments.id, id)).get()!;
}

/** Comments still there from one address since `since`: on any item, and on `itemId`. */
export function commentsFromAddress(db: Db, addressHash: string, itemId: string, since: string): { all: WindowUse; onItem: WindowUse } {
  const recent = and(eq(comments.addressHash, addressHash), gt(comments.createdAt, since));
  const use = (where: SQL | undefined): WindowUse => {
    const row = db.select({ count: count(), oldest: min(comments.createdAt) }).from(comments).where(where).get();
    return { count: row?.count ?? 0, oldest: row?.oldest ?? null };
  };
  return { all: use(recent), onItem: use(and(recent, eq(comments.itemId, itemId))) };
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

/** Deletes the given comments in one transaction; answers how many existed. */
export function deleteComments(db: Db, ids: string[]): number {
  return db.transaction((tx) => tx.delete(comments).where(inArray(comments.id, ids)).run().changes);
}

/** The item a comment is on, whichever of the four tables holds it. */
const itemTitle = sql<string>`coalesce(${articles.title}, ${videos.title}, ${tvEpisodes.title}, ${podcastEpisodes.title})`;

/** Comments joined to their item (type from the registry, title/status/date from the typed row). */
function withItem<T extends SQLiteSelect>(query: T) {
  return query
    .innerJoin(contentItems, eq(contentItems.id, comments.itemId))
    .leftJoin(articles, eq(articles.id, comments.itemId))
    .leftJoin(videos, eq(videos.id, comments.itemId))
    .leftJoin(tvEpisodes, eq(tvEpisodes.id, comments.itemId))
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.id, comments.itemId));
}

/** The latest comments on items that are public now, with the item's type and title. */
export function recentComments(db: Db, limit: number) {
  const columns = { ...publicColumns, item_type: sql<ContentType>`${contentItems.type}`, item_title: itemTitle };
  return withItem(db.select(columns).from(comments).$dynamic())
    .where(or(articleVisible(), videoVisible(), tvVisible(), podcastVisible()))
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
}

export interface StaffCommentFilters {
  /** Already trimmed and non-empty. */
  q?: string;
  type?: ContentType;
  itemId?: string;
}

export type StaffCommentRow = PublicCommentRow & {
  email: string | null;
  item_type: ContentType;
  item_title: string;
  item_status: ContentStatus;
  /** The item's publish date (articles, podcasts) or upload date (videos, TV): decides visibility. */
  item_date: string;
};

function staffConditions(f: StaffCommentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.type) conditions.push(eq(contentItems.type, f.type));
  if (f.itemId) conditions.push(eq(comments.itemId, f.itemId));
  if (f.q) {
    const pattern = containsPattern(f.q.toLowerCase());
    const like = (value: SQL | SQLiteColumn) => sql`lower(${value}) like ${pattern} escape '\\'`;
    conditions.push(or(like(comments.name), like(sql`coalesce(${comments.email}, '')`), like(comments.content), like(sql`coalesce(${itemTitle}, '')`))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const staffColumns = {
  ...publicColumns,
  email: comments.email,
  item_type: sql<ContentType>`${contentItems.type}`,
  item_title: sql<string>`coalesce(${itemTitle}, '')`,
  item_status: sql<ContentStatus>`coalesce(${articles.status}, ${videos.status}, ${tvEpisodes.status}, ${podcastEpisodes.status}, 'draft')`,
  item_date: sql<string>`coalesce(${articles.publishDate}, ${videos.uploadDate}, ${tvEpisodes.uploadDate}, ${podcastEpisodes.publishDate}, '')`,
};

/** One page of every comment (any item, any status) for moderators, newest first, with the total. */
export function staffComments(db: Db, f: StaffCommentFilters, page: { limit: number; offset: number }): { rows: StaffCommentRow[]; total: number } {
  const where = staffConditions(f);
  const total = withItem(db.select({ n: count() }).from(comments).$dynamic()).where(where).get()?.n ?? 0;
  const rows = withItem(db.select(staffColumns).from(comments).$dynamic())
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { rows, total };
}
