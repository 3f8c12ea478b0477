/**
 * Where the offline parts show, in every page's bundle and kept small: the banner of a kept copy
 * or of a phone offline, and the notice of a page that cannot open offline. Each is a chunk of its
 * own, loaded only when it has something to say; the service worker keeps those chunks with the app
 * shell (web/vite.config.ts), so that they load offline. If one cannot load, a plain line stands in.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { StatePanel } from '../ui/state-panel.tsx';
import { OFFLINE_ATTRIBUTES } from './offline-names.ts';

/** Whether this page is a copy the service worker answered from its caches, of which kind, kept when. */
export function offlineCopy(): { kind: 'saved' | 'recent' | 'shell' | 'none'; date: string } | null {
  const kind = document.documentElement.getAttribute(OFFLINE_ATTRIBUTES.copy);
  if (!kind) return null;
  return { kind: kind as 'saved' | 'recent' | 'shell' | 'none', date: document.documentElement.getAttribute(OFFLINE_ATTRIBUTES.date) ?? '' };
}

/**
 * Whether a failure is the connection's: the browser says it is offline, or this page is a copy the
 * service worker answered because the network failed (navigator.onLine is only a hint: it can say
 * online on a phone whose connection has gone).
 */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && (navigator.onLine === false || offlineCopy() !== null);

const PlainNotice = ({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) => (
  <StatePanel headingLevel={headingLevel} title="You're offline" text="This page is not saved on this phone, so it cannot open without a connection." />
);

/** The banner when its chunk cannot load (offline, nothing saved yet, so the app shell was never kept). */
const PlainBanner = () => (
  <div className="container" role="status">
    You&apos;re offline: pages you saved or opened recently still open.
  </div>
);
const Banner = lazy<ComponentType>(() => import('./offline-banner.tsx').catch(() => ({ default: PlainBanner })));
const Notice = lazy(() => import('./offline-notice.tsx').catch(() => ({ default: PlainNotice })));

/** The banner under the header: only on a kept copy, or once the phone is offline. */
export function OfflineBannerSlot() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const check = () => setShow((shown) => shown || isOffline() || offlineCopy() !== null);
    check();
    window.addEventListener('offline', check);
    return () => window.removeEventListener('offline', check);
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  ) : null;
}

/** "You're offline", this page is not saved, and what is. */
export function OfflineNotice({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  return (
    <Suspense fallback={<PlainNotice headingLevel={headingLevel} />}>
      <Notice headingLevel={headingLevel} />
    </Suspense>
  );
}
