/**
 * Likes, views and comments that mean something (issue 12): a script on one address cannot
 * inflate them, while distinct readers, even behind one shared address, are each counted.
 * - likes: new likes of one item capped per address per hour (stored, survives a restart);
 * - views and plays: once per viewer per item per window, capped per address, on every path a
 *   view takes (API detail, server-rendered page, cached page hit);
 * - comments: capped per address per item and overall per hour.
 * Requests go through app.inject with a chosen client address; the test clock moves time.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { articles, comments, likes } from '../../server/db/schema.ts';
import { NEW_LIKES_PER_ADDRESS } from '../../server/modules/likes/service.ts';
import { COMMENTS_PER_ADDRESS, COMMENTS_PER_ITEM } from '../../server/modules/comments/service.ts';
import { VIEW_WINDOW_MS, VIEWERS_PER_ADDRESS } from '../../server/modules/content/view-window.ts';
import { countPageView, loadPage } from '../../server/ssr/loaders.ts';
import { matchPublicRoute } from '../../server/ssr/routes.ts';
import { flushViews } from '../../server/modules/content/view-buffer.ts';
import { addressKey } from '../../server/lib/client-address.ts';

const HOUR = 60 * 60_000;
const clock = testClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
});
afterAll(async () => ctx.close());

const visitor = () => ({ 'x-visitor-id': randomUUID() });
const like = (id: string, from: string, headers: Record<string, string> = visitor()) =>
  ctx.app.inject({ method: 'POST', url: `/api/likes/${id}/increment`, remoteAddress: from, headers });
const unlike = (id: string, from: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/likes/${id}/decrement`, remoteAddress: from, headers });
const likeCount = async (id: string) => (await ctx.app.inject(`/api/likes/${id}`)).json().data.likeCount as number;

describe('likes', () => {
  it('300 likes from one address with a new visitor id each stop at the cap, with a clear 429', async () => {
    const id = makeArticle(ctx.app.db);
    const attacker = '203.0.113.7';
    const statuses: number[] = [];
    let refusal: { success: boolean; message: string } | undefined;
    for (let i = 0; i < 300; i++) {
      const res = await like(id, attacker);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refusal ??= res.json();
    }
    expect(statuses.slice(0, NEW_LIKES_PER_ADDRESS).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(NEW_LIKES_PER_ADDRESS).every((s) => s === 429)).toBe(true);
    expect(refusal).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many new likes of this item from your network\. Please wait (60|59) minutes and try again\.$/),
    });
    expect(await likeCount(id)).toBe(NEW_LIKES_PER_ADDRESS);

    // Another address is not affected, nor another item from the same address.
    expect((await like(id, '198.51.100.20')).json().likeCount).toBe(NEW_LIKES_PER_ADDRESS + 1);
    expect((await like(makeArticle(ctx.app.db), attacker)).statusCode).toBe(200);

    // An hour later the address may like again, up to the cap.
    clock.advance(HOUR + 1000);
    for (let i = 0; i < NEW_LIKES_PER_ADDRESS; i++) expect((await like(id, attacker)).statusCode).toBe(200);
    expect((await like(id, attacker)).statusCode).toBe(429);
    expect(await likeCount(id)).toBe(2 * NEW_LIKES_PER_ADDRESS + 1);
  });

  it('unlike always works, a repeat like is never refused, and toggling cannot inflate the count', async () => {
    const id = makeArticle(ctx.app.db);
    const from = '203.0.113.8';
    const first = visitor();
    await like(id, from, first);
    for (let i = 1; i < NEW_LIKES_PER_ADDRESS; i++) await like(id, from);
    expect((await like(id, from)).statusCode).toBe(429);
    // At the cap: the visitor who already likes it repeats (no change, no refusal), then unlikes.
    expect((await like(id, from, first)).json()).toMatchObject({ success: true, likeCount: NEW_LIKES_PER_ADDRESS });
    const down = await unlike(id, from, first);
    expect(down.statusCode).toBe(200);
    expect(down.json().likeCount).toBe(NEW_LIKES_PER_ADDRESS - 1);

    // One visitor toggling, again and again: the count moves by one at most, and the place it
    // frees is its own (the address is not locked out by toggling).
    const toggler = visitor();
    for (let i = 0; i < 40; i++) {
      expect((await like(id, from, toggler)).json().likeCount).toBe(NEW_LIKES_PER_ADDRESS);
      expect((await unlike(id, from, toggler)).json().likeCount).toBe(NEW_LIKES_PER_ADDRESS - 1);
    }
    expect((await like(id, from)).statusCode).toBe(200);
    expect((await like(id, from)).statusCode).toBe(429);
    expect(await likeCount(id)).toBe(NEW_LIKES_PER_ADDRESS);
  });

  it('counts an IPv6 client by its /64', async () => {
    const id = makeArticle(ctx.app.db);
    for (let i = 0; i < NEW_LIKES_PER_ADDRESS; i++) expect((await like(id, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    expect((await like(id, '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await like(id, '2001:db8:1:3::1')).statusCode).toBe(200);
    expect(addressKey('2001:DB8:0:0:1::5')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  });

  it('stores a keyed hash of the address, never the address, and the cap survives a restart', async () => {
    const id = makeArticle(ctx.app.db);
    const from = '192.0.2.200';
    for (let i = 0; i < NEW_LIKES_PER_ADDRESS; i++) await like(id, from);
    const rows = ctx.app.db.select().from(likes).where(eq(likes.itemId, id)).all();
    expect(new Set(rows.map((r) => r.addressHash)).size).toBe(1);
    expect(rows[0].addressHash).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(rows)).not.toContain('192.0.2.200');

    // A second process on the same database file: the like cap holds (it is stored).
    const restarted = await buildApp(ctx.config, { logger: false, clock });
    try {
      const res = await restarted.inject({ method: 'POST', url: `/api/likes/${id}/increment`, remoteAddress: from, headers: visitor() });
      expect(res.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});

describe('views', () => {
  const open = (path: string, from: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/public/${path}`, remoteAddress: from, headers: { 'user-agent': 'Phone browser 1.0', ...headers } });
  const viewsOf = (id: string) => ctx.app.db.select({ views: articles.views }).from(articles).where(eq(articles.id, id)).get()!.views;

  it('50 opens by one reader count 1; by 50 readers, 50; after the window the reader counts again', async () => {
    const id = makeArticle(ctx.app.db);
    for (let i = 0; i < 50; i++) expect((await open(`articles/${id}`, '203.0.113.30')).json().data.views).toBe(1);
    // 50 readers behind one carrier address, told apart by their visitor ids...
    for (let i = 0; i < 50; i++) await open(`articles/${id}`, '203.0.113.30', visitor());
    expect(viewsOf(id)).toBe(51);
    // ...or by their addresses, with the same browser.
    for (let i = 0; i < 50; i++) await open(`articles/${id}`, `198.51.100.${i + 1}`);
    expect(viewsOf(id)).toBe(101);
    // The same reader with another browser is another viewer.
    expect((await open(`articles/${id}`, '203.0.113.30', { 'user-agent': 'Desktop browser 2.0' })).json().data.views).toBe(102);

    clock.advance(VIEW_WINDOW_MS - 60_000);
    expect((await open(`articles/${id}`, '203.0.113.30')).json().data.views).toBe(102);
    clock.advance(60_000);
    expect((await open(`articles/${id}`, '203.0.113.30')).json().data.views).toBe(103);
  });

  it('videos, TV episodes and podcast plays follow the same rule', async () => {
    const db = ctx.app.db;
    for (const path of [`videos/${makeVideo(db)}`, `tvshows/${makeTvEpisode(db)}`]) {
      for (let i = 0; i < 5; i++) await open(path, '203.0.113.31');
      expect((await open(path, '203.0.113.32')).json().data.views, path).toBe(2);
    }
    const episode = makePodcastEpisode(db);
    const play = (from: string) => ctx.app.inject({ method: 'POST', url: `/api/public/podcasts/${episode}/play`, remoteAddress: from });
    for (let i = 0; i < 5; i++) expect((await play('203.0.113.33')).json().data.plays).toBe(1);
    expect((await play('203.0.113.34')).json().data.plays).toBe(2);
  });

  it('counts at most the cap of viewers per item per address in a window', async () => {
    const id = makeArticle(ctx.app.db);
    for (let i = 0; i < VIEWERS_PER_ADDRESS + 20; i++) await open(`articles/${id}`, '203.0.113.40', visitor());
    expect(viewsOf(id)).toBe(VIEWERS_PER_ADDRESS);
    expect((await open(`articles/${id}`, '203.0.113.41', visitor())).json().data.views).toBe(VIEWERS_PER_ADDRESS + 1);
    clock.advance(VIEW_WINDOW_MS);
    expect((await open(`articles/${id}`, '203.0.113.40', visitor())).json().data.views).toBe(VIEWERS_PER_ADDRESS + 2);
  });

  it('a not-found id takes no place and a not-found answer stays a 404', async () => {
    const res = await open(`articles/${randomUUID()}`, '203.0.113.50');
    expect(res.statusCode).toBe(404);
    const draft = makeArticle(ctx.app.db, { status: 'draft' });
    expect((await open(`articles/${draft}`, '203.0.113.50')).statusCode).toBe(404);
  });

  it('one window for every path: API detail, server-rendered page and cached page hit', async () => {
    const db = ctx.app.db;
    const id = makeArticle(db);
    const route = matchPublicRoute(`/article/${id}`)!;
    const header = visitor();
    // What viewerOf makes of a request from 203.0.113.60 with this visitor id.
    const reader = { address: '203.0.113.60', visitor: `id:${header['x-visitor-id']}` };
    await open(`articles/${id}`, '203.0.113.60', header);
    await loadPage(db, route, new URLSearchParams(), reader);
    countPageView(db, route, reader);
    flushViews(db);
    expect(viewsOf(id)).toBe(1);

    // Other readers on the page paths are each counted (a cached hit within a second, batched).
    await loadPage(db, route, new URLSearchParams(), { address: '203.0.113.61', visitor: 'ua:Phone browser 1.0' });
    for (let i = 0; i < 3; i++) countPageView(db, route, { address: '203.0.113.62', visitor: 'ua:Phone browser 1.0' });
    countPageView(db, route, { address: '203.0.113.63', visitor: 'ua:Phone browser 1.0' });
    flushViews(db);
    expect(viewsOf(id)).toBe(4);
  });
});

describe('comments', () => {
  const post = (id: string, from: string, n: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/comments/${id}`, remoteAddress: from, payload: { name: `Reader ${from.split('.').pop()}`, content: `Comment ${n}` } });

  it('caps one address per item and overall per hour, with clear 429s; other addresses go on', async () => {
    const db = ctx.app.db;
    const from = '203.0.113.70';
    const first = makeArticle(db);
    for (let i = 0; i < COMMENTS_PER_ITEM; i++) expect((await post(first, from, i)).statusCode).toBe(201);
    const onItem = await post(first, from, 99);
    expect(onItem.statusCode).toBe(429);
    expect(onItem.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Too many comments on this item from your network\. Please wait (60|59) minutes and try again\.$/),
    });
    expect((await post(first, '203.0.113.71', 0)).statusCode).toBe(201);

    // Other items, until the overall cap.
    let posted = COMMENTS_PER_ITEM;
    while (posted < COMMENTS_PER_ADDRESS) {
      const item = makeVideo(db);
      for (let i = 0; i < 25 && posted < COMMENTS_PER_ADDRESS; i++, posted++) expect((await post(item, from, i)).statusCode).toBe(201);
    }
    const overall = await post(makeArticle(db), from, 0);
    expect(overall.statusCode).toBe(429);
    expect(overall.json().message).toMatch(/^Too many comments from your network\. Please wait \d+ minutes and try again\.$/);
    expect(db.select().from(comments).all().some((c) => JSON.stringify(c).includes('203.0.113.70'))).toBe(false);

    clock.advance(HOUR + 1000);
    expect((await post(first, from, 100)).statusCode).toBe(201);
  });
});
