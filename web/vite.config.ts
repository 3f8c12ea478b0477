import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { themeInit } from './theme-init-plugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = (dir: string) => fileURLToPath(new URL(`../dist/web/${dir}`, import.meta.url));

/**
 * Writes .br and .gz beside every text file of the client build, at maximum compression, so the
 * server (@fastify/static preCompressed) sends them without compressing on each request.
 */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'insight-precompress',
    apply: 'build',
    closeBundle() {
      if (this.environment?.config.build.ssr) return;
      for (const file of walk(dist('client'))) {
        if (!/\.(js|css|svg|html|json|txt|webmanifest)$/.test(file)) continue;
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Lists, for each page's chunk (a dynamic entry: web/src/app/app.tsx), the stylesheets it brings
 * (its own and its static imports'), by the page module's path under web/src, in
 * dist/web/page-styles.json. The server inlines a page's sheets into its HTML (server/plugins/web.ts).
 * Written beside the client build, not in it: nothing a browser needs. (Vite's own manifest holds
 * the same facts, but inside the folder the server publishes, and only chunk by chunk: the server
 * would have to walk it on every start.)
 */
function pageStyles(): Plugin {
  const src = join(root, 'src') + '/';
  return {
    name: 'insight-page-styles',
    apply: 'build',
    writeBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      const stylesOf = (fileName: string, seen = new Set<string>()): string[] => {
        const chunk = chunks.get(fileName);
        if (!chunk || chunk.isEntry || seen.has(fileName)) return []; // the entry's sheet is in index.html
        seen.add(fileName);
        return [...chunk.imports.flatMap((imported) => stylesOf(imported, seen)), ...(chunk.viteMetadata?.importedCss ?? [])];
      };
      const bySource: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(src)) continue;
        bySource[chunk.facadeModuleId.slice(src.length)] = [...new Set(stylesOf(chunk.fileName))].map((file) => `/${file}`);
      }
      writeFileSync(dist('page-styles.json'), `${JSON.stringify(bySource, null, 2)}\n`);
    },
  };
}

/**
 * Gives the app's entry script fetchpriority="low". The server's HTML is the whole page (text,
 * pictures, layout, the stylesheet inlined); the bundle only hydrates it. At the High priority
 * Chrome gives a module script in <head>, its 80 KB compete on a slow link with the theme script
 * and the hero picture, and Lighthouse counts it among what the first paint waits for (mobile FCP
 * 1.7-1.9 s; 0.9-1.2 s with the hint). Vite writes the tag itself, dropping attributes added in index.html, hence a plugin.
 */
function entryScriptLowPriority(): Plugin {
  const entry = '<script type="module" crossorigin src=';
  return {
    name: 'insight-entry-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(entry)) throw new Error(`index.html: no ${entry} tag to mark fetchpriority="low"`);
        return html.replace(entry, '<script type="module" fetchpriority="low" crossorigin src=');
      },
    },
  };
}

/**
 * Writes the favicon into the built index.html as a data: URL, so a first visit makes no request
 * for it: /favicon.svg is 255 bytes, but its answer carries 1.1 KB of headers (the security
 * headers every document gets, since an SVG opened directly is one), 1.3 KB of a phone's first
 * load of / against a few hundred compressed bytes in each HTML page. web/public/favicon.svg stays
 * the one copy, still served for whoever asks for it by name; `npm run dev` links to it as is.
 */
function inlineFavicon(): Plugin {
  const link = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
  return {
    name: 'insight-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(link)) throw new Error(`index.html: no ${link} to inline`);
      const svg = readFileSync(join(root, 'public/favicon.svg'), 'utf8').trim();
      // The SVG's attributes in single quotes, and only %, #, < and > percent-encoded: the short
      // form of an SVG data: URL that every browser reads.
      const url = `data:image/svg+xml,${svg.replaceAll('"', "'").replace(/[%#<>\n]/g, (c) => encodeURIComponent(c))}`;
      return html.replace(link, `<link rel="icon" href="${url}" type="image/svg+xml" />`);
    },
  };
}

const SERVICE_WORKER_SOURCE = join(root, 'src/sw/service-worker.ts');
/**
 * The chunks of the app shell besides the entry: the Saved page, the offline notice and banner, and
 * the docked podcast player (a downloaded episode plays offline after a reload).
 */
