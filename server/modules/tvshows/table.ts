/**
 * TV episodes as a content table (content/content-table.ts): each comes with its season (whose
 * number orders the staff list), the staff sort orders (a video's, and by season and number) and
 * search columns, and the insert with its registry row.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tvEpisodes, tvSeasons } from '../../db/schema.ts';
import { contentTable } from '../content/content-table.ts';
import { registeredInsert } from '../content/store.ts';
import { videoSorts } from '../videos/table.ts';

/** A new TV episode with its content registry row. */
export const insertTvEpisode = registeredInsert(tvEpisodes, 'tvshow');

export const tvEpisodeTable = contentTable({
  table: tvEpisodes,
  date: tvEpisodes.uploadDate,
  searchable: [tvEpisodes.title, tvEpisodes.description],
  sorts: {
    ...videoSorts(tvEpisodes),
    episode_number: [asc(tvSeasons.seasonNumber), asc(tvEpisodes.episodeNumber), asc(tvEpisodes.createdAt)],
  },
  // Episodes come with their season (its number orders the episode list).
  rows: (db: Db) =>
    db.select({ episode: tvEpisodes, season: tvSeasons }).from(tvEpisodes).leftJoin(tvSeasons, eq(tvEpisodes.seasonId, tvSeasons.id)),
  insert: insertTvEpisode,
});
