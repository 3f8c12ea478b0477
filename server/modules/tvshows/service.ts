/**
 * Rules of the TV show admin: episodes are checked by the shared video rules plus a season that
 * must exist and a whole episode number; seasons live in the database.
 */
import type { Pagination } from '../../../shared/api/common.ts';
import type { TvEpisode, TvSeason } from '../../../shared/api/content.ts';
import type { TvEpisodeBody, TvEpisodeListQuery, TvSeasonBody } from '../../../shared/api/tvshows.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { tvEpisodes } from '../../db/schema.ts';
import { conflict, validationFailed } from '../../errors.ts';
import { writeUnique } from '../../lib/unique-write.ts';
import { contentAdmin } from '../content/content-admin.ts';
import { equalsIf, filterValue } from '../content/list-filters.ts';
import { definedOnly } from '../content/partial-update.ts';
import type { SaveContext } from '../content/revisions.ts';
import { videoBodyOf } from '../videos/mapper.ts';
import { toTvEpisode, toTvSeason } from './mapper.ts';
import { tvEpisodeTable } from './table.ts';
import { FieldErrors, episodeNumberField } from '../../../shared/validation/fields.ts';
import { TV_RULES, checkSeason, checkVideoFields, type VideoValues } from '../../../shared/validation/video.ts';
import { findSeason, findSeasonByNumber, insertSeason, listSeasons, tvStats } from './repository.ts';

/** Column values of a checked episode payload. */
interface TvEpisodeValues extends VideoValues {
  seasonId: string | null;
  episodeNumber: number | null;
}

/** An episode's editable fields: a video's, with its season and number. */
const episodeBodyOf = (episode: TvEpisode): TvEpisodeBody => ({ ...videoBodyOf(episode), season_id: episode.season_id, episode_number: episode.episode_number });

const admin = contentAdmin(tvEpisodeTable, toTvEpisode, 'TV show episode not found', { type: 'tvshow', noun: 'TV episode', fieldsOf: episodeBodyOf });

function checked(db: Db, input: TvEpisodeBody): TvEpisodeValues {
  const errors = new FieldErrors();
  const values = checkVideoFields(errors, input, TV_RULES, nowIso());
  const episodeNumber = episodeNumberField(errors, input.episode_number);
  const seasonRef = typeof input.season_id === 'string' ? input.season_id.trim() : '';
  if (seasonRef && !findSeason(db, seasonRef)) errors.add('season_id', 'Season not found');
  if (!errors.empty) throw validationFailed(errors.items);
  return { ...values, seasonId: seasonRef || null, episodeNumber };
}

export function listTvEpisodesPage(db: Db, query: TvEpisodeListQuery): { data: TvEpisode[]; pagination: Pagination } {
  return admin.list(db, query, {
    where: [
      equalsIf(tvEpisodes.category, filterValue(query.category)),
      equalsIf(tvEpisodes.featured, query.featured),
      equalsIf(tvEpisodes.seasonId, filterValue(query.season_id)),
    ],
    // No trending flag exists for episodes: trending lists the most watched first.
    sort: query.trending ? 'views' : undefined,
  });
}

export const getTvEpisode = admin.get;

export const createTvEpisodeFrom = (db: Db, body: TvEpisodeBody, ctx?: SaveContext): TvEpisode => admin.create(db, checked(db, definedOnly(body)), ctx);

/** PUT is partial: the body is merged onto the stored episode and the result is checked as a whole. */
export const updateTvEpisodeFrom = (db: Db, id: string, body: TvEpisodeBody, ctx?: SaveContext): TvEpisode =>
  admin.update(db, id, (current) => checked(db, { ...episodeBodyOf(current), ...definedOnly(body) }), ctx);

/** TV episodes as revisions, autosave and the editing routes read them. */
export const tvEpisodeEditing = admin.editable;


export const getTvStats = tvStats;

export const getSeasons = (db: Db): TvSeason[] => listSeasons(db).map(toTvSeason);

export function createSeason(db: Db, body: TvSeasonBody): TvSeason {
  const errors = new FieldErrors();
  const { seasonNumber, title } = checkSeason(errors, body);
  if (!errors.empty || seasonNumber === null) throw validationFailed(errors.items);

  const taken = `Season ${seasonNumber} already exists`;
  const holder = findSeasonByNumber(db, seasonNumber);
  // A trashed season keeps its number, to come back to it.
  if (holder?.deletedAt) throw conflict(`Season ${seasonNumber} is in the trash: restore it, or empty it from the trash first`);
  if (holder) throw conflict(taken);
  return toTvSeason(writeUnique(taken, () => insertSeason(db, { seasonNumber, title })));
}
