/**
 * `npm run screenshots`: photographs every public page and every admin screen (desktop 1366 px and
 * phone, light and dark) from the production build on a freshly seeded temporary database, into
 * test-results/screenshots/{public,admin}, for a person to look at. Not part of `npm test`: the
 * browser tests check the same screens cheaply (tests/helpers/screens.ts lists them once).
 *
 * Options: `-- public` or `-- admin` to take one half only.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureWebBuilt, launchBrowser, ROOT, startSite, type RunningSite } from '../helpers/browser.ts';
import {
  adminGuestScreens,
  adminScreens,
  authorsScreen,
  backupsScreen,
  contentScreens,
  openAdminScreen,
  publicScreens,
  teamScreen,
  type Screen,
} from '../helpers/screens.ts';

const OUT = join(ROOT, 'test-results/screenshots');
const EMAIL = 'screenshots@example.org';
const PASSWORD = 'Screenshots-Pass-2026';

interface Look {
  width: number;
  dark: boolean;
  tag: string;
}

const looks = (phone: number, names: (width: number) => string): Look[] =>
  [false, true].flatMap((dark) =>
    [1366, phone].map((width) => ({ width, dark, tag: `${names(width)}-${dark ? 'dark' : 'light'}` })),
  );

async function newPage(browser: Browser, look: Look, token?: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: look.width, height: look.width < 600 ? 844 : 900 },
    colorScheme: look.dark ? 'dark' : 'light',
  });
  if (token) await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { page, close: () => context.close() };
}

async function api<T>(site: RunningSite, path: string, token: string): Promise<T> {
  const res = await fetch(`${site.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as T;
}

/** Full-page shots include what lies below the fold: load the lazy images first. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const imgs = Array.from(document.querySelectorAll('img'));
    imgs.forEach((img) => (img.loading = 'eager'));
    await Promise.all(
      imgs.map((img) => (img.complete ? null : new Promise((r) => ((img.onload = r), (img.onerror = r), setTimeout(r, 2000))))),
    );
  });
}

async function shoot(page: Page, dir: string, name: string, look: Look, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(dir, `${name}-${look.tag}.png`), fullPage });
}

async function publicShots(browser: Browser, site: RunningSite): Promise<number> {
  const dir = join(OUT, 'public');
  mkdirSync(dir, { recursive: true });
  const get = async <T>(path: string) => (await (await fetch(`${site.url}/api${path}`)).json()) as T;
  const main = await get<{ data: { mainArticle: { id: string } } }>('/public/articles/main');
  const videos = await get<{ data: { videos: Array<{ id: string }> } }>('/public/videos?limit=1');
  const tv = await get<{ data: { tvShows: Array<{ id: string }> } }>('/public/tvshows?limit=1');
  const podcasts = await get<{ data: { podcasts: Array<{ id: string }> } }>('/public/podcasts?limit=1');
  const screens = publicScreens({ article: main.data.mainArticle.id, video: videos.data.videos[0].id, tv: tv.data.tvShows[0].id, podcast: podcasts.data.podcasts[0].id });
  let count = 0;
  for (const look of looks(360, (w) => (w < 600 ? 'phone' : 'desktop'))) {
    const { page, close } = await newPage(browser, look);
    for (const screen of screens) {
      await page.goto(site.url + screen.path, { waitUntil: 'networkidle' });
      // Scroll through once so lazy images (and anything watching the viewport) come in.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 25));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await shoot(page, dir, screen.name, look);
      count++;
    }
    await close();
  }
  console.log(`public: ${count} screenshots in ${dir}`);
  return count;
}

async function adminShots(browser: Browser, site: RunningSite): Promise<number> {
  const dir = join(OUT, 'admin');
  mkdirSync(dir, { recursive: true });
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const firstId = async (path: string) => (await api<{ data: Array<{ id: string }> }>(site, `${path}?limit=1`, token)).data[0].id;
  const screens: Screen[] = [
    ...adminScreens(await firstId('/articles')),
    ...contentScreens({ video: await firstId('/videos'), episode: await firstId('/tvshows'), podcast: await firstId('/podcasts') }),
    teamScreen,
    authorsScreen,
    backupsScreen,
  ];
  let count = 0;
  for (const look of looks(390, String)) {
    const guest = await newPage(browser, look);
    for (const screen of adminGuestScreens) {
      await openAdminScreen(guest.page, site.url, screen);
      await shoot(guest.page, dir, screen.name, look);
      count++;
    }
    await guest.close();

    const { page, close } = await newPage(browser, look, token);
    for (const screen of screens) {
      await openAdminScreen(page, site.url, screen);
      await loadLazyImages(page);
      await page.waitForTimeout(200); // let transitions (modals, toasts) settle
      await shoot(page, dir, screen.name, look, screen.fullPage ?? true);
      count++;
    }
    if (look.width < 600) {
      await page.goto(`${site.url}/admin/dashboard`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('.adm-shell.is-menu-open').waitFor();
      await page.waitForTimeout(300);
      await shoot(page, dir, 'menu-open', look, false);
      count++;
    }
    await close();
  }
  console.log(`admin: ${count} screenshots in ${dir}`);
  return count;
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (only && only !== 'public' && only !== 'admin') throw new Error(`unknown option ${only}: use public or admin`);
  const started = Date.now();
  await ensureWebBuilt();
  const site = await startSite({ adminEmail: EMAIL, adminPassword: PASSWORD });
  const browser = await launchBrowser();
  try {
    if (only !== 'admin') await publicShots(browser, site);
    if (only !== 'public') await adminShots(browser, site);
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
