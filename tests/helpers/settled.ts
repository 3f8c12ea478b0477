/**
 * Waiting for a page to be ready for a reader, quickly. Playwright's `networkidle` waits until no
 * request has been in flight for 500 ms; the browser tests waited so about a hundred times per run,
 * most of it after the page was long ready. `gotoSettled` and `settled` wait for what those tests
 * need: React has rendered the page (hydrated the server's HTML, or rendered a client-only screen),
 * and then nothing has happened for 100 ms: no request in flight, no React commit.
 *
 * React's commits are seen through the hook React DevTools uses (React calls it in production
 * builds too); the requests through Playwright's request events.
 */
import type { Page, Request } from 'playwright-core';

const QUIET_MS = 100;

interface Activity {
  inFlight: Set<Request>;
  /** Date.now() of the last request starting or ending. */
  lastRequest: number;
}

const watched = new WeakMap<Page, Activity>();

/**
 * Records React's commits from the page's next document on, before any of its scripts run:
 * window.reactCommits = { count, first, last } (performance.now() of the first and last). Source
 * text, passed to addInitScript as content, so that no compiler helper reaches the page (tsx, which
 * runs bench/web.ts, wraps functions in __name() calls the page does not have).
 */
export const COMMIT_RECORDER = `(() => {
  if (window.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  const commits = { count: 0, first: 0, last: 0 };
  window.reactCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: () => {
      commits.count += 1;
      commits.last = performance.now();
      if (!commits.first) commits.first = commits.last;
    },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
  };
})();`;

/** Starts watching the page's requests and React commits (commits from its next document on). */
async function watch(page: Page): Promise<Activity> {
  const known = watched.get(page);
  if (known) return known;
  const activity: Activity = { inFlight: new Set(), lastRequest: Date.now() };
  watched.set(page, activity);
  const started = (request: Request) => {
    activity.inFlight.add(request);
    activity.lastRequest = Date.now();
  };
  const ended = (request: Request) => {
    activity.inFlight.delete(request);
    activity.lastRequest = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.addInitScript({ content: COMMIT_RECORDER });
  return activity;
}

/** Opens `url` and waits for its load event only (the server's HTML as shown), watched for `settled`. */
export async function gotoLoaded(page: Page, url: string): Promise<void> {
  await watch(page);
  await page.goto(url);
}

/** Opens `url` and waits until it is settled (see the file's comment). */
export async function gotoSettled(page: Page, url: string): Promise<void> {
  await gotoLoaded(page, url);
  await settled(page);
}

/** Reloads the page and waits until it is settled. */
export async function reloadSettled(page: Page): Promise<void> {
  await watch(page);
  await page.reload();
  await settled(page);
}

/**
 * Waits until the page shown has been rendered by React and nothing has happened for 100 ms. A page
 * not opened through this file's goto and reload helpers (so not watched from its start) falls back
 * to Playwright's networkidle.
 */
export async function settled(page: Page): Promise<void> {
  const activity = watched.get(page);
  if (!activity) {
    await page.waitForLoadState('networkidle');
    return;
  }
  await page.waitForLoadState('load');
  const deadline = Date.now() + 15_000;
  for (;;) {
    const quietFor = Date.now() - activity.lastRequest;
    if (activity.inFlight.size === 0 && quietFor >= QUIET_MS) {
      // A document being replaced has no context to ask: ask again on the next round.
      const sinceCommit = await page.evaluate(() => {
        const commits = (window as unknown as { reactCommits?: { count: number; last: number } }).reactCommits;
        // No #root: not a page of the app, nothing to render.
        if (!document.getElementById('root')) return Infinity;
        return commits && commits.count > 0 ? performance.now() - commits.last : -1;
      }).catch(() => -1);
      if (sinceCommit >= QUIET_MS && Date.now() - activity.lastRequest >= QUIET_MS && activity.inFlight.size === 0) return;
    }
    if (Date.now() > deadline) {
      throw new Error(`page not settled after 15 s: ${activity.inFlight.size} requests in flight (${[...activity.inFlight].map((r) => r.url()).join(', ')})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
