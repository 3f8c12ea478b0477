/**
 * Offline reading and listening (issue 48) on a 360 px phone, with the browser's own offline mode
 * (context.setOffline): the site is installable (manifest, icons, a root service worker Chromium
 * accepts); a reader saves an article and downloads an episode, each showing its size before;
 * offline, the saved article, a page opened recently (by a link within the app) and the downloaded
 * episode open and play, marked as copies; any other page says the reader is offline and lists what
 * is saved (the worker's own page when nothing at all is kept); the Saved screen lists sizes and
 * removes; back online, pages are live again. Renamed, the site is installed under its new name
 * and the worker's own page says it, on a phone that had the worker already.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { gotoSettled } from '../helpers/settled.ts';
import { axeProblems } from '../helpers/axe.ts';

const web = setUpStaffSite({ email: 'offline-admin@e2e.example.org', password: 'Offline-Admin-2026' });
const PHONE = { width: 360, height: 740 };
const RENAMED = 'Kigali Learning Review';
type Item = { id: string; title: string };
let article: Item;
let other: Item;
let recent: Item;
let episode: Item & { audio_size: number };

beforeAll(async () => {
  const get = async <T,>(path: string) => (await (await fetch(`${web.site.url}/api${path}`)).json()) as T;
  article = (await get<{ data: { mainArticle: Item } }>('/public/articles/main')).data.mainArticle;
  // One of the Latest Articles the home page shows at first (opened by its card), and the list's last, never opened.
  recent = (await get<{ data: { latest: Item[] } }>('/public/home')).data.latest[0];
  other = (await get<{ data: { latest: Item[] } }>('/public/home?latest=20')).data.latest.at(-1)!;
  episode = (await get<{ data: { podcasts: Array<Item & { audio_size: number }> } }>('/public/podcasts?limit=1')).data.podcasts[0];
});

/**
 * Runs until the site's service worker controls the page: it registers once the reader does
 * something on a page (here a scroll) and the browser is idle.
 */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollBy(0, 200));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
}
const copyKind = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-offline-copy'));

