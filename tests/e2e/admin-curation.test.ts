/**
 * Curating the homepage from the whole archive, in a real browser (Debian's headless Chromium
 * through playwright-core) against the production build on a seeded temporary database: the Main
 * Articles and Editor's Pick pickers find an article older than the newest ten by a word of its
 * title (searched on the server), and the Featured screen's arrows reorder the homepage's Featured
 * section for real, which shows each story once (an article in a main slot or Editor's Pick is noted
 * on the screen, not repeated there). Each change is then looked for on the public home page.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { setUpStaffSite } from '../helpers/file-site.ts';

const EMAIL = 'curator@e2e.example.org';
const PASSWORD = 'Curator-Pass-2026';

interface ArticleFacts {
  id: string;
  title: string;
  main_position: string | null;
  editors_pick: boolean;
}

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD });
const { api, signedInPage } = staff;

/** Published articles, newest first (the pickers' order). */
async function publishedArticles(): Promise<ArticleFacts[]> {
  return (await api<{ data: ArticleFacts[] }>('/articles?status=published&limit=100')).data;
}

/** The longest word of a title: one a person would type to find it. */
const wordOf = (title: string) => title.split(/[^A-Za-z]+/).sort((a, b) => b.length - a.length)[0];

/**
 * Opens the public home page until `check` holds: shared caches may keep a public answer a few
 * seconds (s-maxage), so a change is looked for with reloads rather than once.
 */
async function homeUntil(page: Page, check: (page: Page) => Promise<boolean>): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto(`${staff.site.url}/`, { waitUntil: 'domcontentloaded' });
        return check(page);
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
}

const titlesIn = (locator: Locator) => locator.locator('.card__title').allTextContents();

