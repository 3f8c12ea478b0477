/**
 * What to read next (issue 48), on a 360 px phone against the seeded site: an article ends with
 * related stories (others in its category or sharing a tag), a TV episode with the next episode and
 * its season, a podcast episode with the next in its series, each link working on a first load and
 * after moving within the app. The home page shows every story once, Load More included, with
 * Trending before the long Latest list; the back office says when an Editor's Pick is shown in a
 * main slot instead.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { gotoSettled } from '../helpers/settled.ts';
import { axeProblems } from '../helpers/axe.ts';

const staff = setUpStaffSite({ email: 'reader-next@e2e.example.org', password: 'Reader-Next-Pass-2026' });
const PHONE = { width: 360, height: 740 };

async function phone(): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await staff.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { page, close: () => context.close() };
}

const get = async <T,>(path: string): Promise<T> => (await (await fetch(`${staff.site.url}/api${path}`)).json()) as T;
const articleIds = (page: Page, selector: string) =>
  page.locator(`${selector} a[href^="/article/"]`).evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.slice('/article/'.length)))]);

describe('what to read next', () => {
  it('an article ends with related stories, never itself; one of them opens with its own', async () => {
    const { page, close } = await phone();
    const main = (await get<{ data: { mainArticle: { id: string } } }>('/public/articles/main')).data.mainArticle.id;
    await gotoSettled(page, `${staff.site.url}/article/${main}`);
    await page.getByRole('heading', { name: 'Related stories' }).waitFor();
    const related = await articleIds(page, '.related');
    expect(related.length).toBeGreaterThanOrEqual(1);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related).not.toContain(main);
    // The related stories come after the article's text and before its comments.
    const order = await page.evaluate(() => ['.article__content', '.related', '.comments'].map((s) => document.querySelector(s)!.getBoundingClientRect().top + window.scrollY));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(await axeProblems(page, 'related stories')).toEqual([]);

    // Moving within the app: the next article's related stories come from the API.
    await page.locator(`.related a[href="/article/${related[0]}"]`).first().click();
    await page.waitForURL(`**/article/${related[0]}`);
    await page.getByRole('heading', { name: 'Related stories' }).waitFor();
    // The address changes before the new article's data arrives: until then the list shown is the last article's.
    await expect.poll(() => articleIds(page, '.related'), { timeout: 10_000 }).not.toContain(related[0]);
    expect((await articleIds(page, '.related')).length).toBeGreaterThanOrEqual(1);
    await close();
  });

  it('a TV episode offers the next episode and its season; a podcast episode the next in its series', async () => {
    const { page, close } = await phone();
    const tv = (await get<{ data: { tvShows: Array<{ id: string; season_number: number; episode_number: number }> } }>('/public/tvshows?limit=50')).data.tvShows;
    const first = tv.find((e) => e.season_number === 1 && e.episode_number === 1)!;
    const second = tv.find((e) => e.season_number === 1 && e.episode_number === 2)!;
    await gotoSettled(page, `${staff.site.url}/tvshow/${first.id}`);
    const upNext = page.locator('section.next-reads');
    await upNext.getByText('Next episode · S1 E2').waitFor();
    const season = upNext.getByRole('navigation');
    expect(await season.locator('a[aria-current="page"]').getAttribute('href')).toBe(`/tvshow/${first.id}`);
    expect(await season.locator('li').count()).toBe(tv.filter((e) => e.season_number === 1).length);
    expect(await axeProblems(page, 'TV up next')).toEqual([]);
    await upNext.locator(`a.up-next[href="/tvshow/${second.id}"]`).click();
    await page.waitForURL(`**/tvshow/${second.id}`);
    // As above: the last episode's list stays on screen until the new one's data arrives.
    await expect.poll(() => page.locator('section.next-reads nav a[aria-current="page"]').getAttribute('href'), { timeout: 10_000 }).toBe(`/tvshow/${second.id}`);

    type Episode = { id: string; episode_number: number; podcast_series: { id: string; title: string } };
    const episodes = (await get<{ data: { podcasts: Episode[] } }>('/public/podcasts?limit=50')).data.podcasts;
    const one = episodes.find((e) => e.episode_number === 1)!;
    const two = episodes.find((e) => e.episode_number === 2 && e.podcast_series.id === one.podcast_series.id)!;
    await gotoSettled(page, `${staff.site.url}/podcast/${one.id}`);
    await page.getByRole('heading', { name: `Next in ${one.podcast_series.title}` }).waitFor();
    await page.locator(`a.up-next[href="/podcast/${two.id}"]`).click();
    await page.waitForURL(`**/podcast/${two.id}`);
    await page.getByRole('heading', { name: `Next in ${one.podcast_series.title}` }).waitFor();
    await close();
  });
});

describe('the home page', () => {
  it('shows each story once, Load More included, and Trending before the Latest list on a phone', async () => {
    const { page, close } = await phone();
    await gotoSettled(page, `${staff.site.url}/`);
    const sections = {
      hero: 'section[aria-label="Main stories"]',
      featured: 'section[aria-labelledby="featured-heading"]',
      editors: 'section[aria-labelledby="editors-heading"]',
      latest: 'section[aria-labelledby="latest-heading"]',
    };
    const loadMore = page.getByRole('button', { name: 'Load More Articles' });
    while ((await loadMore.count()) > 0) await loadMore.click();
    const shown: string[] = [];
    for (const [name, selector] of Object.entries(sections)) {
      const ids = await articleIds(page, selector);
      expect(ids.length, name).toBeGreaterThan(0);
      shown.push(...ids);
    }
    expect(shown.length - new Set(shown).size).toBe(0);
    // Each section keeps its count: Featured three, the hero two.
    expect((await articleIds(page, sections.featured)).length).toBe(3);
    expect((await articleIds(page, sections.hero)).length).toBe(2);

    const trending = (await page.locator('.trending').boundingBox())!;
    const latest = (await page.locator(sections.latest).boundingBox())!;
    expect(trending.y + trending.height).toBeLessThanOrEqual(latest.y);
    await close();
  });
});

describe('the back office', () => {
  it("notes an Editor's Pick that the homepage shows in a main slot instead", async () => {
    type Article = { id: string; title: string; editors_pick: boolean; main_position: string | null };
    const picks = (await staff.api<{ data: Article[] }>('/articles?editors_pick=true&status=all&limit=10')).data;
    const pick = picks.find((a) => !a.main_position)!;
    expect((await staff.api<{ success: boolean }>(`/articles/${pick.id}/set-main`, { method: 'PUT', body: JSON.stringify({ position: 'second' }) })).success).toBe(true);
    const { context, page } = await staff.signedInPage();
    await page.goto(`${staff.site.url}/admin/magazine/editors-pick`);
    const row = page.locator('.adm-ranked', { hasText: pick.title });
    await row.getByText('Second Main Article: not repeated here').waitFor();
    expect(await axeProblems(page, "Editor's Pick with a note")).toEqual([]);

    // And the home page does not repeat it.
    const home = await context.newPage();
    await gotoSettled(home, `${staff.site.url}/`);
    expect(await articleIds(home, 'section[aria-labelledby="editors-heading"]')).not.toContain(pick.id);
    expect(await articleIds(home, 'section[aria-label="Main stories"]')).toContain(pick.id);
    await context.close();
  });
});
