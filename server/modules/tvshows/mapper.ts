/** TV episode and season rows (camelCase) -> API objects (snake_case, shared/api/content.ts). */
import type { TvEpisode, TvSeason } from '../../../shared/api/content.ts';
import type { tvEpisodes, tvSeasons } from '../../db/schema.ts';
import { videoFields } from '../videos/mapper.ts';

export type TvEpisodeRow = typeof tvEpisodes.$inferSelect;
export type TvSeasonRow = typeof tvSeasons.$inferSelect;

/** An episode joined to its season (table.ts). */
export function toTvEpisode({ episode: row, season }: { episode: TvEpisodeRow; season: TvSeasonRow | null }): TvEpisode {
  return {
    ...videoFields(row),
    season_id: row.seasonId ?? null,
    season_number: season?.seasonNumber ?? null,
    episode_number: row.episodeNumber ?? null,
  };
}

export const toTvSeason = (row: TvSeasonRow): TvSeason => ({ id: row.id, season_number: row.seasonNumber, title: row.title });
