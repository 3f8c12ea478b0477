/**
 * The SQL of review (review.ts): the items of the four content tables with their registry row's
 * editorial columns (owner, submission, note) and the names of the people those name. Items in the
 * trash are left out everywhere.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { ContentStatus, ContentType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export interface ReviewRow {
  id: string;
  type: ContentType;
  title: string;
  status: ContentStatus;
  updatedAt: string;
  ownerId: string | null;
  ownerName: string | null;
  submittedAt: string | null;
  submittedById: string | null;
  submittedByName: string | null;
  reviewNote: string | null;
  reviewNoteAt: string | null;
  reviewNoteById: string | null;
  reviewNoteByName: string | null;
  publishedById: string | null;
  publishedByName: string | null;
}

/** Every staff item of the four tables (not in the trash): id, title, status, last save. */
const ITEMS = sql.raw(
  ['articles', 'videos', 'tv_episodes', 'podcast_episodes']
    .map((table) => `select id, title, status, updated_at from ${table} where deleted_at is null`)
    .join(' union all '),
);

const SELECT = sql`
  select ci.id as id, ci.type as type, t.title as title, t.status as status, t.updated_at as updatedAt,
    ci.owner_id as ownerId, o.name as ownerName,
    ci.submitted_at as submittedAt, ci.submitted_by as submittedById, s.name as submittedByName,
    ci.review_note as reviewNote, ci.review_note_at as reviewNoteAt, ci.review_note_by as reviewNoteById, r.name as reviewNoteByName,
    ci.published_by as publishedById, p.name as publishedByName
  from (${ITEMS}) t
  join content_items ci on ci.id = t.id
  left join users o on o.id = ci.owner_id
  left join users s on s.id = ci.submitted_by
  left join users r on r.id = ci.review_note_by
  left join users p on p.id = ci.published_by`;

/** What waits for review, oldest submission first (an item in review from before submissions were stamped: its last save). */
export function reviewQueue(db: Db, page: { limit: number; offset: number }): { rows: ReviewRow[]; total: number } {
  const rows = db.all<ReviewRow>(sql`${SELECT} where t.status = 'review' order by coalesce(ci.submitted_at, t.updated_at), ci.id limit ${page.limit} offset ${page.offset}`);
  return { rows, total: countInReview(db) };
}

export function countInReview(db: Db): number {
  return db.get<{ n: number }>(sql`select count(*) as n from (${ITEMS}) t where t.status = 'review'`)?.n ?? 0;
}

/** One item with its editorial columns; undefined when it does not exist or is in the trash. */
export function reviewRow(db: Db, id: string): ReviewRow | undefined {
  return db.get<ReviewRow>(sql`${SELECT} where t.id = ${id}`);
}

/** A member's own items with the statuses given (`sentBack`: drafts with a note, or without), newest save first. */
export function ownItems(db: Db, ownerId: string, statuses: ContentStatus[], limit: number, sentBack?: boolean): ReviewRow[] {
  const note: SQL = sentBack === undefined ? sql`` : sentBack ? sql` and ci.review_note is not null` : sql` and ci.review_note is null`;
  const list = sql.join(statuses.map((s) => sql`${s}`), sql`, `);
  return db.all<ReviewRow>(sql`${SELECT} where ci.owner_id = ${ownerId} and t.status in (${list})${note} order by t.updated_at desc limit ${limit}`);
}

/** The ids of a member's own items, out of the trash (at most `limit`). */
export function ownIds(db: Db, ownerId: string, limit: number): string[] {
  return db.all<{ id: string }>(sql`select t.id as id from (${ITEMS}) t join content_items ci on ci.id = t.id where ci.owner_id = ${ownerId} limit ${limit}`).map((r) => r.id);
}

/** The addresses and names of the members with the given roles (who reviews: editors and administrators). */
export function membersWithRoles(db: Db, roles: string[]): { email: string; name: string }[] {
  return db.select({ email: users.email, name: users.name }).from(users).where(inArray(users.role, roles as never[])).all();
}

/** A member's address and name. */
export function memberById(db: Db, id: string): { email: string; name: string } | undefined {
  return db.select({ email: users.email, name: users.name }).from(users).where(sql`${users.id} = ${id}`).get();
}
