/**
 * GET /api/public/search: relevance scoring on crafted items, filters, the three sorts, the
 * index staying in step with writes, exact totals and pages on libraries where far more than a
 * page matches (checked against scoring every item), and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { articles, contentItems, videos } from '../../server/db/schema.ts';
import { matchedFields, normalizeQuery, scoreItem, type SearchableText } from '../../shared/search-scoring.ts';
import { TextIndex } from '../../server/modules/search/text-index.ts';
import { insertRaw, naiveRanking, type RawItem } from '../helpers/search.ts';

let ctx: TestContext;
// Every app this file builds shares the clock (the server holds one per process).
const clock = testClock();
const api = () => request(ctx.app.server);
const search = async (query: string) => {
  const res = await api().get(`/api/public/search?${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as { results: { id: string; title: string; score: number; type: string; views: number }[]; total: number; capped: boolean };
};
const now = () => new Date(clock()).toISOString();
const day0 = () => new Date(clock() - 60_000).toISOString();
const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** One item per scored field, all containing "kivu" exactly there and nowhere else. */
const x: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestApp({}, { clock });
  const db = ctx.app.db;
  x.prefix = makeArticle(db, { title: 'Kivu lake stories', publishDate: daysAgo(9), views: 5 });
  x.title = makeVideo(db, { title: 'Life on the shores of Lake Kivu', uploadDate: daysAgo(8), views: 50 });
  x.category = makeTvEpisode(db, { title: 'Episode on islands', category: 'Kivu Studies', uploadDate: daysAgo(7), views: 500 });
  x.people = makeArticle(db, { title: 'Mountain schools', author: 'Grace Kivuva', publishDate: daysAgo(6), views: 1 });
  x.description = makePodcastEpisode(db, { title: 'Fishing futures', description: 'A talk recorded near kivu.', guestName: 'Eric N.', publishDate: daysAgo(5), plays: 900 });
  x.tags = makeVideo(db, { title: 'Boats', description: 'Wooden boats.', tags: 'lakes, KIVU', uploadDate: daysAgo(4) });
  x.body = makeArticle(db, { title: 'Coffee growers', content: 'Farmers on the hills above Kivu sell coffee.', publishDate: daysAgo(3) });
  x.transcript = makePodcastEpisode(db, { title: 'Morning show', description: 'News.', transcript: 'We sailed across kivu at dawn.', publishDate: daysAgo(2), plays: 10 });
  x.none = makeArticle(db, { title: 'Nothing to see' });
  // Never visible.
  makeArticle(db, { title: 'Kivu draft', status: 'draft' });
  makeArticle(db, { title: 'Kivu in review', status: 'review' });
  makeVideo(db, { title: 'Kivu tomorrow', status: 'scheduled', uploadDate: inFuture(2) });
  makePodcastEpisode(db, { title: 'Kivu dated later', publishDate: inFuture(5) });
});
afterAll(async () => ctx.close());

