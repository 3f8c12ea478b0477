/** GET /api/public/health: for load balancers and uptime checks (503 when the database does not answer). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '../../../shared/api/public.ts';
import { health } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['Health'], summary: 'Database reachable, version, uptime', response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const result = health(app.db);
      return reply.status(result.success ? 200 : 503).send(result);
    },
  );
};

export default routes;
