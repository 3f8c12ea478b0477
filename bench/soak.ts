/**
 * `npm run bench:soak`: is a server that has served a busy day as fast and as small as a fresh one?
 *
 * Runs the built server (`npm run build` first) as production runs it (as `npm start` does, with its
 * MALLOC_ARENA_MAX and node flags, NODE_ENV=production, the default LOG_LEVEL) on a temporary data folder seeded
 * with the sample content (plus BENCH_SOAK_ITEMS items of all four types, e.g. 100000), with
 * TRUST_PROXY=loopback so that readers can come from many addresses (X-Forwarded-For: documentation
 * addresses only; every request goes to 127.0.0.1). Its output goes to a log folder, as an
 * operator's service manager keeps it. Then:
 *  1. A day of a busy newsroom and its readers, in SLICES (see `day`):
 *     - staff (4 at a time): BENCH_EDITS (20,000) content writes: creates, edits, autosaves (a draft's,
 *       or a published item's working copy), revisions restored, moves to the trash, restores and
 *       deletes for good, of articles, videos, TV episodes and seasons, podcast episodes, series and
 *       guests; with them presence heartbeats, preview links made and opened, comment moderation,
 *       newsletter issues and site settings. One step in 40 is hostile, the values a fuzzer sends
 *       (strings of 10 kB, 200 kB and 1 MB, unicode of every kind, wrong types) at a few victim items
 *       (edits, autosaves, preview links) or the site settings; the victims are emptied from the trash
 *       at the end of the day;
 *     - readers (autocannon): BENCH_VIEWS (1,000,000) counted views (pages, counted in batches even
 *       when served from the cache, and API details), each from its own reader, with likes, comments,
 *       searches and list and home reads beside them.
 *  2. A fresh start of the same server on the same file, beside the aged one, that first serves one
 *     slice's readers (a restarted server serves readers at once; what fills in its first minutes,
 *     such as the view window's fixed tables and SQLite's page cache, is then in both).
 *  3. Search (8 queries in turn), the article list and the home page, 10 connections: rounds of each,
 *     aged and fresh in turn, the median of each (req/s moves with whatever else the shared machine
 *     runs; interleaving puts that on both alike); the server's CPU time per request beside it. RSS
 *     right after every round (the median: a busy server's memory) and after the last, then sampled
 *     while both sit idle past the caches' idle expiry, then the
 *     memory by part (bench/memory-probe.cjs: V8 heap, Buffers, native); log bytes per 1,000 reads;
 *     the data and log folders' sizes.
 * Targets: every throughput of the aged server within 10 % of the fresh one; RSS within 50 MB.
 * PASS or FAIL is printed for each; the script never exits non-zero on a miss.
 *
 * The whole day is long (35 minutes on a quiet 2-core machine; it prints the CPU it used). Options:
 * --quick (or BENCH_QUICK=1): 2,000 writes, 50,000 views, short rounds (a smoke test of the
 * script, not a measurement); BENCH_EDITS, BENCH_VIEWS, BENCH_SOAK_ITEMS, BENCH_ROUNDS,
 * BENCH_IDLE_SECONDS; BENCH_HEAP_SNAPSHOT_DIR writes a heap snapshot of each server at the end
 * (compare them by constructor in Chrome's DevTools).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/client.ts';
import {
  benchTempDir,
  cannon,
  IDENTITY,
  rate,
  requireBuild,
  seededDatabase,
  signIn,
  startSite,
  stop,
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
  ? { warmUpSeconds: 1, roundSeconds: 2, rounds: Number(process.env.BENCH_ROUNDS ?? 2), connections: 10 }
  : { warmUpSeconds: 2, roundSeconds: 4, rounds: Number(process.env.BENCH_ROUNDS ?? 5), connections: 10 };
/** The day's slices: a burst of staff work, then reading (see `day`). */
const SLICES = QUICK ? 4 : 20;
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
/** The four kinds with an editor (revisions, autosave, presence, preview links). */
type Edited = 'article' | 'video' | 'tvshow' | 'podcast';
const EDITED: Edited[] = ['article', 'video', 'tvshow', 'podcast'];
const KINDS: Kind[] = ['article', 'article', 'article', 'video', 'tvshow', 'podcast', 'podcast', 'series', 'guest', 'season'];
/** Where each kind is created (POST), edited (PUT /:id) and deleted (DELETE /:id), and its name in the trash. */
const PATHS: Record<Kind, { create: string; item?: string; edit?: boolean; trash?: string }> = {
  article: { create: '/api/articles', item: '/api/articles', edit: true, trash: 'articles' },
  video: { create: '/api/videos', item: '/api/videos', edit: true, trash: 'videos' },
  tvshow: { create: '/api/tvshows', item: '/api/tvshows', edit: true, trash: 'tvshows' },
  podcast: { create: '/api/podcasts', item: '/api/podcasts', edit: true, trash: 'podcasts' },
  series: { create: '/api/podcasts/series', item: '/api/podcasts/series', edit: true, trash: 'series' },
  guest: { create: '/api/podcasts/guests' },
  season: { create: '/api/tvshows/seasons', item: '/api/tvshows/seasons', trash: 'seasons' },
};
let seasons = 100;

