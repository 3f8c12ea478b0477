/**
 * An editor never loses work (issue 46), in real headless Chromium against the production build:
 * a new article starts as a draft with Save draft / Publish...; what is typed is autosaved to the
 * server (the tab closed, the whole browser profile gone: it comes back and says so) and kept in
 * the browser between keystrokes (a tab killed mid-sentence: the next one offers it back); typed
 * offline, it says "Not saved: offline" and goes up when the connection returns; two people on one
 * published article: the second save is refused and shown side by side, who else has it open is
 * shown; a revision restored in one click is what the public page shows. The editor at 360 px and
 * desktop, light and dark, passes axe.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { editorSection, openPage, staffToken, toast } from '../helpers/back-office.ts';
import { problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const staff = setUpStaffSite({ email: 'night-desk@e2e.example.org', password: 'Night-Desk-2026' });

const body = (page: Page) => page.locator('.ed-body');
const sync = (page: Page, text: string) => page.locator('.ed-sync', { hasText: text }).waitFor({ timeout: 20_000 });

interface Item {
  id: string;
  title: string;
  content: string;
  status: string;
  version: number;
}

/** A complete published article, made through the API. */
async function publishedArticle(title: string): Promise<Item> {
  const made = await staff.api<{ data: Item }>('/articles', {
    method: 'POST',
    body: JSON.stringify({
      title,
      excerpt: 'Night classes under solar lamps.',
      content: 'The first lamp went up in March.',
      author: 'Amina Uwase',
      featured_image: '/media/seed/article-kigali-smart-classrooms.jpg',
      category_name: 'Tech Trends',
      status: 'published',
    }),
  });
  return made.data;
}

