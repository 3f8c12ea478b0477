/**
 * `npm run bench:soak`: is a server that has served a busy day as fast and as small as a fresh one?
 *
 * Runs the built server (`npm run build` first) as production runs it (`node dist/server/main.js`,
 * NODE_ENV=production, the default LOG_LEVEL) on a temporary database seeded with the sample
 * content (plus BENCH_SOAK_ITEMS items of all four types, e.g. 100000), with TRUST_PROXY=loopback
 * so that readers can come from many addresses (X-Forwarded-For: documentation addresses only; every
 * request goes to 127.0.0.1). Then:
 *  1. A day of a busy newsroom and its readers, all at once:
 *     - staff (4 at a time): BENCH_EDITS (20,000) creates, edits and deletes of articles, videos,
 *       TV episodes and seasons, podcast episodes, series and guests; one in 40 is hostile, the
 *       values a fuzzer sends (strings of 10 kB, 200 kB and 1 MB, unicode of every kind, wrong
 *       types) at a few victim items, which are deleted at the end of the day;
 *     - readers (autocannon, 32 connections): BENCH_VIEWS (1,000,000) counted views (API details
 *       and pages, each from its own reader, so each counts), with likes, comments and searches
 *       beside them (one in 50, 200 and 100 requests).
 *  2. On the aged server: search (10 connections, a few queries in turn), the article list and the
 *     home page (10 connections): warm-up then the median of 3 rounds; RSS after them; the bytes the
 *     server wrote to stdout/stderr meanwhile, per 1,000 reads.
 *  3. The server is stopped and started again on the same file: how soon health, a page and a search
 *     answer, then the same measures.
 * Targets: every throughput of the aged server within 10 % of the restarted one; RSS within 50 MB.
 * Beside req/s, which moves with whatever else the machine runs, it prints the server's CPU time
 * per request (from /proc), the steadier figure on a shared machine. It never fails on a miss.
 *
 * Options: --quick (or BENCH_QUICK=1): 2,000 edits, 50,000 views, short rounds (a smoke test of the
 * script, not a measurement); BENCH_EDITS, BENCH_VIEWS, BENCH_SOAK_ITEMS.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client.ts';
import {
  benchTempDir,
  IDENTITY,
  measure,
  printHeader,
  rate,
  requireBuild,
  seededDatabase,
  signIn,
  startSite,
  stop,
  type Figures,
  type Rounds,
  type Server,
} from './harness.ts';
import { Prng } from './random.ts';
import { fillLibrary } from './search.ts';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const EDITS = Number(process.env.BENCH_EDITS ?? (QUICK ? 2_000 : 20_000));
const VIEWS = Number(process.env.BENCH_VIEWS ?? (QUICK ? 50_000 : 1_000_000));
const ITEMS = Number(process.env.BENCH_SOAK_ITEMS ?? 0);
const ROUNDS: Rounds = QUICK
  ? { warmUpSeconds: 1, roundSeconds: 2, rounds: 1, connections: 10 }
  : { warmUpSeconds: 3, roundSeconds: 5, rounds: 3, connections: 10 };
const STAFF = 4;
const READERS = 32;
const HOSTILE_EVERY = 40;

/** Every run sends the same day. */
const prng = new Prng(7);
const { next: random, pick, between } = prng;

const WORDS = (
  'school teacher student learning lesson project idea team village city market phone internet signal power future ' +
  'today story interview journey dream challenge solution question answer community family workshop training fund ' +
  'grant prize award library science data report study growth change impact youth women girls skills jobs Kigali ' +
  'Nairobi Lagos Accra Dakar Kampala education innovation technology solar water health climate farming robotics'
).split(' ');
let fresh = 0;
/** Prose with a new word now and then (names and places turn up every day). */
function prose(words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(random() < 0.01 ? `Name${(fresh++).toString(36)}` : pick(WORDS));
  return out.join(' ') + '.';
}

