/**
 * Two-factor sign-in and sessions in real headless Chromium, on a 360 px phone: the administrator
 * turns two-factor sign-in on from the Security page (password, the secret read off the screen, a
 * code computed by tests/helpers/totp.ts, the recovery codes shown once, downloaded in a file that
 * names the site as its administrators named it), sees where they are signed
 * in, then signs in again: the password alone opens no session, the second step does (a wrong code
 * is refused, a recovery code lets them in). Each screen is checked light and dark with axe.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openPage } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';
import { totp } from '../helpers/totp.ts';

const EMAIL = 'security-admin@e2e.example.org';
const PASSWORD = 'Security-Admin-2026';
const LOOK = { width: 360, dark: false };

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD });
const shoot = (page: Parameters<typeof keepScreenshot>[0], name: string) => (scheme: 'light' | 'dark') => keepScreenshot(page, `${name}-360-${scheme}.png`, { fullPage: true });

describe('admin security: two-factor sign-in and sessions', () => {
  it('turns on two-factor sign-in, lists the session, and asks for the second step at the next sign-in', async () => {
    const problems: string[] = [];
    // A renamed site: the recovery codes' file names it.
    expect((await staff.api<{ success: boolean }>('/site', { method: 'PUT', body: JSON.stringify({ site_name: 'Kigali Learning Review' }) })).success).toBe(true);
    const { context, page } = await staff.signedInPage(LOOK);
    await page.goto(`${staff.site.url}/admin/security`);
    await page.getByRole('heading', { name: 'Security' }).waitFor();

    // Where they are signed in: this browser, marked as the current session.
    const sessions = page.locator('.adm-session');
    await sessions.first().waitFor();
    await page.getByText('This device').first().waitFor();

    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const prompt = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
    await prompt.getByLabel('Your password').fill('not-the-password');
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await prompt.getByText(/incorrect/i).waitFor();
    await prompt.getByLabel('Your password').fill(PASSWORD);
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await prompt.waitFor({ state: 'detached' });

    // The QR code and the key in text; the independent authenticator computes from the text.
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page.getByLabel('Secret key').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    problems.push(...(await problemsInBothSchemes(page, 'security-setup', LOOK, { shoot: shoot(page, 'security-setup') })));

    await page.getByLabel('Authentication code').fill('000000' === totp(secret, Date.now()) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.locator('.adm-field.has-error').waitFor();
    await page.getByLabel('Authentication code').fill(totp(secret, Date.now()));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).locator('li');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent())!.trim();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('kigali-learning-review-recovery-codes.txt');
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file.split('\n')[0]).toBe(`Kigali Learning Review back office: recovery codes for ${EMAIL}`);
    expect(file).toContain(recoveryCode);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText('Recovery codes left').waitFor();
    problems.push(...(await problemsInBothSchemes(page, 'security', LOOK, { shoot: shoot(page, 'security') })));
    await context.close();

    // A new browser: the right password leads to the second step, never to the dashboard.
    const other = await openPage(staff.browser, LOOK);
    await other.page.goto(`${staff.site.url}/admin/login`);
    await other.page.getByLabel('Email address').fill(EMAIL);
    await other.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.page.getByRole('button', { name: 'Sign In' }).click();
    await other.page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    expect(await other.page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    problems.push(...(await problemsInBothSchemes(other.page, 'login-second-step', LOOK, { shoot: shoot(other.page, 'login-second-step') })));

    await other.page.getByLabel('Authentication code').fill('12345');
    await other.page.getByRole('button', { name: 'Verify' }).click();
    await other.page.getByText(/not right/).waitFor();

    await other.page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
    await other.page.getByLabel('Recovery code').fill(recoveryCode);
    await other.page.getByRole('button', { name: 'Verify' }).click();
    await other.page.waitForURL(/\/admin\/dashboard$/);

    // The Security page now counts one recovery code fewer and two sessions.
    await other.page.goto(`${staff.site.url}/admin/security`);
    await other.page.getByText('9 of 10').waitFor();
    // The sessions list loads on its own, after the recovery codes' count: wait for it.
    await expect.poll(() => other.page.locator('.adm-session').count()).toBe(2);
    await other.context.close();

    expect(problems).toEqual([]);
  }, 120_000);
});