function newItem(kind: Kind): Record<string, unknown> {
  const title = prose(between(4, 10)).slice(0, 180);
  // Most work is published; some stays a draft for a while (autosaves then save the item itself).
  const status = random() < 0.8 ? 'published' : 'draft';
  switch (kind) {
    case 'article':
      return {
        title,
        excerpt: prose(30).slice(0, 480),
        content: Array.from({ length: between(3, 12) }, () => prose(between(40, 150))).join('\n\n'),
        author: pick(['Amina Okafor', 'Kwame Mensah', 'Aline Uwase']),
        featured_image: '/media/seed/placeholder.jpg',
        tags: 'education, innovation',
        status,
      };
    case 'video':
    case 'tvshow':
      return {
        title,
        description: prose(between(20, 80)),
        duration: '12:34',
        youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        transcript: random() < 0.5 ? prose(between(200, 1500)) : '',
        status,
      };
    case 'podcast':
      return { title, description: prose(between(20, 80)), transcript: random() < 0.5 ? prose(between(300, 2000)) : '', status };
    case 'series':
      return { title, description: prose(20) };
    case 'guest':
      return { full_name: `Guest ${fresh++}`, bio: prose(30) };
    case 'season':
      return { season_number: (seasons++ % 1000) + 1, title };
  }
}

/** An ordinary edit: new words in a field or two, as a writer fixing a piece. */
function edit(kind: Kind): Record<string, unknown> {
  const item = newItem(kind);
  const fields = Object.keys(item).filter((k) => k !== 'status' && k !== 'season_number');
  const keep = new Set([pick(fields), pick(fields)]);
  return Object.fromEntries(Object.entries(item).filter(([k]) => keep.has(k)));
}

interface StaffFigures {
  /** Requests sent, by what they did ('edit', 'autosave', 'restore from trash'...). */
  ops: Map<string, number>;
  /** Answers by status. */
  statuses: Map<number, number>;
}

interface Answer {
  status: number;
  /** The envelope's `data` of a 2xx JSON answer. */
  data?: unknown;
}
type Send = (op: string, method: string, path: string, body?: unknown) => Promise<Answer>;