describe('scoring by field weight, +1 for a body or transcript match', () => {
  it('ranks title prefix > title > category > author/guest > description > tags > body, leaving non-matches out', async () => {
    const data = await search('q=kivu');
    expect(data.results.map((r) => r.id)).toEqual([x.prefix, x.title, x.category, x.people, x.description, x.tags, x.transcript, x.body]);
    expect(data.results.map((r) => r.score)).toEqual([15, 10, 5, 4, 3, 2, 1, 1]);
    expect(data.total).toBe(8);
    expect(data.capped).toBe(false);
  });

  it('matches case-insensitively on the trimmed query, as the shared scorer does', async () => {
    const data = await search(`q=${encodeURIComponent('  KiVu  ')}`);
    expect(data.results).toHaveLength(8);
    // The server's scores are the shared helper's.
    expect(scoreItem({ title: 'Kivu lake stories', category: 'Tech Trends', description: '', people: '', tags: '', body: '' }, ' KIVU ')).toBe(15);
  });

  it('adds the fields up', async () => {
    const id = makeArticle(ctx.app.db, {
      title: 'Tanganyika notes',
      excerpt: 'About Tanganyika.',
      author: 'Tanganyika Desk',
      tags: 'tanganyika',
      content: 'Tanganyika is deep.',
      categoryName: 'Spirit of Africa',
    });
    const data = await search('q=tanganyika');
    expect(data.results).toEqual([expect.objectContaining({ id, score: 15 + 3 + 4 + 2 + 1 })]);
  });

  it('breaks ties by date, newest first', async () => {
    const older = makeVideo(ctx.app.db, { title: 'Rusizi river', uploadDate: daysAgo(20) });
    const newer = makeArticle(ctx.app.db, { title: 'Rusizi bridge', publishDate: daysAgo(1) });
    const data = await search('q=rusizi');
    expect(data.results.map((r) => r.id)).toEqual([newer, older]);
  });

  it('returns the spec result fields', async () => {
    const data = await search('q=kivu');
    const article = data.results[0];
    expect(article).toEqual({
      id: x.prefix,
      type: 'article',
      title: 'Kivu lake stories',
      description: expect.any(String),
      category: 'Tech Trends',
      author: 'Amina Okafor',
      guest: '',
      publishDate: expect.any(String),
      readTime: expect.any(Number),
      duration: '',
      views: 5,
      image: expect.any(String),
      score: 15,
    });
    const podcast = data.results.find((r) => r.id === x.description)!;
    expect(podcast).toMatchObject({ type: 'podcast', guest: 'Eric N.', author: '', views: 900, readTime: null });
  });

  it('finds two-letter and one-letter queries too', async () => {
    const id = makeVideo(ctx.app.db, { title: 'Qz quiz night', description: 'Trivia.' });
    expect((await search('q=qz')).results.map((r) => r.id)).toEqual([id]);
    const one = await search('q=q');
    expect(one.results.map((r) => r.id)).toContain(id);
  });

  it('treats query text literally (quotes, operators, wildcards)', async () => {
    const id = makeArticle(ctx.app.db, { title: 'The "AND" OR NOT* question: 100% sure_' });
    for (const q of ['"and" or not*', '100% sure_', 'question:', '"']) {
      const data = await search(`q=${encodeURIComponent(q)}`);
      expect(data.results.map((r) => r.id), q).toContain(id);
    }
    expect((await search(`q=${encodeURIComponent('NEAR(a b)')}`)).results).toEqual([]);
  });
});

describe('multi-word queries', () => {
  it('match inside words at both ends, across punctuation, in short fields and bodies, exactly', async () => {
    const title = makeArticle(ctx.app.db, { title: 'Financial literacy in Kenyan schools', publishDate: daysAgo(2) });
    const body = makePodcastEpisode(ctx.app.db, { title: 'Money talk', transcript: 'We met teachers of financial literacy in Kenyan towns.', publishDate: daysAgo(3) });
    const apart = makeVideo(ctx.app.db, { title: 'Literacy in the financial district of Kenya', uploadDate: daysAgo(4) });
    const dashed = makeArticle(ctx.app.db, { title: 'Kenyan e-learning in practice', publishDate: daysAgo(5) });
    const spaced = makeArticle(ctx.app.db, { title: 'Kenyan e learning in practice', publishDate: daysAgo(6) });
    const ids = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).results.map((r) => r.id);
    expect(await ids('ancial literacy in kenya')).toEqual([title, body]);
    expect(await ids('Financial Literacy In Kenyan schools')).toEqual([title]);
    expect(await ids('e-learning in practice')).toEqual([dashed]);
    expect(await ids('e learning in pr')).toEqual([spaced]);
    expect(await ids('literacy in the financial')).toEqual([apart]);
    expect(await ids('-learning in')).toEqual([dashed]);
    // The word index follows writes too.
    ctx.app.db.update(articles).set({ title: 'Savings clubs of Kenyan schools' }).where(eq(articles.id, title)).run();
    expect(await ids('ancial literacy in kenya')).toEqual([body]);
    expect(await ids('clubs of kenyan')).toEqual([title]);
    ctx.app.db.delete(contentItems).where(eq(contentItems.id, body)).run();
    expect(await ids('ancial literacy in kenya')).toEqual([]);
  });
});

