/** Staff routes of the podcast: /api/podcasts (episodes, statistics, series, guests, audio upload, downloads). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, ItemIdParams } from '../../../shared/api/common.ts';
import { PodcastEpisode } from '../../../shared/api/content.ts';
import {
  DownloadsQuery,
  EpisodeDownloadsResponse,
  PodcastBody,
  PodcastGuestBody,
  PodcastGuestListResponse,
  PodcastGuestResponse,
  PodcastListQuery,
  PodcastSeriesBody,
  PodcastSeriesListResponse,
  PodcastSeriesResponse,
  PodcastStatsResponse,
  ShowDownloadsResponse,
} from '../../../shared/api/podcasts.ts';
import {
  createGuest,
  createPodcastFrom,
  createSeries,
  getGuests,
  getPodcast,
  getPodcastStats,
  getSeries,
  listPodcastsPage,
  podcastEditing,
  updatePodcastFrom,
  updateSeriesFrom,
} from './service.ts';
import { contentRoutes } from '../content/content-routes.ts';
import { previewLinkRoutes } from '../content/preview-routes.ts';
import { trashRoute } from '../content/trash-routes.ts';
import { podcastTrash, seriesTrash } from './trash.ts';
import audioUploadRoutes from './audio-upload-routes.ts';
import { episodeDownloads, showDownloads } from './downloads.ts';

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
    {
      onRequest: app.authorize('curate'), schema: { tags, security, summary: 'Create a podcast series', body: PodcastSeriesBody, response: { 201: PodcastSeriesResponse } } },
    async (request, reply) => {
      const data = createSeries(app.db, request.body);
      return reply.status(201).send({ success: true, message: 'Series created successfully!', data });
    },
  );

  app.put(
    '/series/:id',
    {
      onRequest: app.authorize('curate'),
      schema: {
        tags,
        security,
        summary: "Change a podcast series' title, description or picture (its feed's artwork)",
        params: ItemIdParams,
        body: PodcastSeriesBody,
        response: { 200: PodcastSeriesResponse, 404: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, message: 'Series updated successfully!', data: updateSeriesFrom(app.db, request.params.id, request.body) }),
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

  // POST /audio, in a plugin of its own: the only podcast route that takes multipart bodies.
  await app.register(audioUploadRoutes);

  app.get(
    '/downloads',
    {
      schema: {
        tags,
        security,
        summary: 'Counted downloads of the show per day (UTC) and the most downloaded episodes',
        querystring: DownloadsQuery,
        response: { 200: ShowDownloadsResponse },
      },
    },
    async (request) => ({ success: true as const, data: showDownloads(app.db, request.query.days ?? 30) }),
  );

  app.get(
    '/:id/downloads',
    {
      schema: {
        tags,
        security,
        summary: 'Counted downloads of one episode per day (UTC)',
        params: ItemIdParams,
        querystring: DownloadsQuery,
        response: { 200: EpisodeDownloadsResponse, 404: ErrorResponse },
      },
    },
    async (request) => ({ success: true as const, data: episodeDownloads(app.db, request.params.id, request.query.days ?? 30) }),
  );

  contentRoutes(app, {
    tags,
    names: { one: 'a podcast episode', many: 'podcast episodes' },
    label: 'Podcast episode',
    auditType: 'podcast',
    schemas: { item: PodcastEpisode, body: PodcastBody, listQuery: PodcastListQuery },
    list: listPodcastsPage,
    get: getPodcast,
    create: createPodcastFrom,
    update: updatePodcastFrom,
    editable: podcastEditing,
    trash: podcastTrash,
  });
  previewLinkRoutes(app, { tags, type: 'podcast', one: 'a podcast episode', fields: PodcastBody, get: getPodcast });

  trashRoute(app, seriesTrash, {
    tags,
    path: '/series/:id',
    capability: 'curate',
    params: ItemIdParams,
    summary: 'Move a series to the trash with its episodes (restored, or emptied, together)',
  });
};
export default routes;