// ---------------------------------------------------------------------------------------------
// Hostile values: what a fuzzer sends
// ---------------------------------------------------------------------------------------------
const UNICODE = ['é', 'ß', 'İ', 'K', 'ǅ', 'ﬀ', '👩🏾‍💻', '🇷🇼', 'ሰላም', 'ⵜⴰⵎⴰⵣⵉⵖⵜ', 'ߒߞߏ', 'مرحبا', 'שלום', '\u200b', '\u202e', 'a\u0301', '\ud800', '\u0000', '\t', '\n'];
/** `length` characters of random "words" (every one new: the worst case for a vocabulary). */
function junk(length: number, unicode: boolean): string {
  const parts: string[] = [];
  let size = 0;
  while (size < length) {
    const word = unicode && random() < 0.3 ? pick(UNICODE) + Math.floor(random() * 1e9).toString(36) : Math.floor(random() * 2 ** 52).toString(36);
    parts.push(word, random() < 0.1 ? '\n' : ' ');
    size += word.length + 1;
  }
  return parts.join('').slice(0, length);
}
const HOSTILE_TEXTS = [() => junk(10_000, true), () => junk(200_000, false), () => junk(1_000_000, false), () => junk(50_000, true), () => pick(UNICODE).repeat(5_000)];
const WRONG_TYPES: unknown[] = [12345, { $gt: '' }, ['a', 'b'], true, null, -1e308];
const TEXT_FIELDS: Record<Kind, string[]> = {
  article: ['title', 'subtitle', 'excerpt', 'content', 'author', 'author_bio', 'tags', 'featured_image_alt'],
  video: ['title', 'description', 'creator', 'tags', 'transcript', 'duration'],
  tvshow: ['title', 'description', 'creator', 'tags', 'transcript', 'duration'],
  podcast: ['title', 'description', 'guest_name', 'tags', 'transcript', 'duration'],
  series: ['title', 'description'],
  guest: ['full_name', 'title', 'organization', 'bio'],
  season: ['title'],
};

/** One hostile change: a huge or strange value in one or two fields, or a wrong type. */
function hostile(kind: Kind): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (let n = between(1, 2); n > 0; n--) {
    const field = pick(TEXT_FIELDS[kind]);
    body[field] = random() < 0.25 ? pick(WRONG_TYPES) : pick(HOSTILE_TEXTS)();
  }
  return body;
}

// ---------------------------------------------------------------------------------------------
// Staff
// ---------------------------------------------------------------------------------------------
type Kind = 'article' | 'video' | 'tvshow' | 'podcast' | 'series' | 'guest' | 'season';
const KINDS: Kind[] = ['article', 'article', 'article', 'video', 'tvshow', 'podcast', 'podcast', 'series', 'guest', 'season'];
/** Where each kind is created (POST), edited (PUT /:id) and deleted (DELETE /:id); seasons and series are only created. */
const PATHS: Record<Kind, { create: string; item?: string }> = {
  article: { create: '/api/articles', item: '/api/articles' },
  video: { create: '/api/videos', item: '/api/videos' },
  tvshow: { create: '/api/tvshows', item: '/api/tvshows' },
  podcast: { create: '/api/podcasts', item: '/api/podcasts' },
  series: { create: '/api/podcasts/series' },
  guest: { create: '/api/podcasts/guests' },
  season: { create: '/api/tvshows/seasons' },
};
let seasons = 100;

function newItem(kind: Kind): Record<string, unknown> {
  const title = prose(between(4, 10)).slice(0, 180);
  switch (kind) {
    case 'article':
      return {
        title,
        excerpt: prose(30).slice(0, 480),
        content: Array.from({ length: between(3, 12) }, () => prose(between(40, 150))).join('\n\n'),
        author: pick(['Amina Okafor', 'Kwame Mensah', 'Aline Uwase']),
        featured_image: '/media/seed/placeholder.jpg',
        tags: 'education, innovation',
        status: 'published',
      };
    case 'video':
    case 'tvshow':
      return {
        title,
        description: prose(between(20, 80)),
        duration: '12:34',
        youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        transcript: random() < 0.5 ? prose(between(200, 1500)) : '',
        status: 'published',
      };
    case 'podcast':
      return { title, description: prose(between(20, 80)), transcript: random() < 0.5 ? prose(between(300, 2000)) : '', status: 'published' };
    case 'series':
      return { title, description: prose(20) };
    case 'guest':
      return { full_name: `Guest ${fresh++}`, bio: prose(30) };
    case 'season':
      return { season_number: seasons++ % 1000 + 1, title };
  }
}