function sender(url: string, token: string, figures: StaffFigures): Send {
  return async (op, method, path, body) => {
    let status = 0;
    let data: unknown;
    try {
      const res = await fetch(url + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = res.status;
      const text = await res.text();
      if (res.ok && res.headers.get('content-type')?.includes('json')) data = (JSON.parse(text) as { data?: unknown }).data;
    } catch {
      // status 0: no answer
    }
    figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    figures.ops.set(op, (figures.ops.get(op) ?? 0) + 1);
    return { status, data };
  };
}

/**
 * The newsroom: what staff have made (by kind) and what is in the trash, across the day's slices.
 * One worker's step is one thing a writer or editor does, most of them one request.
 */
class Newsroom {
  readonly figures: StaffFigures = { ops: new Map(), statuses: new Map() };
  private readonly made = new Map<Kind, string[]>(KINDS.map((k) => [k, []]));
  private readonly trashed: Array<{ kind: Kind; id: string }> = [];
  /** A few victims take every hostile edit, then go to the trash and are emptied for good at the end of the day. */
  private readonly victims: Array<{ kind: Edited; id: string }> = [];
  private send!: Send;
  private steps = 0;

  /** Content writes answered so far (what BENCH_EDITS counts). */
  get contentWrites(): number {
    let n = 0;
    for (const [op, count] of this.figures.ops) if (CONTENT_WRITES.has(op)) n += count;
    return n;
  }

  async open(url: string): Promise<void> {
    this.send = sender(url, await signIn(url), this.figures);
    for (const kind of EDITED) {
      for (let i = 0; i < 2; i++) {
        const { data } = await this.send('create', 'POST', PATHS[kind].create, newItem(kind));
        const id = (data as { id?: string } | undefined)?.id;
        if (id) this.victims.push({ kind, id });
      }
    }
  }

  private some(kind: Kind): string | undefined {
    const ids = this.made.get(kind)!;
    return ids.length ? pick(ids) : undefined;
  }

  /** One step of the busy part of the day: creates, edits, autosaves, trash and restores, revisions, previews... */
  async step(): Promise<void> {
    const n = this.steps++;
    const send = this.send;
    if (n % HOSTILE_EVERY === 0 && this.victims.length) {
      const victim = this.victims[n % this.victims.length];
      const path = `${PATHS[victim.kind].item}/${victim.id}`;
      const r = random();
      if (r < 0.6) await send('hostile edit', 'PUT', path, hostile(victim.kind));
      else if (r < 0.8) await send('hostile autosave', 'PUT', `${path}/autosave`, hostile(victim.kind));
      else if (r < 0.9) await send('hostile preview link', 'POST', `${path}/preview-links`, { fields: hostile(victim.kind) });
      else await send('hostile site settings', 'PUT', '/api/site', { footer_text: random() < 0.5 ? pick(HOSTILE_TEXTS)() : pick(WRONG_TYPES) });
      return;
    }
    const kind = pick(KINDS);
    const paths = PATHS[kind];
    const ids = this.made.get(kind)!;
    const r = random();
    if (!paths.item || ids.length < 5 || r < 0.25) {
      const { data } = await send('create', 'POST', paths.create, random() < 0.02 ? { ...newItem(kind), ...hostile(kind as Edited) } : newItem(kind));
      const id = (data as { id?: string } | undefined)?.id;
      if (id && paths.item) ids.push(id);
      return;
    }
    const editor = EDITED.includes(kind as Edited);
    if (r < 0.55 && paths.edit) {
      await send('edit', 'PUT', `${paths.item}/${pick(ids)}`, edit(kind));
    } else if (r < 0.7 && editor) {
      // A writer at work: the editor's heartbeat, a few autosaves, then Update or leave.
      const id = pick(ids);
      const tab = `tab-${randomUUID()}`;
      await send('presence', 'POST', `${paths.item}/${id}/presence`, { tab });
      for (let i = between(1, 3); i > 0; i--) await send('autosave', 'PUT', `${paths.item}/${id}/autosave`, edit(kind));
      if (random() < 0.5) await send('edit', 'PUT', `${paths.item}/${id}`, edit(kind));
      else await send('discard working copy', 'DELETE', `${paths.item}/${id}/autosave`);
      await send('presence', 'DELETE', `${paths.item}/${id}/presence?tab=${tab}`);
    } else if (r < 0.76 && editor) {
      // Edit history: read the list, open one, bring it back.
      const id = pick(ids);
      const { data } = await send('revisions', 'GET', `${paths.item}/${id}/revisions?limit=20`);
      const revisions = (data as Array<{ id: string }> | undefined) ?? [];
      if (revisions.length > 1) {
        const rev = pick(revisions.slice(1));
        await send('revisions', 'GET', `${paths.item}/${id}/revisions/${rev.id}`);
        await send('restore revision', 'POST', `${paths.item}/${id}/revisions/${rev.id}/restore`, {});
      }
    } else if (r < 0.79 && editor) {
      // Share a preview: make the link, open it as its reader would (the page and the API), revoke it now and then.
      const id = pick(ids);
      const { data } = await send('preview link', 'POST', `${paths.item}/${id}/preview-links`, random() < 0.5 ? { fields: edit(kind) } : {});
      const link = data as { id: string; url: string } | undefined;
      if (link) {
        const page = new URL(link.url);
        await send('open preview', 'GET', page.pathname);
        await send('open preview', 'GET', `/api/public/previews/${page.pathname.split('/').pop()}`);
        if (random() < 0.3) await send('revoke preview', 'DELETE', `${paths.item}/${id}/preview-links/${link.id}`);
      }
    } else if (r < 0.9) {
      const id = ids.splice(Math.floor(random() * ids.length), 1)[0];
      const { status } = await send('move to trash', 'DELETE', `${paths.item}/${id}`);
      if (status === 200 && paths.trash) this.trashed.push({ kind, id });
    } else if (r < 0.95 && this.trashed.length) {
      const { kind: k, id } = this.trashed.splice(Math.floor(random() * this.trashed.length), 1)[0];
      if (random() < 0.2) {
        await send('delete for good', 'DELETE', `/api/trash/${PATHS[k].trash}/${id}`);
      } else {
        const { status } = await send('restore from trash', 'POST', `/api/trash/${PATHS[k].trash}/${id}/restore`);
        if (status === 200) this.made.get(k)!.push(id);
      }
    } else {
      await this.backOffice();
    }
  }

  /** The rest of the back office: moderation, the newsletter, site settings, the trash's list. */
  private async backOffice(): Promise<void> {
    const send = this.send;
    const r = random();
    if (r < 0.4) {
      const { data } = await send('moderation', 'GET', '/api/comments?status=pending&limit=20');
      const ids = ((data as Array<{ id: string }> | undefined) ?? []).map((c) => c.id);
      if (ids.length) await send('moderation', 'POST', '/api/comments/moderate', { ids, action: pick(['approve', 'approve', 'approve', 'spam', 'reject']) });
    } else if (r < 0.55) {
      const { data } = await send('moderation', 'GET', '/api/comments?limit=20');
      const comments = (data as Array<{ id: string }> | undefined) ?? [];
      if (comments.length) {
        const id = pick(comments).id;
        await send('comment to trash', 'DELETE', `/api/comments/comment/${id}`);
        if (random() < 0.5) await send('restore from trash', 'POST', `/api/trash/comments/${id}/restore`);
      }
    } else if (r < 0.8) {
      const items = [this.some('article'), this.some('video'), this.some('podcast')].filter(Boolean);
      const { data } = await send('newsletter', 'POST', '/api/newsletter/issues', { subject: prose(6), intro: prose(40), items });
      const id = (data as { id?: string } | undefined)?.id;
      if (id) {
        await send('newsletter', 'PUT', `/api/newsletter/issues/${id}`, { intro: prose(60) });
        await send('newsletter', 'GET', `/api/newsletter/issues/${id}/preview`);
        if (random() < 0.7) await send('newsletter', 'DELETE', `/api/newsletter/issues/${id}`);
      }
    } else if (r < 0.9) {
      await send('site settings', 'PUT', '/api/site', { footer_text: prose(20), about_intro: prose(60) });
    } else {
      await send('trash list', 'GET', '/api/trash?limit=20');
    }
  }

  /**
   * What staff do while readers read, changing nothing the public sees: editors open (presence),
   * autosaves of published items (kept aside as working copies until Update), the moderation queue.
   */
  async quietStep(): Promise<void> {
    const kind = pick(EDITED);
    const id = this.some(kind);
    if (!id) return;
    const path = `${PATHS[kind].item}/${id}`;
    const r = random();
    if (r < 0.5) await this.send('presence', 'POST', `${path}/presence`, { tab: `tab-${Math.floor(random() * 1000)}-quiet` });
    else if (r < 0.75) await this.send('autosave aside', 'PUT', `${path}/autosave`, edit(kind));
    else await this.send('moderation', 'GET', '/api/comments/pending-count');
  }

  /** The end of the day: the victims of the hostile edits go to the trash, then are emptied for good. */
  async close(): Promise<void> {
    for (const { kind, id } of this.victims) {
      await this.send('move to trash', 'DELETE', `${PATHS[kind].item}/${id}`);
      await this.send('delete for good', 'DELETE', `/api/trash/${PATHS[kind].trash}/${id}`);
    }
  }
}

/** What BENCH_EDITS counts: writes to content (hostile ones included, refused or not). */
const CONTENT_WRITES = new Set([
  'create',
  'edit',
  'autosave',
  'discard working copy',
  'restore revision',
  'move to trash',
  'restore from trash',
  'delete for good',
  'comment to trash',
  'hostile edit',
  'hostile autosave',
]);

/** Steps of the newsroom, STAFF at a time, until it has made `writes` content writes in all. */
async function staffBurst(room: Newsroom, writes: number): Promise<void> {
  const worker = async () => {
    while (room.contentWrites < writes) await room.step();
  };
  await Promise.all(Array.from({ length: STAFF }, worker));
}

/** One editor's quiet work until `done` settles. */
async function quietWhile(room: Newsroom, done: Promise<unknown>): Promise<void> {
  let over = false;
  void done.finally(() => (over = true));
  while (!over) {
    await room.quietStep();
    await sleep(50);
  }
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

/** The public items at the start of the day (staff never touch these: their views all count). */
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
const API_PLURAL: Record<Edited, string> = { article: 'articles', video: 'videos', tvshow: 'tvshows', podcast: 'podcasts' };
const BROWSE = ['/', '/api/public/home?latest=6', '/api/public/articles?limit=20', '/articles', '/videos', '/podcasts', '/api/public/podcasts?limit=12'];

interface ReaderFigures {
  sent: number;
  statuses: Map<number, number>;
  /** Time in the staff's bursts, and in reading only. */
  burstSeconds: number;
  readingSeconds: number;
}

/**
 * `views` counted views with likes, comments, searches and browsing beside them (one in 50, 200,
 * 100 and 20 requests), over `connections`. A view is what a reader's browser does: mostly the
 * server-rendered page (the first load of a shared link: compressed as browsers ask, and counted
 * even when the page comes from the cache, written in batches), else the API detail the app asks
 * for when it moves to another story. Each comes from its own reader, so each counts.
 */
function readers(url: string, items: PublicItems, views: number, connections: number, figures: ReaderFigures): Promise<void> {
  const kinds = EDITED.filter((k) => items[k].length);
  const likes = Math.round(views / 50);
  const comments = Math.round(views / 200);
  const searches = Math.round(views / 100);
  const browse = Math.round(views / 20);
  const total = views + likes + comments + searches + browse;
  figures.sent += total;
  return new Promise((resolveDay, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        amount: total,
        timeout: 60,
        requests: [
          {
            setupRequest: (req: autocannon.Request): autocannon.Request => {
              const kind = pick(kinds);
              const id = pick(items[kind]);
              const headers: Record<string, string> = { ...IDENTITY, 'x-forwarded-for': readerAddress(), 'x-visitor-id': randomUUID() };
              let r = random() * total;
              if ((r -= likes) < 0) return { ...req, method: 'POST', path: `/api/likes/${id}/increment`, headers, body: undefined };
              if ((r -= comments) < 0) {
                const body = JSON.stringify({ name: 'Reader', content: prose(between(5, 40)) });
                return { ...req, method: 'POST', path: `/api/comments/${id}`, headers: { ...headers, 'content-type': 'application/json' }, body };
              }
              if ((r -= searches) < 0) return { ...req, method: 'GET', path: `/api/public/search?q=${encodeURIComponent(pick(SEARCHES))}`, headers, body: undefined };
              if ((r -= browse) < 0) return { ...req, method: 'GET', path: pick(BROWSE), headers: { ...headers, 'accept-encoding': 'br' }, body: undefined };
              if (random() < 0.7) return { ...req, method: 'GET', path: `/${kind}/${id}`, headers: { ...headers, 'accept-encoding': 'br' }, body: undefined };
              return { ...req, method: 'GET', path: `/api/public/${API_PLURAL[kind]}/${id}`, headers, body: undefined };
            },
          },
        ],
      },
      (err) => (err ? reject(err) : resolveDay()),
    );
    instance.on('response', (_client: unknown, status: number) => figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1));
  });
}

