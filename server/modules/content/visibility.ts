/**
 * The one rule for what the public may see: published content whose date has come. A 'scheduled'
 * item counts as published once its date passes, so scheduling needs no cron job. The date is the
 * publish date of articles and podcast episodes and the upload date of videos and TV episodes.
 */
import { and, desc, inArray, lte, type Placeholder, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentStatus, ContentType } from '../../../shared/constants.ts';
import { nowIso } from '../../clock.ts';
import { articles, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';

interface Publishable {
  status: SQLiteColumn;
}

/** Statuses the public may see once the item's date has come. */
export const PUBLIC_STATUSES: readonly ContentStatus[] = ['published', 'scheduled'];

/**
 * The status an item has while it is in the trash (content/trash-items.ts keeps the one it had, to
 * give it back on restore): one the rule never shows. So the trash needs no condition of its own
 * in any public query, and every public list keeps walking its index (tests/server/query-plans.test.ts);
 * likes, comments, feeds, the sitemap, search (its index follows the status: search_docs' triggers)
 * and the public cache (its version counts status writes) drop the item at once.
 */
export const TRASHED_STATUS: ContentStatus = 'draft';

/**
 * SQL condition: `status in (published, scheduled) and <dateColumn> <= now`. `now` is the clock's
 * time, or a placeholder bound to it at each run of a statement prepared once (db/prepared.ts).
 */
export function publiclyVisible(table: Publishable, dateColumn: SQLiteColumn, now: string | Placeholder = nowIso()): SQL {
  return and(inArray(table.status, PUBLIC_STATUSES), lte(dateColumn, now))!;
}

/**
 * The same rule in JavaScript, for rows already fetched (for rows fetched by a list of ids: with
 * the visibility condition in SQL, SQLite's planner prefers the (status, date) index over the
 * primary key and walks every public row instead of looking up a handful).
 */
export function isPubliclyVisible(status: string, date: string): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status) && date <= nowIso();
}

/** The status staff see: a scheduled item whose date has passed reads as published. */
export function effectiveStatus(status: ContentStatus, date: string): ContentStatus {
  return status === 'scheduled' && date <= nowIso() ? 'published' : status;
}

/** Each content type's rule; `now` as for publiclyVisible. */
export type VisibleRule = (now?: string | Placeholder) => SQL;
export const articleVisible: VisibleRule = (now) => publiclyVisible(articles, articles.publishDate, now);
export const videoVisible: VisibleRule = (now) => publiclyVisible(videos, videos.uploadDate, now);
export const tvVisible: VisibleRule = (now) => publiclyVisible(tvEpisodes, tvEpisodes.uploadDate, now);
export const podcastVisible: VisibleRule = (now) => publiclyVisible(podcastEpisodes, podcastEpisodes.publishDate, now);

/** Each content type's table, the date that makes its items public, and its rule. */
export const PUBLIC_TABLES = {
  article: { table: articles, date: articles.publishDate, visible: articleVisible },
  video: { table: videos, date: videos.uploadDate, visible: videoVisible },
  tvshow: { table: tvEpisodes, date: tvEpisodes.uploadDate, visible: tvVisible },
  podcast: { table: podcastEpisodes, date: podcastEpisodes.publishDate, visible: podcastVisible },
} as const satisfies Record<ContentType, unknown>;

/**
 * The order of public lists and feeds: newest first by the date that made the item public; the
 * creation time and the id break ties, so pages never repeat or skip a row.
 */
export function newestFirst(table: { createdAt: SQLiteColumn; id: SQLiteColumn }, dateColumn: SQLiteColumn): SQL[] {
  return [desc(dateColumn), desc(table.createdAt), desc(table.id)];
}