describe('filters', () => {
  it.each([
    ['articles', ['prefix', 'people', 'body']],
    ['videos', ['title', 'tags']],
    ['tvshows', ['category']],
    ['podcasts', ['description', 'transcript']],
    ['all', ['prefix', 'title', 'category', 'people', 'description', 'tags', 'transcript', 'body']],
  ])('type=%s', async (type, keys) => {
    const data = await search(`q=kivu&type=${type}`);
    expect(data.results.map((r) => r.id)).toEqual(keys.map((k) => x[k]));
  });

  it('category: exact name, any case; "Podcast" means podcast episodes', async () => {
    expect((await search('q=kivu&category=Kivu%20Studies')).results.map((r) => r.id)).toEqual([x.category]);
    expect((await search('q=kivu&category=kivu%20studies')).results.map((r) => r.id)).toEqual([x.category]);
    expect((await search('q=kivu&category=Tech%20Trends')).results.map((r) => r.id)).toEqual([x.prefix, x.title, x.people, x.tags, x.body]);
    expect((await search('q=kivu&category=Podcast')).results.map((r) => r.id)).toEqual([x.description, x.transcript]);
    expect((await search('q=kivu&category=Podcast&type=videos')).results).toEqual([]);
    expect((await search('q=kivu&category=all')).total).toBe(8);
    expect((await search('q=kivu&category=Kivu')).results).toEqual([]);
  });
});

describe('sorts', () => {
  it('date: newest first', async () => {
    const data = await search('q=kivu&sort=date');
    expect(data.results.map((r) => r.id)).toEqual([x.transcript, x.body, x.tags, x.description, x.people, x.category, x.title, x.prefix]);
  });

  it('popularity: most views first (plays for podcasts), then newest', async () => {
    const data = await search('q=kivu&sort=popularity');
    expect(data.results.slice(0, 5).map((r) => r.id)).toEqual([x.description, x.category, x.title, x.transcript, x.prefix]);
  });

  it('popularity follows views as they are counted', async () => {
    for (let i = 0; i < 3; i++) await api().get(`/api/public/articles/${x.body}`);
    ctx.app.db.update(articles).set({ views: 10_000 }).where(eq(articles.id, x.people)).run();
    const data = await search('q=kivu&sort=popularity');
    expect(data.results[0].id).toBe(x.people);
    expect(data.results[0].views).toBe(10_000);
  });
});

describe('pages', () => {
  it('limit and page slice the ranked list; total counts all', async () => {
    const first = await search('q=kivu&limit=3&page=1');
    const third = await search('q=kivu&limit=3&page=3');
    expect(first.results.map((r) => r.id)).toEqual([x.prefix, x.title, x.category]);
    expect(third.results.map((r) => r.id)).toEqual([x.transcript, x.body]);
    expect(third.total).toBe(8);
    expect((await api().get('/api/public/search?q=kivu&limit=3&page=3')).body.data.pagination).toEqual({ page: 3, limit: 3, total: 8, totalPages: 3 });
    expect((await search('q=kivu&page=9')).results).toEqual([]);
  });
});