/**
 * The day, in SLICES: in each, a burst of the newsroom's work (EDITS / SLICES steps, STAFF at a time)
 * with a tenth of the slice's readers beside it, then the rest of its readers (READERS connections)
 * while one editor does what changes nothing public (presence, autosaves kept aside, the moderation
 * count). Every public write makes every cached page stale: with all the edits spread over all the
 * views, nearly every view would be a fresh render, which no real day is (20,000 edits in 24 hours are
 * one every 4 s, against 12 views a second mostly on a few stories) and which would take hours here.
 */
async function day(url: string, room: Newsroom, items: PublicItems): Promise<ReaderFigures> {
  const figures: ReaderFigures = { sent: 0, statuses: new Map(), burstSeconds: 0, readingSeconds: 0 };
  for (let slice = 0; slice < SLICES; slice++) {
    const writes = Math.round(((slice + 1) * EDITS) / SLICES);
    const views = Math.round(((slice + 1) * VIEWS) / SLICES) - Math.round((slice * VIEWS) / SLICES);
    const beside = Math.round(views / 10);
    let at = performance.now();
    await Promise.all([staffBurst(room, writes), readers(url, items, beside, 4, figures)]);
    figures.burstSeconds += (performance.now() - at) / 1000;
    at = performance.now();
    const reading = readers(url, items, views - beside, READERS, figures);
    await Promise.all([reading, quietWhile(room, reading)]);
    figures.readingSeconds += (performance.now() - at) / 1000;
    process.stdout.write(`\r  slice ${slice + 1} of ${SLICES} done at ${((performance.now() - dayStarted) / 1000).toFixed(0)} s, load average ${loadText()}    `);
  }
  process.stdout.write('\n');
  return figures;
}
let dayStarted = 0;

