/**
 * Feeds and crawler files at the site root (not under /api): /rss.xml, /podcast.xml, /sitemap.xml,
 * /robots.txt. Registered by app.ts before the web plugin, so in every web mode these exact paths
 * win over the page catch-all (which redirects unknown paths to /). Shared caches may keep them a
 * while: feed readers poll, and a new item showing up five minutes late is fine.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buildPodcastFeed, buildRobots, buildRss, buildSitemap } from './service.ts';

const tags = ['Feeds'];
const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const FEED_CACHE = 'public, max-age=300';
const CRAWLER_CACHE = 'public, max-age=3600';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const publicUrl = app.config.publicUrl;

  app.get('/rss.xml', { schema: { tags, summary: 'RSS 2.0 feed of the 30 newest public items' } }, async (_request, reply) =>
    reply.type(RSS_TYPE).header('Cache-Control', FEED_CACHE).send(buildRss(app.db, publicUrl)),
  );

  app.get('/podcast.xml', { schema: { tags, summary: 'Podcast feed (iTunes tags) of the public episodes' } }, async (_request, reply) =>
    reply.type(RSS_TYPE).header('Cache-Control', FEED_CACHE).send(buildPodcastFeed(app.db, publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { tags, summary: 'sitemaps.org sitemap of every public page' } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', CRAWLER_CACHE).send(buildSitemap(app.db, publicUrl)),
  );

  app.get('/robots.txt', { schema: { tags, summary: 'Crawl rules and the sitemap address' } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CRAWLER_CACHE).send(buildRobots(publicUrl)),
  );
};
export default routes;