describe('the index follows every write', () => {
  it('a renamed item is found by its new title only', async () => {
    const id = makeVideo(ctx.app.db, { title: 'Akagera safari' });
    expect((await search('q=akagera')).results.map((r) => r.id)).toEqual([id]);
    ctx.app.db.update(videos).set({ title: 'Nyungwe canopy walk' }).where(eq(videos.id, id)).run();
    expect((await search('q=akagera')).results).toEqual([]);
    expect((await search('q=nyungwe')).results.map((r) => r.id)).toEqual([id]);
  });

  it('publishing makes an item appear, unpublishing and deleting make it disappear', async () => {
    const id = makeArticle(ctx.app.db, { title: 'Gishwati forest', status: 'draft' });
    expect((await search('q=gishwati')).results).toEqual([]);
    ctx.app.db.update(articles).set({ status: 'published' }).where(eq(articles.id, id)).run();
    expect((await search('q=gishwati')).results.map((r) => r.id)).toEqual([id]);
    ctx.app.db.update(articles).set({ status: 'review' }).where(eq(articles.id, id)).run();
    expect((await search('q=gishwati')).results).toEqual([]);
    ctx.app.db.update(articles).set({ status: 'published' }).where(eq(articles.id, id)).run();
    ctx.app.db.delete(contentItems).where(eq(contentItems.id, id)).run();
    expect((await search('q=gishwati')).results).toEqual([]);
  });

  it('a scheduled item appears once its date has come', async () => {
    const id = makeTvEpisode(ctx.app.db, { title: 'Volcanoes special', status: 'scheduled', uploadDate: inFuture(1) });
    expect((await search('q=volcanoes')).results).toEqual([]);
    ctx.app.db.$client.prepare('UPDATE tv_episodes SET upload_date = ? WHERE id = ?').run(daysAgo(1), id);
    expect((await search('q=volcanoes')).results.map((r) => r.id)).toEqual([id]);
  });
});

describe('repeated queries see every change', () => {
  it('a repeated query sees an item whose scheduled date comes while nothing is written', async () => {
    const id = makeArticle(ctx.app.db, { title: 'Rusumo falls at dawn', status: 'scheduled', publishDate: new Date(clock() + 1500).toISOString() });
    expect((await search('q=rusumo')).results).toEqual([]);
    expect((await search('q=rusumo')).results).toEqual([]);
    clock.advance(2100);
    expect((await search('q=rusumo')).results.map((r) => r.id)).toEqual([id]);
  });

  it('a repeated query sees a write made by another process on the same database file', async () => {
    const id = makeVideo(ctx.app.db, { title: 'Nyabarongo river' });
    expect((await search('q=nyabarongo')).results.map((r) => r.id)).toEqual([id]);
    const other = new Database(ctx.config.databasePath);
    try {
      other.prepare('UPDATE videos SET title = ? WHERE id = ?').run('Akanyaru river', id);
    } finally {
      other.close();
    }
    expect((await search('q=nyabarongo')).results).toEqual([]);
    expect((await search('q=akanyaru')).results.map((r) => r.id)).toEqual([id]);
  });
});

