/**
 * Podcast episodes as a content table (content/content-table.ts): each comes with its series and
 * its counted downloads, the staff sort orders and search columns, and the insert with its registry
 * row.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { podcastDownloads, podcastEpisodes, podcastSeries } from '../../db/schema.ts';
import { byCreation, contentTable } from '../content/content-table.ts';
import { registeredInsert } from '../content/store.ts';

/** A new podcast episode with its content registry row. */
export const insertPodcastEpisode = registeredInsert(podcastEpisodes, 'podcast');

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
