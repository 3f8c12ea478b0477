/**
 * Revisions: every save of a content item keeps what the item then holds, so nothing written is ever
 * lost and any earlier text can be compared and brought back. Each content type says how its item
 * reads as the fields of its save body (`EditableType.fieldsOf`, in its module); this file is the
 * rest, the same for every type:
 *
 * - `savedWithHistory` runs a save in one transaction with what every save does: the version
 *   check (versions.ts: 409 on an older version), the write, the revision, and the saver's working
 *   copy dropped (autosave.ts: their changes are the item's now).
 * - Saves by one author within FOLD_WINDOW_MS of a revision's first save share that revision
 *   (autosaves every few seconds would otherwise keep hundreds); a change of status (publish,
 *   schedule, send to review, unpublish) and a restore always start one. A save that changed
 *   nothing keeps none.
 * - An item saved for the first time since revisions were kept (created before them, or written
 *   by a script) first gets an 'original' revision of what it held, so that text is kept too.
 * - Each revision names the fields that differ from the revision before it.
 *
 * Old revisions are thinned out by revisions-retention.ts, in the background.
 */
import type { ContentType } from '../../../shared/constants.ts';
import type { StaffRole } from '../../../shared/roles.ts';
import { now, nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { dropWorkingCopy } from './autosave-repository.ts';
import { assertMayChange, checkSave, recordTransition } from './editorial.ts';
import {
  findRevision,
  foldIntoRevision,
  insertRevision,
  listRevisions,
  newestRevision,
  revisionBefore,
  unpackFields,
  type Fields,
  type RevisionHead,
  type RevisionKind,
  type RevisionRow,
} from './revisions-repository.ts';
import { matchesVersion, staleVersion, type ExpectedVersion, type LastSave } from './versions.ts';

/** Saves by one author within this time of a revision's first save share that revision. */
const FOLD_WINDOW_MS = 5 * 60_000;

/** What every staff item has that revisions and versions read. */
export interface EditableItem {
  id: string;
  status: string;
  version: number;
  updated_at: string;
}

/** One content type as revisions see it (each type's module gives its own: articles/editing.ts, ...). */
export interface EditableType<Item extends EditableItem> {
  type: ContentType;
  /** How messages name one item: 'article', 'video', 'TV episode', 'podcast episode'. */
  noun: string;
  notFoundMessage: string;
  find(db: Db, id: string): Item | undefined;
  /** The item's editable fields, named and shaped as its save body takes them (a PUT of them changes nothing). */
  fieldsOf(item: Item): Fields;
}

/** The staff member saving (from the session); their role decides what they may change (editorial.ts). */
export interface Actor {
  id: string;
  name: string;
  role?: StaffRole;
}

/** What a save says of itself beyond its body. */
export interface SaveContext {
  actor?: Actor;
  /** The version the save started from (If-Match or the body's `version`); unchecked when absent. */
  expected?: ExpectedVersion;
  /** An autosave (the revision says so; a manual save folded into it makes it a save). */
  autosave?: boolean;
  /** The number of the revision a restore brings back. */
  restoredFrom?: number;
}

/** The fields whose values differ between two revisions' fields (all of `b`'s without `a`). */
export function changedFields(a: Fields | null, b: Fields): string[] {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a?.[k] ?? null) !== JSON.stringify(b[k] ?? null));
}

/** What a save did, read from the status before and after it. */
function kindOf(before: string | null, after: string, ctx: SaveContext): RevisionKind {
  if (ctx.restoredFrom !== undefined) return 'restore';
  if (before === null) return 'create';
  if (before !== after) {
    if (after === 'published') return 'publish';
    if (after === 'scheduled') return 'schedule';
    if (after === 'review') return 'review';
    if (before === 'published' || before === 'scheduled') return 'unpublish';
  }
  return ctx.autosave ? 'autosave' : 'save';
}

const FOLDABLE: RevisionKind[] = ['save', 'autosave'];

function canFold(prev: RevisionRow, kind: RevisionKind, status: string, actor: Actor | undefined): boolean {
  return (
    FOLDABLE.includes(kind) &&
    FOLDABLE.includes(prev.kind) &&
    prev.status === status &&
    actor !== undefined &&
    prev.authorId === actor.id &&
    now() - Date.parse(prev.createdAt) < FOLD_WINDOW_MS
  );
}

/** Keeps the revision a save (or a create: `before` null) left, folded into the newest one when it may be. */
function recordSave<Item extends EditableItem>(db: Db, spec: EditableType<Item>, before: Item | null, after: Item, ctx: SaveContext): void {
  const at = nowIso();
  let prev = newestRevision(db, after.id);
  if (before && !prev) {
    // The first save since revisions were kept: what the item held before it is kept first.
    prev = insertRevision(db, {
      itemId: after.id,
      authorId: null,
      authorName: '',
      kind: 'original',
      status: before.status,
      version: before.version,
      fields: spec.fieldsOf(before),
      changed: [],
      at: before.updated_at,
    });
  }
  const fields = spec.fieldsOf(after);
  const kind = kindOf(before?.status ?? null, after.status, ctx);
  const author = { authorId: ctx.actor?.id ?? null, authorName: ctx.actor?.name ?? '' };
  if (prev && canFold(prev, kind, after.status, ctx.actor)) {
    const base = revisionBefore(db, after.id, prev.number);
    const kept = prev.kind === 'save' || kind === 'save' ? 'save' : 'autosave';
    foldIntoRevision(db, prev.id, { kind: kept, status: after.status, version: after.version, fields, changed: changedFields(base ? unpackFields(base.fields) : null, fields), at });
    return;
  }
  const changed = changedFields(prev ? unpackFields(prev.fields) : null, fields);
  if (prev && changed.length === 0 && FOLDABLE.includes(kind)) return;
  insertRevision(db, { itemId: after.id, ...author, kind, status: after.status, version: after.version, fields, changed, restoredFrom: ctx.restoredFrom ?? null, at });
}

