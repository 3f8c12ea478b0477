/**
 * Author profiles' SQL: the profiles, their old slugs, and the articles that name them (an
 * article's `author_id`, and the copy of the profile's name, bio and portrait it keeps).
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { articles, authorSlugs, authors, users } from '../../db/schema.ts';
import { pageOffset, type Page } from '../../lib/pagination.ts';

export type AuthorRow = typeof authors.$inferSelect;
export type AuthorInsert = typeof authors.$inferInsert;

/** Placeholder slugs the migration writes ('~' + random hex), replaced at start-up (slugs.ts). */
const PENDING_SLUG_PREFIX = '~';

export const findAuthor = (db: Db, id: string): AuthorRow | undefined => db.select().from(authors).where(eq(authors.id, id)).get();

export const findBySlug = (db: Db, slug: string): AuthorRow | undefined => db.select().from(authors).where(eq(authors.slug, slug)).get();

export const findByUser = (db: Db, userId: string): AuthorRow | undefined => db.select().from(authors).where(eq(authors.userId, userId)).get();

/** The profile an old slug (a rename, a merge) now answers for. */
export function findByOldSlug(db: Db, slug: string): AuthorRow | undefined {
  const alias = db.select({ id: authorSlugs.authorId }).from(authorSlugs).where(eq(authorSlugs.slug, slug)).get();
  return alias && findAuthor(db, alias.id);
}

/** The first profile with this name, letter case and outer spaces ignored (authors_name_idx). */
export function findByName(db: Db, name: string): AuthorRow | undefined {
  return db
    .select()
    .from(authors)
    .where(sql`${authors.name} = ${name.trim()} collate nocase`)
    .orderBy(sql`${authors.userId} is null`, asc(authors.createdAt))
    .get();
}

export function slugTaken(db: Db, slug: string, exceptId?: string): boolean {
  const own = db.select({ id: authors.id }).from(authors).where(eq(authors.slug, slug)).get();
  if (own && own.id !== exceptId) return true;
  const old = db.select({ id: authorSlugs.authorId }).from(authorSlugs).where(eq(authorSlugs.slug, slug)).get();
  return old !== undefined && old.id !== exceptId;
}

export const insertAuthor = (db: Db, row: AuthorInsert): void => void db.insert(authors).values(row).run();

export function updateAuthor(db: Db, id: string, changes: Partial<AuthorInsert>): void {
  db.update(authors).set(changes).where(eq(authors.id, id)).run();
}

export const deleteAuthor = (db: Db, id: string): void => void db.delete(authors).where(eq(authors.id, id)).run();

/** Keeps `slug` answering for the profile (a redirect to its page), unless it is its own slug now. */
export function keepOldSlug(db: Db, slug: string, authorId: string): void {
  db.delete(authorSlugs).where(eq(authorSlugs.slug, slug)).run();
  db.insert(authorSlugs).values({ slug, authorId }).run();
}

export const forgetOldSlug = (db: Db, slug: string): void => void db.delete(authorSlugs).where(eq(authorSlugs.slug, slug)).run();

export function moveOldSlugs(db: Db, from: string, to: string): void {
  db.update(authorSlugs).set({ authorId: to }).where(eq(authorSlugs.authorId, from)).run();
}

/** Rewrites the copy of the profile every one of its articles keeps. */
export function copyToArticles(db: Db, author: AuthorRow): void {
  db.update(articles)
    .set({ author: author.name, authorBio: author.bio, authorImage: author.image })
    .where(eq(articles.authorId, author.id))
    .run();
}

export function reassignArticles(db: Db, from: string, to: AuthorRow): number {
  return db
    .update(articles)
    .set({ authorId: to.id, author: to.name, authorBio: to.bio, authorImage: to.image })
    .where(eq(articles.authorId, from))
    .run().changes;
}

export interface ItemCounts {
  /** Articles not in the trash. */
  items: number;
  /** Articles in the trash (they come back with their author, so they count too). */
  trashed: number;
}

export function itemCounts(db: Db, ids: string[]): Map<string, ItemCounts> {
  const counts = new Map<string, ItemCounts>();
  if (ids.length === 0) return counts;
  const rows = db
    .select({
      id: articles.authorId,
      items: sql<number>`sum(${articles.deletedAt} is null)`,
      trashed: sql<number>`sum(${articles.deletedAt} is not null)`,
    })
    .from(articles)
    .where(inArray(articles.authorId, ids))
    .groupBy(articles.authorId)
    .all();
  for (const r of rows) counts.set(r.id!, { items: Number(r.items), trashed: Number(r.trashed) });
  return counts;
}

export interface AuthorFilters {
  q?: string;
  kind?: 'staff' | 'guest';
}

/** Profiles by name (A-Z, no case), with the staff member each belongs to. */
export function listAuthors(db: Db, f: AuthorFilters, page: Page) {
  const pattern = f.q ? `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    pattern ? sql`lower(${authors.name}) like ${pattern} escape '\\'` : undefined,
    f.kind === 'staff' ? isNotNull(authors.userId) : f.kind === 'guest' ? isNull(authors.userId) : undefined,
  );
  const rows = db
    .select({ author: authors, staffName: users.name, staffRole: users.role })
    .from(authors)
    .leftJoin(users, eq(users.id, authors.userId))
    .where(where)
    .orderBy(sql`${authors.name} collate nocase`, asc(authors.id))
    .limit(page.limit)
    .offset(pageOffset(page))
    .all();
  const total = db.select({ n: sql<number>`count(*)` }).from(authors).where(where).get()?.n ?? 0;
  return { rows, total: Number(total) };
}

/** A staff member by e-mail address (stored lower-case). */
export function staffByEmail(db: Db, email: string) {
  return db.select({ id: users.id, name: users.name, bio: users.bio }).from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).get();
}

export function staffOf(db: Db, userId: string | null) {
  return userId ? db.select({ name: users.name, role: users.role }).from(users).where(eq(users.id, userId)).get() : undefined;
}

/**
 * Slugs of profiles by id (every article answer carries its author's): one prepared primary-key
 * look-up per distinct author, which costs a few microseconds where building the query each time
 * cost a quarter of a millisecond (server/db/prepared.ts).
 */
export function slugsOf(db: Db, ids: string[]): Map<string, string> {
  if (ids.length === 0) return new Map();
  // A transaction's handle has no connection of its own to prepare on (a save's answer): the query.
  if (!db.$client) {
    return new Map(db.select({ id: authors.id, slug: authors.slug }).from(authors).where(inArray(authors.id, ids)).all().map((r) => [r.id, r.slug]));
  }
  const statement = preparedOnce(db, 'author slug by id', () => db.$client.prepare('SELECT slug FROM authors WHERE id = ?').pluck());
  const slugs = new Map<string, string>();
  for (const id of ids) {
    const slug = statement.get(id) as string | undefined;
    if (slug !== undefined) slugs.set(id, slug);
  }
  return slugs;
}

export const pendingSlugs = (db: Db) =>
  db
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .where(and(sql`${authors.slug} >= ${PENDING_SLUG_PREFIX}`, sql`${authors.slug} < ${String.fromCharCode(PENDING_SLUG_PREFIX.charCodeAt(0) + 1)}`))
    .orderBy(sql`rowid`)
    .all();
