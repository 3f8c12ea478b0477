/**
 * `npm run bench:api`: how many readers the production server answers, how fast, and whether staff
 * can still save their work while it does.
 *
 * Runs the built server (`npm run build` first) as production runs it: as `npm start` does (its environment and node flags),
 * NODE_ENV=production, on a temporary database seeded with the sample content. A second process
 * runs a bare Fastify server (no plugins) whose routes answer the list API's, the home page's and
 * the article page's exact bytes: the most this machine (server and client together) can serve
 * for those answers, so the ratio to it is the cost of the app itself. autocannon, in this process,
 * then measures (50 connections unless said otherwise):
 *  1. on the sample content: the list API, an article API, the home page, an article page and the
 *     bare routes. Targets: list >= 0.9 x bare; pages >= 5,000 req/s with p99 < 50 ms (on a page
 *     of 100-150 KB autocannon itself is the limit below that: the bare page rows show where);
 *  2. with 100,000 more public articles: the list API (5 and 20 items), the home page and the
 *     article page, then 50 list requests one at a time, each a different page so no cached answer
 *     serves it. Target: list and home p95 <= 10 ms;
 *  3. a 60 s flood of reads (100 connections, list API, home page and article page in turn) while a
 *     staff member signs in and saves 300 article edits, planned evenly over the flood, each sent at
 *     its time whatever the previous ones are doing. Target: every edit saved, p99 < 500 ms.
 * It prints numbers and a Markdown summary with the targets beside them; it never fails on a miss.
 *
 * Reading the numbers:
 *  - Each measure runs 3 rounds of 10 s after a 3 s warm-up (a freshly started server answered
 *    about half as fast in its first 2 s: JIT, caches); the median round by req/s is kept.
 *    req/s is autocannon's mean of its per-second counts.
 *  - Latency percentiles are computed from every response's time (autocannon's own histogram keeps
 *    whole milliseconds and has no p95).
 *  - Requests carry no Accept-Encoding: the server and the bare route send the same uncompressed bytes.
 *  - In a closed loop, latency is about connections / throughput: at 50 connections a p95 of 10 ms
 *    takes about 5,000 req/s. The one-at-a-time figures are the cost of a single request.
 *  - autocannon runs on the same machine and takes about one core; the server gets what is left.
 *  - autocannon (9.x) turns every chunk of every answer into a JavaScript string, as UTF-8. Text
 *    with any character beyond ASCII (a curly apostrophe in a headline, a name like Thiaroyé) takes
 *    V8's slow path, so on a page of 100 KB and more the client, not the server, sets the pace.
 *    The seeded home page has a dozen such characters; the bare route sends it once as it is and
 *    once with those written as `&#8217;` and so on, and the second goes about twice as fast (5
 *    times when the page was 136 KB, past the cliff below). Writing
 *    the site's own pages that way is no fix: text in Amharic, Tifinagh or N'Ko would weigh two to
 *    three and a half times as much for every reader.
 *    How steeply size counts for it (a bare route sending the seeded home page cut to a size,
 *    4 s each, 2026-11-28): 60 KB 7,577 req/s, 100 KB 4,720, 121 KB 4,238, then a cliff: 122 KB
 *    2,582, 136 KB 1,644. The home page is 108 KB since it carries only the cards it shows and
 *    the styles it draws.
 *
 * Options: --quick (or BENCH_QUICK=1): 1 s warm-ups, one round of 2 s, 10,000 articles, 10 s flood
 * with 50 edits: a smoke test of the script (about a minute), not a measurement. A full run takes
 * about 8 minutes.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { UpdateArticleBody } from '../shared/api/articles.ts';
import type { ArticleListResponse } from '../shared/api/public.ts';
import { openDatabase } from '../server/db/client.ts';
import {
  benchTempDir,
  cannon,
  IDENTITY,
  measure as measureRounds,
  ms,
  percentile,
  printHeader,
  printRow,
  rate,
  requireBuild,
  seededDatabase,
  signIn,
  startProcess,
  startSite as startHarnessSite,
  stop,
  type Figures,
  type Rounds,
  type Server,
} from './harness.ts';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const PLAN = QUICK
  ? { warmUpSeconds: 1, roundSeconds: 2, rounds: 1, articles: 10_000, floodSeconds: 10, edits: 50 }
  : { warmUpSeconds: 3, roundSeconds: 10, rounds: 3, articles: 100_000, floodSeconds: 60, edits: 300 };
const CONNECTIONS = 50;
const FLOOD_CONNECTIONS = 100;
const ONE_AT_A_TIME = 50;

const LIST_5 = '/api/public/articles?limit=5';
const LIST_20 = '/api/public/articles?limit=20';

/** Log lines the servers wrote (LOG_LEVEL=warn: warnings and errors only), printed at the end. */
const serverLogs: string[] = [];
// pino writes one JSON object a line; the rest is the start banner.
const keepLogLines = (chunk: string) => serverLogs.push(...chunk.split('\n').filter((line) => line.startsWith('{')));

