/**
 * Reads of the search index (migrations/0001_search_index.sql). This is the one place with
 * SQLite-specific SQL (FTS5): moving to PostgreSQL means rewriting this file only.
 *
 * Document ids sort by date, newest first: doc_id = (EPOCH_END - unixepoch(date)) * 2^20 + 4 * n +
 * type code (migrations/0001_search_index.sql). So
 *  - "published with its date come" is `rowid >= visibleFrom(now)` (drafts are not indexed at all),
 *  - "newest first" is `ORDER BY rowid` (ascending, which FTS5 walks fastest), stopping at the LIMIT,
 *  - the type filter is `(rowid & 3) = code`, checked without reading the row.
 * Multi-word queries look for candidates in the word indexes first (see wordPhrase).
 */
import type Database from 'better-sqlite3';
import type { ContentType } from '../../../shared/constants.ts';
import { now } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { matcherFor } from '../../../shared/search-scoring.ts';
import { isPubliclyVisible } from '../content/visibility.ts';

const SLOT = 1_048_576; // 2^20 document numbers per second of publish date
const EPOCH_END = 8_500_000_000; // the latest date the numbering holds (year 2239), as in the migration
export const TYPE_CODE: Record<ContentType, number> = { article: 0, video: 1, tvshow: 2, podcast: 3 };

/** The lowest document id whose date has come by the server's clock (second precision). */
export const visibleFrom = () => (EPOCH_END - Math.floor(now() / 1000)) * SLOT;

export interface IndexFilters {
  minDoc: number;
  typeCode?: number;
  /** Exact category (case-insensitive). */
  category?: string;
}

/** The short fields of one indexed item: what the spec's score is computed from. */
export interface ShortFields {
  doc: number;
  item_id: string;
  title: string;
  category: string;
  description: string;
  people: string;
  tags: string;
}

// ---------------------------------------------------------------------------------------------
// FTS5 query expressions. The trigram tokenizer matches any substring of 3+ characters,
// case-insensitively; quoting makes every character literal (a quote is doubled).
// ---------------------------------------------------------------------------------------------

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
const SHORT_COLUMNS = '{title category description people tags}';

/**
 * Characters that may sit next to a two-character query. A bigram inside any text is part of a
 * trigram with its neighbour, so `xy` is found as (xy? OR ?xy) over these neighbours. Only a field
 * that is exactly the two characters, or a neighbour outside this set, is missed.
 */
const NEIGHBOURS = [..."abcdefghijklmnopqrstuvwxyz0123456789 -,.:;!?'\"()&/àâäçéèêëîïôöùûüñ"];

/**
 * The exact phrase for 3+ characters. (Measured alternatives, such as asking for a few rare
 * trigrams and confirming candidates with instr(), lost: FTS5 reads each candidate's row to
 * confirm it, which costs more than the phrase's position checks.)
 */
function matchAnywhere(needle: string): string {
  if ([...needle].length >= 3) return quote(needle);
  const terms = new Set<string>();
  for (const c of NEIGHBOURS) {
    terms.add(needle + c);
    terms.add(c + needle);
  }
  return `(${[...terms].map(quote).join(' OR ')})`;
}

/** Can the index answer this text at all (trigrams need 2+ characters, see NEIGHBOURS)? */
export const indexable = (needle: string) => [...needle].length >= 2;

/**
 * Narrows to a category through the index with two trigrams of its longest word (the full name as
 * a phrase would walk every trigram, 'and' and ' bo' included); the SQL equality in filterSql
 * makes the filter exact.
 */
function categoryClause(f: IndexFilters): string {
  if (!f.category) return '';
  const word = [...f.category.toLowerCase().split(/\s+/)].sort((a, b) => [...b].length - [...a].length)[0] ?? '';
  const chars = [...word];
  if (chars.length < 3) return '';
  const grams = new Set([chars.slice(0, 3).join(''), chars.slice(-3).join('')]);
  return ` AND (category : (${[...grams].map(quote).join(' AND ')}))`;
}

// ---------------------------------------------------------------------------------------------
// Prepared statements, cached per connection
// ---------------------------------------------------------------------------------------------

type Statement = Database.Statement<unknown[], unknown>;
const cache = new WeakMap<Database.Database, Map<string, Statement>>();

