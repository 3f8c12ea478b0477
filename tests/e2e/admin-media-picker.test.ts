/**
 * Media staff can reuse, in real headless Chromium against the production build on a seeded
 * temporary database: a library picture chosen into the featured image field and into the body
 * (found by the title of the article that shows it, by keyboard too), three pictures uploaded at
 * once in the Media Library each with its progress bar, a 4000 x 3000 camera photo made smaller in
 * the browser and arriving at the server at 2,560 px on its longer side and upright (its EXIF
 * orientation applied), and the same photo uploaded again recognised and reused. axe on the picker;
 * with E2E_SCREENSHOTS=1, the picker and the Media Library at 1366 and 360 px, light and dark.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { editorSection, toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { axeProblems } from '../helpers/axe.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';
import { cameraPhoto, makePng } from '../helpers/images.ts';

const EMAIL = 'picture-desk@e2e.example.org';
const PASSWORD = 'Picture-Desk-2026';
/** A seed picture, and a word of the title of the seeded article that shows it. */
const SEED_PICTURE = 'article-kigali-smart-classrooms.jpg';
const SHOWN_IN = 'Smart Classrooms';

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD });

interface Media {
  id: string;
  url: string;
  filename: string;
  size: number;
  width: number;
  height: number;
  created_at: string;
}
const library = (q = '') => staff.api<{ data: Media[]; pagination: { total: number } }>(`/media?limit=50&q=${encodeURIComponent(q)}`);

async function newArticle(page: Page): Promise<void> {
  await page.goto(`${staff.site.url}/admin/articles/new`);
  await page.locator('.ed-page').waitFor();
}

