/**
 * Site settings in real headless Chromium against the production build: an administrator changes
 * the contact phone, the About page's title and a category's name on /admin/site, and the public
 * header, footer, About and contact pages show them at the next page load. The screen is checked
 * with axe and for its look at 360 px and desktop, light and dark (E2E_SCREENSHOTS=1 keeps the
 * pictures in test-results/screenshots/admin).
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const EMAIL = 'site-admin@e2e.example.org';
const PASSWORD = 'Site-Admin-2026';

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