const startSite = (databasePath: string) => startHarnessSite(databasePath, { LOG_LEVEL: 'warn' }, keepLogLines);

/** Plain JavaScript like dist/, so neither server pays for a TypeScript loader. */
const BARE_SERVER = `
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
const app = Fastify();
for (const { route, file, type } of JSON.parse(process.env.ROUTES)) {
  const body = readFileSync(file);
  app.get(route, (_request, reply) => reply.type(type).send(body));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

interface BareAnswer {
  path: string;
  body: Buffer;
  contentType: string;
}

/** The bare server answering each path with exactly its body and content type. */
function startBare(dir: string, answers: BareAnswer[]): Promise<Server> {
  const routes = answers.map(({ path, body, contentType }, i) => {
    const file = join(dir, `bare-body-${i}`);
    writeFileSync(file, body);
    return { route: new URL(path, 'http://x').pathname, file, type: contentType };
  });
  return startProcess('The bare server', ['--input-type=module', '-e', BARE_SERVER], () => ({ ROUTES: JSON.stringify(routes) }), answers[0].path, keepLogLines);
}

/**
 * `answer` with every non-ASCII character written as an HTML character reference, at its own path:
 * about the same size, but autocannon can take it in without UTF-8 decoding (see "Reading the
 * numbers"). Not a page to serve: the references mean nothing inside its JSON and CSS.
 */
function asciiTwin(answer: BareAnswer): { answer: BareAnswer; replaced: number } {
  let replaced = 0;
  const text = answer.body.toString('utf8').replace(/[\u0080-\u{10ffff}]/gu, (c) => {
    replaced++;
    return `&#${c.codePointAt(0)};`;
  });
  return { answer: { ...answer, path: '/ascii-twin', body: Buffer.from(text) }, replaced };
}

