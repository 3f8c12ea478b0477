/**
 * buildApp(config) -> a ready-to-listen Fastify instance. Tests build it in-process on a temporary
 * database; main.ts and dev.ts add the web front end and listen.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import { setClock, systemClock, type Clock } from './clock.ts';
import { openDatabase, type Db } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { AccessLog, loggerOptions } from './logger.ts';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.ts';
import queryIntegersPlugin from './plugins/query-integers.ts';
import jsonBodyPlugin from './plugins/json-body.ts';
import trustProxyPlugin, { trustProxyOption } from './plugins/trust-proxy.ts';
import securityPlugin from './plugins/security.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import { FrontDoor } from './plugins/front-door.ts';
import authPlugin from './plugins/auth.ts';
import mailerPlugin, { type Mailer } from './plugins/mailer.ts';
import housekeepingPlugin from './plugins/housekeeping.ts';
import auditPlugin from './plugins/audit.ts';
import docsPlugin from './plugins/docs.ts';
import webPlugin, { type WebMode } from './plugins/web.ts';
import apiRoutes from './modules/index.ts';
import { backupService } from './modules/backup/routes.ts';
import feedsRoutes from './modules/feeds/routes.ts';
import { webManifestRoute } from './modules/site/web-manifest.ts';
import audioRoutes from './modules/podcasts/audio-routes.ts';
import { processWideSchemaCompilers } from './lib/schema-compilers.ts';
import { scheduleRevisionRetention } from './modules/content/revisions-retention.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export interface BuildOptions {
  /** Use an already open database (seed scripts, benchmarks); otherwise config.databasePath is opened and migrated. */
  db?: Db;
  mailer?: Mailer;
  /** 'off' (API only, tests), 'dev' (Vite middleware with HMR) or 'prod' (built files). */
  web?: WebMode;
  logger?: FastifyServerOptions['logger'];
  /** The time source (tests move time with it); the system clock by default. */
  clock?: Clock;
}

export type App = FastifyInstance;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  // Kept public answers are written before Fastify routes the request (plugins/front-door.ts).
  const frontDoor = new FrontDoor();
  const accessLog = new AccessLog(config);
  const app = Fastify({
    serverFactory: frontDoor.serverFactory,
    logger: options.logger ?? loggerOptions(config),
    // One line per request at most, for the requests ACCESS_LOG names (logger.ts).
    logController: accessLog,
    // Off unless TRUST_PROXY names the proxy in front: a client's own X-Forwarded-For never moves request.ip.
    trustProxy: trustProxyOption(config.trustProxy),
    // The largest item the form rules allow (an article of 200,000 characters with every other text
    // at its bound and 50 gallery images: shared/validation) is about 1.2 MB of JSON in any script
    // (at most 3 bytes a character as UTF-8). Larger bodies are refused (413) before being read whole.
    bodyLimit: 2 * 1024 * 1024,
    // Graceful shutdown: stop accepting, let in-flight requests finish.
    return503OnClosing: true,
    // What the router and Node's HTTP parser refuse before any route is chosen gets the same error shape.
    frameworkErrors,
    clientErrorHandler,
    // allowUnionTypes: fields such as rating accept `type: ['number', 'string', 'null']` (a form may send
    // '4.5'); a type list, unlike anyOf, is not coerced branch by branch (null would become 0).
    ajv: { customOptions: { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: true, allowUnionTypes: true } },
    // Each schema compiled once per process, however many apps it builds (the tests build many).
    schemaController: processWideSchemaCompilers,
  }).withTypeProvider<TypeBoxTypeProvider>();

  setClock(options.clock ?? systemClock);
  const db = options.db ?? openDatabase(config.databasePath);
  if (!options.db) runMigrations(db);
  app.decorate('db', db);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    if (!options.db) db.$client.close();
  });
  // Old revisions are thinned out in the background, never on a request.
  scheduleRevisionRetention(app);

  const web = options.web ?? 'off';
  await app.register(errorsPlugin);
  // Before any route: it reads each route's query schema as the route is added.
  await app.register(queryIntegersPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(trustProxyPlugin, { config });
  // Text answers (API JSON, pages, scripts) compressed for slow mobile networks; media is already compressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/,
  });
  await app.register(securityPlugin, { config, devServer: web === 'dev' });
  // After security (a cached answer carries helmet's headers), before the routes it caches.
  await app.register(publicCachePlugin, { frontDoor, accessLog });
  await app.register(housekeepingPlugin);
  await app.register(authPlugin, { config });
  await app.register(auditPlugin);
  await app.register(mailerPlugin, { config, mailer: options.mailer });
  await app.register(docsPlugin);
  // app.backups: scheduled backups, and what /api/backups starts and lists.
  await app.register(backupService);
  await app.register(apiRoutes, { prefix: '/api' });
  // Episode audio (/media/audio/*) and its counted enclosure (/podcast/:id/audio.mp3|m4a): before
  // the web plugin's page catch-all, which still renders /podcast/:id.
  await app.register(audioRoutes);
  // /rss.xml, /podcast.xml, /sitemap.xml, /robots.txt: before the web plugin's page catch-all.
  await app.register(feedsRoutes);
  // /manifest.webmanifest, built from the site settings: before the catch-all too.
  await app.register(webManifestRoute);
  await app.register(webPlugin, { mode: web, config });
  return app;
}
