/**
 * Counted downloads (podcast_downloads, one row per episode per UTC day) and the listeners counted
 * within the last 24 hours (podcast_download_listeners). A download is written in one transaction:
 * the listener's row is inserted, or taken over when its last count is older than the window, and
 * only then is the day's figure raised; two processes counting the same listener at once write
 * one download, and a restart forgets nobody.
 */
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { inTransaction, type Db } from '../../db/client.ts';
import { podcastDownloadListeners, podcastDownloads, podcastEpisodes } from '../../db/schema.ts';

export interface CountedDownload {
  episodeId: string;
  listenerHash: string;
  /** Now, ISO. */
  at: string;
  /** The start of the listener window, ISO: a count at or before it no longer stops this one. */
  since: string;
  /** Today, 'YYYY-MM-DD' (UTC). */
  date: string;
}

/** Whether this listener's download of the episode was counted within the window (a read: most repeat requests stop here). */
export function countedSince(db: Db, episodeId: string, listenerHash: string, since: string): boolean {
  return (
    db
      .select({ at: podcastDownloadListeners.countedAt })
      .from(podcastDownloadListeners)
      .where(
        and(
          eq(podcastDownloadListeners.episodeId, episodeId),
          eq(podcastDownloadListeners.listenerHash, listenerHash),
          sql`${podcastDownloadListeners.countedAt} > ${since}`,
        ),
      )
      .get() !== undefined
  );
}

/** Counts the download unless the listener was counted within the window; true when it was counted now. */
export function recordDownload(db: Db, d: CountedDownload): boolean {
  return inTransaction(db, (tx) => {
    const claimed = tx
      .insert(podcastDownloadListeners)
      .values({ episodeId: d.episodeId, listenerHash: d.listenerHash, countedAt: d.at })
      .onConflictDoUpdate({
        target: [podcastDownloadListeners.episodeId, podcastDownloadListeners.listenerHash],
        set: { countedAt: d.at },
        setWhere: sql`${podcastDownloadListeners.countedAt} <= ${d.since}`,
      })
      .run().changes;
    if (claimed === 0) return false;
    tx.insert(podcastDownloads)
      .values({ episodeId: d.episodeId, date: d.date, downloads: 1 })
      .onConflictDoUpdate({ target: [podcastDownloads.episodeId, podcastDownloads.date], set: { downloads: sql`${podcastDownloads.downloads} + 1` } })
      .run();
    return true;
  });
}

/** Forgets listeners whose window has passed (podcast_download_listeners_counted_idx). */
export function pruneListeners(db: Db, since: string): number {
  return db.delete(podcastDownloadListeners).where(lte(podcastDownloadListeners.countedAt, since)).run().changes;
}

/** Downloads per day from `from` ('YYYY-MM-DD') on, of one episode or (without one) of the whole show; days without any are absent. */
export function downloadsByDay(db: Db, from: string, episodeId?: string): Map<string, number> {
  const total = sql<number>`sum(${podcastDownloads.downloads})`.mapWith(Number);
  const rows = db
    .select({ date: podcastDownloads.date, downloads: total })
    .from(podcastDownloads)
    .where(and(gte(podcastDownloads.date, from), episodeId ? eq(podcastDownloads.episodeId, episodeId) : undefined))
    .groupBy(podcastDownloads.date)
    .all();
  return new Map(rows.map((r) => [r.date, r.downloads]));
}

/** Every download counted, of one episode or of the whole show. */
export function countedTotal(db: Db, episodeId?: string): number {
  return (
    db
      .select({ n: sql<number>`coalesce(sum(${podcastDownloads.downloads}), 0)`.mapWith(Number) })
      .from(podcastDownloads)
      .where(episodeId ? eq(podcastDownloads.episodeId, episodeId) : undefined)
      .get()?.n ?? 0
  );
}

/** The episodes downloaded most since `from`, most first (ties by title). */
export function topEpisodes(db: Db, from: string, limit: number): Array<{ id: string; title: string; downloads: number }> {
  const total = sql<number>`sum(${podcastDownloads.downloads})`.mapWith(Number);
  return db
    .select({ id: podcastEpisodes.id, title: podcastEpisodes.title, downloads: total })
    .from(podcastDownloads)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastDownloads.episodeId))
    .where(gte(podcastDownloads.date, from))
    .groupBy(podcastEpisodes.id)
    .orderBy(desc(total), asc(podcastEpisodes.title))
    .limit(limit)
    .all();
}
