/**
 * The Team screen in real headless Chromium against the production build on a seeded temporary
 * database in demo mode (no SMTP_URL): the admin invites a member, the invite link shown on the
 * screen opens 'Set your password', the member chooses a password, signs in, and sees the team
 * read-only. The screen is checked on a phone; `npm run screenshots` photographs it (1366 and
 * 390 px, light and dark) with the rest of the admin (tests/tools/screenshots.ts).
 */
import { describe, expect, it } from 'vitest';
import { openPage, toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { openAdminScreen, problemsInBothSchemes, teamScreen } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const EMAIL = 'team-admin@e2e.example.org';
const PASSWORD = 'Team-Admin-2026';
const MEMBER = { name: 'Kofi Mensah', email: 'kofi@e2e.example.org', password: 'Kofi-Pass-2026' };

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD });

describe('admin team screen', () => {
  it('invites a member whose link sets a password; the member signs in and sees the team read-only', async () => {
    const { context, page } = await staff.signedInPage();
    await page.goto(`${staff.site.url}/admin/team`);
    await page.getByRole('heading', { name: 'Team' }).waitFor();
    await page.locator('.adm-team__row', { hasText: '(you)' }).waitFor();
    // The sidebar leads here too.
    await page.locator('.adm-nav__link.is-active', { hasText: 'Team' }).waitFor();

    await page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Member' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Role').inputValue()).toBe('editor');
    // The server's duplicate message lands under the e-mail field.
    await dialog.getByLabel('Name').fill('Someone');
    await dialog.getByLabel('E-mail').fill(EMAIL.toUpperCase());
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await dialog.locator('.adm-field', { hasText: 'That email address is already in use' }).waitFor();

    await dialog.getByLabel('Name').fill(MEMBER.name);
    await dialog.getByLabel('E-mail').fill(MEMBER.email);
    await keepScreenshot(page, 'team-invite-modal-1366-light.png');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await toast(page, `Invitation sent to ${MEMBER.email}`);
    await dialog.waitFor({ state: 'detached' });

    const row = page.locator('.adm-team__row', { hasText: MEMBER.email });
    await row.locator('.adm-chip', { hasText: 'Invited' }).waitFor();
    await row.getByRole('button', { name: 'Resend invite' }).waitFor();
    // Demo mode: no mail goes out, so the link is shown with a Copy button.
    const linkBox = page.getByLabel('Invitation link');
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/admin\/reset-password\/[\w-]+\?invite=1$/);
    await page.getByRole('button', { name: 'Copy' }).waitFor();
    await keepScreenshot(page, 'team-invited-1366-light.png', { fullPage: true });
    await context.close();

    // The new member opens the link in a fresh browser.
    const member = await openPage(staff.browser);
    await member.page.goto(link);
    await member.page.getByRole('heading', { name: 'Set your password' }).waitFor();
    await keepScreenshot(member.page, 'team-set-password-1366-light.png');
    await member.page.getByLabel('New password', { exact: true }).fill(MEMBER.password);
    await member.page.getByLabel('Confirm new password').fill(MEMBER.password);
    await member.page.getByRole('button', { name: 'Set Password' }).click();
    await member.page.getByRole('heading', { name: 'Password Set!' }).waitFor();

    // Signs in with the chosen password.
    await member.page.evaluate(() => localStorage.removeItem('auth_token'));
    await member.page.goto(`${staff.site.url}/admin/login`);
    await member.page.getByLabel('Email address').fill(MEMBER.email);
    await member.page.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await member.page.getByRole('button', { name: 'Sign In' }).click();
    await member.page.waitForURL(/\/admin\/dashboard$/);

    await member.page.goto(`${staff.site.url}/admin/team`);
    await member.page.getByText('Only administrators can invite or change members.').waitFor();
    const me = member.page.locator('.adm-team__row', { hasText: MEMBER.email });
    await me.getByText('(you)').waitFor();
    expect(await me.locator('.adm-chip', { hasText: 'Invited' }).count()).toBe(0);
    expect(await member.page.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);
    expect(await member.page.locator('.adm-team__row select').count()).toBe(0);
    await me.locator('.adm-chip', { hasText: 'Editor' }).waitFor();
    expect(await member.page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    await keepScreenshot(member.page, 'team-editor-1366-light.png', { fullPage: true });
    await member.context.close();
  }, 60_000);

  it('the team screen fits a 390 px phone, light and dark, and shows its heading', async () => {
    const look = { width: 390, dark: false };
    const { context, page } = await staff.signedInPage(look);
    await openAdminScreen(page, staff.site.url, teamScreen);
    const problems = await problemsInBothSchemes(page, teamScreen.name, look);
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);
});
