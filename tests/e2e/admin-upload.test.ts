/**
 * Uploading images in the back office, in real headless Chromium against the production build on a
 * seeded temporary database: the article editor's Upload button sends a picked photo to the media
 * library, the URL lands in the Featured Image field with its preview, the article saves with it,
 * and the site serves the image. A wrong file is refused in the browser with the server's words.
 * With E2E_SCREENSHOTS=1, screenshots of the Featured image section with an upload (1366 and 390 px,
 * light and dark) go to test-results/screenshots/admin.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chooseAuthor, editorSection, publishNow } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';
import { makePng } from '../helpers/images.ts';

const EMAIL = 'upload-editor@e2e.example.org';
const PASSWORD = 'Upload-Pass-2026';
/** An upload's main file: its folder, then its size and placeholder colour (shared/responsive-image.ts). */
const UPLOADED_URL = /^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/\d+x\d+(?:-[0-9a-f]{6})?\.(?:jpg|png)$/;

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD });
const { signedInPage } = staff;

async function openNewArticle(page: Page): Promise<Locator> {
  await page.goto(`${staff.site.url}/admin/magazine/articles`);
  await page.getByRole('heading', { name: 'Articles Management' }).waitFor();
  await page.getByRole('link', { name: 'New Article' }).first().click();
  await page.waitForURL(/\/admin\/articles\/new$/);
  const editor = page.locator('.ed-page');
  await editor.waitFor();
  return editor;
}

/** Clicks the Upload button beside the featured image field and picks `file` in the chooser. */
async function uploadFeatured(page: Page, dialog: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload Featured Image' }).click();
  await (await chooser).setFiles(file);
}

