/// <reference lib="webworker" />
/**
 * The site's service worker, served from the root (/sw.js, scope /, `Cache-Control: no-cache`) and
 * bundled on its own by web/vite.config.ts (serviceWorker()), which writes in the build's id and the
 * app shell's files. Hand-written: what it does is small and specific (Workbox would add its own
 * runtime for the same few strategies).
 *
 * Nothing is fetched in the background that the reader did not ask for: installing fetches nothing.
 * It keeps copies of what the browser fetched anyway (pages opened, their pictures and data,
 * scripts), as they pass, so that those open without a connection. When the reader saves an article
 * or downloads an episode (and asks for it), the page tells the worker to complete the app shell:
 * the Saved page and the few scripts the offline screens need, most of them already kept (copied
 * from the kept scripts, not fetched again); only the missing ones, a few KB, come from the network.
 * What the reader saves or downloads is stored by the page itself
 * (web/src/components/offline/saved-store.ts) in the saved cache, read here.
 *
 * Online, every request goes to the network as before (pages first, so readers always get the
 * latest); only fingerprinted scripts and uploaded pictures, which never change at their address,
 * come from the caches when there. Offline, a page comes from what was saved, else from the recent
 * pages, else the shell builds it from the data kept for it (or says it is not saved), else a small
 * page of its own says the reader is offline and lists what is saved. Such a page is marked
 * (OFFLINE_ATTRIBUTES), and the site shows that it is a kept copy. A downloaded episode plays from
 * the saved cache, online or not, with the byte ranges players seek with.
 */
import { CACHE_NAMES, OFFLINE_ATTRIBUTES, RECENT_LIMITS, SAVED_INDEX_URL, SHELL_PATH, type SavedItem } from '../components/offline/offline-names.ts';
import { byteRange } from './byte-range.ts';
import { formatBytes } from '../../../shared/format.ts';
import { DEFAULT_SITE_NAME, siteInitials } from '../../../shared/site.ts';

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: its id and the app shell's files. */
declare const __BUILD__: string;
declare const __SHELL_FILES__: string[];

const SHELL_CACHE = `${CACHE_NAMES.shell}-${__BUILD__}`;

/**
 * The site's name, which the page that registered the worker put in its address
 * (service-worker-client.ts): the worker's own offline page names the site with it. A worker
 * registered before the name travelled so has an untouched site's until a page registers it again.
 */
const SITE_NAME = new URL(self.location.href).searchParams.get('name') || DEFAULT_SITE_NAME;

self.addEventListener('install', (event) => {
  // Nothing fetched: the worker keeps what the reader's own pages load (keep, adopt).
  event.waitUntil(self.skipWaiting());
});

/**
 * The app shell (the Saved page and the scripts its offline screens need), kept once the reader
 * saved something: each file copied from the kept scripts when there, else fetched; one that fails
 * does not stop the others (the next save tries again).
 */
async function keepShell(): Promise<void> {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    [SHELL_PATH, FALLBACK_IMAGE, ...__SHELL_FILES__].map(async (url) => {
      if (await cache.match(url, { ignoreVary: true })) return;
      const kept = url === SHELL_PATH ? undefined : await caches.match(url, { cacheName: CACHE_NAMES.assets, ignoreVary: true });
      await cache.put(url, kept ?? (await fetch(url).then((r) => (r.ok ? r : Promise.reject(new Error(String(r.status))))))).catch(() => {});
    }),
  ).catch(() => {});
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(`${CACHE_NAMES.shell}-`) && name !== SHELL_CACHE) await caches.delete(name);
      }
      // The page's request starts while the worker wakes up, so going through it costs no time.
      await self.registration.navigationPreload?.enable().catch(() => {});
      await self.clients.claim();
    })(),
  );
});

// ---------------------------------------------------------------------------------------------
// Keeping copies
// ---------------------------------------------------------------------------------------------

