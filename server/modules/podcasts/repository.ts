/**
 * Queries on podcast episodes, series and guests. Only this file touches the podcast_episodes,
 * podcast_series and podcast_guests tables.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, avg, count, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { ContentStatus } from '../../../shared/constants.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { podcastEpisodes, podcastGuests, podcastSeries } from '../../db/schema.ts';
import type { PodcastEpisodeRow, PodcastGuestRow, PodcastSeriesRow } from '../content/mappers.ts';
import { deleteContent, insertPodcastEpisode } from '../content/store.ts';
import { searchCondition, statusCondition } from '../videos/list-filters.ts';

export const PODCAST_SORTS = ['newest', 'oldest', 'plays', 'downloads', 'rating', 'title', 'episode_number', 'publish_date'] as const;
export type PodcastSort = (typeof PODCAST_SORTS)[number];

/** Column values of a checked episode payload. */
export interface PodcastValues {
  title: string;
  description: string;
  duration: string;
  guestName: string;
  guestId: string | null;
  seriesId: string | null;
  episodeNumber: number | null;
  image: string;
  youtubeUrl: string;
  spotifyUrl: string;
  appleUrl: string;
  googleUrl: string;
  audioUrl: string;
  transcript: string;
  tags: string;
  metaDescription: string;
  rating: number;
  featured: boolean;
  status: ContentStatus;
  publishDate: string;
  allowComments: boolean;
}

export interface PodcastWithSeries {
  episode: PodcastEpisodeRow;
  series: PodcastSeriesRow | null;
}

export interface PodcastFilters {
  status?: ContentStatus;
  featured?: boolean;
  seriesId?: string;
  q?: string;
  sort: PodcastSort;
  page: number;
  limit: number;
}

const ORDER: Record<PodcastSort, SQL[]> = {
  newest: [desc(podcastEpisodes.createdAt), desc(podcastEpisodes.id)],
  oldest: [asc(podcastEpisodes.createdAt), asc(podcastEpisodes.id)],
  plays: [desc(podcastEpisodes.plays), desc(podcastEpisodes.createdAt)],
  downloads: [desc(podcastEpisodes.downloads), desc(podcastEpisodes.createdAt)],
  rating: [desc(podcastEpisodes.rating), desc(podcastEpisodes.createdAt)],
  title: [asc(podcastEpisodes.title), asc(podcastEpisodes.id)],
  episode_number: [asc(podcastEpisodes.episodeNumber), asc(podcastEpisodes.createdAt)],
  publish_date: [desc(podcastEpisodes.publishDate), desc(podcastEpisodes.createdAt)],
};

const withSeries = (db: Db) =>
  db
    .select({ episode: podcastEpisodes, series: podcastSeries })
    .from(podcastEpisodes)
    .leftJoin(podcastSeries, eq(podcastEpisodes.seriesId, podcastSeries.id));

export function listPodcasts(db: Db, f: PodcastFilters): { rows: PodcastWithSeries[]; total: number } {
  const where = and(
    f.status ? statusCondition(podcastEpisodes.status, podcastEpisodes.publishDate, f.status) : undefined,
    f.featured !== undefined ? eq(podcastEpisodes.featured, f.featured) : undefined,
    f.seriesId ? eq(podcastEpisodes.seriesId, f.seriesId) : undefined,
    searchCondition(f.q, [podcastEpisodes.title, podcastEpisodes.description, podcastEpisodes.guestName]),
  );
  const total = db.select({ n: count() }).from(podcastEpisodes).where(where).get()?.n ?? 0;
  const rows = withSeries(db)
    .where(where)
    .orderBy(...ORDER[f.sort])
    .limit(f.limit)
    .offset((f.page - 1) * f.limit)
    .all();
  return { rows, total };
}

export function findPodcast(db: Db, id: string): PodcastWithSeries | undefined {
  return withSeries(db).where(eq(podcastEpisodes.id, id)).get();
}

export function createPodcast(db: Db, values: PodcastValues): PodcastWithSeries {
  const id = insertPodcastEpisode(db, values);
  return findPodcast(db, id)!;
}

/** Writes the checked values; undefined when the episode no longer exists. */
export function updatePodcast(db: Db, id: string, values: PodcastValues): PodcastWithSeries | undefined {
  return inTransaction(db, (tx) => {
    const changed = tx
      .update(podcastEpisodes)
      .set({ ...values, updatedAt: new Date().toISOString() })
      .where(eq(podcastEpisodes.id, id))
      .run().changes;
    return changed ? findPodcast(tx, id) : undefined;
  });
}

