/**
 * Server entry (built with `vite build --ssr`, or loaded through Vite in development): renders a
 * public page from the same components, with the section data the server loaders collected, and
 * returns the page markup plus its <head> tags and which page module it showed.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, AppRoutes, loadAllPages, pageSourcesFor, type SsrPayload } from './app/app.tsx';
import { HeadCollectorProvider, renderHead, type HeadCollector } from './lib/head.tsx';

// Every page's chunk, loaded once as the server starts: renderToString cannot wait for one.
await loadAllPages();

export interface RenderResult {
  html: string;
  head: string;
  /** The rendered page's modules (paths under web/src; a preview's frame and its page): the server adds their stylesheets. */
  sources: string[];
}

export function render(url: string, payload: SsrPayload): RenderResult {
  const collector: HeadCollector = { info: {} };
  const html = renderToString(
    <StrictMode>
      <HeadCollectorProvider value={collector}>
        <StaticRouter location={url}>
          <AppProviders payload={payload}>
            <AppRoutes />
          </AppProviders>
        </StaticRouter>
      </HeadCollectorProvider>
    </StrictMode>,
  );
  const pathname = new URL(url, 'http://x').pathname;
  return { html, head: renderHead(collector.info, payload.publicUrl, pathname, payload.site?.site_name), sources: pageSourcesFor(pathname) };
}
