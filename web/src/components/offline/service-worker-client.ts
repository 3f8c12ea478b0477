/**
 * The page's side of the service worker (web/src/sw/service-worker.ts):
 *
 * - registers /sw.js once the reader does something on the page (scrolls, taps, types) or leaves it,
 *   and the browser is idle: a first visit's load is not one byte or millisecond slower for it (and
 *   installing it fetches nothing more); again, the same way, once the site has a new name;
 * - when the worker first takes charge, tells it what this page loaded before (the page, its
 *   scripts, pictures and data), which it copies from the browser's cache, not the network;
 * - offline, turns a link within the site into a full page load, which the worker answers with the
 *   saved or recent copy of that page (or says it is not saved), instead of the app asking the API.
 */
import { OFFLINE_ATTRIBUTES } from './offline-names.ts';

/**
 * The worker's address: /sw.js with the site's name in its query, for the worker's own offline page
 * (its title and header). The name travels in the address because that page is for when nothing at
 * all is kept (a first visit, caches the browser cleared): no kept page could tell it, and the
 * worker fetches nothing at install. A rename changes the address, and registering the new one
 * installs the same script anew (the browser checks it as for any update): the page follows.
 */
const workerScript = (siteName: string) => `/sw.js?${new URLSearchParams({ name: siteName })}`;

/** Same-origin files this page loaded that the worker keeps copies of. */
function loadedHere(): string[] {
  const origin = window.location.origin;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(origin) && /^\/(assets|media|api\/public)\//.test(new URL(name).pathname));
  // The page itself, unless it is already a kept copy (the worker answered it offline).
  const page = document.documentElement.hasAttribute(OFFLINE_ATTRIBUTES.copy) ? [] : [window.location.href];
  return [...page, ...files];
}

function whenIdle(run: () => void): void {
  const start = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

const FIRST_ACTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'];

export function registerServiceWorker(siteName: string): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const container = navigator.serviceWorker;
  const script = workerScript(siteName);
  // Installed already under this name: the browser itself checks /sw.js for a new build as pages
  // open. Under another (the site was renamed since): registered again at the new address, below.
  if (container.controller?.scriptURL === new URL(script, window.location.origin).href) return;
  // Once the worker takes charge of this page, it keeps what the page holds.
  container.addEventListener('controllerchange', () => container.controller?.postMessage({ type: 'adopt', urls: loadedHere() }), { once: true });
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_ACTS) window.removeEventListener(type, start, true);
    document.removeEventListener('visibilitychange', onHidden);
    whenIdle(() => {
      container.register(script, { scope: '/' }).catch(() => {
        // No worker (a private window, storage off): the site works as before, without offline copies.
      });
    });
  };
  const onHidden = () => document.visibilityState === 'hidden' && start();
  for (const type of FIRST_ACTS) window.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onHidden);
}

/**
 * Offline, a click on a link of the site loads the page in full (the worker answers it from what
 * it kept) rather than the app fetching its data. Runs before React Router's own handler, which
 * it then never reaches.
 */
export function loadPagesInFullOffline(): void {
  window.addEventListener(
    'click',
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      if (link.pathname.startsWith('/admin') || (link.pathname === window.location.pathname && link.hash)) return;
      event.stopPropagation();
    },
    { capture: true },
  );
}