describe('offline', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await web.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  it('installs: a manifest with icons (maskable too), a service worker at the root, never cached stale', async () => {
    const manifest = await fetch(`${web.site.url}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const m = (await manifest.json()) as { start_url: string; display: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(m).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const size of ['192x192', '512x512']) expect(m.icons.some((i) => i.sizes === size && i.purpose === 'any'), size).toBe(true);
    expect(m.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of m.icons) expect((await fetch(web.site.url + icon.src)).status, icon.src).toBe(200);
    const worker = await fetch(`${web.site.url}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toContain('javascript');

    // A first load alone registers nothing: it is not one byte or millisecond slower for the worker.
    await gotoSettled(page, `${web.site.url}/`);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await controlled(page);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${web.site.url}/`);
    // Installed, it fetched nothing of its own: no app shell kept before the reader saves something.
    await page.waitForTimeout(500);
    expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('im-shell')))).toEqual([]);
    // What Chromium itself requires to offer the install: nothing missing, but for the one thing a
    // test browser is (Playwright's contexts are off-the-record profiles, which never install).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    // The manifest as Chromium read it: no error, and what an installed app shows (its name on
    // the home screen, its splash screen's colours and icon, its window, its round icon).
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: Array<{ message: string }>; data?: string };
    expect(read.url).toBe(`${web.site.url}/manifest.webmanifest`);
    expect(read.errors).toEqual([]);
    const parsed = JSON.parse(read.data!) as Record<string, unknown> & { icons: Array<{ sizes: string; purpose?: string }> };
    expect(parsed).toMatchObject({ name: 'Insight Media', short_name: expect.any(String), start_url: '/', display: 'standalone' });
    for (const colour of ['theme_color', 'background_color']) expect(parsed[colour], colour).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of ['192x192', '512x512']) expect(parsed.icons.some((i) => i.sizes === size && (i.purpose ?? 'any').includes('any')), size).toBe(true);
    expect(parsed.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  });

  it('saves an article and downloads an episode, each size shown before; offline they open, the episode plays', async () => {
    // A page opened by a link within the app: kept as its data, it opens offline too.
    await gotoSettled(page, `${web.site.url}/`);
    await page.locator(`a[href="/article/${recent.id}"]`).first().click();
    await page.waitForURL(`**/article/${recent.id}`);
    await page.locator('h1.article__title').waitFor();

    await gotoSettled(page, `${web.site.url}/article/${article.id}`);
    const save = page.getByRole('button', { name: /^Save for offline/ });
    await expect.poll(() => save.textContent(), { timeout: 10_000 }).toMatch(/Save for offline · about \d+ KB$/);
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: /Saved for offline · \d+ KB/ }).textContent()).resolves.toBeTruthy();

    await gotoSettled(page, `${web.site.url}/podcast/${episode.id}`);
    const download = page.getByRole('button', { name: /^Download episode/ });
    // The size before anything is fetched: the audio's own size (and the page's few KB).
    await expect.poll(() => download.textContent(), { timeout: 10_000 }).toMatch(/Download episode · \d+ KB$/);
    const said = Number(/(\d+) KB$/.exec((await download.textContent())!)![1]);
    expect(said).toBeGreaterThanOrEqual(Math.round(episode.audio_size / 1024));
    await download.click();
    await page.getByRole('status').filter({ hasText: /Downloaded · \d+ KB/ }).waitFor();
    // Asked to save, the worker completed the app shell (the Saved page among it).
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/saved', { cacheName: (await caches.keys()).find((n) => n.startsWith('im-shell')) ?? 'none' }))), { timeout: 10_000 }).toBe(true);

    await context.setOffline(true);
    // The saved article: its text and its pictures, marked as the copy saved.
    await page.goto(`${web.site.url}/article/${article.id}`);
    await expect(page.locator('h1.article__title').textContent()).resolves.toBe(article.title);
    expect(await copyKind(page)).toBe('saved');
    await page.getByRole('status').filter({ hasText: "You're offline: this is the copy you saved" }).waitFor();
    // Its pictures, at the size this screen showed them: none replaced by the broken-image picture.
    const figure = page.locator('.article__figure img');
    await expect.poll(() => figure.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.locator('article.article img').evaluateAll(async (imgs) => {
      for (const img of imgs as HTMLImageElement[]) img.loading = 'eager';
      await Promise.all((imgs as HTMLImageElement[]).map((i) => (i.complete ? null : new Promise((r) => ((i.onload = r), (i.onerror = r))))));
    });
    const broken = await page.locator('article.article img').evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).filter((i) => i.naturalWidth === 0 || i.currentSrc.includes('fallback-image')).map((i) => i.currentSrc),
    );
    expect(broken).toEqual([]);

    // The page opened recently by a link: built from the data kept when it was opened.
    await page.goto(`${web.site.url}/article/${recent.id}`);
    await expect(page.locator('h1.article__title').textContent()).resolves.toBe(recent.title);
    expect(await copyKind(page)).toBe('shell');
    await page.getByRole('status').filter({ hasText: "You're offline" }).waitFor();

    // A page never opened: says so, and lists what is saved.
    await page.goto(`${web.site.url}/article/${other.id}`);
    await page.getByRole('heading', { name: "You're offline", level: 1 }).waitFor();
    await page.getByRole('link', { name: article.title }).waitFor();
    await page.getByRole('link', { name: episode.title }).waitFor();
    expect(await axeProblems(page, 'offline, not saved')).toEqual([]);

    // The downloaded episode opens and plays offline, through the docked player.
    await page.goto(`${web.site.url}/podcast/${episode.id}`);
    expect(await copyKind(page)).toBe('saved');
    await page.getByRole('button', { name: /^(Play episode|Resume)/ }).click();
    await page.getByRole('region', { name: 'Podcast player' }).getByText('Now Playing').waitFor();
    await expect.poll(() => page.locator('audio.site-player-media').evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);
    // A link within the site, offline, loads the saved page from the phone.
    await page.getByRole('region', { name: 'Podcast player' }).getByRole('button', { name: 'Pause' }).click();
    await context.setOffline(false);
  }, 90_000);

  it('the Saved screen lists what is kept with its size, removes it, and works offline', async () => {
    await gotoSettled(page, `${web.site.url}/saved`);
    const items = page.locator('.saved-item');
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(2);
    expect(await items.first().locator('.meta').textContent()).toMatch(/\d+ KB/);
    expect(await axeProblems(page, 'saved screen')).toEqual([]);

    await context.setOffline(true);
    await page.goto(`${web.site.url}/saved`);
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(2);
    await items.filter({ hasText: article.title }).getByRole('button', { name: `Remove ${article.title}` }).click();
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(1);
    // Removed: offline, the article is now a page that is not saved (or the copy of one opened recently).
    await page.goto(`${web.site.url}/article/${article.id}`);
    expect(await copyKind(page)).not.toBe('saved');
    await context.setOffline(false);

    // Back online, pages are live again: no offline mark.
    await gotoSettled(page, `${web.site.url}/article/${article.id}`);
    expect(await copyKind(page)).toBeNull();
    await context.close();
  }, 60_000);

  it("renamed, the site installs under its new name; with nothing kept, the worker's own page says the reader is offline, nothing is saved yet, and names the site", async () => {
    const fresh = await web.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, colorScheme: 'dark' });
    const tab = await fresh.newPage();
    await gotoSettled(tab, `${web.site.url}/`);
    await controlled(tab);
    const workerName = () => tab.evaluate(() => new URL(navigator.serviceWorker.controller?.scriptURL ?? 'http://x/').searchParams.get('name'));
    expect(await workerName()).toBe('Insight Media');

    // Renamed while this phone has the worker: the next page it opens registers it again, under the new name.
    const renamed = await web.api<{ success: boolean }>('/site', { method: 'PUT', body: JSON.stringify({ site_name: RENAMED }) });
    expect(renamed.success).toBe(true);
    await gotoSettled(tab, `${web.site.url}/about`);
    await tab.evaluate(() => window.scrollBy(0, 200));
    await expect.poll(workerName, { timeout: 20_000 }).toBe(RENAMED);
    // Chromium reads the new name from the manifest: under the icon, the first word (the name is too long for it).
    const cdp = await fresh.newCDPSession(tab);
    const read = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }>; data?: string };
    expect(read.errors).toEqual([]);
    expect(JSON.parse(read.data!)).toMatchObject({ name: RENAMED, short_name: 'Kigali' });

    // The copies a first visit leaves (this page, its scripts) gone, as after the browser cleared them.
    await tab.evaluate(async () => Promise.all((await caches.keys()).map((name) => caches.delete(name))));
    await fresh.setOffline(true);
    await tab.goto(`${web.site.url}/article/${other.id}`);
    expect(await copyKind(tab)).toBe('none');
    await tab.getByRole('heading', { name: "You're offline", level: 1 }).waitFor();
    await tab.getByText('Nothing is saved on this phone yet').waitFor();
    expect(await tab.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(`/article/${other.id}`);
    expect(await tab.title()).toBe(`You're offline | ${RENAMED}`);
    expect((await tab.locator('header').textContent())?.trim()).toBe(`KL${RENAMED}`);
    expect(await axeProblems(tab, "the worker's offline page, dark")).toEqual([]);
    await fresh.close();
  }, 60_000);
});
