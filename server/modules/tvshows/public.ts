/** TV episodes for readers (/api/public/tvshows and the /tv-show pages): public ones only, by season, with their engagement. */
import { eq } from 'drizzle-orm';
import type { PublicTvEpisode, PublicTvQuery, PublicTvSeason } from '../../../shared/api/public.ts';
import type { TvEpisodeLink, TvNextData } from '../../../shared/api/next-reads.ts';
import { findSeason } from '../../../shared/page-data.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { tvEpisodes } from '../../db/schema.ts';
import type { Page } from '../../lib/pagination.ts';
import { filterValue } from '../content/list-filters.ts';
import { one, opened } from '../content/public-detail.ts';
import { emptyPage, listConditions, publicListPage, type ListFilters } from '../content/public-lists.ts';
import { memoByVersion } from '../content/public-version.ts';
import type { Viewer } from '../content/view-window.ts';
import { toTvEpisode, toTvSeason } from './mapper.ts';
import { publicSeasons, seasonEpisodeRows } from './repository.ts';
import { tvEpisodeTable } from './table.ts';

/** `seasonId`: one season's episodes (tv_episodes_season_idx finds them; they are sorted after). */
const publicEpisodes = (db: Db, f: ListFilters & { seasonId?: string }, page: Page) =>
  tvEpisodeTable.publicPage(db, [...listConditions(tvEpisodes, f), f.seasonId === undefined ? undefined : eq(tvEpisodes.seasonId, f.seasonId)], page);

/** The seasons that have public episodes, in order, with how many each has (the /tv-show season links). */
export function tvSeasons(db: Db): PublicTvSeason[] {
  return memoByVersion(db, 'detail', 'public seasons', () => publicSeasons(db).map(({ season, episodes }) => ({ ...toTvSeason(season), episodes })));
}

/** `season` names a season by its id or its number; one with no public episode lists nothing. */
export function listTvShows(db: Db, q: PublicTvQuery) {
  const season = filterValue(q.season);
  const seasonId = season === undefined ? undefined : findSeason(tvSeasons(db), season)?.id;
  const { items, pagination } =
    season !== undefined && !seasonId ? emptyPage(q) : publicListPage(db, q, publicEpisodes, toTvEpisode, { seasonId });
  return { tvShows: items, pagination };
}

export function openTvShow(db: Db, id: string, viewer: Viewer): PublicTvEpisode {
  return opened(db, 'tv', id, viewer, one(tvEpisodeTable.findPublic, toTvEpisode), 'TV show not found');
}

const tvLink = (row: Parameters<typeof toTvEpisode>[0]): TvEpisodeLink => {
  const { id, title, thumbnail, duration, upload_date, season_number, episode_number } = toTvEpisode(row);
  return { id, title, thumbnail, duration, upload_date, season_number, episode_number };
};

/**
 * What follows a TV episode: the next episode of its season (the next season's first after a
 * season's last; seasons with public episodes, in order) and its season's episodes in running
 * order. Kept per public version: it changes only with public content.
 */
export function tvNext(db: Db, id: string): TvNextData {
  const row = isUuid(id) ? tvEpisodeTable.findPublic(db, id) : undefined;
  if (!row) throw notFound('TV show not found');
  return memoByVersion(db, 'detail', `tv next ${id}`, () => {
    const seasonId = row.episode.seasonId;
    const episodes = seasonEpisodeRows(db, seasonId).map(tvLink);
    const at = episodes.findIndex((e) => e.id === row.episode.id);
    let next = at === -1 ? undefined : episodes[at + 1];
    const seasons = tvSeasons(db);
    const place = seasons.findIndex((s) => s.id === seasonId);
    if (!next && seasonId !== null && place !== -1 && seasons[place + 1]) next = seasonEpisodeRows(db, seasons[place + 1].id, 1).map(tvLink)[0];
    return { next: next ?? null, season: place === -1 ? null : seasons[place], season_episodes: seasonId === null ? [] : episodes };
  });
}
