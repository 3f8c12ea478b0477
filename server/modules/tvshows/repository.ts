/** Queries on TV episodes and seasons. Only this file touches the tv_episodes and tv_seasons tables. */
import { randomUUID } from 'node:crypto';
import { and, asc, avg, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { ContentStatus } from '../../../shared/constants.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { tvEpisodes, tvSeasons } from '../../db/schema.ts';
import type { TvEpisodeRow, TvSeasonRow } from '../content/mappers.ts';
import { deleteContent, insertTvEpisode } from '../content/store.ts';
import { searchCondition, statusCondition } from '../videos/list-filters.ts';
import type { VideoValues } from '../videos/video-fields.ts';

export const TV_SORTS = ['newest', 'oldest', 'views', 'rating', 'title', 'upload_date', 'episode_number'] as const;
export type TvSort = (typeof TV_SORTS)[number];

export interface TvEpisodeValues extends VideoValues {
  seasonId: string | null;
  episodeNumber: number | null;
}

export interface TvEpisodeWithSeason {
  episode: TvEpisodeRow;
  season: TvSeasonRow | null;
}

export interface TvFilters {
  status?: ContentStatus;
  category?: string;
  featured?: boolean;
  seasonId?: string;
  q?: string;
  sort: TvSort;
  page: number;
  limit: number;
}

const ORDER: Record<TvSort, SQL[]> = {
  newest: [desc(tvEpisodes.createdAt), desc(tvEpisodes.id)],
  oldest: [asc(tvEpisodes.createdAt), asc(tvEpisodes.id)],
  views: [desc(tvEpisodes.views), desc(tvEpisodes.createdAt)],
  rating: [desc(tvEpisodes.rating), desc(tvEpisodes.createdAt)],
  title: [asc(tvEpisodes.title), asc(tvEpisodes.id)],
  upload_date: [desc(tvEpisodes.uploadDate), desc(tvEpisodes.createdAt)],
  episode_number: [asc(tvSeasons.seasonNumber), asc(tvEpisodes.episodeNumber), asc(tvEpisodes.createdAt)],
};

const withSeason = (db: Db) =>
  db.select({ episode: tvEpisodes, season: tvSeasons }).from(tvEpisodes).leftJoin(tvSeasons, eq(tvEpisodes.seasonId, tvSeasons.id));

export function listTvEpisodes(db: Db, f: TvFilters): { rows: TvEpisodeWithSeason[]; total: number } {
  const where = and(
    f.status ? statusCondition(tvEpisodes.status, tvEpisodes.uploadDate, f.status) : undefined,
    f.category ? eq(tvEpisodes.category, f.category) : undefined,
    f.featured !== undefined ? eq(tvEpisodes.featured, f.featured) : undefined,
    f.seasonId ? eq(tvEpisodes.seasonId, f.seasonId) : undefined,
    searchCondition(f.q, [tvEpisodes.title, tvEpisodes.description]),
  );
  const total = db.select({ n: count() }).from(tvEpisodes).where(where).get()?.n ?? 0;
  const rows = withSeason(db)
    .where(where)
    .orderBy(...ORDER[f.sort])
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .all();
  return { rows, total };
}

export function findTvEpisode(db: Db, id: string): TvEpisodeWithSeason | undefined {
  return withSeason(db).where(eq(tvEpisodes.id, id)).get();
}

export function createTvEpisode(db: Db, values: TvEpisodeValues): TvEpisodeWithSeason {
  const id = insertTvEpisode(db, values);
  return findTvEpisode(db, id)!;
}

/** Writes the checked values; undefined when the episode no longer exists. */
export function updateTvEpisode(db: Db, id: string, values: TvEpisodeValues): TvEpisodeWithSeason | undefined {
  return inTransaction(db, (tx) => {
    const changed = tx
      .update(tvEpisodes)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(eq(tvEpisodes.id, id))
      .run().changes;
    return changed ? findTvEpisode(tx, id) : undefined;
  });
}

/** Deletes an episode with its likes, comments and daily views; false when no episode has this id. */
export function removeTvEpisode(db: Db, id: string): boolean {
  return inTransaction(db, (tx) => {
    const exists = tx.select({ id: tvEpisodes.id }).from(tvEpisodes).where(eq(tvEpisodes.id, id)).get();
    return exists ? deleteContent(tx, id) : false;
  });
}

export interface TvStatsRow {
  total: number;
  published: number;
  draft: number;
  featured: number;
  isNew: number;
  avgRating: number | null;
  categories: { category: string; count: number }[];
}

export function tvStats(db: Db): TvStatsRow {
  const countWhere = (where?: SQL) => db.select({ n: count() }).from(tvEpisodes).where(where).get()?.n ?? 0;
  const avgRow = db.select({ v: avg(tvEpisodes.rating) }).from(tvEpisodes).where(gt(tvEpisodes.rating, 0)).get();
  return {
    total: countWhere(),
    published: countWhere(statusCondition(tvEpisodes.status, tvEpisodes.uploadDate, 'published')),
    draft: countWhere(eq(tvEpisodes.status, 'draft')),
    featured: countWhere(eq(tvEpisodes.featured, true)),
    isNew: countWhere(eq(tvEpisodes.isNew, true)),
    avgRating: avgRow?.v == null ? null : Number(avgRow.v),
    categories: db
      .select({ category: tvEpisodes.category, count: count() })
      .from(tvEpisodes)
      .groupBy(tvEpisodes.category)
      .orderBy(desc(count()), asc(tvEpisodes.category))
      .all(),
  };
}

export function listSeasons(db: Db): TvSeasonRow[] {
  return db.select().from(tvSeasons).orderBy(asc(tvSeasons.seasonNumber)).all();
}

export function findSeason(db: Db, id: string): TvSeasonRow | undefined {
  return db.select().from(tvSeasons).where(eq(tvSeasons.id, id)).get();
}

export function findSeasonByNumber(db: Db, seasonNumber: number): TvSeasonRow | undefined {
  return db.select().from(tvSeasons).where(eq(tvSeasons.seasonNumber, seasonNumber)).get();
}

export function insertSeason(db: Db, values: { seasonNumber: number; title: string }): TvSeasonRow {
  const id = randomUUID();
  db.insert(tvSeasons).values({ id, ...values }).run();
  return findSeason(db, id)!;
}
