/**
 * GET /api/public/search (mounted with the /public prefix). A read: never rate limited per address;
 * every query costs a few milliseconds at 100,000 items (see service.ts, bench/search.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../shared/api/common.ts';
import { SearchQuery, SearchResponse } from '../../../shared/api/search.ts';
import * as service from './service.ts';
import { startIndexing, stopIndexing } from './library-keeper.ts';
import { builtEachTime } from '../../plugins/public-cache.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The in-memory library is built in the background from start-up: health and pages answer at
  // once, a search waits for it only if it comes first (library-keeper.ts).
  app.addHook('onReady', async () => startIndexing(app.db, app.log));
  app.addHook('onClose', async () => stopIndexing(app.db));
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
    async (request) => ({ success: true as const, data: await service.search(app.db, request.query) }),
  );
};

export default routes;
