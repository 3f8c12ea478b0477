/**
 * A browser test file's own site: registered with the file's hooks, started before its tests and
 * closed after them. The returned object's fields are set once the file's beforeAll has run.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage, staffApi, staffToken, type PageOptions } from './back-office.ts';
import { launchBrowser, startSite, type RunningSite, type SiteOptions } from './browser.ts';

export interface FileSite {
  site: RunningSite;
  browser: Browser;
}

/** A fresh seeded site (startSite with `options`) and a browser. */
export function setUpSite(options: SiteOptions = {}): FileSite {
  const running = {} as FileSite;
  beforeAll(async () => {
    running.site = await startSite(options);
    running.browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.site?.close();
  });
  return running;
}

export interface StaffSite extends FileSite {
  /** The admin's session token. */
  token: string;
  /** A staff API call as the admin (staffApi). */
  api: <T>(path: string, init?: RequestInit) => Promise<T>;
  /** A page signed in as the admin. */
  signedInPage: (options?: Omit<PageOptions, 'token'>) => Promise<{ context: BrowserContext; page: Page }>;
  /** A member the admin invites, their password set from the invitation's link: their session token. */
  invite: (member: { name: string; email: string; role: 'editor' | 'contributor' }) => Promise<string>;
}

const MEMBER_PASSWORD = 'Member-Password-2026';

/** setUpSite (with `options`) whose admin is `account`, with that admin's session. */
export function setUpStaffSite(account: { email: string; password: string }, options: SiteOptions = {}): StaffSite {
  const staff = setUpSite({ ...options, adminEmail: account.email, adminPassword: account.password }) as StaffSite;
  staff.api = <T>(path: string, init?: RequestInit) => staffApi<T>(staff.site.url, staff.token, path, init);
  staff.signedInPage = (options = {}) => openPage(staff.browser, { ...options, token: staff.token });
  staff.invite = async (member) => {
    const invited = await staff.api<{ data: { invite_url: string } }>('/team', { method: 'POST', body: JSON.stringify(member) });
    const token = new URL(invited.data.invite_url).pathname.split('/').pop()!;
    const res = await fetch(`${staff.site.url}/api/auth/resetpassword/${token}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: MEMBER_PASSWORD, confirmPassword: MEMBER_PASSWORD }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  // Runs after setUpSite's beforeAll: hooks run in the order they were registered.
  beforeAll(async () => {
    staff.token = await staffToken(staff.site.url, account.email, account.password);
  });
  return staff;
}
