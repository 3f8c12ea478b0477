/**
 * How a content item (article, video, TV episode, podcast episode) goes to the trash: it stays in
 * its table with everything attached (likes, comments, views, gallery, downloads), marked
 * `deleted_at` and given TRASHED_STATUS (visibility.ts), which takes it off every public surface
 * at once; the status it had is kept in its trash row and given back on restore. The homepage
 * places it held (a main slot, Featured, Editor's Pick, Trending) are freed for others, remembered,
 * and offered back on restore, never taken back silently. Emptying it deletes its registry row,
 * which takes everything attached with it (store.ts).
 *
 * Each type's module makes its kind with `contentItemTrash` (articles/trash.ts, ...), giving the
 * places its items hold and what else emptying one destroys.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { Place } from '../../../shared/api/trash.ts';
import type { ContentStatus, TrashType } from '../../../shared/constants.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import type { articles, podcastEpisodes, podcastSeries, tvEpisodes, tvSeasons, videos } from '../../db/schema.ts';
import { conflict } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { contentTypeOf, deleteContent } from './store.ts';
import { engagementLosses, noLosses, type Losses, type PlaceHeld, type TrashKind } from './trash.ts';
import { PUBLIC_TABLES, TRASHED_STATUS } from './visibility.ts';

type ItemTable = typeof articles | typeof videos | typeof tvEpisodes | typeof podcastEpisodes;
type RowOf<T extends ItemTable> = T['$inferSelect'];

export interface ItemRestore {
  /** The status it had, given back on restore. */
  status: ContentStatus;
  /** The homepage places it held, offered back on restore. */
  places: Place[];
}

/** The homepage places an item of a type can hold. */
export interface ItemPlaces<T extends ItemTable> {
  /** The places `row` holds now. */
  of(row: RowOf<T>): Place[];
  /** The column values that free every place (written as the item goes to the trash). */
  freed: Partial<T['$inferInsert']>;
  /** Who holds `place` now (the title of a main slot's article), '' when no one or a list. */
  holder?(db: Db, place: Place): string;
  /** Puts the item back in `places`, by the same rules as staff putting it there. */
  putBack(db: Db, id: string, places: Place[]): void;
}

interface ItemTrashSpec<T extends ItemTable> {
  type: TrashType;
  label: string;
  table: T;
  places?: ItemPlaces<T>;
  /** What else emptying one destroys (a podcast episode's counted downloads). */
  losses?(db: Db, row: RowOf<T>): Partial<Losses>;
}

export function contentItemTrash<T extends ItemTable>(spec: ItemTrashSpec<T>): TrashKind<ItemRestore> {
  const { table } = spec;
  const set = (values: Record<string, unknown>) => values as SQLiteUpdateSetSource<T>;
  const find = (db: Db, id: string) => (isUuid(id) ? (db.select().from(table as ItemTable).where(eq(table.id, id)).get() as RowOf<T> | undefined) : undefined);

  return {
    type: spec.type,
    label: spec.label,
    take(tx, id) {
      const row = find(tx, id);
      if (!row || row.deletedAt) return undefined;
      const places = spec.places?.of(row) ?? [];
      // updated_at stays: going to the trash is no edit of the item.
      tx.update(table)
        .set(set({ ...spec.places?.freed, status: TRASHED_STATUS, deletedAt: nowIso() }))
        .where(eq(table.id, id))
        .run();
      return { title: row.title, restore: { status: row.status, places } };
    },
    putBack(tx, id, restore) {
      const back = tx
        .update(table)
        .set(set({ status: restore.status, deletedAt: null }))
        .where(and(eq(table.id, id), isNotNull(table.deletedAt)))
        .run().changes;
      if (!back) throw conflict(`The ${spec.label.toLowerCase()} is no longer there to restore`);
    },
    destroy(tx, id) {
      deleteContent(tx, id);
    },
    losses(db, id) {
      const row = find(db, id);
      return { ...engagementLosses(db, id), views: row?.views ?? 0, ...(row && spec.losses?.(db, row)) };
    },
    held(db, restore) {
      const places = spec.places;
      return places ? restore.places.map((place): PlaceHeld => ({ place, label: PLACE_LABELS[place], holder: places.holder?.(db, place) ?? '' })) : [];
    },
    placeBack: spec.places ? (db, id, places) => spec.places!.putBack(db, id, places) : undefined,
  };
}

