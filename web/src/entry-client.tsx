/// <reference types="vite/client" />
/**
 * Browser entry. A server-rendered page is hydrated with the data the server embedded (no second
 * fetch); a client-only page (the admin app), or the app shell the service worker serves offline
 * for a page it kept only the data of, is rendered from scratch.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes, loadPageFor, type SsrPayload } from './app/app.tsx';
import { LoadingText } from './components/ui/state-panel.tsx';
import { afterFirstPaint } from './lib/first-paint.ts';
import { loadPagesInFullOffline, registerServiceWorker } from './components/offline/service-worker-client.ts';
import { OFFLINE_ATTRIBUTES } from './components/offline/offline-names.ts';

const container = document.getElementById('root')!;
const script = document.getElementById('__DATA__');
const payload: SsrPayload = script?.textContent
  ? (JSON.parse(script.textContent) as SsrPayload)
  : { publicUrl: window.location.origin, data: {} };

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders payload={payload}>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// A reader about to follow a link (pointer over it, finger on it, keyboard focus) starts loading
// that page's chunk: by the click it is usually here and the next page renders at once, instead
// of the router waiting for it with the page being left still on screen.
const loadLinkedPage = (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  loadPageFor(link.pathname).catch(() => {}); // only a head start: following the link loads it again
};
// Not for a reader who asked the browser to save data (Save-Data): a page's chunk only when opened.
const savingData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
if (!savingData) for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, loadLinkedPage, { passive: true });

loadPagesInFullOffline();
// Every page carries the site's settings; the worker's offline page names the site with them.
if (import.meta.env.PROD && payload.site) registerServiceWorker(payload.site.site_name);

// The service worker's app shell standing in, offline, for a page it kept only the data of: its
// HTML is another page's, so the page of this address is built here rather than hydrated.
const shell = document.documentElement.getAttribute(OFFLINE_ATTRIBUTES.copy) === 'shell';

// Hydrating inside a transition lets React yield to the browser every few milliseconds: the page
// (already painted from the server HTML) stays responsive on a slow phone instead of freezing
// for one long task. The page's own chunk comes first, so that hydration finds it there and
// renders what the server rendered, with no loading state in between. And that chunk waits for
// the server's HTML to be painted (lib/first-paint.ts): at once on a slow link, where the bundle
// arrives after the paint; on a warm cache the bundle is at hand first, and the chunk would
// otherwise race the paint it does not serve.
if (script && container.firstElementChild && !shell) {
  // Hydrated even if the chunk failed: the page then loads it again (lazy-page.tsx).
  const hydrate = () => startTransition(() => void hydrateRoot(container, app));
  afterFirstPaint()
    .then(() => loadPageFor(window.location.pathname))
    .then(hydrate, hydrate);
} else {
  // A client-only page (the back office): "Loading..." until its chunk is here, then the app. Not a
  // Suspense fallback, which React keeps on screen for at least 300 ms however soon the chunk
  // arrives: on every load of a back-office page.
  const root = createRoot(container);
  root.render(<LoadingText>Loading...</LoadingText>);
  const render = () => root.render(app);
  loadPageFor(window.location.pathname).then(render, render);
}
