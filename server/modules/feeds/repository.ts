/**
 * Reads for the feeds and the sitemap. Every query goes through the public visibility conditions
 * of server/modules/content/visibility.ts, so a draft, an item in review or a scheduled item whose
 * date has not come never reaches a feed reader or a search engine. Only the columns a feed needs
 * are selected (never article bodies), so the sitemap stays cheap with thousands of items.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContentType } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { articles, podcastEpisodes, podcastSeries, tvEpisodes, videos } from '../../db/schema.ts';
import { countWhere } from '../content/content-table.ts';
import { articleVisible, newestFirst, podcastVisible, PUBLIC_TABLES, tvVisible, videoVisible } from '../content/visibility.ts';

/** One public item of any type, in the shape the RSS feed writes. */
export interface FeedItem {
  id: string;
  type: 'article' | 'video' | 'tvshow' | 'podcast';
  title: string;
  /** Plain text: the article excerpt, the video/episode description. */
  summary: string;
  category: string;
  /** Author (articles) or creator (videos, TV); '' when unknown. */
  creator: string;
  /** Relative (/media/...) or absolute; '' when the item has none. */
  image: string;
  /** The date the item went public (ISO). */
  published: string;
  updated: string;
}

export interface PodcastFeedItem {
  id: string;
  title: string;
  description: string;
  category: string;
  /** As staff typed it ('42 min'); `audioDuration` (read from the file) wins when known. */
  duration: string;
  image: string;
  audioUrl: string;
  /** Bytes, MIME type and seconds read from an uploaded file; 0 / '' when unknown. */
  audioSize: number;
  audioType: string;
  audioDuration: number;
  /** The transcript's first characters (enough to tell WebVTT and SRT from plain text); '' for none. */
  transcriptStart: string;
  episodeNumber: number | null;
  seriesId: string | null;
  guestName: string;
  published: string;
  updated: string;
}

/** A podcast series as its feed shows it. */
export interface FeedSeries {
  id: string;
  title: string;
  description: string;
  image: string;
}

/** Enough of a transcript to recognise its format (shared/podcast-episode.ts transcriptFormat). */
const TRANSCRIPT_HEAD = 200;

/** A sitemap entry before it becomes a URL: the item's type, id and dates. */
interface SitemapRow {
  id: string;
  published: string;
  updated: string;
}

// Each feed and the sitemap walk <table>_public_order_idx (server/db/schema.ts) newest first and
// stop at their limit: no sort of all public rows.
const articleOrder = newestFirst(articles, articles.publishDate);
const videoOrder = newestFirst(videos, videos.uploadDate);
const tvOrder = newestFirst(tvEpisodes, tvEpisodes.uploadDate);
const podcastOrder = newestFirst(podcastEpisodes, podcastEpisodes.publishDate);

/**
 * The newest `limit` public items of each type. The caller merges and cuts to `limit`: the newest
 * N of the union are always among the newest N of each type. `only`: those of these ids alone (a
 * newsletter's chosen items).
 */
export function newestOfEachType(db: Db, limit: number, only?: string[]): FeedItem[] {
  const among = (id: SQLiteColumn) => (only ? inArray(id, only) : undefined);
  const fromArticles = db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      metaDescription: articles.metaDescription,
      subtitle: articles.subtitle,
      category: articles.categoryName,
      creator: articles.author,
      image: articles.featuredImage,
      published: articles.publishDate,
      updated: articles.updatedAt,
    })
    .from(articles)
    .where(and(articleVisible(), among(articles.id)))
    .orderBy(...articleOrder)
    .limit(limit)
    .all()
    .map(({ excerpt, metaDescription, subtitle, ...a }): FeedItem => ({
      ...a,
      type: 'article',
      summary: excerpt || metaDescription || subtitle,
    }));

  const videoFields = (t: typeof videos | typeof tvEpisodes) => ({
    id: t.id,
    title: t.title,
    summary: t.description,
    category: t.category,
    creator: t.creator,
    image: t.thumbnail,
    published: t.uploadDate,
    updated: t.updatedAt,
  });
  const fromVideos = db.select(videoFields(videos)).from(videos).where(and(videoVisible(), among(videos.id))).orderBy(...videoOrder).limit(limit).all();
  const fromTv = db.select(videoFields(tvEpisodes)).from(tvEpisodes).where(and(tvVisible(), among(tvEpisodes.id))).orderBy(...tvOrder).limit(limit).all();

  const fromPodcasts = db
    .select({
      id: podcastEpisodes.id,
      title: podcastEpisodes.title,
      summary: podcastEpisodes.description,
      category: podcastEpisodes.category,
      image: podcastEpisodes.image,
      published: podcastEpisodes.publishDate,
      updated: podcastEpisodes.updatedAt,
    })
    .from(podcastEpisodes)
    .where(and(podcastVisible(), among(podcastEpisodes.id)))
    .orderBy(...podcastOrder)
    .limit(limit)
    .all()
    .map((p): FeedItem => ({ ...p, type: 'podcast', creator: '' }));

  return [
    ...fromArticles,
    ...fromVideos.map((v): FeedItem => ({ ...v, type: 'video' })),
    ...fromTv.map((v): FeedItem => ({ ...v, type: 'tvshow' })),
    ...fromPodcasts,
  ];
}

