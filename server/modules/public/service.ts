/** Public content rules: visibility (in the repository), not-found answers, engagement, views. */
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../lib/repo-root.ts';
import type {
  ArticleSummary,
  AuthorQuery,
  HealthResponse,
  PublicArticle,
  PublicArticlesQuery,
  PublicAuthor,
  PublicPodcastEpisodeDetail,
  PublicPodcastQuery,
  PublicPodcastSeries,
} from '../../../shared/api/public.ts';
import { LIMITS } from '../../../shared/constants.ts';
import { slugify } from '../../../shared/slug.ts';
import { findSeries } from '../../../shared/page-data.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import { podcastEpisodes } from '../../db/schema.ts';
import { articleSummaries, publicArticles, withImages } from '../content/article-items.ts';
import { filterValue } from '../content/list-filters.ts';
import { memoByVersion } from '../content/public-version.ts';
import { toPodcastEpisode, toPodcastGuest, toPodcastSeries, type ArticleRow } from '../content/mappers.ts';
import * as repo from './repository.ts';
import { countedOnce, opened } from '../content/public-detail.ts';
import { emptyPage, publicListPage } from '../content/public-lists.ts';
import { counter } from '../content/view-counters.ts';
import { podcastVisible } from '../content/visibility.ts';
import type { Viewer } from '../content/view-window.ts';
import { listTrending } from '../articles/service.ts';
import { featuredOrder, findArticles } from '../articles/repository.ts';

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

// ---------------------------------------------------------------------------------------------
// Authors
// ---------------------------------------------------------------------------------------------

/** The names of the authors with public articles by their page's slug, kept per public version (one pass over the articles). */
function authorsBySlug(db: Db): Map<string, string> {
  return memoByVersion(db, 'detail', 'public authors', () => {
    const bySlug = new Map<string, string>();
    // Two spellings with one slug ('Zoé Ba', 'Zoe Ba'): the first keeps the page; both are rare.
    for (const name of repo.publicAuthorNames(db)) if (!bySlug.has(slugify(name))) bySlug.set(slugify(name), name);
    return bySlug;
  });
}

/** How many of an author's newest articles are looked through for a bio and a photo. */
const AUTHOR_DETAIL_ROWS = 20;

/**
 * An author's page: who they are (name, and the bio and photo of their newest public article that
 * has one) and a page of their public articles, newest first. 404 when no public article has an
 * author with this slug.
 */
export function authorPage(db: Db, slug: string, q: AuthorQuery) {
  const name = authorsBySlug(db).get(slug);
  if (!name) throw notFound('Author not found');
  const details = repo.authorDetails(db, name, AUTHOR_DETAIL_ROWS);
  const author: PublicAuthor = {
    slug,
    name,
    bio: details.find((d) => d.bio.trim())?.bio ?? '',
    image: details.find((d) => d.image.trim())?.image ?? '',
  };
  const page = { page: q.page ?? 1, limit: q.limit ?? 12 };
  const { rows, total } = repo.listArticles(db, { author: name }, page);
  return { author, articles: articleSummaries(db, rows), pagination: pagination(page.page, page.limit, total) };
}

export function editorsPicks(db: Db): ArticleSummary[] {
  const { rows } = repo.listArticles(db, { editorsPick: true }, { page: 1, limit: LIMITS.editorsPickMax });
  return articleSummaries(db, rows);
}

/** The home page's Featured section: in the order staff gave it on the Featured screen, then newest first. */
export function featuredArticles(db: Db, limit: number): ArticleSummary[] {
  return articleSummaries(db, repo.featuredArticles(db, featuredOrder(db), limit));
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

export function openArticle(db: Db, id: string, viewer: Viewer): PublicArticle {
  const build = (db: Db, id: string) => {
    const row = repo.findArticle(db, id);
    return row && withImages(db, [row])[0];
  };
  return opened(db, 'article', id, viewer, build, 'Article not found');
}

// ---------------------------------------------------------------------------------------------
// Podcasts
// ---------------------------------------------------------------------------------------------

/** The series that have public episodes, by title, with their slug and how many episodes (the /podcast series links). */
export function podcastSeries(db: Db): PublicPodcastSeries[] {
  return memoByVersion(db, 'detail', 'public series', () =>
    repo.publicSeries(db).map(({ series, episodes }) => ({ ...toPodcastSeries(series), slug: slugify(series.title), episodes })),
  );
}

/** `series` names a series by its id or its slug; one with no public episode lists nothing. */
export function listPodcasts(db: Db, q: PublicPodcastQuery) {
  const series = filterValue(q.series);
  const seriesId = series === undefined ? undefined : findSeries(podcastSeries(db), series)?.id;
  const { items, pagination } =
    series !== undefined && !seriesId ? emptyPage(q) : publicListPage(db, q, repo.listPodcastEpisodes, toPodcastEpisode, { seriesId });
  return { podcasts: items, pagination };
}

/**
 * An episode's page (/podcast/:id) counts a view like any detail page; listening is counted apart,
 * by `play` (and downloads by its enclosure route), both read live. With the guest's record.
 */
export function openPodcast(db: Db, id: string, viewer: Viewer): PublicPodcastEpisodeDetail {
  const build = (db: Db, id: string) => {
    const row = repo.findPodcastEpisode(db, id);
    if (!row) return undefined;
    const guest = row.episode.guestId ? repo.findPodcastGuest(db, row.episode.guestId) : undefined;
    return { ...toPodcastEpisode(row), guest: guest ? toPodcastGuest(guest) : null };
  };
  const episode = opened(db, 'podcast', id, viewer, build, 'Podcast episode not found');
  // Plays and downloads move without moving the public version (like views): read live, not from the kept item.
  return { ...episode, ...repo.podcastCounters(db, episode.id) };
}

const PODCAST_PLAYS = counter(podcastEpisodes, 'plays', podcastVisible);

/** A play counts like a view: once per listener per window (a player restarting the track is one play). */
export function playPodcast(db: Db, id: string, viewer: Viewer): { plays: number } {
  const plays = isUuid(id) ? countedOnce(db, 'play', id, viewer, PODCAST_PLAYS) : undefined;
  if (plays === undefined) throw notFound('Podcast episode not found');
  return { plays };
}

// ---------------------------------------------------------------------------------------------
// Health
// ---------------------------------------------------------------------------------------------

/** The app version from package.json. */
const VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { version?: string };
    if (pkg.version) return pkg.version;
  } catch {
    // no package.json beside the code: an unusual deployment
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
