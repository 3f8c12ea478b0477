/** Staff routes of the TV show: /api/tvshows (episodes, statistics, seasons). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeletedResponse, ItemIdParams } from '../../../shared/api/videos.ts';
import {
  TvEpisodeBody,
  TvEpisodeListQuery,
  TvEpisodeListResponse,
  TvEpisodeResponse,
  TvSeasonBody,
  TvSeasonListResponse,
  TvSeasonResponse,
  TvStatsResponse,
} from '../../../shared/api/tvshows.ts';
import {
  createSeason,
  createTvEpisodeFrom,
  deleteTvEpisode,
  getSeasons,
  getTvEpisode,
  getTvStats,
  listTvEpisodesPage,
  updateTvEpisodeFrom,
} from './service.ts';

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

  app.post('/seasons', { schema: { tags, security, summary: 'Create a season', body: TvSeasonBody, response: { 201: TvSeasonResponse } } }, async (request, reply) => {
    const data = createSeason(app.db, request.body);
    return reply.status(201).send({ success: true, message: 'Season created successfully!', data });
  });

  app.post('/', { schema: { tags, security, summary: 'Create a TV episode', body: TvEpisodeBody, response: { 201: TvEpisodeResponse } } }, async (request, reply) => {
    const data = createTvEpisodeFrom(app.db, request.body);
    return reply.status(201).send({ success: true, message: 'TV show episode created successfully!', data });
  });

  app.get(
    '/',
    { schema: { tags, security, summary: 'List TV episodes', querystring: TvEpisodeListQuery, response: { 200: TvEpisodeListResponse } } },
    async (request) => ({ success: true as const, ...listTvEpisodesPage(app.db, request.query) }),
  );

  app.get('/:id', { schema: { tags, security, summary: 'Get a TV episode', params: ItemIdParams, response: { 200: TvEpisodeResponse } } }, async (request) => ({
    success: true as const,
    data: getTvEpisode(app.db, request.params.id),
  }));

  app.put(
    '/:id',
    { schema: { tags, security, summary: 'Update a TV episode (partial)', params: ItemIdParams, body: TvEpisodeBody, response: { 200: TvEpisodeResponse } } },
    async (request) => ({
      success: true as const,
      message: 'TV show episode updated successfully!',
      data: updateTvEpisodeFrom(app.db, request.params.id, request.body),
    }),
  );

  app.delete('/:id', { schema: { tags, security, summary: 'Delete a TV episode with its likes, comments and views', params: ItemIdParams, response: { 200: DeletedResponse } } }, async (request) => {
    deleteTvEpisode(app.db, request.params.id);
    return { success: true as const, message: 'TV show episode deleted successfully!' };
  });
};
export default routes;
