/**
 * The back office in a real browser (Debian's headless Chromium through playwright-core) against
 * the production build on a seeded temporary database, with a real SMTP listener on loopback for
 * the password-reset mail. Every admin screen is checked on a dark phone; `npm run screenshots`
 * photographs them all (tests/tools/screenshots.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startSite, type RunningSite } from '../helpers/browser.ts';
import { chooseAuthor, openPage, staffApi, staffToken, type PageOptions } from '../helpers/back-office.ts';
import { adminGuestScreens, adminScreens, openAdminScreen, problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';
import { resetTokenFrom, startSmtpServer, type SmtpTestServer } from '../helpers/smtp.ts';

const EMAIL = 'editor@e2e.example.org';
let password = 'First-Pass-2026';

let site: RunningSite;
let smtp: SmtpTestServer;
let browser: Browser;
let createdTitle = '';

const newPage = (options?: PageOptions) => openPage(browser, options);

/** A context already signed in, with the password as it is now (a test changes it). */
const signedInPage = async (options: PageOptions = {}) => newPage({ ...options, token: await staffToken(site.url, EMAIL, password) });

async function signIn(page: Page, pass = password) {
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  site = await startSite({ adminEmail: EMAIL, adminPassword: password, env: { SMTP_URL: smtp.smtpUrl } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await smtp?.close();
});

describe('admin back office', () => {
  it('guards pages: login first, then back to the page asked for; wrong then right password', async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.url}/admin/magazine/trending`);
    await page.waitForURL(/\/admin\/login$/);
    const button = page.getByRole('button', { name: 'Sign In' });
    await expect(button.isDisabled()).resolves.toBe(true);

    await signIn(page, 'not-the-password');
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);

    await signIn(page);
    await page.waitForURL(/\/admin\/magazine\/trending$/);
    await page.getByRole('heading', { name: 'Trending Articles' }).waitFor();
    expect(await page.evaluate(() => Boolean(localStorage.getItem('auth_token')))).toBe(true);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user_data') ?? '{}').email)).toBe(EMAIL);

    // Signed in, the login page moves on to the dashboard.
    await page.goto(`${site.url}/admin/login`);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByText('Admin Dashboard').first().waitFor();

    // The session is revoked on the server while the page is open: the next call answers 401,
    // which signs out, says so, and the next sign-in comes back to the page asked for.
    // The dashboard's own calls finished first: one still on its way would meet the 401 before the
    // click and sign out from the dashboard instead (sessions end at once on the server).
    await page.waitForLoadState('networkidle');
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    await fetch(`${site.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Featured', exact: true }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.locator('.toast', { hasText: 'Session expired' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await signIn(page);
    await page.waitForURL(/\/admin\/magazine\/featured$/);

    // A stored token the server does not accept: the guard's check signs out and goes to login.
    await page.evaluate(() => localStorage.setItem('auth_token', 'expired.token.value'));
    await page.goto(`${site.url}/admin/settings`);
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  }, 60_000);

  it('creates an article in the editor: the four required messages, then published and on the public home', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${site.url}/admin/magazine/articles`);
    await page.getByRole('heading', { name: 'Articles Management' }).waitFor();
    await page.getByRole('link', { name: 'New Article' }).first().click();
    await page.waitForURL(/\/admin\/articles\/new$/);
    await page.getByRole('heading', { name: 'New article' }).waitFor();
    // A new article is a draft by the writer (their own profile); going public asks once, and names what a published article needs first.
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    await page.getByRole('button', { name: 'Publish...' }).click();
    const going = page.getByRole('dialog', { name: 'Publish this article?' });
    for (const msg of ['Title is required', 'Excerpt is required', 'Content is required', 'Featured image is required']) {
      await going.getByRole('button', { name: msg }).waitFor();
    }
    await going.getByRole('button', { name: 'Keep editing' }).click();

    createdTitle = `Solar labs light up rural schools ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(createdTitle);
    await page.getByLabel('Excerpt', { exact: true }).fill('How off-grid solar kits keep science classes running after dark.');
    await page.getByLabel('Content', { exact: true }).fill(Array.from({ length: 450 }, (_, i) => `word${i}`).join(' '));
    await page.getByText('3 min read').first().waitFor();
    await chooseAuthor(page, page, 'Amina Uwase');
    await page.getByLabel('Featured Image URL').fill(`${site.url}/media/seed/article-kigali-smart-classrooms.jpg`);
    await page.getByRole('button', { name: 'Publish...' }).click();
    // The featured image has no alt text: the checklist, in the one question going public asks.
    await going.getByText('1 thing to check').waitFor();
    await going.getByText('Alt text of the featured image').waitFor();
    await going.getByRole('button', { name: 'Publish now anyway' }).click();
    await page.locator('.toast', { hasText: 'Article published' }).waitFor();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await page.getByRole('link', { name: createdTitle }).first().waitFor();
    await keepScreenshot(page, 'articles-after-create.png', { fullPage: true });

    const home = await context.newPage();
    await home.goto(`${site.url}/`);
    await home.getByText(createdTitle).first().waitFor();
    await context.close();
  }, 60_000);

  it('asks before leaving typed work in the article editor', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${site.url}/admin/articles/new`);
    await page.locator('.ed-body').waitFor();
    // Offline, the title cannot reach the server: leaving asks, and says where the text is kept.
    await context.setOffline(true);
    await page.getByLabel('Title', { exact: true }).fill('Half-written idea');
    await page.locator('.ed-sync', { hasText: 'Not saved: offline' }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByText('You are offline. Your changes are kept in this browser').waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe('Half-written idea');
    await page.getByRole('link', { name: 'Back to Articles' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/admin\/magazine\/articles$/);
    await context.close();
  }, 60_000);

  it("the article editor's body is the public page's text: its styles, a link by Ctrl+K, raw HTML kept as written and never run", async () => {
    const token = await staffToken(site.url, EMAIL, password);
    const markdown = ['## Why it matters', '', 'Read the report first.', '', '<script>window.previewRan = true</script>Done.'].join('\n');
    const created = await staffApi<{ data: { id: string } }>(site.url, token, '/articles', {
      method: 'POST',
      body: JSON.stringify({
        title: `Raw HTML in a body ${Date.now()}`,
        excerpt: 'A body with a script in it.',
        content: markdown,
        author: 'Amina Uwase',
        featured_image: '/media/seed/article-kigali-smart-classrooms.jpg',
        status: 'draft',
      }),
    });
    const { context, page } = await signedInPage();
    await page.goto(`${site.url}/admin/articles/${created.data.id}/edit`);
    const body = page.locator('.article__content.prose');
    await body.getByRole('heading', { name: 'Why it matters', level: 2 }).waitFor();
    // The HTML the editor has no block for is shown as written, in a block of its own, and not run.
    await expect(body.getByLabel('Markdown block', { exact: true }).inputValue()).resolves.toBe('<script>window.previewRan = true</script>Done.');
    expect(await body.locator('script').count()).toBe(0);
    expect(await page.evaluate(() => 'previewRan' in window)).toBe(false);
    // The public stylesheet's article body rules apply, not the back office's reset (paragraph spacing).
    const spacing = await body.locator('p').first().evaluate((p) => getComputedStyle(p).marginBottom);
    expect(spacing).not.toBe('0px');

    // A link: Ctrl+K at the end of a sentence opens the link field; the address is linked there.
    await body.getByText('Read the report first.').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' See ');
    await page.keyboard.press('Control+k');
    await page.getByLabel('Link address').fill('example.org/report');
    await page.keyboard.press('Enter');
    const link = body.getByRole('link', { name: 'example.org/report' });
    expect(await link.getAttribute('href')).toBe('https://example.org/report');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.locator('.toast', { hasText: 'Draft saved' }).waitFor();
    const saved = await staffApi<{ data: { content: string } }>(site.url, token, `/articles/${created.data.id}`);
    expect(saved.data.content).toBe(markdown.replace('Read the report first.', 'Read the report first. See [example.org/report](https://example.org/report)'));
    await context.close();
  }, 60_000);

  it('sets the new article as main (public hero changes), swaps, and the swap survives a reload', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${site.url}/admin/magazine/main-articles`);
    await page.getByRole('heading', { name: 'Main Articles Management' }).waitFor();
    const row = page.locator('.adm-ranked', { hasText: createdTitle });
    await row.getByRole('button', { name: 'Set as Main' }).click();
    await page.getByText('Article set as main article successfully!').waitFor();
    const mainSlot = page.getByRole('region', { name: 'Main Article', exact: true });
    await mainSlot.getByText(createdTitle).waitFor();

    const home = await context.newPage();
    await home.goto(`${site.url}/`);
    await home.locator('.hero-card--main', { hasText: createdTitle }).waitFor();

    const secondTitle = (await page.getByRole('region', { name: 'Second Main Article' }).locator('.adm-slot__title').textContent()) ?? '';
    expect(secondTitle).not.toBe('');
    await page.getByRole('button', { name: 'Swap Positions' }).click();
    await page.getByText('Main articles positions swapped successfully!').waitFor();
    await page.reload();
    await page.getByRole('region', { name: 'Main Article', exact: true }).getByText(secondTitle).waitFor();
    await page.getByRole('region', { name: 'Second Main Article' }).getByText(createdTitle).waitFor();
    await context.close();
  }, 60_000);

  it("adds Editor's Picks until full and shows the refusal", async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${site.url}/admin/magazine/editors-pick`);
    await page.getByRole('heading', { name: "Editor's Pick", exact: true }).waitFor();
    for (let i = 0; i < 5; i++) {
      const used = await page.locator('.adm-slots-used').textContent();
      if (used?.startsWith('4/4')) break;
      await page.getByRole('button', { name: /^Add / }).first().click();
      await page.getByText("added to Editor's Pick").first().waitFor();
      await page.waitForFunction((before) => document.querySelector('.adm-slots-used')?.textContent !== before, used);
    }
    await page.getByText('4/4 slots used').waitFor();
    await page.getByRole('button', { name: /^Add / }).first().click();
    await page.locator('.adm-message--error', { hasText: "Editor's Pick is full" }).waitFor();
    await page.getByText('4/4 slots used').waitFor();
    await context.close();
  }, 60_000);

  it('updates the profile, changes the password, then signs in with the new one', async () => {
    const { context, page } = await newPage();
    await page.goto(`${site.url}/admin/settings`);
    await page.waitForURL(/\/admin\/login$/);
    await signIn(page);
    await page.waitForURL(/\/admin\/settings$/);
    const profile = page.getByRole('form', { name: 'Profile Information' });
    await profile.getByLabel('Full Name').fill('');
    await profile.getByRole('button', { name: 'Update Profile' }).click();
    await profile.getByText('Name is required').waitFor();
    await profile.getByLabel('Full Name').fill('Grace Mukamana');
    await profile.getByLabel('Bio (optional)').fill('Managing editor.');
    await profile.getByRole('button', { name: 'Update Profile' }).click();
    await profile.getByText('Profile updated successfully!').waitFor();
    await page.locator('.adm-user__name', { hasText: 'Grace Mukamana' }).waitFor();

    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByRole('button', { name: 'Update Password' }).click();
    await form.getByText('Current password is required').waitFor();
    await form.getByText('New password is required').waitFor();
    await form.getByText('Please confirm your new password').waitFor();
    await form.getByLabel('Current Password').fill(password);
    await form.getByLabel('New Password', { exact: true }).fill('Second-Pass-2026');
    await form.getByLabel('Confirm New Password').fill('Second-Pass-2027');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await form.getByText('Passwords do not match').waitFor();
    await form.getByLabel('Confirm New Password').fill('Second-Pass-2026');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await form.getByText('Password updated successfully!').waitFor();
    password = 'Second-Pass-2026';

    // The new token works: the page still loads data after the change.
    await page.reload();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await signIn(page, 'First-Pass-2026');
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await signIn(page);
    await page.waitForURL(/\/admin\/dashboard$/);
    await context.close();
  }, 60_000);

  it('resets a forgotten password through the mail link, then signs in', async () => {
    const { context, page } = await newPage();
    // The page's own clock, so that the success screen's 3 s wait can be run at once (time flows as usual otherwise).
    await page.clock.install();
    await page.goto(`${site.url}/admin/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/admin\/forgot-password$/);
    await page.getByLabel('Email address').fill(EMAIL);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    // A real mail server is configured: no demo shortcut.
    expect(await page.getByText('Demo mode').count()).toBe(0);
    await page.getByRole('button', { name: 'Try Again' }).waitFor();

    const mail = await smtp.waitForMail((m) => m.to.includes(EMAIL), 10_000);
    const token = resetTokenFrom(mail);
    await page.goto(`${site.url}/admin/reset-password/${token}`);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('other');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Third-Pass-2026');
    await page.getByLabel('Confirm new password').fill('Third-Pass-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
    password = 'Third-Pass-2026';
    // After 3 s to the login page, which (the reset signed us in) continues to the dashboard.
    expect(page.url()).toMatch(/\/admin\/reset-password\//);
    await page.clock.runFor(3000);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await signIn(page);
    await page.waitForURL(/\/admin\/dashboard$/);
    await context.close();
  }, 60_000);

  it('every admin screen fits a 390 px phone in dark mode and shows its heading; the phone menu opens', async () => {
    const articles = await staffApi<{ data: Array<{ id: string }> }>(site.url, await staffToken(site.url, EMAIL, password), '/articles?limit=1');
    const look = { width: 390, dark: true };
    const problems: string[] = [];
    const guest = await newPage(look);
    for (const screen of adminGuestScreens) {
      await openAdminScreen(guest.page, site.url, screen);
      problems.push(...(await problemsInBothSchemes(guest.page, screen.name, look)));
    }
    await guest.context.close();

    const { context, page } = await signedInPage(look);
    for (const screen of adminScreens(articles.data[0].id)) {
      await openAdminScreen(page, site.url, screen);
      problems.push(...(await problemsInBothSchemes(page, screen.name, look)));
    }
    await page.goto(`${site.url}/admin/dashboard`);
    // Closed, the phone drawer is out of the Tab order; opened, it takes the focus, and Escape gives it back.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await page.locator('.adm-sidebar').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await menuButton.click();
    await page.locator('.adm-shell.is-menu-open').waitFor();
    expect(await page.locator('.adm-sidebar').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Close menu');
    problems.push(...(await problemsInBothSchemes(page, 'menu-open', look)));
    await page.keyboard.press('Escape');
    await page.locator('.adm-shell:not(.is-menu-open)').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    await context.close();
    expect(problems).toEqual([]);
  }, 150_000);
});
