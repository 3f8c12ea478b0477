/**
 * The comments table. Public reads select explicit columns, only approved comments, and never the
 * e-mail; only the staff moderation list (staffComments) selects it.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, min, or, sql, type SQL } from 'drizzle-orm';
import type { ContentStatus, ContentType } from '../../../shared/constants.ts';
import type { CommentStatus } from '../../../shared/api/comments.ts';
import type { SQLiteColumn, SQLiteSelect } from 'drizzle-orm/sqlite-core';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { WindowUse } from '../../lib/address-cap.ts';
import { articles, commentAuthorRules, comments, contentItems, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';
import { containsPattern } from '../content/list-filters.ts';
import { articleVisible, podcastVisible, tvVisible, videoVisible } from '../content/visibility.ts';

const replyColumns = {
  id: comments.id,
  item_id: comments.itemId,
  name: comments.name,
  content: comments.content,
  created_at: comments.createdAt,
  is_staff: comments.isStaff,
};
/** Newest first; the rowid breaks ties between comments written in the same millisecond. */
const newestFirst = [desc(comments.createdAt), desc(sql`${comments}.rowid`)];
const approved = eq(comments.status, 'approved');

export type PublicReplyRow = { id: string; item_id: string; name: string; content: string; created_at: string; is_staff: boolean };
export type PublicCommentRow = PublicReplyRow & { replies: PublicReplyRow[] };

export interface NewComment {
  itemId: string;
  name: string;
  email: string | null;
  content: string;
  addressHash: string | null;
  status: CommentStatus;
  heldReason: string | null;
  parentId?: string;
  isStaff?: boolean;
  authorUserId?: string;
}

export function insertComment(db: Db, values: NewComment): PublicReplyRow {
  const id = randomUUID();
  // The injectable clock's time, so the per-address windows move with it in tests.
  db.insert(comments).values({ id, ...values, createdAt: nowIso() }).run();
  return db.select(replyColumns).from(comments).where(eq(comments.id, id)).get()!;
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

/** The texts one commenter (by address, or by name) already wrote on an item, whatever became of them. */
export function textsByCommenter(db: Db, itemId: string, addressHash: string, name: string): string[] {
  return db
    .select({ content: comments.content })
    .from(comments)
    .where(and(eq(comments.itemId, itemId), or(eq(comments.addressHash, addressHash), sql`lower(${comments.name}) = ${name.toLowerCase()}`)))
    .all()
    .map((r) => r.content);
}

/** An item's approved comments and replies, and how many of them are comments (the pages' total), in one count. */
export function countPublic(db: Db, itemId: string): { all: number; threads: number } {
  const row = db
    .select({ all: count(), threads: sql<number>`coalesce(sum(${comments.parentId} is null), 0)` })
    .from(comments)
    .where(and(eq(comments.itemId, itemId), approved))
    .get();
  return { all: row?.all ?? 0, threads: Number(row?.threads ?? 0) };
}

/** A page of an item's approved comments (newest first) with their approved replies (oldest first); no page: all. */
export function listPublic(db: Db, itemId: string, page?: { limit: number; offset: number }): PublicCommentRow[] {
  const query = db
    .select(replyColumns)
    .from(comments)
    .where(and(eq(comments.itemId, itemId), approved, isNull(comments.parentId)))
    .orderBy(...newestFirst);
  const threads = page ? query.limit(page.limit).offset(page.offset).all() : query.all();
  if (threads.length === 0) return [];
  // Sorted here: with the ids listed, SQLite would sort them in a temporary tree.
  const replies = db
    .select({ ...replyColumns, parent_id: comments.parentId })
    .from(comments)
    .where(and(eq(comments.itemId, itemId), approved, inArray(comments.parentId, threads.map((t) => t.id))))
    .all()
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const byParent = new Map(threads.map((t) => [t.id, [] as PublicReplyRow[]]));
  for (const { parent_id, ...reply } of replies) byParent.get(parent_id!)?.push(reply);
  return threads.map((t) => ({ ...t, replies: byParent.get(t.id)! }));
}

export function findComment(db: Db, id: string) {
  return db
    .select({ id: comments.id, itemId: comments.itemId, parentId: comments.parentId, status: comments.status, name: comments.name, email: comments.email })
    .from(comments)
    .where(eq(comments.id, id))
    .get();
}


/** Readers' comments among `ids` (staff replies are not moderated), with their commenter. */
export function readerComments(db: Db, ids: string[]) {
  return db
    .select({ id: comments.id, name: comments.name, email: comments.email })
    .from(comments)
    .where(and(inArray(comments.id, ids), eq(comments.isStaff, false)))
    .all();
}

/** Sets the status of the given comments; answers how many changed. */
export function setStatus(db: Db, ids: string[], status: CommentStatus, by: string | null): number {
  if (ids.length === 0) return 0;
  return db
    .update(comments)
    .set({ status, moderatedAt: nowIso(), moderatedBy: by })
    .where(and(inArray(comments.id, ids), sql`${comments.status} <> ${status}`))
    .run().changes;
}

/** The pending comments of one commenter (name and e-mail as the rules key them). */
export function pendingOfCommenter(db: Db, pair: { name: string; email: string }): string[] {
  return db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.status, 'pending'), sql`lower(${comments.name}) = ${pair.name}`, sql`coalesce(lower(${comments.email}), '') = ${pair.email}`))
    .all()
    .map((r) => r.id);
}

