/**
 * `npm run bench:search`: search latency and exactness at 100,000 items.
 *
 * Builds a temporary database with 100,000 items of all four types (a few drafts and future items
 * the search must skip), builds the search library (timed, with the memory it takes), then sends
 * 1,000 varied queries through the app in-process (app.inject, so routing, validation and
 * serialization are counted) and prints p50/p95/p99/max. Every answer, of those and of a grid
 * of every type, sort and category filter, is then checked against the naive scan: every public
 * row scored in JavaScript with shared/search-scoring.ts, sorted with its comparators. An answer
 * matches when its total, and the ids and scores of its page in order, are the scan's.
 * Targets: p95 <= 10 ms, max <= 50 ms, no mismatch (the exit code says whether they were met).
 *
 * Options (env): BENCH_ITEMS (default 100000), BENCH_QUERIES (1000), BENCH_SEED, BENCH_DB=<file>
 * (keep the library there and reuse it on the next run instead of building it again; the queries
 * are the same either way), BENCH_ONLY=<regex> (only the queries whose text matches: iterate on a
 * few slow ones in seconds).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp, type App } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { ARTICLE_CATEGORIES, TV_CATEGORIES } from '../shared/constants.ts';
import { Prng } from './random.ts';
import {
  compareByDate,
  compareByPopularity,
  compareByRelevance,
  normalizeQuery,
  scoreNormalized,
} from '../shared/search-scoring.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1_000);
/** Every run builds the same library and asks the same queries. */
const prng = new Prng(Number(process.env.BENCH_SEED ?? 42));
const { next: random, pick, between } = prng;

// ---------------------------------------------------------------------------------------------
// Word lists for believable titles and bodies
// ---------------------------------------------------------------------------------------------
const PLACES = [
  'Africa', 'Kigali', 'Rwanda', 'Nairobi', 'Kenya', 'Lagos', 'Nigeria', 'Accra', 'Ghana', 'Kampala', 'Uganda',
  'Dar es Salaam', 'Tanzania', 'Addis Ababa', 'Ethiopia', 'Dakar', 'Senegal', 'Johannesburg', 'South Africa',
  'Cape Town', 'Lusaka', 'Zambia', 'Harare', 'Zimbabwe', 'Kinshasa', 'Abidjan', 'Cairo', 'Tunis', 'Gaborone',
  'Windhoek', 'Maputo', 'Bujumbura', 'Goma', 'Musanze', 'Huye', 'Rubavu', 'Mombasa', 'Kisumu', 'Arusha',
];
const SUBJECTS = [
  'students', 'teachers', 'young founders', 'girls in science', 'rural schools', 'university graduates',
  'coding clubs', 'farmers', 'nurses', 'engineers', 'artists', 'musicians', 'researchers', 'librarians',
  'parents', 'mentors', 'startups', 'volunteers', 'athletes', 'debaters', 'inventors', 'designers',
];
const TOPICS = [
  'education', 'innovation', 'technology', 'mobile money', 'solar power', 'clean water', 'mental health',
  'climate change', 'agriculture', 'artificial intelligence', 'robotics', 'entrepreneurship', 'literacy',
  'mathematics', 'public health', 'renewable energy', 'digital skills', 'financial literacy', 'storytelling',
  'film making', 'fashion', 'football', 'music', 'heritage', 'languages', 'scholarships', 'internships',
  'careers', 'leadership', 'community radio', 'e-learning', 'drones', 'biotechnology', 'open data',
];
const VERBS = [
  'transforming', 'reshaping', 'building', 'rethinking', 'powering', 'teaching', 'changing', 'funding',
  'mapping', 'reviving', 'celebrating', 'connecting', 'growing', 'leading', 'designing', 'coding',
];
const ADJECTIVES = [
  'new', 'bold', 'quiet', 'unlikely', 'young', 'hidden', 'brilliant', 'local', 'small', 'surprising',
  'fearless', 'curious', 'practical', 'creative', 'ambitious', 'humble', 'remarkable', 'modern',
];
const FIRST_NAMES = [
  'Amina', 'Kwame', 'Aisha', 'Chinedu', 'Wanjiru', 'Tendai', 'Fatou', 'Kofi', 'Nia', 'Thabo', 'Zawadi',
  'Abebe', 'Imani', 'Jabari', 'Lulu', 'Mandla', 'Nala', 'Obinna', 'Sade', 'Tariq', 'Yaw', 'Zuri', 'Eric',
  'Grace', 'Jean', 'Claudine', 'Patrick', 'Aline', 'Olivier', 'Diane', 'Emmanuel', 'Esther', 'Samuel',
];
const LAST_NAMES = [
  'Okafor', 'Mensah', 'Uwase', 'Mugisha', 'Kamau', 'Ndlovu', 'Diallo', 'Boateng', 'Abubakar', 'Otieno',
  'Nyambura', 'Moyo', 'Keita', 'Asante', 'Habimana', 'Ingabire', 'Mutesi', 'Nkurunziza', 'Tesfaye', 'Banda',
  'Achieng', 'Adeyemi', 'Chikwanha', 'Dlamini', 'Eze', 'Hakizimana', 'Kagame', 'Lumumba', 'Mbeki', 'Njoroge',
];
const FILLER = (
  'the a of and to in for with on that this from at by is are was were be has have it its as an or ' +
  'but not they their we our you your about into over after before through during between school class ' +
  'teacher student learning lesson project idea team village city market phone internet signal power ' +
  'future today story interview journey dream challenge solution question answer experience community ' +
  'family friend workshop training program fund grant prize award book library science lab field data ' +
  'report study survey growth change impact youth women girls boys skills jobs work money price cost'
).split(' ');
const TAGS = [
  'education', 'innovation', 'youth', 'africa', 'stem', 'startups', 'culture', 'health', 'climate', 'tech',
  'careers', 'women', 'research', 'music', 'sport', 'arts', 'policy', 'rwanda', 'kenya', 'nigeria', 'ghana',
];

