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
  memo: Map<string, Map<string, unknown>>;
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
 * (an article with its body is up to ~50 KB), so at most a few hundred of them, about 15 MB.
 */
const MEMO_LIMITS = { count: 2_000, detail: 300, site: 10 } as const;
type MemoKind = keyof typeof MEMO_LIMITS;

/**
 * `compute()` once per public version: for values that only a public-content write can change,
 * such as the total count of a filtered list (no count query on every page of a 100,000-row table)
 * or a detail's item without its live counters, or the site's settings and categories (server/modules/site).
 */
export function memoByVersion<T>(db: Db, kind: MemoKind, key: string, compute: () => T): T {
  const s = state(db);
  let memo = s.memo.get(kind);
  if (!memo) s.memo.set(kind, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  if (memo.size >= MEMO_LIMITS[kind]) memo.clear(); // bounded: many distinct keys just recompute
  memo.set(key, value);
  return value;
}
