/**
 * Public answers rendered once and served many times, and the HTTP caching headers that let a
 * reverse proxy or a CDN do the same (deploy/nginx.conf).
 *
 * A route opts in with `config.publicCache` (public lists and pages, feeds, the sitemap: answers
 * that are the same bytes for every reader). Its 200 answers are kept in process, keyed by the
 * URL, and served until either
 * - the public content changes (publicVersion: any write to public content, by anyone, or a
 *   scheduled item's date arriving) — so an edit shows on the very next request, or
 * - FRESH_MS (2 s) passes — the bound on how far live counters (views, likes) may lag.
 * Memory is bounded by a 32nd of the box's memory, at most 64 MB (cacheBytesFor; least recently
 * used entries go first), and an answer nobody has asked for in IDLE_MS is dropped: a server back
 * to quiet holds only what is still read.
 *
 * A kept answer that counts nothing and varies by nothing but Accept-Encoding is written straight
 * to the socket, before Fastify routes the request (front-door.ts), with the headers its first
 * answer had: the same bytes at about a bare route's speed (bench:api). A request the door declines (a view to
 * count, an Origin needing CORS headers, HEAD, a copy too old) takes the Fastify hooks below.
 *
 * Every public answer carries a weak ETag and `Cache-Control: public, max-age=0, s-maxage=5,
 * stale-while-revalidate=30`: browsers revalidate each time (a 304 costs a few hundred bytes),
 * shared caches may keep it 5 s — except answers that count a view (details), which every cache
 * must pass on (`public, no-cache`) so that no view is lost. Anything else under /api, and the
 * back office, is `private, no-store`; a 404 elsewhere (a missing page or file) is
 * `public, max-age=0, s-maxage=5`. A route with `store: false` (a detail that counts a view
 * and carries the exact count; search, ranked by live counts) gets the headers and 304s but is
 * answered afresh each time (a detail from its kept item, content/public-detail.ts); a detail's ETag
 * ignores its live counters.
 */
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingHttpHeaders } from 'node:http';
import { totalmem } from 'node:os';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { now } from '../clock.ts';
import { publicVersion } from '../modules/content/public-version.ts';
import { LruByBytes } from '../lib/lru-by-bytes.ts';
import { addVary } from '../lib/vary.ts';
import type { FrontDoor } from './front-door.ts';
import type { AccessLog } from '../logger.ts';

export interface PublicCacheRule {
  /** Keep answers in process (default). false: headers, ETag and 304 only; built fresh each time. */
  store?: boolean;
  /** Which requests of the route are public (the page route also serves the back office shell). */
  when?: (request: FastifyRequest) => boolean;
  /**
   * The request counts a view (a detail). Shared caches must then hand every request to the app
   * (`public, no-cache`: a CDN that revalidates gets a 304 and the view is counted; nginx passes
   * it on to the in-process cache).
   */
  countsView?: boolean | ((request: FastifyRequest) => boolean);
  /**
   * Counts the view of a request answered from the in-process cache (or with a 304 from it), when
   * countsView says it counts one (such answers always take Fastify's path, never the front door).
   */
  onHit?: (request: FastifyRequest) => void;
  /** Seconds a browser may keep the answer without asking (feeds: readers poll); default 0. */
  maxAge?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true, or a rule: this GET answers the same bytes to every reader (see public-cache.ts). */
    publicCache?: true | PublicCacheRule;
  }
}

/** Route config of a public read that is the same bytes for every reader. */
export const sameForAll = { publicCache: true } as const;
/** Route config of a public read built fresh each time: search, ranked by live view counts. */
export const builtEachTime = { publicCache: { store: false } };
/** Route config of a detail that counts a view and answers the exact count: answered afresh each time. */
export const countsAView = { publicCache: { store: false, countsView: true } };

/** Shared caches: 5 s fresh, then served stale while one request revalidates (at most 30 s more). */
const SHARED_CACHE = 's-maxage=5, stale-while-revalidate=30';
const publicCacheControl = (maxAge = 0) => `public, max-age=${maxAge}, ${SHARED_CACHE}`;
const COUNTED_CACHE_CONTROL = 'public, no-cache';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * A page or file that is not there (outside the API): a shared cache may keep the answer 5 s, so a
 * flood of requests for one missing address reaches the app once per 5 s, not each time; nothing
 * is served stale, and browsers ask again each time, so an item published a moment later shows
 * within those 5 s.
 */
