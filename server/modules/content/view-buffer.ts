/**
 * Views of pages answered from the response cache, written in batches: a spike on one story would
 * otherwise be one write transaction per reader (a quarter of a millisecond each, the whole cost
 * of a cached page). Views are added up per item and written once a second in one transaction, and
 * when the server closes. Nothing is lost but on a crash: at most the last second's cached-page views.
 * Answers that carry a view count add the views still waiting (`waitingViews`), so the count a
 * reader sees is exact; staff screens and the dashboard may lag by that second.
 */
import { inTransaction, type Db } from '../../db/client.ts';
import { VIEWS, type ViewedKind } from './view-counters.ts';

const FLUSH_EVERY_MS = 1_000;

interface Buffer {
  waiting: Map<string, { kind: ViewedKind; n: number }>;
  timer: NodeJS.Timeout | null;
}

const buffers = new WeakMap<Db, Buffer>();

function bufferOf(db: Db): Buffer {
  let b = buffers.get(db);
  if (!b) buffers.set(db, (b = { waiting: new Map(), timer: null }));
  return b;
}

/** One view of item `id`, written within a second. */
export function bufferView(db: Db, kind: ViewedKind, id: string): void {
  const b = bufferOf(db);
  const entry = b.waiting.get(id);
  if (entry) entry.n++;
  else b.waiting.set(id, { kind, n: 1 });
  if (!b.timer) b.timer = setTimeout(() => flushViews(db), FLUSH_EVERY_MS).unref();
}

/** Views of `id` counted but not written yet. */
export const waitingViews = (db: Db, id: string): number => buffers.get(db)?.waiting.get(id)?.n ?? 0;

/** Writes every waiting view now (the timer, and the server's close). */
export function flushViews(db: Db): void {
  const b = buffers.get(db);
  if (!b) return;
  if (b.timer) clearTimeout(b.timer);
  b.timer = null;
  if (b.waiting.size === 0) return;
  const batch = [...b.waiting];
  b.waiting.clear();
  inTransaction(db, () => {
    for (const [id, { kind, n }] of batch) VIEWS[kind].add(db, id, n);
  });
}
