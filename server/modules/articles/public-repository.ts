/**
 * Public reads of articles and their authors. Every query here goes through the visibility rule
 * (content/visibility.ts), so a draft, an item in review or a scheduled item whose date has not
 * come is never returned.
 */
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import type { Page } from '../../lib/pagination.ts';
import { selectPublicPage, type RowPage } from '../content/content-table.ts';
import { flagIs, sameName } from '../content/public-lists.ts';
import type { ArticleRow } from './mapper.ts';
import { articleVisible, newestFirst } from '../content/visibility.ts';

export interface ArticleFilters {
  category?: string;
  featured?: boolean;
  trending?: boolean;
  editorsPick?: boolean;
  /** An author's profile. */
  authorId?: string;
  /** Only articles holding no homepage slot (the "regular" list). */
  notInMainSlot?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

/**
 * Each filter has its index (server/db/schema.ts): category -> articles_public_category_idx, a flag
 * set -> articles_featured_idx / _trending_idx / _editors_pick_idx (partial, proven by `flagIs`),
 * none or not-in-a-slot -> articles_public_order_idx; each walks the public order and stops at the
 * page. A category with a flag, or a flag set to false, is tested in the category or order index,
 * which end with the flags. The total is memoised per public version (selectPublicPage).
 */
export function listArticles(db: Db, f: ArticleFilters, page: Page): RowPage<ArticleRow> {
  const filters = [
    sameName(articles.categoryName, f.category),
    // articles_public_author_idx, checked in tests/server/query-plans.test.ts.
    f.authorId ? eq(articles.authorId, f.authorId) : undefined,
    flagIs(articles.featured, f.featured),
    flagIs(articles.trending, f.trending),
    flagIs(articles.editorsPick, f.editorsPick),
    f.notInMainSlot ? isNull(articles.mainPosition) : undefined,
  ];
  return selectPublicPage(db, articles, articles.publishDate, db.select().from(articles), filters, page);
}

export function findArticle(db: Db, id: string): ArticleRow | undefined {
  return db.select().from(articles).where(and(eq(articles.id, id), articleVisible())).get();
}

/**
 * Up to `limit` public featured articles: those `order` names first (the order staff gave them on the
 * Featured screen), in that order, then the others newest first. Two reads rather than one sorted by
 * position: the first finds the named ones by id (at most `order.length` rows), the second still
 * walks articles_featured_idx in the public order and stops at what is left of the limit.
 */
export function featuredArticles(db: Db, order: string[], limit: number): ArticleRow[] {
  const featured = flagIs(articles.featured, true);
  const position = new Map(order.map((id, i) => [id, i]));
  const placed = order.length
    ? db
        .select()
        .from(articles)
        .where(and(inArray(articles.id, order), featured, articleVisible()))
        .all()
        .sort((a, b) => position.get(a.id)! - position.get(b.id)!)
    : [];
  if (placed.length >= limit) return placed.slice(0, limit);
  const others = [featured, order.length ? notInArray(articles.id, order) : undefined];
  const { rows } = selectPublicPage(db, articles, articles.publishDate, db.select().from(articles), others, { page: 1, limit: limit - placed.length });
  return [...placed, ...rows];
}

/**
 * The public articles holding the two homepage slots (a slot whose article is not public is empty):
 * two lookups in articles_main_position_uq, whose entries are the slot holders only.
 */
export function mainSlotArticles(db: Db): ArticleRow[] {
  return db
    .select()
    .from(articles)
    .where(and(inArray(articles.mainPosition, ['main', 'second']), articleVisible()))
    .all();
}

/** A LIKE pattern's own wildcards written as plain characters (with `escape '\\'`). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether the row's tags (stored tidied, 'a, b': shared/validation/fields.ts) hold `tag`, compared
 * as whole tags without case: 'ai' matches 'AI' but not 'Kenya, rain'.
 */
const hasTag = (tag: string) =>
  sql`(',' || lower(replace(${articles.tags}, ', ', ',')) || ',') like ${`%,${likeLiteral(tag.toLowerCase())},%`} escape '\\'`;

/**
 * Up to `limit` public articles, newest first, other than `id`, in `category` or carrying one of
 * `tags` (an article's related stories). It walks the public order (articles_public_order_idx) and
 * stops at `limit` matches: a few dozen rows for a category of any size. The caller keeps the
 * answer per public version.
 */
export function relatedArticleRows(db: Db, id: string, category: string, tags: string[], limit: number): ArticleRow[] {
  return db
    .select()
    .from(articles)
    .where(and(articleVisible(), ne(articles.id, id), or(sameName(articles.categoryName, category), ...tags.map(hasTag))))
    .orderBy(...newestFirst(articles, articles.publishDate))
    .limit(limit)
    .all();
}
