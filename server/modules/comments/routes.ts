/**
 * Comments, mounted at /api/comments. Posting is for readers (capped per address, moderated:
 * service.ts); reading shows approved comments only. Moderation (the list, decisions, replies,
 * settings, items' own settings, deletion) is for staff: the token is checked on request, before
 * anything else.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import {
  AuthorRuleParams,
  BulkDeleteCommentsBody,
  BulkDeleteCommentsResponse,
  CommentCountResponse,
  CommentIdParams,
  CommentItemParams,
  CommentItemResponse,
  CommentItemsQuery,
  CommentItemsResponse,
  CommentListQuery,
  CommentListResponse,
  CommentResponse,
  CommentSettingsResponse,
  CreateCommentBody,
  ItemModeBody,
  ItemModeParams,
  ModerateCommentsBody,
  ModerateCommentsResponse,
  PendingCountResponse,
  RecentCommentsQuery,
  RecentCommentsResponse,
  ReplyBody,
  ReplyResponse,
  StaffCommentListQuery,
  StaffCommentListResponse,
  UpdateCommentSettingsBody,
} from '../../../shared/api/comments.ts';
import { addressHasher } from '../../lib/client-address.ts';
import * as service from './service.ts';
import type { Moderator } from './moderation-log.ts';
import { contextOf } from '../audit/service.ts';
import { sameForAll } from '../../plugins/public-cache.ts';
import { actorOf, trashRoute } from '../content/trash-routes.ts';
import { commentTrash } from './trash.ts';

const tags = ['Comments'];
const security = [{ bearerAuth: [] }];

/** The signed-in staff member deciding, for the moderation record. */
const moderator = (request: FastifyRequest): Moderator => ({ id: request.user.id, log: request.log, audit: contextOf(request) });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const addressHash = addressHasher(app.config.jwtSecret);
  const staff = { onRequest: app.authorize('moderate') };

  app.post(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Comment on an item (capped per address per hour; held for review when the item says so)',
        params: CommentItemParams,
        body: CreateCommentBody,
        response: { 201: CommentResponse, 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { data, message } = service.createComment(app.db, request.params.id, request.body ?? {}, addressHash(request.ip));
      return reply.status(201).send({ success: true as const, message, data });
    },
  );

  app.get(
    '/',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: "Readers' comments for moderation, newest first, with the newsroom's replies (staff; rows carry the e-mail)",
        querystring: StaffCommentListQuery,
        response: { 200: StaffCommentListResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, ...service.staffComments(app.db, request.query) }),
  );

  app.get(
    '/pending-count',
    { ...staff, schema: { tags, security, summary: 'How many comments wait in the moderation queue (staff)', response: { 200: PendingCountResponse, 401: ErrorResponse } } },
    async () => ({ success: true as const, data: service.pendingCount(app.db) }),
  );

  app.post(
    '/moderate',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Approve, reject, mark as spam, queue again, trust or block the commenters of several comments (staff)',
        body: ModerateCommentsBody,
        response: { 200: ModerateCommentsResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { message, changed } = service.moderate(app.db, request.body.ids, request.body.action, moderator(request));
      return { success: true as const, message, data: { changed } };
    },
  );

  app.post(
    '/comment/:commentId/reply',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Reply as the newsroom, shown as staff (one level; approves a held comment) (staff)',
        params: CommentIdParams,
        body: ReplyBody,
        response: { 201: ReplyResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const data = service.reply(app.db, request.params.commentId, request.body ?? {}, moderator(request));
      return reply.status(201).send({ success: true as const, message: 'Reply posted', data });
    },
  );

  app.get(
    '/settings',
    { ...staff, schema: { tags, security, summary: "The site's comment setting, blocked words, trusted and blocked commenters (staff)", response: { 200: CommentSettingsResponse, 401: ErrorResponse } } },
    async () => ({ success: true as const, data: service.commentSettings(app.db) }),
  );

  app.put(
    '/settings',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: "Change the site's comment setting or the blocked words (staff)",
        body: UpdateCommentSettingsBody,
        response: { 200: CommentSettingsResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, message: 'Comment settings saved', data: service.updateCommentSettings(app.db, request.body, moderator(request)) }),
  );

  app.delete(
    '/settings/commenters/:ruleId',
    {
      ...staff,
      schema: { tags, security, summary: 'Forget a trusted or blocked commenter (staff)', params: AuthorRuleParams, response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request) => ({ success: true as const, message: service.deleteAuthorRule(app.db, request.params.ruleId, moderator(request)) }),
  );

  app.get(
    '/items',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Items by title, or those with their own comment setting, with how they take comments (staff)',
        querystring: CommentItemsQuery,
        response: { 200: CommentItemsResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: service.commentItems(app.db, request.query.q) }),
  );

  app.put(
    '/items/:id/mode',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: "Give an item its own comment setting, or back to the site's (staff)",
        params: ItemModeParams,
        body: ItemModeBody,
        response: { 200: CommentItemResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, message: 'Comment setting saved', data: service.setItemMode(app.db, request.params.id, request.body.mode, moderator(request)) }),
  );

  app.post(
    '/bulk-delete',
    {
      ...staff,
      schema: {
        tags,
        security,
        summary: 'Move several comments to the trash at once, with their replies (staff)',
        body: BulkDeleteCommentsBody,
        response: { 200: BulkDeleteCommentsResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const { message, deleted } = await service.deleteComments(app.db, request.body.ids, actorOf(request), moderator(request));
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
        summary: "An item's approved comments, newest first, with the newsroom's replies and how the item takes comments",
        params: CommentItemParams,
        querystring: CommentListQuery,
        response: { 200: CommentListResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: service.listComments(app.db, request.params.id, request.query) }),
  );

  app.get(
    '/:id/count',
    { config: sameForAll, schema: { tags, summary: "Number of an item's approved comments and replies", params: CommentItemParams, response: { 200: CommentCountResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: service.commentCount(app.db, request.params.id) }),
  );

  trashRoute(app, commentTrash, {
    tags,
    path: '/comment/:commentId',
    idParam: 'commentId',
    params: CommentIdParams,
    summary: 'Move a comment to the trash (staff; restorable for 30 days)',
    capability: 'moderate',
  });
};

export default routes;
