/**
 * Sharing (issue 48) on a 360 px phone, on every kind of item page: without the Web Share API the
 * Share button unfolds plain links, WhatsApp first, then X, Facebook, LinkedIn, Telegram, e-mail and
 * Copy link (which says it copied); with it, the phone's own share sheet gets the page instead. No
 * request leaves for a network's site before a tap.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { setUpSite } from '../helpers/file-site.ts';
import { gotoSettled } from '../helpers/settled.ts';
import { axeProblems } from '../helpers/axe.ts';

const web = setUpSite();
const PHONE = { width: 360, height: 740 };
let pages: Array<{ kind: string; path: string; title: string }> = [];

async function get<T>(path: string): Promise<T> {
  return (await (await fetch(`${web.site.url}/api${path}`)).json()) as T;
}

beforeAll(async () => {
  type Item = { id: string; title: string };
  const article = (await get<{ data: { mainArticle: Item } }>('/public/articles/main')).data.mainArticle;
  const video = (await get<{ data: { videos: Item[] } }>('/public/videos?limit=1')).data.videos[0];
  const tv = (await get<{ data: { tvShows: Item[] } }>('/public/tvshows?limit=1')).data.tvShows[0];
  const podcast = (await get<{ data: { podcasts: Item[] } }>('/public/podcasts?limit=1')).data.podcasts[0];
  pages = [
    { kind: 'article', path: `/article/${article.id}`, title: article.title },
    { kind: 'video', path: `/video/${video.id}`, title: video.title },
    { kind: 'TV episode', path: `/tvshow/${tv.id}`, title: tv.title },
    { kind: 'podcast episode', path: `/podcast/${podcast.id}`, title: podcast.title },
  ];
});

/** A phone whose browser has the Web Share API (recording what it was asked to share) or not. */
async function phone(webShare: boolean): Promise<{ context: BrowserContext; page: Page; outside: string[] }> {
  const context = await web.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addInitScript((has: boolean) => {
    if (has) {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: (data: unknown) => (shared.push(data), Promise.resolve()) });
    } else {
      delete (Navigator.prototype as { share?: unknown }).share;
    }
  }, webShare);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const outside: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(web.site.url) && !r.url().startsWith('data:')) outside.push(r.url());
  });
  return { context, page, outside };
}

describe('sharing an item', () => {
  it('without the Web Share API: plain links, WhatsApp first, each with the page address; Copy link says it copied', async () => {
    const { context, page, outside } = await phone(false);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: web.site.url });
    for (const { kind, path, title } of pages) {
      await gotoSettled(page, web.site.url + path);
      const address = web.site.url + path;
      const share = page.locator('details.share');
      expect(await share.locator('.share__panel').isVisible(), kind).toBe(false);
      await share.getByText('Share', { exact: true }).click();
      const panel = share.locator('.share__panel');
      await panel.waitFor();
      const links = panel.locator('a.share__link');
      // Written by the panel's own chunk, loaded at the tap.
      await links.first().waitFor();
      expect(await links.allTextContents(), kind).toEqual(['WhatsApp', 'X', 'Facebook', 'LinkedIn', 'Telegram', 'E-mail']);
      const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs[0], kind).toBe(`https://wa.me/?text=${encodeURIComponent(`${title} ${address}`)}`);
      expect(hrefs[1]).toMatch(/^https:\/\/x\.com\/intent\/post\?/);
      expect(hrefs[2]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/);
      expect(hrefs[3]).toMatch(/^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?/);
      expect(hrefs[4]).toMatch(/^https:\/\/t\.me\/share\/url\?/);
      expect(hrefs[5]).toMatch(/^mailto:\?subject=/);
      for (const href of hrefs) expect(decodeURIComponent(href), `${kind}: ${href}`).toContain(address);
      // The links open the network in a new tab, telling it nothing of this page beyond the address.
      expect(await links.first().getAttribute('rel')).toBe('noopener noreferrer');
      // The panel fits the phone.
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

      await panel.getByRole('button', { name: 'Copy link' }).click();
      await panel.getByRole('status').getByText('Link copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      if (kind === 'article') expect(await axeProblems(page, 'share panel open')).toEqual([]);
    }
    // Nothing was fetched from any network's site: plain links, loaded only when followed.
    expect(outside.filter((u) => !u.includes('youtube'))).toEqual([]);
    await context.close();
  });

  it("with the Web Share API: the phone's share sheet gets the title and address, and the links stay folded", async () => {
    const { context, page } = await phone(true);
    for (const { kind, path, title } of pages) {
      await gotoSettled(page, web.site.url + path);
      await page.locator('details.share').getByText('Share', { exact: true }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length), { message: kind, timeout: 10_000 }).toBe(1);
      expect(await page.evaluate(() => (window as unknown as { shared: unknown[] }).shared[0]), kind).toEqual({ title, url: web.site.url + path });
      expect(await page.locator('details.share').getAttribute('open'), kind).toBeNull();
    }
    await context.close();
  });
});
