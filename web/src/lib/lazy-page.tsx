/**
 * A page in a chunk of its own, that still renders synchronously where it must:
 * - the server loads every page before it renders anything (entry-server), so renderToString
 *   never meets a page that is not there yet;
 * - the browser loads the page of the current address before it hydrates (entry-client), so the
 *   first render matches the server's HTML without a Suspense fallback in between;
 * - moving to another page afterwards suspends until that page's chunk arrives (the router's
 *   navigations are transitions: the old page stays on screen meanwhile).
 * React.lazy would do the last part but has no way to load ahead, which the first two need.
 *
 * A page also names its module (`source`, its path under web/src): the build lists the stylesheets
 * of each page's chunk by that path (dist/web/page-styles.json), and the server puts the rendered
 * page's own sheets into its HTML (server/plugins/web.ts).
 */
import { use, type ComponentType } from 'react';
import { isOffline, OfflineNotice } from '../components/offline/offline-slots.tsx';

export interface LazyPage {
  (): React.JSX.Element;
  /** Loads the page's chunk; resolved at once when it is already here. */
  load(): Promise<void>;
  /** The page module's path under web/src, as `importPage` imports it. */
  source: string;
}

export function lazyPage(source: string, importPage: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  let showing: Promise<void> | undefined;
  /** The chunk could not come for want of a connection: the page says so until the next attempt. */
  let offline = false;
  const load = () =>
    (loading ??= importPage().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // a later attempt may succeed
        throw error;
      },
    ));
  // The chunk could not be fetched while a reader was moving to this page (a deploy replaced it,
  // the network dropped): the router has already moved to the new address, so loading it afresh
  // shows the page, from the current build.
  // Offline, reloading would only fail again (or loop on the page the service worker kept): the
  // page says it cannot open, and opening it again tries anew.
  const loadOrReload = () =>
    (showing ??= load().catch(() => {
      if (isOffline()) {
        offline = true;
        showing = undefined;
        window.addEventListener('online', () => (offline = false), { once: true });
        return;
      }
      window.location.reload();
      return new Promise<void>(() => {});
    }));
  const Page = () => {
    if (!Loaded && !offline) use(loadOrReload());
    if (!Loaded && offline) return <OfflineNotice />;
    return Loaded ? <Loaded /> : <></>;
  };
  return Object.assign(Page, { load, source });
}