describe('image upload in the article form', () => {
  it('uploads a photo as the featured image, shows it, saves the article and the site serves the image', async () => {
    const { context, page } = await signedInPage();
    const dialog = await openNewArticle(page);
    const title = `Girls build solar lamps ${Date.now()}`;
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Excerpt', { exact: true }).fill('A weekend workshop where pupils wire their own reading lights.');
    await dialog.getByLabel('Content', { exact: true }).fill('Pupils at the workshop soldered, tested and took home their own solar reading lamps.');
    await chooseAuthor(page, dialog, 'Grace Mutesi');
    const field = dialog.getByLabel('Featured Image URL');

    // Checked in the browser first: a text file is refused with the server's words, nothing is sent.
    await uploadFeatured(page, dialog, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just words') });
    await dialog.locator('.adm-field__error', { hasText: 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded' }).waitFor();
    await page.locator('.toast', { hasText: 'Upload Failed' }).first().waitFor();
    await expect(field.inputValue()).resolves.toBe('');
    await keepScreenshot(page, 'article-upload-refused-1366-light.png');

    await dialog.getByLabel('Featured Image Alt Text').fill('Pupils holding lamps they built');
    await uploadFeatured(page, dialog, { name: 'solar-lamps.png', mimeType: 'image/png', buffer: makePng(1200, 675) });
    await expect.poll(() => field.inputValue(), { timeout: 10_000 }).toMatch(UPLOADED_URL);
    const url = await field.inputValue();
    const preview = dialog.locator('.adm-image-preview img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toBe(url);
    // Shown from its variants: the browser picks an AVIF of the width the preview needs. The upload
    // answers once three are written; the one picked may come a moment later, from the background run.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc), { timeout: 10_000 }).toMatch(/\/\d+\.avif$/);
    await dialog.getByText(/Uploaded solar-lamps\.png · 1200×675/).waitFor();
    await expect(dialog.locator('.adm-field__error').count()).resolves.toBe(0);

    await publishNow(page, 'article');
    await page.locator('.toast', { hasText: 'Article published' }).waitFor();
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}\/edit$/);

    const list = (await (await fetch(`${staff.site.url}/api/articles?limit=50`, { headers: { authorization: `Bearer ${staff.token}` } })).json()) as {
      data: { title: string; featured_image: string }[];
    };
    expect(list.data.find((a) => a.title === title)?.featured_image).toBe(url);
    const image = await fetch(`${staff.site.url}${url}`);
    expect(image.status).toBe(200);
    // An opaque PNG is served as a JPEG (and AVIF and WebP variants), its size kept.
    expect(url).toMatch(/\/1200x675-[0-9a-f]{6}\.jpg$/);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const media = (await (await fetch(`${staff.site.url}/api/media?q=solar-lamps`, { headers: { authorization: `Bearer ${staff.token}` } })).json()) as {
      data: { url: string; alt: string }[];
    };
    expect(media.data[0]).toMatchObject({ url, alt: 'Pupils holding lamps they built' });
    await context.close();
  }, 60_000);

  it('uploads into the Media tab and the gallery on a desktop in light and a phone in dark', async () => {
    for (const [width, dark] of [[1366, false], [390, true]] as const) {
      const { context, page } = await signedInPage({ width, dark });
      const dialog = await openNewArticle(page);
      await editorSection(page, 'Article settings', 'Featured image');
      await dialog.getByLabel('Featured Image Alt Text').fill('Pupils holding lamps they built');
      await uploadFeatured(page, dialog, { name: 'solar-lamps.png', mimeType: 'image/png', buffer: makePng(1200, 675) });
      await dialog.locator('.adm-image-preview img').waitFor();
      // The preview's width may be one the upload's background run is still writing (as above).
      await expect.poll(() => dialog.locator('.adm-image-preview img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
      await keepScreenshot(page, `article-upload-${width}-${dark ? 'dark' : 'light'}.png`);
      // The gallery's image field has the same button; the new image shows before it is added.
      await editorSection(page, 'Article settings', 'Image gallery');
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload Image', exact: true }).click();
      await (await chooser).setFiles({ name: 'workshop.png', mimeType: 'image/png', buffer: makePng(800, 600) });
      await dialog.locator('.adm-gallery-add .adm-image-preview img').waitFor();
      await dialog.getByRole('button', { name: 'Add Image' }).click();
      await dialog.locator('.adm-gallery__item').first().waitFor();
      await keepScreenshot(page, `article-gallery-upload-${width}-${dark ? 'dark' : 'light'}.png`);
      await context.close();
    }
  }, 90_000);

  it('Media Library: upload, find, copy the URL, delete with the warning, and the image is gone', async () => {
    const { context, page } = await signedInPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: staff.site.url });
    await page.goto(`${staff.site.url}/admin/dashboard`);
    await page.getByRole('link', { name: 'Media Library' }).click();
    await page.getByRole('heading', { name: 'Media Library' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await (await chooser).setFiles({ name: 'library-reading-corner.png', mimeType: 'image/png', buffer: makePng(640, 480) });
    await page.locator('.toast', { hasText: 'Image uploaded' }).first().waitFor();
    const card = page.locator('.adm-library__card', { hasText: 'library-reading-corner.png' });
    await card.getByText('640×480').waitFor();
    await card.getByText('Not used yet').waitFor();
    await page.getByLabel('Search images').fill('reading-corner');
    await expect.poll(() => page.locator('.adm-library__card').count()).toBe(1);
    await keepScreenshot(page, 'media-library-1366-light.png');

    await card.getByRole('button', { name: 'Copy URL of library-reading-corner.png' }).click();
    await page.locator('.toast', { hasText: 'URL copied' }).first().waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toMatch(UPLOADED_URL);
    expect((await fetch(`${staff.site.url}${url}`).then(async (r) => (await r.arrayBuffer(), r.status)))).toBe(200);

    await card.getByRole('button', { name: 'Delete library-reading-corner.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move to trash?' });
    await confirm.getByText('can be restored from the Trash for 30 days').waitFor();
    await confirm.getByRole('button', { name: 'Move to trash' }).click();
    await page.locator('.toast', { hasText: 'Moved to trash' }).first().waitFor();
    await page.getByText('No images match "reading-corner"').waitFor();
    expect((await fetch(`${staff.site.url}${url}`).then(async (r) => (await r.arrayBuffer(), r.status)))).toBe(404);
    await context.close();
  }, 60_000);

  it('Media Library: shows where an image is used and warns, naming the items, before deleting one in use', async () => {
    // On a phone in dark mode (the desktop look is in `npm run screenshots`).
    for (const [width, dark] of [[390, true]] as const) {
      const { context, page } = await signedInPage({ width, dark });
      await page.goto(`${staff.site.url}/admin/media-library`);
      await page.getByLabel('Search images').fill('article-kigali-smart-classrooms');
      const card = page.locator('.adm-library__card', { hasText: 'article-kigali-smart-classrooms.jpg' });
      await card.getByText('Used in 1 place').waitFor();
      const link = card.getByRole('link', { name: /Smart Classrooms/ });
      expect(await link.getAttribute('href')).toMatch(/^\/admin\/article\/[0-9a-f-]{36}$/);
      // The thumbnail comes from the variants: a small AVIF, not the 1200 px picture.
      await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/\/(320|400|480|640|680|720)\.avif$/);
      await keepScreenshot(page, `media-library-usage-${width}-${dark ? 'dark' : 'light'}.png`);
      await card.getByRole('button', { name: 'Delete article-kigali-smart-classrooms.jpg' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Move to trash?' });
      await confirm.getByText('is in use. Delete it anyway?').waitFor();
      await confirm.getByText(/Smart Classrooms Are Rewriting/).waitFor();
      await confirm.getByText('Used in 1 place. Restoring it from the Trash (30 days) brings the picture back everywhere.').waitFor();
      await keepScreenshot(page, `media-library-delete-in-use-${width}-${dark ? 'dark' : 'light'}.png`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await context.close();
    }
  }, 60_000);

  it('Settings: a new podcast artwork is uploaded, made square and named by /podcast.xml', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/settings`);
    const panel = page.locator('.adm-cover-panel');
    await panel.getByText('1400 × 1400 px JPEG, the built-in artwork').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Upload New Artwork' }).click();
    await (await chooser).setFiles({ name: 'show-artwork.png', mimeType: 'image/png', buffer: makePng(1500, 1400) });
    await page.locator('.toast', { hasText: 'Podcast artwork updated' }).first().waitFor();
    await panel.getByText('1400 × 1400 px JPEG, made from an upload').waitFor();
    await keepScreenshot(page, 'settings-podcast-artwork-1366-light.png');
    const feed = await (await fetch(`${staff.site.url}/podcast.xml`)).text();
    const href = /<itunes:image href="([^"]+)"\/>/.exec(feed)?.[1];
    expect(href).toMatch(/\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/cover-1400\.jpg$/);
    const art = await fetch(href!);
    expect(art.headers.get('content-type')).toBe('image/jpeg');
    await context.close();
  }, 60_000);
});