/** A second staff member (an editor), signed in: invited, then their password set through the invite link. */
async function secondEditor(): Promise<string> {
  const email = `kofi-${Date.now()}@e2e.example.org`;
  const invited = await staff.api<{ data: { invite_url?: string } }>('/team', { method: 'POST', body: JSON.stringify({ name: 'Kofi Mensah', email, role: 'editor' }) });
  const token = /reset-password\/([\w-]+)/.exec(invited.data.invite_url ?? '')?.[1];
  expect(token, 'the invite link (demo mode answers it)').toBeTruthy();
  const password = 'Kofi-Editor-2026';
  const reset = await fetch(`${staff.site.url}/api/auth/resetpassword/${token}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password, confirmPassword: password }),
  });
  expect(reset.status).toBe(200);
  return staffToken(staff.site.url, email, password);
}

async function getArticle(id: string): Promise<Item> {
  return (await staff.api<{ data: Item }>(`/articles/${id}`)).data;
}

/** The public page's text of article `id`, read by a signed-out reader. */
async function publicText(context: BrowserContext, id: string): Promise<string> {
  const reader = await context.browser()!.newContext();
  const page = await reader.newPage();
  await page.goto(`${staff.site.url}/article/${id}`);
  await page.locator('.article__content').waitFor();
  const text = await page.locator('body').innerText();
  await reader.close();
  return text;
}

describe('a new article', () => {
  it('is a draft with a title; autosaved, it survives a closed browser and a tab killed mid-sentence, and says so', async () => {
    const first = await staff.signedInPage({ width: 1366 });
    let page = first.page;
    await page.goto(`${staff.site.url}/admin/articles/new`);
    await body(page).waitFor();
    // The next steps as buttons, no status list.
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    await page.getByRole('button', { name: 'Publish...' }).waitFor();
    expect(await page.getByLabel('Status', { exact: true }).count()).toBe(0);

    // A title alone makes a draft: autosave creates it and the page moves to its address.
    const title = `Lamps for night school ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}\/edit$/, { timeout: 20_000 });
    const id = page.url().split('/').at(-2) as string;
    await body(page).click();
    await page.keyboard.type('The school opened its doors after dark.');
    await sync(page, 'Saved');
    await page.waitForFunction(() => !document.querySelector('.ed-sync')?.textContent?.includes('Saving'));
    const stored = await getArticle(id);
    expect(stored.status).toBe('draft');
    expect(stored.content).toContain('The school opened its doors after dark.');

    // The whole browser profile gone (nothing kept in it): the server's autosave comes back, and the editor says so.
    await first.context.close();
    const second = await staff.signedInPage({ width: 1366 });
    page = second.page;
    await page.goto(`${staff.site.url}/admin/articles/${id}/edit`);
    await body(page).getByText('The school opened its doors after dark.').waitFor();
    await page.getByText(/Brought back your text as autosaved at/).waitFor();
    await page.locator('.ed-topbar .adm-badge', { hasText: /draft/i }).waitFor();

    // Offline: kept, said so, sent when the connection returns.
    await body(page).click();
    await page.keyboard.press('End');
    await second.context.setOffline(true);
    await page.keyboard.type(' Forty pupils came the first night.');
    await sync(page, 'Not saved: offline');
    expect((await getArticle(id)).content).not.toContain('Forty pupils');
    await second.context.setOffline(false);
    await expect.poll(async () => (await getArticle(id)).content, { timeout: 30_000 }).toContain('Forty pupils came the first night.');
    await sync(page, 'Saved');

    // Offline again, and the tab killed mid-sentence: the browser kept it; the next tab offers it back and sends it.
    await second.context.setOffline(true);
    await body(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' More came the next nig');
    await sync(page, 'Not saved: offline');
    await page.close();
    await second.context.setOffline(false);
    page = await second.context.newPage();
    await page.goto(`${staff.site.url}/admin/articles/${id}/edit`);
    // Said either way: restored from this browser, or, when the closing tab's last send got through
    // as the connection came back, brought back as autosaved on the server.
    await page.getByText(/Restored your unsaved changes from|Brought back your text as autosaved at/).waitFor();
    await body(page).getByText('More came the next nig', { exact: false }).waitFor();
    await expect.poll(async () => (await getArticle(id)).content, { timeout: 30_000 }).toContain('More came the next nig');
    await sync(page, 'Saved');
    expect((await getArticle(id)).status).toBe('draft');

    // Publishing asks once, with the checklist; a draft missing what a published article needs is stopped there.
    await page.getByRole('button', { name: 'Publish...' }).click();
    const going = page.getByRole('dialog', { name: 'Publish this article?' });
    await going.getByText('Fix these first:').waitFor();
    await going.getByRole('button', { name: 'Excerpt is required' }).waitFor();
    expect(await going.getByRole('button', { name: /^Publish now/ }).isDisabled()).toBe(true);
    await going.getByRole('button', { name: 'Keep editing' }).click();
    expect((await getArticle(id)).status).toBe('draft');
    await second.context.close();
  }, 150_000);
});