describe('curating the homepage from the whole archive', () => {
  it('finds an article older than the newest ten in the Main Articles picker and sets it as main', async () => {
    const published = await publishedArticles();
    expect(published.length).toBeGreaterThan(12);
    const old = published.slice(10).find((a) => !a.main_position)!;
    const word = wordOf(old.title);

    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/magazine/main-articles`);
    await page.getByRole('heading', { name: 'Main Articles Management' }).waitFor();
    const picker = page.locator('.adm-panel', { has: page.getByRole('heading', { name: /Choose from all published articles/ }) });
    await picker.locator('.adm-ranked').first().waitFor();
    // Ten a page, newest first: the old article is not on the first page.
    await expect.poll(() => picker.locator('.adm-ranked').count()).toBe(10);
    expect(await picker.locator('.adm-ranked', { hasText: old.title }).count()).toBe(0);

    await picker.getByLabel('Search published articles').fill(word.toLowerCase());
    const row = picker.locator('.adm-ranked', { hasText: old.title });
    await row.waitFor();
    await row.getByRole('button', { name: 'Set as Main' }).click();
    await page.getByText('Article set as main article successfully!').waitFor();
    await page.getByRole('region', { name: 'Main Article', exact: true }).getByText(old.title).waitFor();
    // The picker reloaded its page: the row now holds the slot, so Set as Main is off.
    await expect.poll(() => row.getByRole('button', { name: 'Set as Main' }).isDisabled()).toBe(true);

    const home = await context.newPage();
    await homeUntil(home, async (p) => (await p.locator('.hero-card--main', { hasText: old.title }).count()) === 1);
    await context.close();
  }, 60_000);

  it("adds an old article to Editor's Pick through search", async () => {
    const published = await publishedArticles();
    const old = published.slice(10).find((a) => !a.editors_pick && !a.main_position)!;
    const word = wordOf(old.title);

    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/magazine/editors-pick`);
    await page.getByRole('heading', { name: "Editor's Pick", exact: true }).waitFor();
    const current = page.locator('.adm-panel', { has: page.getByRole('heading', { name: "Current Editor's Picks" }) });
    await current.locator('.adm-ranked').first().waitFor();
    // The seed fills every slot: make room first.
    if ((await page.locator('.adm-slots-used').textContent())?.startsWith('4/4')) {
      await current.getByRole('button', { name: /^Remove / }).first().click();
      await page.getByText('3/4 slots used').waitFor();
    }

    const picker = page.locator('.adm-panel', { has: page.getByRole('heading', { name: /Available Articles/ }) });
    await picker.getByLabel('Search published articles').fill(word);
    const row = picker.locator('.adm-ranked', { hasText: old.title });
    await row.getByRole('button', { name: `Add ${old.title} to Editor's Pick` }).click();
    await page.getByText(`"${old.title}" added to Editor's Pick`).waitFor();
    await current.locator('.adm-ranked', { hasText: old.title }).waitFor();
    await page.getByText('4/4 slots used').waitFor();
    // Picked articles leave the picker.
    await row.waitFor({ state: 'detached' });

    const home = await context.newPage();
    const editors = home.locator('section[aria-labelledby="editors-heading"]');
    await homeUntil(home, async () => (await titlesIn(editors)).includes(old.title));
    await context.close();
  }, 60_000);

  it('moves a featured article up: the order is saved and the public Featured section follows it', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/magazine/featured`);
    await page.getByRole('heading', { name: 'Featured Articles' }).waitFor();
    const rows = page.locator('.adm-ranked');
    await rows.first().waitFor();
    const before = await rows.locator('.adm-row-title__link').allTextContents();
    expect(before.length).toBeGreaterThanOrEqual(5);
    await expect(rows.first().getByRole('button', { name: `Move ${before[0]} up` }).isDisabled()).resolves.toBe(true);
    await expect(rows.last().getByRole('button', { name: `Move ${before.at(-1)} down` }).isDisabled()).resolves.toBe(true);
    // The homepage shows each story once: an article in a main slot (the seed's hero stories are
    // featured) or in Editor's Pick is noted, and the first three of the others are on the homepage.
    const elsewhere = new Set<string>();
    for (const [i, title] of before.entries()) {
      if ((await rows.nth(i).locator('.adm-chip', { hasText: /not repeated here/ }).count()) > 0) elsewhere.add(title);
    }
    expect(elsewhere.size).toBeGreaterThan(0);
    const homepageOf = (order: string[]) => order.filter((t) => !elsewhere.has(t)).slice(0, 3);
    const onHomepage = rows.locator('.adm-chip', { hasText: 'On the homepage' });
    expect(await onHomepage.count()).toBe(3);
    const chipped = async () => {
      const titles: string[] = [];
      for (const [i, title] of (await rows.locator('.adm-row-title__link').allTextContents()).entries()) {
        if ((await rows.nth(i).locator('.adm-chip', { hasText: 'On the homepage' }).count()) > 0) titles.push(title);
      }
      return titles;
    };
    expect(await chipped()).toEqual(homepageOf(before));

    // The fourth the homepage could show is not on it; one move up puts it above the third.
    const moved = before.filter((t) => !elsewhere.has(t))[3];
    const at = before.indexOf(moved);
    await page.getByRole('button', { name: `Move ${moved} up` }).click();
    await page.getByText(`"${moved}" moved to #${at}. Featured order saved successfully!`).waitFor();
    const after = [...before.slice(0, at - 1), moved, before[at - 1], ...before.slice(at + 1)];
    expect(await rows.locator('.adm-row-title__link').allTextContents()).toEqual(after);
    // Focus stays on the moved row's arrow, so the keyboard can move it again.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${moved} up`);
    await expect.poll(chipped, { timeout: 10_000 }).toEqual(homepageOf(after));

    await page.reload();
    await rows.first().waitFor();
    expect(await rows.locator('.adm-row-title__link').allTextContents()).toEqual(after);

    const home = await context.newPage();
    const featured = home.locator('section[aria-labelledby="featured-heading"]');
    await homeUntil(home, async () => JSON.stringify(await titlesIn(featured)) === JSON.stringify(homepageOf(after)));
    await context.close();
  }, 60_000);
});
