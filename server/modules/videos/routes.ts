/** Staff routes of magazine videos: /api/videos. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeletedResponse,
  ItemIdParams,
  VideoBody,
  VideoListQuery,
  VideoListResponse,
  VideoResponse,
} from '../../../shared/api/videos.ts';
import { createVideoFrom, deleteVideo, getVideo, listVideosPage, updateVideoFrom } from './service.ts';

const tags = ['videos'];
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest, not preHandler: a caller without a token gets 401 before its body is even parsed,
  // so schema errors never answer (or leak the contract to) anonymous callers.
  app.addHook('onRequest', app.authenticate);

  app.post('/', { schema: { tags, security, summary: 'Create a magazine video', body: VideoBody, response: { 201: VideoResponse } } }, async (request, reply) => {
    const data = createVideoFrom(app.db, request.body);
    return reply.status(201).send({ success: true, message: 'Video created successfully!', data });
  });

  app.get('/', { schema: { tags, security, summary: 'List magazine videos', querystring: VideoListQuery, response: { 200: VideoListResponse } } }, async (request) => ({
    success: true as const,
    ...listVideosPage(app.db, request.query),
  }));

  app.get('/:id', { schema: { tags, security, summary: 'Get a magazine video', params: ItemIdParams, response: { 200: VideoResponse } } }, async (request) => ({
    success: true as const,
    data: getVideo(app.db, request.params.id),
  }));

  app.put(
    '/:id',
    { schema: { tags, security, summary: 'Update a magazine video (partial)', params: ItemIdParams, body: VideoBody, response: { 200: VideoResponse } } },
    async (request) => ({
      success: true as const,
      message: 'Video updated successfully!',
      data: updateVideoFrom(app.db, request.params.id, request.body),
    }),
  );

  app.delete('/:id', { schema: { tags, security, summary: 'Delete a magazine video with its likes, comments and views', params: ItemIdParams, response: { 200: DeletedResponse } } }, async (request) => {
    deleteVideo(app.db, request.params.id);
    return { success: true as const, message: 'Video deleted successfully!' };
  });
};
export default routes;