/** The answer to `path`, uncompressed, as the bare server is to repeat it. */
async function answerOf(url: string, path: string): Promise<BareAnswer> {
  const res = await fetch(url + path, { headers: IDENTITY });
  return { path, body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
}

// ---------------------------------------------------------------------------------------------
// The database
// ---------------------------------------------------------------------------------------------

/**
 * `count` more public articles, cloned from the seeded ones so every field is a real article's
 * (Markdown and rendered bodies, author, category, image), with numbered titles, publish dates
 * spread evenly over six years, varied views and one in 50 featured. One transaction of prepared
 * statements; each article gets its content_items row first, as the content store does.
 *
 * The articles' search-index trigger is dropped for the insert and re-created in the same
 * transaction: indexing the bodies for full-text search made the insert take minutes and ~30 KB
 * of disk per article (measured: 20,000 articles in 38 s, 556 MB), and nothing measured here reads
 * that index (bench:search measures search at 100,000 items). Returns the seconds taken.
 */
function addArticles(databasePath: string, count: number): number {
  const db = openDatabase(databasePath);
  const sqlite = db.$client;
  try {
    const started = performance.now();
    const searchTrigger = sqlite.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'search_articles_ai'").pluck().get();
    if (typeof searchTrigger !== 'string') throw new Error('No search_articles_ai trigger: see addArticles in bench/api.ts');
    const templates = sqlite.prepare("SELECT id FROM articles WHERE status = 'published' ORDER BY id").pluck().all();
    const insertItem = sqlite.prepare("INSERT INTO content_items (id, type, created_at) VALUES (?, 'article', ?)");
    const insertArticle = sqlite.prepare(`
      INSERT INTO articles (id, title, subtitle, excerpt, content, content_html, category_name, author, author_bio, tags,
        featured_image, featured_image_alt, meta_description, read_time, allow_comments, featured, status, publish_date,
        views, created_at, updated_at)
      SELECT @id, title || ' (' || @n || ')', subtitle, excerpt, content, content_html, category_name, author, author_bio, tags,
        featured_image, featured_image_alt, meta_description, read_time, allow_comments, @featured, 'published', @date,
        @views, @date, @date
      FROM articles WHERE id = @template`);
    const now = Date.now();
    const span = 6 * 365 * 86_400_000;
    sqlite.pragma('cache_size = -262144'); // 256 MB page cache for the one big transaction
    sqlite.transaction(() => {
      sqlite.exec('DROP TRIGGER search_articles_ai');
      for (let i = 0; i < count; i++) {
        const id = randomUUID();
        const date = new Date(now - Math.floor(((i + 0.5) * span) / count)).toISOString();
        insertItem.run(id, date);
        insertArticle.run({ id, n: i + 1, featured: i % 50 === 0 ? 1 : 0, date, views: (i * 7919) % 50_000, template: templates[i % templates.length] });
      }
      sqlite.exec(searchTrigger);
    })();
    return (performance.now() - started) / 1000;
  } finally {
    sqlite.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------
const ROUNDS: Rounds = { ...PLAN, connections: CONNECTIONS };
const measure = (label: string, url: string, path: string) => measureRounds(label, url, [path], ROUNDS);

/** Sequential list requests, a different page each, timed at this client (fetch included). */
async function oneAtATime(url: string): Promise<{ p50: number; p95: number }> {
  // One untimed request first, on a page not measured: this process's first fetch sets up its
  // HTTP client and connection (30-40 ms here), which is not the server's cost.
  await (await fetch(`${url}${LIST_5}&page=${ONE_AT_A_TIME + 1}`, { headers: IDENTITY })).arrayBuffer();
  const times: number[] = [];
  for (let page = 1; page <= ONE_AT_A_TIME; page++) {
    const started = performance.now();
    const res = await fetch(`${url}${LIST_5}&page=${page}`, { headers: IDENTITY });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

// ---------------------------------------------------------------------------------------------
// Staff under a read flood
// ---------------------------------------------------------------------------------------------
interface Edit {
  ms: number;
  /** HTTP status, 0 when the request itself failed. */
  status: number;
}

interface FloodFigures {
  reads: Figures;
  signInMs: number;
  intervalMs: number;
  edits: Edit[];
}

/** One article save, as the back office sends it after changing the title. */
async function editTitle(url: string, token: string, id: string, title: string): Promise<Edit> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/articles/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title } satisfies UpdateArticleBody),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 0 };
  }
}

/**
 * The read flood, and meanwhile: sign in, then PLAN.edits title changes over the seeded articles,
 * spread evenly over the rest of the flood. Each edit waits for its own time only, so a slow save
 * never delays the next ones.
 */
async function staffUnderFlood(url: string, reads: string[], articles: Array<{ id: string; title: string }>): Promise<FloodFigures> {
  const flood = cannon(url, reads, FLOOD_CONNECTIONS, PLAN.floodSeconds);
  const floodEnds = performance.now() + PLAN.floodSeconds * 1000;
  const signInStarted = performance.now();
  const token = await signIn(url);
  const first = performance.now();
  const signInMs = first - signInStarted;
  const intervalMs = (floodEnds - first) / PLAN.edits;
  const edits = Array.from({ length: PLAN.edits }, async (_, i) => {
    await sleep(Math.max(0, first + i * intervalMs - performance.now()));
    const article = articles[i % articles.length];
    return editTitle(url, token, article.id, `${article.title} (edit ${i + 1})`);
  });
  const [readFigures, editResults] = await Promise.all([flood, Promise.all(edits)]);
  return { reads: readFigures, signInMs, intervalMs, edits: editResults };
}

