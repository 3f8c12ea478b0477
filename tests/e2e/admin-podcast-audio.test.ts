/**
 * Episode audio and counted downloads in the back office, in real headless Chromium against the
 * production build on a seeded temporary database: the podcast form uploads a real MP3 through its
 * file input with a progress bar, shows what the server read (length, size, type, bitrate) with a
 * player, saves it into the episode, and the episode still has it after a reload; a text file named
 * .mp3 is refused with the server's own words; a 120 MB upload on a slow link shows its progress,
 * leaves the page usable, holds Save back and can be cancelled; one past the size limit gets the
 * server's 413 message. The podcast screen and the episode page show the downloads of the last 30
 * days as the server counted them. Every state is checked with axe (WCAG 2.2 AA); with
 * E2E_SCREENSHOTS=1, screenshots (1366 and 390 px, light and dark) go to test-results/screenshots/admin.
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ROOT } from '../helpers/browser.ts';
import { editorSection, toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { lookProblems, problemsInBothSchemes } from '../helpers/screens.ts';
import { axeProblems } from '../helpers/axe.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';
import { AUDIO_MESSAGES } from '../../shared/podcast-audio.ts';

const EMAIL = 'audio-editor@e2e.example.org';
const PASSWORD = 'Audio-Pass-2026';
/** 2 s tones, an MP3 and an AAC in M4A (how they were made: tests/fixtures/README.md). */
const TONE_MP3 = join(ROOT, 'tests/fixtures/tone.mp3');
const TONE_M4A = join(ROOT, 'tests/fixtures/tone.m4a');
const UPLOADED_AUDIO = /^\/media\/audio\/.+\.mp3$/;

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD });
const { api, signedInPage } = staff;
let work = '';

interface Episode {
  id: string;
  title: string;
  duration: string;
  audio_url: string;
  audio_size: number;
  audio_type: string;
  audio_duration: number;
  audio_bitrate: number;
  downloads: number;
}

/** Opens the new-episode editor with its audio field; the title is filled so the episode can be saved. */
async function openNewEpisodeMedia(page: Page, title: string): Promise<Locator> {
  await page.goto(`${staff.site.url}/admin/podcast`);
  await page.getByRole('heading', { name: 'Podcast Management' }).waitFor();
  await page.getByRole('link', { name: 'New Episode' }).click();
  const editor = page.locator('.ed-page');
  await editor.getByLabel('Episode Title').fill(title);
  await editor.getByRole('group', { name: 'Audio file' }).waitFor();
  return editor;
}