/** Keeps `response` in `cacheName` under `url`, with the time it was kept; drops the oldest past `limit`. */
async function keep(cacheName: string, url: string, response: Response, limit?: number): Promise<void> {
  if (!response.ok || response.status !== 200) return;
  const headers = new Headers(response.headers);
  headers.set('x-kept-at', new Date().toISOString());
  // Kept for any reader of this phone's pages, however they ask (Origin, encodings).
  headers.delete('vary');
  const cache = await caches.open(cacheName);
  await cache.put(url, new Response(await response.blob(), { status: 200, statusText: 'OK', headers }));
  if (limit === undefined) return;
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

/** A public page the site renders (not the back office, a feed or a file). */
const isPage = (url: URL) => !url.pathname.startsWith('/admin') && !/\.[a-z0-9]{2,5}$/i.test(url.pathname);
const isAudio = (url: URL) => /^\/podcast\/[^/]+\/audio\.(mp3|m4a)$/.test(url.pathname) || url.pathname.startsWith('/media/audio/');
const isPicture = (url: URL) => url.pathname.startsWith('/media/uploads/') || url.pathname.startsWith('/media/seed/');
const isData = (url: URL) => url.pathname.startsWith('/api/public/');
/** The picture every broken image shows instead (SmartImage): kept with the shell. */
const FALLBACK_IMAGE = '/fallback-image.svg';
const isAsset = (url: URL) => url.pathname.startsWith('/assets/') || url.pathname === FALLBACK_IMAGE;

/**
 * The page tells the worker what it loaded before the worker took charge (the first visit): the
 * page itself, its scripts, pictures and data. Each is copied from the browser's own cache
 * (`only-if-cached`: nothing is fetched from the network).
 */
async function adopt(urls: string[]): Promise<void> {
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin) continue;
    const target = isAsset(url) ? CACHE_NAMES.assets : isPicture(url) ? CACHE_NAMES.images : isData(url) ? CACHE_NAMES.data : isPage(url) ? CACHE_NAMES.pages : null;
    if (!target) continue;
    const key = url.href.replace(/#.*$/, '');
    if (await (await caches.open(target)).match(key, { ignoreVary: true })) continue;
    const response = await fetch(key, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
    if (response) await keep(target, key, response, RECENT_LIMITS[target === CACHE_NAMES.assets ? 'assets' : target === CACHE_NAMES.images ? 'images' : target === CACHE_NAMES.data ? 'data' : 'pages']);
  }
}

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type === 'adopt' && Array.isArray(message.urls)) event.waitUntil(adopt(message.urls.filter((u): u is string => typeof u === 'string')));
  if (message?.type === 'keep-shell') event.waitUntil(keepShell());
});

// ---------------------------------------------------------------------------------------------
// Answering requests
// ---------------------------------------------------------------------------------------------

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (isPage(url)) event.respondWith(page(event, url));
    return;
  }
  if (isAudio(url)) event.respondWith(audio(request));
  else if (isAsset(url)) event.respondWith(asset(request));
  else if (isPicture(url)) event.respondWith(picture(request, url));
  else if (isData(url)) event.respondWith(data(request));
  // Anything else (the back office's API, feeds, icons) goes to the network untouched.
});

/** Network first; a public page that came is kept as a recent page; offline, a kept copy. */
async function page(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    const response = preloaded ?? (await fetch(event.request));
    if (response.status === 200 && (response.headers.get('content-type') ?? '').includes('text/html')) {
      event.waitUntil(keep(CACHE_NAMES.pages, url.href, response.clone(), RECENT_LIMITS.pages));
    }
    return response;
  } catch {
    return offlinePage(url);
  }
}

