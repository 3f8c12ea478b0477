/**
 * The steps every staff service of a content table shares (videos, TV episodes, podcast episodes):
 * one page of the staff list as API items, the not-found answer and partial updates (versioned, each
 * kept as a revision; a delete moves the item to the trash: content/trash-items.ts).
 */
import type { SQL } from 'drizzle-orm';
import type { Pagination } from '../../../shared/api/common.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { pagination } from '../../lib/pagination.ts';
import type { ContentTable, ManagedTable, NewRow } from './content-table.ts';
import { sortKey, staffStatusFilter } from './list-filters.ts';
import { createdWithHistory, savedWithHistory, type EditableItem, type EditableType, type SaveContext } from './revisions.ts';

/** The query every staff list takes; page and limit default to 1 and 10. */
interface StaffListQuery {
  page?: number;
  limit?: number;
  status?: string;
  q?: string;
  sort?: string;
}

/** How revisions read a type's items: its name in messages and its editable fields (revisions.ts). */
type Editing<Item extends EditableItem> = Pick<EditableType<Item>, 'type' | 'noun' | 'fieldsOf'>;

export function contentAdmin<Table extends ManagedTable, Row, Sort extends string, Item extends EditableItem>(
  table: ContentTable<Table, Row, Sort>,
  toItem: (row: Row) => Item,
  notFoundMessage: string,
  editing: Editing<Item>,
) {
  const found = (row: Row | undefined): Item => {
    if (!row) throw notFound(notFoundMessage);
    return toItem(row);
  };
  const get = (db: Db, id: string): Item => found(table.find(db, id));
  const editable: EditableType<Item> = {
    ...editing,
    notFoundMessage,
    find: (db, id) => {
      const row = table.find(db, id);
      return row && toItem(row);
    },
  };

  return {
    /**
     * One page of the staff list. `where` holds the table's own filters; `sort` replaces the
     * query's sort (e.g. "trending" lists the most watched first); without it the query's sort
     * is checked, the table's first sort by default.
     */
    list(db: Db, query: StaffListQuery, options: { where?: (SQL | undefined)[]; sort?: Sort } = {}): { data: Item[]; pagination: Pagination } {
      const page = query.page ?? 1;
      const limit = query.limit ?? 10;
      const { rows, total } = table.staffPage(db, {
        status: staffStatusFilter(query.status),
        where: options.where,
        q: query.q,
        sort: options.sort ?? sortKey(query.sort, table.sortNames, table.sortNames[0]),
        page,
        limit,
      });
      return { data: rows.map(toItem), pagination: pagination(page, limit, total) };
    },
    get,
    /** The type as revisions, autosave and the editing routes read it. */
    editable,
    /** A new item with its first revision. */
    create: (db: Db, values: NewRow<Table>, ctx: SaveContext = {}): Item => createdWithHistory(db, editable, ctx, (tx) => toItem(table.create(tx, values))),
    /**
     * PUT is partial: `valuesFor` merges the body onto the stored item and checks the result as a
     * whole; the save is checked against the version it started from and kept as a revision.
     */
    update: (db: Db, id: string, valuesFor: (current: Item) => NewRow<Table>, ctx: SaveContext = {}): Item =>
      savedWithHistory(db, editable, id, ctx, (tx, current) => found(table.update(tx, id, valuesFor(current)))),
  };
}
