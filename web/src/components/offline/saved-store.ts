/**
 * What the reader saved for offline: articles (the page with its pictures at the size the reader's
 * screen shows them) and podcast episodes (the page, its cover and the audio). Kept in Cache Storage
 * (the saved cache, which the service worker answers from when there is no connection, and plays a
 * downloaded episode from), with a list of the items, their sizes and their files beside them.
 *
 * Every byte is fetched because the reader pressed Save or Download, never before; what the browser
 * holds already (a picture on screen, a page it has) comes from its cache, not the network.
 * A picture two saved items share is kept once, and removed with the last of them (saved-index.ts).
 * A chunk of its own: the Save button loads it when pressed.
 */
import type { SavedItem, SavedKind } from './offline-names.ts';
import { canSave, openSaved, removeFiles, savedItems, writeIndex } from './saved-index.ts';

/** Failures a reader can act on: not enough room on the phone, or no connection. */
class SaveError extends Error {}

function explain(err: unknown): never {
  if (err instanceof DOMException && err.name === 'QuotaExceededError') throw new SaveError('There is not enough room on this phone. Remove a saved item and try again.');
  if (err instanceof DOMException && err.name === 'AbortError') throw err;
  if (err instanceof SaveError) throw err;
  throw new SaveError(navigator.onLine === false ? 'You are offline: connect to save it.' : 'It could not be saved. Please try again.');
}

/** Fetches `url` and keeps it; answers the bytes kept. A file the browser holds comes from its cache. */
async function keep(cache: Cache, url: string, signal?: AbortSignal): Promise<number> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new SaveError(`It could not be saved (${response.status}). Please try again.`);
  const body = await response.blob();
  await cache.put(url, new Response(body, { status: 200, headers: { 'content-type': response.headers.get('content-type') ?? body.type, 'x-kept-at': new Date().toISOString() } }));
  return body.size;
}

/**
 * The pictures of `root` as this screen shows them: each is asked for at once (a lazy one below the
 * fold too), and the file the browser chose for this screen (its currentSrc) is the one kept.
 */
async function picturesShown(root: Element): Promise<string[]> {
  const images = Array.from(root.querySelectorAll('img'));
  await Promise.all(
    images.map(
      (img) =>
        new Promise<void>((resolve) => {
          if (img.complete && img.currentSrc) return resolve();
          img.loading = 'eager';
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, 15_000);
        }),
    ),
  );
  const here = window.location.origin;
  return [...new Set(images.filter((img) => img.naturalWidth > 0).map((img) => img.currentSrc || img.src))].filter((src) => new URL(src, here).origin === here);
}

interface SaveRequest {
  id: string;
  kind: SavedKind;
  title: string;
  /** The item's page, kept as the server renders it. */
  path: string;
  /** What holds the item's pictures on this page (its <article>). */
  root: Element | null;
  /** The picture to list it with (its address as given; the shown file is found among the kept ones). */
  image?: string;
  /** An episode's audio, with its size when known (for the progress). */
  audio?: { url: string; bytes: number };
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/** Saves an item for offline and answers it as listed, with the bytes it takes. */
export async function saveForOffline(request: SaveRequest): Promise<SavedItem> {
  if (!canSave()) throw new SaveError('This browser cannot keep pages for offline reading.');
  // Asks the browser not to clear saved items to make room (granted to installed apps, for one).
  void navigator.storage?.persist?.().catch(() => false);
  const cache = await openSaved();
  const urls: string[] = [];
  let bytes = 0;
  try {
    bytes += await keep(cache, request.path, request.signal);
    urls.push(request.path);
    const pictures = request.root ? await picturesShown(request.root) : [];
    for (const src of pictures) {
      bytes += await keep(cache, src, request.signal);
      urls.push(src);
    }
    if (request.audio) {
      bytes += await download(cache, request.audio.url, request.audio.bytes, request.onProgress, request.signal);
      urls.push(request.audio.url);
    }
  } catch (err) {
    await removeFiles(urls, await savedItems());
    explain(err);
  }
  const base = request.image?.replace(/\/[^/]*$/, '/');
  const item: SavedItem = {
    id: request.id,
    kind: request.kind,
    title: request.title,
    path: request.path,
    image: urls.find((u) => base && u.includes(base)) ?? urls.find((u) => u !== request.path && u !== request.audio?.url) ?? '',
    savedAt: new Date().toISOString(),
    bytes,
    urls,
    ...(request.audio ? { audio: request.audio.url } : {}),
  };
  await writeIndex([item, ...(await savedItems()).filter((i) => i.id !== item.id)]);
  // Saved for offline: the worker completes the app shell the offline screens need (a few KB,
  // most of it kept already), which it never fetches unasked.
  void navigator.serviceWorker?.ready.then((registration) => registration.active?.postMessage({ type: 'keep-shell' })).catch(() => {});
  return item;
}

/** Streams the audio into the cache, telling how far it got. */
async function download(cache: Cache, url: string, expected: number, onProgress: SaveRequest['onProgress'], signal?: AbortSignal): Promise<number> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new SaveError(`The episode could not be downloaded (${response.status}). Please try again.`);
  const total = Number(response.headers.get('content-length')) || expected;
  const [forCache, forCount] = response.body.tee();
  const stored = cache.put(url, new Response(forCache, { status: 200, headers: { 'content-type': response.headers.get('content-type') ?? 'audio/mpeg', 'x-kept-at': new Date().toISOString() } }));
  const reader = forCount.getReader();
  let done = 0;
  for (;;) {
    const { value, done: end } = await reader.read();
    if (end) break;
    done += value.byteLength;
    onProgress?.(done, total);
  }
  await stored;
  return done;
}