const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';
/** The most a cached answer's live counters lag behind the database. */
const FRESH_MS = 2_000;
/**
 * The cache's cap: a 32nd of the memory the process may use (the box's, or its container's limit),
 * at most 64 MB: 32 MB on a box of 1 GB. Thousands of answers even so (a list is ~30 KB, a page
 * ~140 KB with its compressed copies), and a spike reads a few dozen.
 */
export const cacheBytesFor = (memory: number) => Math.min(64 * 1024 * 1024, Math.floor(memory / 32));
const boxMemory = () => {
  const limit = process.constrainedMemory?.() ?? 0; // a cgroup's limit, where there is one
  return limit > 0 && limit < totalmem() ? limit : totalmem();
};
/** An answer not asked for in this long is dropped (its next reader has it built again, a few ms). */
export const IDLE_MS = 60_000;
/** Below this size compression saves less than it costs (as in app.ts). */
const COMPRESS_FROM = 1024;

type Encoding = 'br' | 'gzip';

interface Entry {
  version: number;
  at: number;
  type: string;
  etag: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** Its brotli copy is being, or has been, recompressed at the best quality (pages only: polish). */
  polished?: 'pending' | 'done';
  bytes: number;
  /**
   * The headers of the first answer (helmet's, type, ETag, Cache-Control, Vary), for the front
   * door; absent when the answer may not skip Fastify (it counts a view, or carried CORS headers).
   */
  headers?: Record<string, string | string[]>;
  /** The front door's full headers per kind of answer, made from `headers` on first use and reused. */
  heads?: Partial<Record<'304' | 'identity' | Encoding, Record<string, string | string[] | number>>>;
}

const DEFAULT_RULE: PublicCacheRule = {};

