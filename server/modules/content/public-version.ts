/**
 * The version of what the public sees, one per database. Whatever is built from public content and
 * kept (a cached answer, a memoised count) records the version it was built at and is stale once
 * the version moves on. It moves:
 * - when public content is written, by anyone (the app, a seed script, the sqlite3 shell): triggers
 *   count every such write in the public_version table (migrations/0003_public_version.sql), and
 *   reading that one row is a single indexed lookup per request;
 * - by itself when the date of a published-or-scheduled item arrives: the next such date is kept,
 *   so the check is one comparison and scheduling still needs no cron job.
 * Views, plays and likes do not move it: those counters may lag by the cache's few seconds.
 */
import { and, gt, inArray, min } from 'drizzle-orm';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { PUBLIC_STATUSES, PUBLIC_TABLES } from './visibility.ts';

interface VersionState {
  /** public_version.version when last read. */
  stored: number;
  /** What callers see: moves on each stored change and each arrival of a date. */
  version: number;
  /** Epoch ms of the next publish/upload date still to come among public-status items, or Infinity. */
  nextDate: number;
  /** public_version.version, read at most once per turn of the event loop. */
  readThisTurn: () => number;
  memo: Map<MemoKind, Memo>;
}

/** One kind's kept values, oldest first, and what they weigh (kinds bounded by bytes only). */
interface Memo {
  values: Map<string, { value: unknown; bytes: number }>;
  bytes: number;
}

const states = new WeakMap<Db, VersionState>();


/** The earliest date still to come among items that will turn public by themselves. */
function nextPublicDate(db: Db): number {
  const at = nowIso();
  let next = Infinity;
  for (const { table, date } of Object.values(PUBLIC_TABLES)) {
    const row = db
      .select({ first: min(date) })
      .from(table as typeof articles)
      .where(and(inArray(table.status, PUBLIC_STATUSES), gt(date, at)))
      .get();
    if (row?.first) next = Math.min(next, Date.parse(row.first as string));
  }
  return next;
}

function state(db: Db): VersionState {
  let s = states.get(db);
  if (!s) {
    const statement = db.$client.prepare('SELECT version FROM public_version WHERE id = 1').pluck();
    const ownChanges = db.$client.prepare('SELECT total_changes()').pluck();
    // Each read opens a WAL read transaction (~8 µs, the dearest part of a cached answer). Requests
    // handled in one turn of the event loop arrived together, so they share one read; a write made
    // by another connection in that same turn is concurrent with them, and the next turn sees it.
    // A write on this connection (total_changes() moves: 0.1 µs to ask) is seen at once.
    let last: number | null = null;
    let changesAtLast = -1;
    const readThisTurn = () => {
      const changes = ownChanges.get() as number;
      if (last === null || changes !== changesAtLast) {
        if (last === null) setImmediate(() => (last = null));
        last = statement.get() as number;
        changesAtLast = changes;
      }
      return last;
    };
    s = { stored: readThisTurn(), version: 1, nextDate: nextPublicDate(db), readThisTurn, memo: new Map() };
    states.set(db, s);
    return s;
  }
  const stored = s.readThisTurn();
  if (stored !== s.stored || s.nextDate <= now()) {
    s.stored = stored;
    s.version++;
    s.nextDate = nextPublicDate(db);
    s.memo.clear();
  }
  return s;
}

/** The current version of the public content of `db` (a number that only grows). */
export const publicVersion = (db: Db): number => state(db).version;

/**
 * How many values each kind of memo keeps: list totals are a number each; details are whole items
 * (an article with its body is up to ~200 KB at the body's limit), so they are bounded by weight
 * too: at most 300 of them and 8 MB (weighed as their text: `weigh`). Over a bound the oldest go first.
 */
const MEMO_LIMITS = { count: 2_000, detail: 300, site: 10 } as const;
const MEMO_BYTES: Partial<Record<MemoKind, number>> = { detail: 8 * 1024 * 1024 };
type MemoKind = keyof typeof MEMO_LIMITS;

/**
 * About what `value` holds in memory, in bytes: its strings' characters (two bytes each, as V8
 * keeps any text beyond Latin-1) and 16 bytes per property or element. A walk, not JSON.stringify:
 * a detail is built on the first view after each public change, and weighing it must cost little.
 */
function weigh(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (value === null || typeof value !== 'object' || depth > 8) return 16;
  let bytes = 16;
  if (Array.isArray(value)) for (const v of value) bytes += weigh(v, depth + 1);
  else for (const key in value) bytes += 16 + weigh((value as Record<string, unknown>)[key], depth + 1);
  return bytes;
}

/**
 * `compute()` once per public version: for values that only a public-content write can change,
 * such as the total count of a filtered list (no count query on every page of a 100,000-row table)
 * or a detail's item without its live counters, or the site's settings and categories (server/modules/site).
 */
export function memoByVersion<T>(db: Db, kind: MemoKind, key: string, compute: () => T): T {
  const s = state(db);
  let memo = s.memo.get(kind);
  if (!memo) s.memo.set(kind, (memo = { values: new Map(), bytes: 0 }));
  const kept = memo.values.get(key);
  if (kept) return kept.value as T;
  const value = compute();
  const maxBytes = MEMO_BYTES[kind];
  const bytes = maxBytes === undefined ? 0 : weigh(value);
  // A value heavier than the whole bound is answered, never kept.
  if (maxBytes !== undefined && bytes > maxBytes) return value;
  memo.values.set(key, { value, bytes });
  memo.bytes += bytes;
  for (const [oldest, entry] of memo.values) {
    if (memo.values.size <= MEMO_LIMITS[kind] && (maxBytes === undefined || memo.bytes <= maxBytes)) break;
    memo.values.delete(oldest);
    memo.bytes -= entry.bytes;
  }
  return value;
}

/** How many values and bytes a kind of memo keeps now (the bound's test). */
export function memoSize(db: Db, kind: MemoKind): { values: number; bytes: number } {
  const memo = state(db).memo.get(kind);
  return { values: memo?.values.size ?? 0, bytes: memo?.bytes ?? 0 };
}