describe('exact at any size: every match counted and ranked', () => {
  // A library built with raw inserts (like bench/search.ts): more than 500 items match each query,
  // and the best matches are the oldest items, inserted last, so a cut before scoring would miss them.
  let big: TestContext;
  const bigApi = () => request(big.app.server);
  const best: string[] = [];

  beforeAll(async () => {
    big = await createTestApp({}, { clock });
    const rows: RawItem[] = [];
    const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString();
    for (let i = 0; i < 700; i++) rows.push({ type: 'article', title: `Harbour notes ${i}`, body: `The lumen of the old harbour ${i}.`, category: 'Tech Trends', date: day(2000 + i), views: i });
    for (let i = 0; i < 250; i++) rows.push({ type: 'video', title: `Tide tables ${i}`, description: `Lumen readings, part ${i}`, category: 'Echoes of Home', date: day(1500 + i), views: 3 * i });
    for (let i = 0; i < 150; i++) rows.push({ type: 'podcast', title: `Night shift ${i}`, tags: 'sea, lumen', date: day(1200 + i), views: 7 * i });
    for (let i = 0; i < 80; i++) rows.push({ type: 'tvshow', title: `Docks ${i}`, people: `Ada Lumensen ${i}`, category: 'Echoes of Home', date: day(1000 + i), views: 11 * i });
    // Ties: the same date for several items, so the id decides.
    for (let i = 0; i < 6; i++) rows.push({ type: 'article', title: `Tied lumen ${i}`, date: day(900), views: 5 });
    // Never visible: drafts, reviews and future items that would otherwise be among the best.
    rows.push({ type: 'article', title: 'Lumen draft', status: 'draft', date: day(1) });
    rows.push({ type: 'video', title: 'Lumen in review', status: 'review', date: day(1) });
    rows.push({ type: 'podcast', title: 'Lumen to come', status: 'scheduled', date: inFuture(3) });
    rows.push({ type: 'article', title: 'Lumen dated later', date: inFuture(9) });
    const firstBest = rows.length;
    // The best: titles starting with the word (15), one with the body too (16), oldest, inserted last.
    for (let i = 0; i < 30; i++) rows.push({ type: i % 2 ? 'video' : 'article', title: `Lumen and light ${i}`, body: i === 29 ? 'lumen' : '', date: day(i), views: 100 - i });
    const ids = insertRaw(big.app.db, rows);
    best.push(...ids.slice(firstBest));
  });
  afterAll(async () => big.close());

  const bigSearch = async (query: string) => {
    const res = await bigApi().get(`/api/public/search?${query}`);
    expect(res.status, query).toBe(200);
    return res.body.data as { results: { id: string; score: number }[]; total: number; capped: boolean };
  };

  it('counts every match and puts the best first, however many match', async () => {
    const data = await bigSearch('q=lumen&limit=50');
    expect(data.total).toBe(700 + 250 + 150 + 80 + 6 + 30);
    expect(data.capped).toBe(false);
    expect(data.results.slice(0, 31).map((r) => r.id)).toEqual([best[29], ...best.slice(0, 29).reverse(), expect.any(String)]);
    expect(data.results.slice(0, 31).map((r) => r.score)).toEqual([16, ...Array(29).fill(15), 10]);
  });

  it.each([
    'q=lumen',
    'q=LUMEN&limit=100&page=3',
    'q=lumen&sort=date&limit=100&page=2',
    'q=lumen&sort=popularity&limit=100',
    'q=lumen&sort=popularity&limit=7&page=40',
    'q=lumen&type=videos&limit=100&page=2',
    'q=lumen&category=Echoes%20of%20Home&limit=100&page=3',
    'q=lumen&category=podcast&sort=date',
    'q=echoes%20of%20home&limit=100&page=2',
    'q=echoes%20of%20home&sort=popularity',
    'q=of%20the%20old&limit=100&page=7',
    'q=um&limit=100&page=11',
    'q=l&sort=date&limit=100&page=9',
    'q=n%20o&limit=20',
    'q=%2C%20lumen',
    'q=tied%20lumen',
  ])('%s: total and page are those of scoring every item', async (query) => {
    const params = new URLSearchParams(query);
    const data = await bigSearch(query);
    const expected = naiveRanking(big.app.db, params, now());
    expect(data.total).toBe(expected.total);
    expect(data.total).toBeGreaterThan(0);
    expect(data.results.map((r) => [r.id, r.score])).toEqual(expected.page.map((r) => [r.id, r.score]));
  });

  it('follows raw writes, edits and deletes, also when the change log was trimmed meanwhile', async () => {
    const db = big.app.db;
    const [newest] = insertRaw(db, [{ type: 'article', title: 'Lumen first of all', body: 'lumen', category: 'lumen', date: day0() }]);
    expect((await bigSearch('q=lumen&limit=1')).results[0]).toMatchObject({ id: newest, score: 15 + 5 + 1 });
    db.$client.prepare('UPDATE articles SET title = ? WHERE id = ?').run('Renamed, no longer first', newest);
    expect((await bigSearch('q=lumen&limit=1')).results[0].id).toBe(best[29]);
    // Entries lost from the log (it keeps its last 100,000): the library is built again.
    db.$client.prepare('UPDATE articles SET title = ? WHERE id = ?').run('Lumen is back', newest);
    db.$client.prepare('DELETE FROM search_changes').run();
    expect((await bigSearch('q=lumen&limit=1')).results[0].id).toBe(newest);
    db.$client.prepare('DELETE FROM content_items WHERE id = ?').run(newest);
    const after = await bigSearch('q=lumen');
    expect(after.total).toBe(naiveRanking(db, new URLSearchParams('q=lumen'), now()).total);
    expect(after.results.map((r) => r.id)).not.toContain(newest);
  });

  it('ranks by the views counted now, also when popularity log entries were lost', async () => {
    const db = big.app.db;
    const target = best[5];
    db.$client.prepare('UPDATE videos SET views = 1000000 WHERE id = ?').run(target);
    expect((await bigSearch('q=lumen&sort=popularity&limit=1')).results[0].id).toBe(target);
    db.$client.prepare('UPDATE videos SET views = 0 WHERE id = ?').run(target);
    db.$client.prepare('DELETE FROM search_popularity_changes').run();
    const data = await bigSearch('q=lumen&sort=popularity&limit=100');
    expect(data.results.map((r) => r.id)).toEqual(naiveRanking(db, new URLSearchParams('q=lumen&sort=popularity&limit=100'), now()).page.map((r) => r.id));
  });
});

