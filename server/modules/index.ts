/** Every API route, mounted under /api. Each domain's routes.ts stays thin: schema + a call. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonNotFound } from '../plugins/errors.ts';
import authRoutes from './auth/routes.ts';
import articlesPublicRoutes from './articles/public-routes.ts';
import videosPublicRoutes from './videos/public-routes.ts';
import tvshowsPublicRoutes from './tvshows/public-routes.ts';
import podcastsPublicRoutes from './podcasts/public-routes.ts';
import healthRoutes from './health/routes.ts';
import searchRoutes from './search/routes.ts';
import likesRoutes from './likes/routes.ts';
import commentsRoutes from './comments/routes.ts';
import newsletterRoutes from './newsletter/routes.ts';
import articlesRoutes from './articles/routes.ts';
import videosRoutes from './videos/routes.ts';
import tvshowsRoutes from './tvshows/routes.ts';
import podcastsRoutes from './podcasts/routes.ts';
import dashboardRoutes from './dashboard/routes.ts';
import mediaRoutes from './media/routes.ts';
import teamRoutes from './team/routes.ts';
import tagsRoutes from './tags/routes.ts';
import backupRoutes from './backup/routes.ts';
import transferRoutes from './transfer/routes.ts';
import auditRoutes from './audit/routes.ts';
import { categoryRoutes, publicSiteRoutes, siteSettingsRoutes } from './site/routes.ts';

const apiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setNotFoundHandler(jsonNotFound);
  await app.register(authRoutes, { prefix: '/auth' });
  // Each content type's public routes (/public/<type>), then the health check, search and sign-ups.
  await app.register(articlesPublicRoutes, { prefix: '/public' });
  await app.register(videosPublicRoutes, { prefix: '/public' });
  await app.register(tvshowsPublicRoutes, { prefix: '/public' });
  await app.register(podcastsPublicRoutes, { prefix: '/public' });
  await app.register(healthRoutes, { prefix: '/public' });
  await app.register(searchRoutes, { prefix: '/public' });
  await app.register(publicSiteRoutes, { prefix: '/public' });
  await app.register(newsletterRoutes); // /public/newsletter and the staff /newsletter/subscribers
  await app.register(likesRoutes, { prefix: '/likes' });
  await app.register(commentsRoutes, { prefix: '/comments' });
  await app.register(articlesRoutes, { prefix: '/articles' });
  await app.register(videosRoutes, { prefix: '/videos' });
  await app.register(tvshowsRoutes, { prefix: '/tvshows' });
  await app.register(podcastsRoutes, { prefix: '/podcasts' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(mediaRoutes, { prefix: '/media' });
  await app.register(teamRoutes, { prefix: '/team' });
  await app.register(tagsRoutes, { prefix: '/tags' });
  await app.register(backupRoutes, { prefix: '/backups' });
  await app.register(transferRoutes, { prefix: '/transfer' });
  await app.register(auditRoutes, { prefix: '/audit' });
  await app.register(siteSettingsRoutes, { prefix: '/site' });
  await app.register(categoryRoutes, { prefix: '/categories' });
};
export default apiRoutes;
