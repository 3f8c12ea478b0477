/**
 * The list of what the reader saved for offline (saved-store.ts writes it, with the files): read by
 * the Save button and the Saved screen on every item page, so kept apart from the saving itself,
 * which the Save button loads only when pressed. Also what a save would weigh, and removing.
 */
import { CACHE_NAMES, SAVED_INDEX_URL, type SavedItem } from './offline-names.ts';

export type { SavedItem };

/** Cache Storage is there (a secure context: https, or localhost). */
export const canSave = (): boolean => typeof window !== 'undefined' && 'caches' in window && window.isSecureContext;

const listeners = new Set<() => void>();
/** Tells `listener` whenever the saved items change (in this page). */
export function onSavedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const changed = () => listeners.forEach((l) => l());

export const openSaved = () => caches.open(CACHE_NAMES.saved);

export async function savedItems(): Promise<SavedItem[]> {
  if (!canSave()) return [];
  const index = await (await openSaved()).match(SAVED_INDEX_URL);
  if (!index) return [];
  try {
    const items = (await index.json()) as SavedItem[];
    return Array.isArray(items) ? items : [];
  } catch {
    return [];
  }
}

export async function writeIndex(items: SavedItem[]): Promise<void> {
  const body = JSON.stringify(items);
  await (await openSaved()).put(SAVED_INDEX_URL, new Response(body, { headers: { 'content-type': 'application/json' } }));
  changed();
}

export const findSaved = async (id: string): Promise<SavedItem | undefined> => (await savedItems()).find((i) => i.id === id);

/**
 * About how many bytes saving `root`'s page would keep: the page as it is here, and each picture,
 * its file's size when the browser has loaded it, else reckoned from the pixels it would get.
 */
export function estimateSize(root: Element | null): number {
  const page = new Blob([document.documentElement.outerHTML]).size;
  if (!root) return page;
  const dpr = window.devicePixelRatio || 1;
  let pictures = 0;
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const loaded = img.complete && img.currentSrc ? (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined) : undefined;
    if (loaded?.decodedBodySize) pictures += loaded.decodedBodySize;
    else {
      const box = img.getBoundingClientRect();
      // A compressed AVIF or WebP photo takes about 0.1 bytes per pixel.
      pictures += Math.round(box.width * dpr * box.height * dpr * 0.1);
    }
  }
  return page + pictures;
}

/** Deletes files no other saved item keeps. */
export async function removeFiles(urls: string[], others: SavedItem[]): Promise<void> {
  const stillKept = new Set(others.flatMap((i) => i.urls));
  const cache = await openSaved();
  for (const url of urls) if (!stillKept.has(url)) await cache.delete(url);
}

export async function removeSaved(id: string): Promise<void> {
  const items = await savedItems();
  const item = items.find((i) => i.id === id);
  if (!item) return;
  const others = items.filter((i) => i.id !== id);
  await removeFiles(item.urls, others);
  await writeIndex(others);
}
