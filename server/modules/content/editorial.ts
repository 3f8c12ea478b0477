/**
 * Who may change a content item, and where it stands in review: the same rules for the four types.
 *
 * Which member may change which item is the shared rule (shared/editorial.ts `changeRefusal`, the
 * back office reads it too): an editor or administrator any item; a contributor only an item they
 * own (they created it) while it is a draft or in review. A contributor may also only keep it a
 * draft or send it to review: publishing, scheduling and the curation flags (featured, trending,
 * editor's pick, new) are refused with 403 before anything is written, and so is a byline with
 * another author profile than their own (`assertByline`; keeping the one an editor gave is fine).
 * Items without an owner (from before owners were kept, the seed, imports) are nobody's: a
 * contributor may read them, never change them.
 *
 * The registry row (content_items) keeps the owner, when the item was submitted (the Review queue's
 * order), the note of the last send-back and who last published it. `savedWithHistory` and
 * `createdWithHistory` (revisions.ts) call `checkSave` and `recordTransition` on every save, whatever
 * the route; the staff routes call `checkRequest` on the body first, so a refused save is refused
 * before the type's own rules look at it.
 */
import { eq } from 'drizzle-orm';
import { changeRefusal, CONTRIBUTOR_STATUSES, ownWorkOnly, type ChangeRefusal } from '../../../shared/editorial.ts';
import type { StaffRole } from '../../../shared/roles.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { contentItems } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';

/** The staff member making a change (from the session); without a role (scripts, imports), no rule applies. */
export interface EditorialActor {
  id: string;
  role?: StaffRole;
}

/** Item fields that place it on the site: curation, an editor's call. */
const CURATION_FIELDS = ['featured', 'trending', 'editors_pick', 'is_new'] as const;

const REFUSALS: Record<ChangeRefusal, string> = {
  'not-yours': 'Contributors can change only their own items',
  'handed-over': 'This item is no longer a draft: an editor looks after it now',
};

const EDITORIAL_MESSAGES = {
  byline: 'Contributors sign their items with their own author profile: an editor can change the byline',
  profile: 'You can edit only your own author profile',
  status: 'Contributors cannot publish or schedule: submit the item for review instead',
  curation: 'Contributors cannot feature or promote items: an editor decides that',
} as const;

type Values = { status?: unknown } & Partial<Record<(typeof CURATION_FIELDS)[number], unknown>>;

/** Whether the actor is held to the contributor's rules (a signed-in member without `publish`). */
const isRestricted = (actor: EditorialActor | undefined): actor is EditorialActor & { role: StaffRole } =>
  actor?.role !== undefined && ownWorkOnly(actor.role);

/** The registry row's editorial columns, or undefined for an unknown id. */
function editorialRow(db: Db, id: string) {
  return db.select().from(contentItems).where(eq(contentItems.id, id)).get();
}

/** 403 unless the actor may change this item as it stands (a contributor: theirs, draft or in review). */
export function assertMayChange(db: Db, actor: EditorialActor | undefined, item: { id: string; status: string }): void {
  if (!isRestricted(actor)) return;
  const refusal = changeRefusal(actor.role, { mine: editorialRow(db, item.id)?.ownerId === actor.id, status: item.status });
  if (refusal) throw forbidden(REFUSALS[refusal]);
}

/** 403 when the values a restricted actor asks for (or a save produced) publish, schedule or curate. */
function assertValues(actor: EditorialActor | undefined, before: Values | null, values: Values): void {
  if (!isRestricted(actor)) return;
  if (values.status !== undefined && !(CONTRIBUTOR_STATUSES as readonly string[]).includes(String(values.status))) throw forbidden(EDITORIAL_MESSAGES.status);
  if (CURATION_FIELDS.some((f) => values[f] === true && before?.[f] !== true)) throw forbidden(EDITORIAL_MESSAGES.curation);
}

/**
 * Why a restricted actor may not put this author profile on their item (null: they may): it must
 * be their own profile, or the one the item has now (an editor's choice, kept) as long as the save
 * does not change that profile's bio or portrait (`editsProfile`: an older client's name-only save
 * may). The article's byline (the only type that carries an author) asks, in the save's transaction.
 */
export function bylineRefusal(actor: EditorialActor | undefined, chosen: { id: string; userId: string | null }, current: { id: string } | undefined, editsProfile: boolean): string | null {
  if (!isRestricted(actor) || chosen.userId === actor.id) return null;
  if (chosen.id !== current?.id) return EDITORIAL_MESSAGES.byline;
  return editsProfile ? EDITORIAL_MESSAGES.profile : null;
}

/** 403 when `bylineRefusal` refuses. */
export function assertByline(...args: Parameters<typeof bylineRefusal>): void {
  const refusal = bylineRefusal(...args);
  if (refusal) throw forbidden(refusal);
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
