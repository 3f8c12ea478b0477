/**
 * Server-side page data: for each public route, the sections the page shows, loaded once through
 * the same service and repository functions the public API uses, keyed as in shared/page-data.ts.
 * The browser hydrates from this data and makes no request for it. A section that fails is logged
 * and left out; the browser then loads it through the API like on a client-side navigation.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  PAGE_KEYS,
  PAGE_SIZES,
  SEARCH_PAGE_LIMIT,
  findSeason,
  findSeries,
  pastLastPage,
  readFilter,
  readPage,
  readSearchParams,
  toArticleCard,
  toCompactCard,
  toHomeStories,
  toPodcastCard,
  toTrendingItem,
  toTvCard,
  toVideoCard,
  type ArticleListPage,
  type AuthorPage,
  type CommentPage,
  type HomeStories,
  type PodcastListPage,
  type SearchPageData,
  type TvListPage,
  type VideoListPage,
} from '../../shared/page-data.ts';
import type { Pagination } from '../../shared/api/common.ts';
import { categoryBySlug } from '../../shared/slug.ts';
import * as articlesPublic from '../modules/articles/public.ts';
import * as videosPublic from '../modules/videos/public.ts';
import * as tvPublic from '../modules/tvshows/public.ts';
import * as podcastsPublic from '../modules/podcasts/public.ts';
import * as commentsService from '../modules/comments/service.ts';
import * as searchService from '../modules/search/service.ts';
import { categoryNames, publicAbout, publicSite } from '../modules/site/service.ts';
import type { PublicAbout, PublicSite } from '../../shared/api/site.ts';
import type { Viewer } from '../modules/content/view-window.ts';
import { countView } from '../modules/content/public-detail.ts';
import { openPreview } from '../modules/content/preview.ts';
import { PREVIEWERS } from '../modules/content-kinds.ts';
import { isDetailPage, type PublicRoute } from './routes.ts';

export interface PageLoad {
  data: Record<string, unknown>;
  /** What every page shows of the site (header, footer, contact): its settings and offered categories. */
  site: PublicSite;
  /** 404 when the page's item does not exist (the page still renders its not-found state). */
  status: number;
}

/** `viewer`: who opens the page, for its view (counted once per viewer per window). */
/** A section's data (a search waits for the search index while it is first built). */
type Loader = (db: Db, route: PublicRoute, query: URLSearchParams, viewer: Viewer) => Record<string, () => unknown | Promise<unknown>>;

const isNotFound = (err: unknown) => (err as { statusCode?: number }).statusCode === 404;

const homeSections: Loader = (db) => ({
  // Cards only: the body, bios and tags would add tens of KB to every home page on a phone.
  [PAGE_KEYS.homeStories]: (): HomeStories => toHomeStories(articlesPublic.homeStories(db, PAGE_SIZES.regularInitial)),
  [PAGE_KEYS.homeVideos]: () => videosPublic.listVideos(db, { limit: PAGE_SIZES.homeVideos, page: 1 }).videos.map(toVideoCard),
  [PAGE_KEYS.homeTrending]: () => articlesPublic.trendingArticles(db, PAGE_SIZES.trending).map(toTrendingItem),
});

