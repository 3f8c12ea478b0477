/** Dashboard calls. Staff only: the hook covers every route of the plugin, before any parsing. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AnalyticsResponse, RecentArticlesQuery, RecentArticlesResponse, StatsResponse } from '../../../shared/api/dashboard.ts';
import * as service from './service.ts';

const tags = ['Dashboard'];
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/stats',
    { schema: { tags, security, summary: 'Four stat cards with their 30-day change', response: { 200: StatsResponse } } },
    async () => ({ success: true as const, data: service.stats(app.db) }),
  );

  app.get(
    '/recent-articles',
    {
      schema: { tags, security, summary: 'Most recently created articles', querystring: RecentArticlesQuery, response: { 200: RecentArticlesResponse } },
    },
    async (request) => ({ success: true as const, data: service.recentArticles(app.db, request.query.limit) }),
  );

  app.get(
    '/analytics',
    { onRequest: app.authorize('audience'), schema: { tags, security, summary: 'Content performance figures', response: { 200: AnalyticsResponse } } },
    async () => ({ success: true as const, data: service.analytics(app.db) }),
  );
};
export default routes;
