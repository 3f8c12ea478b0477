/**
 * The full-page editor (issue 45) in real headless Chromium against the production build, at a
 * desktop width and on a 390 px phone: a story typed with Markdown shortcuts and keyboard marks, a
 * picture uploaded and captioned in the text, a YouTube video, published, and its public page
 * showing the same structure (the player loading on a click); documents pasted from Google Docs,
 * Word (its pictures read from the clipboard's RTF) and a web page, checked for what is kept and
 * what is dropped, no script run, their pictures copied into the media library; a seeded article
 * opened and saved unchanged; axe on the editor in both themes.
 *
 * Pasted pictures at other sites (Docs' googleusercontent.com, a news site's CDN) are served here by
 * a loopback server the site is allowed to fetch from (remoteImagesFromPrivateAddresses).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { problemsInBothSchemes } from '../helpers/screens.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { makePng } from '../helpers/images.ts';
import { chooseAuthor, editorSection, publishNow, toast } from '../helpers/back-office.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';
import { ROOT } from '../helpers/browser.ts';

const EMAIL = 'editor-desk@e2e.example.org';
const PASSWORD = 'Editor-Desk-2026';
const UPLOADED = /^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/\d+x\d+(?:-[0-9a-f]{6})?\.(?:jpg|png)$/;
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD }, { config: { remoteImagesFromPrivateAddresses: true } });

/** The pictures of the pasted documents' other sites, served on loopback. */
let pictures: Server;
let pictureOrigin = '';
beforeAll(async () => {
  const png = makePng(640, 360);
  pictures = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png));
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureOrigin = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pictures.close(() => resolve())));