const SHELL_MODULES = ['features/saved/saved-page.tsx', 'components/offline/offline-notice.tsx', 'components/offline/offline-banner.tsx', 'components/player/docked-player.tsx'];

/**
 * Writes /sw.js, the service worker (web/src/sw/service-worker.ts), at the root of the client build
 * (a worker's scope is the folder it is served from: the root covers the whole site). Bundled on
 * its own as one classic script, with two values written in: the build's id (a hash of every file
 * name of the build: any change makes a new worker, which replaces the old shell) and the app
 * shell's files, which the worker keeps once the reader saved something: the entry script, the chunks of SHELL_MODULES (the
 * Saved page stands in for pages kept as data) with what they import and their stylesheets, and
 * the theme script every page's <head> loads.
 */
function serviceWorker(): Plugin {
  return {
    name: 'insight-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const entry = chunks.find((c) => c.isEntry);
      const theme = Object.keys(bundle).find((name) => /\/theme-init-[\w-]+\.js$/.test(name));
      if (!entry || !theme) this.error('service worker: no entry chunk or theme script in the build');
      const shell = SHELL_MODULES.map((module) => {
        const chunk = chunks.find((c) => c.facadeModuleId === join(root, 'src', module));
        if (!chunk) this.error(`service worker: ${module} is not a chunk of its own`);
        return chunk!.fileName;
      });
      const files = new Set<string>([theme!]);
      const add = (name: string) => {
        const chunk = bundle[name];
        if (files.has(name) || chunk?.type !== 'chunk') return;
        // A module of stylesheets alone leaves no script in the build (Vite drops its empty chunk).
        if (!chunk.moduleIds.every((id) => /\.css$/.test(id))) files.add(name);
        chunk.imports.forEach(add);
        // The entry's own stylesheet is inlined into every page (server/plugins/web.ts): never fetched.
        if (!chunk.isEntry) chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
      };
      [entry!.fileName, ...shell].forEach(add);
      const id = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('base64url').slice(0, 12);
      const { build } = await import('vite');
      const output = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __BUILD__: JSON.stringify(id), __SHELL_FILES__: JSON.stringify([...files].sort().map((f) => `/${f}`)) },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry: SERVICE_WORKER_SOURCE, formats: ['iife'], name: 'insightServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const results = Array.isArray(output) ? output : [output];
      const code = results.flatMap((r) => ('output' in r ? r.output : [])).find((o) => o.type === 'chunk')?.code;
      if (!code) this.error('service worker: the bundle is empty');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}

/**
 * React Router 7 exports only its development build (remix-run/react-router#12532, #14102): its
 * dev warnings (ENABLE_DEV_WARNINGS) and their messages would ship to every reader. The package
 * carries a production build of the same version beside it; the browser bundle uses that one.
 * The server entry keeps importing react-router-dom from node_modules (bundling it would cut
 * react-router off from its own nested dependencies, such as cookie 1.x); both builds render the
 * same markup. `npm run dev` keeps the development build and its warnings.
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router')), '../production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

// `vite build` makes the browser bundle (dist/web/client); `vite build --ssr` the server entry
// (dist/web/server/entry-server.js) that server/plugins/web.ts renders public pages with.
// themeInit() adds the render-blocking theme script (web/src/theme-init.js) to index.html, so
// the saved light/dark choice shows from the first paint while the HTML stays the same for all.
export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: [react(), themeInit(), entryScriptLowPriority(), inlineFavicon(), serviceWorker(), precompress(), pageStyles()],
  ...(command === 'build' && !isSsrBuild && { resolve: { alias: reactRouterProduction } }),
  build: isSsrBuild
    ? {
        outDir: dist('server'),
        emptyOutDir: true,
        ssr: 'src/entry-server.tsx',
        copyPublicDir: false,
        rollupOptions: { input: 'src/entry-server.tsx' },
      }
    : {
        outDir: dist('client'),
        emptyOutDir: true,
        // Current browsers only: no legacy bundle, and no modulepreload polyfill (every browser
        // that runs es2022 modules knows <link rel=modulepreload>, or simply loads the chunk later).
        target: 'es2022',
        modulePreload: { polyfill: false },
        reportCompressedSize: false,
      },
}));
