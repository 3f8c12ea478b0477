/**
 * The Backups screen in real headless Chromium against the production build: an administrator
 * backs up now and sees it listed OK with its size, downloads the archive, imports a Ghost export
 * and reads the report; the screen fits a phone, light and dark, and passes axe.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { backupsScreen, openAdminScreen, problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const staff = setUpStaffSite({ email: 'backups-admin@e2e.example.org', password: 'Backups-Admin-2026' });

describe('admin backups screen', () => {
  it('backs up now, downloads the archive, and imports a Ghost export with its report', async () => {
    const { context, page } = await staff.signedInPage();
    await openAdminScreen(page, staff.site.url, backupsScreen);
    await page.locator('.adm-nav__link.is-active', { hasText: 'Backups' }).waitFor();
    await page.getByText('No backups yet').waitFor();

    await page.getByRole('button', { name: 'Back up now' }).click();
    await toast(page, 'Backup started');
    const row = page.locator('.adm-table tbody tr').first();
    await row.locator('.adm-chip', { hasText: 'OK' }).waitFor({ timeout: 30_000 });
    await row.getByText(/insight-media-\d{8}-\d{6}\.tar\.gz/).waitFor();
    await row.getByText(/\d+(\.\d)? (KB|MB)/).waitFor();
    await keepScreenshot(page, 'backups-1366-light.png', { fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Download the backup/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^insight-media-\d{8}-\d{6}\.tar\.gz$/);
    const saved = join(staff.site.dir, 'downloaded.tar.gz');
    await download.saveAs(saved);
    expect(statSync(saved).size).toBeGreaterThan(1000);

    // Pictures of the fixture point at a port nobody serves: they stay links, quickly.
    const ghost = join(staff.site.dir, 'ghost.json');
    writeFileSync(ghost, readFileSync(join(import.meta.dirname, '../fixtures/import/ghost.json'), 'utf8').replaceAll('IMAGES', 'http://127.0.0.1:9'));
    await page.getByLabel('From').selectOption('ghost');
    await page.getByLabel('File').setInputFiles(ghost);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByText('Added 7 articles.').waitFor({ timeout: 30_000 });
    await page.getByText('Skipped (1)').click();
    await page.getByText('page “Contact”').waitFor();
    await keepScreenshot(page, 'backups-import-report-1366-light.png', { fullPage: true });
    await context.close();
  }, 90_000);

  it('fits a 390 px phone, light and dark, and shows its heading', async () => {
    const look = { width: 390, dark: false };
    const { context, page } = await staff.signedInPage(look);
    await openAdminScreen(page, staff.site.url, backupsScreen);
    const problems = await problemsInBothSchemes(page, backupsScreen.name, look);
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);
});