/** Picks `files` with the chooser the button opens. */
async function pick(page: Page, button: Locator, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

describe('the media picker', () => {
  it('puts a library picture in the featured image field and in the body, found by where it is used, by mouse and keyboard', async () => {
    const seed = (await library(SEED_PICTURE)).data[0];
    const newest = (await library()).data[0];
    const { context, page } = await staff.signedInPage();
    await newArticle(page);
    const panel = await editorSection(page, 'Article settings', 'Featured image');
    await panel.getByRole('button', { name: 'Choose Featured Image from the Media Library' }).click();
    let dialog = page.getByRole('dialog', { name: 'Choose the featured image' });
    // Newest first, with the count.
    await dialog.getByText(/^\d+ images, newest first$/).waitFor();
    await expect(dialog.getByRole('radio').first().getAttribute('aria-label')).resolves.toContain(newest.filename);
    expect(await axeProblems(page, 'media picker')).toEqual([]);
    await keepScreenshot(page, 'media-picker-1366-light.png');

    // Found by the title of the article that shows it.
    await dialog.getByLabel('Search the media library').fill(SHOWN_IN);
    await dialog.getByText(new RegExp(`^\\d+ images? match "${SHOWN_IN}", newest first$`)).waitFor();
    const seedItem = dialog.getByRole('radio', { name: new RegExp(`^${SEED_PICTURE}`) });
    await seedItem.click();
    await expect(seedItem.getAttribute('aria-checked')).resolves.toBe('true');
    await dialog.locator('.adm-picker__facts').getByText(/Smart Classrooms/).waitFor();
    await dialog.getByRole('button', { name: 'Use this image' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(panel.getByLabel('Featured Image URL').inputValue()).resolves.toBe(seed.url);
    await panel.getByText(`From the library: ${SEED_PICTURE}`).waitFor();
    await panel.locator('.adm-image-preview img').waitFor();

    // By keyboard: one Tab stop, arrows move the choice, Enter uses it.
    await panel.getByRole('button', { name: 'Choose Featured Image from the Media Library' }).click();
    dialog = page.getByRole('dialog', { name: 'Choose the featured image' });
    const radios = dialog.getByRole('radio');
    await radios.nth(1).waitFor();
    await expect(radios.evaluateAll((els) => els.filter((el) => el.getAttribute('tabindex') === '0').length)).resolves.toBe(1);
    await radios.first().focus();
    await page.keyboard.press('ArrowRight');
    // Polled: on a busy machine the picker may still be settling its list when the key lands.
    await expect.poll(() => radios.nth(1).getAttribute('aria-checked')).toBe('true');
    await expect(radios.nth(1).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => radios.first().getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect(panel.getByLabel('Featured Image URL').inputValue()).resolves.toBe(newest.url);

    // The body's Insert picture is the same picker, with alt text and caption.
    await page.getByRole('button', { name: 'Picture', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Insert a picture' });
    await dialog.getByLabel('Search the media library').fill(SEED_PICTURE);
    await dialog.getByRole('radio', { name: new RegExp(`^${SEED_PICTURE}`) }).click();
    await dialog.getByLabel('Alt text').fill('Pupils at tablets in a Kigali classroom');
    await dialog.getByLabel('Caption').fill('A smart classroom in Kigali.');
    await dialog.getByRole('button', { name: 'Insert picture' }).click();
    const figure = page.locator('.ed-body figure.ed-figure').first();
    await expect(figure.locator('img').getAttribute('src')).resolves.toBe(seed.url);
    await expect(figure.locator('img').getAttribute('alt')).resolves.toBe('Pupils at tablets in a Kigali classroom');
    await context.close();
  }, 90_000);

  it('looks finished on a 360 px phone in dark mode', async () => {
    const { context, page } = await staff.signedInPage({ width: 360, dark: true });
    await newArticle(page);
    const panel = await editorSection(page, 'Article settings', 'Featured image');
    await panel.getByRole('button', { name: 'Choose Featured Image from the Media Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose the featured image' });
    await dialog.getByRole('radio').first().click();
    await dialog.locator('.adm-picker__chosen img').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Three thumbnails a row, none cut off.
    const boxes = await dialog.getByRole('radio').evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().right));
    expect(Math.max(...boxes)).toBeLessThanOrEqual(360);
    expect(await axeProblems(page, 'media picker phone')).toEqual([]);
    await keepScreenshot(page, 'media-picker-360-dark.png');
    await context.close();
  }, 60_000);
});

describe('uploading to the Media Library', () => {
  it('sends three pictures at once, each with its own progress bar to the end', async () => {
    const before = (await library()).pagination.total;
    const { context, page } = await staff.signedInPage();
    await page.goto(`${staff.site.url}/admin/media-library`);
    await page.locator('.adm-library__card').first().waitFor();
    const files = ['assembly', 'lab', 'garden'].map((name, i) => ({
      name: `${name}.png`,
      mimeType: 'image/png',
      buffer: makePng(900, 600, (x, y) => [(x + i * 80) % 256, (y + i * 40) % 256, 120]),
    }));
    await pick(page, page.getByRole('button', { name: 'Upload Images' }), files);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect.poll(() => uploads.getByRole('progressbar').count()).toBe(3);
    for (const file of files) {
      const row = uploads.getByRole('listitem').filter({ hasText: file.name });
      await row.getByText('Uploaded', { exact: true }).waitFor();
      await expect(row.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('100');
    }
    await toast(page, 'Images uploaded');
    await page.getByText('3 images uploaded').first().waitFor();
    expect((await library()).pagination.total).toBe(before + 3);
    // The grid shows them first.
    for (const file of files) await page.locator('.adm-library__card', { hasText: file.name }).waitFor();
    await keepScreenshot(page, 'media-library-uploads-1366-light.png');
    await context.close();
  }, 60_000);

  it('shrinks a 4000 x 3000 camera photo to 2,560 px, upright, before sending; the same photo again is reused', async () => {
    const photo = await cameraPhoto(4000, 3000);
    const { context, page } = await staff.signedInPage();
    await page.goto(`${staff.site.url}/admin/media-library`);
    await page.locator('.adm-library__card').first().waitFor();
    const sent: number[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/media')) sent.push(Number(req.headers()['content-length'] ?? req.postDataBuffer()?.length ?? 0));
    });
    const upload = { name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo };
    await pick(page, page.getByRole('button', { name: 'Upload Images' }), [upload]);
    const row = page.getByRole('list', { name: 'Uploads' }).getByRole('listitem').filter({ hasText: 'IMG_4032.jpg' });
    await row.getByText('Uploaded', { exact: true }).waitFor({ timeout: 30_000 });
    await toast(page, 'Images uploaded');
    // Upright (the EXIF rotation applied: 3000 x 4000) and at most 2,560 px, sizes before and after.
    await row.getByText(/^3000×4000 → 1920×2560 · \d+(\.\d)? MB → \d+(\.\d)? (MB|KB)$/).waitFor();

    const stored = (await library('IMG_4032')).data;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ width: 1920, height: 2560, filename: 'IMG_4032.jpg' });
    expect(stored[0].size).toBeLessThan(photo.length / 2);
    // What arrived is kept as the upload's original: 2,560 px tall, upright (no rotation left to
    // apply), the red half on top.
    const [year, month] = stored[0].created_at.split('-');
    const original = readFileSync(join(staff.site.config.dataDir, 'media', 'originals', year, month, `${stored[0].id}.jpg`));
    const meta = await sharp(original).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation ?? 1 }).toEqual({ width: 1920, height: 2560, orientation: 1 });
    const band = async (top: number) => (await sharp(await sharp(original).extract({ left: 0, top, width: 1920, height: 1000 }).toBuffer()).stats()).channels;
    const [top, bottom] = [await band(0), await band(1560)];
    expect(top[0].mean).toBeGreaterThan(top[2].mean + 60);
    expect(Math.abs(bottom[0].mean - bottom[2].mean)).toBeLessThan(20);
    expect(sent[0]).toBeLessThan(photo.length / 2);

    // The same photo again: shrunk to the same bytes, recognised, nothing new in the library.
    await page.getByRole('button', { name: 'Clear the list' }).click();
    await pick(page, page.getByRole('button', { name: 'Upload Images' }), [upload]);
    await row.getByText('Already in the library: reused').waitFor({ timeout: 30_000 });
    await toast(page, 'Already in the library');
    expect((await library('IMG_4032')).data).toHaveLength(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
    await keepScreenshot(page, 'media-library-reused-1366-light.png');
    await context.close();
  }, 90_000);

  it('looks finished with its uploads on a 360 px phone in dark mode', async () => {
    const { context, page } = await staff.signedInPage({ width: 360, dark: true });
    await page.goto(`${staff.site.url}/admin/media-library`);
    await page.locator('.adm-library__card').first().waitFor();
    await pick(page, page.getByRole('button', { name: 'Upload Images' }), [
      { name: 'phone-upload-with-a-long-name-from-the-camera-roll.png', mimeType: 'image/png', buffer: makePng(700, 500, (x) => [x % 256, 90, 160]) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
    ]);
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await uploads.getByText('Uploaded', { exact: true }).waitFor();
    await uploads.getByText('Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeProblems(page, 'media library uploads phone')).toEqual([]);
    await keepScreenshot(page, 'media-library-uploads-360-dark.png');
    await context.close();
  }, 60_000);
});
