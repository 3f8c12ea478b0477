/**
 * The tables of magazine videos, TV episodes and podcast episodes as content tables
 * (content-table.ts): the rows an API item is made from, the staff sort orders and search columns.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { podcastDownloads, podcastEpisodes, podcastSeries, tvEpisodes, tvSeasons, videos } from '../../db/schema.ts';
import { contentTable } from './content-table.ts';
import { insertPodcastEpisode, insertTvEpisode, insertVideo } from './store.ts';

/** Staff orders every table has: creation time, newest (the default) or oldest first. */
const byCreation = (table: typeof videos | typeof tvEpisodes | typeof podcastEpisodes) => ({
  newest: [desc(table.createdAt), desc(table.id)],
  oldest: [asc(table.createdAt), asc(table.id)],
});

/** Staff orders of magazine videos, which TV episodes share; ties keep a stable order. */
const videoSorts = (table: typeof videos | typeof tvEpisodes) => ({
  ...byCreation(table),
  views: [desc(table.views), desc(table.createdAt)],
  rating: [desc(table.rating), desc(table.createdAt)],
  title: [asc(table.title), asc(table.id)],
  upload_date: [desc(table.uploadDate), desc(table.createdAt)],
});

export const videoTable = contentTable({
  table: videos,
  date: videos.uploadDate,
  searchable: [videos.title, videos.description],
  sorts: videoSorts(videos),
  rows: (db: Db) => db.select().from(videos),
  insert: insertVideo,
});

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

/**
 * An episode's counted downloads: the sum of its podcast_downloads rows (a range of the primary
 * key, one row per day it was downloaded). The API's `downloads` adds the carried-over figure.
 */
export const countedDownloads = sql<number>`(select coalesce(sum(${podcastDownloads.downloads}), 0) from ${podcastDownloads} where ${podcastDownloads.episodeId} = ${podcastEpisodes.id})`.mapWith(Number);

export const podcastEpisodeTable = contentTable({
  table: podcastEpisodes,
  date: podcastEpisodes.publishDate,
  searchable: [podcastEpisodes.title, podcastEpisodes.description, podcastEpisodes.guestName],
  sorts: {
    ...byCreation(podcastEpisodes),
    plays: [desc(podcastEpisodes.plays), desc(podcastEpisodes.createdAt)],
    downloads: [desc(sql`${podcastEpisodes.legacyDownloads} + ${countedDownloads}`), desc(podcastEpisodes.createdAt)],
    rating: [desc(podcastEpisodes.rating), desc(podcastEpisodes.createdAt)],
    title: [asc(podcastEpisodes.title), asc(podcastEpisodes.id)],
    episode_number: [asc(podcastEpisodes.episodeNumber), asc(podcastEpisodes.createdAt)],
    publish_date: [desc(podcastEpisodes.publishDate), desc(podcastEpisodes.createdAt)],
  },
  // Episodes come with their series (its title is part of the API item) and their counted downloads.
  rows: (db: Db) =>
    db
      .select({ episode: podcastEpisodes, series: podcastSeries, countedDownloads })
      .from(podcastEpisodes)
      .leftJoin(podcastSeries, eq(podcastEpisodes.seriesId, podcastSeries.id)),
  insert: insertPodcastEpisode,
});
