/** Public content rules: visibility (in the repository), not-found answers, engagement, views. */
import { readFileSync } from 'node:fs';
import type { Pagination } from '../../../shared/api/common.ts';
import type {
  ArticleSummary,
  HealthResponse,
  PublicArticle,
  PublicArticlesQuery,
  PublicMediaQuery,
  PublicPodcastEpisode,
  PublicTvEpisode,
  PublicVideo,
} from '../../../shared/api/public.ts';
import { LIMITS } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { toArticle, toPodcastEpisode, toTvEpisode, toVideo, type ArticleRow } from '../content/mappers.ts';
import * as repo from './repository.ts';
import { listTrending } from '../articles/service.ts';
import { findArticles } from '../articles/repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are UUIDs; anything else cannot exist and is answered like a missing id. */
export const isUuid = (id: string) => UUID.test(id);

export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** 'all' or an empty value means no category filter. */
export function categoryFilter(category: string | undefined): string | undefined {
  const value = category?.trim();
  return !value || value.toLowerCase() === 'all' ? undefined : value;
}

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

/** Full articles (detail, hero slots) with their gallery and engagement. */
function fullArticles(db: Db, rows: ArticleRow[]): PublicArticle[] {
  const ids = rows.map((r) => r.id);
  const images = repo.imagesOf(db, ids);
  const counts = repo.engagementOf(db, ids);
  return rows.map((row) => ({ ...toArticle(row, images.get(row.id)), ...counts.get(row.id)! }));
}

/** List items: the same without the body. */
export function articleSummaries(db: Db, rows: ArticleRow[]): ArticleSummary[] {
  return fullArticles(db, rows).map(({ content: _content, content_html: _html, ...summary }) => summary);
}

export function listArticles(db: Db, q: PublicArticlesQuery) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 10 };
  const { rows, total } = repo.listArticles(
    db,
    { category: categoryFilter(q.category), featured: q.featured, trending: q.trending, editorsPick: q.editors_pick },
    page,
  );
  return { articles: articleSummaries(db, rows), pagination: pagination(page.page, page.limit, total) };
}

/** Published articles holding no homepage slot, newest first. */
export function listRegularArticles(db: Db, q: { limit?: number; page?: number }) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 20 };
  const { rows, total } = repo.listArticles(db, { notInMainSlot: true }, page);
  return { articles: articleSummaries(db, rows), pagination: pagination(page.page, page.limit, total) };
}

export function editorsPicks(db: Db): ArticleSummary[] {
  const { rows } = repo.listArticles(db, { editorsPick: true }, { page: 1, limit: LIMITS.editorsPickMax });
  return articleSummaries(db, rows);
}

export function featuredArticles(db: Db, limit: number): ArticleSummary[] {
  return articleSummaries(db, repo.listArticles(db, { featured: true }, { page: 1, limit }).rows);
}

/**
 * The home page's Trending list: the same ranking staff see (flagged articles first, then the
 * biggest 7-day view growth), public articles only.
 */
export function trendingArticles(db: Db, limit: number): ArticleSummary[] {
  const ranked = listTrending(db, { limit, page: 1 }).data;
  const byId = new Map(articleSummaries(db, findArticles(db, ranked.map((a) => a.id))).map((a) => [a.id, a]));
  return ranked.flatMap((a) => byId.get(a.id) ?? []);
}

export function mainArticles(db: Db) {
  const rows = repo.mainSlotArticles(db);
  const [main, second] = (['main', 'second'] as const).map((slot) => rows.find((r) => r.mainPosition === slot));
  const full = fullArticles(db, [main, second].filter((r): r is ArticleRow => !!r));
  return {
    mainArticle: main ? full.find((a) => a.id === main.id)! : null,
    secondMainArticle: second ? full.find((a) => a.id === second.id)! : null,
  };
}

