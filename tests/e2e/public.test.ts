/**
 * The public website in a real browser (Debian's headless Chromium through playwright-core),
 * against the production build served by the real server on a seeded temporary database.
 * Every page is checked on a 360 px phone; `npm run screenshots` photographs them all (desktop and
 * phone, light and dark) for a person to look at (tests/tools/screenshots.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ROOT } from '../helpers/browser.ts';
import { setUpSite } from '../helpers/file-site.ts';
import { createStaff } from '../helpers/app.ts';
import { makeArticle, makePodcastEpisode } from '../helpers/content.ts';
import { ARTICLE_CATEGORIES } from '../../shared/constants.ts';
import { categoryPath } from '../../shared/slug.ts';
import { lookProblems, problemsInBothSchemes, publicScreens } from '../helpers/screens.ts';
import { gotoLoaded, gotoSettled, reloadSettled, settled } from '../helpers/settled.ts';

const web = setUpSite();
let ids: { main: { id: string; title: string }; video: string; tv: string; podcast: string; article: { id: string; title: string } };

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${web.site.url}/api${path}`);
  return (await res.json()) as T;
}

async function newPage(options: { width?: number; dark?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await web.browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.width && options.width < 600 ? 740 : 900 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** The paths of the stylesheets the page asks for from now on (a sheet inlined in the HTML is no request). */
function stylesheetsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') paths.push(new URL(r.url()).pathname);
  });
  return paths;
}

/** Whether a style rule with exactly this selector is in any of the page's sheets. */
const hasRule = (page: Page, selector: string) =>
  page.evaluate((s) => Array.from(document.styleSheets).some((sheet) => Array.from(sheet.cssRules).some((rule) => rule instanceof CSSStyleRule && rule.selectorText === s)), selector);

beforeAll(async () => {
  const main = await apiGet<{ data: { mainArticle: { id: string; title: string } } }>('/public/articles/main');
  const regular = await apiGet<{ data: { articles: Array<{ id: string; title: string }>; pagination: { total: number } } }>(
    '/public/articles/regular?limit=20',
  );
  const videos = await apiGet<{ data: { videos: Array<{ id: string }> } }>('/public/videos?limit=1');
  const tv = await apiGet<{ data: { tvShows: Array<{ id: string; youtube_url: string }> } }>('/public/tvshows?limit=10');
  const podcasts = await apiGet<{ data: { podcasts: Array<{ id: string }> } }>('/public/podcasts?limit=1');
  ids = {
    main: main.data.mainArticle,
    article: regular.data.articles[0],
    video: videos.data.videos[0].id,
    tv: tv.data.tvShows[0].id,
    podcast: podcasts.data.podcasts[0].id,
  };
}, 180_000);

