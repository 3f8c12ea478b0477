/**
 * The web front end. 'dev': Vite in middleware mode (HMR) inside this Fastify process, so one URL
 * serves the API and the app. 'prod': the built files from dist/web/client, hashed assets cached
 * for a year. Every non-API GET that matches no file answers with the app, so client routes never 404.
 * Seed images ship in seed/images and are served at /media/seed in every mode.
 */
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { jsonNotFound } from './errors.ts';

export type WebMode = 'off' | 'dev' | 'prod';

const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/dist\/$/, '/');
export const WEB_DIR = `${ROOT}web`;
export const CLIENT_DIST = `${ROOT}dist/web/client`;
export const SEED_IMAGES = `${ROOT}seed/images`;

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && request.url !== '/api';
}

export default fp(async function webPlugin(app: FastifyInstance, opts: { mode: WebMode; config: Config }) {
  await app.register(fastifyStatic, {
    root: SEED_IMAGES,
    prefix: '/media/seed/',
    decorateReply: false,
    maxAge: '30d',
  });

  if (opts.mode === 'off') {
    app.setNotFoundHandler(jsonNotFound);
    return;
  }

  let renderPage: (url: string) => Promise<string>;

  if (opts.mode === 'dev') {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({
      configFile: `${WEB_DIR}/vite.config.ts`,
      server: { middlewareMode: true, hmr: { port: opts.config.port + 10000 } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    renderPage = async (url) => vite.transformIndexHtml(url, readFileSync(`${WEB_DIR}/index.html`, 'utf8'));
  } else {
    if (!existsSync(`${CLIENT_DIST}/index.html`)) {
      throw new Error(`The web app is not built (${CLIENT_DIST}/index.html missing): run \`npm run build\` first.`);
    }
    const indexHtml = readFileSync(`${CLIENT_DIST}/index.html`, 'utf8');
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      prefix: '/',
      wildcard: true,
      index: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/: safe to cache for a year.
        reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    renderPage = async () => indexHtml;
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return jsonNotFound(request, reply);
    const html = await renderPage(request.url);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
  });
});