const person = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function title(): string {
  switch (between(0, 7)) {
    case 0:
      return `How ${pick(SUBJECTS)} in ${pick(PLACES)} are ${pick(VERBS)} ${pick(TOPICS)}`;
    case 1:
      return `The ${pick(ADJECTIVES)} future of ${pick(TOPICS)} in ${pick(PLACES)}`;
    case 2:
      return `${capitalize(pick(TOPICS))}: ${pick(ADJECTIVES)} lessons from ${pick(PLACES)}`;
    case 3:
      return `${person()} on ${pick(TOPICS)} and ${pick(TOPICS)}`;
    case 4:
      return `Why ${pick(PLACES)} needs more ${pick(SUBJECTS)} in ${pick(TOPICS)}`;
    case 5:
      return `${capitalize(pick(VERBS))} ${pick(TOPICS)}: a ${pick(ADJECTIVES)} story from ${pick(PLACES)}`;
    case 6:
      return `Inside the ${pick(ADJECTIVES)} ${pick(TOPICS)} lab of ${pick(PLACES)}`;
    default:
      return `${between(3, 12)} ${pick(ADJECTIVES)} ideas for ${pick(TOPICS)} in ${pick(PLACES)}`;
  }
}

function sentence(): string {
  const words: string[] = [];
  const n = between(8, 18);
  for (let i = 0; i < n; i++) {
    const r = random();
    words.push(r < 0.1 ? pick(TOPICS) : r < 0.14 ? pick(PLACES) : r < 0.17 ? pick(SUBJECTS) : pick(FILLER));
  }
  return capitalize(words.join(' ')) + '.';
}
const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(' ');
const tags = () => Array.from({ length: between(1, 4) }, () => pick(TAGS)).join(', ');

/** Dates over the last six years; a few drafts and future items the search must never return. */
function dateAndStatus(): { date: string; status: string } {
  const r = random();
  if (r < 0.03) return { date: new Date(Date.now() + between(1, 90) * 86_400_000).toISOString(), status: 'scheduled' };
  const date = new Date(Date.now() - Math.floor(random() * 6 * 365 * 86_400_000)).toISOString();
  return { date, status: r < 0.07 ? 'draft' : 'published' };
}

