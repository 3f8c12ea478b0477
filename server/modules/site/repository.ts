/**
 * SQL of the site's settings: the categories table and the items that name a category (articles'
 * `category_name`, magazine videos' `category`). The settings' own texts are one JSON row of
 * site_settings (content/site-settings.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { articles, categories, videos } from '../../db/schema.ts';

export type CategoryRow = typeof categories.$inferSelect;

/** Every category, offered ones in their order first, then the retired ones by name. */
export const allCategories = (db: Db): CategoryRow[] =>
  db.select().from(categories).orderBy(sql`${categories.retiredAt} is not null`, asc(categories.position), asc(categories.name)).all();

/** The names of the offered categories, in their order. */
export const activeCategoryNames = (db: Db): string[] =>
  db.select({ name: categories.name }).from(categories).where(isNull(categories.retiredAt)).orderBy(asc(categories.position)).all().map((r) => r.name);

export const findCategory = (db: Db, id: string): CategoryRow | undefined => db.select().from(categories).where(eq(categories.id, id)).get();

/** How many articles and magazine videos name each category (lower-cased name -> count). */
export function itemCounts(db: Db): Map<string, number> {
  const rows = db.$client
    .prepare(
      `SELECT lower(name) AS name, sum(n) AS n FROM (
         SELECT category_name AS name, count(*) AS n FROM articles GROUP BY category_name
         UNION ALL SELECT category, count(*) FROM videos GROUP BY category
       ) GROUP BY lower(name)`,
    )
    .all() as { name: string; n: number }[];
  return new Map(rows.map((r) => [r.name, r.n]));
}

export function insertCategory(db: Db, name: string): string {
  const id = randomUUID();
  const last = db.select({ max: sql<number | null>`max(${categories.position})` }).from(categories).get()?.max ?? -1;
  db.insert(categories).values({ id, name, position: last + 1 }).run();
  return id;
}

/** Renames the category and every item that names it (by its old name, in any case). */
export function renameCategory(db: Db, id: string, from: string, to: string): void {
  const at = nowIso();
  db.update(categories).set({ name: to, updatedAt: at }).where(eq(categories.id, id)).run();
  moveItems(db, from, to);
}

/** Every article and magazine video in category `from` goes to `to` (their own edit dates stay: nobody edited them). */
export function moveItems(db: Db, from: string, to: string): number {
  const a = db.update(articles).set({ categoryName: to }).where(sql`${articles.categoryName} = ${from} collate nocase`).run().changes;
  const v = db.update(videos).set({ category: to }).where(sql`${videos.category} = ${from} collate nocase`).run().changes;
  return a + v;
}

export function setPositions(db: Db, ids: string[]): void {
  const at = nowIso();
  ids.forEach((id, position) => db.update(categories).set({ position, updatedAt: at }).where(eq(categories.id, id)).run());
}

export function setRetired(db: Db, id: string, retiredAt: string | null, position?: number): void {
  db.update(categories)
    .set({ retiredAt, updatedAt: nowIso(), ...(position === undefined ? {} : { position }) })
    .where(and(eq(categories.id, id)))
    .run();
}