function stmt(db: Db, sql: string): Statement {
  const sqlite = db.$client;
  let map = cache.get(sqlite);
  if (!map) cache.set(sqlite, (map = new Map()));
  let prepared = map.get(sql);
  if (!prepared) map.set(sql, (prepared = sqlite.prepare(sql)));
  return prepared;
}

function filterSql(f: IndexFilters, rowid: string, category: string): string {
  return (
    ` AND ${rowid} >= @minDoc` +
    (f.typeCode !== undefined ? ` AND (${rowid} & 3) = @typeCode` : '') +
    (f.category ? ` AND ${category} = @category COLLATE NOCASE` : '')
  );
}

function params(f: IndexFilters, extra: Record<string, unknown>) {
  return {
    minDoc: f.minDoc,
    ...(f.typeCode !== undefined ? { typeCode: f.typeCode } : {}),
    ...(f.category ? { category: f.category } : {}),
    ...extra,
  };
}

/** The newest `limit` items whose short fields contain the text, newest first, with those fields. */
export function shortFieldMatches(db: Db, needle: string, f: IndexFilters, limit: number): ShortFields[] {
  const words = wordPhrase(needle);
  if (!words) return trigramShortMatches(db, needle, f, limit);
  const sql =
    `SELECT w.rowid AS doc, c.c0 AS item_id, c.c2 AS title, c.c3 AS category, c.c4 AS description, c.c5 AS people, c.c6 AS tags` +
    ` FROM search_short_words w JOIN search_index_content c ON c.id = w.rowid` +
    ` WHERE search_short_words MATCH @expr${filterSql(f, 'w.rowid', 'c.c3')} ORDER BY w.rowid LIMIT @limit`;
  const idsSql = `SELECT rowid FROM search_short_words WHERE search_short_words MATCH @expr${filterSql({ ...f, category: undefined }, 'rowid', '')} ORDER BY rowid LIMIT @limit`;
  const expr = `${SHORT_COLUMNS} : ${words}`;
  const has = matcherFor(needle);
  return confirmNewestFirst<ShortFields>(
    limit,
    (max) => stmt(db, idsSql).all(params({ ...f, category: undefined }, { expr, limit: max })).length,
    () => stmt(db, sql).all(params(f, { expr, limit: WORD_READ_BUDGET })) as ShortFields[],
    (row) => has(row.title) || has(row.category) || has(row.description) || has(row.people) || has(row.tags),
    () => trigramShortMatches(db, needle, f, limit),
  );
}

function trigramShortMatches(db: Db, needle: string, f: IndexFilters, limit: number): ShortFields[] {
  const sql =
    `SELECT rowid AS doc, item_id, title, category, description, people, tags FROM search_index` +
    ` WHERE search_index MATCH @expr${filterSql(f, 'rowid', 'category')} ORDER BY rowid LIMIT @limit`;
  const expr = `${SHORT_COLUMNS} : ${matchAnywhere(needle)}${categoryClause(f)}`;
  return stmt(db, sql).all(params(f, { expr, limit })) as ShortFields[];
}

/** Document ids of the newest `limit` items whose body (article text, transcript) contains the text. */
export function bodyMatches(db: Db, needle: string, f: IndexFilters, limit: number): number[] {
  const words = wordPhrase(needle);
  if (!words) return trigramBodyMatches(db, needle, f, limit);
  const sql =
    `SELECT w.rowid AS doc, c.c1 AS body FROM search_body_words w JOIN search_body_content c ON c.id = w.rowid` +
    ` WHERE search_body_words MATCH @expr${filterSql(f, 'w.rowid', 'c.c0')} ORDER BY w.rowid LIMIT @limit`;
  const idsSql = `SELECT rowid FROM search_body_words WHERE search_body_words MATCH @expr${filterSql({ ...f, category: undefined }, 'rowid', '')} ORDER BY rowid LIMIT @limit`;
  const has = matcherFor(needle);
  type Row = { doc: number; body: string | null };
  return confirmNewestFirst<Row>(
    limit,
    (max) => stmt(db, idsSql).all(params({ ...f, category: undefined }, { expr: words, limit: max })).length,
    () => stmt(db, sql).all(params(f, { expr: words, limit: WORD_READ_BUDGET })) as Row[],
    (row) => has(row.body),
    () => trigramBodyMatches(db, needle, f, limit).map((doc) => ({ doc, body: null })),
  ).map((row) => row.doc);
}