// ---------------------------------------------------------------------------------------------
// Building the library
// ---------------------------------------------------------------------------------------------
export function fillLibrary(sqlite: App['db']['$client'], total: number): { visible: number } {
  const insertItem = sqlite.prepare('INSERT INTO content_items (id, type) VALUES (?, ?)');
  const insertArticle = sqlite.prepare(`INSERT INTO articles
    (id, title, subtitle, excerpt, content, content_html, category_name, author, tags, featured_image, read_time, status, publish_date, views)
    VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, '/media/seed/placeholder.jpg', ?, ?, ?, ?)`);
  const insertVideo = (table: string) =>
    sqlite.prepare(`INSERT INTO ${table}
      (id, title, description, category, section, creator, youtube_url, thumbnail, duration, views, tags, transcript, status, upload_date)
      VALUES (?, ?, ?, ?, ?, ?, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '/media/seed/placeholder.jpg', ?, ?, ?, ?, ?, ?)`);
  const insertMagazineVideo = insertVideo('videos');
  const insertTv = insertVideo('tv_episodes');
  const insertPodcast = sqlite.prepare(`INSERT INTO podcast_episodes
    (id, title, description, guest_name, category, duration, views, plays, tags, transcript, status, publish_date, image)
    VALUES (?, ?, ?, ?, 'Podcast', ?, ?, ?, ?, ?, ?, ?, '/media/seed/placeholder.jpg')`);
  const duration = () => `${between(3, 59)}:${String(between(0, 59)).padStart(2, '0')}`;
  let visible = 0;

  sqlite.transaction(() => {
    for (let i = 0; i < total; i++) {
      const id = randomUUID();
      const { date, status } = dateAndStatus();
      if (status === 'published') visible++;
      const r = random();
      if (r < 0.4) {
        insertItem.run(id, 'article');
        const body = Array.from({ length: between(2, 5) }, () => paragraph(between(2, 4))).join('\n\n');
        insertArticle.run(id, title(), sentence(), paragraph(2), body, pick(ARTICLE_CATEGORIES), person(), tags(),
          Math.max(1, Math.ceil(body.split(/\s+/).length / 200)), status, date, between(0, 50_000));
      } else if (r < 0.65) {
        insertItem.run(id, 'video');
        insertMagazineVideo.run(id, title(), paragraph(2), pick(ARTICLE_CATEGORIES), 'Magazine', person(), duration(),
          between(0, 80_000), tags(), random() < 0.5 ? paragraph(between(3, 8)) : '', status, date);
      } else if (r < 0.8) {
        insertItem.run(id, 'tvshow');
        insertTv.run(id, title(), paragraph(2), pick(TV_CATEGORIES), 'FullEpisodes', person(), duration(),
          between(0, 120_000), tags(), random() < 0.5 ? paragraph(between(3, 8)) : '', status, date);
      } else {
        insertItem.run(id, 'podcast');
        insertPodcast.run(id, title(), paragraph(2), person(), duration(), between(0, 30_000), between(0, 30_000), tags(),
          random() < 0.6 ? paragraph(between(4, 10)) : '', status, date);
      }
    }
  })();
  return { visible };
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------
interface BenchQuery {
  q: string;
  type?: string;
  category?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

const COMMON = ['the', 'education', 'africa', 'innovation', 'students', 'technology', 'and', 'of the', 'learning', 'story'];
const PREFIXES = ['edu', 'tech', 'kig', 'inno', 'entre', 'agri', 'mus', 'rob', 'sch', 'fut'];
const TWO_LETTERS = ['ai', 'ed', 'ki', 'zq', 'in', 'of', 'ng', 'x!', 'qu', 'ya'];
const RARE = ['zzqx', 'quantum entanglement', 'hidden brilliant', 'financial literacy in kenya', 'drones mapping', 'biotechnology lab of goma'];
const TYPES = ['articles', 'videos', 'tvshows', 'podcasts'];
const SORTS = ['relevance', 'relevance', 'relevance', 'date', 'popularity'];

export function makeQueries(n: number, titles: string[]): BenchQuery[] {
  const out: BenchQuery[] = [];
  for (let i = 0; i < n; i++) {
    let q: string;
    const r = random();
    if (r < 0.2) q = pick(COMMON);
    else if (r < 0.3) q = pick(PREFIXES);
    else if (r < 0.38) q = pick(TWO_LETTERS);
    else if (r < 0.4) q = pick(['a', 'e', 'z', 'é']);
    else if (r < 0.5) q = pick(ARTICLE_CATEGORIES as readonly string[]);
    else if (r < 0.62) q = pick([pick(FIRST_NAMES), pick(LAST_NAMES), person()]);
    else if (r < 0.72) q = pick([pick(PLACES), pick(TOPICS), pick(SUBJECTS)]);
    else if (r < 0.8) q = pick(RARE);
    else {
      // A fragment of a real title: what someone half-remembering an article types.
      const words = pick(titles).split(' ');
      const start = between(0, Math.max(0, words.length - 3));
      q = words.slice(start, start + between(2, 3)).join(' ');
    }
    const query: BenchQuery = { q, sort: pick(SORTS) };
    if (random() < 0.2) query.type = pick(TYPES);
    if (random() < 0.1) query.category = pick([...ARTICLE_CATEGORIES, 'Podcast']);
    if (random() < 0.15) query.page = between(2, 5);
    if (random() < 0.3) query.limit = pick([10, 20, 50]);
    out.push(query);
  }
  return out;
}


/** Every type filter, sort and a few category filters, for a rare and a few common texts. */
function gridQueries(): BenchQuery[] {
  const out: BenchQuery[] = [];
  for (const q of ['the', 'edu', 'e', 'in', 'of the', 'Kigali', 'tech trends', 'zzqx'])
    for (const type of [undefined, ...TYPES])
      for (const category of [undefined, 'Tech Trends', 'Podcast'])
        for (const sort of ['relevance', 'date', 'popularity']) out.push({ q, type, category, sort, page: 2, limit: 50 });
  return out;
}

// ---------------------------------------------------------------------------------------------
// The naive approach: every public row, each scored in JavaScript with the shared scorer
// ---------------------------------------------------------------------------------------------
interface NaiveRow {
  id: string;
  type: string;
  title: string;
  category: string | null;
  description: string | null;
  people: string | null;
  tags: string | null;
  body: string | null;
  date: string;
  views: number;
  status: string;
}

/** Every published or scheduled row with the fields the spec scores (read once: the library does not change). */
function naiveRows(app: App): NaiveRow[] {
  return app.db.$client
    .prepare(
      `SELECT id, 'article' AS type, title, category_name AS category, excerpt AS description, author AS people, tags,
              subtitle || char(10) || content AS body, publish_date AS date, views, status
         FROM articles WHERE status IN ('published','scheduled')
       UNION ALL SELECT id, 'video', title, category, description, creator, tags, transcript, upload_date, views, status
         FROM videos WHERE status IN ('published','scheduled')
       UNION ALL SELECT id, 'tvshow', title, category, description, creator, tags, transcript, upload_date, views, status
         FROM tv_episodes WHERE status IN ('published','scheduled')
       UNION ALL SELECT id, 'podcast', title, category, description, guest_name, tags, transcript, publish_date, plays, status
         FROM podcast_episodes WHERE status IN ('published','scheduled')`,
    )
    .all() as NaiveRow[];
}

interface Answer {
  total: number;
  results: { id: string; score: number }[];
}

/** The answer a query should get: every row visible at `now` scored, filtered, sorted, paged. */
function naiveSearch(rows: NaiveRow[], query: BenchQuery, now: string): Answer {
  const needle = normalizeQuery(query.q);
  const type = query.type ? query.type.replace(/s$/, '') : undefined;
  const category = query.category?.toLowerCase();
  const scored: { id: string; score: number; date: string; views: number }[] = [];
  for (const row of rows) {
    if (row.date > now) continue;
    if (type && row.type !== type) continue;
    if (category === 'podcast' ? row.type !== 'podcast' : category && (row.category ?? '').toLowerCase() !== category) continue;
    const score = scoreNormalized(row, needle);
    if (score > 0) scored.push({ id: row.id, score, date: row.date, views: row.views });
  }
  scored.sort(query.sort === 'date' ? compareByDate : query.sort === 'popularity' ? compareByPopularity : compareByRelevance);
  const limit = query.limit ?? 20;
  const page = query.page ?? 1;
  return { total: scored.length, results: scored.slice((page - 1) * limit, page * limit).map(({ id, score }) => ({ id, score })) };
}

// ---------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    mean: sorted.reduce((s, t) => s + t, 0) / sorted.length,
  };
}