// ---------------------------------------------------------------------------------------------
// The server's size and output
// ---------------------------------------------------------------------------------------------
const loadText = () => loadavg().map((l) => l.toFixed(1)).join(' ');

interface Memory {
  rss: number;
  peak: number;
  anon: number;
}
/**
 * Resident and peak memory of a process, in MB (Linux /proc), and the resident part that is
 * anonymous (heaps: JavaScript, SQLite's cache, the search index) rather than file pages.
 */
function memoryOf(server: Server): Memory {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024, anon: kb('RssAnon') / 1024 };
}
const memoryText = (m: Memory) => `RSS ${m.rss.toFixed(0)} MB (${m.anon.toFixed(0)} MB anonymous, peak ${m.peak.toFixed(0)} MB)`;

/**
 * One server as bench:soak runs it: its output goes to a log file in the log folder, as an
 * operator's service manager would keep it (the memory probe's lines aside), and is counted.
 */
interface Watched extends Server {
  name: string;
  logBytes: number;
  /** Waiting for the memory probe's next line. */
  probeLine?: (line: string) => void;
}

async function startWatched(name: string, databasePath: string, env: Record<string, string>, logDir: string): Promise<Watched> {
  const log = createWriteStream(join(logDir, `${name}.log`));
  const watched = { name, logBytes: 0 } as Watched;
  const onOutput = (chunk: string) => {
    const at = chunk.indexOf('memory-probe ');
    if (at >= 0) {
      const end = chunk.indexOf('\n', at);
      watched.probeLine?.(chunk.slice(at + 'memory-probe '.length, end < 0 ? undefined : end));
      chunk = chunk.slice(0, at) + (end < 0 ? '' : chunk.slice(end + 1));
    }
    watched.logBytes += Buffer.byteLength(chunk);
    log.write(chunk);
  };
  const server = await startSite(databasePath, env, onOutput, PROBE_FLAGS);
  server.child.on('exit', () => log.end());
  return Object.assign(watched, server);
}

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
  snapshot?: string;
}

/**
 * The server's memory, by part, before and after a full collection (which the probe forces), or
 * with `live` as it stands (no collection: `before` and `after` alike).
 */
async function probe(server: Watched, live = false): Promise<Probe> {
  const line = new Promise<string>((resolveLine) => (server.probeLine = resolveLine));
  server.child.kill(live ? 'SIGWINCH' : 'SIGUSR2');
  const figures = JSON.parse(await line) as Probe;
  server.probeLine = undefined;
  return figures;
}
/** What RSS holds beyond V8's heap and the memory it counts outside it: SQLite, the allocator's free lists, code, stacks. */
const nativeOf = (m: MemoryUsage) => m.rss - m.heapTotal - m.external;

/** CPU time the process has used, in ms (user + system; /proc counts in ticks of 10 ms). */
function cpuOf(server: Server): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime (fields 14 and 15 of stat)
}

const LIST = '/api/public/articles?limit=20';
const MEASURED = {
  search: SEARCHES.map((q) => `/api/public/search?q=${encodeURIComponent(q)}`),
  list: [LIST],
  home: ['/'],
} as const;
type Measured = keyof typeof MEASURED;