function trigramBodyMatches(db: Db, needle: string, f: IndexFilters, limit: number): number[] {
  const sql =
    `SELECT rowid FROM search_body WHERE search_body MATCH @expr${filterSql(f, 'rowid', 'category')}` +
    ` ORDER BY rowid LIMIT @limit`;
  const expr = `body : ${matchAnywhere(needle)}${categoryClause(f)}`;
  return stmt(db, sql).pluck().all(params(f, { expr, limit })) as number[];
}

// ---------------------------------------------------------------------------------------------
// Multi-word queries through the word indexes (search_short_words, search_body_words)
// ---------------------------------------------------------------------------------------------

/** The most word-index candidates read and confirmed; beyond that the trigram phrase answers. */
const WORD_READ_BUDGET = 800;

/**
 * The word-index expression whose matches include every text containing the needle, or null when
 * the trigram phrase should be used. A trigram phrase of several words walks the position lists
 * of trigrams such as ' in', 'in ' and 'and' that occur in nearly every text (10-60 ms at 100,000
 * items); the same words are 2-4 terms in the word index (2-3 ms).
 * Why it finds every match: inside the needle, a word between two separators is a whole word of
 * the text too, so it is an exact term of the phrase. The first word may be the end of a longer
 * word ('ancial literacy'), so it is left out unless the needle starts with a separator; the last
 * may be the start of one, so it is a prefix term (`*`), or left out when shorter than three
 * characters (a prefix such as 'a*' expands to thousands of terms). ASCII needles only, so that
 * JavaScript and the unicode61 tokenizer agree on what a separator is (ASCII letters and digits are
 * word characters, everything else separates). Fewer than two terms would match too much to confirm.
 * Measured at 100,000 items, same library and load, service only: p95 25.9 -> 20.4 ms, mean 9.4 -> 8.3.
 */
function wordPhrase(needle: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (!/^[\x00-\x7f]*$/.test(needle)) return null;
  const words = needle.match(/[a-z0-9]+/g) ?? [];
  if (/^[a-z0-9]/.test(needle)) words.shift();
  let prefix = /[a-z0-9]$/.test(needle);
  if (prefix && words.length > 0 && words[words.length - 1].length < 3) {
    words.pop();
    prefix = false;
  }
  if (words.length < 2) return null;
  return `"${words.join(' ')}"${prefix ? ' *' : ''}`;
}

/**
 * The newest `limit` confirmed matches, newest first. The word index's candidates are counted first
 * (ids only, cheap); when there are at most WORD_READ_BUDGET of them they are all read and kept when
 * their text really contains the needle, which is exact because they include every match (see
 * wordPhrase). More candidates means words that are common but rarely side by side (the first word
 * dropped as possibly partial): reading them would cost more than the trigram phrase, which answers.
 */
function confirmNewestFirst<T extends { doc: number }>(
  limit: number,
  count: (max: number) => number,
  read: () => T[],
  confirm: (row: T) => boolean,
  fallback: () => T[],
): T[] {
  if (count(WORD_READ_BUDGET + 1) > WORD_READ_BUDGET) return fallback();
  return read().filter(confirm).slice(0, limit);
}

/**
 * One-character queries cannot use trigrams: a LIKE over the short fields of the newest
 * `scanMax` items only, so a rare character costs a bounded scan, not the whole library.
 */
export function scanShortFields(db: Db, needle: string, f: IndexFilters, limit: number, scanMax: number): ShortFields[] {
  const last = stmt(db, 'SELECT id FROM search_index_content WHERE id >= @minDoc ORDER BY id LIMIT 1 OFFSET @scanMax')
    .pluck()
    .get({ minDoc: f.minDoc, scanMax }) as number | undefined;
  const sql =
    `SELECT id AS doc, c0 AS item_id, c2 AS title, c3 AS category, c4 AS description, c5 AS people, c6 AS tags` +
    ` FROM search_index_content WHERE id <= @last${filterSql(f, 'id', 'c3')}` +
    ` AND (c2 LIKE @pattern ESCAPE '\\' OR c3 LIKE @pattern ESCAPE '\\' OR c4 LIKE @pattern ESCAPE '\\'` +
    ` OR c5 LIKE @pattern ESCAPE '\\' OR c6 LIKE @pattern ESCAPE '\\') ORDER BY id LIMIT @limit`;
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return stmt(db, sql).all(params(f, { last: last ?? Number.MAX_SAFE_INTEGER, pattern, limit })) as ShortFields[];
}