/** An ordinary edit: new words in a field or two, as a writer fixing a piece. */
function edit(kind: Kind): Record<string, unknown> {
  const item = newItem(kind);
  const fields = Object.keys(item).filter((k) => k !== 'status');
  const keep = new Set([pick(fields), pick(fields)]);
  return Object.fromEntries(Object.entries(item).filter(([k]) => keep.has(k)));
}

interface StaffFigures {
  sent: number;
  /** Answers by status. */
  statuses: Map<number, number>;
  seconds: number;
}

type Send = (method: string, path: string, body?: unknown) => Promise<{ status: number; id?: string }>;

function sender(url: string, token: string, statuses: Map<number, number>): Send {
  return async (method, path, body) => {
    let status = 0;
    let id: string | undefined;
    try {
      const res = await fetch(url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      const text = await res.text();
      if (res.ok && method === 'POST') id = (JSON.parse(text) as { data?: { id?: string } }).data?.id;
    } catch {
      // status 0: no answer
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    return { status, id };
  };
}

/** EDITS staff writes, STAFF at a time; returns when all are answered. */
async function staffDay(url: string): Promise<StaffFigures> {
  const started = performance.now();
  const statuses = new Map<number, number>();
  const send = sender(url, await signIn(url), statuses);
  // A few victims take every hostile edit, then are deleted at the end of the day.
  const victims: Array<{ kind: Kind; id: string }> = [];
  for (const kind of ['article', 'video', 'tvshow', 'podcast'] as const) {
    for (let i = 0; i < 2; i++) {
      const { id } = await send('POST', PATHS[kind].create, newItem(kind));
      if (id) victims.push({ kind, id });
    }
  }
  const created = new Map<Kind, string[]>(KINDS.map((k) => [k, []]));
  let next = 0;
  const worker = async () => {
    while (next < EDITS) {
      const n = next++;
      if (n % HOSTILE_EVERY === 0 && victims.length) {
        const victim = victims[n % victims.length];
        await send(random() < 0.5 ? 'PUT' : 'PUT', `${PATHS[victim.kind].item}/${victim.id}`, hostile(victim.kind));
        continue;
      }
      const kind = pick(KINDS);
      const ids = created.get(kind)!;
      const r = random();
      const path = PATHS[kind].item;
      if (!path || ids.length < 5 || r < 0.3) {
        const { id } = await send('POST', PATHS[kind].create, random() < 0.02 ? { ...newItem(kind), ...hostile(kind) } : newItem(kind));
        if (id && path) ids.push(id);
      } else if (r < 0.85) {
        await send('PUT', `${path}/${pick(ids)}`, edit(kind));
      } else {
        const id = ids.splice(Math.floor(random() * ids.length), 1)[0];
        await send('DELETE', `${path}/${id}`);
      }
    }
  };
  await Promise.all(Array.from({ length: STAFF }, worker));
  for (const victim of victims) await send('DELETE', `${PATHS[victim.kind].item}/${victim.id}`);
  return { sent: EDITS + victims.length * 2, statuses, seconds: (performance.now() - started) / 1000 };
}

// ---------------------------------------------------------------------------------------------
// Readers
// ---------------------------------------------------------------------------------------------
interface PublicItems {
  article: string[];
  video: string[];
  tvshow: string[];
  podcast: string[];
}

/** The public items at the start of the day (staff never delete these: their views all count). */
function publicItems(databasePath: string): PublicItems {
  const db = openDatabase(databasePath);
  try {
    const ids = (table: string, date: string, limit = 2000) =>
      db.$client.prepare(`SELECT id FROM ${table} WHERE status = 'published' AND ${date} <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ORDER BY ${date} DESC LIMIT ${limit}`).pluck().all() as string[];
    return { article: ids('articles', 'publish_date'), video: ids('videos', 'upload_date'), tvshow: ids('tv_episodes', 'upload_date'), podcast: ids('podcast_episodes', 'publish_date') };
  } finally {
    db.$client.close();
  }
}

interface Counts {
  views: number;
  likes: number;
  comments: number;
}

function counts(databasePath: string): Counts {
  const db = openDatabase(databasePath);
  try {
    const one = (sql: string) => db.$client.prepare(sql).pluck().get() as number;
    return {
      views: one(`SELECT (SELECT COALESCE(SUM(views), 0) FROM articles) + (SELECT COALESCE(SUM(views), 0) FROM videos)
        + (SELECT COALESCE(SUM(views), 0) FROM tv_episodes) + (SELECT COALESCE(SUM(views), 0) FROM podcast_episodes)`),
      likes: one('SELECT COUNT(*) FROM likes'),
      comments: one('SELECT COUNT(*) FROM comments'),
    };
  } finally {
    db.$client.close();
  }
}

const SEARCHES = ['education', 'africa', 'the future', 'kigali', 'innovation in', 'school', 'solar', 'ab'];
/** A reader's address, from IPv6's documentation range: each /64 is one address to the limits. */
const readerAddress = () => `2001:db8:${Math.floor(random() * 65536).toString(16)}:${Math.floor(random() * 65536).toString(16)}::1`;

interface ReaderFigures {
  sent: number;
  seconds: number;
  statuses: Map<number, number>;
}

/** VIEWS counted views (and likes, comments, searches beside them), READERS connections. */
function readerDay(url: string, items: PublicItems): Promise<ReaderFigures> {
  const kinds = (['article', 'video', 'tvshow', 'podcast'] as const).filter((k) => items[k].length);
  const likes = Math.round(VIEWS / 50);
  const comments = Math.round(VIEWS / 200);
  const searches = Math.round(VIEWS / 100);
  const total = VIEWS + likes + comments + searches;
  const statuses = new Map<number, number>();
  const started = performance.now();
  return new Promise((resolveDay, reject) => {
    const instance = autocannon(
      {
        url,
        connections: READERS,
        amount: total,
        timeout: 60,
        requests: [
          {
            setupRequest: (req: autocannon.Request): autocannon.Request => {
              const kind = pick(kinds);
              const id = pick(items[kind]);
              const headers: Record<string, string> = { ...IDENTITY, 'x-forwarded-for': readerAddress(), 'x-visitor-id': randomUUID() };
              const r = random() * total;
              if (r < likes) return { ...req, method: 'POST', path: `/api/likes/${id}/increment`, headers, body: undefined };
              if (r < likes + comments) {
                const body = JSON.stringify({ name: 'Reader', content: prose(between(5, 40)) });
                return { ...req, method: 'POST', path: `/api/comments/${id}`, headers: { ...headers, 'content-type': 'application/json' }, body };
              }
              if (r < likes + comments + searches) return { ...req, method: 'GET', path: `/api/public/search?q=${encodeURIComponent(pick(SEARCHES))}`, headers, body: undefined };
              // A view: the API detail (the app) or the page (a browser's first load, compressed as
              // browsers ask: autocannon decodes every answer, and 100 KB pages would pace it).
              if (random() < 0.5) return { ...req, method: 'GET', path: `/${kind}/${id}`, headers: { ...headers, 'accept-encoding': 'br' }, body: undefined };
              return { ...req, method: 'GET', path: `/api/public/${kind === 'tvshow' ? 'tvshows' : `${kind}s`}/${id}`, headers, body: undefined };
            },
          },
        ],
      },
      (err) => {
        if (err) reject(err);
        else resolveDay({ sent: total, seconds: (performance.now() - started) / 1000, statuses });
      },
    );
    instance.on('response', (_client: unknown, status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  });
}

// ---------------------------------------------------------------------------------------------
// The server's size and output
// ---------------------------------------------------------------------------------------------
/**
 * Resident and peak memory of a process, in MB (Linux /proc), and the resident part that is
 * anonymous (heaps: JavaScript, SQLite's cache, the search index) rather than file pages.
 */
function memoryOf(server: Server): { rss: number; peak: number; anon: number } {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024, anon: kb('RssAnon') / 1024 };
}
const memoryText = (m: { rss: number; peak: number; anon: number }) =>
  `RSS ${m.rss.toFixed(0)} MB (${m.anon.toFixed(0)} MB anonymous, the rest file pages; peak so far ${m.peak.toFixed(0)} MB)`;

let logBytes = 0;
/** Waiting for the memory probe's next line. */
let probeLine: ((line: string) => void) | undefined;
const countLog = (chunk: string) => {
  const at = chunk.indexOf('memory-probe ');
  if (at >= 0) {
    const end = chunk.indexOf('\n', at);
    probeLine?.(chunk.slice(at + 'memory-probe '.length, end < 0 ? undefined : end));
    chunk = chunk.slice(0, at) + (end < 0 ? '' : chunk.slice(end + 1));
  }
  logBytes += Buffer.byteLength(chunk);
};

/** bench/memory-probe.cjs in the server: where its memory is, on SIGUSR2 (it is never part of `npm start`). */
const PROBE_FLAGS = ['--expose-gc', '--require', './bench/memory-probe.cjs'];
interface MemoryUsage {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}
interface Probe {
  before: MemoryUsage;
  after: MemoryUsage;
  spaces: Record<string, { size: number; used: number }>;
}

/** The server's memory, by part, before and after a full collection (which the probe forces). */
async function probe(server: Server): Promise<Probe> {
  const line = new Promise<string>((resolveLine) => (probeLine = resolveLine));
  server.child.kill('SIGUSR2');
  const figures = JSON.parse(await line) as Probe;
  probeLine = undefined;
  const text = (m: MemoryUsage) =>
    `RSS ${m.rss} MB: V8 heap ${m.heapUsed} MB used of ${m.heapTotal} MB reserved, outside it ${m.external} MB (Buffers ${m.arrayBuffers} MB)`;
  console.log(`  memory by part: ${text(figures.before)}`);
  console.log(`    after a full collection: ${text(figures.after)}; native and the rest ${(figures.after.rss - figures.after.heapTotal - figures.after.external).toFixed(0)} MB`);
  const old = figures.spaces.old_space;
  const large = figures.spaces.large_object_space;
  console.log(`    old space ${old?.used} of ${old?.size} MB, large objects ${large?.used} of ${large?.size} MB, new space ${figures.spaces.new_space?.size} MB`);
  return figures;
}

/** CPU time the process has used, in ms (user + system; /proc counts in ticks of 10 ms). */
function cpuOf(server: Server): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15 of stat)
}

/** A measure with the server's CPU time per request: unlike req/s, it does not move with other load on the machine. */
type Measured = Figures & { cpuMs: number };

async function measureCpu(server: Server, label: string, paths: string[]): Promise<Measured> {
  const before = cpuOf(server);
  const figures = await measure(label, server.url, paths, ROUNDS);
  const cpuMs = (cpuOf(server) - before) / figures.requests;
  console.log(`${''.padEnd(40)} server CPU ${cpuMs.toFixed(3)} ms per request`);
  return { ...figures, cpuMs };
}

interface Measures {
  search: Measured;
  list: Measured;
  home: Measured;
  /** RSS just after the measures (a search, list and home page flood). */
  rss: number;
  /** RSS after IDLE_SECONDS without a request. */
  idleRss: number;
  peak: number;
  /** Bytes written to stdout and stderr per 1,000 reads while measuring. */
  logPerThousand: number;
  probe: Probe;
}

/** How long the server sits without a request before its idle RSS is read. */
// Past the public cache's idle time (60 s) and one sweep (30 s): what a quiet server keeps.
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? (QUICK ? 100 : 150));

