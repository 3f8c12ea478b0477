/**
 * Queries on podcast series and guests, the episode statistics and an episode's live listening
 * counters. The episodes themselves are a content table (table.ts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { PodcastStats } from '../../../shared/api/podcasts.ts';
import type { Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { nowIso } from '../../clock.ts';
import { podcastEpisodes, podcastGuests, podcastSeries } from '../../db/schema.ts';
import { isPubliclyVisible, podcastVisible } from '../content/visibility.ts';
import { runningOrder } from '../content/public-lists.ts';
import type { PodcastGuestRow, PodcastSeriesRow } from './mapper.ts';
import { countedDownloads, podcastEpisodeTable } from './table.ts';
import { countedTotal } from './downloads-repository.ts';

const sumOf = (col: typeof podcastEpisodes.plays) => sql<number>`coalesce(sum(${col}), 0)`.mapWith(Number);

/** `totalDownloads`: the carried-over figures plus every counted download (podcast_downloads). */
export function podcastStats(db: Db, topGuestCount: number): PodcastStats {
  const totals = db
    .select({ plays: sumOf(podcastEpisodes.plays), downloads: sumOf(podcastEpisodes.legacyDownloads) })
    .from(podcastEpisodes)
    .where(isNull(podcastEpisodes.deletedAt))
    .get();
  const guestPlays = sumOf(podcastEpisodes.plays);
  const episodeCount = count(podcastEpisodes.id);
  return {
    ...podcastEpisodeTable.totals(db),
    totalPlays: totals?.plays ?? 0,
    totalDownloads: (totals?.downloads ?? 0) + countedTotal(db),
    topGuests: db
      .select({ guest_name: podcastEpisodes.guestName, episodes: count(), plays: guestPlays })
      .from(podcastEpisodes)
      .where(and(ne(podcastEpisodes.guestName, ''), isNull(podcastEpisodes.deletedAt)))
      .groupBy(podcastEpisodes.guestName)
      .orderBy(desc(guestPlays), desc(count()), asc(podcastEpisodes.guestName))
      .limit(topGuestCount)
      .all(),
    seriesBreakdown: db
      .select({ series_id: podcastSeries.id, title: podcastSeries.title, count: episodeCount })
      .from(podcastSeries)
      .leftJoin(podcastEpisodes, and(eq(podcastEpisodes.seriesId, podcastSeries.id), isNull(podcastEpisodes.deletedAt)))
      .where(isNull(podcastSeries.deletedAt))
      .groupBy(podcastSeries.id)
      .orderBy(desc(episodeCount), asc(podcastSeries.title))
      .all(),
  };
}

/** The series staff work with: not those in the trash (content/trash-items.ts). */
export function listSeries(db: Db): PodcastSeriesRow[] {
  return db.select().from(podcastSeries).where(isNull(podcastSeries.deletedAt)).orderBy(asc(podcastSeries.title)).all();
}

/** A series staff can edit or put an episode in: not one in the trash. */
export function findSeries(db: Db, id: string): PodcastSeriesRow | undefined {
  return db.select().from(podcastSeries).where(and(eq(podcastSeries.id, id), isNull(podcastSeries.deletedAt))).get();
}

/** Titles are unique regardless of letter case, in the trash or not (a trashed series keeps its title). */
export function findSeriesByTitle(db: Db, title: string): PodcastSeriesRow | undefined {
  return db.select().from(podcastSeries).where(sql`lower(${podcastSeries.title}) = lower(${title})`).get();
}

type SeriesValues = Pick<PodcastSeriesRow, 'title' | 'description' | 'image'>;

export function insertSeries(db: Db, values: SeriesValues): PodcastSeriesRow {
  const id = randomUUID();
  db.insert(podcastSeries).values({ id, ...values }).run();
  return findSeries(db, id)!;
}

export function updateSeries(db: Db, id: string, values: SeriesValues): PodcastSeriesRow {
  db.update(podcastSeries).set(values).where(eq(podcastSeries.id, id)).run();
  return findSeries(db, id)!;
}

