/**
 * Queries on TV seasons and the episode statistics. The episodes themselves are a content table
 * (table.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { TvStats } from '../../../shared/api/tvshows.ts';
import type { Db } from '../../db/client.ts';
import { tvEpisodes, tvSeasons } from '../../db/schema.ts';
import { tvVisible } from '../content/visibility.ts';
import { runningOrder } from '../content/public-lists.ts';
import type { TvSeasonRow } from './mapper.ts';
import { tvEpisodeTable } from './table.ts';

export function tvStats(db: Db): TvStats {
  return {
    ...tvEpisodeTable.totals(db),
    new: tvEpisodeTable.count(db, eq(tvEpisodes.isNew, true)),
    categoryBreakdown: db
      .select({ category: tvEpisodes.category, count: count() })
      .from(tvEpisodes)
      .where(isNull(tvEpisodes.deletedAt))
      .groupBy(tvEpisodes.category)
      .orderBy(desc(count()), asc(tvEpisodes.category))
      .all(),
  };
}

/** The seasons staff work with: not those in the trash (content/trash-items.ts). */
export function listSeasons(db: Db): TvSeasonRow[] {
  return db.select().from(tvSeasons).where(isNull(tvSeasons.deletedAt)).orderBy(asc(tvSeasons.seasonNumber)).all();
}

/** A season an episode can be put in: not one in the trash. */
export function findSeason(db: Db, id: string): TvSeasonRow | undefined {
  return db.select().from(tvSeasons).where(and(eq(tvSeasons.id, id), isNull(tvSeasons.deletedAt))).get();
}

/** The season with this number, in the trash or not (a trashed season keeps its number). */
export function findSeasonByNumber(db: Db, seasonNumber: number): TvSeasonRow | undefined {
  return db.select().from(tvSeasons).where(eq(tvSeasons.seasonNumber, seasonNumber)).get();
}

export function insertSeason(db: Db, values: { seasonNumber: number; title: string }): TvSeasonRow {
  const id = randomUUID();
  db.insert(tvSeasons).values({ id, ...values }).run();
  return findSeason(db, id)!;
}

/** The seasons that have public episodes, in season order, with how many each has. */
export function publicSeasons(db: Db): Array<{ season: TvSeasonRow; episodes: number }> {
  const episodes = count(tvEpisodes.id);
  return db
    .select({ season: tvSeasons, episodes })
    .from(tvSeasons)
    .innerJoin(tvEpisodes, and(eq(tvEpisodes.seasonId, tvSeasons.id), tvVisible()))
    .groupBy(tvSeasons.id)
    .orderBy(asc(tvSeasons.seasonNumber))
    .all();
}

/** The most a season's list holds (a season of a weekly show is a year of episodes). */
const SEASON_ROWS = 100;

/**
 * A season's public episodes in running order (the first `limit`); `seasonId` null: the episodes of
 * no season (tv_episodes_season_idx finds them; they are sorted after).
 */
export function seasonEpisodeRows(db: Db, seasonId: string | null, limit = SEASON_ROWS) {
  return tvEpisodeTable
    .rows(db)
    .where(and(tvVisible(), seasonId === null ? isNull(tvEpisodes.seasonId) : eq(tvEpisodes.seasonId, seasonId)))
    .orderBy(...runningOrder(tvEpisodes.episodeNumber, tvEpisodes.uploadDate, tvEpisodes.createdAt, tvEpisodes.id))
    .limit(limit)
    .offset(0)
    .all();
}
