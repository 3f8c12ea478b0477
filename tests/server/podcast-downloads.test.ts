/**
 * Honest download counts (issue 14): the enclosure /podcast/:id/audio.mp3 serves the episode's
 * uploaded file (ranges, HEAD) or redirects to its outside address, and counts each GET once per
 * listener (address + user agent) per episode per 24 hours, in a daily table in SQLite. HEAD, bots,
 * range probes and follow-up ranges do not add downloads; the staff reports read the table.
 * Addresses are set with inject's remoteAddress; time moves with the test clock.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { podcastDownloadListeners, podcastDownloads } from '../../server/db/schema.ts';
import { publicVersion } from '../../server/modules/content/public-version.ts';

const MP3 = readFileSync(fileURLToPath(new URL('../fixtures/tone.mp3', import.meta.url)));
const DAY_MS = 86_400_000;
const APP = 'AntennaPod/3.4.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';

const clock = testClock();
// These tests name UTC days: start the clock at the next noon, so that a run near midnight does
// not cross into another day halfway through (seen once, a clean run at 23:55 UTC).
clock.advance((12 * 3_600_000 - (clock() % DAY_MS) + DAY_MS) % DAY_MS);
let ctx: TestContext;
let auth: { authorization: string };
let episode: string;
let outside: string;

const staff = (path: string) => request(ctx.app.server).get(path).set(auth);
const day = (daysLater = 0) => new Date(clock() + daysLater * DAY_MS).toISOString().slice(0, 10);

interface Fetch {
  from?: string;
  ua?: string | null;
  range?: string;
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  id?: string;
  ext?: string;
}
function fetchAudio({ from = '198.51.100.7', ua = APP, range, method = 'GET', headers = {}, id = episode, ext = 'mp3' }: Fetch = {}) {
  return ctx.app.inject({
    method,
    url: `/podcast/${id}/audio.${ext}`,
    remoteAddress: from,
    // user-agent undefined: none at all (inject would send its own).
    headers: { 'user-agent': ua ?? undefined, ...(range ? { range } : {}), ...headers },
  });
}

/** Counted downloads of `id` per day, from the daily table. */
const counted = (id = episode) =>
  Object.fromEntries(ctx.app.db.select().from(podcastDownloads).where(eq(podcastDownloads.episodeId, id)).all().map((r) => [r.date, r.downloads]));
const total = (id = episode) => Object.values(counted(id)).reduce((a, n) => a + n, 0);

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  ({ auth } = await signedInStaff(ctx.app));
  const audio = (await request(ctx.app.server).post('/api/podcasts/audio').set(auth).attach('file', MP3, 'tone.mp3')).body.data;
  const create = (body: object) => request(ctx.app.server).post('/api/podcasts').set(auth).send({ status: 'published', publish_date: '2025-01-01', ...body });
  episode = (await create({ title: 'Counted', audio_url: audio.url })).body.data.id;
  outside = (await create({ title: 'Hosted elsewhere', audio_url: 'https://cdn.example.org/ep-2.mp3' })).body.data.id;
});
afterAll(async () => ctx.close());