/** Opening an article counts one view; the answer carries the count including it. */
export function openArticle(db: Db, id: string): PublicArticle {
  const views = isUuid(id) ? repo.countArticleView(db, id) : undefined;
  const row = views === undefined ? undefined : repo.findArticle(db, id);
  if (!row) throw notFound('Article not found');
  return fullArticles(db, [row])[0];
}

// ---------------------------------------------------------------------------------------------
// Videos, TV, podcasts
// ---------------------------------------------------------------------------------------------

const mediaFilters = (q: PublicMediaQuery) => ({ category: categoryFilter(q.category), featured: q.featured });
const withCounts = <T extends { id: string }>(db: Db, items: T[]) => {
  const counts = repo.engagementOf(db, items.map((i) => i.id));
  return items.map((item) => ({ ...item, ...counts.get(item.id)! }));
};

export function listVideos(db: Db, q: PublicMediaQuery) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 10 };
  const { rows, total } = repo.listVideos(db, mediaFilters(q), page);
  return { videos: withCounts(db, rows.map(toVideo)), pagination: pagination(page.page, page.limit, total) };
}

export function openVideo(db: Db, id: string): PublicVideo {
  const counted = isUuid(id) ? repo.countVideoView(db, id) : undefined;
  const row = counted === undefined ? undefined : repo.findVideo(db, id);
  if (!row) throw notFound('Video not found');
  return withCounts(db, [toVideo(row)])[0];
}

export function listTvShows(db: Db, q: PublicMediaQuery) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 10 };
  const { rows, total } = repo.listTvEpisodes(db, mediaFilters(q), page);
  const episodes = rows.map((r) => toTvEpisode(r.episode, r.season));
  return { tvShows: withCounts(db, episodes), pagination: pagination(page.page, page.limit, total) };
}

export function openTvShow(db: Db, id: string): PublicTvEpisode {
  const counted = isUuid(id) ? repo.countTvView(db, id) : undefined;
  const row = counted === undefined ? undefined : repo.findTvEpisode(db, id);
  if (!row) throw notFound('TV show not found');
  return withCounts(db, [toTvEpisode(row.episode, row.season)])[0];
}

export function listPodcasts(db: Db, q: PublicMediaQuery) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 10 };
  const { rows, total } = repo.listPodcastEpisodes(db, mediaFilters(q), page);
  const episodes = rows.map((r) => toPodcastEpisode(r.episode, r.series));
  return { podcasts: withCounts(db, episodes), pagination: pagination(page.page, page.limit, total) };
}

/** A podcast episode page does not count a view: listening is counted by `play`. */
export function podcastEpisode(db: Db, id: string): PublicPodcastEpisode {
  const row = isUuid(id) ? repo.findPodcastEpisode(db, id) : undefined;
  if (!row) throw notFound('Podcast episode not found');
  return withCounts(db, [toPodcastEpisode(row.episode, row.series)])[0];
}

export function playPodcast(db: Db, id: string): { plays: number } {
  const plays = isUuid(id) ? repo.countPodcastPlay(db, id) : undefined;
  if (plays === undefined) throw notFound('Podcast episode not found');
  return { plays };
}

// ---------------------------------------------------------------------------------------------
// Health
// ---------------------------------------------------------------------------------------------

/** The app version from package.json, at the repo root above both server/ and dist/server/. */
const VERSION: string = (() => {
  for (const rel of ['../../../package.json', '../../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name && pkg.version) return pkg.version;
    } catch {
      // not at this level; try the next
    }
  }
  return '0.0.0';
})();

export function health(db: Db): HealthResponse {
  const ok = repo.databaseReachable(db);
  return {
    success: ok,
    ...(ok ? {} : { message: 'Health check failed: the database is unreachable' }),
    data: {
      status: ok ? 'ok' : 'error',
      database: ok ? 'ok' : 'unreachable',
      version: VERSION,
      uptime: Math.round(process.uptime()),
      timestamp: new Date().toISOString(),
    },
  };
}
