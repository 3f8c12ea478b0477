/**
 * Public reads of the four content types. Every query here goes through `publiclyVisible`, so a
 * draft, an item in review or a scheduled item whose date has not come is never returned.
 */
import { and, asc, count as countRows, eq, getTableName, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { inTransaction, type Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { nowIso } from '../../clock.ts';
import { articles, dailyViews, podcastEpisodes, podcastGuests, podcastSeries, tvEpisodes, tvSeasons, videos } from '../../db/schema.ts';
import type { Page } from '../../lib/pagination.ts';
import { selectPublicPage, type RowPage } from '../content/content-table.ts';
import { utcDay } from '../content/view-growth.ts';
import type { ArticleRow, PodcastGuestRow, PodcastSeriesRow, TvSeasonRow } from '../content/mappers.ts';
import { countedDownloads, podcastEpisodeTable, tvEpisodeTable, videoTable } from '../content/media-tables.ts';
import { articleVisible, newestFirst, podcastVisible, tvVisible, videoVisible, type VisibleRule } from '../content/visibility.ts';

export interface ArticleFilters {
  category?: string;
  featured?: boolean;
  trending?: boolean;
  editorsPick?: boolean;
  /** An author's name, compared without case like the category. */
  author?: string;
  /** Only articles holding no homepage slot (the "regular" list). */
  notInMainSlot?: boolean;
}

export interface MediaFilters {
  category?: string;
  featured?: boolean;
}

/** Category and author names compare without case: '?category=tech trends' finds 'Tech Trends'. */
const sameName = (column: SQLiteColumn, value: string | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`${column} = ${value} collate nocase`;

/**
 * `flag = 1` / `flag = 0`, the value written into the SQL instead of bound: `featured = 1` proves the
 * WHERE of the partial index of flagged rows (articles_featured_idx, ...: server/db/schema.ts) on its
 * own. SQLite can prove it from a bound 1 too, but then plans anew for each bound value, and SQLite
 * 3.53 fails on such a proof inside an OR ("internal query planner error"): public lists stay off
 * that path.
 */
const flagIs = (column: SQLiteColumn, value: boolean | undefined): SQL | undefined =>
  value === undefined ? undefined : sql`${column} = ${sql.raw(value ? '1' : '0')}`;

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
    // articles_public_author_idx (migration 0011), checked in tests/server/query-plans.test.ts.
    sameName(articles.author, f.author),
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

// ---------------------------------------------------------------------------------------------
// Videos, TV episodes, podcast episodes
// ---------------------------------------------------------------------------------------------

/** Served like the article filters: <table>_public_category_idx, <table>_featured_idx, <table>_public_order_idx. */
const mediaWhere = (table: typeof videos | typeof tvEpisodes | typeof podcastEpisodes, f: MediaFilters) => [
  sameName(table.category, f.category),
  flagIs(table.featured, f.featured),
];

export const listVideos = (db: Db, f: MediaFilters, page: Page) => videoTable.publicPage(db, mediaWhere(videos, f), page);
/** `seasonId`: one season's episodes (tv_episodes_season_idx finds them; they are sorted after). */
export const listTvEpisodes = (db: Db, f: MediaFilters & { seasonId?: string }, page: Page) =>
  tvEpisodeTable.publicPage(db, [...mediaWhere(tvEpisodes, f), f.seasonId === undefined ? undefined : eq(tvEpisodes.seasonId, f.seasonId)], page);
/** `seriesId`: one series' episodes (podcast_episodes_series_idx finds them; they are sorted after). */
export const listPodcastEpisodes = (db: Db, f: MediaFilters & { seriesId?: string }, page: Page) =>
  podcastEpisodeTable.publicPage(db, [...mediaWhere(podcastEpisodes, f), f.seriesId === undefined ? undefined : eq(podcastEpisodes.seriesId, f.seriesId)], page);
export const { findPublic: findVideo } = videoTable;
export const { findPublic: findTvEpisode } = tvEpisodeTable;
export const { findPublic: findPodcastEpisode } = podcastEpisodeTable;

/** The seasons that have public episodes, in season order, with how many each has. */
export function publicSeasons(db: Db): Array<{ season: TvSeasonRow; episodes: number }> {
  const episodes = countRows(tvEpisodes.id);
  return db
    .select({ season: tvSeasons, episodes })
    .from(tvSeasons)
    .innerJoin(tvEpisodes, and(eq(tvEpisodes.seasonId, tvSeasons.id), tvVisible()))
    .groupBy(tvSeasons.id)
    .orderBy(asc(tvSeasons.seasonNumber))
    .all();
}

/** The podcast series that have public episodes, by title, with how many each has. */
export function publicSeries(db: Db): Array<{ series: PodcastSeriesRow; episodes: number }> {
  const episodes = countRows(podcastEpisodes.id);
  return db
    .select({ series: podcastSeries, episodes })
    .from(podcastSeries)
    .innerJoin(podcastEpisodes, and(eq(podcastEpisodes.seriesId, podcastSeries.id), podcastVisible()))
    .groupBy(podcastSeries.id)
    .orderBy(asc(podcastSeries.title))
    .all();
}

// ---------------------------------------------------------------------------------------------
// Authors
// ---------------------------------------------------------------------------------------------

/**
 * Everyone with a public article (names that differ only in case are one author). One pass over
 * the public articles: callers keep the answer per public version (service.ts). No index serves it
 * yet: one on `author collate nocase` with the public order after it (like
 * articles_public_category_idx) would let this read the index alone and the author filter of
 * listArticles walk it instead of the whole public order.
 */
export function publicAuthorNames(db: Db): string[] {
  return db
    .select({ name: articles.author })
    .from(articles)
    .where(articleVisible())
    .groupBy(sql`${articles.author} collate nocase`)
    .all()
    .map((r) => r.name);
}

/** The bios and photos of an author's newest public articles (`limit` of them), newest first. */
export function authorDetails(db: Db, name: string, limit: number): Array<{ bio: string; image: string }> {
  return db
    .select({ bio: articles.authorBio, image: articles.authorImage })
    .from(articles)
    .where(and(sameName(articles.author, name), articleVisible()))
    .orderBy(...newestFirst(articles, articles.publishDate))
    .limit(limit)
    .all();
}

/** The guest record an episode links (`guest_id`); guests are not content, so they have no visibility of their own. */
export function findPodcastGuest(db: Db, id: string): PodcastGuestRow | undefined {
  return db.select().from(podcastGuests).where(eq(podcastGuests.id, id)).get();
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

type Counted = typeof articles | typeof videos | typeof tvEpisodes | typeof podcastEpisodes;
type CounterColumn = 'views' | 'plays';

const counterOf = (table: Counted, column: CounterColumn) => (table as typeof podcastEpisodes)[column];
const ID = sql.placeholder('id');
const NOW = sql.placeholder('now');
const N = sql.placeholder('n');

/**
 * The statements behind a counter, prepared once per database (db/prepared.ts): opening a detail
 * reads or adds to its counter on every request.
 */
function counterStatements(db: Db, table: Counted, column: CounterColumn, visibleRule: VisibleRule) {
  return preparedOnce(db, `counter ${getTableName(table)}.${column}`, () => {
    const target = counterOf(table, column);
    const visible = and(eq(table.id, ID), visibleRule(NOW));
    return {
      add: db
        .update(table)
        .set({ [column]: sql`${target} + ${N}` })
        .where(visible)
        .returning({ value: target })
        .prepare(),
      addToDay: db
        .insert(dailyViews)
        .values({ itemId: ID, day: sql.placeholder('day'), views: N })
        .onConflictDoUpdate({ target: [dailyViews.itemId, dailyViews.day], set: { views: sql`${dailyViews.views} + ${N}` } })
        .prepare(),
      read: db.select({ value: target }).from(table).where(visible).prepare(),
    };
  });
}

/**
 * Adds `n` to a counter column and to today's daily views in one transaction. The increment is a
 * single UPDATE (views = views + n), so concurrent readers never lose a count. Returns the new
 * value, or undefined when no public item has this id.
 */
function bump(db: Db, table: Counted, column: CounterColumn, visible: VisibleRule, id: string, n = 1): number | undefined {
  const statements = counterStatements(db, table, column, visible);
  return inTransaction(db, () => {
    const row = statements.add.get({ id, now: nowIso(), n });
    if (!row) return undefined;
    statements.addToDay.run({ id, day: utcDay(), n });
    return row.value as number;
  });
}

export const countArticleView = (db: Db, id: string, n?: number) => bump(db, articles, 'views', articleVisible, id, n);
export const countVideoView = (db: Db, id: string, n?: number) => bump(db, videos, 'views', videoVisible, id, n);
export const countTvView = (db: Db, id: string, n?: number) => bump(db, tvEpisodes, 'views', tvVisible, id, n);
export const countPodcastView = (db: Db, id: string, n?: number) => bump(db, podcastEpisodes, 'views', podcastVisible, id, n);
export const countPodcastPlay = (db: Db, id: string) => bump(db, podcastEpisodes, 'plays', podcastVisible, id);

/** A counter's value without adding to it (a repeat view: view-window.ts), or undefined when no public item has this id. */
function read(db: Db, table: Counted, column: CounterColumn, visible: VisibleRule, id: string): number | undefined {
  return counterStatements(db, table, column, visible).read.get({ id, now: nowIso() })?.value as number | undefined;
}

export const articleViews = (db: Db, id: string) => read(db, articles, 'views', articleVisible, id);
export const videoViews = (db: Db, id: string) => read(db, videos, 'views', videoVisible, id);
export const tvViews = (db: Db, id: string) => read(db, tvEpisodes, 'views', tvVisible, id);
export const podcastViews = (db: Db, id: string) => read(db, podcastEpisodes, 'views', podcastVisible, id);
export const podcastPlays = (db: Db, id: string) => read(db, podcastEpisodes, 'plays', podcastVisible, id);

/** A public episode's live listening counters: plays, and downloads (carried-over figure + counted). */
export function podcastCounters(db: Db, id: string): { plays: number; downloads: number } | undefined {
  const statement = preparedOnce(db, 'podcast counters', () =>
    db
      .select({ plays: podcastEpisodes.plays, downloads: sql<number>`${podcastEpisodes.legacyDownloads} + ${countedDownloads}`.mapWith(Number) })
      .from(podcastEpisodes)
      .where(and(eq(podcastEpisodes.id, ID), podcastVisible(NOW)))
      .prepare(),
  );
  return statement.get({ id, now: nowIso() });
}

/** True when the database answers a trivial query. */
export function databaseReachable(db: Db): boolean {
  try {
    return db.get<{ ok: number }>(sql`select 1 as ok`)?.ok === 1;
  } catch {
    return false;
  }
}
