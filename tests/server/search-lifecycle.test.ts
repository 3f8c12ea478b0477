/**
 * The search index over the life of a server: what a day of edits, hostile ones included, leaves
 * behind never outgrows what is live (so queries cost what a fresh build's cost), and the index
 * is built in the background: health and lists answer while it builds, a search waits for it and is
 * exact, writes made meanwhile included.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { insertRaw, naiveRanking, type RawItem } from '../helpers/search.ts';
import { buildFromTables } from '../../server/modules/search/library.ts';
import { BUILD_IN_WORKER, indexReady, libraryOf } from '../../server/modules/search/library-keeper.ts';

const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString();
const WORDS = ['harbour', 'lumen', 'school', 'river', 'market', 'signal', 'teacher', 'village'];

/** `n` ordinary items, a few sentences each. */
function ordinary(n: number, from = 0): RawItem[] {
  return Array.from({ length: n }, (_, i) => ({
    type: (['article', 'video', 'tvshow', 'podcast'] as const)[i % 4],
    title: `${WORDS[i % WORDS.length]} notes ${from + i}`,
    body: Array.from({ length: 40 }, (_, w) => WORDS[(i + w) % WORDS.length]).join(' '),
    date: day(from + i),
  }));
}

let seed = 11;
/** `length` characters of words never seen before: what a fuzzer pastes. */
function junk(length: number): string {
  const words: string[] = [];
  for (let size = 0; size < length; size += 12) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    words.push(`zq${seed.toString(36)}${words.length.toString(36)}`);
  }
  return words.join(' ').slice(0, length);
}

const searchOf = (ctx: TestContext) => async (query: string) => {
  const res = await request(ctx.app.server).get(`/api/public/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { results: { id: string; score: number }[]; total: number };
};

/** The answer the spec gives, as ids and scores of the page and the total. */
const expected = (ctx: TestContext, query: string) => {
  const { total, page } = naiveRanking(ctx.app.db, new URLSearchParams(query));
  return { total, results: page.map(({ id, score }) => ({ id, score })) };
};
const answered = (data: { results: { id: string; score: number }[]; total: number }) => ({
  total: data.total,
  results: data.results.map(({ id, score }) => ({ id, score })),
});

describe('no slowdown with age', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('after hundreds of hostile edits of a few items, and their deletion, the index holds what a fresh build holds', async () => {
    const db = ctx.app.db;
    const search = searchOf(ctx);
    insertRaw(db, ordinary(300));
    const victims = insertRaw(db, ordinary(3, 1000));
    await search('q=harbour');
    const edit = db.$client.prepare('UPDATE articles SET content = ? WHERE id = ?');
    const editVideo = db.$client.prepare('UPDATE videos SET transcript = ? WHERE id = ?');
    for (let i = 0; i < 300; i++) {
      // 20 K of new words each time: every edit leaves the last version's words to no live item.
      edit.run(junk(20_000), victims[0]);
      editVideo.run(junk(20_000), victims[1]);
      if (i % 10 === 0) await search('q=zq');
    }
    db.$client.prepare('DELETE FROM articles WHERE id = ?').run(victims[0]);
    db.$client.prepare('DELETE FROM videos WHERE id = ?').run(victims[1]);
    await search('q=harbour');

    const aged = (await libraryOf(db)).footprint;
    const fresh = buildFromTables(db).footprint;
    expect(aged.items).toBe(fresh.items);
    // The bounds of Library.waste: an eighth of what is live, plus a floor.
    expect(aged.tokenChars).toBeLessThanOrEqual(fresh.tokenChars * 1.125 + 64 * 1024 + 40_000);
    expect(aged.tokens).toBeLessThanOrEqual(fresh.tokens + (fresh.tokenChars / 8 + 64 * 1024 + 40_000) / 10);
    expect(aged.slots).toBeLessThanOrEqual(fresh.items * 1.125 + 1000);
    // And every answer is still the exact one.
    for (const query of ['q=harbour', 'q=zq&sort=date', 'q=notes 10&limit=50', 'q=e&sort=popularity']) {
      expect(answered(await search(query)), query).toEqual(expected(ctx, query));
    }
  });
});

describe('the index is built in the background', () => {
  const workerFrom = BUILD_IN_WORKER.fromItems;
  let ctx: TestContext | undefined;
  afterEach(async () => {
    BUILD_IN_WORKER.fromItems = workerFrom;
    await ctx?.close();
  });

  it('answers health and lists at once, and a search waits for the build, exact, writes during the build included', async () => {
    // A database with content, as a restarted server finds it.
    const first = await createTestApp();
    insertRaw(first.app.db, ordinary(400));
    await first.app.close();
    BUILD_IN_WORKER.fromItems = 100; // the worker thread, as a large library gets

    ctx = await createTestApp({ DATABASE_PATH: first.config.databasePath });
    const db = ctx.app.db;
    expect(indexReady(db)).toBe(false);
    const health = await request(ctx.app.server).get('/api/public/health');
    expect(health.status).toBe(200);
    const list = await request(ctx.app.server).get('/api/public/articles?limit=5');
    expect(list.status).toBe(200);
    expect(list.body.data.articles).toHaveLength(5);
    // Both answered before the index was there.
    expect(indexReady(db)).toBe(false);

    // Written while the worker reads its snapshot: the search must see it all the same.
    const [late] = insertRaw(db, [{ type: 'article', title: 'Harbour lighthouse at dawn', date: day(5000) }]);
    const search = searchOf(ctx);
    const during = await search('q=harbour&limit=50');
    expect(indexReady(db)).toBe(true);
    expect(answered(during)).toEqual(expected(ctx, 'q=harbour&limit=50'));
    expect((await search('q=lighthouse')).results.map((r) => r.id)).toEqual([late]);
  });

  it('a rebuild for waste runs beside the old index, which answers exactly until the new one takes over', async () => {
    ctx = await createTestApp();
    const db = ctx.app.db;
    const search = searchOf(ctx);
    insertRaw(db, ordinary(200));
    await search('q=harbour');
    BUILD_IN_WORKER.fromItems = 0;
    const [victim] = insertRaw(db, [{ type: 'article', title: 'Fuzzed', body: junk(300_000), date: day(3000) }]);
    await search('q=fuzzed');
    db.$client.prepare('DELETE FROM articles WHERE id = ?').run(victim);
    const before = await libraryOf(db); // past the bound: a build starts in the worker
    insertRaw(db, [{ type: 'video', title: 'Harbour in the rain', date: day(4000) }]);
    // Answered by the old index while the new one builds.
    expect(answered(await search('q=harbour&limit=30'))).toEqual(expected(ctx, 'q=harbour&limit=30'));
    expect(await libraryOf(db)).toBe(before);
    await expect.poll(async () => (await libraryOf(db)) !== before, { timeout: 30_000 }).toBe(true);
    insertRaw(db, [{ type: 'podcast', title: 'Harbour radio', date: day(4001) }]);
    expect(answered(await search('q=harbour&limit=30'))).toEqual(expected(ctx, 'q=harbour&limit=30'));
    expect((await libraryOf(db)).footprint.tokenChars).toBeLessThan(100_000);
  });
});