export function listGuests(db: Db): PodcastGuestRow[] {
  return db.select().from(podcastGuests).orderBy(asc(podcastGuests.fullName)).all();
}

/** A guest record by id (an episode links it by `guest_id`); guests are not content, so they have no visibility of their own. */
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

/** An episode's title, or undefined when no episode has this id (any status). */
export function findEpisodeTitle(db: Db, id: string): string | undefined {
  return db.select({ title: podcastEpisodes.title }).from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).get()?.title;
}

/** The audio of a public episode (its address, '' for none, and the size read from an upload), or undefined when none is public with this id. */
export function findPublicAudio(db: Db, id: string): { url: string; size: number } | undefined {
  const row = db
    .select({ url: podcastEpisodes.audioUrl, size: podcastEpisodes.audioSize, status: podcastEpisodes.status, date: podcastEpisodes.publishDate })
    .from(podcastEpisodes)
    .where(eq(podcastEpisodes.id, id))
    .get();
  return row && isPubliclyVisible(row.status, row.date) ? { url: row.url, size: row.size } : undefined;
}

/** The podcast series that have public episodes, by title, with how many each has. */
export function publicSeries(db: Db): Array<{ series: PodcastSeriesRow; episodes: number }> {
  const episodes = count(podcastEpisodes.id);
  return db
    .select({ series: podcastSeries, episodes })
    .from(podcastSeries)
    .innerJoin(podcastEpisodes, and(eq(podcastEpisodes.seriesId, podcastSeries.id), podcastVisible()))
    .groupBy(podcastSeries.id)
    .orderBy(asc(podcastSeries.title))
    .all();
}

/** A public episode's live listening counters: plays, and downloads (carried-over figure + counted). */
export function podcastCounters(db: Db, id: string): { plays: number; downloads: number } | undefined {
  const ID = sql.placeholder('id');
  const NOW = sql.placeholder('now');
  const statement = preparedOnce(db, 'podcast counters', () =>
    db
      .select({ plays: podcastEpisodes.plays, downloads: sql<number>`${podcastEpisodes.legacyDownloads} + ${countedDownloads}`.mapWith(Number) })
      .from(podcastEpisodes)
      .where(and(eq(podcastEpisodes.id, ID), podcastVisible(NOW)))
      .prepare(),
  );
  return statement.get({ id, now: nowIso() });
}

/**
 * The public episode that follows `episode` in its series (or, for an episode of no series, among
 * those of no series) in running order: the next number, or the next date among unnumbered ones.
 */
export function nextInSeries(db: Db, episode: { id: string; seriesId: string | null; episodeNumber: number | null; publishDate: string; createdAt: string }) {
  const series = episode.seriesId === null ? isNull(podcastEpisodes.seriesId) : eq(podcastEpisodes.seriesId, episode.seriesId);
  // After this one: a higher number; or, for a numbered one, any unnumbered one; or, both
  // unnumbered, a later (date, creation time, id).
  const later = sql`(${podcastEpisodes.publishDate}, ${podcastEpisodes.createdAt}, ${podcastEpisodes.id}) > (${episode.publishDate}, ${episode.createdAt}, ${episode.id})`;
  const after =
    episode.episodeNumber === null
      ? and(isNull(podcastEpisodes.episodeNumber), later)
      : or(isNull(podcastEpisodes.episodeNumber), gt(podcastEpisodes.episodeNumber, episode.episodeNumber), and(eq(podcastEpisodes.episodeNumber, episode.episodeNumber), later));
  return podcastEpisodeTable
    .rows(db)
    .where(and(podcastVisible(), series, ne(podcastEpisodes.id, episode.id), after))
    .orderBy(...runningOrder(podcastEpisodes.episodeNumber, podcastEpisodes.publishDate, podcastEpisodes.createdAt, podcastEpisodes.id))
    .limit(1)
    .offset(0)
    .all()[0];
}
