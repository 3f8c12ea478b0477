/** Staff routes of the TV show: /api/tvshows (episodes, statistics, seasons). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TvEpisode } from '../../../shared/api/content.ts';
import {
  TvEpisodeBody,
  TvEpisodeListQuery,
  TvSeasonBody,
  TvSeasonListResponse,
  TvSeasonResponse,
  TvStatsResponse,
} from '../../../shared/api/tvshows.ts';
import {
  createSeason,
  createTvEpisodeFrom,
  getSeasons,
  getTvEpisode,
  getTvStats,
  listTvEpisodesPage,
  tvEpisodeEditing,
  updateTvEpisodeFrom,
} from './service.ts';
import { contentRoutes } from '../content/content-routes.ts';
import { previewLinkRoutes } from '../content/preview-routes.ts';
import { trashRoute } from '../content/trash-routes.ts';
import { ItemIdParams } from '../../../shared/api/common.ts';
import { seasonTrash, tvEpisodeTrash } from './trash.ts';

const tags = ['tvshows'];
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest, not preHandler: a caller without a token gets 401 before its body is even parsed.
  app.addHook('onRequest', app.authenticate);

  // Static paths (/stats, /seasons) always win over /:id in Fastify's router, whatever the order.
  app.get('/stats', { schema: { tags, security, summary: 'TV episode statistics', response: { 200: TvStatsResponse } } }, async () => ({
    success: true as const,
    data: getTvStats(app.db),
  }));

  app.get('/seasons', { schema: { tags, security, summary: 'List seasons', response: { 200: TvSeasonListResponse } } }, async () => ({
    success: true as const,
    data: getSeasons(app.db),
  }));

  app.post('/seasons', { onRequest: app.authorize('curate'), schema: { tags, security, summary: 'Create a season', body: TvSeasonBody, response: { 201: TvSeasonResponse } } }, async (request, reply) => {
    const data = createSeason(app.db, request.body);
    app.audit.record(request, { action: 'content.create', target: { type: 'tv_season', id: data.id, title: data.title } });
    return reply.status(201).send({ success: true, message: 'Season created successfully!', data });
  });

  contentRoutes(app, {
    tags,
    names: { one: 'a TV episode', many: 'TV episodes' },
    label: 'TV show episode',
    auditType: 'tvshow',
    schemas: { item: TvEpisode, body: TvEpisodeBody, listQuery: TvEpisodeListQuery },
    list: listTvEpisodesPage,
    get: getTvEpisode,
    create: createTvEpisodeFrom,
    update: updateTvEpisodeFrom,
    editable: tvEpisodeEditing,
    trash: tvEpisodeTrash,
  });
  previewLinkRoutes(app, { tags, type: 'tvshow', one: 'a TV episode', fields: TvEpisodeBody, get: getTvEpisode });

  trashRoute(app, seasonTrash, {
    tags,
    path: '/seasons/:id',
    capability: 'curate',
    params: ItemIdParams,
    summary: 'Move a season to the trash with its episodes (restored, or emptied, together)',
  });
};
export default routes;
