/**
 * Rules of the TV show admin: episodes are checked like magazine videos (shared video-fields) plus
 * a season that must exist and a whole episode number; seasons live in the database.
 */
import { TV_CATEGORIES, TV_SECTIONS } from '../../../shared/constants.ts';
import type { Pagination } from '../../../shared/api/common.ts';
import type { TvEpisode, TvSeason } from '../../../shared/api/content.ts';
import type { TvEpisodeBody, TvEpisodeListQuery, TvSeasonBody, TvStats } from '../../../shared/api/tvshows.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, validationFailed } from '../../errors.ts';
import { toTvEpisode, toTvSeason } from '../content/mappers.ts';
import { FieldErrors } from '../content/validation.ts';
import { isUniqueViolation } from '../videos/conflicts.ts';
import { filterValue, pagination, sortKey, statusFilter } from '../videos/list-filters.ts';
import {
  TEXT_LIMITS,
  checkVideoFields,
  definedOnly,
  episodeNumberField,
  textField,
  videoBodyOf,
  type VideoFieldRules,
} from '../videos/video-fields.ts';
import {
  TV_SORTS,
  createTvEpisode,
  findSeason,
  findSeasonByNumber,
  findTvEpisode,
  insertSeason,
  listSeasons,
  listTvEpisodes,
  removeTvEpisode,
  tvStats,
  updateTvEpisode,
  type TvEpisodeValues,
  type TvEpisodeWithSeason,
} from './repository.ts';

const RULES: VideoFieldRules = {
  categories: TV_CATEGORIES,
  defaultCategory: 'Full Episodes',
  sections: TV_SECTIONS,
  // Each TV category has its section of the same words ('Mind Battles' -> 'MindBattles').
  sectionFor: (category) => {
    const section = category.replace(/\s+/g, '');
    return (TV_SECTIONS as readonly string[]).includes(section) ? section : 'FullEpisodes';
  },
  durationRequired: true,
};

const NOT_FOUND = 'TV show episode not found';

const toApi = ({ episode, season }: TvEpisodeWithSeason): TvEpisode => toTvEpisode(episode, season);

function checked(db: Db, input: TvEpisodeBody): TvEpisodeValues {
  const errors = new FieldErrors();
  const values = checkVideoFields(errors, input, RULES, new Date().toISOString());
  const episodeNumber = episodeNumberField(errors, input.episode_number);
  const seasonRef = typeof input.season_id === 'string' ? input.season_id.trim() : '';
  if (seasonRef && !findSeason(db, seasonRef)) errors.add('season_id', 'Season not found');
  if (!errors.empty) throw validationFailed(errors.items);
  return { ...values, seasonId: seasonRef || null, episodeNumber };
}

export function listTvEpisodesPage(db: Db, query: TvEpisodeListQuery): { data: TvEpisode[]; pagination: Pagination } {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const { rows, total } = listTvEpisodes(db, {
    status: statusFilter(query.status),
    category: filterValue(query.category),
    featured: query.featured,
    seasonId: filterValue(query.season_id),
    q: query.q,
    // No trending flag exists for episodes: trending lists the most watched first.
    sort: query.trending ? 'views' : sortKey(query.sort, TV_SORTS, 'newest'),
    page,
    limit,
  });
  return { data: rows.map(toApi), pagination: pagination(page, limit, total) };
}

export function getTvEpisode(db: Db, id: string): TvEpisode {
  const found = findTvEpisode(db, id);
  if (!found) throw notFound(NOT_FOUND);
  return toApi(found);
}

export function createTvEpisodeFrom(db: Db, body: TvEpisodeBody): TvEpisode {
  return toApi(createTvEpisode(db, checked(db, definedOnly(body))));
}

/** PUT is partial: the body is merged onto the stored episode and the result is checked as a whole. */
export function updateTvEpisodeFrom(db: Db, id: string, body: TvEpisodeBody): TvEpisode {
  const current = getTvEpisode(db, id);
  const base: TvEpisodeBody = { ...videoBodyOf(current), season_id: current.season_id, episode_number: current.episode_number };
  const updated = updateTvEpisode(db, id, checked(db, { ...base, ...definedOnly(body) }));
  if (!updated) throw notFound(NOT_FOUND);
  return toApi(updated);
}

export function deleteTvEpisode(db: Db, id: string): void {
  if (!removeTvEpisode(db, id)) throw notFound(NOT_FOUND);
}

export function getTvStats(db: Db): TvStats {
  const s = tvStats(db);
  return {
    total: s.total,
    published: s.published,
    draft: s.draft,
    featured: s.featured,
    new: s.isNew,
    avgRating: s.avgRating === null ? 0 : Math.round(s.avgRating * 10) / 10,
    categoryBreakdown: s.categories,
  };
}

export const getSeasons = (db: Db): TvSeason[] => listSeasons(db).map(toTvSeason);

export function createSeason(db: Db, body: TvSeasonBody): TvSeason {
  const errors = new FieldErrors();
  const raw = body.season_number;
  let seasonNumber: number | null = null;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    errors.add('season_number', 'Season number is required');
  } else {
    const n = typeof raw === 'number' ? raw : /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 1000) errors.add('season_number', 'Season number must be a whole number from 1 to 1000');
    else seasonNumber = n;
  }
  const title = textField(errors, 'title', body.title, { label: 'Title', max: TEXT_LIMITS.title, requiredMsg: 'Title is required' });
  if (!errors.empty || seasonNumber === null) throw validationFailed(errors.items);

  const taken = () => conflict(`Season ${seasonNumber} already exists`);
  if (findSeasonByNumber(db, seasonNumber)) throw taken();
  try {
    return toTvSeason(insertSeason(db, { seasonNumber, title }));
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}