/** Deletes an episode with its likes, comments and daily views; false when no episode has this id. */
export function removePodcast(db: Db, id: string): boolean {
  return inTransaction(db, (tx) => {
    const exists = tx.select({ id: podcastEpisodes.id }).from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).get();
    return exists ? deleteContent(tx, id) : false;
  });
}

export interface PodcastStatsRow {
  total: number;
  published: number;
  draft: number;
  featured: number;
  avgRating: number | null;
  totalPlays: number;
  totalDownloads: number;
  topGuests: { guest_name: string; episodes: number; plays: number }[];
  seriesBreakdown: { series_id: string; title: string; count: number }[];
}

const sumOf = (col: typeof podcastEpisodes.plays) => sql<number>`coalesce(sum(${col}), 0)`.mapWith(Number);

export function podcastStats(db: Db, topGuestCount: number): PodcastStatsRow {
  const countWhere = (where?: SQL) => db.select({ n: count() }).from(podcastEpisodes).where(where).get()?.n ?? 0;
  const avgRow = db.select({ v: avg(podcastEpisodes.rating) }).from(podcastEpisodes).where(gt(podcastEpisodes.rating, 0)).get();
  const totals = db
    .select({ plays: sumOf(podcastEpisodes.plays), downloads: sumOf(podcastEpisodes.downloads) })
    .from(podcastEpisodes)
    .get();
  const guestPlays = sumOf(podcastEpisodes.plays);
  const episodeCount = count(podcastEpisodes.id);
  return {
    total: countWhere(),
    published: countWhere(statusCondition(podcastEpisodes.status, podcastEpisodes.publishDate, 'published')),
    draft: countWhere(eq(podcastEpisodes.status, 'draft')),
    featured: countWhere(eq(podcastEpisodes.featured, true)),
    avgRating: avgRow?.v == null ? null : Number(avgRow.v),
    totalPlays: totals?.plays ?? 0,
    totalDownloads: totals?.downloads ?? 0,
    topGuests: db
      .select({ guest_name: podcastEpisodes.guestName, episodes: count(), plays: guestPlays })
      .from(podcastEpisodes)
      .where(ne(podcastEpisodes.guestName, ''))
      .groupBy(podcastEpisodes.guestName)
      .orderBy(desc(guestPlays), desc(count()), asc(podcastEpisodes.guestName))
      .limit(topGuestCount)
      .all(),
    seriesBreakdown: db
      .select({ series_id: podcastSeries.id, title: podcastSeries.title, count: episodeCount })
      .from(podcastSeries)
      .leftJoin(podcastEpisodes, eq(podcastEpisodes.seriesId, podcastSeries.id))
      .groupBy(podcastSeries.id)
      .orderBy(desc(episodeCount), asc(podcastSeries.title))
      .all(),
  };
}

export function listSeries(db: Db): PodcastSeriesRow[] {
  return db.select().from(podcastSeries).orderBy(asc(podcastSeries.title)).all();
}

export function findSeries(db: Db, id: string): PodcastSeriesRow | undefined {
  return db.select().from(podcastSeries).where(eq(podcastSeries.id, id)).get();
}

/** Titles are unique regardless of letter case. */
export function findSeriesByTitle(db: Db, title: string): PodcastSeriesRow | undefined {
  return db.select().from(podcastSeries).where(sql`lower(${podcastSeries.title}) = lower(${title})`).get();
}

export function insertSeries(db: Db, values: { title: string; description: string }): PodcastSeriesRow {
  const id = randomUUID();
  db.insert(podcastSeries).values({ id, ...values }).run();
  return findSeries(db, id)!;
}

export function listGuests(db: Db): PodcastGuestRow[] {
  return db.select().from(podcastGuests).orderBy(asc(podcastGuests.fullName)).all();
}

export function findGuest(db: Db, id: string): PodcastGuestRow | undefined {
  return db.select().from(podcastGuests).where(eq(podcastGuests.id, id)).get();
}

/** Names are unique regardless of letter case. */
export function findGuestByName(db: Db, fullName: string): PodcastGuestRow | undefined {
  return db.select().from(podcastGuests).where(sql`lower(${podcastGuests.fullName}) = lower(${fullName})`).get();
}

export function insertGuest(db: Db, values: { fullName: string; title: string; organization: string; bio: string }): PodcastGuestRow {
  const id = randomUUID();
  db.insert(podcastGuests).values({ id, ...values }).run();
  return findGuest(db, id)!;
}