interface Throughput {
  /** req/s of each round, in order. */
  rounds: number[];
  median: number;
  /** Server CPU ms per request over all rounds. */
  cpuMs: number;
  requests: number;
  failed: number;
  /** RSS (MB) right after each of this server's rounds: the memory a busy server holds. */
  rss: number[];
  /** The same moments by part (the probe's live figures: V8 heap, Buffers; the rest is native). */
  parts: MemoryUsage[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Throughput of both servers, interleaved: for each measure a warm-up of each, then ROUNDS.rounds
 * rounds, aged and fresh in turn (which goes first alternates), so that whatever else the shared
 * machine does falls on both alike; the median round of each. Also the server's CPU time per request,
 * which moves less with other load.
 */
async function throughput(servers: Watched[]): Promise<Record<Measured, Throughput[]>> {
  const out = {} as Record<Measured, Throughput[]>;
  for (const key of Object.keys(MEASURED) as Measured[]) {
    const paths = [...MEASURED[key]];
    const runs = servers.map(() => ({ rounds: [] as number[], cpu: 0, requests: 0, failed: 0, rss: [] as number[], parts: [] as MemoryUsage[] }));
    for (const server of servers) await cannon(server.url, paths, ROUNDS.connections, ROUNDS.warmUpSeconds);
    for (let round = 0; round < ROUNDS.rounds; round++) {
      const order = round % 2 ? [...servers.keys()].reverse() : [...servers.keys()];
      for (const i of order) {
        const cpu = cpuOf(servers[i]);
        const figures = await cannon(servers[i].url, paths, ROUNDS.connections, ROUNDS.roundSeconds);
        runs[i].cpu += cpuOf(servers[i]) - cpu;
        runs[i].requests += figures.requests;
        runs[i].failed += figures.failed;
        runs[i].rounds.push(figures.rps);
        runs[i].rss.push(memoryOf(servers[i]).rss);
        runs[i].parts.push((await probe(servers[i], true)).before);
      }
    }
    out[key] = runs.map((r) => ({ rounds: r.rounds, median: median(r.rounds), cpuMs: r.cpu / r.requests, requests: r.requests, failed: r.failed, rss: r.rss, parts: r.parts }));
    const cells = servers.map((s, i) => `${s.name} ${rate(out[key][i].median)} (${out[key][i].rounds.map((v) => Math.round(v)).join(', ')}; ${out[key][i].cpuMs.toFixed(3)} ms CPU/req)`);
    console.log(`  ${key.padEnd(7)} ${cells.join('   ')}   load average ${loadText()}`);
  }
  return out;
}

/** Bytes in a folder and below. */
function folderBytes(path: string): number {
  let total = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? folderBytes(full) : statSync(full).size;
  }
  return total;
}
const mbText = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

/** Milliseconds from `since` until `path` answers 2xx. */
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

const countText = (map: Map<number | string, number>) =>
  [...map]
    .sort(([a], [b]) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b))))
    .map(([key, n]) => `${key || 'no answer'}: ${n.toLocaleString('en-US')}`)
    .join(', ');

/** How long both servers sit without a request before their idle RSS is read: past the public cache's idle time (60 s) and one sweep (30 s). */
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? (QUICK ? 100 : 150));
const IDLE_SAMPLE_SECONDS = 30;

