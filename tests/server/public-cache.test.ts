/**
 * The read path's caching (server/plugins/public-cache.ts): public answers kept in memory until
 * public content changes, conditional requests, the Cache-Control a proxy reads, and views still
 * counted exactly.
 */
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle, makeVideo } from '../helpers/content.ts';
import { articles } from '../../server/db/schema.ts';
import { setSiteMode } from '../../server/modules/comments/moderation.ts';
import { setStatus } from '../../server/modules/comments/repository.ts';

const clock = testClock();
let ctx: TestContext;
let auth: Record<string, string>;
const api = () => request(ctx.app.server);
const titles = (res: request.Response) => (res.body.data.articles as { title: string }[]).map((a) => a.title);
const views = (id: string) => ctx.app.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)).get()!.views;

const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  const db = ctx.app.db;
  ids.first = makeArticle(db, { title: 'Cached story' });
  ids.second = makeArticle(db, { title: 'Older story', publishDate: new Date(Date.now() - 3 * 86_400_000).toISOString() });
  ids.video = makeVideo(db, { title: 'A video' });
  auth = (await signedInStaff(ctx.app)).auth;
});
afterAll(() => ctx.close());

describe('answers kept in memory', () => {
  it('serves a list from memory while only counters move, and shows an edit on the very next request', async () => {
    const first = await api().get('/api/public/articles?limit=5');
    expect(titles(first)).toEqual(['Cached story', 'Older story']);

    // A view count is a live counter: the kept answer may lag on it (by at most two seconds).
    ctx.app.db.update(articles).set({ views: 777 }).where(eq(articles.id, ids.first)).run();
    const kept = await api().get('/api/public/articles?limit=5');
    expect(kept.text).toBe(first.text);

    // An edit through the back office shows at once.
    const put = await api().put(`/api/articles/${ids.first}`).set(auth).send({ title: 'Edited story' });
    expect(put.status).toBe(200);
    const edited = await api().get('/api/public/articles?limit=5');
    expect(titles(edited)).toEqual(['Edited story', 'Older story']);
    expect(edited.body.data.articles[0].views).toBe(777);
  });

  it('sees writes made outside the app (another process, the sqlite3 shell) on the next request', async () => {
    await api().get('/api/public/articles?limit=5');
    ctx.app.db.$client.prepare('UPDATE articles SET title = ? WHERE id = ?').run('Renamed by a script', ids.second);
    expect(titles(await api().get('/api/public/articles?limit=5'))).toContain('Renamed by a script');
  });

  it('shows a scheduled article when its date comes, with no write at all', async () => {
    const inAnHour = new Date(clock() + 3_600_000).toISOString();
    const scheduled = makeArticle(ctx.app.db, { title: 'Scheduled story', status: 'scheduled', publishDate: inAnHour });
    expect(titles(await api().get('/api/public/articles?limit=5'))).not.toContain('Scheduled story');
    clock.advance(2 * 3_600_000);
    expect(titles(await api().get('/api/public/articles?limit=5'))).toContain('Scheduled story');
    await api().delete(`/api/articles/${scheduled}`).set(auth).expect(200);
    expect(titles(await api().get('/api/public/articles?limit=5'))).not.toContain('Scheduled story');
  });

  it("opens a scheduled article's detail and like state once its date comes, counting the view", async () => {
    // The live counters of a detail and a reader's like state are read by statements prepared once
    // (server/db/prepared.ts): the time must be bound at each run, not when first prepared.
    const inAnHour = new Date(clock() + 3_600_000).toISOString();
    const scheduled = makeArticle(ctx.app.db, { title: 'Scheduled detail', status: 'scheduled', publishDate: inAnHour });
    await api().get(`/api/public/articles/${ids.second}`).expect(200);
    await api().get(`/api/likes/${ids.second}`).expect(200);
    await api().get(`/api/public/articles/${scheduled}`).expect(404);
    await api().get(`/api/likes/${scheduled}`).expect(404);
    clock.advance(2 * 3_600_000);
    const opened = await api().get(`/api/public/articles/${scheduled}`).expect(200);
    expect(opened.body.data).toMatchObject({ title: 'Scheduled detail', views: 1, likes: 0, comments_count: 0 });
    expect((await api().get(`/api/likes/${scheduled}`).expect(200)).body.data).toEqual({ likeCount: 0, liked: false });
    await api().delete(`/api/articles/${scheduled}`).set(auth).expect(200);
  });

  it('shows a held comment once it is approved, and a comment that goes live at once', async () => {
    setSiteMode(ctx.app.db, 'held');
    const before = await api().get(`/api/comments/${ids.video}`);
    expect(before.body.data.comments).toHaveLength(0);
    const held = await api().post(`/api/comments/${ids.video}`).send({ name: 'Ada', email: 'ada@example.org', content: 'Great video' }).expect(201);
    expect((await api().get(`/api/comments/${ids.video}`)).body.data.comments).toHaveLength(0);
    setStatus(ctx.app.db, [held.body.data.id], 'approved', null);
    const after = await api().get(`/api/comments/${ids.video}`);
    expect(after.body.data.comments.map((c: { content: string }) => c.content)).toEqual(['Great video']);
    setSiteMode(ctx.app.db, 'live');
    await api().post(`/api/comments/${ids.video}`).send({ name: 'Ben', content: 'Live at once' }).expect(201);
    expect((await api().get(`/api/comments/${ids.video}`)).body.data.comments.map((c: { content: string }) => c.content)).toEqual(['Live at once', 'Great video']);
  });

  it('sends the same compressed bytes from memory as on the first answer', async () => {
    // inject: the raw bytes on the wire (supertest would decompress them).
    const get = (encoding: string) => ctx.app.inject({ url: '/api/public/articles?limit=5&page=1', headers: { 'accept-encoding': encoding } });
    const fresh = await get('br');
    const kept = await get('br');
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(plain.body);
    // Compressed once, by the cache, for the first reader: the second gets those very bytes.
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(kept.rawPayload.equals(fresh.rawPayload)).toBe(true);
    const gzip = await get('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});

describe('conditional requests', () => {
  it('answers 304 with no body when a list has not changed, and 200 once it has', async () => {
    const res = await api().get('/api/public/videos');
    const etag = res.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await api().get('/api/public/videos').set('if-none-match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(etag);

    ctx.app.db.$client.prepare('UPDATE videos SET title = ? WHERE id = ?').run('A renamed video', ids.video);
    const changed = await api().get('/api/public/videos').set('if-none-match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.data.videos[0].title).toBe('A renamed video');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("keeps a detail tag while only its counters move, and counts every reader's view, 304s included", async () => {
    // Each a reader of its own: one reader's views count once per window (engagement-limits.test.ts).
    const reader = () => ({ 'x-visitor-id': randomUUID() });
    const start = views(ids.first);
    const one = await api().get(`/api/public/articles/${ids.first}`).set(reader());
    const two = await api().get(`/api/public/articles/${ids.first}`).set(reader());
    expect(two.body.data.views).toBe(one.body.data.views + 1);
    expect(two.headers.etag).toBe(one.headers.etag);
    const notModified = await api().get(`/api/public/articles/${ids.first}`).set(reader()).set('if-none-match', one.headers.etag);
    expect(notModified.status).toBe(304);
    expect(views(ids.first)).toBe(start + 3);

    // The item is kept between requests, and an edit still shows at once (with the exact count).
    ctx.app.db.$client.prepare('UPDATE articles SET subtitle = ? WHERE id = ?').run('A new subtitle', ids.first);
    const edited = await api().get(`/api/public/articles/${ids.first}`).set(reader());
    expect(edited.body.data.subtitle).toBe('A new subtitle');
    expect(edited.body.data.views).toBe(start + 4);
    expect(edited.headers.etag).not.toBe(one.headers.etag);
  });

  it('answers 304 on feeds and the sitemap', async () => {
    for (const path of ['/rss.xml', '/sitemap.xml']) {
      const res = await api().get(path);
      expect((await api().get(path).set('if-none-match', res.headers.etag)).status).toBe(304);
    }
  });
});

describe('Cache-Control', () => {
  it('lets shared caches keep public answers a few seconds and browsers revalidate', async () => {
    for (const path of ['/api/public/articles', '/api/public/search?q=story', `/api/comments/${ids.video}`, '/api/public/podcasts']) {
      const res = await api().get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    }
  });

  it('makes every cache pass on a detail that counts a view, so that no view is lost', async () => {
    for (const path of [`/api/public/articles/${ids.first}`, `/api/public/videos/${ids.video}`]) {
      const res = await api().get(path);
      expect(res.headers['cache-control'], path).toBe('public, no-cache');
      expect(res.headers.etag, path).toMatch(/^W\//);
    }
  });

  it('lets no cache keep staff answers, visitor answers or errors', async () => {
    const staff = await api().get('/api/articles').set(auth);
    expect(staff.status).toBe(200);
    const me = await api().get('/api/auth/me').set(auth);
    const visitor = await api().get(`/api/likes/${ids.first}`).set('x-visitor-id', '6f1d2c4e-8b9a-4c3d-9e8f-7a6b5c4d3e2f');
    const missing = await api().get('/api/public/articles/6f1d2c4e-8b9a-4c3d-9e8f-7a6b5c4d3e2f');
    expect(missing.status).toBe(404);
    for (const res of [staff, me, visitor, missing]) expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('the front door (answers kept in memory written before routing)', () => {
  interface RawAnswer {
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }
  /** A GET over a real socket, bytes as sent (no decompression). */
  const rawGet = (url: string, headers: Record<string, string>) =>
    new Promise<RawAnswer>((resolve, reject) => {
      get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  // Everything but the date: the first answer and the copies are compressed once, by the cache.
  const comparable = ({ date: _, ...headers }: RawAnswer['headers']) => headers;
  const decoded = ({ headers, body }: RawAnswer) =>
    headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;

  let door: TestContext;
  let base: string;
  const logLines: string[] = [];
  const doorAnswers = () => logLines.filter((line) => line.includes('"publicCache":true')).length;

  beforeAll(async () => {
    door = await createTestApp({}, { logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } });
    // Enough articles for the list to pass the compression threshold.
    for (let i = 0; i < 12; i++) makeArticle(door.app.db, { title: `Story number ${i}` });
    await door.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(door.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => door.close());

  it('answers the second reader itself, with the headers and content Fastify sent the first', async () => {
    const url = `${base}/api/public/articles?limit=12`;
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await rawGet(`${url}&enc=${encoding}`, { 'accept-encoding': encoding });
      const before = doorAnswers();
      const second = await rawGet(`${url}&enc=${encoding}`, { 'accept-encoding': encoding });
      expect(doorAnswers(), encoding).toBe(before + 1);
      expect(second.status).toBe(200);
      expect(comparable(second.headers), encoding).toEqual(comparable(first.headers));
      expect(Number(second.headers['content-length'])).toBe(second.body.length);
      expect(decoded(second).equals(decoded(first)), encoding).toBe(true);
      expect(second.body.equals(first.body), encoding).toBe(true);
      expect(second.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
    }
  });

  it('answers 304 to a reader who has the copy, and the new version after an edit', async () => {
    const url = `${base}/api/public/articles?limit=3`;
    const first = await rawGet(url, {});
    const before = doorAnswers();
    const notModified = await rawGet(url, { 'if-none-match': String(first.headers.etag) });
    expect(doorAnswers()).toBe(before + 1);
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['strict-transport-security']).toBe(first.headers['strict-transport-security']);
    expect(notModified.headers['cache-control']).toBe(first.headers['cache-control']);

    door.app.db.$client.prepare("UPDATE articles SET title = 'Renamed at the desk' WHERE title = 'Story number 11'").run();
    const edited = await rawGet(url, { 'if-none-match': String(first.headers.etag) });
    expect(edited.status).toBe(200);
    expect(JSON.parse(edited.body.toString()).data.articles[0].title).toBe('Renamed at the desk');
  });

  it('leaves a cross-origin read to Fastify, which adds its CORS headers', async () => {
    const url = `${base}/api/public/articles?limit=4`;
    await rawGet(url, {});
    const before = doorAnswers();
    const crossOrigin = await rawGet(url, { origin: 'https://partner.example.org' });
    expect(doorAnswers()).toBe(before);
    expect(crossOrigin.status).toBe(200);
    expect(crossOrigin.headers['access-control-allow-origin']).toBeDefined();
  });
});
