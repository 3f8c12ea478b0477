/**
 * Public content, mounted at /api/public. No token; reads are never
 * rate limited (many readers share one carrier address). Static paths (/articles/main, ...) win
 * over /articles/:id in Fastify's router.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../shared/api/common.ts';
import {
  ArticleArrayResponse,
  ArticleListResponse,
  ArticleResponse,
  ContentIdParams,
  HealthResponse,
  LimitQuery,
  MainArticlesResponse,
  PlayResponse,
  PodcastListResponse,
  PodcastResponse,
  PublicArticlesQuery,
  PublicMediaQuery,
  RegularArticlesQuery,
  TvShowListResponse,
  TvShowResponse,
  VideoListResponse,
  VideoResponse,
} from '../../../shared/api/public.ts';
import * as service from './service.ts';
import { viewerOf } from './view-window.ts';
import { sameForAll, countsAView } from '../../plugins/public-cache.ts';

const tags = ['Public content'];
const notFound = { 404: ErrorResponse };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const ok = <T>(data: T) => ({ success: true as const, data });

  app.get(
    '/articles',
    { config: sameForAll, schema: { tags, summary: 'Published articles, newest first', querystring: PublicArticlesQuery, response: { 200: ArticleListResponse } } },
    async (request) => ok(service.listArticles(app.db, request.query)),
  );

  app.get(
    '/articles/editors-pick',
    { config: sameForAll, schema: { tags, summary: "Editor's pick (at most 4)", response: { 200: ArticleArrayResponse } } },
    async () => ok(service.editorsPicks(app.db)),
  );

  app.get(
    '/articles/main',
    { config: sameForAll, schema: { tags, summary: 'The two homepage hero articles (null when a slot is empty)', response: { 200: MainArticlesResponse } } },
    async () => ok(service.mainArticles(app.db)),
  );

  app.get(
    '/articles/regular',
    {
      config: sameForAll,
      schema: {
        tags,
        summary: 'Published articles not in a homepage slot, newest first',
        querystring: RegularArticlesQuery,
        response: { 200: ArticleListResponse },
      },
    },
    async (request) => ok(service.listRegularArticles(app.db, request.query)),
  );

  app.get(
    '/articles/featured',
    { config: sameForAll, schema: { tags, summary: 'Featured articles, newest first', querystring: LimitQuery, response: { 200: ArticleArrayResponse } } },
    async (request) => ok(service.featuredArticles(app.db, request.query.limit ?? 10)),
  );

  app.get(
    '/articles/trending',
    {
      config: sameForAll,
      schema: {
        tags,
        summary: 'Trending articles: flagged ones first, then the biggest 7-day view growth',
        querystring: LimitQuery,
        response: { 200: ArticleArrayResponse },
      },
    },
    async (request) => ok(service.trendingArticles(app.db, request.query.limit ?? 10)),
  );

  app.get(
    '/articles/:id',
    {
      config: countsAView,
      schema: {
        tags,
        summary: 'One article (counts a view)',
        params: ContentIdParams,
        response: { 200: ArticleResponse, ...notFound },
      },
    },
    async (request) => ok(service.openArticle(app.db, request.params.id, viewerOf(request))),
  );

  app.get(
    '/videos',
    { config: sameForAll, schema: { tags, summary: 'Published magazine videos, newest first', querystring: PublicMediaQuery, response: { 200: VideoListResponse } } },
    async (request) => ok(service.listVideos(app.db, request.query)),
  );

  app.get(
    '/videos/:id',
    { config: countsAView, schema: { tags, summary: 'One magazine video (counts a view)', params: ContentIdParams, response: { 200: VideoResponse, ...notFound } } },
    async (request) => ok(service.openVideo(app.db, request.params.id, viewerOf(request))),
  );

  app.get(
    '/tvshows',
    { config: sameForAll, schema: { tags, summary: 'Published TV show episodes, newest first', querystring: PublicMediaQuery, response: { 200: TvShowListResponse } } },
    async (request) => ok(service.listTvShows(app.db, request.query)),
  );

  app.get(
    '/tvshows/:id',
    { config: countsAView, schema: { tags, summary: 'One TV show episode (counts a view)', params: ContentIdParams, response: { 200: TvShowResponse, ...notFound } } },
    async (request) => ok(service.openTvShow(app.db, request.params.id, viewerOf(request))),
  );

  app.get(
    '/podcasts',
    { config: sameForAll, schema: { tags, summary: 'Published podcast episodes, newest first', querystring: PublicMediaQuery, response: { 200: PodcastListResponse } } },
    async (request) => ok(service.listPodcasts(app.db, request.query)),
  );

  app.get(
    '/podcasts/:id',
    { config: sameForAll, schema: { tags, summary: 'One podcast episode', params: ContentIdParams, response: { 200: PodcastResponse, ...notFound } } },
    async (request) => ok(service.podcastEpisode(app.db, request.params.id)),
  );

  app.post(
    '/podcasts/:id/play',
    {
      schema: {
        tags,
        summary: 'Count one play of a podcast episode (once per listener per 30 minutes)',
        params: ContentIdParams,
        response: { 200: PlayResponse, ...notFound },
      },
      // Plays count once per listener per window anyway (view-window.ts); this only stops a flood.
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => `${request.ip}|${(request.params as { id?: string }).id ?? ''}` } },
    },
    async (request) => ok(service.playPodcast(app.db, request.params.id, viewerOf(request))),
  );

  app.get(
    '/health',
    { schema: { tags: ['Health'], summary: 'Database reachable, version, uptime', response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const result = service.health(app.db);
      return reply.status(result.success ? 200 : 503).send(result);
    },
  );
};

export default routes;
