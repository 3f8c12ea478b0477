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
  readSearchParams,
  toArticleCard,
  toVideoCard,
  type CommentPage,
  type HomeMainSlots,
  type PodcastList,
  type SearchPageData,
} from '../../shared/page-data.ts';
import * as publicService from '../modules/public/service.ts';
import * as commentsService from '../modules/comments/service.ts';
import * as searchService from '../modules/search/service.ts';
import type { Viewer } from '../modules/public/view-window.ts';
import { isDetailPage, type PublicRoute } from './routes.ts';

export interface PageLoad {
  data: Record<string, unknown>;
  /** 404 when the page's item does not exist (the page still renders its not-found state). */
  status: number;
}

/** `viewer`: who opens the page, for its view (counted once per viewer per window). */
type Loader = (db: Db, route: PublicRoute, query: URLSearchParams, viewer: Viewer) => Record<string, () => unknown>;

const isNotFound = (err: unknown) => (err as { statusCode?: number }).statusCode === 404;

const homeSections: Loader = (db) => ({
  [PAGE_KEYS.homeMain]: (): HomeMainSlots => {
    const { mainArticle, secondMainArticle } = publicService.mainArticles(db);
    // Cards only: the body, bios and tags would add tens of KB to every home page on a phone.
    return { main: mainArticle && toArticleCard(mainArticle), second: secondMainArticle && toArticleCard(secondMainArticle) };
  },
  [PAGE_KEYS.homeFeatured]: () => publicService.featuredArticles(db, PAGE_SIZES.featured).map(toArticleCard),
  [PAGE_KEYS.homeEditors]: () => publicService.editorsPicks(db).slice(0, PAGE_SIZES.editorsPick).map(toArticleCard),
  [PAGE_KEYS.homeVideos]: () => publicService.listVideos(db, { limit: PAGE_SIZES.homeVideos, page: 1 }).videos.map(toVideoCard),
  [PAGE_KEYS.homeRegular]: () =>
    publicService.listRegularArticles(db, { limit: PAGE_SIZES.regular, page: 1 }).articles.map(toArticleCard),
  [PAGE_KEYS.homeTrending]: () =>
    publicService.trendingArticles(db, PAGE_SIZES.trending).map(toArticleCard),
});

/** A detail item: null (and a 404 status) when it does not exist or is not public. */
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

const LOADERS: Record<PublicRoute['name'], Loader> = {
  home: homeSections,
  magazine: homeSections,
  'tv-list': (db) => ({
    [PAGE_KEYS.tvList]: () => publicService.listTvShows(db, { limit: PAGE_SIZES.tvList, page: 1 }).tvShows,
  }),
  podcast: (db) => ({
    [PAGE_KEYS.podcastList]: (): PodcastList => {
      const { podcasts, pagination } = publicService.listPodcasts(db, { limit: PAGE_SIZES.podcastList, page: 1 });
      return { podcasts, total: pagination.total };
    },
  }),
  article: (db, route, _query, viewer) => {
    const id = 'id' in route ? route.id : '';
    return {
      [PAGE_KEYS.article(id)]: detail(() => publicService.openArticle(db, id, viewer)),
      // Only for an article that exists (the loop stops adding keys after a missing one).
      [PAGE_KEYS.comments(id)]: (): CommentPage | undefined => {
        const { comments, totalComments } = commentsService.listComments(db, id, { limit: PAGE_SIZES.commentsPreview, page: 1, all: false });
        return { comments, totalComments };
      },
    };
  },
  video: (db, route, _query, viewer) => {
    const id = 'id' in route ? route.id : '';
    return { [PAGE_KEYS.video(id)]: detail(() => publicService.openVideo(db, id, viewer)) };
  },
  tv: (db, route, _query, viewer) => {
    const id = 'id' in route ? route.id : '';
    return { [PAGE_KEYS.tv(id)]: detail(() => publicService.openTvShow(db, id, viewer)) };
  },
  search: (db, _route, query) => {
    const params = readSearchParams(query);
    if (!params.q) return {};
    return {
      [PAGE_KEYS.search(params)]: (): SearchPageData => {
        const { results, total } = searchService.search(db, {
          q: params.q,
          type: params.type,
          category: params.category === 'all' ? undefined : params.category,
          sort: params.sort,
          limit: SEARCH_PAGE_LIMIT,
          page: 1,
        });
        return { results, total };
      },
    };
  },
  about: () => ({}),
  contact: () => ({}),
};

export async function loadPage(db: Db, route: PublicRoute, query: URLSearchParams, viewer: Viewer, log?: FastifyBaseLogger): Promise<PageLoad> {
  const data: Record<string, unknown> = {};
  let status = 200;
  for (const [key, load] of Object.entries(LOADERS[route.name](db, route, query, viewer))) {
    if (status === 404) break; // the item is missing: nothing else on its page to load
    try {
      const value = load();
      data[key] = value;
      if (value === null && 'id' in route) status = 404;
    } catch (err) {
      log?.error({ err, key }, 'page data failed to load: the browser will fetch it');
    }
  }
  return { data, status };
}

/** Counts the view of a detail page answered from the cache (a rendered one counted it when loading). */
export function countPageView(db: Db, route: PublicRoute | null, viewer: Viewer): void {
  if (isDetailPage(route)) publicService.countView(db, route.name, route.id, viewer);
}