describe('the in-memory text index agrees with the shared scorer', () => {
  it('on random texts, queries, additions and removals (separators, case, accents, odd characters)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const pieces = ['a', 'b', 'A', 'B', ' ', ' ', '-', ',', 'é', 'É', 'İ', '\u212a', 'k', 'i', '1', 'σ', 'Σ', '😀', 'ab'];
    const text = (n: number) => Array.from({ length: Math.floor(random() * n) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    const item = (): SearchableText => ({ title: text(8), category: text(4), description: text(10), people: text(5), tags: text(5), body: random() < 0.2 ? null : text(30) });
    let mismatches = 0;
    for (let round = 0; round < 12; round++) {
      const items = new Map<number, SearchableText>();
      let slot = 0;
      for (let i = 0; i < 30; i++) items.set(slot++, item());
      const index = TextIndex.build([...items].map(([s, fields]) => ({ slot: s, fields })));
      for (let step = 0; step < 15; step++) {
        if (random() < 0.5) {
          const fields = item();
          items.set(slot, fields);
          index.add(slot++, fields);
        }
        if (random() < 0.4) {
          const gone = [...items.keys()][Math.floor(random() * items.size)];
          items.delete(gone);
          index.remove(gone);
        }
        for (let q = 0; q < 10; q++) {
          const from = [...items.values()][Math.floor(random() * items.size)];
          const source = random() < 0.6 ? (from.body ?? from.title) : text(5);
          const at = Math.floor(random() * source.length);
          const needle = normalizeQuery(source.slice(at, at + 1 + Math.floor(random() * 6)));
          if (!needle) continue;
          const mask = new Uint8Array(slot);
          index.match(needle, mask);
          for (const [s, fields] of items) if (mask[s] !== matchedFields(fields, needle)) mismatches++;
        }
      }
    }
    expect(mismatches).toBe(0);
  });
});

describe('refusals', () => {
  it.each([
    ['', 'Search query is required'],
    ['q=', 'Search query is required'],
    ['q=%20%20%20', 'Search query is required'],
    [`q=${'a'.repeat(201)}`, 'Search query must be at most 200 characters'],
  ])('%s -> 400 "%s"', async (query, message) => {
    const res = await api().get(`/api/public/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it.each(['q=kivu&type=books', 'q=kivu&sort=oldest', 'q=kivu&limit=101', 'q=kivu&limit=0', 'q=kivu&page=0', 'q=kivu&page=x'])(
    '%s -> 400',
    async (query) => {
      const res = await api().get(`/api/public/search?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    },
  );
});
