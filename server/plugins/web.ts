/**
 * The web front end. Public pages are rendered on the server from the same React components the
 * browser hydrates (web/src/entry-server.tsx), with their data loaded once through the
 * repositories (server/ssr/loaders.ts). /admin/* is a client-only app: the server sends the shell.
 * Unknown paths redirect to /.
 *
 * 'dev': Vite in middleware mode (HMR) inside this Fastify process; the server entry is loaded
 * through vite.ssrLoadModule, so edits show up without a restart.
 * 'prod': built files from dist/web/client (hashed assets cached for a year) and the server entry
 * from dist/web/server. Responses are compressed by app.ts (pages too: they are a route).
 * Seed images ship in seed/images and are served at /media/seed in every mode (the seed stores
 * them as uploads too, with variants); images staff uploaded (server/modules/media) are served
 * from <dataDir>/media/uploads at /media/uploads.
 */
import type { PublicSite } from '../../shared/api/site.ts';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { jsonNotFound } from './errors.ts';
import { badRequest } from '../errors.ts';
import { uploadsDir } from '../modules/media/storage.ts';
import uploadsRoute from '../modules/media/serve.ts';
import { isAdminPath, isDetailPage, isPreviewPath, matchPublicRoute } from '../ssr/routes.ts';
import { countPageView, loadPage } from '../ssr/loaders.ts';
import { publicSite } from '../modules/site/service.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { movedAuthorSlug } from '../modules/authors/public.ts';
import { authorPath } from '../../shared/slug.ts';
import { flushViews } from '../modules/content/view-buffer.ts';
import { viewerOf } from '../modules/content/view-window.ts';
import { PRIVATE_CACHE_CONTROL } from './public-cache.ts';
import { dropDocumentHeaders, readableByOtherSites } from './security.ts';
import { buildDocument, type RenderedPage } from '../ssr/document.ts';
import { REPO_ROOT } from '../lib/repo-root.ts';

export type WebMode = 'off' | 'dev' | 'prod';

const WEB_DIR = `${REPO_ROOT}web`;
const CLIENT_DIST = `${REPO_ROOT}dist/web/client`;
const SERVER_DIST = `${REPO_ROOT}dist/web/server`;
const PAGE_STYLES = `${REPO_ROOT}dist/web/page-styles.json`;
const SEED_IMAGES = `${REPO_ROOT}seed/images`;

/** What web/src/entry-server.tsx exports. */
interface ServerEntry {
  render: (url: string, payload: { publicUrl: string; data: Record<string, unknown>; site: PublicSite }) => RenderedPage;
}

function wantsPage(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && request.url !== '/api';
}

const PICTURE_OR_SOUND = /\.(jpe?g|png|webp|avif|gif|svg|ico|wav|mp3|m4a)$/;

/** A missing file (/logo.png, /assets/x.js) is a plain 404, never the home page. */
const looksLikeFile = (pathname: string) => /\.[a-z0-9]{1,8}$/i.test(pathname);

/**
 * The shared stylesheet (about 6 KB compressed) goes inside the page: one round trip less before
 * the first paint on a slow phone network, and the CSP allows inline styles (not scripts). The
 * shown page's own sheets follow it, at <!--app-styles--> (pageStylesheets).
 */
function inlineStylesheets(html: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const file = `${CLIENT_DIST}${href}`;
    return existsSync(file) ? `<style>${readFileSync(file, 'utf8')}</style><!--app-styles-->` : tag;
  });
}

/**
 * Each public page's own stylesheets (the rules only that page's feature uses), inlined like the
 * shared one, so that a page carries its styles and not every other page's: the home page is
 * 10 KB lighter (1.7 KB compressed). The build lists them by page module (page-styles.json:
 * web/vite.config.ts). Each comes with a disabled <link> to its file, which the browser does not
 * fetch: Vite's chunk loader skips a stylesheet the document already links, so hydration, which
 * loads the page's chunk, does not download again what the page holds. Moving to another page
 * loads that page's sheets with its chunk, as usual.
 */
