/**
 * Author profiles under /api/authors: everyone signed in reads them (the editor's author picker)
 * and edits their own (/me); administrators and editors add guest authors, edit, merge and
 * delete any (the Authors screen). Each change is in the audit trail.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthorBody,
  AuthorListQuery,
  AuthorListResponse,
  AuthorResponse,
  DeleteAuthorQuery,
  MergeAuthorBody,
  MergeAuthorResponse,
} from '../../../shared/api/authors.ts';
import { AnyIdParams, ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import * as service from './service.ts';

const tags = ['Authors'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const target = (a: { id: string; name: string }) => ({ type: 'author' as const, id: a.id, title: a.name });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest: a missing token answers 401 before the body or id is even looked at.
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    { schema: { tags, security, summary: 'Author profiles A-Z with their article counts (search by name, staff or guests)', querystring: AuthorListQuery, response: { 200: AuthorListResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, ...service.listAuthors(app.db, request.query) }),
  );

  app.post(
    '/',
    { schema: { tags, security, summary: 'Add a guest author (administrators and editors)', body: AuthorBody, response: { 201: AuthorResponse, ...errors } } },
    async (request, reply) => {
      const data = service.createGuest(app.db, request.user, request.body);
      app.audit.record(request, { action: 'author.create', target: target(data) });
      return reply.status(201).send({ success: true as const, message: 'Guest author added', data });
    },
  );

  app.get(
    '/me',
    { schema: { tags, security, summary: 'Your own author profile (made the first time it is asked for)', response: { 200: AuthorResponse, 401: ErrorResponse } } },
    async (request) => ({ success: true as const, data: service.myProfile(app.db, request.user) }),
  );

  app.put(
    '/me',
    { schema: { tags, security, summary: 'Change your own author profile; fields left out keep their value', body: AuthorBody, response: { 200: AuthorResponse, ...errors } } },
    async (request) => {
      const data = service.updateMyProfile(app.db, request.user, request.body);
      app.audit.record(request, { action: 'author.update', target: target(data), details: { fields: Object.keys(request.body) } });
      return { success: true as const, message: 'Author profile saved', data };
    },
  );

  app.get(
    '/:id',
    { schema: { tags, security, summary: 'One author profile', params: AnyIdParams, response: { 200: AuthorResponse, 401: ErrorResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: service.getAuthor(app.db, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change an author profile (administrators and editors; anyone their own); fields left out keep their value, and every article's byline follows",
        params: AnyIdParams,
        body: AuthorBody,
        response: { 200: AuthorResponse, ...errors },
      },
    },
    async (request) => {
      const data = service.updateAuthor(app.db, request.user, request.params.id, request.body);
      app.audit.record(request, { action: 'author.update', target: target(data), details: { fields: Object.keys(request.body) } });
      return { success: true as const, message: 'Author profile saved', data };
    },
  );

  app.post(
    '/:id/merge',
    {
      schema: {
        tags,
        security,
        summary: "Merge a duplicate into another profile: its articles take the other's byline, its page redirects there, and it is deleted (administrators and editors)",
        params: AnyIdParams,
        body: MergeAuthorBody,
        response: { 200: MergeAuthorResponse, ...errors },
      },
    },
    async (request) => {
      const { author, moved, merged } = service.mergeAuthor(app.db, request.user, request.params.id, request.body.into);
      app.audit.record(request, { action: 'author.merge', target: target(author), details: { merged: merged.name, merged_id: merged.id, articles: moved } });
      const articles = `${moved} article${moved === 1 ? '' : 's'}`;
      return { success: true as const, message: `${merged.name} merged into ${author.name}: ${articles} moved`, data: { author, moved } };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: "Delete a guest author: one with articles (trashed ones too) only with reassign_to, the profile that takes them (administrators and editors)",
        params: AnyIdParams,
        querystring: DeleteAuthorQuery,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      const { deleted, moved, to } = service.deleteAuthor(app.db, request.user, request.params.id, request.query.reassign_to);
      app.audit.record(request, { action: 'author.delete', target: target(deleted), details: to ? { articles: moved, reassigned_to: to.name } : {} });
      const message = to ? `${deleted.name} deleted; ${moved} article${moved === 1 ? '' : 's'} now by ${to.name}` : `${deleted.name} deleted`;
      return { success: true as const, message };
    },
  );
};

export default routes;
