/**
 * Articles and their authors for readers, mounted at /api/public (content/public-routes.ts). Static
 * paths (/articles/main, ...) win over /articles/:id in Fastify's router.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ItemIdParams } from '../../../shared/api/common.ts';
import {
  ArticleArrayResponse,
  ArticleListResponse,
  ArticleResponse,
  AuthorParams,
  AuthorQuery,
  AuthorResponse,
  LimitQuery,
  MainArticlesResponse,
  PublicArticlesQuery,
  RegularArticlesQuery,
} from '../../../shared/api/public.ts';
import { HomeQuery, HomeStoriesResponse } from '../../../shared/api/next-reads.ts';
import { sameForAll, countsAView } from '../../plugins/public-cache.ts';
import { notFoundAnswer as notFound, ok, publicTags as tags } from '../content/public-routes.ts';
import { viewerOf } from '../content/view-window.ts';
import * as service from './public.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
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
    { config: sameForAll, schema: { tags, summary: 'Featured articles in the order staff gave them, the others after, newest first', querystring: LimitQuery, response: { 200: ArticleArrayResponse } } },
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
    '/home',
    {
      config: sameForAll,
      schema: {
        tags,
        summary: "The home page's stories, none twice: main slots, Editor's Pick, Featured and the first Latest Articles",
        querystring: HomeQuery,
        response: { 200: HomeStoriesResponse },
      },
    },
    async (request) => ok(service.homeStories(app.db, request.query.latest)),
  );

  app.get(
    '/articles/:id/related',
    {
      config: sameForAll,
      schema: {
        tags,
        summary: 'Stories related to an article: same category or a shared tag, newest first (at most 3)',
        params: ItemIdParams,
        response: { 200: ArticleArrayResponse, ...notFound },
      },
    },
    async (request) => ok(service.relatedArticles(app.db, request.params.id)),
  );

  app.get(
    '/articles/:id',
    {
      config: countsAView,
      schema: {
        tags,
        summary: 'One article (counts a view)',
        params: ItemIdParams,
        response: { 200: ArticleResponse, ...notFound },
      },
    },
    async (request) => ok(service.openArticle(app.db, request.params.id, viewerOf(request))),
  );

  app.get(
    '/authors/:slug',
    {
      config: sameForAll,
      schema: {
        tags,
        summary: 'An author (name, bio, photo) and their published articles, newest first',
        params: AuthorParams,
        querystring: AuthorQuery,
        response: { 200: AuthorResponse, ...notFound },
      },
    },
    async (request) => ok(service.authorPage(app.db, request.params.slug, request.query)),
  );
};

export default routes;
