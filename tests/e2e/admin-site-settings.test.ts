/**
 * Site settings in real headless Chromium against the production build: an administrator changes
 * the contact phone, the About page's title and a category's name on /admin/site, and the public
 * header, footer, About and contact pages show them at the next page load. A new site name shows
 * at once in the back office's brand (its monogram the new initials), and on the sign-in card and
 * the tab from the first paint. The screens are checked with axe and for their look at 320 or
 * 360 px and desktop, light and dark (E2E_SCREENSHOTS=1 keeps the pictures in
 * test-results/screenshots/admin).
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const EMAIL = 'site-admin@e2e.example.org';
const PASSWORD = 'Site-Admin-2026';

const NAME = 'Kigali Learning Review';

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD });

describe('admin site settings', () => {
  it('the phone, the About title and a category name change on the public pages at once', async () => {
    const { context, page } = await staff.signedInPage();
    await page.goto(`${staff.site.url}/admin/site`);
    await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor();
    await page.locator('.adm-nav__link.is-active', { hasText: 'Site settings' }).waitFor();

    // A bad phone is refused in the form, with the server's words.
    await page.getByLabel('Contact phone').fill('call us');
    await page.getByRole('button', { name: 'Save site settings' }).click();
    await page.locator('.adm-field', { hasText: 'Please enter a valid phone number' }).waitFor();

    await page.getByLabel('Contact phone').fill('+250 700 555 010');
    await page.getByLabel('Title', { exact: true }).fill('A newsroom run by its readers');
    await page.getByRole('button', { name: 'Save site settings' }).click();
    await page.getByText('Site settings saved').waitFor();

    const tech = page.getByLabel('Name of Tech Trends');
    await tech.fill('Digital Futures');
    await page.getByRole('form', { name: 'Category Tech Trends' }).getByRole('button', { name: 'Rename' }).click();
    await page.getByText('Category renamed').waitFor();
    await page.getByLabel('Name of Digital Futures').waitFor();
    await context.close();

    const reader = await openPage(staff.browser, { width: 360 });
    await reader.page.goto(`${staff.site.url}/`);
    const topbar = reader.page.locator('.topbar');
    expect(await topbar.locator('a[href="tel:+250700555010"]').count()).toBe(1);
    expect(await reader.page.locator('.strip a', { hasText: 'Digital Futures' }).first().getAttribute('href')).toBe('/magazine/digital-futures');
    expect(await reader.page.locator('.strip a', { hasText: 'Tech Trends' }).count()).toBe(0);
    expect(await reader.page.locator('footer').textContent()).toContain('+250 700 555 010');
    await reader.page.goto(`${staff.site.url}/about`);
    await reader.page.getByRole('heading', { name: 'A newsroom run by its readers', level: 1 }).waitFor();
    await reader.page.goto(`${staff.site.url}/contact`);
    await reader.page.locator('.contact-card', { hasText: '+250 700 555 010' }).waitFor();
    await reader.context.close();
  });

  it("a new name shows at once in the back office's brand, and on the sign-in card and the tab from the first paint", async () => {
    const { context, page } = await staff.signedInPage();
    await page.goto(`${staff.site.url}/admin/site`);
    await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor();
    const sidebar = page.getByRole('complementary', { name: 'Admin menu' });
    // Its name: the words it shows, then where it leads (read to screen readers only).
    const brandLink = (name: string, to: string) => new RegExp(`^${name} Admin ?, ${to}$`);
    await sidebar.getByRole('link', { name: brandLink('Insight Media', 'dashboard') }).waitFor();
    expect(await sidebar.locator('.adm-brand__mark').textContent()).toBe('IM');

    await page.getByLabel('Site name').fill(NAME);
    await page.getByRole('button', { name: 'Save site settings' }).click();
    await page.getByText('Site settings saved').waitFor();
    // No reload: the sidebar's brand and its monogram follow the save.
    await sidebar.getByRole('link', { name: brandLink(NAME, 'dashboard') }).waitFor();
    expect(await sidebar.locator('.adm-brand__mark').textContent()).toBe('KL');
    await context.close();

    const problems: string[] = [];
    for (const width of [320, 360]) {
      const guest = await openPage(staff.browser, { width });
      // The name is in the shell the server sends: the card shows it without asking the API.
      await guest.page.route('**/api/public/site', (route) => route.abort());
      await guest.page.goto(`${staff.site.url}/admin/login`);
      const card = guest.page.locator('.adm-auth__card');
      await card.getByRole('link', { name: brandLink(NAME, "the site's home page") }).waitFor();
      expect(await card.locator('.adm-brand__mark').textContent()).toBe('KL');
      expect(await guest.page.title()).toBe(`${NAME} admin`);
      problems.push(...(await problemsInBothSchemes(guest.page, `sign-in ${width}`, { width, dark: false }, { shoot: (scheme) => keepScreenshot(guest.page, `sign-in-renamed-${width}-${scheme}.png`) })));
      await guest.context.close();
    }
    expect(problems).toEqual([]);
  });

  it('looks finished and passes axe at 360 px and desktop, light and dark', async () => {
    const problems: string[] = [];
    for (const width of [360, 1366]) {
      const { context, page } = await staff.signedInPage({ width });
      await page.goto(`${staff.site.url}/admin/site`);
      await page.getByRole('heading', { name: 'Site settings', level: 1 }).waitFor();
      await page.getByLabel('Name of Research World').waitFor();
      problems.push(...(await problemsInBothSchemes(page, `site settings ${width}`, { width, dark: false }, { shoot: (scheme) => keepScreenshot(page, `site-settings-${width}-${scheme}.png`, { fullPage: true }) })));
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
