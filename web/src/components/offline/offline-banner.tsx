/**
 * A line under the header when the page is not live: a copy the service worker kept (saved by the
 * reader, opened recently, or built from the data kept for it) with the day it was kept, or any page
 * once the phone goes offline. When the connection comes back it offers the live page. Rendered only
 * in the browser, after hydration (the server's HTML is the same for everyone and knows nothing of
 * it); offline-slots.tsx loads it when there is something to say.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../../shared/format.ts';
import { offlineCopy } from './offline-slots.tsx';
import { OfflineIcon } from './offline-notice.tsx';
import './offline-banner.css';

/** A chunk of its own (offline-slots.tsx loads it when needed): the default export. */
export default function OfflineBanner() {
  const [copy, setCopy] = useState<ReturnType<typeof offlineCopy>>(null);
  // A copy was answered because the network failed: offline until the browser says it is back
  // (its navigator.onLine alone is only a hint).
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => {
    setCopy(offlineCopy());
    const online = () => setBackOnline(true);
    const offline = () => setBackOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);
  const when = copy?.date ? ` on ${formatDate(copy.date)}` : '';
  const state = backOnline ? 'Back online' : "You're offline";
  const text =
    copy?.kind === 'saved'
      ? `${state}: this is the copy you saved${when}.`
      : copy?.kind === 'recent'
        ? `${state}: this is the copy kept when you opened it${when}.`
        : // A page built from kept data, or one not kept at all (its notice says so): the general line.
          backOnline
          ? 'Back online.'
          : "You're offline: pages you saved or opened recently still open.";
  return (
    <div className="offline-banner" role="status">
      <div className="container offline-banner__inner">
        <OfflineIcon size={18} />
        <span>{text}</span>
        {backOnline ? (
          <button type="button" className="offline-banner__action" onClick={() => window.location.reload()}>
            Load the latest
          </button>
        ) : (
          <Link to="/saved" className="offline-banner__action">
            Saved
          </Link>
        )}
      </div>
    </div>
  );
}