/** Content ids of the given documents. */
export function itemIdsOf(db: Db, docs: number[]): Map<number, string> {
  if (docs.length === 0) return new Map();
  const rows = stmt(db, 'SELECT doc_id AS doc, item_id FROM search_docs WHERE doc_id IN (SELECT value FROM json_each(@docs))').all({
    docs: JSON.stringify(docs),
  }) as { doc: number; item_id: string }[];
  return new Map(rows.map((r) => [r.doc, r.item_id]));
}

/** Body text of the given documents, by document id. */
export function bodiesOf(db: Db, docs: number[]): Map<number, string> {
  if (docs.length === 0) return new Map();
  const rows = stmt(db, 'SELECT id AS doc, c1 AS body FROM search_body_content WHERE id IN (SELECT value FROM json_each(@docs))').all({
    docs: JSON.stringify(docs),
  }) as { doc: number; body: string | null }[];
  return new Map(rows.map((r) => [r.doc, r.body ?? '']));
}

/** Views (plays for podcasts) of the given documents, kept in search_docs by triggers. */
export function popularityOf(db: Db, docs: number[]): Map<number, number> {
  if (docs.length === 0) return new Map();
  const rows = stmt(db, 'SELECT doc_id AS doc, popularity AS value FROM search_docs WHERE doc_id IN (SELECT value FROM json_each(@docs))').all({
    docs: JSON.stringify(docs),
  }) as { doc: number; value: number }[];
  return new Map(rows.map((r) => [r.doc, r.value]));
}

/** Changes whenever an item enters or leaves the index (search_state, kept by the triggers). */
export function indexGeneration(db: Db): number {
  return stmt(db, 'SELECT generation FROM search_state WHERE id = 1').pluck().get() as number;
}

/** Did an indexed item's date come between two moments (given as their visibleFrom numbers)? */
export function becameVisible(db: Db, earlierFrom: number, laterFrom: number): boolean {
  if (laterFrom >= earlierFrom) return false;
  return stmt(db, 'SELECT 1 FROM search_docs WHERE doc_id >= @laterFrom AND doc_id < @earlierFrom LIMIT 1').get({ earlierFrom, laterFrom }) !== undefined;
}

/** Rebuilds the FTS b-trees into one segment each: worth it after a bulk import (seed, benchmark). */
export function optimizeSearchIndex(db: Db): void {
  for (const table of ['search_index', 'search_body', 'search_short_words', 'search_body_words']) {
    db.$client.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
  }
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

const RESULT_ROWS = `
  SELECT id, 'article' AS type, title, excerpt AS description, category_name AS category, author, '' AS guest,
         publish_date AS publishDate, read_time AS readTime, '' AS duration, views, featured_image AS image, status
    FROM articles WHERE id IN (SELECT value FROM json_each(@ids))
  UNION ALL
  SELECT id, 'video', title, description, category, creator, '', upload_date, NULL, duration, views, thumbnail, status
    FROM videos WHERE id IN (SELECT value FROM json_each(@ids))
  UNION ALL
  SELECT id, 'tvshow', title, description, category, creator, '', upload_date, NULL, duration, views, thumbnail, status
    FROM tv_episodes WHERE id IN (SELECT value FROM json_each(@ids))
  UNION ALL
  SELECT id, 'podcast', title, description, category, '', guest_name, publish_date, NULL, duration, plays, image, status
    FROM podcast_episodes WHERE id IN (SELECT value FROM json_each(@ids))`;

/**
 * The result fields of the given items, looked up by primary key; rows that stopped being public
 * since they were indexed (a sub-second date boundary) are left out (see isPubliclyVisible).
 */
export function resultRows(db: Db, ids: string[]): Map<string, ResultRow> {
  if (ids.length === 0) return new Map();
  const rows = stmt(db, RESULT_ROWS).all({ ids: JSON.stringify(ids) }) as ResultRow[];
  return new Map(rows.filter((r) => isPubliclyVisible(r.status, r.publishDate)).map((r) => [r.id, r]));
}
