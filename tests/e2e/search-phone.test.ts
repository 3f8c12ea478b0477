/**
 * Search on a phone (issue 15) in a real browser, on the production build with the seed: the filters
 * fold behind one 'Filters' button so the first result is on the first screen, result cards use the
 * full width under their picture, the clear button clears the search (results and URL), and result
 * pages ask search engines not to index them. On a desktop the filters stay in view. At 360 px the
 * header's search button opens the search page ready to type, a misspelt word finds its story, a
 * query that finds nothing offers "Did you mean" from the site's own words, and axe passes (the
 * page's and the header's search landmarks have distinct names).
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { axeProblems } from '../helpers/axe.ts';
import { gotoSettled } from '../helpers/settled.ts';
import { setUpSite } from '../helpers/file-site.ts';

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };

const web = setUpSite();

async function newPage(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await web.browser.newContext({ viewport, deviceScaleFactor: 2, isMobile: viewport.width < 600, hasTouch: viewport.width < 600 });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

describe('search on a phone', () => {
  it('folds the filters behind one button, shows the first result on the first screen, full-width cards', async () => {
    const { context, page } = await newPage(PHONE);
    await gotoSettled(page, `${web.site.url}/search?q=africa`);
    const first = page.locator('.result').first();
    await first.waitFor();

    const toggle = page.getByRole('button', { name: /^Filters/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#search-filters').isVisible()).toBe(false);
    const top = (await first.boundingBox())!.y;
    expect(top).toBeLessThan(PHONE.height);
    // Its whole picture and title too, not just its top border (the unfolded filters, some 220 px,
    // would push the title below the fold).
    const title = (await first.locator('.result__title').boundingBox())!;
    expect(title.y + title.height).toBeLessThan(PHONE.height);

    // The card spans the content width; the picture spans the card, the text under it the same width.
    const card = (await first.locator('.result__link').boundingBox())!;
    const picture = (await first.locator('.result__media img').boundingBox())!;
    const body = (await first.locator('.result__body').boundingBox())!;
    expect(card.width).toBeGreaterThanOrEqual(PHONE.width - 32 - 1);
    expect(picture.width).toBeGreaterThanOrEqual(card.width - 2 - 1);
    expect(body.y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    expect(body.width).toBeGreaterThanOrEqual(card.width - 2 - 1);

    // The button opens the filters; a filter chosen is counted on it and kept in the URL.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Type').selectOption('articles');
    await page.waitForURL(/type=articles/);
    await page.locator('.results-count').waitFor();
    expect(await page.getByLabel('Type').isVisible()).toBe(true);
    expect((await toggle.textContent())?.replace(/\s+/g, ' ').trim()).toBe('Filters1 active');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#search-filters').isVisible()).toBe(false);
    await context.close();
  });

  it('the clear button empties the box, removes the results and the q from the URL', async () => {
    const { context, page } = await newPage(PHONE);
    await gotoSettled(page, `${web.site.url}/search?q=africa&sort=date`);
    await page.locator('.result').first().waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    expect(await page.locator('#search-input').inputValue()).toBe('');
    expect(await page.locator('.result').count()).toBe(0);
    expect(await page.locator('.results-count').count()).toBe(0);
    await page.getByRole('heading', { name: 'Search Insight Media', level: 2 }).waitFor();
    // The filters are the reader's choice for the next search: kept.
    expect(new URL(page.url()).searchParams.get('sort')).toBe('date');
    // The box keeps the focus, ready for the next words.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await context.close();
  });

  it('result pages are noindex, in the served HTML and after moving between pages', async () => {
    const { context, page } = await newPage(PHONE);
    await gotoSettled(page, `${web.site.url}/`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    await gotoSettled(page, `${web.site.url}/search?q=africa`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // In-app navigation to a result and back updates the tag both ways.
    await page.locator('.result__link').first().click();
    await page.waitForURL((url) => url.pathname !== '/search');
    await page.waitForFunction(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') === 'index, follow');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex');
    await context.close();
  });

  it('at 360 px: the header button, a typo, "Did you mean", and axe', async () => {
    const { context, page } = await newPage(SMALL_PHONE);
    await gotoSettled(page, `${web.site.url}/magazine`);
    // The header's box does not fit a phone: its button opens the search page, the field focused.
    // With the longest section name beside it, the header still fits: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(SMALL_PHONE.width);
    await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await page.waitForFunction(() => document.activeElement?.id === 'search-input');

    // Two typos in a long word (two letters left out): still found, by its title.
    await page.locator('#search-input').fill('Kinyrwnda');
    await page.locator('#search-input').press('Enter');
    await page.getByRole('link', { name: /Teaching Machines to Speak Kinyarwanda/ }).waitFor();

    // Too far for a match, near enough for a suggestion from the site's words; the link runs it.
    await page.locator('#search-input').fill('swetto');
    await page.locator('#search-input').press('Enter');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    expect(await page.locator('.results-count').textContent()).toBe('Found 0 results for "swetto"');
    const suggestion = page.locator('.did-you-mean a');
    expect(await page.locator('.did-you-mean').textContent()).toBe('Did you mean soweto?');
    expect(await axeProblems(page, 'search, nothing found, 360 px')).toEqual([]);
    await suggestion.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'soweto');
    await page.getByRole('link', { name: /Peer Tutoring Circles of Soweto/ }).waitFor();
    expect(await page.locator('#search-input').inputValue()).toBe('soweto');
    await context.close();
  });

  it('on a desktop the filters are in view and the button is not', async () => {
    const { context, page } = await newPage({ width: 1280, height: 900 });
    await gotoSettled(page, `${web.site.url}/search?q=africa`);
    await page.locator('.result').first().waitFor();
    expect(await page.getByRole('button', { name: /^Filters/ }).isVisible()).toBe(false);
    expect(await page.getByLabel('Type').isVisible()).toBe(true);
    expect(await page.getByLabel('Sort by').isVisible()).toBe(true);
    // The header's search box is in view here too: its landmark and the page's are told apart.
    expect(await page.getByRole('search', { name: 'Site search' }).isVisible()).toBe(true);
    expect(await axeProblems(page, 'search results, desktop')).toEqual([]);
    await context.close();
  });
});
