/**
 * Newsletter, mounted at the /api root (so paths here are full): the public subscribe call and the
 * staff subscriber list, export and removal. Staff routes check the token on request, first.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponse, MessageResponse } from '../../../shared/api/common.ts';
import {
  SubscribeBody,
  SubscribeResponse,
  SubscriberListQuery,
  SubscriberListResponse,
  SubscriberParams,
} from '../../../shared/api/newsletter.ts';
import { writeLimiter } from '../../lib/write-limit.ts';
import * as service from './service.ts';

const tags = ['Newsletter'];
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Valid sign-ups per address; a mistyped address does not count.
  const underLimit = writeLimiter(app, { max: 10, timeWindow: '1 minute', message: 'Too many sign-ups from your network.' });

  app.post(
    '/public/newsletter',
    {
      schema: { tags, summary: 'Subscribe to the newsletter', body: SubscribeBody, response: { 200: SubscribeResponse, 400: ErrorResponse, 429: ErrorResponse } },
    },
    async (request) => ({ success: true as const, message: await service.subscribe(app.db, request.body ?? {}, () => underLimit(request)) }),
  );

  app.get(
    '/newsletter/subscribers',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Subscribers, newest first', querystring: SubscriberListQuery, response: { 200: SubscriberListResponse, 401: ErrorResponse } },
    },
    async (request) => ({ success: true as const, ...service.listSubscribers(app.db, request.query) }),
  );

  app.get(
    '/newsletter/subscribers/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'All subscribers as a CSV download (email,subscribed_at)',
        produces: ['text/csv'],
        response: { 200: Type.String({ description: 'text/csv' }), 401: ErrorResponse },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(service.subscribersCsv(app.db));
    },
  );

  app.delete(
    '/newsletter/subscribers/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'Remove a subscriber', params: SubscriberParams, response: { 200: MessageResponse, 401: ErrorResponse, 404: ErrorResponse } },
    },
    async (request) => {
      service.removeSubscriber(app.db, request.params.id);
      return { success: true as const, message: 'Subscriber removed' };
    },
  );
};

export default routes;