/** Who saved an item last, and when (for the 409 of a save that started before it). */
export function lastSave(db: Db, itemId: string): LastSave | undefined {
  const newest = newestRevision(db, itemId);
  return newest && { by: newest.authorName || null, at: newest.updatedAt };
}

/**
 * Runs the save `write` of item `id` (it writes the row and answers the item as saved) in one
 * transaction with the saver's rights (editorial.ts), the version check, the revision, the review
 * state and the saver's working copy dropped. The item
 * before the save is given to `write`: its checks and merges start from it.
 */
export function savedWithHistory<Item extends EditableItem>(
  db: Db,
  spec: EditableType<Item>,
  id: string,
  ctx: SaveContext,
  write: (tx: Db, before: Item) => Item,
): Item {
  return inTransaction(db, (tx) => {
    const before = spec.find(tx, id);
    if (!before) throw notFound(spec.notFoundMessage);
    assertMayChange(tx, ctx.actor, before);
    if (!matchesVersion(ctx.expected, before.version)) throw staleVersion(spec.noun, before, lastSave(tx, id));
    const after = write(tx, before);
    checkSave(ctx.actor, before, after);
    recordSave(tx, spec, before, after, ctx);
    recordTransition(tx, ctx.actor, id, before.status, after.status);
    // A hook for the audit log (publish, schedule, unpublish and restore are the state changes
    // it records): `kind` of the revision just written says which, `ctx.actor` who.
    if (ctx.actor) dropWorkingCopy(tx, id, ctx.actor.id);
    return after;
  });
}

/** A created item's first revision, in the transaction that created it. */
export function createdWithHistory<Item extends EditableItem>(db: Db, spec: EditableType<Item>, ctx: SaveContext, create: (tx: Db) => Item): Item {
  return inTransaction(db, (tx) => {
    const item = create(tx);
    checkSave(ctx.actor, null, item);
    recordSave(tx, spec, null, item, ctx);
    recordTransition(tx, ctx.actor, item.id, null, item.status);
    return item;
  });
}

// ---------------------------------------------------------------------------------------------
// Reading, for the editor's revision list and comparisons

/** A revision as the API lists it (shared/api/editing.ts RevisionSummary). */
function summaryOf(row: RevisionHead) {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    version: row.version,
    author: { id: row.authorId, name: row.authorName },
    changed: JSON.parse(row.changed) as string[],
    saves: row.saves,
    restored_from: row.restoredFrom,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

function existing<Item extends EditableItem>(db: Db, spec: EditableType<Item>, id: string): Item {
  const item = spec.find(db, id);
  if (!item) throw notFound(spec.notFoundMessage);
  return item;
}

/** An item's revisions, newest first, a page at a time. */
export function itemRevisions<Item extends EditableItem>(db: Db, spec: EditableType<Item>, id: string, query: { page?: number; limit?: number }) {
  existing(db, spec, id);
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  const { rows, total } = listRevisions(db, id, { limit, offset: (page - 1) * limit });
  return { data: rows.map(summaryOf), pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
}

/** One revision with the fields it keeps; 404 for an unknown item or a revision of another item. */
export function itemRevision<Item extends EditableItem>(db: Db, spec: EditableType<Item>, id: string, rev: string) {
  existing(db, spec, id);
  const row = isUuid(rev) ? findRevision(db, id, rev) : undefined;
  if (!row) throw notFound('Revision not found');
  const { fields, ...head } = row;
  return { ...summaryOf(head), fields: unpackFields(fields) };
}

/**
 * The fields a restore keeps as the item has them: its state (status, date) and its place on the
 * site (featured, trending, editor's pick, new, comments), so that bringing back an earlier text
 * neither publishes nor unpublishes nor moves anything.
 */
const KEPT_ON_RESTORE = ['status', 'publish_date', 'upload_date', 'featured', 'trending', 'editors_pick', 'is_new', 'allow_comments'];

/** The body that brings revision `rev`'s text back (saved by the type's update, a new revision itself). */
export function restoreBody<Item extends EditableItem>(db: Db, spec: EditableType<Item>, id: string, rev: string): { body: Fields; number: number } {
  const revision = itemRevision(db, spec, id, rev);
  const body = Object.fromEntries(Object.entries(revision.fields).filter(([k]) => !KEPT_ON_RESTORE.includes(k)));
  return { body, number: revision.number };
}