async function offlinePage(url: URL): Promise<Response> {
  const key = url.href.replace(/#.*$/, '');
  const saved = await caches.match(key, { cacheName: CACHE_NAMES.saved, ignoreVary: true });
  if (saved) return marked(saved, 'saved');
  const recent = await caches.match(key, { cacheName: CACHE_NAMES.pages, ignoreVary: true });
  if (recent) return marked(recent, 'recent');
  const shell = (await caches.match(SHELL_PATH, { cacheName: SHELL_CACHE, ignoreVary: true })) ?? (await anyKeptPage());
  if (shell) return marked(shell, 'shell');
  return builtInOfflinePage(url);
}

/**
 * A page kept recently, to stand in as the app shell when the Saved page is not kept (nothing was
 * saved): the app builds the page asked for from its data, whatever page's HTML it boots from.
 */
async function anyKeptPage(): Promise<Response | undefined> {
  const cache = await caches.open(CACHE_NAMES.pages);
  const keys = await cache.keys();
  return keys.length ? cache.match(keys[keys.length - 1], { ignoreVary: true }) : undefined;
}

/** A kept page with its marks on <html>: which kind of copy, and when it was kept. */
async function marked(response: Response, copy: 'saved' | 'recent' | 'shell'): Promise<Response> {
  const date = response.headers.get('x-kept-at') ?? '';
  const html = (await response.text()).replace(/<html\b/i, `<html ${OFFLINE_ATTRIBUTES.copy}="${copy}" ${OFFLINE_ATTRIBUTES.date}="${date}"`);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(html, { status: 200, headers });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function savedItems(): Promise<SavedItem[]> {
  const index = await caches.match(SAVED_INDEX_URL, { cacheName: CACHE_NAMES.saved, ignoreVary: true });
  return index ? ((await index.json().catch(() => [])) as SavedItem[]) : [];
}

/**
 * The page for an address with no copy, when no page is kept to stand in as the app shell (the
 * first visit, or caches the browser cleared): plain HTML, no script, that says so and lists what is saved.
 */
async function builtInOfflinePage(url: URL): Promise<Response> {
  const items = await savedItems();
  const list = items.length
    ? `<p>What you saved opens below.</p><ul>${items
        .map((i) => `<li><a href="${escapeHtml(i.path)}">${escapeHtml(i.title)}</a><span>${i.kind === 'episode' ? 'Episode' : 'Article'} · ${formatBytes(i.bytes)}</span></li>`)
        .join('')}</ul>`
    : '<p>Nothing is saved on this phone yet. Save an article or download an episode when you are online, and it opens here without a connection.</p>';
  // The site's look in a few lines (no stylesheet of the site can load): its mark, red accent and
  // dark colours, a 360 px phone first.
  const html = `<!doctype html><html lang="en" ${OFFLINE_ATTRIBUTES.copy}="none"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#dc2626"><title>You're offline | ${escapeHtml(SITE_NAME)}</title><style>
:root{color-scheme:light dark;--bg:#fff;--text:#111827;--soft:#4b5563;--line:#e5e7eb;--card:#f9fafb;--link:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--text:#f3f4f6;--soft:#9ca3af;--line:#30363d;--card:#161b22;--link:#f87171}}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:var(--bg)}
header{border-bottom:1px solid var(--line)}header div,main{max-width:40rem;margin:0 auto;padding:0 1rem}
header div{display:flex;align-items:center;gap:.5rem;min-height:64px;font-weight:800;font-size:1.15rem}
.mark{display:inline-grid;place-items:center;flex:none;width:34px;height:34px;border-radius:9px;background:#dc2626;color:#fff;font-size:.85rem}
main{padding-top:2rem;padding-bottom:3rem}h1{font-size:1.6rem;line-height:1.2;margin:0 0 .75rem}p{color:var(--soft);margin:0 0 1rem}
ul{list-style:none;margin:0 0 1.5rem;padding:0}li{border:1px solid var(--line);background:var(--card);border-radius:12px;padding:.75rem 1rem;margin:0 0 .6rem}
li a{display:block;color:var(--text);font-weight:700;text-decoration:none}li a:hover{color:var(--link)}li span{display:block;color:var(--soft);font-size:.875rem;margin-top:.2rem}
.again{display:inline-flex;align-items:center;min-height:44px;padding:0 1.4rem;border-radius:999px;background:#dc2626;color:#fff;font-weight:700;text-decoration:none}
</style></head><body><header><div><span class="mark" aria-hidden="true">${escapeHtml(siteInitials(SITE_NAME))}</span>${escapeHtml(SITE_NAME)}</div></header><main><h1>You're offline</h1><p>This page is not saved on this phone, so it cannot open without a connection.</p>${list}<a class="again" href="${escapeHtml(url.pathname + url.search)}">Try again</a></main></body></html>`;
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
}

/** A script or stylesheet: from the app shell or the kept ones when there (its address's content never changes), else the network, kept. */
async function asset(request: Request): Promise<Response> {
  const cached = (await caches.match(request, { cacheName: SHELL_CACHE, ignoreVary: true })) ?? (await caches.match(request, { cacheName: CACHE_NAMES.assets, ignoreVary: true }));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) void keep(CACHE_NAMES.assets, request.url, response.clone(), RECENT_LIMITS.assets);
  return response;
}

/**
 * An uploaded picture: a kept copy first (saved or recent; its address never changes), else the
 * network, kept. Offline and not kept at that width: another width of the same upload, when one is.
 */
async function picture(request: Request, url: URL): Promise<Response> {
  const cached = (await caches.match(request, { cacheName: CACHE_NAMES.saved, ignoreVary: true })) ?? (await caches.match(request, { cacheName: CACHE_NAMES.images, ignoreVary: true }));
  if (cached) return cached;
  try {
    const response = await fetch(request);
    if (response.status === 200) void keep(CACHE_NAMES.images, url.href, response.clone(), RECENT_LIMITS.images);
    return response;
  } catch (err) {
    const folder = /^\/media\/uploads\/\d{4}\/\d{2}\/[^/]+\//.exec(url.pathname)?.[0];
    if (folder) {
      for (const name of [CACHE_NAMES.saved, CACHE_NAMES.images]) {
        const cache = await caches.open(name);
        const other = (await cache.keys()).find((k) => new URL(k.url).pathname.startsWith(folder));
        if (other) return (await cache.match(other, { ignoreVary: true })) ?? Response.error();
      }
    }
    throw err;
  }
}

/** Public API answers: the network, kept; offline, the kept answer. */
async function data(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.status === 200) void keep(CACHE_NAMES.data, request.url, response.clone(), RECENT_LIMITS.data);
    return response;
  } catch (err) {
    const kept = await caches.match(request.url, { cacheName: CACHE_NAMES.data, ignoreVary: true });
    if (kept) return kept;
    throw err;
  }
}

/**
 * An episode's audio: a downloaded copy, whole or the byte range asked for (players seek with
 * ranges), online or not; else the network as usual.
 */
async function audio(request: Request): Promise<Response> {
  const saved = await caches.match(request.url, { cacheName: CACHE_NAMES.saved, ignoreVary: true });
  if (!saved) return fetch(request);
  return byteRange(await saved.blob(), saved.headers.get('content-type') ?? 'audio/mpeg', request.headers.get('range'));
}
