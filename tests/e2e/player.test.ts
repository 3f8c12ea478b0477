/**
 * The one podcast player (issue 48) on a 360 px phone, playing the seed's real MP3s: started on an
 * episode's page, it docks at the bottom and plays on across three client-side navigations; its
 * slider seeks with the keyboard; it skips back 15 s and forward 30 s; it plays at 1.5x; elapsed
 * and remaining time show on the phone; it hands the lock screen the episode (Media Session); and
 * after a reload it is back, paused where it was left, and resumes there at the same speed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setUpSite } from '../helpers/file-site.ts';
import { gotoSettled } from '../helpers/settled.ts';
import { axeProblems } from '../helpers/axe.ts';

const web = setUpSite();
const PHONE = { width: 360, height: 740 };
let episode: { id: string; title: string; audio_duration: number };

beforeAll(async () => {
  const res = await fetch(`${web.site.url}/api/public/podcasts?limit=20`);
  const { data } = (await res.json()) as { data: { podcasts: Array<{ id: string; title: string; audio_url: string; audio_duration: number }> } };
  episode = data.podcasts.find((p) => p.audio_url && p.audio_duration >= 34)!;
  expect(episode, 'a seeded episode with audio of 34 s or more').toBeDefined();
});

/** What the site's one <audio> element is doing. */
const audio = (page: Page) =>
  page.locator('audio.site-player-media').evaluate((a: HTMLAudioElement) => ({ paused: a.paused, time: a.currentTime, rate: a.playbackRate, src: a.getAttribute('src') }));
const dock = (page: Page) => page.getByRole('region', { name: 'Podcast player' });

describe('the docked podcast player', () => {
  it('plays on across navigations, seeks, skips, changes speed, tells the lock screen, and resumes after a reload', async () => {
    const context = await web.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await gotoSettled(page, `${web.site.url}/podcast/${episode.id}`);
    await page.getByRole('button', { name: 'Play episode' }).click();
    const player = dock(page);
    await player.getByText('Now Playing').waitFor();
    expect((await audio(page)).src).toBe(`/podcast/${episode.id}/audio.mp3`);
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeGreaterThan(0.5);

    // Three moves within the site: home, the magazine, the TV show. The audio never stops.
    for (const [link, path] of [
      [page.locator('header a.logo'), '/'],
      [page.getByRole('contentinfo').getByRole('link', { name: 'The Magazine' }), '/magazine'],
      [page.getByRole('contentinfo').getByRole('link', { name: 'TV Show' }), '/tv-show'],
    ] as const) {
      const before = (await audio(page)).time;
      await link.click();
      await page.waitForURL(web.site.url + path);
      await player.getByText('Now Playing').waitFor();
      await expect.poll(async () => (await audio(page)).time, { message: path, timeout: 10_000 }).toBeGreaterThan(before + 0.3);
      expect((await audio(page)).paused, path).toBe(false);
    }

    // Elapsed and remaining, both on the 360 px screen.
    const [elapsed, left] = await player.locator('.player__time').all();
    for (const time of [elapsed, left]) {
      const box = (await time.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(left.textContent()).resolves.toMatch(/^-\d+:\d\d$/);

    // The slider seeks from the keyboard: Home to the start, then five steps of a second.
    const slider = player.getByRole('slider', { name: 'Seek' });
    await slider.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    expect((await audio(page)).time).toBeLessThan(8);
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^0:0\d of 0:\d\d$/);

    // Paused at 2 s: forward 30 s, then back 15 s.
    await player.getByRole('button', { name: 'Pause' }).click();
    await player.getByText('Paused').waitFor();
    await slider.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeCloseTo(2, 0);
    await player.getByRole('button', { name: 'Forward 30 seconds' }).click();
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeCloseTo(32, 0);
    await player.getByRole('button', { name: 'Back 15 seconds' }).click();
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeCloseTo(17, 0);
    await page.keyboard.press('Tab'); // the focus leaves the buttons as a listener would

    // 1.5x, kept for the next episode and the next visit.
    await player.getByLabel('Playback speed').selectOption('1.5');
    expect((await audio(page)).rate).toBe(1.5);

    // The lock screen: title, the series, artwork; the page is told it is paused.
    const session = await page.evaluate(() => ({
      title: navigator.mediaSession.metadata?.title,
      artist: navigator.mediaSession.metadata?.artist,
      artwork: navigator.mediaSession.metadata?.artwork.length,
      state: navigator.mediaSession.playbackState,
    }));
    expect(session).toEqual({ title: episode.title, artist: expect.stringMatching(/^Library Talk/), artwork: 3, state: 'paused' });

    expect(await axeProblems(page, 'docked player')).toEqual([]);

    // A reload: the bar is back, paused where it was; Play resumes there, at 1.5x.
    const leftAt = (await audio(page)).time;
    await page.reload();
    await dock(page).getByText('Paused').waitFor();
    expect(await page.locator('audio.site-player-media').count()).toBe(0); // nothing fetched before Play
    await dock(page).getByRole('button', { name: 'Play', exact: true }).click();
    await dock(page).getByText('Now Playing').waitFor();
    // Where it was left once the audio can seek (its metadata loaded).
    await expect.poll(async () => (await audio(page)).time, { timeout: 10_000 }).toBeGreaterThan(1);
    const resumed = await audio(page);
    expect(resumed.time).toBeGreaterThanOrEqual(Math.floor(leftAt) - 1);
    expect(resumed.time).toBeLessThan(leftAt + 3);
    expect(resumed.rate).toBe(1.5);

    // Close: the bar goes, and the episode's page offers to resume from where it stopped.
    await dock(page).getByRole('button', { name: 'Close player' }).click();
    await expect.poll(() => dock(page).count(), { timeout: 10_000 }).toBe(0);
    await gotoSettled(page, `${web.site.url}/podcast/${episode.id}`);
    await page.getByRole('button', { name: /^Resume from \d+:\d\d$/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