function rule(request: FastifyRequest): PublicCacheRule | undefined {
  const r = request.routeOptions.config.publicCache;
  if (r === true) return DEFAULT_RULE;
  return r && (!r.when || r.when(request)) ? r : undefined;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** Live counters masked, so a detail's ETag holds while only its counts move (a weak validator). */
const COUNTERS = /"(views|plays|downloads|likes|comments_count)":\d+/g;

function etagOf(body: string | Buffer, ignoreCounters: boolean): string {
  const text = ignoreCounters ? body.toString().replace(COUNTERS, '"$1":0') : body;
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** If-None-Match against our (weak) tag, by the weak comparison RFC 9110 prescribes for GET. */
function matches(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (!header) return false;
  const bare = etag.slice(2);
  return header.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === bare || tag.replace(/^W\//, '') === bare;
  });
}

/** The encoding to send: br, then gzip, unless refused with q=0. */
function preferredEncoding(headers: IncomingHttpHeaders): Encoding | null {
  const header = headers['accept-encoding'];
  if (!header) return null;
  const accepted = new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * A kept page (HTML) is compressed again at brotli's best quality (11), off the event loop. The
 * seeded home page goes from 14.0 to 12.6 KB (decimal), and with its headers (1.1 KB) then fits
 * in the first 10 packets (14.6 KB) a server sends on a new connection before the reader's first
 * acknowledgement: a first visit gets the whole page one round trip sooner (150 ms on a 3G link),
 * and every reader 10% fewer bytes. Pages only: a page is the first answer on a connection;
 * the API answers come later, over a connection already warmed up.
 * Quality 11 takes about 120 ms of a libuv worker thread for that page, so it is done once per
 * content (a page rendered again with the same bytes keeps its copies), one page at a time and
 * at most POLISH_SHARE of the time; the quality-6 copy is served until it is ready.
 */
const POLISH_SHARE = 0.25;
const isPage = (entry: Entry) => entry.type.startsWith('text/html');

function encode(body: Buffer, encoding: Encoding): Buffer {
  // Once per entry, then served many times. Brotli at 6 takes 2.2 ms for the home page's 136 KB
  // (5: 2.0 ms, 1% larger; 7: 8.7 ms for 0.6% less) and 1.4 ms for a 32 KB list.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

const countsView = (request: FastifyRequest, r: PublicCacheRule) => (typeof r.countsView === 'function' ? r.countsView(request) : !!r.countsView);

function publicHeaders(request: FastifyRequest, reply: FastifyReply, r: PublicCacheRule, etag: string) {
  reply
    .header('ETag', etag)
    .header('Cache-Control', countsView(request, r) ? COUNTED_CACHE_CONTROL : publicCacheControl(r.maxAge));
  // Beside the Origin @fastify/cors put there; lowercase, as @fastify/compress looks for it (else it adds a second).
  addVary(reply, 'accept-encoding');
}

/** The headers set on `reply` so far, as Node's writeHead takes them. */
function headerSnapshot(reply: FastifyReply): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
  }
  return headers;
}

/** A 304 names no body type. */
const withoutBodyHeaders = ({ 'content-type': _, ...headers }: Record<string, string | string[]>) => headers;

/** What a kept copy answers a request with these headers: 304, or its body in the best accepted encoding. */
type Answer = { status: 304 } | { status: 200; body: Buffer; encoding: Encoding | null };

export default fp(async function publicCachePlugin(app: FastifyInstance, opts: { frontDoor?: FrontDoor; accessLog?: AccessLog }) {
  const cache = new LruByBytes<Entry>(cacheBytesFor(boxMemory()));
  const dropIdle = setInterval(() => cache.dropIdle(now(), IDLE_MS), IDLE_MS / 2).unref();
  app.addHook('onClose', async () => clearInterval(dropIdle));
  const fromCache = new WeakSet<FastifyRequest>();
  /** The version a cache miss started at: an answer is never filed under a newer version than its data. */
  const startedAt = new WeakMap<FastifyRequest, number>();

  /**
   * Answers being built, by key: when a change empties the cache in the middle of a spike, the
   * first request for a page builds it and the others wait for that copy instead of each rendering
   * it again (which would block the event loop, and the staff's requests with it).
   */
  const building = new Map<string, Promise<void>>();

  const fresh = (entry: Entry | undefined, version: number): entry is Entry =>
    !!entry && entry.version === version && performance.now() - entry.at <= FRESH_MS;

  /** The answer a kept copy gives a request with `headers` (each encoding compressed once, on first demand). */
  function answerOf(key: string, entry: Entry, headers: IncomingHttpHeaders): Answer {
    if (matches(headers, entry.etag)) return { status: 304 };
    const encoding = entry.identity.length >= COMPRESS_FROM ? preferredEncoding(headers) : null;
    if (!encoding) return { status: 200, body: entry.identity, encoding };
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = entry.encoded[encoding] = encode(entry.identity, encoding);
      cache.grow(key, entry, encoded.length);
    }
    if (encoding === 'br') polish(key, entry);
    return { status: 200, body: encoded, encoding };
  }

  /** When the worker is free (see POLISH_SHARE): a page's brotli copy recompressed at the best quality. */
  let polishing = false;
  let polishAgainAt = 0;
  function polish(key: string, entry: Entry) {
    if (entry.polished || polishing || !isPage(entry) || performance.now() < polishAgainAt) return;
    polishing = true;
    entry.polished = 'pending';
    const started = performance.now();
    const params = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.identity.length };
    brotliCompress(entry.identity, { params }, (error, best) => {
      polishing = false;
      const now = performance.now();
      polishAgainAt = now + (now - started) * (1 / POLISH_SHARE - 1);
      const quick = entry.encoded.br!;
      if (error || best.length >= quick.length) return;
      entry.encoded.br = best;
      entry.polished = 'done';
      delete entry.heads?.br; // its content-length was the quick copy's
      cache.grow(key, entry, best.length - quick.length);
    });
  }

  /** Answers `request` from a kept copy, through Fastify. */
  function serve(request: FastifyRequest, reply: FastifyReply, r: PublicCacheRule, entry: Entry) {
    fromCache.add(request);
    if (countsView(request, r)) r.onHit?.(request);
    publicHeaders(request, reply, r, entry.etag);
    const answer = answerOf(request.url, entry, request.headers);
    if (answer.status === 304) return reply.code(304).send();
    // @fastify/compress leaves an encoded body alone.
    if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
    return reply.type(entry.type).send(answer.body);
  }

  let closing = false;
  app.addHook('preClose', async () => void (closing = true)); // Fastify answers 503 from then on
  const log = app.log;
  // A front-door answer is a public read: logged only when ACCESS_LOG=on (logger.ts).
  const accessLog = opts.accessLog?.logsPublicReads ? opts.accessLog : undefined;

  /** The front door's answer: a GET with no Origin, for a fresh copy that may skip Fastify. */
  if (opts.frontDoor) {
    opts.frontDoor.answer = (req, res) => {
      if (req.method !== 'GET' || closing || req.headers.origin) return false;
      const startedAt = accessLog ? performance.now() : 0;
      const entry = cache.get(req.url!);
      if (!entry?.headers || !fresh(entry, publicVersion(app.db))) return false;
      const answer = answerOf(req.url!, entry, req.headers);
      const heads = (entry.heads ??= {});
      if (answer.status === 304) {
        res.writeHead(304, (heads['304'] ??= withoutBodyHeaders(entry.headers))).end();
      } else {
        const { body, encoding } = answer;
        const head = (heads[encoding ?? 'identity'] ??= { ...entry.headers, 'content-length': body.length, ...(encoding && { 'content-encoding': encoding }) });
        res.writeHead(200, head).end(body);
      }
      accessLog?.frontDoorAnswered(log, req, answer.status, startedAt);
      return true;
    };
  }

  /** No fresh copy: the handler builds the answer, and others asking meanwhile wait for it. */
  function build(request: FastifyRequest, reply: FastifyReply, key: string, version: number) {
    startedAt.set(request, version);
    if (!building.has(key)) {
      // Settled when this answer has gone out or the request ended otherwise (error, abort).
      building.set(key, new Promise((done) => reply.raw.once('close', () => (building.delete(key), done()))));
    }
  }

  // Registered after the security plugin, so helmet's headers are already on a cached answer.
  // Callback-style hooks: no promise per request on the path every cached answer takes.
  app.addHook('onRequest', (request, reply, done) => {
    const r = isRead(request) ? rule(request) : undefined;
    if (!r || r.store === false) return done();
    const key = request.url;
    const version = publicVersion(app.db);
    const entry = cache.get(key);
    if (fresh(entry, version)) return void serve(request, reply, r, entry);
    const pending = building.get(key);
    if (!pending) {
      build(request, reply, key, version);
      return done();
    }
    void pending.then(() => {
      const now = publicVersion(app.db);
      const copy = cache.get(key);
      if (fresh(copy, now)) return void serve(request, reply, r, copy);
      build(request, reply, key, now);
      done();
    });
  });

  // Before @fastify/compress's own onSend (route-level hooks run after these), so the identity
  // bytes are what is kept.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (fromCache.has(request) || reply.hasHeader('Cache-Control')) return done(null, payload);
    const r = isRead(request) ? rule(request) : undefined;
    if (!r || reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      if (request.url.startsWith('/api/') || request.url === '/api') reply.header('Cache-Control', PRIVATE_CACHE_CONTROL);
      else if (reply.statusCode === 404) reply.header('Cache-Control', NOT_FOUND_CACHE_CONTROL);
      return done(null, payload);
    }
    const version = startedAt.get(request);
    const etag = etagOf(payload, r.store === false);
    publicHeaders(request, reply, r, etag);
    if (version !== undefined) {
      const identity = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      const type = String(reply.getHeader('Content-Type') ?? 'application/json; charset=utf-8');
      // The front door may answer the next readers with these headers unless the answer counts a
      // view (Fastify's path counts it) or carries CORS headers for this request's Origin.
      const direct = !countsView(request, r) && !request.headers.origin;
      const headers = direct ? headerSnapshot(reply) : undefined;
      // Rendered again with the same bytes (every FRESH_MS for a page in demand): the compressed
      // copies made for the last one still hold.
      const last = cache.get(request.url);
      const same = last?.etag === etag && last.identity.equals(identity);
      const encoded = same ? { ...last.encoded } : {};
      const bytes = identity.length + request.url.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0);
      const entry: Entry = { version, at: performance.now(), type, etag, identity, encoded, polished: same && last.polished === 'done' ? 'done' : undefined, bytes, headers };
      cache.set(request.url, entry);
      // The first answer goes out as the later ones will, compressed once by answerOf and kept.
      // Left to @fastify/compress it was compressed twice (once more for the second reader) and
      // came out 10% larger (brotli at its default quality, 4): the first load is a page's only
      // one for many readers.
      const answer = answerOf(request.url, entry, request.headers);
      if (answer.status === 304) {
        reply.code(304);
        return done(null, null);
      }
      if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
      return done(null, answer.body);
    }
    if (matches(request.headers, etag)) {
      reply.code(304);
      return done(null, null);
    }
    done(null, payload);
  });
});