// ---------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------
const met = (ok: boolean) => (ok ? 'met' : '**missed**');
const latencies = (f: Figures) => `p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, ${rate(f.rps)}`;
const failedNote = (f: Figures) => (f.failed ? ` (**${f.failed} failed**)` : '');

// ---------------------------------------------------------------------------------------------
// Cross-check with wrk
// ---------------------------------------------------------------------------------------------
/**
 * autocannon is JavaScript on one core: on pages of 100 KB it saturates before the server does
 * (seen here: autocannon at 100% CPU, the server at 50% and idle the rest). wrk (C, Debian's
 * package) is light enough to show what the server itself can do, so when it is installed the
 * same URLs are measured with it too. It reports p50, p90 and p99 (no p95).
 */
const WRK = '/usr/bin/wrk';

interface WrkFigures {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
}

function wrk(url: string, path: string): WrkFigures | null {
  if (!existsSync(WRK)) return null;
  const out = execFileSync(WRK, ['-t1', `-c${CONNECTIONS}`, `-d${PLAN.roundSeconds}s`, '--latency', '-H', 'accept-encoding: identity', url + path], { encoding: 'utf8' });
  const latency = (p: string) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)$`, 'm').exec(out);
    if (!m) return NaN;
    return Number(m[1]) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[m[2]];
  };
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN), p50: latency('50'), p90: latency('90'), p99: latency('99') };
}

const wrkText = (f: WrkFigures) => `p50 ${ms(f.p50)}, p90 ${ms(f.p90)}, p99 ${ms(f.p99)}, ${rate(f.rps)}`;

/** One wrk round per path, printed; null when wrk is not installed. */
function wrkRows(url: string, paths: Array<[string, string]>): Map<string, WrkFigures> | null {
  if (!existsSync(WRK)) {
    console.log(`(wrk not installed: no cross-check; apt-get install wrk)`);
    return null;
  }
  const figures = new Map<string, WrkFigures>();
  for (const [label, path] of paths) {
    wrk(url, path); // warm-up
    const f = wrk(url, path)!;
    figures.set(label, f);
    console.log(`wrk: ${label.padEnd(35)} ${wrkText(f)}`);
  }
  return figures;
}

async function main() {
  requireBuild();
  const library = PLAN.articles.toLocaleString('en-US');
  console.log(
    `bench:api${QUICK ? ' --quick (smoke test: short rounds, not a measurement)' : ''}: ${PLAN.rounds} round(s) of ${PLAN.roundSeconds} s, ` +
      `${CONNECTIONS} connections; ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  const tempDir = benchTempDir('insight-bench-api-');
  const databasePath = await seededDatabase(tempDir);
  let site = await startSite(databasePath);

  // 1. Sample content, and the bare route answering the list's bytes.
  const listAnswer = await answerOf(site.url, LIST_20);
  const listBytes = listAnswer.body;
  const seeded = (JSON.parse(listBytes.toString('utf8')) as ArticleListResponse).data.articles.map(({ id, title }) => ({ id, title }));
  const articleApi = `/api/public/articles/${seeded[0].id}`;
  const articlePage = `/article/${seeded[0].id}`;
  // The pages' bytes too: how fast this client can take in pages that size at all.
  const homeAnswer = await answerOf(site.url, '/');
  const articleAnswer = await answerOf(site.url, articlePage);
  const asciiHome = asciiTwin(homeAnswer);
  const bare = await startBare(tempDir, [listAnswer, homeAnswer, articleAnswer, asciiHome.answer]);

  printHeader(`1. Sample content (${seeded.length} articles on the first page), ${CONNECTIONS} connections, median round`);
  const list = await measure(`list API ${LIST_20}`, site.url, LIST_20);
  const detail = await measure('article API /api/public/articles/{id}', site.url, articleApi);
  const home = await measure('home page /', site.url, '/');
  const page = await measure('article page /article/{id}', site.url, articlePage);
  const bareRoute = await measure(`bare Fastify route, same ${listBytes.length} bytes`, bare.url, LIST_20);
  const bareHome = await measure(`bare route, home page's ${homeAnswer.body.length} bytes`, bare.url, '/');
  const barePage = await measure(`bare route, article page's ${articleAnswer.body.length} bytes`, bare.url, articlePage);
  const bareAscii = await measure(`bare route, home page as ASCII`, bare.url, asciiHome.answer.path);
  const ratio = list.rps / bareRoute.rps;
  console.log(
    `list / bare route: ${ratio.toFixed(2)} x; home page / bare route with its bytes: ${(home.rps / bareHome.rps).toFixed(2)} x; ` +
      `article page / bare route with its bytes: ${(page.rps / barePage.rps).toFixed(2)} x`,
  );
  const crossCheck = wrkRows(site.url, [['list API', LIST_20], ['home page', '/'], ['article page', articlePage]]);
  const bareWrk = crossCheck && wrk(bare.url, LIST_20);
  if (bareWrk) console.log(`wrk: ${'bare route'.padEnd(35)} ${wrkText(bareWrk)}; list / bare route: ${(crossCheck.get('list API')!.rps / bareWrk.rps).toFixed(2)} x`);
  await stop(bare);

  // 2. A large library.
  await stop(site);
  console.log(`\nAdding ${library} public articles...`);
  const insertSeconds = addArticles(databasePath, PLAN.articles);
  console.log(`  inserted in ${insertSeconds.toFixed(1)} s`);
  site = await startSite(databasePath);
  printHeader(`2. ${library} more articles, ${CONNECTIONS} connections, median round`);
  const large = {
    list5: await measure(`list API ${LIST_5}`, site.url, LIST_5),
    list20: await measure(`list API ${LIST_20}`, site.url, LIST_20),
    home: await measure('home page /', site.url, '/'),
    page: await measure('article page /article/{id}', site.url, articlePage),
  };
  const largeCrossCheck = wrkRows(site.url, [['list API, 5 items', LIST_5], ['list API, 20 items', LIST_20], ['home page', '/']]);
  const sequential = await oneAtATime(site.url);
  console.log(`${ONE_AT_A_TIME} list requests one at a time (${LIST_5}&page=1..${ONE_AT_A_TIME}): p50 ${ms(sequential.p50)}, p95 ${ms(sequential.p95)}`);

  // 3. Staff under a read flood.
  console.log(`\n3. ${PLAN.floodSeconds} s of reads at ${FLOOD_CONNECTIONS} connections (list API, home page, article page) with ${PLAN.edits} staff edits...`);
  const flood = await staffUnderFlood(site.url, [LIST_20, '/', articlePage], seeded);
  const saved = flood.edits.filter((e) => e.status === 200).length;
  const editTimes = flood.edits.map((e) => e.ms).sort((a, b) => a - b);
  const refused = flood.edits.filter((e) => e.status !== 200).map((e) => e.status);
  printHeader('reads during the flood');
  printRow('list API, home page, article page', flood.reads);
  console.log(
    `staff: signed in in ${ms(flood.signInMs)}, then one edit every ${flood.intervalMs.toFixed(0)} ms: ${saved}/${PLAN.edits} saved, ` +
      `p50 ${ms(percentile(editTimes, 50))}, p99 ${ms(percentile(editTimes, 99))}, max ${ms(editTimes.at(-1) ?? NaN)}` +
      (refused.length ? `; not saved (status, 0 = no answer): ${[...new Set(refused)].join(', ')}` : ''),
  );
  await stop(site);

  const pagesOk = (f: Figures) => f.rps >= 5000 && f.p99 < 50 && !f.failed;
  const fastEnough = (f: Figures) => f.p95 <= 10 && !f.failed;
  const staffOk = saved === PLAN.edits && percentile(editTimes, 99) < 500;
  console.log(`\n## bench:api summary${QUICK ? ' (--quick: smoke test, not a measurement)' : ''}\n`);
  console.log(
    `${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${CONNECTIONS} connections unless noted; ` +
      `median of ${PLAN.rounds} round(s) of ${PLAN.roundSeconds} s; latency percentiles over every response, uncompressed answers.\n`,
  );
  const rows: Array<[string, string, string, string]> = [
    ['List API / bare route (sample content)', `${ratio.toFixed(2)} x (${rate(list.rps)} / ${rate(bareRoute.rps)})${failedNote(list)}`, '>= 0.9 x', met(ratio >= 0.9 && !list.failed)],
    ['Home page `/`', latencies(home) + failedNote(home), '>= 5,000 req/s, p99 < 50 ms', met(pagesOk(home))],
    [
      `Bare route sending the home page's ${homeAnswer.body.length} bytes (this client's ceiling for that size)`,
      `${latencies(bareHome)}; home page ${(home.rps / bareHome.rps).toFixed(2)} x of it`,
      '',
      '',
    ],
    [
      `Bare route sending the home page's bytes with its ${asciiHome.replaced} non-ASCII characters as ASCII character references (${asciiHome.answer.body.length} bytes)`,
      `${latencies(bareAscii)}: ${(bareAscii.rps / bareHome.rps).toFixed(1)} x the same page in UTF-8, so autocannon's decoding sets the ceiling`,
      '',
      '',
    ],
    ['Article page `/article/{id}`', latencies(page) + failedNote(page), '>= 5,000 req/s, p99 < 50 ms', met(pagesOk(page))],
    [
      `Bare route sending the article page's ${articleAnswer.body.length} bytes`,
      `${latencies(barePage)}; article page ${(page.rps / barePage.rps).toFixed(2)} x of it`,
      '',
      '',
    ],
    ['Article API `/api/public/articles/{id}`', latencies(detail) + failedNote(detail), '', ''],
    [`List API, 5 items, at ${library} more articles`, latencies(large.list5) + failedNote(large.list5), 'p95 <= 10 ms', met(fastEnough(large.list5))],
    [`List API, 20 items, at ${library}`, latencies(large.list20) + failedNote(large.list20), 'p95 <= 10 ms', met(fastEnough(large.list20))],
    [`Home page at ${library}`, latencies(large.home) + failedNote(large.home), 'p95 <= 10 ms', met(fastEnough(large.home))],
    [`Article page at ${library}`, latencies(large.page) + failedNote(large.page), '', ''],
    [`List API one request at a time, ${ONE_AT_A_TIME} pages, at ${library}`, `p50 ${ms(sequential.p50)}, p95 ${ms(sequential.p95)}`, '', ''],
    [
      `Staff edits during ${PLAN.floodSeconds} s of reads at ${FLOOD_CONNECTIONS} connections`,
      `${saved}/${PLAN.edits} saved, p50 ${ms(percentile(editTimes, 50))}, p99 ${ms(percentile(editTimes, 99))}`,
      'all saved, p99 < 500 ms',
      met(staffOk),
    ],
    ['Reads during that flood', `${rate(flood.reads.rps)}, p99 ${ms(flood.reads.p99)}${failedNote(flood.reads)}`, '', ''],
  ];
  if (crossCheck && bareWrk) {
    const w = (label: string) => crossCheck.get(label)!;
    const wrkPages = (f: WrkFigures) => f.rps >= 5000 && f.p99 < 50;
    const wrkRatio = w('list API').rps / bareWrk.rps;
    rows.push(
      ['wrk: list API / bare route', `${wrkRatio.toFixed(2)} x (${rate(w('list API').rps)} / ${rate(bareWrk.rps)})`, '>= 0.9 x', met(wrkRatio >= 0.9)],
      ['wrk: home page `/`', wrkText(w('home page')), '>= 5,000 req/s, p99 < 50 ms', met(wrkPages(w('home page')))],
      ['wrk: article page', wrkText(w('article page')), '>= 5,000 req/s, p99 < 50 ms', met(wrkPages(w('article page')))],
    );
  }
  if (largeCrossCheck) {
    for (const [label, f] of largeCrossCheck) rows.push([`wrk: ${label} at ${library}`, wrkText(f), 'p95 <= 10 ms (p90, p99 shown)', f.p99 <= 10 ? 'met' : f.p90 <= 10 ? 'p90 met' : '**missed**']);
  }
  console.log('| Measure | Figure | Target | Met? |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  if (serverLogs.length) console.log(`\nThe server logged ${serverLogs.length} warning/error line(s), the first: ${serverLogs[0].slice(0, 300)}`);
}

await main();
