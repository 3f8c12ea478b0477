/**
 * The live counters of public items: each type's views, and the plays of podcast episodes. A counter
 * adds to its column and to the item's views of the day in one transaction, or reads it, and finds
 * only public items (the type's visibility rule): undefined answers "no public item has this id".
 * Which views count is view-window.ts's rule; views of cached pages are batched by view-buffer.ts.
 */
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { nowIso } from '../../clock.ts';
import { dailyViews, type articles, type podcastEpisodes, type tvEpisodes, type videos } from '../../db/schema.ts';
import { utcDay } from './view-growth.ts';
import { PUBLIC_TABLES, type VisibleRule } from './visibility.ts';

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

/** A counter's value without adding to it (a repeat view: view-window.ts), or undefined when no public item has this id. */
function read(db: Db, table: Counted, column: CounterColumn, visible: VisibleRule, id: string): number | undefined {
  return counterStatements(db, table, column, visible).read.get({ id, now: nowIso() })?.value as number | undefined;
}

/** Adds to a live counter (undefined: no public item has the id), and reads it without adding. */
export interface Counter {
  add: (db: Db, id: string, n?: number) => number | undefined;
  read: (db: Db, id: string) => number | undefined;
}

/** The counter of `column` of the public rows of `table`. */
export const counter = (table: Counted, column: CounterColumn, visible: VisibleRule): Counter => ({
  add: (db, id, n) => bump(db, table, column, visible, id, n),
  read: (db, id) => read(db, table, column, visible, id),
});

const viewsOf = ({ table, visible }: { table: Counted; visible: VisibleRule }) => counter(table, 'views', visible);

/** Each type's view counter, by the kind of detail page that counts it (server/ssr/routes.ts names them). */
export const VIEWS = {
  article: viewsOf(PUBLIC_TABLES.article),
  video: viewsOf(PUBLIC_TABLES.video),
  tv: viewsOf(PUBLIC_TABLES.tvshow),
  podcast: viewsOf(PUBLIC_TABLES.podcast),
} satisfies Record<string, Counter>;
export type ViewedKind = keyof typeof VIEWS;
