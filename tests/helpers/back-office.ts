/**
 * What the back-office browser tests share: a session token got the way the sign-in form gets
 * it, pages at a phone or desktop size in either colour scheme (signed in when given a token,
 * stored where the app keeps it), staff API calls with that token, the wait for a toast, and a
 * test file's signed-in site (setUpStaffSite).
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startSite, type RunningSite } from './browser.ts';

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

/** Waits for a toast saying `text`. */
export const toast = (page: Page, text: string) => page.locator('.toast', { hasText: text }).first().waitFor();

/** A test file's site, browser and admin session (setUpStaffSite): set once its beforeAll has run. */
export interface StaffSite {
  site: RunningSite;
  browser: Browser;
  /** The admin's session token. */
  token: string;
  /** A staff API call as the admin (staffApi). */
  api: <T>(path: string, init?: RequestInit) => Promise<T>;
  /** A page signed in as the admin. */
  signedInPage: (options?: Omit<PageOptions, 'token'>) => Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * For the whole test file: before its tests, a fresh seeded site whose admin is `account`, a
 * browser and that admin's session; after them, all closed.
 */
export function setUpStaffSite(account: { email: string; password: string }): StaffSite {
  const staff = {
    api: <T>(path: string, init?: RequestInit) => staffApi<T>(staff.site.url, staff.token, path, init),
    signedInPage: (options: Omit<PageOptions, 'token'> = {}) => openPage(staff.browser, { ...options, token: staff.token }),
  } as StaffSite;
  beforeAll(async () => {
    staff.site = await startSite({ adminEmail: account.email, adminPassword: account.password });
    staff.browser = await launchBrowser();
    staff.token = await staffToken(staff.site.url, account.email, account.password);
  }, 180_000);
  afterAll(async () => {
    await staff.browser?.close();
    await staff.site?.close();
  });
  return staff;
}
