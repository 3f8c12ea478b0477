/**
 * The queries every content table answers the same way. `selectPage` pages any list; `contentTable`
 * gives the tables staff manage through one form each (videos, TV episodes, podcast episodes) their
 * list, find, create and update (a delete moves the row to the trash: trash-items.ts), from a table, the date that makes its rows public, the
 * columns the staff search looks in and the staff sort orders.
 */
import { and, asc, avg, count as countRows, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { ContentStatus } from '../../../shared/constants.ts';
import { nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import type { podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';
import { pageOffset, type Page } from '../../lib/pagination.ts';
import { searchCondition, staffStatusCondition } from './list-filters.ts';
import { memoByVersion } from './public-version.ts';
import { newestFirst, publiclyVisible } from './visibility.ts';

/** A query that selects `Row`s (a table, or a table joined to its season or series), still unfiltered. */
interface RowSource<Row> {
  where(where: SQL | undefined): {
    get(): Row | undefined;
    orderBy(...order: SQL[]): { limit(limit: number): { offset(offset: number): { all(): Row[] } } };
  };
}

export interface RowPage<Row> {
  rows: Row[];
  total: number;
}

/** Rows of `table` matching `where` (all rows without it). */
export const countWhere = (db: Db, table: SQLiteTable, where: SQL | undefined): number =>
  db.select({ n: countRows() }).from(table).where(where).get()?.n ?? 0;

const pageOf = <Row>(rows: RowSource<Row>, where: SQL | undefined, order: SQL[], page: Page): Row[] =>
  rows.where(where).orderBy(...order).limit(page.limit).offset(pageOffset(page)).all();

/**
 * One page of `rows` matching `where` in `order`, with the number of all matching rows of `table`
 * (counted on every call: staff lists, whose rows change with every draft).
 */
export function selectPage<Row>(db: Db, table: SQLiteTable, rows: RowSource<Row>, where: SQL | undefined, order: SQL[], page: Page): RowPage<Row> {
  return { rows: pageOf(rows, where, order, page), total: countWhere(db, table, where) };
}

/** A table with public rows: the visibility rule and the public order read these columns. */
type PublicTable = SQLiteTable & { id: SQLiteColumn; createdAt: SQLiteColumn; status: SQLiteColumn };

/**
 * One page of a public list: the rows of `table` the public may see (`publiclyVisible` by `date`)
 * that match every filter, newest first (`newestFirst`), with the number of all of them.
 *
 * The count is memoised per public version (public-version.ts): it can only change when public
 * content is written or a public item's date arrives, and both move the version, so the count runs
 * once per version and filter instead of on every page (a count walks every matching index entry:
 * ~90,000 at 100,000 articles). The key is the count query over the filters alone, as SQL with its
 * values: the table and every filter value, and nothing of the time (the one time-dependent part,
 * "date <= now", is the visibility rule every key shares).
 */
export function selectPublicPage<Row>(db: Db, table: PublicTable, date: SQLiteColumn, rows: RowSource<Row>, filters: (SQL | undefined)[], page: Page): RowPage<Row> {
  const filter = and(...filters);
  const where = and(publiclyVisible(table, date), filter);
  const { sql, params } = db.select({ n: countRows() }).from(table).where(filter).toSQL();
  const total = memoByVersion(db, 'count', `public count: ${sql} ${JSON.stringify(params)}`, () => countWhere(db, table, where));
  return { rows: pageOf(rows, where, newestFirst(table, date), page), total };
}

export type ManagedTable = typeof videos | typeof tvEpisodes | typeof podcastEpisodes;

/** Staff orders every table has: creation time, newest (the default) or oldest first. */
export const byCreation = (table: ManagedTable) => ({
  newest: [desc(table.createdAt), desc(table.id)],
  oldest: [asc(table.createdAt), asc(table.id)],
});

/** Column values of a new row; the id is made by the insert, the version counts saves. */
export type NewRow<Table extends ManagedTable> = Omit<Table['$inferInsert'], 'id' | 'version'>;

interface ContentTableSpec<Table extends ManagedTable, Row, Sort extends string> {
  table: Table;
  /** The date that makes a row public: the upload date (videos, TV) or the publish date (podcasts). */
  date: SQLiteColumn;
  /** The columns the staff search box looks in. */
  searchable: SQLiteColumn[];
  /** The staff list orders, in the order a refused `sort` lists them; the first is the default. */
  sorts: Record<Sort, SQL[]>;
  rows: (db: Db) => RowSource<Row>;
  /** Writes a new row with its content registry row (content/store.ts); returns its id. */
  insert: (db: Db, values: NewRow<Table>) => string;
}

/** The filters every staff list has; `where` holds the table's own (category, season, ...). */
export interface StaffListFilters<Sort extends string> extends Page {
  status?: ContentStatus;
  q?: string;
  sort: Sort;
  where?: (SQL | undefined)[];
}

export function contentTable<Table extends ManagedTable, Row, Sort extends string>(spec: ContentTableSpec<Table, Row, Sort>) {
  const { table, date, rows } = spec;
  /** What staff see: every row but those in the trash (content/trash.ts), which the Trash screen lists. */
  const notTrashed = isNull(table.deletedAt);
  const find = (db: Db, id: string, where?: SQL): Row | undefined => rows(db).where(and(eq(table.id, id), notTrashed, where)).get();
  const visible = () => publiclyVisible(table, date);
  const withStatus = (status: ContentStatus) => staffStatusCondition(table.status, date, status);
  /** Rows matching `where` (all rows without it), the trash left out. */
  const count = (db: Db, where?: SQL): number => countWhere(db, table, and(notTrashed, where));

  return {
    sortNames: Object.keys(spec.sorts) as Sort[],
    /** Public lists: only public rows matching every filter, newest first (the total memoised). */
    publicPage: (db: Db, filters: (SQL | undefined)[], page: Page): RowPage<Row> => selectPublicPage(db, table, date, rows(db), filters, page),
    /** Staff lists: every status, filtered, searched and sorted as the screen asks. */
    staffPage: (db: Db, f: StaffListFilters<Sort>): RowPage<Row> => {
      const where = and(
        notTrashed,
        f.status ? withStatus(f.status) : undefined,
        ...(f.where ?? []),
        searchCondition(f.q, spec.searchable),
      );
      return selectPage(db, table, rows(db), where, spec.sorts[f.sort], f);
    },
    find,
    findPublic: (db: Db, id: string): Row | undefined => find(db, id, visible()),
    /** The table's rows as API items are made from them (joined to their season or series), unfiltered. */
    rows,
    count,
    /**
     * The statistics every staff screen starts with: counts by status (as staff see it) and of
     * featured rows, and the mean rating of the rated rows (rating > 0) to one decimal, 0 when none is.
     */
    totals(db: Db): { total: number; published: number; draft: number; featured: number; avgRating: number } {
      const mean = db.select({ v: avg(table.rating) }).from(table).where(and(notTrashed, gt(table.rating, 0))).get()?.v;
      return {
        total: count(db),
        published: count(db, withStatus('published')),
        draft: count(db, eq(table.status, 'draft')),
        featured: count(db, eq(table.featured, true)),
        avgRating: mean == null ? 0 : Math.round(Number(mean) * 10) / 10,
      };
    },
    create(db: Db, values: NewRow<Table>): Row {
      const id = spec.insert(db, values);
      return find(db, id)!;
    },
    /** Writes the checked values; undefined when the row no longer exists. */
    update(db: Db, id: string, values: NewRow<Table>): Row | undefined {
      return inTransaction(db, (tx) => {
        const changed = tx
          .update(table)
          // The generic table hides the column types from set(); NewRow<Table> holds exactly its columns.
          // Each save counts in the version (versions.ts).
          .set({ ...values, updatedAt: nowIso(), version: sql`${table.version} + 1` } as SQLiteUpdateSetSource<Table>)
          .where(eq(table.id, id))
          .run().changes;
        return changed ? find(tx, id) : undefined;
      });
    },
  };
}

export type ContentTable<Table extends ManagedTable, Row, Sort extends string> = ReturnType<typeof contentTable<Table, Row, Sort>>;
