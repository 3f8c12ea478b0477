/**
 * Authors are people (issue 49), in real headless Chromium on a seeded site: the public author page
 * on a 360 px phone reads the profile (portrait, bio, links) and a renamed author's old address
 * leads to the new one; the Authors screen passes axe and fits a phone in both schemes; the
 * article editor's author picker starts with the writer's own profile, finds a profile as one
 * types and adds a guest author inline; a member edits their own profile on Account Settings. E2E_SCREENSHOTS=1 keeps the pictures
 * (test-results/screenshots/admin/authors-*).
 */
import { describe, expect, it } from 'vitest';
import type { Author } from '../../shared/api/authors.ts';
import { editorSection, toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { authorsScreen, openAdminScreen, problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const staff = setUpStaffSite({ email: 'authors-admin@e2e.example.org', password: 'Authors-Admin-2026' });

async function profileNamed(name: string): Promise<Author> {
  const res = await staff.api<{ data: Author[] }>(`/authors?q=${encodeURIComponent(name)}`);
  return res.data.find((a) => a.name === name)!;
}

async function putProfile(id: string, body: Record<string, unknown>): Promise<void> {
  await staff.api(`/authors/${id}`, { method: 'PUT', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
}

describe('authors', () => {
  it('the public author page shows the profile on a 360 px phone; an old slug leads to the new one', async () => {
    const amara = await profileNamed('Amara Nwosu');
    await putProfile(amara.id, { links: [{ label: 'Website', url: 'https://amara.example.org' }, { label: '', url: 'https://x.com/amaranwosu' }] });
    const zawadi = await profileNamed('Zawadi Otieno');
    await putProfile(zawadi.id, { name: 'Zawadi A. Otieno' });

    for (const dark of [false, true]) {
      const look = { width: 360, dark };
      const { context, page } = await staff.signedInPage(look);
      await page.goto(`${staff.site.url}/author/amara-nwosu`);
      const header = page.locator('.author-header');
      await header.getByRole('heading', { name: 'Amara Nwosu', level: 1 }).waitFor();
      const portrait = header.locator('img.author-header__photo');
      await portrait.waitFor();
      // The portrait loads (decode() rejects a broken picture).
      expect(await portrait.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBeGreaterThan(0);
      expect(await header.locator('.author-header__bio').textContent()).toContain('senior education correspondent');
      const links = header.getByRole('list', { name: 'Amara Nwosu elsewhere' });
      expect(await links.getByRole('link').allTextContents()).toEqual(['Website', 'x.com']);
      expect(await links.getByRole('link', { name: 'x.com' }).getAttribute('href')).toBe('https://x.com/amaranwosu');
      const problems = await problemsInBothSchemes(page, 'author page', look, {
        shoot: (scheme) => keepScreenshot(page, `authors-public-360-${scheme}.png`, { fullPage: true }),
      });
      expect(problems).toEqual([]);
      await keepScreenshot(page, `authors-public-360-top-${dark ? 'dark' : 'light'}.png`);
      if (!dark) {
        await page.goto(`${staff.site.url}/author/zawadi-otieno`);
        await page.waitForURL(/\/author\/zawadi-a-otieno$/);
        await page.getByRole('heading', { name: 'Zawadi A. Otieno', level: 1 }).waitFor();
      }
      await context.close();
    }
    if (process.env.E2E_SCREENSHOTS) {
      for (const dark of [false, true]) {
        const { context, page } = await staff.signedInPage({ width: 1366, dark });
        await page.goto(`${staff.site.url}/author/amara-nwosu`);
        await page.locator('.author-header__links').waitFor();
        await keepScreenshot(page, `authors-public-1366-${dark ? 'dark' : 'light'}.png`);
        await context.close();
      }
    }
  }, 90_000);

  it('the Authors screen lists the profiles with their counts, passes axe and fits a phone', async () => {
    for (const width of [1366, 390]) {
      const look = { width, dark: false };
      const { context, page } = await staff.signedInPage(look);
      await openAdminScreen(page, staff.site.url, authorsScreen);
      const row = page.locator('.adm-authors tbody tr', { hasText: 'Amara Nwosu' });
      await row.getByRole('button', { name: 'Edit Amara Nwosu' }).waitFor();
      expect(Number((await row.locator('td[data-label="Articles"]').textContent())?.trim())).toBeGreaterThan(0);
      const problems = await problemsInBothSchemes(page, `authors ${width}`, look, {
        shoot: (scheme) => keepScreenshot(page, `authors-screen-${width}-${scheme}.png`, { fullPage: true }),
      });
      expect(problems).toEqual([]);
      if (width === 1366) {
        // Deleting an author with articles names them and asks who takes them first.
        await row.getByRole('button', { name: 'Delete Amara Nwosu' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete Author' });
        await dialog.getByText(/is the author of \d+ articles/).waitFor();
        await dialog.getByLabel('Give the articles to').waitFor();
        await keepScreenshot(page, 'authors-delete-1366-light.png');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
      await context.close();
    }
  }, 90_000);

  it("the editor's author picker starts with the writer, searches as one types and adds a guest author", async () => {
    const { context, page } = await staff.signedInPage({ width: 1366, dark: false });
    await page.goto(`${staff.site.url}/admin/articles/new`);
    const section = await editorSection(page, 'Article settings', 'Author');
    const picker = section.getByRole('combobox', { name: 'Author' });
    await picker.waitFor();
    // The seeded administrator's own profile.
    await section.locator('.adm-author-picker__chosen', { hasText: 'Insight Admin' }).waitFor();

    await picker.fill('amar');
    const option = page.getByRole('option', { name: /Amara Nwosu/ });
    await option.waitFor();
    await option.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'authors-picker-1366-light.png');
    await picker.press('Enter');
    await section.locator('.adm-author-picker__chosen', { hasText: 'Amara Nwosu' }).waitFor();

    await picker.fill('Ngozi Guest-Writer');
    await page.getByRole('option', { name: 'Add guest author “Ngozi Guest-Writer”' }).click();
    await section.locator('.adm-author-picker__chosen', { hasText: 'Ngozi Guest-Writer' }).waitFor();
    expect((await profileNamed('Ngozi Guest-Writer')).user_id).toBeNull();

    await page.getByLabel('Title', { exact: true }).fill('A story by a guest');
    await page.getByRole('button', { name: /Save draft/i }).first().click();
    await toast(page, 'Draft saved');
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}\/edit$/);
    const id = /\/admin\/articles\/([\w-]+)\/edit/.exec(page.url())?.[1];
    const saved = await staff.api<{ data: { author: string; author_id: string } }>(`/articles/${id}`);
    expect(saved.data.author).toBe('Ngozi Guest-Writer');

    // Each member edits their own profile on Account Settings.
    await page.goto(`${staff.site.url}/admin/settings`);
    const own = page.getByRole('form', { name: 'Author Profile' });
    await own.getByLabel('Bio').fill('Runs the back office and writes the odd column.');
    await own.getByRole('button', { name: 'Add link' }).click();
    await own.getByLabel('Link 1 address').fill('https://insight.example.org/admin-column');
    await own.getByRole('button', { name: 'Save Author Profile' }).click();
    await own.getByText('Author profile saved').waitFor();
    await keepScreenshot(page, 'authors-own-profile-1366-light.png', { fullPage: true });
    if (process.env.E2E_SCREENSHOTS) {
      // The picker open, for a person to look at: phone and desktop, light and dark; the merge dialog.
      for (const look of [{ width: 360, dark: false }, { width: 360, dark: true }, { width: 1366, dark: true }]) {
        const shot = await staff.signedInPage(look);
        await shot.page.goto(`${staff.site.url}/admin/articles/new`);
        const panel = await editorSection(shot.page, 'Article settings', 'Author');
        await panel.getByRole('combobox', { name: 'Author' }).fill('a');
        const options = shot.page.getByRole('listbox', { name: 'Author: matching authors' }).getByRole('option');
        await options.first().waitFor();
        await options.last().scrollIntoViewIfNeeded();
        await keepScreenshot(shot.page, `authors-picker-${look.width}-${look.dark ? 'dark' : 'light'}.png`);
        await shot.context.close();
      }
      await page.goto(`${staff.site.url}/admin/authors`);
      await page.getByRole('button', { name: 'Merge Zawadi A. Otieno into another author' }).click();
      const merge = page.getByRole('alertdialog', { name: 'Merge Authors' });
      await merge.getByRole('combobox', { name: 'Merge into' }).fill('Ima');
      await page.getByRole('option', { name: /Imani Habimana/ }).waitFor();
      await keepScreenshot(page, 'authors-merge-1366-light.png');
      await merge.getByRole('button', { name: 'Cancel' }).click();
    }
    const mine = await staff.api<{ data: Author }>('/authors/me');
    expect(mine.data).toMatchObject({ bio: 'Runs the back office and writes the odd column.', links: [{ label: '', url: 'https://insight.example.org/admin-column' }] });
    await context.close();
  }, 90_000);
});