/** How the screens name each place: 'It held main slot 1'. */
export const PLACE_LABELS: Record<Place, string> = {
  main: 'main slot 1',
  second: 'main slot 2',
  featured: 'Featured',
  editors_pick: "Editor's Pick",
  trending: 'Trending',
  podcast_cover: 'the podcast artwork',
};

/** The Featured place of videos, TV and podcast episodes (their only homepage place). */
export function featuredPlace<T extends typeof videos | typeof tvEpisodes | typeof podcastEpisodes>(table: T): ItemPlaces<T> {
  return {
    of: (row) => (row.featured ? ['featured'] : []),
    freed: { featured: false } as Partial<T['$inferInsert']>,
    putBack(db, id, places) {
      // Curation, like the homepage slots: no edit of the item, so updated_at stays.
      if (places.includes('featured')) db.update(table).set({ featured: true } as SQLiteUpdateSetSource<T>).where(and(eq(table.id, id), isNull(table.deletedAt))).run();
    },
  };
}

/** The title of any item (whatever its status), '' when no item has this id. */
export function itemTitle(db: Db, id: string): string {
  const type = contentTypeOf(db, id);
  if (!type) return '';
  const { table } = PUBLIC_TABLES[type];
  return db.select({ title: table.title }).from(table as typeof articles).where(eq(table.id, id)).get()?.title ?? '';
}

type GroupTable = typeof tvSeasons | typeof podcastSeries;

/**
 * How a TV season or a podcast series goes to the trash: marked `deleted_at` (so staff lists leave
 * it out and its number or title stays its own, to come back to), with its episodes (`members`),
 * which go to the trash as items of their own kind, come back with it and are emptied with it.
 * The site shows a season or series through its public episodes, so taking those off is what
 * takes it off the site. Emptying it deletes its row.
 */
export function groupTrash<T extends GroupTable>(spec: {
  type: TrashType;
  label: string;
  table: T;
  titleOf(row: T['$inferSelect']): string;
  /** The kind of its episodes, and the column that links an episode to it. */
  episodes: { kind: TrashKind; table: typeof tvEpisodes | typeof podcastEpisodes; link: SQLiteColumn };
}): TrashKind<Record<string, never>> {
  const { table } = spec;
  const episodes = spec.episodes;
  return {
    type: spec.type,
    label: spec.label,
    take(tx, id) {
      const row = isUuid(id) ? (tx.select().from(table as GroupTable).where(and(eq(table.id, id), isNull(table.deletedAt))).get() as T['$inferSelect'] | undefined) : undefined;
      if (!row) return undefined;
      tx.update(table).set({ deletedAt: nowIso() } as SQLiteUpdateSetSource<T>).where(eq(table.id, id)).run();
      return { title: spec.titleOf(row), restore: {} };
    },
    members: {
      kind: episodes.kind,
      ids: (tx, id) =>
        tx
          .select({ id: episodes.table.id })
          .from(episodes.table as typeof tvEpisodes)
          .where(and(eq(episodes.link, id), isNull(episodes.table.deletedAt)))
          .all()
          .map((r) => r.id),
    },
    putBack(tx, id) {
      const back = tx.update(table).set({ deletedAt: null } as SQLiteUpdateSetSource<T>).where(and(eq(table.id, id), isNotNull(table.deletedAt))).run().changes;
      if (!back) throw conflict(`The ${spec.label.toLowerCase()} is no longer there to restore`);
    },
    destroy(tx, id) {
      tx.delete(table).where(eq(table.id, id)).run();
    },
    losses: () => noLosses(),
  };
}