describe('public website', () => {
  it('home pictures are responsive (AVIF and WebP sources with srcset and sizes, width and height, lazy but one) and a phone fetches small ones', async () => {
    const context = await web.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const images: Array<Promise<{ url: string; bytes: number }>> = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'image') images.push(r.request().sizes().then((s) => ({ url: r.url(), bytes: s.responseBodySize })));
    });
    await gotoSettled(page, `${web.site.url}/`);
    for (let y = 0; ; y += 600) {
      const bottom = await page.evaluate((to) => {
        window.scrollTo(0, to);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      }, y);
      await page.waitForTimeout(100);
      if (bottom) break;
    }
    // Every picture has been scrolled past, so each lazy one has started; on a loaded machine the
    // last may start after a quiet network, so wait for each to have loaded, not for the network.
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('main img')).every((i) => i.complete && i.currentSrc !== ''));
    await settled(page);
    const pictures = await page.$$eval('main img', (els) =>
      (els as HTMLImageElement[]).map((img) => {
        const sources = Array.from(img.parentElement?.tagName === 'PICTURE' ? img.parentElement.querySelectorAll('source') : []);
        return {
          sources: sources.map((s) => ({ type: s.type, srcset: s.srcset, sizes: s.getAttribute('sizes') })),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          priority: img.getAttribute('fetchpriority'),
          placeholder: img.style.background,
          currentSrc: img.currentSrc,
          shown: img.getBoundingClientRect().width,
        };
      }),
    );
    expect(pictures.length).toBeGreaterThanOrEqual(15);
    for (const p of pictures) {
      expect(p.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
      for (const s of p.sources) {
        expect(s.srcset).toMatch(/^\/media\/uploads\/\S+\/320\.\w+ 320w, /);
        expect(s.sizes).toMatch(/calc\(100vw - 32px\)$/);
      }
      expect(Number(p.width)).toBeGreaterThan(0);
      expect(Number(p.height)).toBeGreaterThan(0);
      expect(p.placeholder).toMatch(/^rgb\(/);
    }
    // One picture is the LCP, fetched at once with high priority; every other one waits to be near the screen.
    expect(pictures.filter((p) => p.priority === 'high' && p.loading === 'eager')).toHaveLength(1);
    expect(pictures.filter((p) => p.loading === 'lazy')).toHaveLength(pictures.length - 1);
    // A 390 px phone at DPR 2 fills 716 px wide cards: it takes the 720 px AVIF, not the 1200 px picture.
    for (const p of pictures) expect(p.currentSrc, p.currentSrc).toMatch(/\/720\.avif$/);
    const loaded = await Promise.all(images);
    const total = loaded.reduce((t, i) => t + i.bytes, 0);
    expect(loaded.every((i) => /\/720\.avif$/.test(i.url))).toBe(true);
    expect(total).toBeLessThan(150 * 1024);
    await context.close();
  });

  it('a desktop gets small pictures for small slots: podcast covers, search results, a writer\'s portrait, an episode\'s player', async () => {
    const context = await web.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    /** Per upload shown: the widest the page shows it (device px, DPR 1) and the file it fetched. */
    const shown = new Map<string, { need: number; file: number; where: string }>();
    for (const path of ['/podcast', '/search?q=africa', `/article/${ids.main.id}`, `/podcast/${ids.podcast}`]) {
      await gotoSettled(page, `${web.site.url}${path}`);
      // Down the page a screen at a time, so that every lazy picture comes into view once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('main img')).every((i) => i.complete && i.currentSrc !== ''));
      const pictures = await page.$$eval('main picture img', (els) =>
        (els as HTMLImageElement[]).map((img) => {
          const box = img.getBoundingClientRect();
          const aspect = img.naturalWidth / img.naturalHeight;
          // The width of the picture as drawn: cropped to cover its box, or whole inside it.
          const drawn = getComputedStyle(img).objectFit === 'contain' ? Math.min(box.width, box.height * aspect) : Math.max(box.width, box.height * aspect);
          return { src: img.currentSrc, drawn };
        }),
      );
      for (const { src, drawn } of pictures) {
        const [, folder, file] = /^(.*)\/(\d+)\.(?:avif|webp)$/.exec(src) ?? [];
        expect(folder, src).toBeDefined();
        // A browser may reuse for a smaller slot the file it fetched for a larger one: judged by the largest.
        const before = shown.get(folder);
        if (!before || drawn > before.need) shown.set(folder, { need: drawn, file: Number(file), where: path });
      }
    }
    expect(shown.size).toBeGreaterThanOrEqual(20);
    // Each file at most 1.5x the pixels it fills (the ladder's 320 px smallest was 2 to 25 times them).
    const tooBig = [...shown.values()].filter((s) => (s.file / s.need) ** 2 > 1.5).map((s) => `${s.where}: ${s.file} px for ${Math.round(s.need)} px`);
    expect(tooBig).toEqual([]);
    await context.close();
  });

  it('sends the page content in the HTML, before any JavaScript runs', async () => {
    const res = await fetch(`${web.site.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    // Booleans keep a failure message short (the page is large).
    expect(html.includes(`<h2 class="hero-card__title">${escapeHtml(ids.main.title)}</h2>`)).toBe(true);
    expect(html.includes('<script type="application/json" id="__DATA__">')).toBe(true);
    expect(/<meta property="og:title" content="[^"]+"/.test(html)).toBe(true);
    expect(/<script>(?!\s*<\/script>)/.test(html)).toBe(false); // no inline executable script (strict CSP)

    const article = await (await fetch(`${web.site.url}/article/${ids.article.id}`)).text();
    expect(article.includes(`<title>${escapeHtml(ids.article.title)} | Insight Media</title>`)).toBe(true);
    expect(article.includes(`<link rel="canonical" href="${web.site.url}/article/${ids.article.id}"`)).toBe(true);
    expect(article.includes(`<meta property="og:image" content="${web.site.url}/`)).toBe(true);

    const missing = await fetch(`${web.site.url}/article/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect((await missing.text()).includes('Article Not Found')).toBe(true);
  });

  it("a title in any script, with '$&' in it, reads the same in the page, its tab and after hydration", async () => {
    const title = "Écoles de Saint-Louis: ‘$'’ and $& in 2026 🎓 ትምህርት";
    const id = makeArticle(web.site.app.db, { title });
    // The server's page as it is, before any script could mend it.
    const noScript = await web.browser.newContext({ javaScriptEnabled: false });
    const raw = await noScript.newPage();
    raw.setDefaultTimeout(5_000);
    await raw.goto(`${web.site.url}/article/${id}`);
    await expect(raw.locator('h1').textContent()).resolves.toBe(title);
    await expect(raw.title()).resolves.toBe(`${title} | Insight Media`);
    await noScript.close();

    const { context, page } = await newPage();
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await gotoSettled(page, `${web.site.url}/article/${id}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(title);
    await expect(page.title()).resolves.toBe(`${title} | Insight Media`);
    expect(errors).toEqual([]); // a mismatch between the server's HTML and the client's render is reported as an error
    await context.close();
  });

  it("home shows the seeded hero and every section, and never downloads admin code or another page's code", async () => {
    const { context, page } = await newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await gotoSettled(page, web.site.url);
    await expect(page.locator('.hero-card--main .hero-card__title').textContent()).resolves.toBe(ids.main.title);
    for (const heading of ['Featured Articles', "Editor's Pick", 'Videos', 'Latest Articles', 'Trending Articles']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await page.locator('.trending__list li').count()).toBeGreaterThan(0);
    // Icons are outlines in the text's colour (the .icon rule, not attributes on each); play buttons solid.
    const paint = (selector: string) =>
      page.locator(selector).first().evaluate((svg) => {
        const style = getComputedStyle(svg);
        return { fill: style.fill, stroke: style.stroke, width: style.strokeWidth, text: getComputedStyle(svg.parentElement!).color };
      });
    const outline = await paint('.card .meta svg');
    expect(outline).toMatchObject({ fill: 'none', stroke: outline.text, width: '2px' });
    const play = await paint('svg.icon--solid');
    expect(play.fill).not.toBe('none');
    expect(play.stroke).toBe('none');
    expect(scripts.some((s) => s.includes('admin'))).toBe(false);
    // Each page is a chunk of its own: the home page's, and none of the others'.
    const pageChunks = scripts.map((s) => /\/([a-z-]+-page)-[\w-]+\.js$/.exec(s)?.[1]).filter(Boolean);
    expect(pageChunks).toEqual(['home-page']);

    // Load More: 6, then 3 more a click, up to the list's 20. The page carries the first 6 cards;
    // the first click fetches the rest of the list once, the later ones show what it holds.
    const listCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/public/home') listCalls.push(r.url());
    });
    const latest = page.locator('section[aria-labelledby="latest-heading"] .card');
    expect(await latest.count()).toBe(6);
    const loadMore = page.getByRole('button', { name: 'Load More Articles' });
    await loadMore.click();
    await expect.poll(() => latest.count()).toBe(9);
    expect(listCalls).toHaveLength(1);
    // What the list holds now (an earlier test of this file adds an article).
    const whole = (await apiGet<{ data: { latest_total: number } }>('/public/home')).data.latest_total;
    expect(whole).toBeGreaterThan(9);
    for (let shown = 9; shown < whole; shown += 3) await loadMore.click();
    await expect.poll(() => latest.count()).toBe(whole);
    expect(await loadMore.count()).toBe(0);
    expect(listCalls).toHaveLength(1);
    const titles = await latest.locator('.card__title').allTextContents();
    expect(new Set(titles).size).toBe(whole);
    await context.close();
  });

  it("asks for a page's own scripts only once its first content is painted, then hydrates it", async () => {
    const { context, page } = await newPage({ width: 360 });
    // A first visit, then one with the app's bundle cached: the case where it is at hand before
    // the server's HTML is even painted.
    for (const visit of ['first visit', 'bundle cached']) {
      await gotoSettled(page, `${web.site.url}/article/${ids.main.id}`);
      const times = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        pageScript: performance.getEntriesByType('resource').find((entry) => /\/assets\/article-page-[\w-]+\.js$/.test(entry.name))?.startTime,
        hydrated: (window as unknown as { reactCommits: { first: number } }).reactCommits.first,
      }));
      expect(times.painted, visit).toBeGreaterThan(0);
      expect(times.pageScript, visit).toBeGreaterThanOrEqual(times.painted!);
      expect(times.hydrated, visit).toBeGreaterThan(times.pageScript!);
      await page.locator('.like-button[data-ready="true"]').waitFor(); // hydrated: the button answers
    }
    await context.close();
  });

  it("opens an article from a card, the article page's styles coming with it", async () => {
    const { context, page } = await newPage();
    const stylesheets = stylesheetsRequested(page);
    await gotoSettled(page, web.site.url);
    // The home page holds its own styles (a card of the main slot is boxed) and no other page's,
    // and loads none: hydrating it does not fetch again the sheet its HTML carries.
    expect(await page.locator('.hero-card--main').evaluate((card) => getComputedStyle(card).borderTopStyle)).toBe('solid');
    expect(await hasRule(page, '.hero-card')).toBe(true);
    expect(await hasRule(page, '.article__header')).toBe(false);
    expect(stylesheets).toEqual([]);

    const card = page.locator('section[aria-labelledby="latest-heading"] .card').first();
    const title = (await card.locator('.card__title').textContent())!;
    await page.evaluate(() => Object.assign(window, { beforeClick: true }));
    await card.click();
    await page.waitForURL(/\/article\//);
    await expect(page.locator('h1.article__title').textContent()).resolves.toBe(title);
    // Moved inside the app (the article page's chunk loaded on the way), not by loading a new document.
    expect(await page.evaluate(() => 'beforeClick' in window)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The article page's sheets came with its chunk: its header is spaced, its title in the serif;
    // the YouTube player's, for the players its text may hold; the Share button's.
    expect(stylesheets.sort()).toEqual([
      expect.stringMatching(/^\/assets\/article-page-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/inner-pages-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/save-offline-button-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/share-actions-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/youtube-embed-[\w-]+\.css$/),
    ]);
    expect(await page.locator('.article__header').evaluate((header) => getComputedStyle(header).marginBottom)).toBe('20px');
    expect(await page.locator('h1.article__title').evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^Georgia/);
    expect(await page.locator('.like-button').evaluate((button) => getComputedStyle(button).borderTopWidth)).toBe('2px');
    await context.close();
  });

  it("a shared component's styles, and those all pages but home share, come with the pages that draw them: the home page carries none", async () => {
    const { context, page } = await newPage();
    const stylesheets = stylesheetsRequested(page);
    await gotoSettled(page, web.site.url);
    const elsewhere = ['.embed__play', '.pagination__status', '.breadcrumbs ol', '.chip__count', '.prose', '.page-header', '.panel'];
    for (const selector of elsewhere) expect(await hasRule(page, selector), selector).toBe(false);

    // A video card leads to the video page; the player's sheet comes with the page's chunk.
    await page.locator('section[aria-labelledby="videos-heading"] .card a').first().click();
    await page.waitForURL(/\/video\//);
    const box = page.locator('.embed').first();
    await box.waitFor();
    expect(await box.evaluate((el) => getComputedStyle(el).aspectRatio)).toBe('16 / 9');
    // The details panel's box comes from the sheet the pages but home share (inner-pages.css).
    expect(await page.locator('.panel').first().evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
    expect(stylesheets.sort()).toEqual([
      expect.stringMatching(/^\/assets\/inner-pages-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/share-actions-[\w-]+\.css$/),
      expect.stringMatching(/^\/assets\/youtube-embed-[\w-]+\.css$/),
    ]);

    // Loaded directly, a page carries its components' sheets in its HTML and fetches none.
    stylesheets.length = 0;
    await gotoSettled(page, `${web.site.url}/videos`);
    expect(await page.locator('.breadcrumbs ol').evaluate((list) => getComputedStyle(list).display)).toBe('flex');
    await gotoSettled(page, `${web.site.url}/video/${ids.video}`);
    expect(await page.locator('.embed').first().evaluate((el) => getComputedStyle(el).aspectRatio)).toBe('16 / 9');
    expect(await page.locator('.panel').first().evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('1px');
    expect(stylesheets).toEqual([]);
    await context.close();
  });

  it('the favicon comes inside the page, so a first visit asks for no icon file; the file is still served by name', async () => {
    const { context, page } = await newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await gotoSettled(page, web.site.url);
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(asked.filter((path) => path.includes('favicon'))).toEqual([]);
    await context.close();
    const file = await fetch(`${web.site.url}/favicon.svg`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(await file.text()).toContain('<svg');
  });

  it('likes an article, keeps it liked after a reload, and unlikes it', async () => {
    const { context, page } = await newPage();
    await gotoSettled(page, `${web.site.url}/article/${ids.article.id}`);
    const button = page.locator('.like-button');
    await page.locator('.like-button[data-ready="true"]').waitFor();
    const before = Number(await button.locator('.like-button__count').textContent());
    await button.click();
    await page.locator('.like-button', { hasText: 'Unlike' }).waitFor();
    expect(Number(await button.locator('.like-button__count').textContent())).toBe(before + 1);

    await reloadSettled(page);
    await page.locator('.like-button[data-ready="true"]').waitFor();
    await page.locator('.like-button', { hasText: 'Unlike' }).waitFor();
    expect(Number(await button.locator('.like-button__count').textContent())).toBe(before + 1);

    await button.click();
    await page.locator('.like-button:not(.like-button--liked)', { hasText: 'Like' }).waitFor();
    expect(Number(await button.locator('.like-button__count').textContent())).toBe(before);

    // From the keyboard: the focus stays on the button through Like and Unlike, so Space toggles again.
    await button.focus();
    await page.keyboard.press('Space');
    await page.locator('.like-button--liked').waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('like-button'))).toBe(true);
    await page.keyboard.press('Space');
    await page.locator('.like-button:not(.like-button--liked)').waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('like-button'))).toBe(true);
    expect(await button.locator('.like-button__count').getAttribute('aria-label')).toMatch(before === 1 ? /^1 like$/ : /^\d[\d,]* likes$/);
    await context.close();
  });

  it('shows the API validation message, then posts a comment that shows at once', async () => {
    const { context, page } = await newPage();
    await gotoSettled(page, `${web.site.url}/article/${ids.article.id}`);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.locator('.field__error').first().waitFor();
    expect(await page.locator('.field__error').first().textContent()).toMatch(/required/i);
    // The keyboard lands on the first field in error; then on the comment, once the name is there.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('comment-name');
    await page.getByLabel('Your name').fill('Amina Test');
    await page.getByLabel('Your comment').fill('k');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.getByText('Comment must be at least 2 characters').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('comment-content');
    // The spam trap is there for bots, but not for people: off-screen, out of the Tab order and the accessibility tree.
    const trap = page.locator('#comment-website');
    expect(await trap.getAttribute('tabindex')).toBe('-1');
    expect(await trap.isVisible()).toBe(true); // rendered (bots see a field) ...
    expect((await trap.boundingBox())!.x).toBeLessThan(-1000); // ... where no one looks
    expect(await page.getByRole('textbox', { name: 'Leave this field empty' }).count()).toBe(0);

    await page.getByLabel('Your name').fill('Amina Test');
    await page.getByLabel('Your comment').fill('A comment written by the browser test.');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await page.locator('.comment', { hasText: 'A comment written by the browser test.' }).waitFor();
    expect(await page.locator('.comment').first().textContent()).toContain('Amina Test');
    await context.close();
  });

  it('search finds a seeded title and the type filter narrows the results', async () => {
    const { context, page } = await newPage();
    await gotoSettled(page, web.site.url);
    const word = ids.main.title
      .split(/\s+/)
      .filter((w) => /^\p{L}+$/u.test(w))
      .sort((a, b) => b.length - a.length)[0];
    await page.locator('#header-search').fill(`  ${word}  `);
    await page.locator('#header-search').press('Enter');
    await page.waitForURL(/\/search\?q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.locator('.results-count').waitFor();
    expect(await page.locator('.results-count').textContent()).toMatch(new RegExp(`^Found \\d+ results? for "${word}"$`));
    await page.locator('.result__title', { hasText: ids.main.title }).first().waitFor();

    // A broad word matches several types; the filter keeps only TV episodes and goes in the URL.
    await gotoSettled(page, `${web.site.url}/search?q=africa`);
    const allCount = await page.locator('.result').count();
    const types = await page.locator('.result .badge--type').allTextContents();
    expect(new Set(types).size).toBeGreaterThan(1);
    await page.getByLabel('Type').selectOption('articles');
    await page.waitForURL(/type=articles/);
    await page.locator('.results-count').waitFor();
    await page.waitForFunction(() => !document.querySelector('.loading-text'));
    const filtered = await page.locator('.result .badge--type').allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThanOrEqual(allCount);
    expect(new Set(filtered)).toEqual(new Set(['Article']));

    // Blank text does not search.
    await page.locator('#header-search').fill('   ');
    await page.locator('#header-search').press('Enter');
    expect(page.url()).toContain('type=articles');
    await context.close();
  });

  it('a TV episode loads its youtube-nocookie player only when play is pressed', async () => {
    const { context, page } = await newPage();
    await gotoSettled(page, `${web.site.url}/tvshow/${ids.tv}`);
    expect(await page.locator('.embed iframe').count()).toBe(0);
    await page.getByRole('button', { name: /^Play video/ }).click();
    const src = await page.locator('.embed iframe').getAttribute('src');
    expect(src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}/);
    expect(src).not.toContain('autoplay=1');
    await context.close();
  });

  it('podcast: play shows Now Playing in the docked player, pause shows Paused (audio and YouTube episodes); an episode with nothing to play has no Play button', async () => {
    makePodcastEpisode(web.site.app.db, {
      title: 'Browser test audio episode',
      audioUrl: '/audio/silence.wav',
      youtubeUrl: '',
      duration: '0:04',
      publishDate: new Date(Date.now() - 60_000).toISOString(),
    });
    // A YouTube-only episode and one with neither audio nor video, saved as staff save them.
    const staff = await createStaff(web.site.app);
    const token = web.site.app.issueToken({ id: staff.id, tokenVersion: 0 });
    for (const episode of [
      { title: 'Browser test YouTube episode', youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration: '3:33' },
      { title: 'Browser test episode without media', youtube_url: '' },
    ]) {
      const res = await fetch(`${web.site.url}/api/podcasts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...episode, status: 'published' }),
      });
      expect(res.status, episode.title).toBe(201);
    }
    const { context, page } = await newPage();
    await gotoSettled(page, `${web.site.url}/podcast`);
    const episodes = page.locator('.episode');
    // Every episode of the first page (12 at most), not the first 4.
    expect(await episodes.count()).toBeGreaterThan(4);
    await expect(page.locator('.episode .badge').first().textContent()).resolves.toMatch(/^EP \d+$/);

    // Nothing to play: no Play button, and it says so.
    const silent = episodes.filter({ hasText: 'Browser test episode without media' });
    await silent.getByText('Not available yet').waitFor();
    expect(await silent.getByRole('button').count()).toBe(0);

    // The audio episode: the site's one <audio> element plays it, the docked bar says so.
    const audioEpisode = episodes.filter({ hasText: 'Browser test audio episode' });
    await audioEpisode.getByRole('button', { name: /^Play/ }).click();
    await page.locator('.player__status', { hasText: 'Now Playing' }).waitFor();
    expect(await page.locator('audio.site-player-media').getAttribute('src')).toBe('/audio/silence.wav');
    await audioEpisode.getByRole('button', { name: /^Pause/ }).click();
    await page.locator('.player__status', { hasText: 'Paused' }).waitFor();

    // The YouTube-only episode: a hidden player driven by messages; the bar follows the presses.
    const ytEpisode = episodes.filter({ hasText: 'Browser test YouTube episode' });
    await ytEpisode.getByRole('button', { name: /^Play/ }).click();
    await page.locator('.player__status', { hasText: 'Now Playing' }).waitFor();
    const frame = await page.locator('iframe.site-player-media').getAttribute('src');
    expect(frame).toContain('enablejsapi=1');
    await ytEpisode.getByRole('button', { name: /^Pause/ }).click();
    await page.locator('.player__status', { hasText: 'Paused' }).waitFor();
    await context.close();
  });

  it('episode page: the list links to it; its Play streams the uploaded audio through the counted address in the docked player; JSON-LD in the head', async () => {
    // A real MP3 uploaded as staff do, then a published episode holding it (as the podcast form saves it).
    const staff = await createStaff(web.site.app);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(readFileSync(join(ROOT, 'tests/fixtures/tone.mp3')))], { type: 'audio/mpeg' }), 'tone.mp3');
    const upload = await fetch(`${web.site.url}/api/podcasts/audio`, {
      method: 'POST',
      headers: { authorization: `Bearer ${web.site.app.issueToken({ id: staff.id, tokenVersion: 0 })}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const audio = ((await upload.json()) as { data: { url: string; mime_type: string; size: number; duration: number } }).data;
    const title = 'Browser test episode page';
    const id = makePodcastEpisode(web.site.app.db, {
      title,
      audioUrl: audio.url,
      audioType: audio.mime_type,
      audioSize: audio.size,
      audioDuration: audio.duration,
      transcript: 'Host: A two-second tone, for the browser test.',
      publishDate: new Date(Date.now() - 30_000).toISOString(),
    });

    const { context, page } = await newPage({ width: 390 });
    await gotoSettled(page, `${web.site.url}/podcast`);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`${web.site.url}/podcast/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    for (const load of ['client-side navigation', 'server render']) {
      // Once hydrated: a tap before the page's script has run has nothing to answer it yet.
      if (load === 'server render') await reloadSettled(page);
      // Nothing is fetched before Play.
      expect(await page.locator('audio.site-player-media').count(), load).toBe(0);
      await page.getByRole('button', { name: /^(Play episode|Resume)/ }).click();
      const player = page.locator('audio.site-player-media');
      await page.locator('.player__status', { hasText: 'Now Playing' }).waitFor();
      expect(await player.getAttribute('src'), load).toBe(`/podcast/${id}/audio.mp3`);
      await page.getByRole('region', { name: 'Podcast player' }).getByRole('button', { name: 'Pause' }).click();
      const ld = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
      expect(ld, load).toMatchObject({ '@type': 'PodcastEpisode', name: title, url: `${web.site.url}/podcast/${id}` });
      expect((ld.associatedMedia as Record<string, unknown>).contentUrl, load).toBe(`${web.site.url}/podcast/${id}/audio.mp3`);
    }
    // What the player fetches answers with the audio (whole, or the range a player asks for).
    const src = await page.locator('audio.site-player-media').getAttribute('src');
    const ranged = await page.request.get(`${web.site.url}${src}`, { headers: { range: 'bytes=0-1023' } });
    expect([200, 206]).toContain(ranged.status());
    expect(ranged.headers()['content-type']).toBe('audio/mpeg');
    // The transcript folds open.
    await page.getByText('Transcript', { exact: true }).click();
    await page.getByText('A two-second tone, for the browser test.').waitFor();
    await context.close();
  });

  it('dark mode survives a reload, dark from the first paint', async () => {
    const { context, page } = await newPage();
    await gotoSettled(page, web.site.url);
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await bg();
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const dark = await bg();
    expect(dark).not.toBe(light);
    await recordFirstLook(context);
    await reloadSettled(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await bg()).toBe(dark);
    // Dark before the page was ever shown light: no flash of the wrong theme.
    expect(await firstLook(page)).toEqual({ body: { theme: 'dark', background: dark }, frame: { theme: 'dark' } });
    // The server's HTML did not carry it (the same HTML for every reader): the browser applied it.
    expect(await (await fetch(web.site.url, { headers: { cookie: 'theme=dark' } })).text()).toMatch(/^<!doctype html>\n<html lang="en">\n/);
    await context.close();
  });

  it('a light choice wins over a dark system from the first paint; no choice follows the system', async () => {
    const { context, page } = await newPage({ dark: true });
    await recordFirstLook(context);
    await page.goto(web.site.url, { waitUntil: 'load' });
    const systemDark = await firstLook(page);
    expect(systemDark.body.theme).toBeUndefined();
    expect(lightness(systemDark.body.background)).toBeLessThan(0.5);
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload({ waitUntil: 'load' });
    const chosenLight = await firstLook(page);
    expect(chosenLight.body.theme).toBe('light');
    expect(chosenLight.frame.theme).toBe('light');
    expect(lightness(chosenLight.body.background)).toBeGreaterThan(0.5);
    await context.close();
  });

  it('a reader who chose dark before (the old theme cookie) keeps it from the first paint; it moves to localStorage', async () => {
    const { context, page } = await newPage();
    await context.addCookies([{ name: 'theme', value: 'dark', url: web.site.url }]);
    await recordFirstLook(context);
    await gotoSettled(page, `${web.site.url}/article/${ids.article.id}`);
    const first = await firstLook(page);
    expect(first.body.theme).toBe('dark');
    expect(lightness(first.body.background)).toBeLessThan(0.5);
    // Moved by the app once hydrated, which can come after network idle on a loaded machine.
    await page.waitForFunction(() => localStorage.getItem('theme') === 'dark');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('theme');
    await page.reload({ waitUntil: 'load' });
    expect((await firstLook(page)).body.theme).toBe('dark');
    await context.close();
  });

  it('the back office shell gets the saved theme before the first paint, and its toggle still switches and saves it', async () => {
    const { context, page } = await newPage();
    await gotoSettled(page, web.site.url);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await recordFirstLook(context);
    await gotoSettled(page, `${web.site.url}/admin/login`);
    const first = await firstLook(page);
    expect(first.body.theme).toBe('dark');
    expect(lightness(first.body.background)).toBeLessThan(0.5);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual(['light', 'light']);
    await reloadSettled(page);
    expect((await firstLook(page)).body.theme).toBe('light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
    await context.close();
  });

  it('the phone menu takes the focus when it opens and gives it back on Escape; the section button names where the reader is, or none', async () => {
    const { context, page } = await newPage({ width: 390 });
    await gotoSettled(page, `${web.site.url}/`);
    const summary = page.locator('.section-dropdown summary');
    expect((await summary.textContent())?.trim()).toBe('Sections');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForFunction(() => document.activeElement?.id === 'menu-search');
    await page.keyboard.press('Escape');
    await page.locator('#site-menu[hidden]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open menu');

    await gotoSettled(page, `${web.site.url}/article/${ids.article.id}`);
    expect((await summary.textContent())?.trim()).toBe('Section: Magazine');
    await gotoSettled(page, `${web.site.url}/tvshow/${ids.tv}`);
    expect((await summary.textContent())?.trim()).toBe('Section: TV Show');
    await context.close();
  });

  it('the category strip links each category to its page once, scrolls by itself, holds still under the pointer or the keyboard, rests out of view, and stands still when less motion is asked for', async () => {
    const { context, page } = await newPage({ width: 390 });
    await gotoSettled(page, `${web.site.url}/about`);
    const strip = page.getByRole('navigation', { name: 'Categories' });
    // The second copy, which makes the loop seamless, is hidden from screen readers and the Tab key.
    const links = strip.getByRole('link');
    expect(await links.allInnerTexts()).toEqual([...ARTICLE_CATEGORIES]);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(ARTICLE_CATEGORIES.map(categoryPath));

    const track = page.locator('.strip__track');
    const motion = () => track.evaluate((el) => el.getAnimations().map((a) => ({ state: a.playState, endless: a.effect?.getComputedTiming().iterations === Infinity })));
    expect(await motion()).toEqual([{ state: 'running', endless: true }]);
    // Where the track stands at a moment of its loop: the animation's own clock is set there
    // instead of waiting for it (the loop starts 3 s after load and lasts 40 s).
    const leftAt = (ms: number) =>
      track.evaluate((el, t) => {
        el.getAnimations()[0].currentTime = t;
        return el.getBoundingClientRect().left;
      }, ms);
    const width = await track.evaluate((el) => el.getBoundingClientRect().width);
    const start = await leftAt(3_000);
    // A quarter of the way round, it has moved left by a quarter of one copy (half the track).
    expect(start - (await leftAt(3_000 + 10_000))).toBeCloseTo(width / 8, 0);

    await strip.hover();
    expect(await motion()).toEqual([{ state: 'paused', endless: true }]);
    await page.mouse.move(5, 700);
    expect(await motion()).toEqual([{ state: 'running', endless: true }]);
    await links.first().focus();
    expect(await motion()).toEqual([{ state: 'paused', endless: true }]);
    await links.first().blur();
    // Scrolled out of view it rests (a phone's compositor stops drawing it), and goes on when back.
    await page.mouse.wheel(0, 1500);
    await expect.poll(motion).toEqual([{ state: 'paused', endless: true }]);
    await page.mouse.wheel(0, -1500);
    await expect.poll(motion).toEqual([{ state: 'running', endless: true }]);

    // Less motion: no animation; the one list scrolls by hand instead.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await motion()).toEqual([]);
    await expect(page.locator('.strip ul[aria-hidden="true"]').isHidden()).resolves.toBe(true);
    expect(await strip.evaluate((el) => getComputedStyle(el).overflowX === 'auto' && el.scrollWidth > el.clientWidth)).toBe(true);
    await context.close();
  });

  it('an unknown path lands on /', async () => {
    const { context, page } = await newPage();
    await gotoSettled(page, `${web.site.url}/this/page/does-not-exist`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.locator('.hero-card--main').waitFor();
    await context.close();
  });

  it('the newsletter box subscribes and says so in a toast, which never covers the header\'s controls', async () => {
    const { context, page } = await newPage({ width: 390 });
    await gotoSettled(page, `${web.site.url}/about`);
    await page.locator('#newsletter-email').fill('reader@example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('.toast--success');
    await toast.waitFor();
    const header = (await page.locator('header.header').boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await context.close();
  });

  it('a 360 px phone has no horizontal scroll on any page, light or dark, each page shows its heading in that theme, and axe finds no WCAG 2.2 A/AA problem', async () => {
    const problems: string[] = [];
    const phone = { width: 360, dark: false };
    const { context, page } = await newPage(phone);
    for (const screen of publicScreens({ article: ids.main.id, video: ids.video, tv: ids.tv, podcast: ids.podcast })) {
      // The server's HTML already holds the layout, the heading and the theme: 'load' is enough for
      // the look. axe once hydrated: what a reader's screen reader meets is the live page. Dark is
      // the same DOM repainted, for a reader whose system is dark.
      await gotoLoaded(page, web.site.url + screen.path);
      problems.push(...(await problemsInBothSchemes(page, screen.name, phone, { beforeAxe: () => settled(page) })));
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 120_000);

  it("at 320, 360 and 412 px the home page, an article, the magazine, search and Saved are never wider than the screen, light or dark; the header shows the site's whole name, and a long one never pushes it wider", async () => {
    const problems: string[] = [];
    const { context, page } = await newPage({ width: 320 });
    // The magazine's pages: the sections' button says "Magazine", its longest label.
    const paths = ['/', `/article/${ids.article.id}`, '/magazine', '/search?q=africa', '/saved'];
    /** Whether the header's logo shows the whole name (not cut short by an ellipsis). */
    const wholeName = () => page.locator('header .logo__text').evaluate((el) => el.scrollWidth - el.getBoundingClientRect().width < 1);
    const check = async (label: string, widths: number[], whole: boolean) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 });
        for (const path of paths) {
          await gotoLoaded(page, web.site.url + path);
          if ((await wholeName()) !== whole) problems.push(`${label} ${path} ${width}px: the name ${whole ? 'is cut short' : 'is not cut short'}`);
          for (const dark of [false, true]) {
            await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
            problems.push(...(await lookProblems(page, `${label} ${path} ${width}px`, { width, dark })));
          }
        }
      }
    };
    await check('Insight Media', [320, 360, 412], true);

    // Renamed to a long name: the header still fits the narrowest phone, the name cut short with an ellipsis.
    const staff = await createStaff(web.site.app);
    const token = web.site.app.issueToken({ id: staff.id, tokenVersion: 0 });
    const rename = (site_name: string) =>
      fetch(`${web.site.url}/api/site`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ site_name }) });
    expect((await rename('The Kigali Review of Learning, Science and Innovation')).status).toBe(200);
    try {
      await check('long name', [320], false);
    } finally {
      expect((await rename('Insight Media')).status).toBe(200);
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 120_000);
});

interface FirstLook {
  /** When <body> first appears: after the <head> scripts, before anything is painted or hydrated. */
  body: { theme?: string; background: string };
  /** At the first animation frame, which comes just before the first paint. */
  frame: { theme?: string };
}

/**
 * Records, on every page the context opens, what the reader would see at the first paint: the
 * theme on <html> and the page background when <body> first appears, and the theme at the first
 * frame. It runs before any of the page's scripts, so a theme applied only by the app (after
 * hydration) shows here as none.
 */
async function recordFirstLook(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const look: Partial<FirstLook> = {};
    (window as unknown as { firstLook: Partial<FirstLook> }).firstLook = look;
    const observer = new MutationObserver(() => {
      if (!document.body || look.body) return;
      observer.disconnect();
      look.body = { theme: document.documentElement.dataset.theme, background: getComputedStyle(document.body).backgroundColor };
    });
    observer.observe(document, { childList: true, subtree: true });
    requestAnimationFrame(() => {
      look.frame = { theme: document.documentElement.dataset.theme };
    });
  });
}

async function firstLook(page: Page): Promise<FirstLook> {
  await page.waitForFunction(() => {
    const look = (window as unknown as { firstLook?: Partial<FirstLook> }).firstLook;
    return Boolean(look?.body && look.frame);
  });
  return page.evaluate(() => (window as unknown as { firstLook: FirstLook }).firstLook);
}

/** 0 (black) to 1 (white), of an rgb() colour. */
function lightness(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
}
