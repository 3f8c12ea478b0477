/**
 * GET /api/public/search (mounted with the /public prefix). A read: never rate limited per address;
 * every query costs a few milliseconds at 100,000 items (see service.ts, bench/search.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../shared/api/common.ts';
import { SearchQuery, SearchResponse } from '../../../shared/api/search.ts';
import * as service from './service.ts';
import { builtEachTime } from '../../plugins/public-cache.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The in-memory library is built before the first visitor searches, not while they wait.
  app.addHook('onReady', async () => service.warmUp(app.db));
  app.get(
    '/search',
    {
      config: builtEachTime, // ranked by live view counts: headers and 304s, no stored copy
      schema: {
        tags: ['Search'],
        summary: 'Search every public item, ranked by where the words are found (title first; body and transcript matches add 1)',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: service.search(app.db, request.query) }),
  );
};

export default routes;