const LIST = '/api/public/articles?limit=20';

async function measureServer(label: string, server: Server): Promise<Measures> {
  printHeader(`${label}: ${ROUNDS.connections} connections, median of ${ROUNDS.rounds} round(s) of ${ROUNDS.roundSeconds} s`);
  const logAtStart = logBytes;
  const search = await measureCpu(server, 'search (8 queries in turn)', SEARCHES.map((q) => `/api/public/search?q=${encodeURIComponent(q)}`));
  const list = await measureCpu(server, `list API ${LIST}`, [LIST]);
  const home = await measureCpu(server, 'home page /', ['/']);
  const reads = search.requests + list.requests + home.requests;
  const logPerThousand = ((logBytes - logAtStart) / reads) * 1000;
  await sleep(1000);
  const memory = memoryOf(server);
  const { rss, peak } = memory;
  console.log(`after the floods: ${memoryText(memory)}; log output ${Math.round(logPerThousand).toLocaleString('en-US')} bytes per 1,000 reads (${reads.toLocaleString('en-US')} reads)`);
  await sleep(IDLE_SECONDS * 1000);
  const idle = memoryOf(server);
  console.log(`after ${IDLE_SECONDS} s idle: ${memoryText(idle)}`);
  return { search, list, home, rss, idleRss: idle.rss, peak, logPerThousand, probe: await probe(server) };
}

