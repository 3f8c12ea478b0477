/**
 * Comments and the newsletter in real headless Chromium, on one seeded production site with a real
 * SMTP listener:
 * - moderation: a reader's comment held for review (the reader is told, nobody else sees it), the
 *   queue with its count in the menu, approving, a staff reply shown as the newsroom with its Staff
 *   mark, comments turned off and then live, and the queue decided in bulk;
 * - the newsletter as a reader lives it: the footer box, the confirmation link of the mail opened in
 *   the browser, the preferences page, the unsubscribe page with its way back;
 * - the new screens fit a phone and pass axe in light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { openPage, toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { openAdminScreen, problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';
import { startSmtpServer, type SmtpTestServer } from '../helpers/smtp.ts';

const EMAIL = 'moderator@e2e.example.org';
const PASSWORD = 'Moderator-2026';
const env: Record<string, string> = {};
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  env.SMTP_URL = smtp.smtpUrl;
});
afterAll(async () => smtp?.close());

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD }, { env });

let articleId: string;
const articleUrl = () => `${staff.site.url}/article/${articleId}`;
const thread = (page: Page) => page.locator('.comment-list');

async function postComment(page: Page, name: string, text: string) {
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Your comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
}

beforeAll(async () => {
  const main = (await (await fetch(`${staff.site.url}/api/public/articles/main`)).json()) as { data: { mainArticle: { id: string } } };
  articleId = main.data.mainArticle.id;
});

describe('comment moderation', () => {
  it('holds a reader’s comment until a moderator approves it; the newsroom’s reply shows as staff', async () => {
    await staff.api('/comments/settings', { method: 'PUT', body: JSON.stringify({ mode: 'held' }) });
    const reader = await openPage(staff.browser, { width: 390 });
    await reader.page.goto(articleUrl());
    await reader.page.locator('.comment-form__hint', { hasText: 'reviewed by our team' }).waitFor();
    await reader.page.locator('.like-button[data-ready="true"]').waitFor(); // hydrated
    await postComment(reader.page, 'Amina Reader', 'Does the solar school take visitors?');
    await reader.page.locator('.comment-form__notice', { hasText: 'will appear once a moderator has approved it' }).waitFor();
    // Shown to its writer alone, marked as waiting; nobody else's page has it.
    await reader.page.locator('.comment--awaiting', { hasText: 'Awaiting approval' }).waitFor();
    await keepScreenshot(reader.page.locator('.comments'), 'audience-comment-held.png');
    await reader.page.reload();
    await reader.page.locator('.comments h2').waitFor();
    expect(await thread(reader.page).innerText()).not.toContain('solar school take visitors');

    const { context, page } = await staff.signedInPage();
    await page.goto(`${staff.site.url}/admin/comments`);
    await page.locator('.adm-nav__link', { hasText: 'Comments' }).locator('.adm-nav__badge', { hasText: '1' }).waitFor();
    const row = page.locator('.adm-comment', { hasText: 'solar school take visitors' });
    await row.locator('.adm-comment__reason', { hasText: 'reviewed before they appear' }).waitFor();
    await keepScreenshot(page, 'audience-queue.png', { fullPage: true });
    await row.getByRole('button', { name: 'Approve' }).click();
    await toast(page, '1 comment approved');
    await row.waitFor({ state: 'detached' });
    await page.locator('.adm-nav__badge').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    const approved = page.locator('.adm-comment', { hasText: 'solar school take visitors' });
    await approved.getByRole('button', { name: 'Reply' }).click();
    await approved.getByLabel('Reply to Amina Reader as Insight Media').fill('Yes: write to the school first, they welcome visitors on Fridays.');
    await approved.getByRole('button', { name: 'Post reply' }).click();
    await toast(page, 'Reply posted');
    await approved.locator('.adm-comment__replies', { hasText: 'welcome visitors on Fridays' }).waitFor();

    await reader.page.reload();
    const comment = thread(reader.page).locator('.comment', { hasText: 'solar school take visitors' }).first();
    await comment.waitFor();
    const reply = comment.locator('.comment--reply');
    await reply.locator('.comment__badge', { hasText: 'Staff' }).waitFor();
    expect(await reply.innerText()).toContain('Insight Media');
    expect(await reply.innerText()).toContain('welcome visitors on Fridays');
    await keepScreenshot(reader.page.locator('.comments'), 'audience-staff-reply.png');

    // Comments off for the site: the form goes, the published comments stay.
    await page.goto(`${staff.site.url}/admin/comments/settings`);
    await page.getByRole('radio', { name: /^Off/ }).check();
    await page.getByRole('button', { name: 'Save setting' }).click();
    await toast(page, 'Comment setting saved');
    await reader.page.reload();
    await reader.page.getByText('Comments are closed for this article.').waitFor();
    expect(await reader.page.getByLabel('Your comment').count()).toBe(0);
    await thread(reader.page).getByText('solar school take visitors').waitFor();

    // Live at once: the comment shows straight away, for everyone.
    await page.getByRole('radio', { name: /^Live at once/ }).check();
    // The first save's toast may still show: wait for this save's answer, not for the same words.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/comments/settings') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save setting' }).click();
    expect((await saved).ok()).toBe(true);
    await reader.page.reload();
    await reader.page.locator('.like-button[data-ready="true"]').waitFor();
    await postComment(reader.page, 'Kofi', 'Great to see this school thrive.');
    await toast(reader.page, 'Comment posted');
    await thread(reader.page).getByText('Great to see this school thrive.').waitFor();
    await reader.page.reload();
    await thread(reader.page).getByText('Great to see this school thrive.').waitFor();
    await reader.context.close();
    await context.close();
  }, 120_000);

  it('decides the queue in bulk', async () => {
    await staff.api('/comments/settings', { method: 'PUT', body: JSON.stringify({ mode: 'held' }) });
    for (const text of ['Buy followers now', 'Cheap pills here']) {
      await fetch(`${staff.site.url}/api/comments/${articleId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bot', content: text }) });
    }
    const { context, page } = await staff.signedInPage({ width: 390 });
    await page.goto(`${staff.site.url}/admin/comments`);
    await page.locator('.adm-comment', { hasText: 'Cheap pills here' }).waitFor();
    await page.getByText('Select all on this page').click();
    await page.getByRole('group', { name: 'With the selected comments' }).getByRole('button', { name: 'Spam' }).click();
    await toast(page, '2 comments marked as spam');
    await page.getByText('Nothing waits for review').waitFor();
    await page.getByRole('button', { name: 'Spam', exact: true }).click();
    await page.locator('.adm-comment', { hasText: 'Buy followers now' }).waitFor();
    await context.close();
  }, 60_000);
});

describe('the newsletter in the browser', () => {
  it('signs up from the footer, confirms from the mail, manages and leaves from its links', async () => {
    const { context, page } = await openPage(staff.browser, { width: 390 });
    await page.goto(`${staff.site.url}/about`);
    await page.locator('.newsletter[data-ready="true"]').waitFor(); // hydrated
    await page.locator('#newsletter-email').fill('reader@e2e.example.org');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'Check your inbox');
    const confirmMail = await simpleParser((await smtp.waitForMail((m) => m.to.includes('reader@e2e.example.org'), 10_000)).raw);
    const confirmLink = /(http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm#token=\S+)/.exec(confirmMail.text ?? '')![1];

    await page.goto(confirmLink);
    await page.getByText("You're subscribed. Thank you!").waitFor();
    await keepScreenshot(page, 'audience-confirmed.png');
    await page.getByRole('link', { name: 'Choose which ones' }).click();
    await page.getByText('For reader@e2e.example.org: subscribed.').waitFor();
    await page.getByLabel('The weekly digest').uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Your preferences are saved.').waitFor();
    const problems = await problemsInBothSchemes(page, 'newsletter-preferences', { width: 390, dark: false });

    // The unsubscribe link of a newsletter: one click, and a way back.
    const token = new URL(page.url()).hash;
    await page.goto(`${staff.site.url}/newsletter/unsubscribe${token}`);
    await page.getByText('You have been unsubscribed from every Insight Media newsletter.').waitFor();
    problems.push(...(await problemsInBothSchemes(page, 'newsletter-unsubscribe', { width: 390, dark: false })));
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await page.getByText('Welcome back').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});

describe('the new back-office screens', () => {
  it('fit a phone and pass axe in light and dark: comment settings, newsletters, the compose screen', async () => {
    const draft = await staff.api<{ data: { id: string } }>('/newsletter/issues', { method: 'POST', body: JSON.stringify({ subject: 'Stories of the week', intro: 'Hello readers.', items: [articleId] }) });
    const look = { width: 390, dark: true };
    const { context, page } = await staff.signedInPage(look);
    const problems: string[] = [];
    for (const screen of [
      { name: 'comment-settings', path: '/admin/comments/settings', ready: (p: Page) => p.getByText('Blocked words').first().waitFor() },
      { name: 'newsletters', path: '/admin/newsletters', ready: (p: Page) => p.locator('.adm-digest').waitFor() },
      { name: 'newsletter-compose', path: `/admin/newsletters/${draft.data.id}`, ready: (p: Page) => p.locator('.adm-mail-view__frame').waitFor() },
    ]) {
      await openAdminScreen(page, staff.site.url, screen);
      problems.push(...(await problemsInBothSchemes(page, screen.name, look, { shoot: (scheme) => keepScreenshot(page, `audience-${screen.name}-390-${scheme}.png`, { fullPage: true }) })));
    }
    expect(problems).toEqual([]);
    await context.close();
    if (process.env.E2E_SCREENSHOTS) {
      const desktop = await staff.signedInPage();
      await openAdminScreen(desktop.page, staff.site.url, { name: 'compose', path: `/admin/newsletters/${draft.data.id}`, ready: (p: Page) => p.locator('.adm-mail-view__frame').waitFor() });
      await keepScreenshot(desktop.page, 'audience-newsletter-compose-desktop.png', { fullPage: true });
      await desktop.context.close();
    }
  }, 90_000);
});
