/** Staff routes of magazine videos: /api/videos. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Video } from '../../../shared/api/content.ts';
import { VideoBody, VideoListQuery } from '../../../shared/api/videos.ts';
import { contentRoutes } from '../content/content-routes.ts';
import { previewLinkRoutes } from '../content/preview-routes.ts';
import { videoTrash } from './trash.ts';
import { createVideoFrom, getVideo, listVideosPage, updateVideoFrom, videoEditing } from './service.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest, not preHandler: a caller without a token gets 401 before its body is even parsed,
  // so schema errors never answer (or leak the contract to) anonymous callers.
  app.addHook('onRequest', app.authenticate);

  contentRoutes(app, {
    tags: ['videos'],
    names: { one: 'a magazine video', many: 'magazine videos' },
    label: 'Video',
    auditType: 'video',
    schemas: { item: Video, body: VideoBody, listQuery: VideoListQuery },
    list: listVideosPage,
    get: getVideo,
    create: createVideoFrom,
    update: updateVideoFrom,
    editable: videoEditing,
    trash: videoTrash,
  });
  previewLinkRoutes(app, { tags: ['videos'], type: 'video', one: 'a magazine video', fields: VideoBody, get: getVideo });
};
export default routes;
