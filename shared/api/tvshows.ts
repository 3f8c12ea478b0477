/**
 * Admin contract of TV show episodes (/api/tvshows): the video fields plus season and episode
 * number, the statistics tiles and the seasons list kept in the database.
 */
import { Type, type Static } from 'typebox';
import { Envelope, ListEnvelope, NumberLike, OptionalRef } from './common.ts';
import { TvEpisode, TvSeason } from './content.ts';
import { listQueryFields, videoBodyFields } from './videos.ts';

export const TvEpisodeBody = Type.Object({
  ...videoBodyFields,
  season_id: Type.Optional(OptionalRef),
  /** A whole number, or null / '' for none; text such as '3' is accepted. */
  episode_number: Type.Optional(NumberLike),
});
export type TvEpisodeBody = Static<typeof TvEpisodeBody>;

export const TvEpisodeListQuery = Type.Object({
  ...listQueryFields,
  season_id: Type.Optional(Type.String({ maxLength: 200, description: "a season's id ('' or 'all' = any)" })),
});
export type TvEpisodeListQuery = Static<typeof TvEpisodeListQuery>;

export const TvEpisodeResponse = Envelope(TvEpisode);
export type TvEpisodeResponse = Static<typeof TvEpisodeResponse>;
export const TvEpisodeListResponse = ListEnvelope(TvEpisode);
export type TvEpisodeListResponse = Static<typeof TvEpisodeListResponse>;

/** Episodes per category, most frequent first; categories with no episode are left out. */
const CategoryCount = Type.Object({ category: Type.String(), count: Type.Integer() });

export const TvStats = Type.Object({
  total: Type.Integer(),
  /** Published, including scheduled episodes whose date has come. */
  published: Type.Integer(),
  draft: Type.Integer(),
  featured: Type.Integer(),
  /** Episodes flagged is_new. */
  new: Type.Integer(),
  /** Mean rating of the rated episodes (rating > 0), one decimal; 0 when none is rated. */
  avgRating: Type.Number(),
  categoryBreakdown: Type.Array(CategoryCount),
});
export type TvStats = Static<typeof TvStats>;
export const TvStatsResponse = Envelope(TvStats);
export type TvStatsResponse = Static<typeof TvStatsResponse>;

export const TvSeasonBody = Type.Object({
  season_number: Type.Optional(NumberLike),
  title: Type.Optional(Type.String()),
});
export type TvSeasonBody = Static<typeof TvSeasonBody>;
export const TvSeasonResponse = Envelope(TvSeason);
export type TvSeasonResponse = Static<typeof TvSeasonResponse>;
export const TvSeasonListResponse = Envelope(Type.Array(TvSeason));
export type TvSeasonListResponse = Static<typeof TvSeasonListResponse>;