/** Picks `file` through the form's own file chooser (the Choose / Replace button). */
async function pickAudio(page: Page, dialog: Locator, button: string, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** What the server says about these bytes when they are sent straight to the upload route. */
async function serverRefusal(name: string, bytes: Buffer): Promise<{ status: number; message: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' }), name);
  const res = await fetch(`${staff.site.url}/api/podcasts/audio`, { method: 'POST', headers: { authorization: `Bearer ${staff.token}` }, body: form });
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'podcast-audio-e2e-'));
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('episode audio in the podcast form', () => {
  let episodeId = '';

  it('refuses a text file named .mp3 with the server’s words, then uploads a real MP3, saves it and keeps it after a reload', async () => {
    const { context, page } = await signedInPage();
    const title = `Reading clubs on the radio ${Date.now()}`;
    const dialog = await openNewEpisodeMedia(page, title);
    const group = dialog.getByRole('group', { name: 'Audio file' });

    // The name passes the browser's check, the content does not pass the server's.
    const notAudio = Buffer.from('These are my notes for the episode, not a recording.\n'.repeat(20));
    const refusal = await serverRefusal('notes.mp3', notAudio);
    expect(refusal.status).toBe(400);
    await pickAudio(page, dialog, 'Choose audio file', { name: 'notes.mp3', mimeType: 'audio/mpeg', buffer: notAudio });
    await group.locator('.adm-field__error', { hasText: refusal.message }).waitFor();
    await toast(page, 'Upload Failed');
    await keepScreenshot(page, 'podcast-audio-refused-1366-light.png');
    await expect(axeProblems(page, 'audio refused')).resolves.toEqual([]);

    // A real MP3: the facts the server read show with a player, and the refusal is gone.
    await pickAudio(page, dialog, 'Choose audio file', TONE_MP3);
    const facts = group.locator('.adm-audio-card__facts');
    await facts.waitFor();
    await group.getByText('tone.mp3', { exact: true }).waitFor();
    await expect(facts.locator('div', { hasText: 'Length' }).locator('dd').textContent()).resolves.toBe('0:02');
    await expect(facts.locator('div', { hasText: 'Type' }).locator('dd').textContent()).resolves.toBe('MP3');
    await expect(facts.locator('div', { hasText: 'Bitrate' }).locator('dd').textContent()).resolves.toMatch(/^\d+ kbit\/s$/);
    await expect(facts.locator('div', { hasText: 'Size' }).locator('dd').textContent()).resolves.toMatch(/^\d+(\.\d)? (KB|MB)$/);
    await expect(group.locator('.adm-field__error').count()).resolves.toBe(0);
    const player = group.locator('audio');
    expect(await player.getAttribute('src')).toMatch(UPLOADED_AUDIO);
    // The browser can play what was stored: it reads the file's length itself.
    await expect.poll(() => player.evaluate((a: HTMLAudioElement) => Math.round(a.duration || 0)), { timeout: 10_000 }).toBe(2);
    // An uploaded file is not an outside address: the paste field stays empty.
    await expect(dialog.getByLabel('Or paste an audio address').inputValue()).resolves.toBe('');
    await page.locator('.toast').first().waitFor({ state: 'detached' }); // the refusal's, gone after its 3 s
    await keepScreenshot(page, 'podcast-audio-uploaded-1366-light.png');
    await expect(axeProblems(page, 'audio uploaded')).resolves.toEqual([]);

    // Published without a cover, notes or a series: the checklist, in the one question going public asks.
    await page.getByRole('button', { name: 'Publish...' }).click();
    const going = page.getByRole('dialog', { name: 'Publish this episode?' });
    await going.getByText(/^\d things to check$/).waitFor();
    await going.getByRole('button', { name: 'Publish now anyway' }).click();
    await toast(page, 'Episode published');
    await page.waitForURL(/\/admin\/podcast-episodes\/[0-9a-f-]{36}\/edit$/);
    await page.goto(`${staff.site.url}/admin/podcast`);

    const list = await api<{ data: Episode[] }>(`/podcasts?limit=50&q=${encodeURIComponent(title)}`);
    const saved = list.data.find((p) => p.title === title);
    expect(saved).toBeDefined();
    episodeId = saved!.id;
    expect(saved).toMatchObject({ audio_type: 'audio/mpeg', audio_duration: 2 });
    expect(saved!.audio_url).toMatch(UPLOADED_AUDIO);
    expect(saved!.audio_size).toBeGreaterThan(1000);
    expect(saved!.audio_bitrate).toBeGreaterThan(0);
    // The Duration text was left empty: the server filled it from the file.
    expect(saved!.duration).not.toBe('');

    // The episode page, then again after a reload: the audio facts and the player.
    await page.locator('.adm-pod-row', { hasText: title }).getByRole('link', { name: new RegExp(`^#?\\d* ?·? ?${title}$`) }).click();
    for (const round of ['opened', 'reloaded']) {
      if (round === 'reloaded') await page.reload();
      await page.getByRole('heading', { name: 'Episode Details' }).waitFor();
      const stats = page.locator('.adm-pod-stats');
      // The Duration the server wrote from the file (the audio's own length is then not repeated).
      await stats.locator('div', { hasText: 'Duration' }).getByText('0:02', { exact: true }).waitFor();
      await expect(stats.locator('div', { hasText: 'Audio length' }).count()).resolves.toBe(0);
      await stats.locator('div', { hasText: 'Audio bitrate' }).getByText('32 kbit/s').waitFor();
      await stats.locator('div', { hasText: 'Audio type' }).getByText('MP3').waitFor();
      await stats.locator('div', { hasText: 'Audio size' }).waitFor();
      expect(await page.locator('audio').getAttribute('src')).toBe(saved!.audio_url);
      await page.getByRole('heading', { name: 'Downloads, last 30 days' }).waitFor();
    }

    // Editing shows the stored file with the facts saved with the episode.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    const edit = page.locator('.ed-page');
    const stored = edit.getByRole('group', { name: 'Audio file' });
    await stored.getByText('tone.mp3', { exact: true }).waitFor();
    await stored.locator('.adm-audio-card__facts').getByText('0:02').waitFor();
    // Replace takes an M4A (AAC) just as well.
    await pickAudio(page, edit, 'Replace', TONE_M4A);
    await stored.getByText('tone.m4a', { exact: true }).waitFor();
    await stored.locator('.adm-audio-card__facts div', { hasText: 'Type' }).getByText('M4A (AAC)').waitFor();
    expect(await stored.locator('audio').getAttribute('src')).toMatch(/^\/media\/audio\/.+\.m4a$/);
    // Not updated: the published episode keeps its MP3, the replacement waits in this writer's
    // autosaved working copy, which the writer then discards (the editor's "Discard them").
    await page.locator('.ed-sync', { hasText: 'Saved' }).waitFor({ timeout: 20_000 });
    await context.close();
    expect((await api<{ data: { audio_url: string } }>(`/podcasts/${episodeId}`)).data.audio_url).toMatch(/\.mp3$/);
    await api(`/podcasts/${episodeId}/autosave`, { method: 'DELETE' });
  }, 90_000);

  it('a 120 MB upload on a slow link shows its progress, leaves the page usable, holds Save back and can be cancelled', async () => {
    const { context, page } = await signedInPage();
    const dialog = await openNewEpisodeMedia(page, `Long interview ${Date.now()}`);
    const group = dialog.getByRole('group', { name: 'Audio file' });
    // A real MP3 start, then zeros up to 120 MB: a sparse file, sent from disk by the browser.
    const big = join(work, 'long-interview.mp3');
    writeFileSync(big, readFileSync(TONE_MP3));
    truncateSync(big, 120 * 1024 * 1024);
    // 4 MB/s upwards: the upload takes about 30 s, long enough to watch.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4 * 1024 * 1024 });

    await pickAudio(page, dialog, 'Choose audio file', big);
    const bar = group.getByRole('progressbar', { name: 'Uploading long-interview.mp3' });
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow').then(Number), { timeout: 15_000 }).toBeGreaterThan(0);
    const first = Number(await bar.getAttribute('aria-valuenow'));
    await group.getByText(/% · [\d.]+ (KB|MB) of 120\.0 MB/).waitFor();
    await keepScreenshot(page, 'podcast-audio-progress-1366-light.png');
    await expect(axeProblems(page, 'audio uploading')).resolves.toEqual([]);

    // The page stays responsive: timers fire on time and typing elsewhere in the form works.
    const lag = await page.evaluate(() => new Promise<number>((resolve) => {
      const start = performance.now();
      setTimeout(() => resolve(performance.now() - start - 50), 50);
    }));
    expect(lag).toBeLessThan(250);
    await dialog.getByLabel('Description', { exact: true }).fill('Recorded at the Kigali book fair.');
    await expect.poll(() => bar.getAttribute('aria-valuenow').then(Number)).toBeGreaterThan(first);

    // Save waits for the upload rather than saving the episode without its audio.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'The audio is still uploading');

    await group.getByRole('button', { name: 'Cancel upload' }).click();
    await bar.waitFor({ state: 'detached' });
    await group.getByRole('button', { name: 'Choose audio file' }).waitFor();
    await expect(group.locator('.adm-field__error').count()).resolves.toBe(0);
    await context.close();
  }, 90_000);

  it('a file past AUDIO_UPLOAD_MAX_MB is refused at once, in the server’s 413 words, without sending a byte', async () => {
    const { context, page } = await signedInPage();
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/podcasts/audio') uploads.push(req.url());
    });
    const dialog = await openNewEpisodeMedia(page, `Whole day recording ${Date.now()}`);
    const group = dialog.getByRole('group', { name: 'Audio file' });
    const maxMb = staff.site.config.audioUploadMaxMb;
    // The form names the limit before anything is chosen.
    await group.getByText(`MP3 or M4A (AAC), up to ${maxMb} MB.`).waitFor();
    const huge = join(work, 'whole-day.mp3');
    writeFileSync(huge, readFileSync(TONE_MP3));
    truncateSync(huge, (maxMb + 5) * 1024 * 1024);
    await pickAudio(page, dialog, 'Choose audio file', huge);
    await group.locator('.adm-field__error', { hasText: AUDIO_MESSAGES.tooLarge(maxMb) }).waitFor();
    await group.getByRole('button', { name: 'Choose audio file' }).waitFor();
    expect(uploads).toEqual([]);
    await context.close();
  }, 60_000);

  it('the podcast screen and the episode page show the counted downloads of the last 30 days, light and dark, desktop and phone', async () => {
    expect(episodeId).not.toBe('');
    const before = await api<{ data: { window_total: number } }>('/podcasts/downloads?days=30');
    // One listener's browser fetching the counted enclosure address (the site's player uses it too).
    const listener = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const enclosure = await fetch(`${staff.site.url}/podcast/${episodeId}/audio.mp3`, { headers: { 'user-agent': listener } });
    expect(enclosure.status).toBe(200);
    await enclosure.arrayBuffer();
    const show = await api<{ data: { window_total: number; episodes: Array<{ id: string; title: string; downloads: number }> } }>('/podcasts/downloads?days=30');
    expect(show.data.window_total).toBe(before.data.window_total + 1);
    const top = show.data.episodes[0];

    const problems: string[] = [];
    for (const width of [1366, 390] as const) {
      const { context, page } = await signedInPage({ width });
      // Each view in light as shown, then repainted dark (problemsInBothSchemes); `shoot` keeps a
      // picture of it in each scheme when asked for (E2E_SCREENSHOTS).
      const inBothSchemes = async (name: string, shoot: (scheme: string) => Promise<void>) =>
        problems.push(...(await problemsInBothSchemes(page, `${name} ${width}`, { width, dark: false }, { shoot: (scheme) => shoot(`${width}-${scheme}`) })));

      await page.goto(`${staff.site.url}/admin/podcast`);
      const panel = page.locator('.adm-dl-panel');
      await panel.getByRole('heading', { name: 'Downloads, last 30 days' }).waitFor();
      await panel.locator('.adm-dl-totals div', { hasText: 'Last 30 days' }).getByText(show.data.window_total.toLocaleString('en-US'), { exact: true }).waitFor();
      await panel.getByRole('img', { name: /^Podcast downloads per day, last 30 days: / }).waitFor();
      if (top) await panel.getByRole('link', { name: top.title }).waitFor();
      // The figures behind the bars, as a table for anyone who wants them.
      await panel.getByText('Show the figures as a table').click();
      await expect(panel.locator('.adm-bars__table tbody tr').count()).resolves.toBe(30);
      await inBothSchemes('podcast', async (scheme) => {
        if (width > 600) await keepScreenshot(panel, `podcast-downloads-table-${scheme}.png`);
        await page.evaluate(() => window.scrollTo(0, 0)); // a full-page shot draws the fixed header where the page is scrolled to
        await keepScreenshot(page, `podcast-downloads-${scheme}.png`, { fullPage: true });
      });

      await page.goto(`${staff.site.url}/admin/podcast/${episodeId}`);
      const mine = page.locator('.adm-dl-panel');
      await mine.getByRole('img', { name: /^Downloads of this episode per day, last 30 days: 1 download/ }).waitFor();
      await mine.locator('.adm-dl-totals div', { hasText: 'Last 30 days' }).getByText('1', { exact: true }).waitFor();
      await inBothSchemes('podcast-detail', (scheme) => keepScreenshot(page, `podcast-detail-audio-${scheme}.png`, { fullPage: true }));

      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      const edit = await editorSection(page, 'Episode settings', 'Audio & cover');
      await edit.getByRole('group', { name: 'Audio file' }).locator('.adm-audio-card__facts').waitFor();
      await inBothSchemes('podcast-editor-audio', (scheme) => keepScreenshot(page, `podcast-editor-audio-${scheme}.png`));
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('the Media Library lists the uploaded audio with its episode, and deleting it in use names the episode first and takes its audio', async () => {
    expect(episodeId).not.toBe('');
    const episode = await api<{ data: { title: string; audio_url: string } }>(`/podcasts/${episodeId}`);
    const { context, page } = await signedInPage({ width: 390, dark: true });
    await page.goto(`${staff.site.url}/admin/media-library`);
    await page.getByRole('navigation', { name: 'Uploaded files' }).getByRole('link', { name: 'Audio' }).click();
    await page.waitForURL('**/admin/media-library/audio');
    const card = page.locator('.adm-library__card', { has: page.locator(`audio[src="${episode.data.audio_url}"]`) });
    await card.getByText('Played by 1 episode').waitFor();
    await card.getByRole('link', { name: episode.data.title }).waitFor();
    const problems = [...(await lookProblems(page, 'audio-library 390-dark', { width: 390, dark: true })), ...(await axeProblems(page, 'audio-library 390-dark'))];
    await keepScreenshot(page, 'audio-library-390-dark.png', { fullPage: true });

    await card.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(episode.data.title, { exact: true }).waitFor();
    // The server's account of what goes for good, before the button can be pressed.
    await dialog.getByText('This cannot be undone. Deleted for good:').waitFor();
    await dialog.getByText(/^the audio of 1 episode \(/).waitFor();
    await dialog.getByText('The episodes themselves stay, without audio until another file is chosen').waitFor();
    problems.push(...(await axeProblems(page, 'audio-library delete 390-dark')));
    await dialog.getByRole('button', { name: 'Delete Audio File' }).click();
    await toast(page, 'Audio file deleted successfully!');
    await expect.poll(() => card.count()).toBe(0);
    expect(problems).toEqual([]);

    // The episode has no audio any more, and the file is gone from the site.
    expect((await api<{ data: { audio_url: string } }>(`/podcasts/${episodeId}`)).data.audio_url).toBe('');
    expect((await fetch(`${staff.site.url}${episode.data.audio_url}`)).status).toBe(404);
    await context.close();
  }, 60_000);
});
