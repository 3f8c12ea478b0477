/**
 * What the back-office browser tests share: a session token got the way the sign-in form gets
 * it, pages at a phone or desktop size in either colour scheme (signed in when given a token,
 * stored where the app keeps it), staff API calls with that token, and the wait for a toast.
 * A test file's signed-in site: setUpStaffSite (file-site.ts).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/** Signs in through the API (POST /api/auth/login): the session token. */
export async function staffToken(siteUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${siteUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export interface PageOptions {
  /** CSS px; 1366 by default. Under 600 px the window is a phone's 844 px high, else 900. */
  width?: number;
  dark?: boolean;
  /** Signed in as the owner of this token, as if they had just used the sign-in form. */
  token?: string;
}

/** A page in a context of its own (close the context when done). */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const width = options.width ?? 1366;
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme: options.dark ? 'dark' : 'light' });
  if (options.token) await context.addInitScript((t) => localStorage.setItem('auth_token', t), options.token);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return { context, page };
}

/** A staff API call (`path` after /api) with the token: the parsed JSON answer. */
export async function staffApi<T>(siteUrl: string, token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${siteUrl}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
  return (await res.json()) as T;
}

/**
 * Chooses the article's author in the editor's author picker (within `scope`): the profile named
 * `name`, or a new guest author of that name when none has it.
 */
export async function chooseAuthor(page: Page, scope: Page | Locator, name: string): Promise<void> {
  await scope.getByRole('combobox', { name: 'Author' }).fill(name);
  const option = page.getByRole('option', { name: new RegExp(`^(${name}|\\+ Add guest author “${name}”)`) }).first();
  await option.click();
  await scope.locator('.adm-author-picker__chosen', { hasText: name }).waitFor();
}

/** Waits for a toast saying `text`. */
export const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).first().waitFor();

/** The toggle of the editor panel's section `section` (its name may go on with a note: 'Checklist 2 to check'). */
export const sectionToggle = (panel: Locator, section: string) =>
  panel.getByRole('button', { name: new RegExp(`^${section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) });

/**
 * An editor page's side panel (named `panelName`, e.g. 'Article settings'), opened when it is folded
 * away (on a phone), with its section `section` open.
 */
export async function editorSection(page: Page, panelName: string, section: string): Promise<Locator> {
  const panel = page.getByRole('complementary', { name: panelName });
  const show = page.getByRole('button', { name: `Show ${panelName.toLowerCase()}` });
  // The editor first loads its item: wait until it shows either the panel or the button that unfolds it.
  await panel.or(show).first().waitFor();
  if (!(await panel.isVisible())) await show.click();
  const toggle = sectionToggle(panel, section);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return panel;
}

/**
 * An editor's Publish: the button opens the one question going public asks (when, the checklist),
 * answered "now" (anyway, when the checklist has something missing). `noun` names the item as the
 * dialog does ('article', 'video', 'episode').
 */
export async function publishNow(page: Page, noun: string): Promise<void> {
  await page.getByRole('button', { name: 'Publish...' }).click();
  await page.getByRole('dialog', { name: `Publish this ${noun}?` }).getByRole('button', { name: /^Publish now/ }).click();
}
