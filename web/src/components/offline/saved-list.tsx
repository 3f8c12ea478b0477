/**
 * The items saved on this phone, newest first, each with its picture, kind, size and the day it
 * was saved, and (where asked) Remove; then, where asked, the pages opened recently, which open
 * without a connection too. Read from Cache Storage after hydration (the server knows nothing of
 * them), so the server's HTML says "Loading...".
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatBytes, formatDate } from '../../../../shared/format.ts';
import { countOf } from '../../../../shared/words.ts';
import { CACHE_NAMES } from './offline-names.ts';
import { canSave, onSavedChange, removeSaved, savedItems, type SavedItem } from './saved-index.ts';
import './saved-list.css';

const KIND_LABEL: Record<SavedItem['kind'], string> = { article: 'Article', episode: 'Podcast episode' };

function useSavedItems(): SavedItem[] | null {
  const [items, setItems] = useState<SavedItem[] | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => void savedItems().then((list) => live && setItems(list), () => live && setItems([]));
    load();
    const stop = onSavedChange(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return items;
}

interface RecentPage {
  path: string;
  title: string;
  keptAt: string;
}

/** The pages the service worker kept as the reader opened them, newest first, with their titles (less the site's name after the last '|'). */
async function recentPages(): Promise<RecentPage[]> {
  if (!canSave()) return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const pages: RecentPage[] = [];
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    // This list's own page is no page to go back to.
    if (url.pathname === '/saved') continue;
    const response = await cache.match(request);
    if (!response) continue;
    const title = /<title>([^<]*)<\/title>/i.exec(await response.text())?.[1] ?? '';
    pages.push({
      path: url.pathname + url.search,
      title: new DOMParser().parseFromString(title, 'text/html').documentElement.textContent?.replace(/ \| [^|]*$/, '') || url.pathname,
      keptAt: response.headers.get('x-kept-at') ?? '',
    });
  }
  return pages.reverse();
}

function SavedRow({ item, removable }: { item: SavedItem; removable: boolean }) {
  return (
    <li className="saved-item">
      {item.image ? <img className="saved-item__image" src={item.image} alt="" width={96} height={64} /> : <span className="saved-item__image" aria-hidden="true" />}
      <div className="saved-item__text">
        <Link to={item.path} className="saved-item__title">
          {item.title}
        </Link>
        <p className="meta">
          <span>{KIND_LABEL[item.kind]}</span>
          <span>{formatBytes(item.bytes)}</span>
          <span>Saved {formatDate(item.savedAt)}</span>
        </p>
      </div>
      {removable && (
        <button type="button" className="btn btn--ghost saved-item__remove" onClick={() => void removeSaved(item.id)} aria-label={`Remove ${item.title}`}>
          Remove
        </button>
      )}
    </li>
  );
}

export function SavedList({
  removable = false,
  showRecent = false,
  headingLevel = 2,
  titled = true,
}: {
  removable?: boolean;
  showRecent?: boolean;
  headingLevel?: 2 | 3;
  /** Starts with its own heading (not on the Saved page, whose title says it). */
  titled?: boolean;
}) {
  const items = useSavedItems();
  const [recent, setRecent] = useState<RecentPage[]>([]);
  useEffect(() => {
    if (showRecent) void recentPages().then(setRecent, () => setRecent([]));
  }, [showRecent]);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  if (!items) return <p className="muted">Loading what is saved on this phone...</p>;
  const total = items.reduce((sum, i) => sum + i.bytes, 0);
  // Pages that are saved are listed once, above.
  const saved = new Set(items.map((i) => i.path));
  const others = recent.filter((p) => !saved.has(p.path));
  return (
    <div className="saved-list">
      {titled && <Heading className="saved-list__heading">Saved for offline</Heading>}
      {items.length === 0 ? (
        <p className="muted">
          Nothing is saved on this phone yet. Use <strong>Save for offline</strong> on an article, or <strong>Download episode</strong> on a podcast episode, and
          it opens here without a connection.
        </p>
      ) : (
        <>
          <p className="muted saved-list__total">
            {countOf(items.length, 'item')}, {formatBytes(total)} on this phone
          </p>
          <ul className="saved-list__items">
            {items.map((item) => (
              <SavedRow key={item.id} item={item} removable={removable} />
            ))}
          </ul>
        </>
      )}
      {showRecent && others.length > 0 && (
        <>
          <Heading className="saved-list__heading">Opened recently</Heading>
          <p className="muted">These pages open without a connection too, as they were when you opened them.</p>
          <ul className="saved-list__recent">
            {others.map((p) => (
              <li key={p.path}>
                <Link to={p.path}>{p.title}</Link>
                {p.keptAt && <span className="muted"> · {formatDate(p.keptAt)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