/** The comment's item is not in the trash: its comments wait there with it, out of the queue (content/trash.ts). */
const itemNotTrashed = sql`coalesce(${articles.deletedAt}, ${videos.deletedAt}, ${tvEpisodes.deletedAt}, ${podcastEpisodes.deletedAt}) is null`;

export function countByStatus(db: Db, status: CommentStatus): number {
  return joinTyped(db.select({ n: count() }).from(comments).$dynamic(), comments.itemId).where(and(eq(comments.status, status), isNull(comments.parentId), itemNotTrashed)).get()?.n ?? 0;
}

/** The item a comment is on, whichever of the four tables holds it. */
export const itemTitle = sql<string>`coalesce(${articles.title}, ${videos.title}, ${tvEpisodes.title}, ${podcastEpisodes.title})`;
export const itemAllowsComments = sql<number>`coalesce(${articles.allowComments}, ${videos.allowComments}, ${tvEpisodes.allowComments}, ${podcastEpisodes.allowComments}, 1)`;

/** Rows joined to their item's typed row, for its title, status and date (`on`: the item id column). */
export function joinTyped<T extends SQLiteSelect>(query: T, on: SQLiteColumn) {
  return query
    .leftJoin(articles, eq(articles.id, on))
    .leftJoin(videos, eq(videos.id, on))
    .leftJoin(tvEpisodes, eq(tvEpisodes.id, on))
    .leftJoin(podcastEpisodes, eq(podcastEpisodes.id, on));
}

/** Comments joined to their item: its type from the registry, the rest from its typed row. */
const joinItem = <T extends SQLiteSelect>(query: T, on: SQLiteColumn) => joinTyped(query.innerJoin(contentItems, eq(contentItems.id, on)), on);

/** The latest approved reader comments on items that are public now, with the item's type and title. */
export function recentComments(db: Db, limit: number) {
  const columns = { ...replyColumns, item_type: sql<ContentType>`${contentItems.type}`, item_title: itemTitle };
  return joinItem(db.select(columns).from(comments).$dynamic(), comments.itemId)
    .where(and(approved, isNull(comments.parentId), or(articleVisible(), videoVisible(), tvVisible(), podcastVisible())))
    .orderBy(...newestFirst)
    .limit(limit)
    .all();
}

export interface StaffCommentFilters {
  /** Already trimmed and non-empty. */
  q?: string;
  type?: ContentType;
  itemId?: string;
  status?: CommentStatus;
}

function staffConditions(f: StaffCommentFilters): SQL {
  // Staff replies show under the comment they answer, not as rows of their own.
  const conditions: SQL[] = [isNull(comments.parentId), itemNotTrashed];
  if (f.type) conditions.push(eq(contentItems.type, f.type));
  if (f.itemId) conditions.push(eq(comments.itemId, f.itemId));
  if (f.status) conditions.push(eq(comments.status, f.status));
  if (f.q) {
    const pattern = containsPattern(f.q.toLowerCase());
    const like = (value: SQL | SQLiteColumn) => sql`lower(${value}) like ${pattern} escape '\\'`;
    conditions.push(or(like(comments.name), like(sql`coalesce(${comments.email}, '')`), like(comments.content), like(sql`coalesce(${itemTitle}, '')`))!);
  }
  return and(...conditions)!;
}

const staffColumns = {
  id: comments.id,
  item_id: comments.itemId,
  name: comments.name,
  content: comments.content,
  created_at: comments.createdAt,
  email: comments.email,
  status: comments.status,
  held_reason: comments.heldReason,
  author_rule: commentAuthorRules.rule,
  item_type: sql<ContentType>`${contentItems.type}`,
  item_title: sql<string>`coalesce(${itemTitle}, '')`,
  item_status: sql<ContentStatus>`coalesce(${articles.status}, ${videos.status}, ${tvEpisodes.status}, ${podcastEpisodes.status}, 'draft')`,
  item_date: sql<string>`coalesce(${articles.publishDate}, ${videos.uploadDate}, ${tvEpisodes.uploadDate}, ${podcastEpisodes.publishDate}, '')`,
};

/** The rule of a comment's commenter: rules key them by lower-case name and e-mail ('' for none). */
const ruleOfCommenter = and(
  eq(commentAuthorRules.name, sql`lower(${comments.name})`),
  eq(commentAuthorRules.email, sql`coalesce(lower(${comments.email}), '')`),
);

/** One page of readers' comments (any item, any status) for moderators, newest first, with the total. */
export function staffComments(db: Db, f: StaffCommentFilters, page: { limit: number; offset: number }) {
  const where = staffConditions(f);
  const total = joinItem(db.select({ n: count() }).from(comments).$dynamic(), comments.itemId).where(where).get()?.n ?? 0;
  const rows = joinItem(db.select(staffColumns).from(comments).$dynamic(), comments.itemId)
    .leftJoin(commentAuthorRules, ruleOfCommenter)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset)
    .all();
  const replies = rows.length
    ? db
        .select({ id: comments.id, parent_id: comments.parentId, name: comments.name, content: comments.content, created_at: comments.createdAt })
        .from(comments)
        .where(inArray(comments.parentId, rows.map((r) => r.id)))
        .orderBy(comments.createdAt)
        .all()
    : [];
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      replies: replies.filter((r) => r.parent_id === row.id).map(({ parent_id: _parent, ...reply }) => reply),
    })),
  };
}
