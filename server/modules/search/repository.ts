/**
 * The SQL of search: the items the in-memory index is made of, the logs that say what changed
 * since (migrations/0007_search_memory_index.sql) and the rows behind a page of results.
 * search_docs (migrations/0001_search_index.sql, kept by triggers) holds one row per published or
 * scheduled item with its popularity; whether its date has come is decided in memory at query time.
 */
import type Database from 'better-sqlite3';
import type { ContentType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { isPubliclyVisible } from '../content/visibility.ts';

type Statement = Database.Statement<unknown[], unknown>;

/** Plain SQL (UNIONs, json_each, sqlite_sequence) prepared once per database, keyed by its text. */
const stmt = (db: Db, sql: string): Statement => preparedOnce(db, sql, () => db.$client.prepare(sql));

/** What the index holds of one item: the fields the spec scores, its date, type and popularity. */
export interface IndexedItem {
  itemId: string;
  type: ContentType;
  popularity: number;
  /** Publish date (upload date of videos and TV episodes). */
  date: string;
  title: string;
  category: string | null;
  description: string | null;
  people: string | null;
  tags: string | null;
  /** Article subtitle and text, or the transcript. */
  body: string | null;
}

// The same fields the benchmark's naive scan scores (bench/search.ts).
const ITEMS = `
  SELECT d.item_id AS itemId, 'article' AS type, d.popularity, x.publish_date AS date, x.title, x.category_name AS category,
         x.excerpt AS description, x.author AS people, x.tags, x.subtitle || char(10) || x.content AS body
    FROM search_docs d JOIN articles x ON x.id = d.item_id WHERE (d.doc_id & 3) = 0 AND %
  UNION ALL
  SELECT d.item_id, 'video', d.popularity, x.upload_date, x.title, x.category, x.description, x.creator, x.tags, x.transcript
    FROM search_docs d JOIN videos x ON x.id = d.item_id WHERE (d.doc_id & 3) = 1 AND %
  UNION ALL
  SELECT d.item_id, 'tvshow', d.popularity, x.upload_date, x.title, x.category, x.description, x.creator, x.tags, x.transcript
    FROM search_docs d JOIN tv_episodes x ON x.id = d.item_id WHERE (d.doc_id & 3) = 2 AND %
  UNION ALL
  SELECT d.item_id, 'podcast', d.popularity, x.publish_date, x.title, x.category, x.description, x.guest_name, x.tags, x.transcript
    FROM search_docs d JOIN podcast_episodes x ON x.id = d.item_id WHERE (d.doc_id & 3) = 3 AND %`;

/** Every indexed item, one at a time (the texts of 100,000 items are not held at once). */
export function allItems(db: Db): IterableIterator<IndexedItem> {
  return stmt(db, ITEMS.replaceAll('%', '1')).iterate() as IterableIterator<IndexedItem>;
}

/** The given items as indexed now; an item missing from the answer is not indexed (any more). */
export function itemsById(db: Db, ids: string[]): IndexedItem[] {
  const sql = ITEMS.replaceAll('%', 'd.item_id IN (SELECT value FROM json_each(@ids))');
  return stmt(db, sql).all({ ids: JSON.stringify(ids) }) as IndexedItem[];
}

/** How many items are indexed (published or scheduled). */
export function indexedCount(db: Db): number {
  return stmt(db, 'SELECT COUNT(*) FROM search_docs').pluck().get() as number;
}

/** Views (plays) of every indexed item, for a process that missed popularity log entries. */
export function allPopularity(db: Db): { itemId: string; popularity: number }[] {
  return stmt(db, 'SELECT item_id AS itemId, popularity FROM search_docs').all() as { itemId: string; popularity: number }[];
}

export type Log = 'search_changes' | 'search_popularity_changes';

/** The last sequence number a log has given (0 before its first entry). */
export function lastSeq(db: Db, log: Log): number {
  const seq = stmt(db, 'SELECT seq FROM sqlite_sequence WHERE name = ?').pluck().get(log) as number | undefined;
  return seq ?? 0;
}

export interface Change {
  seq: number;
  itemId: string;
  /** Popularity log only: the new views (plays). */
  popularity: number;
}

/** Log entries after `seq`, oldest first. */
export function changesSince(db: Db, log: Log, seq: number): Change[] {
  const popularity = log === 'search_popularity_changes' ? 'popularity' : '0';
  return stmt(db, `SELECT seq, item_id AS itemId, ${popularity} AS popularity FROM ${log} WHERE seq > ? ORDER BY seq`).all(seq) as Change[];
}

/** Runs `read` in one read transaction, so everything it reads comes from the same moment. */
export function snapshot<T>(db: Db, read: () => T): T {
  return db.$client.transaction(read)();
}

// ---------------------------------------------------------------------------------------------
// The rows behind one page of results, already in the search result's shape
// ---------------------------------------------------------------------------------------------

export interface ResultRow {
  id: string;
  type: ContentType;
  title: string;
  description: string;
  category: string;
  author: string;
  guest: string;
  publishDate: string;
  readTime: number | null;
  duration: string;
  views: number;
  image: string;
  status: string;
}

/** The result fields of each type's table, for the ids of that type (looked up by primary key). */
const RESULT_ROWS: Record<ContentType, string> = {
  article: `SELECT id, 'article' AS type, title, excerpt AS description, category_name AS category, author, '' AS guest,
         publish_date AS publishDate, read_time AS readTime, '' AS duration, views, featured_image AS image, status
    FROM articles WHERE id IN (SELECT value FROM json_each(@ids))`,
  video: `SELECT id, 'video' AS type, title, description, category, creator AS author, '' AS guest, upload_date AS publishDate,
         NULL AS readTime, duration, views, thumbnail AS image, status
    FROM videos WHERE id IN (SELECT value FROM json_each(@ids))`,
  tvshow: `SELECT id, 'tvshow' AS type, title, description, category, creator AS author, '' AS guest, upload_date AS publishDate,
         NULL AS readTime, duration, views, thumbnail AS image, status
    FROM tv_episodes WHERE id IN (SELECT value FROM json_each(@ids))`,
  podcast: `SELECT id, 'podcast' AS type, title, description, category, '' AS author, guest_name AS guest, publish_date AS publishDate,
         NULL AS readTime, duration, plays AS views, image, status
    FROM podcast_episodes WHERE id IN (SELECT value FROM json_each(@ids))`,
};

/**
 * The result fields of the given items, each looked up by primary key in its own type's table only
 * (the library knows the types: asking all four tables for every id cost three misses per row); a
 * row that is not public (any more) is left out (see isPubliclyVisible).
 */
export function resultRows(db: Db, items: { id: string; type: ContentType }[]): Map<string, ResultRow> {
  const byType = new Map<ContentType, string[]>();
  for (const { id, type } of items) byType.set(type, [...(byType.get(type) ?? []), id]);
  const out = new Map<string, ResultRow>();
  for (const [type, ids] of byType) {
    for (const row of stmt(db, RESULT_ROWS[type]).all({ ids: JSON.stringify(ids) }) as ResultRow[]) {
      if (isPubliclyVisible(row.status, row.publishDate)) out.set(row.id, row);
    }
  }
  return out;
}