function pageStylesheets(): (sources: string[] | undefined) => string {
  const bySource = JSON.parse(readFileSync(PAGE_STYLES, 'utf8')) as Record<string, string[]>;
  const tags = new Map(
    Object.entries(bySource).map(([source, hrefs]) => [
      source,
      hrefs.map((href) => `<style>${readFileSync(`${CLIENT_DIST}${href}`, 'utf8')}</style><link rel="stylesheet" href="${href}" disabled>`).join(''),
    ]),
  );
  return (sources = []) =>
    sources
      .map((source) => {
        const styles = tags.get(source);
        // A page module the build did not list: a name in app.tsx that is not the module's path.
        if (styles === undefined) throw new Error(`${PAGE_STYLES} lists no page module ${source}`);
        return styles;
      })
      .join('');
}

/** The back office's head: its tab says which site it runs. */
const adminHead = (siteName: string) => `<title>${escapeHtml(siteName)} admin</title>\n    <meta name="robots" content="noindex" />`;

export default fp(async function webPlugin(app: FastifyInstance, opts: { mode: WebMode; config: Config }) {
  await app.register(fastifyStatic, {
    root: SEED_IMAGES,
    prefix: '/media/seed/',
    decorateReply: false,
    maxAge: '30d',
    setHeaders: (reply) => readableByOtherSites(reply),
  });
  // Uploads and their variants are named by UUID and never rewritten: cached for good, only the
  // names the media module writes, lighter variants for Save-Data readers (modules/media/serve.ts).
  mkdirSync(uploadsDir(opts.config.dataDir), { recursive: true });
  await app.register(uploadsRoute, { dataDir: opts.config.dataDir });

  if (opts.mode === 'off') {
    app.setNotFoundHandler(jsonNotFound);
    return;
  }

  let template: (url: string) => Promise<string>;
  let entry: () => Promise<ServerEntry>;
  let onRenderError: (err: Error) => void = () => {};
  // Development: Vite adds a page's stylesheets in the browser, as its module loads.
  let stylesOf: (sources: string[] | undefined) => string = () => '';

  if (opts.mode === 'dev') {
    const { createServer } = await import('vite');
    const middie = (await import('@fastify/middie')).default;
    const vite = await createServer({
      configFile: `${WEB_DIR}/vite.config.ts`,
      // HMR's websocket shares this server's port, so dev stays one URL.
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', async () => vite.close());
    template = async (url) => vite.transformIndexHtml(url, readFileSync(`${WEB_DIR}/index.html`, 'utf8'));
    entry = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    onRenderError = (err) => vite.ssrFixStacktrace(err);
  } else {
    for (const file of [`${CLIENT_DIST}/index.html`, `${SERVER_DIST}/entry-server.js`, PAGE_STYLES]) {
      if (!existsSync(file)) throw new Error(`The web app is not built (${file} missing): run \`npm run build\` first.`);
    }
    const indexHtml = inlineStylesheets(readFileSync(`${CLIENT_DIST}/index.html`, 'utf8'));
    const serverEntry = (await import(pathToFileURL(`${SERVER_DIST}/entry-server.js`).href)) as ServerEntry;
    await app.register(fastifyStatic, {
      root: CLIENT_DIST,
      prefix: '/',
      wildcard: false, // one route per built file, so '/' and page paths reach the renderer
      index: false,
      // The build writes .br and .gz beside each text asset (best compression, no work per request).
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/: safe to cache for a year. The ETag answers a
        // revalidation; Last-Modified and byte ranges add nothing to a script (as for pictures).
        const fingerprinted = path.includes('/assets/');
        // The service worker: the browser checks it for updates itself, and must never get a stale one
        // (a new build's worker replaces the old app shell). It keeps the security headers (its CSP
        // covers what it fetches).
        const serviceWorker = /\/sw\.js(\.br|\.gz)?$/.test(path);
        reply.header('Cache-Control', fingerprinted ? 'public, max-age=31536000, immutable' : serviceWorker ? 'no-cache' : 'public, max-age=3600');
        if (fingerprinted) reply.removeHeader('last-modified').removeHeader('accept-ranges');
        // A script, stylesheet, picture or sound; an SVG or HTML file can be opened as a document.
        if (!serviceWorker && !/\.(html|svg)(\.br|\.gz)?$/.test(path)) dropDocumentHeaders(reply);
        // The podcast artwork, the share card and the logo: feed readers and other sites show them.
        if (PICTURE_OR_SOUND.test(path)) readableByOtherSites(reply);
      },
    });
    template = async () => indexHtml;
    entry = async () => serverEntry;
    stylesOf = pageStylesheets();
  }

  const sendHtml = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=utf-8').send(html);

  // Rendered public pages are the same for every reader (the theme is applied in the browser), so
  // they are kept and served by plugins/public-cache.ts; a hit still counts the item's view (under
  // the same once-per-viewer rule as a render: view-window.ts). Not in dev, where the components
  // change under the cache.
  const pathOf = (request: FastifyRequest) => request.url.split('?')[0];
  const publicCache = {
    when: (request: FastifyRequest) => opts.mode === 'prod' && !isAdminPath(pathOf(request)) && !isPreviewPath(pathOf(request)),
    countsView: (request: FastifyRequest) => isDetailPage(matchPublicRoute(pathOf(request))),
    onHit: (request: FastifyRequest) => countPageView(app.db, matchPublicRoute(pathOf(request)), viewerOf(request)),
  };

  // Views of cached pages wait at most a second to be written; the last ones go before the database closes.
  app.addHook('preClose', async () => flushViews(app.db));

  // Pages are a catch-all route (not the not-found handler) so the compress hook applies to them.
  app.setNotFoundHandler(jsonNotFound);
  app.get('/*', { config: { publicCache } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) return jsonNotFound(request, reply);
    // A path the router matched can still be no URL at all ('//[' reads as a broken host): a 400, not a throw.
    if (!URL.canParse(request.url, 'http://localhost')) throw badRequest('The address is not valid');
    const url = new URL(request.url, 'http://localhost');
    // Nothing here reads cookies: every reader gets the same HTML, so shared caches hold one copy.
    // The saved light/dark choice is applied in the browser before paint (web/src/theme-init.js).

    if (isAdminPath(url.pathname)) {
      // Client-only back office: the shell, no server rendering, no page data but the site's
      // settings (the brand's name); kept by no cache.
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      const site = publicSite(app.db);
      const payload = { publicUrl: opts.config.publicUrl, data: {}, site };
      return sendHtml(reply, 200, buildDocument(await template(request.url), null, { payload, adminHead: adminHead(site.site_name) }));
    }

    const route = matchPublicRoute(url.pathname);
    if (!route) {
      if (looksLikeFile(url.pathname)) return jsonNotFound(request, reply);
      return reply.redirect('/', 302);
    }

    if (route.name === 'author') {
      // A renamed or merged author's old address: for good, so search engines move the page.
      const moved = movedAuthorSlug(app.db, route.slug);
      if (moved) return reply.redirect(`${authorPath(moved)}${url.search}`, 301);
    }
    if (route.name === 'preview') {
      // For whoever has the link: kept by no cache (neither this process's nor a shared one) and
      // never indexed, even if the address leaks. The page also says noindex in its <head>.
      reply.header('Cache-Control', PRIVATE_CACHE_CONTROL).header('X-Robots-Tag', 'noindex');
    }
    const { data, status, site } = await loadPage(app.db, route, url.searchParams, viewerOf(request), request.log);
    const payload = { publicUrl: opts.config.publicUrl, data, site };
    try {
      const html = await template(request.url);
      const page = (await entry()).render(request.url, payload);
      return sendHtml(reply, status, buildDocument(html, page, { payload, styles: stylesOf(page.sources) }));
    } catch (err) {
      onRenderError(err as Error);
      request.log.error({ err, url: request.url }, 'server render failed: sending the client-rendered shell');
      // The browser can still render the page itself from the same data. Not kept: the next
      // request tries the server render again.
      if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
      const html = await template(request.url);
      return sendHtml(reply, 200, buildDocument(html, null, { payload }));
    }
  });
});