function toUrl(query: BenchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/public/search?${params}`;
}

interface Served {
  query: BenchQuery;
  ms: number;
  /** When it was asked (what "visible" meant for it). */
  at: string;
  answer: Answer | null;
}

/** Sends every query once through the app and prints the latency figures and the slowest queries. */
async function measure(app: App, queries: BenchQuery[], label: string): Promise<Served[]> {
  if (queries.length === 0) return []; // BENCH_ONLY left none
  const served: Served[] = [];
  const cpuTimes: number[] = [];
  for (const query of queries) {
    const at = new Date().toISOString();
    const t = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({ method: 'GET', url: toUrl(query) });
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - t;
    cpuTimes.push((used.user + used.system) / 1000);
    served.push({ query, ms, at, answer: res.statusCode === 200 ? (res.json() as { data: Answer }).data : null });
    // Let the event loop turn, as a server does between requests: inject resolves through promises
    // only, so without this every request's setImmediate callbacks (and the request they hold)
    // pile up until the run ends, and the swelling heap shows up as garbage collection pauses.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const wall = summary(served.map((s) => s.ms));
  const failures = served.filter((s) => !s.answer).length;
  console.log(`\n${label}, ${queries.length} queries through the app (app.inject):`);
  console.log(`  p50 ${fmt(wall.p50)}  p95 ${fmt(wall.p95)}  p99 ${fmt(wall.p99)}  max ${fmt(wall.max)}  mean ${fmt(wall.mean)}  (non-200 answers: ${failures})`);
  const cpuSummary = summary(cpuTimes);
  console.log(`  CPU time of this process per query (what the wall clock shows when the machine is not shared):`);
  console.log(`  p50 ${fmt(cpuSummary.p50)}  p95 ${fmt(cpuSummary.p95)}  p99 ${fmt(cpuSummary.p99)}  max ${fmt(cpuSummary.max)}  (load average now: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores)`);
  console.log('  slowest queries:');
  for (const s of [...served].sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`    ${fmt(s.ms)}  ${JSON.stringify(s.query)}  total=${s.answer?.total}`);
  return served;
}

/** Checks every answer against the naive scan; prints the first differences. */
function check(rows: NaiveRow[], served: Served[], label: string): number {
  if (served.length === 0) return 0;
  let mismatches = 0;
  const naiveTimes: number[] = [];
  for (const { query, at, answer } of served) {
    const t = performance.now();
    const expected = naiveSearch(rows, query, at);
    naiveTimes.push(performance.now() - t);
    const got = answer && { total: answer.total, results: answer.results.map(({ id, score }) => ({ id, score })) };
    if (JSON.stringify(got) === JSON.stringify(expected)) continue;
    if (++mismatches <= 5) {
      console.log(`  MISMATCH ${JSON.stringify(query)}`);
      console.log(`    expected total=${expected.total} ${JSON.stringify(expected.results.slice(0, 5))}`);
      console.log(`    got      total=${got?.total} ${JSON.stringify(got?.results.slice(0, 5))}`);
    }
  }
  const naive = summary(naiveTimes);
  console.log(`\n${label}: ${served.length} answers checked against the naive scan (every public row scored with shared/search-scoring.ts): mismatches=${mismatches}`);
  console.log(`  the scan itself (rows already in memory): p50 ${fmt(naive.p50)}  p95 ${fmt(naive.p95)}  max ${fmt(naive.max)}`);
  return mismatches;
}

async function main() {
  const keep = process.env.BENCH_DB;
  const dir = keep ? dirname(keep) : mkdtempSync(join(tmpdir(), 'insight-bench-'));
  const reuse = !!keep && existsSync(keep);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: keep ?? join(dir, 'bench.db'),
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  try {
    let started = performance.now();
    await app.ready(); // starts building the search library of what the database holds (empty unless reused)
    if (reuse) console.log(`Reusing the library in ${keep}: started in ${((performance.now() - started) / 1000).toFixed(1)} s (the search library builds in the background)`);
    app.db.$client.pragma('cache_size = -262144'); // 256 MB page cache: the build is one big transaction
    started = performance.now();
    if (!reuse) {
      console.log(`Building a library of ${ITEMS.toLocaleString('en-US')} items in ${config.databasePath} ...`);
      const { visible } = fillLibrary(app.db.$client, ITEMS);
      console.log(`  inserted in ${((performance.now() - started) / 1000).toFixed(1)} s (${visible.toLocaleString('en-US')} public, the rest drafts or scheduled)`);
    }
    app.db.$client.pragma('cache_size = -65536');

    // The first search waits for the library: built after a bulk import, or still building since start-up.
    started = performance.now();
    await app.inject({ method: 'GET', url: toUrl({ q: 'warm' }) });
    console.log(`  search library ready for the first search in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // A full collection first, so the figures are what the library keeps, not its build's leftovers.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    gc(); // the second frees what the first left to finalizers (typed arrays' memory)
    const memory = process.memoryUsage();
    console.log(
      `  memory after a full collection: ${mb(memory.arrayBuffers)} in typed arrays (nearly all the search index),` +
        ` ${mb(memory.heapUsed)} JS heap, ${mb(memory.rss)} RSS (SQLite's page cache included)`,
    );

    // Title fragments come from the 5,000 oldest public items, read from the content tables so the
    // query set does not depend on how the search index is laid out.
    const titles = app.db.$client
      .prepare(
        `SELECT title FROM (
           SELECT title, publish_date AS date FROM articles WHERE status IN ('published', 'scheduled')
           UNION ALL SELECT title, upload_date FROM videos WHERE status IN ('published', 'scheduled')
           UNION ALL SELECT title, upload_date FROM tv_episodes WHERE status IN ('published', 'scheduled')
           UNION ALL SELECT title, publish_date FROM podcast_episodes WHERE status IN ('published', 'scheduled'))
         ORDER BY date LIMIT 5000`,
      )
      .pluck()
      .all() as string[];
    // Queries come from their own seed, so a reused library (BENCH_DB) is asked the same queries.
    prng.reseed(Number(process.env.BENCH_SEED ?? 42) + 1);
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const queries = makeQueries(QUERIES, titles).filter((query) => !only || only.test(query.q));
    const grid = gridQueries().filter((query) => !only || only.test(query.q));

    // Warm-up (JIT, statement cache, page cache), not measured.
    for (const query of queries.slice(0, 50)) {
      await app.inject({ method: 'GET', url: toUrl(query) });
      await new Promise((resolve) => setImmediate(resolve));
    }

    const served = await measure(app, queries, 'Varied queries');
    const gridServed = await measure(app, grid, 'Grid: every type filter x sort x category filter (Podcast, Tech Trends, none), page 2 of 50');

    const rows = naiveRows(app);
    const mismatches = check(rows, served, 'Varied queries') + check(rows, gridServed, 'Grid');

    const all = summary([...served, ...gridServed].map((s) => s.ms).concat(0));
    const varied = summary(served.length ? served.map((s) => s.ms) : [0]);
    const targets = [
      [`p95 <= 10 ms (${fmt(varied.p95)})`, varied.p95 <= 10],
      [`no query over 50 ms (max ${fmt(all.max)}, grid included)`, all.max <= 50],
      [`mismatches = 0 (${mismatches})`, mismatches === 0],
    ] as const;
    console.log('\nTargets: ' + targets.map(([label, ok]) => `${label}: ${ok ? 'met' : 'MISSED'}`).join('; '));
    if (targets.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await app.close();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
