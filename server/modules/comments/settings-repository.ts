/** The moderation settings kept in tables of their own: items' own comment settings and commenters' rules. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CommentMode } from '../../../shared/api/comments.ts';
import type { ContentType } from '../../../shared/constants.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { commentAuthorRules, commentItemModes, contentItems } from '../../db/schema.ts';
import { containsPattern } from '../content/list-filters.ts';
import { itemAllowsComments, itemTitle, joinTyped } from './repository.ts';

export function itemMode(db: Db, itemId: string): CommentMode | undefined {
  return db.select({ mode: commentItemModes.mode }).from(commentItemModes).where(eq(commentItemModes.itemId, itemId)).get()?.mode;
}

export function setItemMode(db: Db, itemId: string, mode: CommentMode | null): void {
  if (mode === null) {
    db.delete(commentItemModes).where(eq(commentItemModes.itemId, itemId)).run();
    return;
  }
  const updatedAt = nowIso();
  db.insert(commentItemModes).values({ itemId, mode, updatedAt }).onConflictDoUpdate({ target: commentItemModes.itemId, set: { mode, updatedAt } }).run();
}

export interface ItemRow {
  id: string;
  type: ContentType;
  title: string;
  own: CommentMode | null;
  allow_comments: boolean;
}

const itemColumns = {
  id: contentItems.id,
  type: sql<ContentType>`${contentItems.type}`,
  title: sql<string>`coalesce(${itemTitle}, '')`,
  own: commentItemModes.mode,
  allow_comments: sql<number>`${itemAllowsComments}`,
};

function selectItems(db: Db, where: SQL, limit: number): ItemRow[] {
  return joinTyped(db.select(itemColumns).from(contentItems).$dynamic(), contentItems.id)
    .leftJoin(commentItemModes, eq(commentItemModes.itemId, contentItems.id))
    .where(where)
    .orderBy(desc(contentItems.createdAt))
    .limit(limit)
    .all()
    .map((row) => ({ ...row, allow_comments: Boolean(row.allow_comments) }));
}

/** Items whose title contains `q` (at most `limit`), or without `q` the items with their own setting. */
export function commentItems(db: Db, q: string | undefined, limit: number): ItemRow[] {
  const where = q ? sql`lower(${itemTitle}) like ${containsPattern(q.toLowerCase())} escape '\\'` : sql`${commentItemModes.mode} is not null`;
  return selectItems(db, where, limit);
}

export const commentItem = (db: Db, id: string): ItemRow | undefined => selectItems(db, eq(contentItems.id, id), 1)[0];

export type AuthorRuleRow = typeof commentAuthorRules.$inferSelect;
export interface CommenterKey {
  name: string;
  email: string;
}

/** Rules key a commenter by their name and e-mail, trimmed and lower-case ('' for no e-mail). */
export const commenterKey = (c: { name: string; email: string | null }): CommenterKey => ({
  name: c.name.trim().toLowerCase(),
  email: (c.email ?? '').trim().toLowerCase(),
});

export function ruleFor(db: Db, key: CommenterKey): 'trusted' | 'blocked' | undefined {
  return db
    .select({ rule: commentAuthorRules.rule })
    .from(commentAuthorRules)
    .where(and(eq(commentAuthorRules.name, key.name), eq(commentAuthorRules.email, key.email)))
    .get()?.rule;
}

export function setRule(db: Db, key: CommenterKey, rule: 'trusted' | 'blocked', by: string | null): void {
  db.insert(commentAuthorRules)
    .values({ id: randomUUID(), ...key, rule, createdBy: by, createdAt: nowIso() })
    .onConflictDoUpdate({ target: [commentAuthorRules.name, commentAuthorRules.email], set: { rule, createdBy: by, createdAt: nowIso() } })
    .run();
}

export function listRules(db: Db): AuthorRuleRow[] {
  return db.select().from(commentAuthorRules).orderBy(desc(commentAuthorRules.createdAt)).all();
}

export function deleteRule(db: Db, id: string): AuthorRuleRow | undefined {
  return db.delete(commentAuthorRules).where(eq(commentAuthorRules.id, id)).returning().get();
}
