/**
 * Staff article calls. Every route here needs a bearer token: the
 * hook below covers the whole plugin, so no route can be added without it. It runs on request
 * (before the body is parsed or validated), so a caller without a token always gets 401, never a
 * validation answer that would reveal the route's shape.
 *
 * The static paths (/trending, /featured, /featured/order, /main-articles, /latest-excluding-main) are plain routes:
 * Fastify's router always prefers a static segment over /:id, and /:id only accepts a UUID.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ArticleListQuery,
  ArticleListResponse,
  ArticlePreviewBody,
  ArticlePreviewResponse,
  ArticleResponse,
  CreateArticleBody,
  CuratedListQuery,
  FeaturedOrderBody,
  FeaturedOrderResponse,
  LatestArticlesResponse,
  LatestQuery,
  MainArticlesResponse,
  SetMainBody,
  TrendingListResponse,
  UpdateArticleBody,
} from '../../../shared/api/articles.ts';
import { IdParams } from '../../../shared/api/common.ts';
import { contentChange } from '../audit/content-change.ts';
import { Article } from '../../../shared/api/content.ts';
import { ConflictResponse, IfMatchHeaders } from '../../../shared/api/editing.ts';
import { actorOf, editingRoutes } from '../content/editing-routes.ts';
import { assertMayChange, checkRequest } from '../content/editorial.ts';
import { announceSubmission, sendBackRoute } from '../content/review-routes.ts';
import { previewLinkRoutes } from '../content/preview-routes.ts';
import { trashRoute } from '../content/trash-routes.ts';
import { expectedVersion, sendVersion } from '../content/versions.ts';
import { articleTrash } from './trash.ts';
import * as service from './service.ts';

const tags = ['Articles'];
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    { schema: { tags, security, summary: 'List articles (filters, sort, search, pages)', querystring: ArticleListQuery, response: { 200: ArticleListResponse } } },
    async (request) => ({ success: true as const, ...service.listArticles(app.db, request.query) }),
  );

  app.post(
    '/',
    { schema: { tags, security, summary: 'Create an article', body: CreateArticleBody, response: { 201: ArticleResponse } } },
    async (request, reply) => {
      checkRequest(app.db, actorOf(request), null, request.body);
      const data = service.createArticle(app.db, request.body, { actor: actorOf(request) });
      app.audit.record(request, contentChange('article', null, data));
      await announceSubmission(app, request, 'article', null, data);
      sendVersion(reply, data);
      return reply.status(201).send({ success: true as const, message: 'Article created successfully!', data });
    },
  );

  // The same renderer as a save (articleBodyFields), so the form's Preview shows what readers will.
  // Not rate limited, like the other staff calls: it needs a token and stores nothing.
  app.post(
    '/preview',
    {
      schema: {
        tags,
        security,
        summary: 'Render article Markdown to the sanitised HTML the public page shows (nothing stored)',
        body: ArticlePreviewBody,
        response: { 200: ArticlePreviewResponse },
      },
    },
    async (request) => ({ success: true as const, data: { html: service.previewContent(request.body.content) } }),
  );

  app.get(
    '/trending',
    {
      schema: {
        tags,
        security,
        summary: 'Trending articles: flagged, plus biggest 7-day view growth',
        querystring: CuratedListQuery,
        response: { 200: TrendingListResponse },
      },
    },
    async (request) => ({ success: true as const, ...service.listTrending(app.db, request.query) }),
  );

  app.get(
    '/featured',
    {
      schema: {
        tags,
        security,
        summary: 'Featured articles in the order staff gave them, the others after, newest first',
        querystring: CuratedListQuery,
        response: { 200: ArticleListResponse },
      },
    },
    async (request) => ({ success: true as const, ...service.listFeatured(app.db, request.query) }),
  );

  app.put(
    '/featured/order',
    { onRequest: app.authorize('curate'),
      schema: {
        tags,
        security,
        summary: 'Order the featured articles (the homepage Featured section follows it)',
        body: FeaturedOrderBody,
        response: { 200: FeaturedOrderResponse },
      },
    },
    async (request) => {
      service.setFeaturedOrder(app.db, request.body.ids);
      app.audit.record(request, { action: 'curation.featured_order', details: { ids: request.body.ids } });
      return { success: true as const, message: 'Featured order saved successfully!', data: { ids: request.body.ids } };
    },
  );

  app.get(
    '/main-articles',
    { schema: { tags, security, summary: 'The two homepage slots (data.main, data.second)', response: { 200: MainArticlesResponse } } },
    async () => ({ success: true as const, data: service.getMainArticles(app.db) }),
  );

  app.put(
    '/main-articles/swap',
    { onRequest: app.authorize('curate'), schema: { tags, security, summary: 'Exchange the two homepage slots (persisted)', response: { 200: MainArticlesResponse } } },
    async (request) => {
      const data = service.swapMain(app.db);
      app.audit.record(request, { action: 'curation.main_swap', details: { main: data.main?.id ?? null, second: data.second?.id ?? null } });
      return { success: true as const, message: 'Main articles positions swapped successfully!', data };
    },
  );

  app.get(
    '/latest-excluding-main',
    {
      schema: {
        tags,
        security,
        summary: 'Newest public articles not holding a homepage slot',
        querystring: LatestQuery,
        response: { 200: LatestArticlesResponse },
      },
    },
    async (request) => ({ success: true as const, data: service.latestExcludingMain(app.db, request.query.limit) }),
  );

  app.get(
    '/:id',
    { schema: { tags, security, summary: 'One article (its ETag is its version)', params: IdParams, response: { 200: ArticleResponse } } },
    async (request, reply) => {
      const data = service.getArticle(app.db, request.params.id);
      sendVersion(reply, data);
      return { success: true as const, data };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Update an article (partial; the result is validated as a whole; If-Match or version: 409 on an older version)',
        params: IdParams,
        headers: IfMatchHeaders,
        body: UpdateArticleBody,
        response: { 200: ArticleResponse, 409: ConflictResponse(Article) },
      },
    },
    async (request, reply) => {
      const before = service.getArticle(app.db, request.params.id);
      checkRequest(app.db, actorOf(request), before, request.body);
      const expected = expectedVersion(request.headers, request.body.version);
      const data = service.updateArticle(app.db, request.params.id, request.body, { actor: actorOf(request), expected });
      app.audit.record(request, contentChange('article', before, data));
      await announceSubmission(app, request, 'article', before, data);
      sendVersion(reply, data);
      return { success: true as const, message: 'Article updated successfully!', data };
    },
  );

  trashRoute(app, articleTrash, {
    tags,
    params: IdParams,
    summary: 'Move an article to the trash (restored with its gallery, likes, comments and views for 30 days)',
    mayTrash: (actor, id) => assertMayChange(app.db, actor, service.getArticle(app.db, id)),
  });

  sendBackRoute(app, { tags, type: 'article', one: 'an article', update: (db, id, body, ctx) => service.updateArticle(db, id, body, ctx) });

  previewLinkRoutes(app, { tags, type: 'article', one: 'an article', fields: UpdateArticleBody, get: service.getArticle, checkFields: service.checkPreviewByline });

  app.put(
    '/:id/set-main',
    { onRequest: app.authorize('curate'),
      schema: {
        tags,
        security,
        summary: "Put a published article in the 'main' or 'second' homepage slot",
        params: IdParams,
        body: SetMainBody,
        response: { 200: ArticleResponse },
      },
    },
    async (request) => {
      const position = service.parsePosition(request.body?.position);
      const data = service.setMain(app.db, request.params.id, position);
      app.audit.record(request, { action: 'curation.main_set', target: { type: 'article', id: data.id, title: data.title }, details: { position } });
      return { success: true as const, message: service.slotMessage(position, 'set'), data };
    },
  );

  app.put(
    '/:id/remove-main',
    { onRequest: app.authorize('curate'), schema: { tags, security, summary: 'Take an article out of its homepage slot', params: IdParams, response: { 200: ArticleResponse } } },
    async (request) => {
      const { article, position } = service.removeMain(app.db, request.params.id);
      if (position) app.audit.record(request, { action: 'curation.main_remove', target: { type: 'article', id: article.id, title: article.title }, details: { position } });
      const message = position ? service.slotMessage(position, 'removed') : 'Article was not in a main slot';
      return { success: true as const, message, data: article };
    },
  );

  // Revisions, autosave and presence (content/editing-routes.ts).
  editingRoutes(app, {
    tags,
    one: 'an article',
    label: 'Article',
    item: Article,
    body: UpdateArticleBody,
    editable: { ...service.articleEditing, update: (db, id, body, ctx) => service.updateArticle(db, id, body as UpdateArticleBody, ctx) },
  });
};
export default routes;
