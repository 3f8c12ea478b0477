/**
 * Which views (and podcast plays) count: the one gate every counted view goes through, whether it
 * comes from an API detail route or a server-rendered detail page (public-detail.ts `opened`), a
 * detail page answered from the response cache (public-detail.ts `countView`), or a podcast play.
 *
 * - One view per viewer per item per 30 minutes, the usual rule of web analytics: a reader who
 *   reloads, or comes back within half an hour, is one view. The viewer is the client address with
 *   the X-Visitor-Id the request carries, or without one its User-Agent (page loads carry no id).
 * - At most 300 viewers per item per address in a window: readers behind one carrier address
 *   (CGNAT) or a school's look alike but for their user agents, and 300 distinct readers of one
 *   story within half an hour from one address is far rarer than a script sending a new visitor id
 *   or user agent with every request. Beyond it, views from that address are simply not counted.
 *
 * Kept in process memory and bounded: it is asked on every cached page hit, where a database
 * write would be most of the cost (a SHA-1 and two table probes here). Within one process it is
 * exact. A restart forgets it, so a reader reloading just after one counts once more; so does one
 * whose entry was pushed out when more than about 200,000 viewer-item pairs came in half an hour
 * (the bound errs towards counting, never towards losing a first view).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { VISITOR_HEADER } from '../../../shared/constants.ts';
import { now } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { addressKey } from '../../lib/client-address.ts';
import { ExpiringCounts } from '../../lib/expiring-counts.ts';
import { isUuid } from '../../lib/uuid.ts';

export const VIEW_WINDOW_MS = 30 * 60_000;
export const VIEWERS_PER_ADDRESS = 300;
/**
 * Table sizes (slots; at most 40-50% of them live, see expiring-counts.ts): about 200,000 views
 * seen in 30 minutes (7 MB) and 50,000 address counts (1.8 MB), a day of a million views keeps them
 * full. Each entry is a 64-bit hash of its key (a collision, one in billions, merges two readers).
 */
const VIEWER_SLOTS = 2 ** 19;
const ADDRESS_SLOTS = 2 ** 17;

/** A fixed-size key for what may be long text (a User-Agent, an IPv6 address): 64 bits of its SHA-1. */
function keyOf(text: string): [number, number] {
  const digest = createHash('sha1').update(text).digest();
  return [digest.readUInt32LE(0), digest.readUInt32LE(4)];
}

export type CountedKind = 'article' | 'video' | 'tv' | 'podcast' | 'play';

/** Who is viewing: `address` as the limits count it, `visitor` telling apart readers behind it. */
export interface Viewer {
  address: string;
  visitor: string;
}

export function viewerOf(request: FastifyRequest): Viewer {
  const header = request.headers[VISITOR_HEADER];
  const id = (Array.isArray(header) ? header[0] : header)?.trim();
  const visitor = id && isUuid(id) ? `id:${id.toLowerCase()}` : `ua:${request.headers['user-agent'] ?? ''}`;
  return { address: addressKey(request.ip), visitor };
}

interface ViewWindow {
  seen: ExpiringCounts;
  perAddress: ExpiringCounts;
}

/** One window per database, like the view buffer: each app (and each test's app) has its own. */
const windows = new WeakMap<Db, ViewWindow>();

function windowOf(db: Db): ViewWindow {
  let w = windows.get(db);
  if (!w) windows.set(db, (w = { seen: new ExpiringCounts(VIEWER_SLOTS, VIEW_WINDOW_MS), perAddress: new ExpiringCounts(ADDRESS_SLOTS, VIEW_WINDOW_MS) }));
  return w;
}

/**
 * Runs `count` (which adds the view and answers whether the item exists and is public) when this
 * viewer's view of the item counts, and remembers it only when it was counted: an unknown id
 * never takes a place. Answers whether the view was counted.
 */
export function countOnce(db: Db, kind: CountedKind, id: string, viewer: Viewer, count: () => boolean): boolean {
  const w = windowOf(db);
  const at = now();
  const [seenHi, seenLo] = keyOf(`${kind}|${id}|${viewer.address}|${viewer.visitor}`);
  if (w.seen.get(seenHi, seenLo, at)) return false;
  const [addressHi, addressLo] = keyOf(`${kind}|${id}|${viewer.address}`);
  if (w.perAddress.get(addressHi, addressLo, at) >= VIEWERS_PER_ADDRESS) return false;
  if (!count()) return false;
  w.seen.add(seenHi, seenLo, at);
  w.perAddress.add(addressHi, addressLo, at);
  return true;
}
