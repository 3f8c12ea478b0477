/**
 * Ships web/src/theme-init.js (the saved light/dark choice applied before the first paint) as a
 * classic, render-blocking <script src> in the <head> of index.html.
 *
 * Why not an inline script: the production CSP allows none (script-src 'self', no hashes or
 * nonces). Why not the server writing data-theme from a cookie, as it once did: the page would
 * differ per reader, and shared caches (nginx, a CDN, the in-process response cache) could not
 * hold one copy. Why not Vite's own handling: Vite bundles only type="module" scripts, and a
 * module script is deferred, which runs too late (after the first paint).
 *
 * The source is compiled to ES5 by TypeScript (comments dropped) and named by a hash of the
 * result, so the client build writes dist/web/client/assets/theme-init-<hash>.js, which
 * server/plugins/web.ts serves as immutable for a year: a returning reader loads it from the
 * browser cache, not the network. The dev server serves the same compiled code at the same kind
 * of URL (recompiled on each request, so an edit shows on reload). The SSR build has no HTML and
 * emits nothing.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

const SOURCE = fileURLToPath(new URL('./src/theme-init.js', import.meta.url));
const NAME = 'theme-init';

interface CompiledScript {
  code: string;
  hash: string;
}

/** theme-init.js as browsers get it: ES5 whatever the source uses, without comments. */
export async function compileThemeInit(): Promise<CompiledScript> {
  // Loaded only when needed: the SSR build and the config's own loading never pay for it.
  const { default: ts } = await import('typescript');
  const { outputText, diagnostics } = ts.transpileModule(readFileSync(SOURCE, 'utf8'), {
    fileName: 'theme-init.js',
    reportDiagnostics: true,
    compilerOptions: { target: ts.ScriptTarget.ES5, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  if (diagnostics?.length) {
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    throw new Error(`web/src/theme-init.js does not compile: ${messages.join('; ')}`);
  }
  // A file with no import or export stays a classic script: nothing module-only may come out.
  if (/^\s*(import|export)\b/m.test(outputText)) throw new Error('web/src/theme-init.js must stay a classic script (no import/export)');
  return { code: outputText, hash: createHash('sha256').update(outputText).digest('base64url').slice(0, 8) };
}

export function themeInit(): Plugin {
  let config: ResolvedConfig;
  let built: Promise<CompiledScript> | undefined;
  // One compilation per build; in dev, a fresh one each time so edits show without a restart.
  const compiled = () => (config.command === 'build' ? (built ??= compileThemeInit()) : compileThemeInit());
  const fileName = (script: CompiledScript) => `${config.build.assetsDir}/${NAME}-${script.hash}.js`;

  return {
    name: 'insight-theme-init',
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
      // After Vite's own pass, which would warn that a classic script "can't be bundled".
      order: 'post',
      async handler() {
        const script = await compiled();
        // No type="module", async or defer: the parser waits for it, so it runs before <body> is painted.
        return [{ tag: 'script', attrs: { src: `${config.base}${fileName(script)}` }, injectTo: 'head' }];
      },
    },
  };
}
