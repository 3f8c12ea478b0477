/**
 * Feeds and crawler files at the site root (not under /api): /rss.xml, /podcast.xml and each
 * series' feed (/podcast/series/<id>.xml), /sitemap.xml and its archives (/sitemaps/<type>-<n>.xml),
 * /robots.txt, and the episode transcripts the podcast feeds link. Feeds are not in the sitemap:
 * it lists pages for search engines, and each page's head names its feed. Registered by app.ts before the web plugin, so in every web mode these exact paths
 * win over the page catch-all (which redirects unknown paths to /). Built once per change of the
 * public content and served from server/plugins/public-cache.ts, with its ETag and Cache-Control.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../errors.ts';
import { buildPodcastFeed, buildRobots, buildRss, buildSeriesFeed, buildSitemap, buildSitemapArchive, transcriptFile } from './service.ts';
import type { PublicCacheRule } from '../../plugins/public-cache.ts';
import { readableByOtherSites } from '../../plugins/security.ts';

const tags = ['Feeds'];
const RSS_TYPE = 'application/rss+xml; charset=utf-8';
// Browsers and feed readers may keep feeds five minutes and crawler files an hour; shared caches
// and the server's own copy follow the content (plugins/public-cache.ts).
const feed = { publicCache: { maxAge: 300 } satisfies PublicCacheRule };
const crawlerFile = { publicCache: { maxAge: 3600 } satisfies PublicCacheRule };

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const publicUrl = app.config.publicUrl;

  app.get('/rss.xml', { config: feed, schema: { tags, summary: 'RSS 2.0 feed of the 30 newest public items' } }, async (_request, reply) =>
    reply.type(RSS_TYPE).send(buildRss(app.db, publicUrl)),
  );

  app.get('/podcast.xml', { config: feed, schema: { tags, summary: 'Podcast feed (iTunes tags) of the public episodes, each series a season' } }, async (_request, reply) =>
    reply.type(RSS_TYPE).send(buildPodcastFeed(app.db, publicUrl)),
  );

  app.get(
    '/podcast/series/:file',
    {
      config: feed,
      schema: {
        tags,
        summary: "A podcast series' own feed (<id>.xml): the series as a show of its own, with its title, artwork and podcast:guid",
        params: Type.Object({ file: Type.String({ maxLength: 60 }) }),
      },
    },
    async (request, reply) => {
      const xml = buildSeriesFeed(app.db, publicUrl, request.params.file);
      if (xml === undefined) throw notFound('Podcast series not found');
      return reply.type(RSS_TYPE).send(xml);
    },
  );

  app.get(
    '/podcast/:id/transcript.:ext',
    {
      // Podcast apps that run in a browser fetch transcripts from their own origin: any origin
      // may, also when the answer comes from the public cache (the CORS hook runs before it).
      config: { ...feed, cors: { origin: '*' } },
      schema: {
        tags,
        summary: "An episode's transcript: text/plain, or text/vtt / application/x-subrip when it is WebVTT / SRT captions",
        params: Type.Object({ id: Type.String({ maxLength: 200 }), ext: Type.String({ maxLength: 10 }) }),
      },
    },
    async (request, reply) => {
      const file = transcriptFile(app.db, request.params.id, request.params.ext);
      if (!file) throw notFound('Transcript not found');
      // Other sites' players may also load them as captions.
      readableByOtherSites(reply);
      return reply.type(file.type).send(file.body);
    },
  );

  app.get('/sitemap.xml', { config: crawlerFile, schema: { tags, summary: 'sitemaps.org sitemap of every public page' } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(buildSitemap(app.db, publicUrl)),
  );

  app.get(
    '/sitemaps/:file',
    {
      config: crawlerFile,
      schema: {
        tags,
        summary: 'An archive sitemap (<type>-<n>.xml, n from 2): the public items of one type past the newest 10,000, 10,000 a file',
        params: Type.Object({ file: Type.String({ maxLength: 40 }) }),
      },
    },
    async (request, reply) => {
      const xml = buildSitemapArchive(app.db, publicUrl, request.params.file);
      if (xml === undefined) throw notFound('Sitemap not found');
      return reply.type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get('/robots.txt', { config: crawlerFile, schema: { tags, summary: 'Crawl rules and the sitemap addresses' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(buildRobots(app.db, publicUrl)),
  );
};
export default routes;
