/** Tag suggestions for the editors. Staff only. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '../../../shared/api/common.ts';
import { TagsQuery, TagsResponse } from '../../../shared/api/tags.ts';
import { suggestTags } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Tags'],
        security: [{ bearerAuth: [] }],
        summary: 'Tags in use, most used first (the editors suggest them)',
        querystring: TagsQuery,
        response: { 200: TagsResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: suggestTags(app.db, request.query) }),
  );
};
export default routes;
