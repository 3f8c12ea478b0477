/** Podcast episodes and series for readers, mounted at /api/public/podcasts, and the count of a play. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ItemIdParams } from '../../../shared/api/common.ts';
import { PlayResponse, PodcastListResponse, PodcastResponse, PodcastSeriesResponse, PublicPodcastQuery } from '../../../shared/api/public.ts';
import { PodcastNextResponse } from '../../../shared/api/next-reads.ts';
import { countsAView, sameForAll } from '../../plugins/public-cache.ts';
import { notFoundAnswer, ok, publicTags as tags } from '../content/public-routes.ts';
import { viewerOf } from '../content/view-window.ts';
import { listPodcasts, openPodcast, playPodcast, podcastNext, podcastSeries } from './public.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/podcasts',
    { config: sameForAll, schema: { tags, summary: 'Published podcast episodes, newest first', querystring: PublicPodcastQuery, response: { 200: PodcastListResponse } } },
    async (request) => ok(listPodcasts(app.db, request.query)),
  );

  app.get(
    '/podcasts/series',
    { config: sameForAll, schema: { tags, summary: 'The podcast series that have published episodes, with their slugs and episode counts', response: { 200: PodcastSeriesResponse } } },
    async () => ok(podcastSeries(app.db)),
  );

  app.get(
    '/podcasts/:id',
    {
      config: countsAView,
      schema: { tags, summary: 'One podcast episode, with its guest (counts a view)', params: ItemIdParams, response: { 200: PodcastResponse, ...notFoundAnswer } },
    },
    async (request) => ok(openPodcast(app.db, request.params.id, viewerOf(request))),
  );

  app.get(
    '/podcasts/:id/next',
    {
      config: sameForAll,
      schema: { tags, summary: 'The episode after this one in its series, and the series', params: ItemIdParams, response: { 200: PodcastNextResponse, ...notFoundAnswer } },
    },
    async (request) => ok(podcastNext(app.db, request.params.id)),
  );

  app.post(
    '/podcasts/:id/play',
    {
      schema: {
        tags,
        summary: 'Count one play of a podcast episode (once per listener per 30 minutes)',
        params: ItemIdParams,
        response: { 200: PlayResponse, ...notFoundAnswer },
      },
      // Plays count once per listener per window anyway (view-window.ts); this only stops a flood.
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (request) => `${request.ip}|${(request.params as { id?: string }).id ?? ''}` } },
    },
    async (request) => ok(playPodcast(app.db, request.params.id, viewerOf(request))),
  );
};

export default routes;
