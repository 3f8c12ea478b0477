/**
 * Ships the one classic, render-blocking <script src> in the <head> of index.html:
 * web/src/theme-init.js (the saved light/dark choice applied before the first paint) followed by
 * web/src/start-app.js (which starts the app's bundle once the page and its main picture are on
 * screen). The build takes Vite's <script type="module"> for the bundle out of index.html and
 * gives the head script its address as data-app.
 *
 * Why not an inline script: the production CSP allows none (script-src 'self', no hashes or
 * nonces). Why not the server writing data-theme from a cookie, as it once did: the page would
 * differ per reader, and shared caches (nginx, a CDN, the in-process response cache) could not
 * hold one copy. Why not Vite's own handling: Vite bundles only type="module" scripts, and a
 * module script is deferred, which runs too late (after the first paint). Why one file for both:
 * one request on a slow link, not two.
 *
 * The sources are compiled to ES5 by TypeScript (comments dropped) and the result named by its
 * hash, so the client build writes dist/web/client/assets/head-<hash>.js, which
 * server/plugins/web.ts serves as immutable for a year: a returning reader loads it from the
 * browser cache, not the network. The dev server serves the same compiled code at the same kind
 * of URL (recompiled on each request, so an edit shows on reload), and keeps Vite's module tag.
 * The SSR build has no HTML and emits nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const SOURCES = ['theme-init.js', 'start-app.js'];
const NAME = 'head';
/** The bundle's tag as Vite writes it into the built index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

interface CompiledScript {
  code: string;
  hash: string;
}

/** One of web/src's head scripts as browsers get it: ES5 whatever the source uses, without comments. */
async function compile(name: string): Promise<string> {
  // Loaded only when needed: the SSR build and the config's own loading never pay for it.
  const { default: ts } = await import('typescript');
  const { outputText, diagnostics } = ts.transpileModule(readFileSync(fileURLToPath(new URL(`./src/${name}`, import.meta.url)), 'utf8'), {
    fileName: name,
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  if (diagnostics?.length) {
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`web/src/${name} does not compile: ${messages.join('; ')}`);
  }
  // A file with no import or export stays a classic script: nothing module-only may come out.
  if (/^\s*(import|export)\b/m.test(outputText)) throw new Error(`web/src/${name} must stay a classic script (no import/export)`);
  return outputText;
}

/** The head script as browsers get it: the sources compiled, one after the other. */
export async function compileHeadScript(): Promise<CompiledScript> {
  const code = (await Promise.all(SOURCES.map(compile))).join('');
  return { code, hash: createHash('sha256').update(code).digest('base64url').slice(0, 8) };
}

export function headScript(): Plugin {
  let config: ResolvedConfig;
  let built: Promise<CompiledScript> | undefined;
  // One compilation per build; in dev, a fresh one each time so edits show without a restart.
  const compiled = () => (config.command === 'build' ? (built ??= compileHeadScript()) : compileHeadScript());
  const fileName = (script: CompiledScript) => `${config.build.assetsDir}/${NAME}-${script.hash}.js`;

  return {
    name: 'insight-head-script',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      const prefix = `${config.base}${config.build.assetsDir}/${NAME}-`;
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(prefix)) return next();
        compiled().then((script) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(script.code);
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.build.ssr) return;
      const script = await compiled();
      this.emitFile({ type: 'asset', fileName: fileName(script), source: script.code });
    },
    transformIndexHtml: {
      // After Vite's own pass, which writes the bundle's tag (and would warn that a classic script
      // "can't be bundled").
      order: 'post',
      async handler(html) {
        const script = await compiled();
        const attrs: Record<string, string> = { src: `${config.base}${fileName(script)}` };
        if (config.command === 'build') {
          const entry = ENTRY_TAG.exec(html);
          if (!entry) throw new Error(`index.html: no ${ENTRY_TAG.source} tag for the app's bundle`);
          html = html.replace(entry[0], '');
          attrs['data-app'] = entry[1]!;
        }
        // No type="module", async or defer: the parser waits for it, so it runs before <body> is painted.
        return { html, tags: [{ tag: 'script', attrs, injectTo: 'head' }] };
      },
    },
  };
}
