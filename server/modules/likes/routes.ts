/**
 * Likes, mounted at /api/likes. Visitors are told apart by the X-Visitor-Id header; new likes of
 * an item are capped per client address per hour (service.ts), and writes are rate limited per
 * address, generously: readers on one mobile carrier share an address.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../shared/api/common.ts';
import {
  LikeCountResponse,
  LikeParams,
  LikeWriteResponse,
  MostLikedQuery,
  MostLikedResponse,
  VisitorHeaders,
} from '../../../shared/api/likes.ts';
import { VISITOR_HEADER } from '../../../shared/constants.ts';
import * as service from './service.ts';
import { sameForAll } from '../../plugins/public-cache.ts';
import { addressHasher } from '../../lib/client-address.ts';

const tags = ['Likes'];
const errors = { 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse };
/**
 * Requests per address, generous: a whole school or carrier network liking at once must get
 * through. This only stops a flood of requests; how many likes an address can add is capped by
 * the service.
 */
const writeLimit = { rateLimit: { max: 1200, timeWindow: '1 minute' } };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const addressHash = addressHasher(app.config.jwtSecret);

  app.post(
    '/:id/increment',
    {
      schema: { tags, summary: 'Like an item (once per visitor; new likes capped per address per hour)', params: LikeParams, headers: VisitorHeaders, response: { 200: LikeWriteResponse, ...errors } },
      config: writeLimit,
    },
    async (request) => {
      const data = service.like(app.db, request.params.id, request.headers[VISITOR_HEADER], addressHash(request.ip));
      return { success: true as const, likeCount: data.likeCount, data };
    },
  );

  app.post(
    '/:id/decrement',
    {
      schema: { tags, summary: "Remove the visitor's like", params: LikeParams, headers: VisitorHeaders, response: { 200: LikeWriteResponse, ...errors } },
      config: writeLimit,
    },
    async (request) => {
      const data = service.unlike(app.db, request.params.id, request.headers[VISITOR_HEADER]);
      return { success: true as const, likeCount: data.likeCount, data };
    },
  );

  app.get(
    '/most-liked/articles',
    { config: sameForAll, schema: { tags, summary: 'Most liked public articles', querystring: MostLikedQuery, response: { 200: MostLikedResponse, 400: ErrorResponse } } },
    async (request) => ({ success: true as const, data: service.mostLiked(app.db, request.query.limit ?? 10) }),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'Like count (and whether this visitor likes it)', params: LikeParams, headers: VisitorHeaders, response: { 200: LikeCountResponse, 404: ErrorResponse } } },
    async (request) => ({ success: true as const, data: service.likeState(app.db, request.params.id, request.headers[VISITOR_HEADER]) }),
  );
};

export default routes;