async function main() {
  requireBuild();
  const started = performance.now();
  console.log(
    `bench:soak${QUICK ? ' --quick (smoke test, not a measurement)' : ''}: ${EDITS.toLocaleString('en-US')} staff content writes, ${VIEWS.toLocaleString('en-US')} views` +
      `${ITEMS ? `, ${ITEMS.toLocaleString('en-US')} more items` : ''}; ${cpus().length} cores, load average ${loadText()}`,
  );
  const dir = benchTempDir('insight-bench-soak-');
  const dataDir = join(dir, 'data');
  const logDir = join(dir, 'logs');
  mkdirSync(dataDir);
  mkdirSync(logDir);
  const databasePath = await seededDatabase(dataDir);
  if (ITEMS) {
    const db = openDatabase(databasePath);
    const filled = performance.now();
    fillLibrary(db.$client, ITEMS);
    db.$client.close();
    console.log(`${ITEMS.toLocaleString('en-US')} items added in ${((performance.now() - filled) / 1000).toFixed(1)} s`);
  }
  // The allocator's settings (MALLOC_*, GLIBC_TUNABLES, LD_PRELOAD) go to the server as `npm start` gives them.
  const passed = Object.entries(process.env).filter(([name]) => /^(MALLOC_|GLIBC_TUNABLES$|LD_PRELOAD$|BENCH_HEAP_SNAPSHOT_DIR$)/.test(name));
  const env = { TRUST_PROXY: 'loopback', ...(Object.fromEntries(passed) as Record<string, string>) };
  const aged = await startWatched('aged', databasePath, env, logDir);
  console.log(`started: ${memoryText(memoryOf(aged))}; data folder ${mbText(folderBytes(dataDir))}`);

  // 1. The day.
  const items = publicItems(databasePath);
  const before = counts(databasePath);
  console.log(
    `\n1. A day in ${SLICES} slices: ${EDITS.toLocaleString('en-US')} staff content writes (${STAFF} at a time) and ${VIEWS.toLocaleString('en-US')} counted views ` +
      `(${READERS} connections) with likes, comments, searches and browsing...`,
  );
  const room = new Newsroom();
  await room.open(aged.url);
  dayStarted = performance.now();
  const cpuAtStart = { server: cpuOf(aged), here: process.cpuUsage() };
  const readerFigures = await day(aged.url, room, items);
  await room.close();
  const daySeconds = (performance.now() - dayStarted) / 1000;
  // What the day cost: the time on an idle machine is about this CPU over its two cores.
  const herePart = process.cpuUsage(cpuAtStart.here);
  const dayCpu = { server: (cpuOf(aged) - cpuAtStart.server) / 1000, here: (herePart.user + herePart.system) / 1e6 };
  await sleep(2500); // the view buffer writes once a second
  const after = counts(databasePath);
  const staffSent = [...room.figures.ops.values()].reduce((a, b) => a + b, 0);
  const dayLog = aged.logBytes;
  console.log(
    `the day took ${daySeconds.toFixed(0)} s (${readerFigures.burstSeconds.toFixed(0)} s of staff bursts, ${readerFigures.readingSeconds.toFixed(0)} s of reading; load average ${loadText()}):`,
  );
  console.log(`  staff: ${staffSent.toLocaleString('en-US')} requests, ${room.contentWrites.toLocaleString('en-US')} of them content writes; ${countText(room.figures.ops)}`);
  console.log(`    answers ${countText(room.figures.statuses)}`);
  console.log(`  readers: ${readerFigures.sent.toLocaleString('en-US')} requests (${rate(readerFigures.sent / daySeconds)} over the day); answers ${countText(readerFigures.statuses)}`);
  console.log(
    `  counted: ${(after.views - before.views).toLocaleString('en-US')} views, ${(after.likes - before.likes).toLocaleString('en-US')} likes, ` +
      `${(after.comments - before.comments).toLocaleString('en-US')} comments`,
  );
  console.log(
    `  CPU the day used: the server ${dayCpu.server.toFixed(0)} s, staff and readers (this process) ${dayCpu.here.toFixed(0)} s: ` +
      `on an idle machine of ${cpus().length} cores, about ${((dayCpu.server + dayCpu.here) / cpus().length / 60).toFixed(1)} minutes at best`,
  );
  console.log(`  log written over the day: ${mbText(dayLog)} (${Math.round((dayLog / (readerFigures.sent + staffSent)) * 1000).toLocaleString('en-US')} bytes per 1,000 requests)`);
  console.log(`  at the end of the day: ${memoryText(memoryOf(aged))}; data folder ${mbText(folderBytes(dataDir))}`);

  // 2. A fresh start of the same server on the same file, beside the aged one (which stays up), so
  // that both are measured in turn under the same load of the shared machine.
  const spawned = performance.now();
  const fresh = await startWatched('fresh', databasePath, env, logDir);
  const health = performance.now() - spawned;
  const [firstPage, firstSearch] = await Promise.all([answersAfter(fresh.url, '/', spawned), answersAfter(fresh.url, '/api/public/search?q=education', spawned)]);
  console.log(
    `\n2. A fresh start on the same file: health answered ${health.toFixed(0)} ms after spawn, the home page ${firstPage.toFixed(0)} ms, ` +
      `a search ${firstSearch.toFixed(0)} ms; ${memoryText(memoryOf(fresh))}`,
  );
  // A server just restarted serves readers at once: before the two are compared, the fresh one reads
  // as one slice of the day's readers do, so that what fills on the first minutes of any server (the
  // fixed view-window tables, SQLite's page cache, the compiled code of the reading paths) is in
  // both and the difference left is what the day added.
  const warmFigures: ReaderFigures = { sent: 0, statuses: new Map(), burstSeconds: 0, readingSeconds: 0 };
  await readers(fresh.url, items, Math.round(VIEWS / SLICES), READERS, warmFigures);
  console.log(`  then read as one slice's readers do (${warmFigures.sent.toLocaleString('en-US')} requests): ${memoryText(memoryOf(fresh))}`);
  const servers = [aged, fresh];
  console.log(`\n3. Throughput, ${ROUNDS.connections} connections, ${ROUNDS.rounds} rounds of ${ROUNDS.roundSeconds} s each, aged and fresh in turn (median):`);
  const logAtStart = servers.map((s) => s.logBytes);
  const measured = await throughput(servers);
  const reads = servers.map((_, i) => Object.values(measured).reduce((sum, t) => sum + t[i].requests, 0));
  const logPerThousand = servers.map((s, i) => ((s.logBytes - logAtStart[i]) / reads[i]) * 1000);
  await sleep(1000);
  const afterFloods = servers.map(memoryOf);
  console.log(`  after the floods: ${servers.map((s, i) => `${s.name} ${memoryText(afterFloods[i])}`).join('; ')}`);
  const idle: Memory[][] = [];
  for (let waited = 0; waited < IDLE_SECONDS; waited += IDLE_SAMPLE_SECONDS) {
    await sleep(Math.min(IDLE_SAMPLE_SECONDS, IDLE_SECONDS - waited) * 1000);
    idle.push(servers.map(memoryOf));
    console.log(`  idle ${Math.min(waited + IDLE_SAMPLE_SECONDS, IDLE_SECONDS)} s: ${servers.map((s, i) => `${s.name} RSS ${idle.at(-1)![i].rss.toFixed(0)} MB`).join(', ')}`);
  }
  const settled = idle.at(-1)!;
  const probes: Probe[] = [];
  for (const server of servers) probes.push(await probe(server));
  const dataBytes = folderBytes(dataDir);
  const logFolder = folderBytes(logDir);
  await Promise.all(servers.map(stop));

  const pct = (a: number, b: number) => `${a >= b ? '+' : ''}${(((a - b) / b) * 100).toFixed(1)} %`;
  const verdict = (ok: boolean) => (ok ? 'PASS' : '**FAIL**');
  console.log(`\n## bench:soak summary${QUICK ? ' (--quick: smoke test, not a measurement)' : ''}\n`);
  console.log(
    `The day: ${room.contentWrites.toLocaleString('en-US')} staff content writes (${staffSent.toLocaleString('en-US')} staff requests) and ` +
      `${readerFigures.sent.toLocaleString('en-US')} reader requests in ${daySeconds.toFixed(0)} s (${(after.views - before.views).toLocaleString('en-US')} views counted)` +
      `${ITEMS ? `, on ${ITEMS.toLocaleString('en-US')} more items` : ''}; the whole run ${((performance.now() - started) / 60000).toFixed(1)} minutes; ` +
      `${cpus().length} cores, load average now ${loadText()}.\n`,
  );
  console.log('| Measure | Aged | Fresh | Difference | Target | Result |\n|---|---|---|---|---|---|');
  for (const key of Object.keys(MEASURED) as Measured[]) {
    const [a, f] = measured[key];
    const ok = a.median >= 0.9 * f.median && !a.failed;
    console.log(`| ${key} req/s (median of ${ROUNDS.rounds}) | ${rate(a.median)} | ${rate(f.median)} | ${pct(a.median, f.median)} | within -10 % | ${verdict(ok)} |`);
  }
  for (const key of Object.keys(MEASURED) as Measured[]) {
    const [a, f] = measured[key];
    console.log(`| ${key}: server CPU per request | ${a.cpuMs.toFixed(3)} ms | ${f.cpuMs.toFixed(3)} ms | ${pct(a.cpuMs, f.cpuMs)} | (steadier on a shared box) | |`);
  }
  const rssRow = (label: string, a: number, f: number, judged = true) =>
    console.log(
      `| ${label} | ${a.toFixed(0)} MB | ${f.toFixed(0)} MB | ${a >= f ? '+' : ''}${(a - f).toFixed(0)} MB | ${judged ? `within +50 MB | ${verdict(a - f <= 50)}` : '(one sample: noisy) |'} |`,
    );
  // One sample catches each server at a different point of its collector's and allocator's cycle
  // (it has read +116 MB after a whole day and -79 MB after a quick one): the median of a sample
  // after every round is the figure that holds from run to run.
  const underLoad = servers.map((_, i) => median(Object.values(measured).flatMap((t) => t[i].rss)));
  const samples = Object.values(measured).reduce((n, t) => n + t[0].rss.length, 0);
  rssRow(`RSS under load (median of ${samples} samples, each right after a round)`, underLoad[0], underLoad[1]);
  rssRow('RSS 1 s after the last flood', afterFloods[0].rss, afterFloods[1].rss, false);
  const underLoadPart = (label: string, f: (m: MemoryUsage) => number) => {
    const [a, b] = servers.map((_, i) => median(Object.values(measured).flatMap((t) => t[i].parts.map(f))));
    console.log(`| under load: ${label} (median) | ${a.toFixed(1)} MB | ${b.toFixed(1)} MB | ${a >= b ? '+' : ''}${(a - b).toFixed(1)} MB | | |`);
  };
  underLoadPart('V8 heap used', (m) => m.heapUsed);
  underLoadPart('V8 heap reserved', (m) => m.heapTotal);
  underLoadPart('outside the heap', (m) => m.external);
  underLoadPart('native and the rest', nativeOf);
  rssRow(`RSS idle ${IDLE_SECONDS} s${IDLE_SECONDS >= 90 ? " (past the caches' 60 s idle expiry and a sweep)" : ''}`, settled[0].rss, settled[1].rss);
  rssRow('RSS after a full collection', probes[0].after.rss, probes[1].after.rss);
  const part = (label: string, f: (p: Probe) => number) => {
    const [a, b] = probes.map(f);
    console.log(`| ${label} | ${a.toFixed(1)} MB | ${b.toFixed(1)} MB | ${a >= b ? '+' : ''}${(a - b).toFixed(1)} MB | | |`);
  };
  part('V8 heap used (after a full collection)', (p) => p.after.heapUsed);
  part('V8 heap reserved', (p) => p.after.heapTotal);
  part('outside the heap (Buffers and other external)', (p) => p.after.external);
  part('native and the rest (SQLite, malloc, code, stacks)', (p) => nativeOf(p.after));
  console.log(`| Log bytes per 1,000 public reads | ${Math.round(logPerThousand[0]).toLocaleString('en-US')} | ${Math.round(logPerThousand[1]).toLocaleString('en-US')} | | printed | |`);
  console.log(`| Start: health / home page / first search | | ${health.toFixed(0)} / ${firstPage.toFixed(0)} / ${firstSearch.toFixed(0)} ms | | | |`);
  console.log(`\nData folder (database, WAL, uploads): ${mbText(dataBytes)}; log folder (both servers' output as an operator keeps it): ${mbText(logFolder)}, of which the day wrote ${mbText(dayLog)}.`);
  for (const p of probes) if (p.snapshot) console.log(`heap snapshot: ${p.snapshot}`);
}

await main();