/** Milliseconds from now until `path` answers 2xx. */
async function answersAfter(url: string, path: string, since: number): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(url + path, { headers: IDENTITY });
      await res.arrayBuffer();
      if (res.ok) return performance.now() - since;
    } catch {
      // not yet
    }
    await sleep(20);
  }
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status || 'no answer'}: ${n.toLocaleString('en-US')}`).join(', ');

async function main() {
  requireBuild();
  console.log(
    `bench:soak${QUICK ? ' --quick (smoke test, not a measurement)' : ''}: ${EDITS.toLocaleString('en-US')} staff writes, ${VIEWS.toLocaleString('en-US')} views` +
      `${ITEMS ? `, ${ITEMS.toLocaleString('en-US')} more items` : ''}; ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  const dir = benchTempDir('insight-bench-soak-');
  const databasePath = await seededDatabase(dir);
  if (ITEMS) {
    const db = openDatabase(databasePath);
    const started = performance.now();
    fillLibrary(db.$client, ITEMS);
    db.$client.close();
    console.log(`${ITEMS.toLocaleString('en-US')} items added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // The allocator's settings (MALLOC_ARENA_MAX, GLIBC_TUNABLES) go to the server as `npm start` gives them.
  const passed = Object.entries(process.env).filter(([name]) => /^(MALLOC_|GLIBC_TUNABLES$|BENCH_HEAP_SNAPSHOT_DIR$)/.test(name));
  const env = { TRUST_PROXY: 'loopback', ...(Object.fromEntries(passed) as Record<string, string>) };
  let spawned = performance.now();
  let site = await startSite(databasePath, env, countLog, PROBE_FLAGS);
  console.log(`started: health answered ${(performance.now() - spawned).toFixed(0)} ms after the process was spawned; ${memoryText(memoryOf(site))}`);

  // 1. The day.
  const items = publicItems(databasePath);
  const before = counts(databasePath);
  console.log(`\n1. A day: ${EDITS.toLocaleString('en-US')} staff writes (${STAFF} at a time) while readers send ${VIEWS.toLocaleString('en-US')} views (${READERS} connections)...`);
  const dayStarted = performance.now();
  const [staff, readers] = await Promise.all([staffDay(site.url), readerDay(site.url, items)]);
  const daySeconds = (performance.now() - dayStarted) / 1000;
  await sleep(2500); // the view buffer writes once a second
  const after = counts(databasePath);
  console.log(`the day took ${daySeconds.toFixed(0)} s:`);
  console.log(`  staff: ${staff.sent.toLocaleString('en-US')} writes in ${staff.seconds.toFixed(0)} s (${(staff.sent / staff.seconds).toFixed(0)}/s); answers ${statusText(staff.statuses)}`);
  console.log(`  readers: ${readers.sent.toLocaleString('en-US')} requests in ${readers.seconds.toFixed(0)} s (${rate(readers.sent / readers.seconds)}); answers ${statusText(readers.statuses)}`);
  console.log(
    `  counted: ${(after.views - before.views).toLocaleString('en-US')} views, ${(after.likes - before.likes).toLocaleString('en-US')} likes, ` +
      `${(after.comments - before.comments).toLocaleString('en-US')} comments`,
  );
  const afterDay = memoryOf(site);
  console.log(`  at the end of the day: ${memoryText(afterDay)}`);

  // 2. The aged server.
  const aged = await measureServer('\n2. The server after the day', site);

  // 3. A restart on the same file.
  await stop(site);
  spawned = performance.now();
  site = await startSite(databasePath, env, countLog, PROBE_FLAGS);
  const health = performance.now() - spawned;
  const [home, search] = await Promise.all([answersAfter(site.url, '/', spawned), answersAfter(site.url, '/api/public/search?q=education', spawned)]);
  console.log(
    `\n3. Restarted on the same file: health answered ${health.toFixed(0)} ms after spawn, the home page ${home.toFixed(0)} ms, ` +
      `a search ${search.toFixed(0)} ms; ${memoryText(memoryOf(site))}`,
  );
  const restarted = await measureServer('The restarted server', site);
  await stop(site);

  const ratio = (a: Figures, b: Figures) => a.rps / b.rps;
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  console.log(`\n## bench:soak summary${QUICK ? ' (--quick: smoke test, not a measurement)' : ''}\n`);
  console.log(
    `The day: ${staff.sent.toLocaleString('en-US')} staff writes and ${readers.sent.toLocaleString('en-US')} reader requests in ${daySeconds.toFixed(0)} s ` +
      `(${(after.views - before.views).toLocaleString('en-US')} views counted)${ITEMS ? `, on ${ITEMS.toLocaleString('en-US')} more items` : ''}; ` +
      `${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}.\n`,
  );
  console.log('| Measure | After the day | Restarted | Ratio | Target | Met? |\n|---|---|---|---|---|---|');
  for (const key of ['search', 'list', 'home'] as const) {
    const r = ratio(aged[key], restarted[key]);
    console.log(`| ${key} (${ROUNDS.connections} connections) | ${rate(aged[key].rps)} | ${rate(restarted[key].rps)} | ${r.toFixed(2)} x | >= 0.90 x | ${met(r >= 0.9 && !aged[key].failed)} |`);
  }
  for (const key of ['search', 'list', 'home'] as const) {
    const r = restarted[key].cpuMs / aged[key].cpuMs;
    console.log(`| ${key}: server CPU per request | ${aged[key].cpuMs.toFixed(3)} ms | ${restarted[key].cpuMs.toFixed(3)} ms | ${r.toFixed(2)} x | >= 0.90 x | ${met(r >= 0.9)} |`);
  }
  const rssRow = (label: string, a: number, b: number) => {
    const grew = a - b;
    console.log(`| ${label} | ${a.toFixed(0)} MB | ${b.toFixed(0)} MB | ${grew >= 0 ? '+' : ''}${grew.toFixed(0)} MB | <= +50 MB | ${met(grew <= 50)} |`);
  };
  rssRow('RSS after the floods', aged.rss, restarted.rss);
  rssRow(`RSS after ${IDLE_SECONDS} s idle`, aged.idleRss, restarted.idleRss);
  const heap = (p: Probe) => `${p.after.heapUsed} / ${p.after.heapTotal} MB`;
  console.log(`| V8 heap used / reserved after a full collection | ${heap(aged.probe)} | ${heap(restarted.probe)} | | | |`);
  console.log(`| Buffers (cached copies) | ${aged.probe.after.arrayBuffers} MB | ${restarted.probe.after.arrayBuffers} MB | | | |`);
  console.log(`| Log bytes per 1,000 public reads | ${Math.round(aged.logPerThousand).toLocaleString('en-US')} | ${Math.round(restarted.logPerThousand).toLocaleString('en-US')} | | | |`);
  console.log(`| Start: health / home page / first search | | ${health.toFixed(0)} / ${home.toFixed(0)} / ${search.toFixed(0)} ms | | | |`);
}

await main();
