/** Public content rules: visibility (in the repository), not-found answers, engagement, views. */
import { readFileSync } from 'node:fs';
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
import { pagination, type Page } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import { articleSummaries, publicArticles, withImages } from '../content/article-items.ts';
import type { RowPage } from '../content/content-table.ts';
import { withEngagement, type Engagement } from '../content/engagement.ts';
import { filterValue } from '../content/list-filters.ts';
import { memoByVersion } from '../content/public-version.ts';
import { toPodcastEpisode, toTvEpisode, toVideo, type ArticleRow } from '../content/mappers.ts';
import * as repo from './repository.ts';
import { bufferView, waitingViews, type ViewedKind } from './view-buffer.ts';
import { countOnce, type Viewer } from './view-window.ts';
import { listTrending } from '../articles/service.ts';
import { findArticles } from '../articles/repository.ts';

// ---------------------------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------------------------

export function listArticles(db: Db, q: PublicArticlesQuery) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 10 };
  const { rows, total } = repo.listArticles(
    db,
    { category: filterValue(q.category), featured: q.featured, trending: q.trending, editorsPick: q.editors_pick },
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
  const full = publicArticles(db, [main, second].filter((r): r is ArticleRow => !!r));
  return {
    mainArticle: main ? full.find((a) => a.id === main.id)! : null,
    secondMainArticle: second ? full.find((a) => a.id === second.id)! : null,
  };
}

/** Adds to a live counter (undefined: no public item has the id), and reads it without adding. */
interface Counter {
  add: (db: Db, id: string) => number | undefined;
  read: (db: Db, id: string) => number | undefined;
}

/** The counter after this viewer's view: added to when it counts (view-window.ts), else just read. */
function countedOnce(db: Db, kind: ViewedKind | 'play', id: string, viewer: Viewer, counter: Counter): number | undefined {
  let value: number | undefined;
  countOnce(db, kind, id, viewer, () => (value = counter.add(db, id)) !== undefined);
  return value ?? counter.read(db, id);
}

const COUNTERS: Record<ViewedKind, Counter> = {
  article: { add: repo.countArticleView, read: repo.articleViews },
  video: { add: repo.countVideoView, read: repo.videoViews },
  tv: { add: repo.countTvView, read: repo.tvViews },
};

/**
 * Opening an item counts one view first (once per viewer per window: view-window.ts), so the
 * answer carries the count including it. An id that is no UUID, unknown or not public answers 404
 * with `message`.
 *
 * The item itself (body, gallery, mapping: the dear part) is built once per public version and
 * kept (memoByVersion: dropped when public content changes); its live counters are read on every
 * request, so every answer is exact: views (this one included, and cached-page views not written
 * yet: view-buffer.ts), likes and comments.
 */
function opened<Item extends { id: string; views: number }>(
  db: Db,
  kind: ViewedKind,
  id: string,
  viewer: Viewer,
  counter: Counter,
  build: (db: Db, id: string) => Item | undefined,
  message: string,
): Item & Engagement {
  const views = isUuid(id) ? countedOnce(db, kind, id, viewer, counter) : undefined;
  const item = views === undefined ? undefined : memoByVersion(db, 'detail', `${kind} ${id}`, () => build(db, id));
  if (views === undefined || !item) throw notFound(message);
  return withEngagement(db, [{ ...item, views: views + waitingViews(db, id) }])[0];
}

/** Counts one view of a public item whose page came from the cache (batched: view-buffer.ts), under the same rule. */
export function countView(db: Db, kind: ViewedKind, id: string, viewer: Viewer): void {
  if (isUuid(id)) countOnce(db, kind, id, viewer, () => (bufferView(db, kind, id), true));
}

/** Maps one public row (or none) to its API item. */
const one =
  <Row, Item>(find: (db: Db, id: string) => Row | undefined, toItem: (row: Row) => Item) =>
  (db: Db, id: string): Item | undefined => {
    const row = find(db, id);
    return row && toItem(row);
  };

export function openArticle(db: Db, id: string, viewer: Viewer): PublicArticle {
  const build = (db: Db, id: string) => {
    const row = repo.findArticle(db, id);
    return row && withImages(db, [row])[0];
  };
  return opened(db, 'article', id, viewer, COUNTERS.article, build, 'Article not found');
}

// ---------------------------------------------------------------------------------------------
// Videos, TV, podcasts
// ---------------------------------------------------------------------------------------------

/** One page of a media list as public items (with engagement), filtered by category and featured flag. */
function mediaPage<Row, Item extends { id: string }>(
  db: Db,
  q: PublicMediaQuery,
  list: (db: Db, f: repo.MediaFilters, page: Page) => RowPage<Row>,
  toItem: (row: Row) => Item,
) {
  const page = { page: q.page ?? 1, limit: q.limit ?? 10 };
  const { rows, total } = list(db, { category: filterValue(q.category), featured: q.featured }, page);
  return { items: withEngagement(db, rows.map(toItem)), pagination: pagination(page.page, page.limit, total) };
}

export function listVideos(db: Db, q: PublicMediaQuery) {
  const { items, pagination } = mediaPage(db, q, repo.listVideos, toVideo);
  return { videos: items, pagination };
}

export function openVideo(db: Db, id: string, viewer: Viewer): PublicVideo {
  return opened(db, 'video', id, viewer, COUNTERS.video, one(repo.findVideo, toVideo), 'Video not found');
}

export function listTvShows(db: Db, q: PublicMediaQuery) {
  const { items, pagination } = mediaPage(db, q, repo.listTvEpisodes, toTvEpisode);
  return { tvShows: items, pagination };
}

export function openTvShow(db: Db, id: string, viewer: Viewer): PublicTvEpisode {
  return opened(db, 'tv', id, viewer, COUNTERS.tv, one(repo.findTvEpisode, toTvEpisode), 'TV show not found');
}

export function listPodcasts(db: Db, q: PublicMediaQuery) {
  const { items, pagination } = mediaPage(db, q, repo.listPodcastEpisodes, toPodcastEpisode);
  return { podcasts: items, pagination };
}

/** A podcast episode page does not count a view: listening is counted by `play`. */
export function podcastEpisode(db: Db, id: string): PublicPodcastEpisode {
  const row = isUuid(id) ? repo.findPodcastEpisode(db, id) : undefined;
  if (!row) throw notFound('Podcast episode not found');
  return withEngagement(db, [toPodcastEpisode(row)])[0];
}

/** A play counts like a view: once per listener per window (a player restarting the track is one play). */
export function playPodcast(db: Db, id: string, viewer: Viewer): { plays: number } {
  const plays = isUuid(id) ? countedOnce(db, 'play', id, viewer, { add: repo.countPodcastPlay, read: repo.podcastPlays }) : undefined;
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