const fixture = (name: string) => readFileSync(join(ROOT, 'tests/fixtures/paste', name), 'utf8');
/** A fixture with its pictures' hosts pointed at the loopback server. */
const withLocalPictures = (html: string) => html.replace(/https:\/\/(lh7-rt\.googleusercontent\.com|cdn\.example-news\.org)\//g, `${pictureOrigin}/$1/`);

const body = (page: Page) => page.locator('.ed-body');

async function closePanelOnPhone(page: Page, width: number, panelName: string) {
  if (width < 1024) await page.getByRole('button', { name: `Close ${panelName.toLowerCase()}` }).click();
}

/** Pastes as the browser does: a paste event whose clipboard holds `data` (HTML, text, RTF). */
async function paste(page: Page, data: Record<string, string>) {
  await body(page).click();
  await page.evaluate((items) => {
    const transfer = new DataTransfer();
    for (const [type, value] of Object.entries(items)) transfer.setData(type, value);
    document.querySelector('.ed-body')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, data);
}

/** The Markdown the editor would save (the article as the API answers it after a save). */
async function savedContent(id: string): Promise<string> {
  return (await staff.api<{ data: { content: string } }>(`/articles/${id}`)).data.content;
}

/** The side fields an article needs to publish, filled in the panel. */
async function fillRequired(page: Page, width: number) {
  let panel = await editorSection(page, 'Article settings', 'Excerpt');
  await panel.getByLabel('Excerpt', { exact: true }).fill('Off-grid solar kits keep science classes running after dark.');
  panel = await editorSection(page, 'Article settings', 'Author');
  await chooseAuthor(page, panel, 'Amina Uwase');
  panel = await editorSection(page, 'Article settings', 'Featured image');
  await panel.getByLabel('Featured Image URL').fill('/media/seed/article-kigali-smart-classrooms.jpg');
  await panel.getByLabel('Featured Image Alt Text').fill('Pupils around a solar panel');
  panel = await editorSection(page, 'Article settings', 'Search & sharing');
  await panel.getByLabel('Meta Description').fill('How solar kits keep rural science labs open after dark.');
  await panel.locator('.ed-serp__text', { hasText: 'How solar kits keep rural science labs open after dark.' }).waitFor();
  await closePanelOnPhone(page, width, 'Article settings');
}

describe.each([
  ['desktop', 1366],
  ['phone', 390],
])('writing a story on %s', (_, width) => {
  it('Markdown shortcuts, marks by keyboard, a picture and a video; published, the public page shows the same structure', async () => {
    const { context, page } = await staff.signedInPage({ width });
    await page.goto(`${staff.site.url}/admin/magazine/articles`);
    await page.getByRole('link', { name: 'New Article' }).first().click();
    await page.waitForURL(/\/admin\/articles\/new$/);
    const title = `Solar labs after dark ${width} ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await body(page).click();

    // Markdown as you type: '## ' a heading, '**x**' bold, '*x*' italic, '- ' a list, '> ' a quote.
    await page.keyboard.type('## Why it matters');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The kits cost **less than a phone** and run *all night*. ');
    // Marks by keyboard: Ctrl+B on, type, off.
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Forty pupils');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' use them.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- A rain gauge');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A wind vane');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('> We wired the first one ourselves.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Typo here');
    // Undo takes back what was just typed.
    await page.keyboard.press('Control+z');
    await expect(body(page).innerText()).resolves.not.toContain('Typo here');

    await body(page).locator('h2', { hasText: 'Why it matters' }).waitFor();
    await expect(body(page).locator('strong').allInnerTexts()).resolves.toEqual(['less than a phone', 'Forty pupils']);
    await expect(body(page).locator('em').allInnerTexts()).resolves.toEqual(['all night']);
    await expect(body(page).locator('ul > li').allInnerTexts()).resolves.toEqual(['A rain gauge', 'A wind vane']);
    await body(page).locator('blockquote', { hasText: 'We wired the first one ourselves.' }).waitFor();
    await page.getByText(/\d+ words · 1 min read/).waitFor();

    // A picture uploaded from the device, captioned, with its alt text, where the cursor is.
    await page.getByRole('button', { name: 'Picture', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert a picture' });
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload images' }).click();
    await (await chooser).setFiles({ name: 'rain-gauge.png', mimeType: 'image/png', buffer: makePng(800, 450) });
    await dialog.getByLabel('Alt text').fill('Pupils reading the rain gauge');
    await dialog.getByLabel('Caption').fill('The gauge is read at seven every morning.');
    await dialog.getByRole('button', { name: 'Insert picture' }).click();
    const figure = body(page).locator('figure.ed-figure').first();
    expect(await figure.locator('img').getAttribute('src')).toMatch(UPLOADED);
    await expect(figure.getByLabel('Caption').inputValue()).resolves.toBe('The gauge is read at seven every morning.');

    // A YouTube video: the site's player (its still and a play button).
    await page.getByRole('button', { name: 'YouTube video' }).click();
    const video = page.getByRole('dialog', { name: 'Insert a YouTube video' });
    await video.getByLabel('YouTube link').fill(VIDEO);
    await video.getByLabel('Video title').fill('The lab at night');
    await video.getByRole('button', { name: 'Insert video' }).click();
    await body(page).locator('.prose-embed .embed img.embed__poster').waitFor();

    await fillRequired(page, width);
    await keepScreenshot(page, `editor-writing-${width}.png`);
    await publishNow(page, 'article');
    await toast(page, 'Article published');
    await page.waitForURL(/\/admin\/articles\/[0-9a-f-]{36}\/edit$/);
    const id = page.url().split('/').at(-2) as string;
    // The editor stayed: its undo history is the writer's still, and nothing is left to save.
    await page.getByText('Saved', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Undo' }).isEnabled()).resolves.toBe(true);

    const markdown = await savedContent(id);
    expect(markdown).toContain('## Why it matters');
    expect(markdown).toContain('The kits cost **less than a phone** and run *all night*. **Forty pupils** use them.');
    expect(markdown).toContain('- A rain gauge\n- A wind vane');
    expect(markdown).toMatch(/!\[Pupils reading the rain gauge\]\(\/media\/uploads\/\S+ "The gauge is read at seven every morning\."\)/);
    expect(markdown).toContain(`![The lab at night](https://www.youtube.com/watch?v=dQw4w9WgXcQ)`);

    // What the editor showed is what the public page shows.
    const editorShape = await structureOf(page, '.ed-body');
    const reader = await context.newPage();
    await reader.goto(`${staff.site.url}/article/${id}`);
    const content = reader.locator('.article__content');
    await content.locator('h2').first().waitFor();
    expect(await structureOf(reader, '.article__content')).toEqual(editorShape);
    expect(await content.locator('figure img').first().getAttribute('alt')).toBe('Pupils reading the rain gauge');
    await content.locator('figcaption', { hasText: 'The gauge is read at seven every morning.' }).waitFor();
    // The player loads YouTube only when asked (once the page's script runs: before, the link opens YouTube).
    expect(await reader.locator('iframe').count()).toBe(0);
    await reader.locator('.like-button[data-ready="true"]').waitFor(); // hydrated
    await content.getByRole('link', { name: 'Play video: The lab at night' }).click();
    expect(await content.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    await context.close();
  }, 90_000);
});

/** The body's blocks as a reader sees them: headings, paragraphs' marks, lists, quotes, figures. */
function structureOf(page: Page, root: string) {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector) as HTMLElement;
    return {
      headings: [...el.querySelectorAll('h2, h3')].map((h) => `${h.tagName}:${h.textContent?.trim()}`),
      bold: [...el.querySelectorAll('strong')].map((s) => s.textContent?.trim()),
      italic: [...el.querySelectorAll('em')].map((s) => s.textContent?.trim()),
      items: [...el.querySelectorAll('li')].map((s) => s.textContent?.trim()),
      quotes: [...el.querySelectorAll('blockquote')].map((s) => s.textContent?.trim()),
      pictures: [...el.querySelectorAll('figure:not(.prose-embed) img')].map((i) => (i as HTMLImageElement).getAttribute('src')),
      videos: [...el.querySelectorAll('.embed img.embed__poster')].map((i) => (i as HTMLImageElement).getAttribute('src')),
    };
  }, root);
}

describe('pasting documents (on a phone)', () => {
  async function newArticleWith(data: Record<string, string>) {
    const { context, page } = await staff.signedInPage({ width: 390 });
    await page.goto(`${staff.site.url}/admin/articles/new`);
    await body(page).waitFor();
    await paste(page, data);
    return { context, page };
  }

  /** Waits until no pasted picture is still being copied, then the figures' addresses. */
  async function copiedPictures(page: Page) {
    await page.waitForFunction(() => !document.querySelector('.ed-figure__state'));
    return body(page).locator('figure.ed-figure:not(.prose-embed) img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  }

  /** Markup nobody asked for: styles, classes, fonts, spans, Word's and Docs' leftovers, script. */
  async function leftovers(page: Page) {
    return body(page).evaluate((el) => ({
      styled: el.querySelectorAll('p [style], li [style], h2 [style], h3 [style]').length,
      spans: el.querySelectorAll('p span, li span, h2 span').length,
      fonts: el.querySelectorAll('font').length,
      scripts: el.querySelectorAll('script, style').length,
      wordMarkup: /o:p|mso-|docs-internal-guid|MsoNormal/.test(el.innerHTML),
    }));
  }

  it('Google Docs: headings, bold, italic, links without Google\'s redirect, lists and the picture (copied to the library)', async () => {
    const { context, page } = await newArticleWith({ 'text/html': withLocalPictures(fixture('google-docs.html')), 'text/plain': 'Solar kits keep...' });
    // Docs' <b style="font-weight:normal"> wrapper is not bold; its h1 and h2 are the body's h2 and h3.
    await expect(body(page).locator('h2').allInnerTexts()).resolves.toEqual(["Solar kits keep Tamale's science labs open after dark"]);
    await expect(body(page).locator('h3').allInnerTexts()).resolves.toEqual(['What the pupils built']);
    await expect(body(page).locator('strong').allInnerTexts()).resolves.toEqual(['forty pupils']);
    await expect(body(page).locator('em').allInnerTexts()).resolves.toEqual(['solar lamps']);
    expect(await body(page).getByRole('link', { name: 'the full report' }).getAttribute('href')).toBe('https://example.org/solar-report');
    await expect(body(page).locator('ul > li').allInnerTexts()).resolves.toEqual(['A rain gauge made from a water bottle', 'A wind vane on the school roof']);
    await expect(body(page).locator('ol > li').allInnerTexts()).resolves.toEqual(['Read the gauge at seven', "Text the reading to the farmers' group"]);
    const [src] = await copiedPictures(page);
    expect(src).toMatch(UPLOADED);
    await expect(body(page).getByLabel('Alt text').inputValue()).resolves.toBe('Pupils reading the rain gauge on the school roof');
    expect(await leftovers(page)).toEqual({ styled: 0, spans: 0, fonts: 0, scripts: 0, wordMarkup: false });
    await keepScreenshot(page, 'editor-pasted-docs-390.png', { fullPage: true });
    await context.close();
  }, 60_000);

  it("Word: headings, marks, the link, bullet and numbered lists from Word's list paragraphs, the picture from the RTF", async () => {
    const { context, page } = await newArticleWith({ 'text/html': fixture('word.html'), 'text/rtf': fixture('word.rtf'), 'text/plain': 'Solar kits keep...' });
    await expect(body(page).locator('h2').allInnerTexts()).resolves.toEqual(['Solar kits keep Tamale’s labs open after dark']);
    await expect(body(page).locator('h3').allInnerTexts()).resolves.toEqual(['What the pupils built']);
    await expect(body(page).locator('strong').allInnerTexts()).resolves.toEqual(['forty pupils']);
    await expect(body(page).locator('em').allInnerTexts()).resolves.toEqual(['solar lamps']);
    expect(await body(page).getByRole('link', { name: 'the full report' }).getAttribute('href')).toBe('https://example.org/solar-report');
    await expect(body(page).locator(':scope > ul > li > p').allInnerTexts()).resolves.toEqual(['A rain gauge made from a water bottle', 'A wind vane on the school roof']);
    await expect(body(page).locator('ul ul > li').allInnerTexts()).resolves.toEqual(['marked in millimetres']);
    await expect(body(page).locator('ol > li').allInnerTexts()).resolves.toEqual(['Read the gauge at seven', 'Text the reading to the farmers’ group']);
    // Word's bullets and numbers were text: none is left in the items.
    expect((await body(page).locator('li').allInnerTexts()).some((t) => /^[·o§1-9]/.test(t))).toBe(false);
    const [src] = await copiedPictures(page);
    expect(src).toMatch(UPLOADED);
    expect(await leftovers(page)).toEqual({ styled: 0, spans: 0, fonts: 0, scripts: 0, wordMarkup: false });
    await context.close();
  }, 60_000);

  it('a web page: its text, picture with caption and YouTube video kept; script, handlers, styles, ads and tracking dropped', async () => {
    const { context, page } = await newArticleWith({ 'text/html': withLocalPictures(fixture('web-page.html')), 'text/plain': 'Why it matters' });
    await body(page).locator('h2', { hasText: 'Why it matters' }).waitFor();
    await expect(body(page).locator('strong').allInnerTexts()).resolves.toEqual(['promised 200 labs']);
    // Facebook's redirect unwrapped; a javascript: link is not a link.
    expect(await body(page).getByRole('link', { name: 'the audit' }).getAttribute('href')).toBe('https://example.org/labs-audit');
    expect(await body(page).getByRole('link', { name: 'this' }).count()).toBe(0);
    const [src] = await copiedPictures(page);
    expect(src).toMatch(UPLOADED);
    await expect(body(page).locator('figure.ed-figure').first().getByLabel('Caption').inputValue()).resolves.toBe('The Bolgatanga lab, wired by its teachers.');
    await expect(body(page).locator('.prose-embed').getByLabel('Video title').inputValue()).resolves.toBe('Solar labs in northern Ghana');
    await body(page).locator('blockquote', { hasText: 'We wired the first one ourselves.' }).waitFor();
    // One picture only: the tracking pixel is gone. Nothing ran.
    expect(await body(page).locator('figure.ed-figure:not(.prose-embed)').count()).toBe(1);
    expect(await page.evaluate(() => ({ script: 'pastedScriptRan' in window, handler: 'pastedHandlerRan' in window }))).toEqual({ script: false, handler: false });
    expect(await leftovers(page)).toEqual({ styled: 0, spans: 0, fonts: 0, scripts: 0, wordMarkup: false });
    await context.close();
  }, 60_000);
});

describe('an existing article', () => {
  it('opens without a change and saves back byte for byte; the editor passes axe in both themes', async () => {
    const list = await staff.api<{ data: Array<{ id: string; content: string }> }>('/articles?limit=3&status=all');
    const { id, content } = list.data[0];
    const { context, page } = await staff.signedInPage({ width: 1366 });
    await page.goto(`${staff.site.url}/admin/articles/${id}/edit`);
    await body(page).locator('h2').first().waitFor();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Article updated successfully!');
    expect(await savedContent(id)).toBe(content);

    await editorSection(page, 'Article settings', 'Search & sharing');
    expect(await problemsInBothSchemes(page, 'article-editor', { width: 1366, dark: false })).toEqual([]);
    await context.close();
  }, 60_000);
});