/** A detail item (or an author's page): null (and a 404 status) when it does not exist or is not public. */
function detail<T>(open: () => T): () => T | null {
  return () => {
    try {
      return open();
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  };
}

/**
 * A page of a browse list, or null (a 404) when it is past the last page: page 1 of an empty list
 * is the list's empty state, page 5 of a 3-page list is no page at all.
 */
function listPage<T extends { pagination: Pagination }>(load: () => T): () => T | null {
  return () => {
    const page = load();
    return pastLastPage(page.pagination) ? null : page;
  };
}

const browse = (page: number) => ({ page, limit: PAGE_SIZES.browse });

/** /magazine and /magazine/{category}: the public articles, newest first, of one category or all. */
function articleList(db: Db, slug: string, page: number): Record<string, () => unknown> {
  const category = slug ? categoryBySlug(slug, categoryNames(db)) : undefined;
  return {
    [PAGE_KEYS.articleList(slug, page)]:
      slug && !category
        ? () => null // no such category
        : listPage((): ArticleListPage => {
            const { articles, pagination } = articlesPublic.listArticles(db, { category, ...browse(page) });
            return { articles: articles.map(toArticleCard), pagination };
          }),
  };
}

const LOADERS: Record<PublicRoute['name'], Loader> = {
  home: homeSections,
  magazine: (db, _route, query) => articleList(db, '', readPage(query)),
  category: (db, route, query) => articleList(db, 'slug' in route ? route.slug : '', readPage(query)),
  author: (db, route, query) => {
    const slug = 'slug' in route ? route.slug : '';
    const page = readPage(query);
    return {
      [PAGE_KEYS.author(slug, page)]: detail(
        listPage((): AuthorPage => {
          const { author, articles, pagination } = articlesPublic.authorPage(db, slug, browse(page));
          return { author, articles: articles.map(toArticleCard), pagination };
        }),
      ),
    };
  },
  videos: (db, _route, query) => {
    const page = readPage(query);
    return {
      [PAGE_KEYS.videoList(page)]: listPage((): VideoListPage => {
        const { videos, pagination } = videosPublic.listVideos(db, browse(page));
        return { videos: videos.map(toVideoCard), pagination };
      }),
    };
  },
  'tv-list': (db, _route, query) => {
    const season = readFilter(query, 'season');
    const page = readPage(query);
    return {
      [PAGE_KEYS.tvSeasons]: () => tvPublic.tvSeasons(db),
      [PAGE_KEYS.tvList(season, page)]: () => {
        // A season that has no public episode is no page (the API lists nothing for it).
        if (season && !findSeason(tvPublic.tvSeasons(db), season)) return null;
        return listPage((): TvListPage => {
          const { tvShows, pagination } = tvPublic.listTvShows(db, { season, ...browse(page) });
          return { tvShows: tvShows.map(toTvCard), pagination };
        })();
      },
    };
  },
  'podcast-list': (db, _route, query) => {
    const series = readFilter(query, 'series');
    const page = readPage(query);
    return {
      [PAGE_KEYS.podcastSeries]: () => podcastsPublic.podcastSeries(db),
      [PAGE_KEYS.podcastList(series, page)]: () => {
        if (series && !findSeries(podcastsPublic.podcastSeries(db), series)) return null;
        return listPage((): PodcastListPage => {
          const { podcasts, pagination } = podcastsPublic.listPodcasts(db, { series, ...browse(page) });
          return { podcasts: podcasts.map(toPodcastCard), pagination };
        })();
      },
    };
  },
  article: (db, route, _query, viewer) => {
    const id = 'id' in route ? route.id : '';
    return {
      [PAGE_KEYS.article(id)]: detail(() => articlesPublic.openArticle(db, id, viewer)),
      // Compact cards (picture, title, byline), as the page shows them: no summary to carry.
      [PAGE_KEYS.related(id)]: () => articlesPublic.relatedArticles(db, id).map(toCompactCard),
      // Only for an article that exists (the loop stops adding keys after a missing one).
      [PAGE_KEYS.comments(id)]: (): CommentPage | undefined => {
        const { comments, totalComments, pagination, mode } = commentsService.listComments(db, id, { limit: PAGE_SIZES.commentsPreview, page: 1, all: false });
        return { comments, totalComments, mode, threads: pagination.total };
      },
    };
  },
  video: (db, route, _query, viewer) => {
    const id = 'id' in route ? route.id : '';
    return { [PAGE_KEYS.video(id)]: detail(() => videosPublic.openVideo(db, id, viewer)) };
  },
  tv: (db, route, _query, viewer) => {
    const id = 'id' in route ? route.id : '';
    return {
      [PAGE_KEYS.tv(id)]: detail(() => tvPublic.openTvShow(db, id, viewer)),
      [PAGE_KEYS.tvNext(id)]: () => tvPublic.tvNext(db, id),
    };
  },
  podcast: (db, route, _query, viewer) => {
    const id = 'id' in route ? route.id : '';
    return {
      [PAGE_KEYS.podcastEpisode(id)]: detail(() => podcastsPublic.openPodcast(db, id, viewer)),
      [PAGE_KEYS.podcastNext(id)]: () => podcastsPublic.podcastNext(db, id),
    };
  },
  search: (db, _route, query) => {
    const params = readSearchParams(query);
    if (!params.q) return {};
    return {
      [PAGE_KEYS.search(params)]: async (): Promise<SearchPageData> => {
        const { results, total, did_you_mean } = await searchService.search(db, {
          q: params.q,
          type: params.type,
          category: params.category === 'all' ? undefined : params.category,
          sort: params.sort,
          limit: SEARCH_PAGE_LIMIT,
          page: 1,
        });
        return { results, total, did_you_mean };
      },
    };
  },
  // What the link shows, null (a 404 page) when it was revoked, expired or never was, or names another item.
  preview: (db, route) => {
    if (route.name !== 'preview') return {};
    const open = () => {
      const preview = openPreview(db, PREVIEWERS, route.token, route.type);
      return preview?.item.id === route.id ? preview : null;
    };
    return { [PAGE_KEYS.preview(route.token)]: open };
  },
  about: (db) => ({ [PAGE_KEYS.about]: (): PublicAbout => publicAbout(db) }),
  contact: () => ({}),
  newsletter: () => ({}),
  saved: () => ({}),
};

export async function loadPage(db: Db, route: PublicRoute, query: URLSearchParams, viewer: Viewer, log?: FastifyBaseLogger): Promise<PageLoad> {
  const data: Record<string, unknown> = {};
  let status = 200;
  for (const [key, load] of Object.entries(LOADERS[route.name](db, route, query, viewer))) {
    if (status === 404) break; // the item is missing: nothing else on its page to load
    try {
      const value = await load();
      data[key] = value;
      // null is a section's "no such thing": a missing item, author or category, a page past the last.
      if (value === null) status = 404;
    } catch (err) {
      log?.error({ err, key }, 'page data failed to load: the browser will fetch it');
    }
  }
  return { data, status, site: publicSite(db) };
}

/** Counts the view of a detail page answered from the cache (a rendered one counted it when loading). */
export function countPageView(db: Db, route: PublicRoute | null, viewer: Viewer): void {
  if (isDetailPage(route)) countView(db, route.name, route.id, viewer);
}
