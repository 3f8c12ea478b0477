/**
 * The headers other software reads, from real requests to the production app (NODE_ENV=production,
 * built pages, seeded uploads): Vary on what a shared cache may keep, Cross-Origin-Resource-Policy
 * on what other sites embed, the Permissions-Policy as Chromium applies it to a page and its
 * YouTube player, and the cache policy of a page or file that is not there.
 */
import { describe, expect, it } from 'vitest';
import { setUpSite } from '../helpers/file-site.ts';
import { gotoSettled } from '../helpers/settled.ts';

const web = setUpSite({ env: { NODE_ENV: 'production' } });
const url = (path: string) => `${web.site.url}${path}`;

async function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(url(path), { headers: { 'accept-encoding': 'br', ...headers } });
  await res.arrayBuffer();
  return res;
}

const varyOf = (res: Response) => (res.headers.get('vary') ?? '').split(',').map((f) => f.trim().toLowerCase());

/** Addresses in the seeded site's own feeds and lists: a transcript, an enclosure, an upload. */
async function seededAddresses() {
  const feed = await (await fetch(url('/podcast.xml'))).text();
  const local = (match: RegExpExecArray | null) => new URL(match![1]).pathname;
  const list = await (await fetch(url('/api/public/articles'))).text();
  return {
    transcript: local(/url="([^"]+\/transcript\.\w+)"/.exec(feed)),
    enclosure: local(/<enclosure url="([^"]+)"/.exec(feed)),
    upload: /"(\/media\/uploads\/[^"]+\.jpg)"/.exec(list)![1],
  };
}

describe('Vary: Origin', () => {
  it('is on every public answer a shared cache may keep: as Fastify builds it, from the front door, as a 304, and across origins', async () => {
    for (const path of ['/api/public/articles?limit=3', '/', '/rss.xml', '/podcast.xml']) {
      const built = await get(path);
      expect(built.headers.get('cache-control'), path).toMatch(/^public/);
      expect(built.headers.get('access-control-allow-origin'), path).toBeNull();
      const fromDoor = await get(path);
      const notModified = await get(path, { 'if-none-match': built.headers.get('etag')! });
      // Production allows the site's own origin only: the same URL answers it with CORS headers.
      const ownOrigin = await get(path, { origin: web.site.url });
      const otherOrigin = await get(path, { origin: 'https://elsewhere.example' });
      expect(notModified.status, path).toBe(304);
      expect(ownOrigin.headers.get('access-control-allow-origin'), path).toBe(web.site.url);
      expect(otherOrigin.headers.get('access-control-allow-origin'), path).toBeNull();
      for (const [what, res] of Object.entries({ built, fromDoor, notModified, ownOrigin, otherOrigin })) {
        expect(varyOf(res), `${what} ${path}`).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      }
    }
  });

  it('is not needed on transcripts, which any origin may fetch, also from the cache', async () => {
    const { transcript } = await seededAddresses();
    for (const origin of [undefined, 'https://podcast-app.example', 'https://another-app.example', web.site.url]) {
      const res = await get(transcript, origin ? { origin } : {});
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe('*');
    }
  });

  it('stays beside Save-Data on uploaded pictures and beside Accept-Encoding on built files', async () => {
    const { upload } = await seededAddresses();
    const picture = await get(upload);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toContain('immutable');
    expect(varyOf(picture)).toEqual(expect.arrayContaining(['origin', 'save-data']));
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(url('/'))).text())![1];
    expect(varyOf(await get(script))).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
  });
});

describe('Cross-Origin-Resource-Policy', () => {
  it('lets other sites load uploaded pictures, the podcast artwork, episode audio and transcripts, and nothing else', async () => {
    const { transcript, enclosure, upload } = await seededAddresses();
    for (const path of [upload, '/podcast-cover.jpg', enclosure, transcript]) {
      const res = await get(path, { range: 'bytes=0-1' });
      expect(res.status, path).toBeLessThan(300);
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
    }
    for (const path of ['/', '/api/public/articles', '/admin/login']) {
      expect((await get(path)).headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
    }
  });
});

describe('Permissions-Policy', () => {
  it('turns the powerful features off for every page and its frames, and leaves the YouTube player what it asks for', async () => {
    const page = await get('/');
    const policy = page.headers.get('permissions-policy')!;
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    // A document header: JSON answers and pictures go without its bytes.
    expect((await get('/api/public/articles')).headers.get('permissions-policy')).toBeNull();

    const tv = ((await (await fetch(url('/api/public/tvshows?limit=1'))).json()) as { data: { tvShows: { id: string }[] } }).data.tvShows[0];
    const context = await web.browser.newContext();
    const tab = await context.newPage();
    const complaints: string[] = [];
    tab.on('console', (m) => /permissions.policy|feature policy/i.test(m.text()) && complaints.push(m.text()));
    await gotoSettled(tab, url(`/tvshow/${tv.id}`));
    await tab.getByRole('button', { name: /^Play video/ }).click();
    await tab.locator('.embed iframe').waitFor({ state: 'attached' });
    const allowed = await tab.evaluate(() => {
      type Policy = { allowsFeature(feature: string, origin?: string): boolean };
      const own = (document as unknown as { featurePolicy: Policy }).featurePolicy;
      const player = (document.querySelector('.embed iframe') as unknown as { featurePolicy: Policy }).featurePolicy;
      const features = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture'];
      return { page: Object.fromEntries(features.map((f) => [f, own.allowsFeature(f)])), player: Object.fromEntries(features.map((f) => [f, player.allowsFeature(f)])) };
    });
    const expected = { camera: false, microphone: false, geolocation: false, payment: false, usb: false, autoplay: true, fullscreen: true, 'encrypted-media': true, 'picture-in-picture': true };
    expect(allowed).toEqual({ page: expected, player: expected });
    expect(await tab.evaluate(async () => (await navigator.permissions.query({ name: 'geolocation' })).state)).toBe('denied');
    // Every name in the header is one Chromium knows (an unknown one is an error on every page).
    expect(complaints).toEqual([]);
    await context.close();
  });
});

describe('a page or file that is not there', () => {
  it('may be kept 5 s by a shared cache, while the API and the back office are never kept', async () => {
    for (const path of ['/article/00000000-0000-4000-8000-000000000000', '/logo-that-is-not-there.png', '/media/uploads/2020/01/00000000-0000-4000-8000-000000000000/480.webp']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=5');
    }
    const missingArticle = await fetch(url('/article/00000000-0000-4000-8000-000000000000'));
    expect(await missingArticle.text()).toContain('<div id="root">'); // the site's own page, not a bare error
    expect((await get('/api/public/articles/00000000-0000-4000-8000-000000000000')).headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/admin/no-such-screen')).headers.get('cache-control')).toBe('private, no-store');
  });
});