describe('two people on one published article', () => {
  it('the second save is refused and shown side by side; who else is here; a revision restored reaches the public page', async () => {
    const original = `Solar night school ${Date.now()}`;
    const article = await publishedArticle(original);
    const kofi = await secondEditor();

    const amina = await staff.signedInPage({ width: 1366 });
    const other = await openPage(staff.browser, { width: 1366, token: kofi });
    await amina.page.goto(`${staff.site.url}/admin/articles/${article.id}/edit`);
    await other.page.goto(`${staff.site.url}/admin/articles/${article.id}/edit`);
    await body(amina.page).getByText('The first lamp went up in March.').waitFor();
    await body(other.page).getByText('The first lamp went up in March.').waitFor();
    // Each sees the other (presence is sent when the editor opens, then every 20 s).
    await other.page.getByRole('status').filter({ hasText: /Also editing: .+/ }).first().waitFor({ timeout: 25_000 });
    await amina.page.reload();
    await amina.page.getByRole('status').filter({ hasText: 'Also editing: Kofi Mensah' }).first().waitFor({ timeout: 25_000 });

    // Amina starts changing the title: autosaved apart from the article, which keeps its public text.
    const aminaTitle = `${original}: forty pupils`;
    await amina.page.getByLabel('Title', { exact: true }).fill(aminaTitle);
    await amina.page.getByText('Changes not live until Update').waitFor();
    await sync(amina.page, 'Saved');
    expect(await publicText(amina.context, article.id)).not.toContain('forty pupils');

    // Kofi changes it too and presses Update first: public at once.
    const kofiTitle = `${original}: the final count`;
    await other.page.getByLabel('Title', { exact: true }).fill(kofiTitle);
    await sync(other.page, 'Saved');
    await other.page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(other.page, 'Article updated successfully!');
    expect(await publicText(other.context, article.id)).toContain('the final count');

    // Amina's Update started from the version before Kofi's: refused, both versions side by side.
    await amina.page.getByRole('button', { name: 'Update', exact: true }).click();
    const conflict = amina.page.getByRole('dialog', { name: /Kofi Mensah saved this article/ });
    await conflict.waitFor({ timeout: 30_000 });
    const titleRow = conflict.getByRole('group', { name: 'Title' });
    await titleRow.locator('.ed-conflict__side', { hasText: 'Theirs' }).getByText('the final count').waitFor();
    await titleRow.locator('ins', { hasText: 'forty pupils' }).waitFor();
    expect(await publicText(amina.context, article.id)).not.toContain('forty pupils');
    await keepScreenshot(amina.page, 'edit-conflict-1366.png');
    expect(await problemsInBothSchemes(amina.page, 'edit-conflict', { width: 1366, dark: false })).toEqual([]);
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await amina.page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(amina.page, 'Article updated successfully!');
    expect(await publicText(amina.context, article.id)).toContain('forty pupils');

    // Kofi's version is a revision: compared word by word, restored in one click, public at once.
    const panel = await editorSection(amina.page, 'Article settings', 'Revisions');
    const revisions = panel.locator('.ed-revision');
    await revisions.nth(1).waitFor();
    const kofis = revisions.filter({ hasText: 'Kofi Mensah' }).first();
    await kofis.getByRole('button', { name: /^Compare revision/ }).click();
    const compare = amina.page.getByRole('dialog', { name: /^Revision \d+/ });
    // Words in Kofi's revision that the text now lacks are struck out; Amina's since are marked added.
    await compare.locator('.ed-diff del', { hasText: /final/ }).first().waitFor();
    await compare.locator('.ed-diff ins', { hasText: /forty/ }).first().waitFor();
    await compare.getByRole('button', { name: 'Restore this revision' }).click();
    await toast(amina.page, 'restored');
    await expect(amina.page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(kofiTitle);
    const text = await publicText(amina.context, article.id);
    expect(text).toContain('the final count');
    expect(text).not.toContain('forty pupils');
    // The restore is itself a revision: nothing before it is lost.
    await revisions.filter({ hasText: /Restored revision \d+/ }).first().waitFor();

    await other.context.close();
    await amina.context.close();
  }, 150_000);
});

describe.each([
  ['phone', 360],
  ['desktop', 1366],
])('the editor of a draft on %s', (_, width) => {
  it('shows its state and next steps, fits the screen and passes axe in both themes', async () => {
    const made = await staff.api<{ data: Item }>('/articles', { method: 'POST', body: JSON.stringify({ title: `Draft at ${width}`, status: 'draft' }) });
    const { context, page } = await staff.signedInPage({ width });
    await page.goto(`${staff.site.url}/admin/articles/${made.data.id}/edit`);
    await body(page).waitFor();
    await sync(page, 'Saved');
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    const problems = await problemsInBothSchemes(page, `draft-editor-${width}`, { width, dark: false }, {
      shoot: (scheme) => keepScreenshot(page, `draft-editor-${width}-${scheme}.png`),
    });
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
