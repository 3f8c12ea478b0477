/**
 * Who may change a content item, and where it stands in review: the same rules for the four types.
 *
 * An editor or administrator (the `publish` capability, shared/roles.ts) may change any item. A
 * contributor may change only an item they own (they created it) while it is a draft or in review,
 * and may only keep it a draft or send it to review: publishing, scheduling and the curation flags
 * (featured, trending, editor's pick, new) are refused with 403 before anything is written. Items
 * without an owner (from before owners were kept, the seed, imports) are nobody's: a contributor
 * may read them, never change them.
 *
 * The registry row (content_items) keeps the owner, when the item was submitted (the Review queue's
 * order), the note of the last send-back and who last published it. `savedWithHistory` and
 * `createdWithHistory` (revisions.ts) call `checkSave` and `recordTransition` on every save, whatever
 * the route; the staff routes call `checkRequest` on the body first, so a refused save is refused
 * before the type's own rules look at it.
 */
import { eq } from 'drizzle-orm';
import { can, type StaffRole } from '../../../shared/roles.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { contentItems } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';

/** The staff member making a change (from the session); without a role (scripts, imports), no rule applies. */
export interface EditorialActor {
  id: string;
  role?: StaffRole;
}

/** The statuses a contributor may give their item, and those in which it is still theirs to change. */
const CONTRIBUTOR_STATUSES: readonly string[] = ['draft', 'review'];
/** Item fields that place it on the site: curation, an editor's call. */
const CURATION_FIELDS = ['featured', 'trending', 'editors_pick', 'is_new'] as const;

const EDITORIAL_MESSAGES = {
  notYours: 'Contributors can change only their own items',
  notDraft: 'This item is no longer a draft: an editor looks after it now',
  status: 'Contributors cannot publish or schedule: submit the item for review instead',
  curation: 'Contributors cannot feature or promote items: an editor decides that',
} as const;

type Values = { status?: unknown } & Partial<Record<(typeof CURATION_FIELDS)[number], unknown>>;

/** Whether the actor is held to the contributor's rules (a signed-in member without `publish`). */
const isRestricted = (actor: EditorialActor | undefined): actor is EditorialActor & { role: StaffRole } =>
  actor?.role !== undefined && !can(actor.role, 'publish');

/** The registry row's editorial columns, or undefined for an unknown id. */
function editorialRow(db: Db, id: string) {
  return db.select().from(contentItems).where(eq(contentItems.id, id)).get();
}

/** 403 unless the actor may change this item as it stands (a contributor: theirs, draft or in review). */
export function assertMayChange(db: Db, actor: EditorialActor | undefined, item: { id: string; status: string }): void {
  if (!isRestricted(actor)) return;
  if (editorialRow(db, item.id)?.ownerId !== actor.id) throw forbidden(EDITORIAL_MESSAGES.notYours);
  if (!CONTRIBUTOR_STATUSES.includes(item.status)) throw forbidden(EDITORIAL_MESSAGES.notDraft);
}

/** 403 when the values a restricted actor asks for (or a save produced) publish, schedule or curate. */
function assertValues(actor: EditorialActor | undefined, before: Values | null, values: Values): void {
  if (!isRestricted(actor)) return;
  if (values.status !== undefined && !CONTRIBUTOR_STATUSES.includes(String(values.status))) throw forbidden(EDITORIAL_MESSAGES.status);
  if (CURATION_FIELDS.some((f) => values[f] === true && before?.[f] !== true)) throw forbidden(EDITORIAL_MESSAGES.curation);
}

/**
 * A staff route's check of a save before it runs: the item as it stands (null for a create) and the
 * body asked for. The same rules run again on the saved result (`checkSave`), whatever the route.
 */
export function checkRequest(db: Db, actor: EditorialActor, before: ({ id: string; status: string } & Values) | null, body: Values): void {
  if (before) assertMayChange(db, actor, before);
  assertValues(actor, before, body);
}

/** A save's result checked against the item before it (in the save's transaction: a refusal writes nothing). */
export function checkSave(actor: EditorialActor | undefined, before: Values | null, after: Values): void {
  assertValues(actor, before, after);
}

/**
 * What a save's change of status means for the registry row: a new item is its creator's; going
 * into review stamps the submission (and clears the last send-back's note: it was answered);
 * leaving review ends it; publishing or scheduling names who did.
 */
export function recordTransition(db: Db, actor: EditorialActor | undefined, id: string, before: string | null, after: string): void {
  const at = nowIso();
  const changes: Partial<typeof contentItems.$inferInsert> = {};
  if (before === null && actor) changes.ownerId = actor.id;
  if (after === 'review' && before !== 'review') Object.assign(changes, { submittedAt: at, submittedBy: actor?.id ?? null, reviewNote: null, reviewNoteAt: null, reviewNoteBy: null });
  if (after !== 'review' && before === 'review') changes.submittedAt = null;
  if ((after === 'published' || after === 'scheduled') && before !== after) changes.publishedBy = actor?.id ?? null;
  if (Object.keys(changes).length) db.update(contentItems).set(changes).where(eq(contentItems.id, id)).run();
}

/** Keeps a send-back's note on the item (after the save that returned it to draft, in its transaction). */
export function recordSendBack(db: Db, actor: EditorialActor, id: string, note: string): void {
  db.update(contentItems).set({ reviewNote: note, reviewNoteAt: nowIso(), reviewNoteBy: actor.id }).where(eq(contentItems.id, id)).run();
}
