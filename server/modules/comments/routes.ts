/**
 * Comments, mounted at /api/comments. Accepted comments are capped per address (service.ts);
 * reading is not. The moderation list (GET /), bulk delete and delete are for staff: the token is
 * checked on request, before anything else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import {
  BulkDeleteCommentsBody,
  BulkDeleteCommentsResponse,
  CommentCountResponse,
  CommentIdParams,
  CommentItemParams,
  CommentListQuery,
  CommentListResponse,
  CommentResponse,
  CreateCommentBody,
  RecentCommentsQuery,
  RecentCommentsResponse,
  StaffCommentListQuery,
  StaffCommentListResponse,
} from '../../../shared/api/comments.ts';
import { addressHasher } from '../../lib/client-address.ts';
import * as service from './service.ts';
import { sameForAll } from '../../plugins/public-cache.ts';

const tags = ['Comments'];
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const addressHash = addressHasher(app.config.jwtSecret);

  app.post(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Comment on an item (capped per address per hour)',
        params: CommentItemParams,
        body: CreateCommentBody,
        response: { 201: CommentResponse, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = service.createComment(app.db, request.params.id, request.body ?? {}, addressHash(request.ip));
      return reply.status(201).send({ success: true as const, message: 'Comment posted', data });
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Every comment for moderation, newest first (staff; rows carry the e-mail)',
        querystring: StaffCommentListQuery,
        response: { 200: StaffCommentListResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, ...service.staffComments(app.db, request.query) }),
  );

  app.post(
    '/bulk-delete',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete several comments at once (staff)',
        body: BulkDeleteCommentsBody,
        response: { 200: BulkDeleteCommentsResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { message, deleted } = service.deleteComments(app.db, request.body.ids);
      return { success: true as const, message, data: { deleted } };
    },
  );

  app.get(
    '/recent/all',
    { config: sameForAll, schema: { tags, summary: 'Latest comments on public items', querystring: RecentCommentsQuery, response: { 200: RecentCommentsResponse } } },
    async (request) => ({ success: true as const, data: service.recentComments(app.db, request.query.limit ?? 10) }),
  );

  app.get(
    '/:id',
    {
      config: sameForAll,
      schema: {
        tags,
        summary: "An item's comments, newest first",
        params: CommentItemParams,
        querystring: CommentListQuery,
        response: { 200: CommentListResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: service.listComments(app.db, request.params.id, request.query) }),
  );

  app.get(
    '/:id/count',
    { config: sameForAll, schema: { tags, summary: "Number of an item's comments", params: CommentItemParams, response: { 200: CommentCountResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: service.commentCount(app.db, request.params.id) }),
  );

  app.delete(
    '/comment/:commentId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a comment (staff)',
        security,
        params: CommentIdParams,
        response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      service.deleteComment(app.db, request.params.commentId);
      return { success: true as const, message: 'Comment deleted' };
    },
  );
};

export default routes;
