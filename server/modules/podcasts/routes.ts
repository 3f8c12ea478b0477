/** Staff routes of the podcast: /api/podcasts (episodes, statistics, series, guests). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeletedResponse, ItemIdParams } from '../../../shared/api/videos.ts';
import {
  PodcastBody,
  PodcastGuestBody,
  PodcastGuestListResponse,
  PodcastGuestResponse,
  PodcastListQuery,
  PodcastListResponse,
  PodcastResponse,
  PodcastSeriesBody,
  PodcastSeriesListResponse,
  PodcastSeriesResponse,
  PodcastStatsResponse,
} from '../../../shared/api/podcasts.ts';
import {
  createGuest,
  createPodcastFrom,
  createSeries,
  deletePodcast,
  getGuests,
  getPodcast,
  getPodcastStats,
  getSeries,
  listPodcastsPage,
  updatePodcastFrom,
} from './service.ts';

const tags = ['podcasts'];
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest, not preHandler: a caller without a token gets 401 before its body is even parsed.
  app.addHook('onRequest', app.authenticate);

  // Static paths (/stats, /series, /guests) always win over /:id in Fastify's router.
  app.get('/stats', { schema: { tags, security, summary: 'Podcast statistics', response: { 200: PodcastStatsResponse } } }, async () => ({
    success: true as const,
    data: getPodcastStats(app.db),
  }));

  app.get('/series', { schema: { tags, security, summary: 'List podcast series', response: { 200: PodcastSeriesListResponse } } }, async () => ({
    success: true as const,
    data: getSeries(app.db),
  }));

  app.post(
    '/series',
    { schema: { tags, security, summary: 'Create a podcast series', body: PodcastSeriesBody, response: { 201: PodcastSeriesResponse } } },
    async (request, reply) => {
      const data = createSeries(app.db, request.body);
      return reply.status(201).send({ success: true, message: 'Series created successfully!', data });
    },
  );

  app.get('/guests', { schema: { tags, security, summary: 'List podcast guests', response: { 200: PodcastGuestListResponse } } }, async () => ({
    success: true as const,
    data: getGuests(app.db),
  }));

  app.post(
    '/guests',
    { schema: { tags, security, summary: 'Create a podcast guest', body: PodcastGuestBody, response: { 201: PodcastGuestResponse } } },
    async (request, reply) => {
      const data = createGuest(app.db, request.body);
      return reply.status(201).send({ success: true, message: 'Guest created successfully!', data });
    },
  );

  app.post('/', { schema: { tags, security, summary: 'Create a podcast episode', body: PodcastBody, response: { 201: PodcastResponse } } }, async (request, reply) => {
    const data = createPodcastFrom(app.db, request.body);
    return reply.status(201).send({ success: true, message: 'Podcast episode created successfully!', data });
  });

  app.get('/', { schema: { tags, security, summary: 'List podcast episodes', querystring: PodcastListQuery, response: { 200: PodcastListResponse } } }, async (request) => ({
    success: true as const,
    ...listPodcastsPage(app.db, request.query),
  }));

  app.get('/:id', { schema: { tags, security, summary: 'Get a podcast episode', params: ItemIdParams, response: { 200: PodcastResponse } } }, async (request) => ({
    success: true as const,
    data: getPodcast(app.db, request.params.id),
  }));

  app.put(
    '/:id',
    { schema: { tags, security, summary: 'Update a podcast episode (partial)', params: ItemIdParams, body: PodcastBody, response: { 200: PodcastResponse } } },
    async (request) => ({
      success: true as const,
      message: 'Podcast episode updated successfully!',
      data: updatePodcastFrom(app.db, request.params.id, request.body),
    }),
  );

  app.delete('/:id', { schema: { tags, security, summary: 'Delete a podcast episode with its likes, comments and views', params: ItemIdParams, response: { 200: DeletedResponse } } }, async (request) => {
    deletePodcast(app.db, request.params.id);
    return { success: true as const, message: 'Podcast episode deleted successfully!' };
  });
};
export default routes;
