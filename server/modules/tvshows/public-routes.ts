/** TV episodes and seasons for readers, mounted at /api/public/tvshows. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ItemIdParams } from '../../../shared/api/common.ts';
import { PublicTvQuery, TvSeasonsResponse, TvShowListResponse, TvShowResponse } from '../../../shared/api/public.ts';
import { TvNextResponse } from '../../../shared/api/next-reads.ts';
import { countsAView, sameForAll } from '../../plugins/public-cache.ts';
import { notFoundAnswer, ok, publicTags as tags } from '../content/public-routes.ts';
import { viewerOf } from '../content/view-window.ts';
import { listTvShows, openTvShow, tvNext, tvSeasons } from './public.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tvshows',
    { config: sameForAll, schema: { tags, summary: 'Published TV show episodes, newest first', querystring: PublicTvQuery, response: { 200: TvShowListResponse } } },
    async (request) => ok(listTvShows(app.db, request.query)),
  );

  app.get(
    '/tvshows/seasons',
    { config: sameForAll, schema: { tags, summary: 'The seasons that have published episodes, in order, with their episode counts', response: { 200: TvSeasonsResponse } } },
    async () => ok(tvSeasons(app.db)),
  );

  app.get(
    '/tvshows/:id/next',
    {
      config: sameForAll,
      schema: {
        tags,
        summary: "A TV episode's next episode (in its season, else the next season's first) and its season's episodes",
        params: ItemIdParams,
        response: { 200: TvNextResponse, ...notFoundAnswer },
      },
    },
    async (request) => ok(tvNext(app.db, request.params.id)),
  );

  app.get(
    '/tvshows/:id',
    { config: countsAView, schema: { tags, summary: 'One TV show episode (counts a view)', params: ItemIdParams, response: { 200: TvShowResponse, ...notFoundAnswer } } },
    async (request) => ok(openTvShow(app.db, request.params.id, viewerOf(request))),
  );
};

export default routes;
