/**
 * Opening one public item (an API detail route, or a server-rendered detail page): its view is
 * counted under view-window.ts's rule, the item is built once per public version, and the answer
 * carries its exact live counters. The same for every content type; each type's public.ts gives
 * how its item is built.
 */
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { withEngagement, type Engagement } from './engagement.ts';
import { memoByVersion } from './public-version.ts';
import { bufferView, waitingViews } from './view-buffer.ts';
import { VIEWS, type Counter, type ViewedKind } from './view-counters.ts';
import { countOnce, type Viewer } from './view-window.ts';

/** The counter after this viewer's view: added to when it counts (view-window.ts), else just read. */
export function countedOnce(db: Db, kind: ViewedKind | 'play', id: string, viewer: Viewer, counter: Counter): number | undefined {
  let value: number | undefined;
  countOnce(db, kind, id, viewer, () => (value = counter.add(db, id)) !== undefined);
  return value ?? counter.read(db, id);
}

/**
 * Opening an item counts one view first (once per viewer per window: view-window.ts), so the
 * answer carries the count including it. An id that is no UUID, unknown or not public answers 404
 * with `message`.
 *
 * The item itself (body, gallery, mapping: the dear part) is built once per public version and
 * kept (memoByVersion: dropped when public content changes); its live counters are read on every
 * request, so every answer is exact: views (this one included, and cached-page views not written
 * yet: view-buffer.ts), likes and comments.
 */
export function opened<Item extends { id: string; views: number }>(
  db: Db,
  kind: ViewedKind,
  id: string,
  viewer: Viewer,
  build: (db: Db, id: string) => Item | undefined,
  message: string,
): Item & Engagement {
  const views = isUuid(id) ? countedOnce(db, kind, id, viewer, VIEWS[kind]) : undefined;
  const item = views === undefined ? undefined : memoByVersion(db, 'detail', `${kind} ${id}`, () => build(db, id));
  if (views === undefined || !item) throw notFound(message);
  return withEngagement(db, [{ ...item, views: views + waitingViews(db, id) }])[0];
}

/** Counts one view of a public item whose page came from the cache (batched: view-buffer.ts), under the same rule. */
export function countView(db: Db, kind: ViewedKind, id: string, viewer: Viewer): void {
  if (isUuid(id)) countOnce(db, kind, id, viewer, () => (bufferView(db, kind, id), true));
}

/** Maps one public row (or none) to its API item. */
export const one =
  <Row, Item>(find: (db: Db, id: string) => Row | undefined, toItem: (row: Row) => Item) =>
  (db: Db, id: string): Item | undefined => {
    const row = find(db, id);
    return row && toItem(row);
  };