describe('GET /podcast/:id/audio.mp3: the enclosure', () => {
  it('serves the uploaded file: typed, ranges, HEAD, kept by the listener only', async () => {
    const whole = await fetchAudio({ ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(MP3)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'accept-ranges': 'bytes',
      'content-length': String(MP3.length),
      'cache-control': 'private, max-age=86400, no-transform',
    });
    const part = await fetchAudio({ ua: 'Googlebot/2.1', range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${MP3.length}`);
    expect(part.rawPayload.equals(MP3.subarray(100, 200))).toBe(true);
    const head = await fetchAudio({ method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(MP3.length));
    expect(head.rawPayload.length).toBe(0);
    expect((await fetchAudio({ ua: 'Googlebot/2.1', range: `bytes=${MP3.length}-` })).statusCode).toBe(416);
    expect(total()).toBe(0); // a bot and a HEAD
  });

  it('redirects to an outside address (302)', async () => {
    const res = await fetchAudio({ id: outside, ua: 'Googlebot/2.1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.org/ep-2.mp3');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('404 for an unknown, non-public or audio-less episode, another extension, and leaves /podcast/:id to the pages', async () => {
    const draft = (await request(ctx.app.server).post('/api/podcasts').set(auth).send({ title: 'Draft', status: 'draft', audio_url: 'https://cdn.example.org/d.mp3' })).body.data.id;
    const silent = (await request(ctx.app.server).post('/api/podcasts').set(auth).send({ title: 'No audio' })).body.data.id;
    for (const f of [{ id: '3f1c1d7e-0000-4000-8000-000000000000' }, { id: 'not-a-uuid' }, { id: draft }, { id: silent }, { ext: 'wav' }]) {
      const res = await fetchAudio(f);
      expect(res.statusCode, JSON.stringify(f)).toBe(404);
      expect(res.json()).toEqual({ success: false, message: 'Podcast episode audio not found' });
    }
    const page = await ctx.app.inject({ url: `/podcast/${episode}` });
    expect(page.json().message).toBe(`Route GET /podcast/${episode} not found`); // no page renderer in API-only tests: not this route
  });
});

describe('download counting', () => {
  it('counts a GET once per listener per 24 hours; another user agent or address is another listener', async () => {
    const start = total();
    await fetchAudio();
    await fetchAudio();
    expect(total()).toBe(start + 1);
    await fetchAudio({ ua: PHONE }); // same address, another device
    await fetchAudio({ from: '203.0.113.9' }); // same app, elsewhere
    await fetchAudio({ from: '203.0.113.9' });
    expect(total()).toBe(start + 3);
    // An IPv6 listener whose privacy address changed within its /64 is the same listener.
    await fetchAudio({ from: '2001:db8:1:2::10' });
    await fetchAudio({ from: '2001:db8:1:2:a:b:c:d' });
    expect(total()).toBe(start + 4);
    expect(counted()).toEqual({ [day()]: start + 4 });
  });

  it('does not count HEAD, bots, requests without a user agent or revalidations', async () => {
    const start = total();
    await fetchAudio({ method: 'HEAD', from: '192.0.2.1' });
    for (const ua of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', 'python-requests/2.31', null]) {
      expect((await fetchAudio({ ua, from: '192.0.2.2' })).statusCode).toBe(200);
    }
    await fetchAudio({ from: '192.0.2.3', headers: { 'if-none-match': 'W/"x"' } });
    expect(total()).toBe(start);
    // Podcast apps whose user agents look like bots to generic rules are listeners.
    for (const ua of ['Overcast/3.0 (+http://overcast.fm/; iOS podcast app)', 'Pocket Casts', 'AppleCoreMedia/1.0.0.21E236 (iPhone; U; CPU OS 17_4 like Mac OS X; en_us)']) {
      await fetchAudio({ ua, from: '192.0.2.4' });
    }
    expect(total()).toBe(start + 3);
  });

  it('a range probe does not count, the listen that follows does, and its further ranges do not again', async () => {
    const start = total();
    const from = '192.0.2.50';
    expect((await fetchAudio({ from, range: 'bytes=0-1' })).statusCode).toBe(206);
    expect((await fetchAudio({ from, range: 'bytes=-128' })).statusCode).toBe(206); // a look at the tags at the end
    expect(total()).toBe(start);
    expect((await fetchAudio({ from, range: 'bytes=0-' })).statusCode).toBe(206);
    expect(total()).toBe(start + 1);
    for (const range of ['bytes=0-', 'bytes=4000-', 'bytes=0-4095', 'bytes=2000-2999']) await fetchAudio({ from, range });
    expect(total()).toBe(start + 1);
    // A range past the end is refused, never counted.
    expect((await fetchAudio({ from: '192.0.2.51', range: `bytes=${MP3.length}-` })).statusCode).toBe(416);
    expect(total()).toBe(start + 1);
  });

  it('counts a redirect to an outside address the same way', async () => {
    await fetchAudio({ id: outside, from: '192.0.2.60' });
    await fetchAudio({ id: outside, from: '192.0.2.60' });
    await fetchAudio({ id: outside, from: '192.0.2.60', method: 'HEAD' });
    await fetchAudio({ id: outside, from: '192.0.2.61', range: 'bytes=0-1' });
    expect(total(outside)).toBe(1);
  });

  it('does not move the public version (a live counter, like views), yet the episode\'s public detail shows it at once', async () => {
    const detail = async () => (await request(ctx.app.server).get(`/api/public/podcasts/${episode}`)).body.data.downloads as number;
    const shown = await detail(); // the episode's detail is now kept for this public version
    const before = publicVersion(ctx.app.db);
    await fetchAudio({ from: '192.0.2.70' });
    expect(publicVersion(ctx.app.db)).toBe(before);
    expect(await detail()).toBe(shown + 1);
  });

  it('is kept in the database: another process (or a restart) does not count the same listener again', async () => {
    const other = await buildApp(ctx.config, { logger: false, clock });
    try {
      const start = total();
      const again = await other.inject({ url: `/podcast/${episode}/audio.mp3`, remoteAddress: '198.51.100.7', headers: { 'user-agent': APP } });
      expect(again.statusCode).toBe(200);
      expect(total()).toBe(start);
      await other.inject({ url: `/podcast/${episode}/audio.mp3`, remoteAddress: '198.51.100.99', headers: { 'user-agent': APP } });
      expect(total()).toBe(start + 1);
    } finally {
      await other.close();
    }
  });

  it('counts the same listener again after 24 hours, on the new day, and forgets old listeners', async () => {
    const today = counted()[day()];
    const before = total();
    clock.advance(DAY_MS - 60_000);
    await fetchAudio(); // 23 h 59 min after its first count: still the same download
    expect(total()).toBe(before);
    clock.advance(2 * 60_000);
    await fetchAudio();
    expect(counted()).toMatchObject({ [day(-1)]: today, [day()]: 1 });
    // Rows of listeners not heard from for 24 hours are pruned.
    const listeners = ctx.app.db.select().from(podcastDownloadListeners).all();
    expect(listeners.every((l) => Date.parse(l.countedAt) > clock() - DAY_MS)).toBe(true);
    expect(listeners.length).toBeGreaterThan(0);
  });
});

describe('staff reports read the daily table', () => {
  it('GET /api/podcasts/:id/downloads: every day of the window, oldest first', async () => {
    const byDay = counted();
    const res = await staff(`/api/podcasts/${episode}/downloads?days=7`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.days).toHaveLength(7);
    expect(data.days.map((d: { date: string }) => d.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => day(-n)));
    expect(data.days.at(-1)).toEqual({ date: day(), downloads: byDay[day()] });
    expect(data.days.at(-2)).toEqual({ date: day(-1), downloads: byDay[day(-1)] });
    expect(data.days.slice(0, 5).every((d: { downloads: number }) => d.downloads === 0)).toBe(true);
    expect(data).toMatchObject({ id: episode, total: total(), window_total: total() });
    // A one-day window: today only.
    expect((await staff(`/api/podcasts/${episode}/downloads?days=1`)).body.data).toMatchObject({ days: [{ date: day(), downloads: byDay[day()] }], window_total: byDay[day()] });
  });

  it('GET /api/podcasts/downloads: the show per day and its episodes, most downloaded first', async () => {
    const res = await staff('/api/podcasts/downloads');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.days).toHaveLength(30);
    expect(data.total).toBe(total() + total(outside));
    expect(data.window_total).toBe(data.total);
    expect(data.episodes).toEqual([
      { id: episode, title: 'Counted', downloads: total() },
      { id: outside, title: 'Hosted elsewhere', downloads: total(outside) },
    ]);
  });

  it("the episode's `downloads` and the podcast statistics come from the table, plus any carried-over figure", async () => {
    expect((await staff(`/api/podcasts/${episode}`)).body.data.downloads).toBe(total());
    ctx.app.db.$client.prepare('UPDATE podcast_episodes SET downloads = 1000 WHERE id = ?').run(episode);
    expect((await staff(`/api/podcasts/${episode}`)).body.data.downloads).toBe(1000 + total());
    expect((await staff('/api/podcasts/stats')).body.data.totalDownloads).toBe(1000 + total() + total(outside));
    const sorted = (await staff('/api/podcasts?sort=downloads')).body.data.map((p: { id: string }) => p.id);
    expect(sorted.slice(0, 2)).toEqual([episode, outside]);
  });

  it('404 for an unknown episode, 400 for a window outside 1-366 days, 401 without a token', async () => {
    expect((await staff('/api/podcasts/3f1c1d7e-0000-4000-8000-000000000000/downloads')).status).toBe(404);
    expect((await staff('/api/podcasts/nope/downloads')).status).toBe(404);
    for (const days of ['0', '367', 'week']) expect((await staff(`/api/podcasts/downloads?days=${days}`)).status, days).toBe(400);
    expect((await request(ctx.app.server).get('/api/podcasts/downloads')).status).toBe(401);
  });
});
