/**
 * Autosave (PUT /api/<type>/{id}/autosave): what the editor sends after a few seconds of idle
 * typing and when its tab is hidden or closed. It never publishes anything:
 *
 * - a draft is saved itself, by the draft rules (a title is enough), its status kept whatever the
 *   body says, and its revision kept like any save's (folded with the author's recent ones);
 * - an item that is not a draft (published, scheduled, in review) keeps what readers see until
 *   the writer presses Update: the changes go to the writer's working copy of it, one per person
 *   and item, merged field by field onto the last one (content_working_copies). The editor offers
 *   it back when that person opens the item again; their next save of the item drops it.
 *
 * Both name the version the changes started from, like a save: an autosave on an older version is
 * refused (409 with the current item) and the editor shows the two versions side by side.
 */
import { nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { dropWorkingCopy, findWorkingCopy, writeWorkingCopy } from './autosave-repository.ts';
import { assertMayChange } from './editorial.ts';
import { definedOnly } from './partial-update.ts';
import type { Fields } from './revisions-repository.ts';
import { lastSave, type Actor, type EditableItem, type EditableType, type SaveContext } from './revisions.ts';
import { matchesVersion, staleVersion, type ExpectedVersion } from './versions.ts';

/** A content type as autosave uses it: its save (the same as PUT's, with a context). */
export interface SavableType<Item extends EditableItem> extends EditableType<Item> {
  update(db: Db, id: string, body: Fields, ctx: SaveContext): Item;
}

export interface AutosaveResult {
  /** Where the changes went: the draft itself, or the writer's working copy of a published item. */
  target: 'item' | 'working_copy';
  /** The item's version: the draft's new one, or the one a working copy builds on. */
  version: number;
  saved_at: string;
}

/** Body fields an autosave never takes: the state (status) and the version (a header's job here too). */
function changesOf(body: Fields): Fields {
  const { status: _status, version: _version, ...changes } = definedOnly(body);
  return changes;
}

export function autosave<Item extends EditableItem>(
  db: Db,
  spec: SavableType<Item>,
  id: string,
  body: Fields,
  ctx: { actor: Actor; expected?: ExpectedVersion },
): AutosaveResult {
  const changes = changesOf(body);
  const item = spec.find(db, id);
  if (!item) throw notFound(spec.notFoundMessage);
  // A working copy is a change too: a contributor keeps one only of their own unpublished item.
  assertMayChange(db, ctx.actor, item);
  if (item.status === 'draft') {
    const saved = spec.update(db, id, { ...changes, status: 'draft' }, { ...ctx, autosave: true });
    return { target: 'item', version: saved.version, saved_at: saved.updated_at };
  }
  return inTransaction(db, (tx) => {
    const current = spec.find(tx, id)!;
    if (!matchesVersion(ctx.expected, current.version)) throw staleVersion(spec.noun, current, lastSave(tx, id));
    const copy = findWorkingCopy(tx, id, ctx.actor.id);
    // Merged onto the last copy (a copy that started from an older version starts again from the item).
    const base = copy && copy.baseVersion === current.version ? copy.fields : spec.fieldsOf(current);
    const savedAt = nowIso();
    writeWorkingCopy(tx, id, ctx.actor.id, { fields: { ...base, ...changes }, baseVersion: current.version, savedAt });
    return { target: 'working_copy' as const, version: current.version, saved_at: savedAt };
  });
}

/** The writer's working copy of an item (null when they have none), for the editor to offer back. */
export function workingCopyOf<Item extends EditableItem>(db: Db, spec: EditableType<Item>, id: string, actor: Actor) {
  if (!spec.find(db, id)) throw notFound(spec.notFoundMessage);
  const copy = findWorkingCopy(db, id, actor.id);
  return copy ? { fields: copy.fields, base_version: copy.baseVersion, saved_at: copy.savedAt } : null;
}

/** Drops the writer's working copy (Discard in the editor); false when there was none. */
export function discardWorkingCopy<Item extends EditableItem>(db: Db, spec: EditableType<Item>, id: string, actor: Actor): boolean {
  if (!spec.find(db, id)) throw notFound(spec.notFoundMessage);
  return dropWorkingCopy(db, id, actor.id);
}
