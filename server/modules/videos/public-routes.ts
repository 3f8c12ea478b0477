/** Magazine videos for readers, mounted at /api/public/videos. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ItemIdParams } from '../../../shared/api/common.ts';
import { PublicListQuery, VideoListResponse, VideoResponse } from '../../../shared/api/public.ts';
import { countsAView, sameForAll } from '../../plugins/public-cache.ts';
import { notFoundAnswer, ok, publicTags as tags } from '../content/public-routes.ts';
import { viewerOf } from '../content/view-window.ts';
import { listVideos, openVideo } from './public.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/videos',
    { config: sameForAll, schema: { tags, summary: 'Published magazine videos, newest first', querystring: PublicListQuery, response: { 200: VideoListResponse } } },
    async (request) => ok(listVideos(app.db, request.query)),
  );

  app.get(
    '/videos/:id',
    { config: countsAView, schema: { tags, summary: 'One magazine video (counts a view)', params: ItemIdParams, response: { 200: VideoResponse, ...notFoundAnswer } } },
    async (request) => ok(openVideo(app.db, request.params.id, viewerOf(request))),
  );
};

export default routes;
