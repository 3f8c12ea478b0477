/**
 * GET /api/public/search: relevance scoring on crafted items, words and word starts (never letters
 * inside a word), typos at each length, exact matches first, "Did you mean", filters, the three
 * sorts, the index staying in step with writes, exact totals and pages on libraries where far more
 * than a page matches and on a random library (checked against matching every item with the shared
 * rules), and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import Database from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { testClock } from '../helpers/clock.ts';
import { daysAgo, makeArticle, makePodcastEpisode, makeTvEpisode, makeVideo } from '../helpers/content.ts';
import { articles, contentItems, videos } from '../../server/db/schema.ts';
import { matchItem, queryWords, scoreItem, type SearchableText } from '../../shared/search-scoring.ts';
import { Matches, TextIndex } from '../../server/modules/search/text-index.ts';
import { insertRaw, naiveRanking, type RawItem } from '../helpers/search.ts';
import { nearWords } from '../../server/modules/search/near-words.ts';
import { typoDistance } from '../../shared/search-words.ts';

let ctx: TestContext;
// Every app this file builds shares the clock (the server holds one per process).
const clock = testClock();
const api = () => request(ctx.app.server);
const search = async (query: string) => {
  const res = await api().get(`/api/public/search?${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as {
    results: { id: string; title: string; score: number; type: string; views: number }[];
    total: number;
    capped: boolean;
    did_you_mean: string | null;
  };
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
  x.people = makeArticle(db, { title: 'Mountain schools', author: 'Grace Kivu', publishDate: daysAgo(6), views: 1 });
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

  it('reads punctuation as space: quotes, operators and wildcards are no syntax', async () => {
    const id = makeArticle(ctx.app.db, { title: 'The "AND" OR NOT* question: 100% sure_' });
    for (const q of ['"and" or not*', '100% sure_', 'question:', 'QUESTION?!']) {
      const data = await search(`q=${encodeURIComponent(q)}`);
      expect(data.results.map((r) => r.id), q).toContain(id);
    }
    // Nothing but punctuation: no word to look for, no result, no error.
    expect(await search(`q=${encodeURIComponent('"?!')}`)).toMatchObject({ results: [], total: 0, did_you_mean: null });
  });
});

describe('words, word starts and typos', () => {
  const ids: Record<string, string> = {};
  beforeAll(() => {
    const db = ctx.app.db;
    ids.nairobi = makeArticle(db, { title: "Inside Nairobi's Coding Bootcamps", excerpt: 'Where the trainers come from.', publishDate: daysAgo(1) });
    ids.ai = makeVideo(db, { title: 'AI tutors in every class', uploadDate: daysAgo(30) });
    ids.powered = makeArticle(db, { title: 'AI-powered farming', publishDate: daysAgo(31) });
    ids.aisha = makePodcastEpisode(db, { title: "Aisha's robots", publishDate: daysAgo(2) });
    ids.moto = makeArticle(db, { title: 'Moto taxis of Bujumbura', publishDate: daysAgo(10) });
    ids.mango = makeArticle(db, { title: 'Mango season', publishDate: daysAgo(11) });
    ids.mangoBody = makeVideo(db, { title: 'Market day', description: 'Stalls.', transcript: 'She sold a mango to every child.', uploadDate: daysAgo(12) });
    ids.tango = makeVideo(db, { title: 'Tango nights', uploadDate: daysAgo(1) });
    ids.gorilla = makeTvEpisode(db, { title: 'Gorilla trekking', uploadDate: daysAgo(13) });
    ids.elephant = makePodcastEpisode(db, { title: 'Elephant corridors', publishDate: daysAgo(14) });
    ids.solar = makeArticle(db, { title: 'Solar kiosks charge phones', publishDate: daysAgo(15) });
    // Only in items readers cannot see: never found, never suggested.
    makeArticle(db, { title: 'Kilimanjaro secrets', status: 'draft' });
    makeVideo(db, { title: 'Serengeti migration', status: 'scheduled', uploadDate: inFuture(3) });
  });
  const found = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).results.map((r) => r.id);

  it('"AI" finds the word AI and words starting with it, exact first, never "Nairobi"', async () => {
    const data = await search('q=AI');
    expect(data.results.map((r) => r.id)).toEqual([ids.ai, ids.powered, ids.aisha]);
    expect(data.results.map((r) => r.score)).toEqual([15, 15, 15]);
    expect(await found('ai-powered')).toEqual([ids.powered]);
  });

  it('finds words by their start, in every word of the query', async () => {
    expect(await found('gorill')).toEqual([ids.gorilla]);
    expect(await found('eleph corr')).toEqual([ids.elephant]);
    expect(await found('moto tax bujum')).toEqual([ids.moto]);
    // Not from the middle or the end of a word.
    expect(await found('rilla')).toEqual([]);
    expect(await found('phant')).toEqual([]);
  });

  it('tolerates no typo under 5 letters, one from 5 to 7, two from 8, a swap of neighbours counting one', async () => {
    // 4 letters: none.
    expect(await found('mota')).toEqual([]);
    // 5 letters: one.
    expect(await found('mangp')).toContain(ids.mango);
    expect(await found('mnagp')).toEqual([]);
    // 7 letters: one.
    expect(await found('gorilal')).toEqual([ids.gorilla]);
    expect(await found('gorolle')).toEqual([]);
    // 8 letters: two.
    expect(await found('eleplamt')).toEqual([ids.elephant]);
    expect(await found('elxplxmt')).toEqual([]);
    // 'solr': one letter left out of the five-letter 'solar'.
    expect(await found('solr')).toEqual([ids.solar]);
  });

  it('ranks exact matches above typos, whatever the fields', async () => {
    const data = await search('q=mango');
    // The title and the transcript hold 'mango'; 'tango' is a typo away, in a title.
    expect(data.results.map((r) => r.id)).toEqual([ids.mango, ids.mangoBody, ids.tango]);
    expect(data.results.map((r) => r.score)).toEqual([15, 1, 15]);
  });

  it('offers "Did you mean" from the library\'s words when nothing is found, and only then', async () => {
    expect(await search('q=mota')).toMatchObject({ total: 0, did_you_mean: 'moto' });
    expect(await search('q=gorolle%20trekking')).toMatchObject({ total: 0, did_you_mean: 'gorilla trekking' });
    expect(await search('q=mnagp')).toMatchObject({ total: 0, did_you_mean: 'mango' });
    expect(await search('q=mango')).toMatchObject({ did_you_mean: null });
    expect(await search('q=zzqxv')).toMatchObject({ total: 0, did_you_mean: null });
    // Only a suggestion that finds something with the same filters.
    expect(await search('q=mota&type=videos')).toMatchObject({ total: 0, did_you_mean: null });
    // Words of drafts and scheduled items are neither found nor suggested.
    expect(await search('q=kilimanjaro')).toMatchObject({ total: 0, did_you_mean: null });
    expect(await search('q=serengetti')).toMatchObject({ total: 0, did_you_mean: null });
  });

  it('a suggestion finds what it promises', async () => {
    const { did_you_mean } = await search('q=elxphxnx%20corridors');
    expect(did_you_mean).toBe('elephant corridors');
    expect(await found(did_you_mean!)).toEqual([ids.elephant]);
  });
});

describe('multi-word queries', () => {
  it('need every word, in any order and any field, each as a word or a word start, exactly', async () => {
    const title = makeArticle(ctx.app.db, { title: 'Financial literacy in Kenyan schools', publishDate: daysAgo(2) });
    const body = makePodcastEpisode(ctx.app.db, { title: 'Money talk', transcript: 'We met teachers of financial literacy in Kenyan towns.', publishDate: daysAgo(3) });
    const apart = makeVideo(ctx.app.db, { title: 'Literacy in the financial district of Kenya', uploadDate: daysAgo(4) });
    const dashed = makeArticle(ctx.app.db, { title: 'Kenyan e-learning in practice', publishDate: daysAgo(5) });
    const ids = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).results.map((r) => r.id);
    // Exact first: the title beginning with the query (+5, 10 a word) before the transcript (1 a
    // word), then 'kenya', a typo away from 'kenyan'. And 'kenya' starts 'kenyan'.
    expect(await ids('financial literacy kenyan')).toEqual([title, body, apart]);
    expect(await ids('financial literacy kenya')).toEqual([apart, title, body]);
    expect(await ids('Financial Literacy In Kenyan schools')).toEqual([title]);
    expect(await ids('e-learning in practice')).toEqual([dashed]);
    expect(await ids('e learning in pr')).toEqual([dashed]);
    // Letters inside words are not words.
    expect(await ids('ancial literacy')).toEqual([]);
    // The word index follows writes too.
    ctx.app.db.update(articles).set({ title: 'Savings clubs of Kenyan schools' }).where(eq(articles.id, title)).run();
    expect(await ids('financial literacy kenyan')).toEqual([body, apart]);
    expect(await ids('clubs of kenyan')).toEqual([title]);
    ctx.app.db.delete(contentItems).where(eq(contentItems.id, body)).run();
    expect(await ids('financial literacy kenyan towns')).toEqual([]);
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

  it('a repeated misspelling finds a word first written after it was asked (its near words are not kept past a new word)', async () => {
    expect((await search('q=zemblaa')).total).toBe(0);
    expect((await search('q=zemblaa')).total).toBe(0);
    const id = makeArticle(ctx.app.db, { title: 'Zembla rising' });
    expect((await search('q=zemblaa')).results.map((r) => r.id)).toEqual([id]);
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
    'q=lum&limit=100&page=11',
    'q=lumne&sort=popularity&limit=100',
    'q=harbor%20lumen&limit=100&page=3',
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

describe('the in-memory text index agrees with the shared rules', () => {
  it('on random texts, queries, additions and removals (word starts, typos, repeats, separators, case, accents, other scripts)', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    // Words that are starts, typos and swaps of one another, of 2 to 10 letters.
    const words = ['ai', 'aid', 'aids', 'aisha', 'moto', 'mota', 'motor', 'motors', 'mango', 'tango', 'manga', 'gorilla', 'gorila', 'elephant', 'elepahnt', 'elephants', 'Élan', 'elan', 'ÉCOLE', 'ሰላም', '\u{1E900}\u{1E901}', 'k\u212a'];
    const separators = [' ', ' ', ', ', '-', "'", ': '];
    const text = (n: number) => Array.from({ length: Math.floor(random() * n) }, () => pick(words) + pick(separators)).join('');
    const item = (): SearchableText => ({ title: text(4), category: text(2), description: text(4), people: text(2), tags: text(3), body: random() < 0.2 ? null : text(12) });
    let mismatches = 0;
    let results = 0;
    const matches = new Matches();
    for (let round = 0; round < 10; round++) {
      const items = new Map<number, SearchableText>();
      let slot = 0;
      for (let i = 0; i < 30; i++) items.set(slot++, item());
      const index = TextIndex.build([...items].map(([s, fields]) => ({ slot: s, fields })));
      for (let step = 0; step < 12; step++) {
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
          // One to three words, some cut short, some misspelled, some repeated.
          const typed = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
            const word = pick(words);
            const r = random();
            return r < 0.3 ? word.slice(0, 1 + Math.floor(random() * word.length)) : r < 0.45 ? word.replace(/[aeiou]/, 'y') : word;
          }).join(pick(separators));
          const query = queryWords(typed);
          index.match(query, slot, matches, (s) => items.has(s));
          for (const [s, fields] of items) {
            const expected = matchItem(fields, query);
            const got = matches.count[s] === query.distinct.length && query.distinct.length > 0 ? { tier: matches.tier[s], score: matches.score[s] } : null;
            if (expected) results++;
            if (JSON.stringify(got) !== JSON.stringify(expected)) mismatches++;
          }
        }
      }
    }
    expect(mismatches).toBe(0);
    expect(results).toBeGreaterThan(1000); // the queries found things: the comparison meant something
  });
});

describe('near words: the vocabulary walked as a trie, the typo table computed within its band', () => {
  it('finds exactly the words within 1, 2 and 3 typos that comparing each word finds', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const letters = 'abcde\u{1E900}';
    const word = () => Array.from({ length: 1 + Math.floor(random() * 9) }, () => [...letters][Math.floor(random() * 6)]).join('');
    const sorted = [...new Set(Array.from({ length: 3000 }, word))].sort((a, b) => (a < b ? -1 : 1));
    let found = 0;
    for (let q = 0; q < 150; q++) {
      const query = word();
      for (const reach of [1, 2, 3]) {
        const got: string[] = [];
        nearWords(sorted, query, reach, (i, typos) => {
          expect(typos).toBe(typoDistance(query, sorted[i], reach));
          got.push(sorted[i]);
        });
        expect(got, `${query} within ${reach}`).toEqual(sorted.filter((w) => typoDistance(query, w, reach) <= reach));
        found += got.length;
      }
    }
    expect(found).toBeGreaterThan(10_000);
  });
});

describe('a random library: every answer is the naive scan\'s', () => {
  let lib: TestContext;
  const queries: string[] = [];

  beforeAll(async () => {
    lib = await createTestApp({}, { clock });
    let seed = 48;
    const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const words = ['solar', 'power', 'school', 'schools', 'scholar', 'kigali', 'nairobi', 'ai', 'aisha', 'air', 'mango', 'tango', 'moto', 'motor',
      'education', 'educator', 'technology', 'technologies', 'river', 'rivers', 'girls', 'coding', 'codes', 'bootcamp', 'lake', 'kivu', 'the', 'of', 'in', 'a'];
    const text = (n: number) => Array.from({ length: 1 + Math.floor(random() * n) }, () => pick(words)).join(pick([' ', ', ', ' - ']));
    const types = ['article', 'video', 'tvshow', 'podcast'] as const;
    const rows: RawItem[] = Array.from({ length: 300 }, (_, i) => ({
      type: pick(types),
      title: text(5),
      description: text(8),
      category: pick(['Tech Trends', 'Research World', 'Echoes of Home']),
      people: random() < 0.5 ? text(2) : '',
      tags: text(3),
      body: random() < 0.6 ? text(30) : '',
      date: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
      views: Math.floor(random() * 50),
      status: random() < 0.1 ? 'draft' : 'published',
    }));
    insertRaw(lib.app.db, rows);
    const misspell = (word: string) => {
      const i = Math.floor(random() * word.length);
      const r = random();
      return r < 0.3 ? word.slice(0, i) + word.slice(i + 1) : r < 0.6 ? word.slice(0, i) + 'x' + word.slice(i + 1) : word.slice(0, i) + 'q' + word.slice(i);
    };
    for (let i = 0; i < 60; i++) {
      const typed = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const word = pick(words);
        const r = random();
        return r < 0.25 ? word.slice(0, 1 + Math.floor(random() * word.length)) : r < 0.5 ? misspell(word) : r < 0.6 ? misspell(misspell(word)) : word;
      }).join(' ');
      const params = new URLSearchParams({ q: typed });
      if (random() < 0.3) params.set('sort', pick(['date', 'popularity']));
      if (random() < 0.2) params.set('type', pick(['articles', 'videos', 'tvshows', 'podcasts']));
      if (random() < 0.15) params.set('category', pick(['Tech Trends', 'Podcast']));
      if (random() < 0.3) params.set('page', '2');
      params.set('limit', pick(['5', '10', '20']));
      queries.push(params.toString());
    }
  });
  afterAll(async () => lib.close());

  it('60 random queries with misspellings, word starts and filters: totals, pages, scores and suggestions', async () => {
    let suggestions = 0;
    let empty = 0;
    for (const query of queries) {
      const res = await request(lib.app.server).get(`/api/public/search?${query}`);
      expect(res.status, query).toBe(200);
      const expected = naiveRanking(lib.app.db, new URLSearchParams(query), now());
      const data = res.body.data as { total: number; results: { id: string; score: number }[]; did_you_mean: string | null };
      expect({ total: data.total, page: data.results.map((r) => [r.id, r.score]), did_you_mean: data.did_you_mean }, query).toEqual({
        total: expected.total,
        page: expected.page.map((r) => [r.id, r.score]),
        did_you_mean: expected.didYouMean,
      });
      if (data.did_you_mean) suggestions++;
      if (data.total === 0) empty++;
    }
    // The set covers both sides: answers with results and without, suggestions given.
    expect(empty).toBeGreaterThan(0);
    expect(empty).toBeLessThan(queries.length / 2);
    expect(suggestions).toBeGreaterThan(0);
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