/**
 * The newest `limit` public podcast episodes that have audio, of one series when `seriesId` is given
 * (read through podcast_episodes_series_idx), else of all: an episode with nothing to download
 * (only on YouTube, or not recorded yet) is no podcast episode to an app, so the feed leaves it out.
 * Transcripts are cut to their first characters: the feed links them, it does not carry them.
 */
export function publicPodcastEpisodes(db: Db, limit: number, seriesId?: string): PodcastFeedItem[] {
  return db
    .select({
      id: podcastEpisodes.id,
      title: podcastEpisodes.title,
      description: podcastEpisodes.description,
      category: podcastEpisodes.category,
      duration: podcastEpisodes.duration,
      image: podcastEpisodes.image,
      audioUrl: podcastEpisodes.audioUrl,
      audioSize: podcastEpisodes.audioSize,
      audioType: podcastEpisodes.audioType,
      audioDuration: podcastEpisodes.audioDuration,
      transcriptStart: sql<string>`substr(${podcastEpisodes.transcript}, 1, ${TRANSCRIPT_HEAD})`,
      episodeNumber: podcastEpisodes.episodeNumber,
      seriesId: podcastEpisodes.seriesId,
      guestName: podcastEpisodes.guestName,
      published: podcastEpisodes.publishDate,
      updated: podcastEpisodes.updatedAt,
    })
    .from(podcastEpisodes)
    .where(and(podcastVisible(), ne(podcastEpisodes.audioUrl, ''), seriesId === undefined ? undefined : eq(podcastEpisodes.seriesId, seriesId)))
    .orderBy(...podcastOrder)
    .limit(limit)
    .all();
}

const seriesColumns = { id: podcastSeries.id, title: podcastSeries.title, description: podcastSeries.description, image: podcastSeries.image };

/**
 * Every podcast series, the oldest first (ties by id): the order that numbers them as seasons of the
 * whole podcast's feed, which a new series never changes. A handful of rows.
 */
export const seriesInCreationOrder = (db: Db): FeedSeries[] =>
  db.select(seriesColumns).from(podcastSeries).orderBy(asc(podcastSeries.createdAt), asc(podcastSeries.id)).all();

/**
 * A series that has a public episode (what the site shows as a series: /podcast?series=), or
 * undefined: a series nobody can see yet has no feed either.
 */
export function publicSeries(db: Db, id: string): FeedSeries | undefined {
  const shown = db
    .select({ id: podcastEpisodes.id })
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.seriesId, id), podcastVisible()))
    .limit(1)
    .get();
  return shown ? db.select(seriesColumns).from(podcastSeries).where(eq(podcastSeries.id, id)).get() : undefined;
}

export interface SitemapRows {
  /** With their author and category: the sitemap lists the author and category pages too. */
  articles: Array<SitemapRow & { authorId: string | null; category: string }>;
  videos: SitemapRow[];
  tvEpisodes: SitemapRow[];
  podcastEpisodes: SitemapRow[];
}

/** How many public items of a type there are (walks its public order index alone). */
export const publicItemCount = (db: Db, type: ContentType): number => countWhere(db, PUBLIC_TABLES[type].table, PUBLIC_TABLES[type].visible());

/** Ids and dates of `limit` public items of a type, newest first, after the newest `offset`. */
export function sitemapPage(db: Db, type: ContentType, limit: number, offset: number): SitemapRow[] {
  const { table, date, visible } = PUBLIC_TABLES[type];
  return db
    .select({ id: table.id, published: date, updated: table.updatedAt })
    .from(table)
    .where(visible())
    .orderBy(...newestFirst(table, date))
    .limit(limit)
    .offset(offset)
    .all();
}

/** Ids and dates of the newest `limit` public items of each type (/sitemap.xml), newest first. */
export function sitemapRows(db: Db, limit: number): SitemapRows {
  return {
    articles: db
      .select({ id: articles.id, published: articles.publishDate, updated: articles.updatedAt, authorId: articles.authorId, category: articles.categoryName })
      .from(articles)
      .where(articleVisible())
      .orderBy(...articleOrder)
      .limit(limit)
      .all(),
    videos: sitemapPage(db, 'video', limit, 0),
    tvEpisodes: sitemapPage(db, 'tvshow', limit, 0),
    podcastEpisodes: sitemapPage(db, 'podcast', limit, 0),
  };
}

/** A public episode's transcript ('' when it has none), or undefined when no public episode has this id. */
export function publicTranscript(db: Db, id: string): string | undefined {
  return db
    .select({ transcript: podcastEpisodes.transcript })
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.id, id), podcastVisible()))
    .get()?.transcript;
}
