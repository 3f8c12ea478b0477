/**
 * /saved: what the reader keeps on this phone for offline reading and listening, each item with its
 * size and Remove, the space they take, and the pages opened recently (which open offline too).
 * Everything here is in the browser (Cache Storage), so the server renders the frame alone and the
 * list fills in after hydration. The service worker keeps this page and its script ahead (the app
 * shell), so it opens with no connection, and stands it in for pages it kept only the data of.
 */
import '../../styles/inner-pages.css';
import { useEffect, useState } from 'react';
import { formatBytes } from '../../../../shared/format.ts';
import { useHead } from '../../lib/head.tsx';
import { SavedList } from '../../components/offline/saved-list.tsx';

/** How much this site keeps on the phone and how much more the browser allows it, where it says. */
function StorageUse() {
  const [use, setUse] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then((e) => e.quota && setUse({ usage: e.usage ?? 0, quota: e.quota }))
      .catch(() => {});
  }, []);
  if (!use) return null;
  return (
    <p className="muted saved-page__storage">
      This site uses {formatBytes(use.usage)} of this phone's storage; the browser lets it keep up to {formatBytes(use.quota)}.
    </p>
  );
}

export function SavedPage() {
  useHead({
    title: 'Saved for offline',
    description: 'Articles and podcast episodes saved on this phone, to read and listen to without a connection.',
    // What is saved differs for every reader: nothing here for a search engine.
    noindex: true,
  });
  return (
    <div className="container container--narrow page">
      <header className="page-header">
        <p className="eyebrow">On this phone</p>
        <h1>Saved for offline</h1>
        <p className="page-header__lead">
          Articles you save and episodes you download open here with no connection: the text, the pictures as your screen shows them, and the audio.
        </p>
      </header>
      <SavedList removable showRecent titled={false} />
      <StorageUse />
    </div>
  );
}
