/**
 * The trash: a delete moves the thing here for TRASH_DAYS (30) days, where staff can restore it
 * with everything it had, and administrators (or the background job, cleanup-job.ts) empty it for
 * good, naming what that destroys first.
 *
 * Each kind of thing (an article, a comment, an upload, a season...) says how it leaves the site,
 * comes back and is destroyed (`TrashKind`); its module holds that part (articles/trash.ts,
 * comments/trash.ts, ...), and this file the rest: the trash rows, who deleted what and when, the
 * groups (a season goes with its episodes and comes back with them), the places on the homepage an
 * item held (offered back on restore, never taken back silently), the list and what emptying loses.
 * Kinds whose files live on disk (uploads) move them after the rows are written.
 */
import { can, type StaffRole } from '../../../shared/roles.ts';
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { HeldPlace, Place, TrashEntry, TrashRef } from '../../../shared/api/trash.ts';
import { TRASH_DAYS, type TrashType } from '../../../shared/constants.ts';
import { formatBytes, countOf } from '../../../shared/words.ts';
import { now, nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { trash } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { pageOffset, pagination, type Page } from '../../lib/pagination.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TRASH_MS = TRASH_DAYS * DAY_MS;

type TrashRow = typeof trash.$inferSelect;

/** Who is deleting, restoring or emptying (the signed-in staff member). */
export interface TrashActor {
  id: string;
  name: string;
  role: StaffRole;
}

/** What emptying something destroys, counted so that a whole trash adds up. */
export interface Losses {
  /** Things named one by one: 'the comment by Amina'. */
  named: string[];
  episodes: number;
  comments: number;
  likes: number;
  views: number;
  downloads: number;
  files: { name: string; size: number }[];
}

export const noLosses = (): Losses => ({ named: [], episodes: 0, comments: 0, likes: 0, views: 0, downloads: 0, files: [] });

function addLosses(into: Losses, more: Losses): Losses {
  into.named.push(...more.named);
  into.episodes += more.episodes;
  into.comments += more.comments;
  into.likes += more.likes;
  into.views += more.views;
  into.downloads += more.downloads;
  into.files.push(...more.files);
  return into;
}

/** As the screens say it: '3 comments', '12 likes', '1,204 views counted', 'the file hero.jpg (2.1 MB)'; what is zero is left out. */
function describeLosses(l: Losses): string[] {
  const counted: [number, string][] = [
    [l.episodes, 'episode'],
    [l.comments, 'comment'],
    [l.likes, 'like'],
  ];
  const tallies: [number, string][] = [
    [l.views, 'view'],
    [l.downloads, 'download'],
  ];
  const files =
    l.files.length === 1
      ? [`the file ${l.files[0].name} (${formatBytes(l.files[0].size)})`]
      : l.files.length > 1
        ? [`${countOf(l.files.length, 'file')} (${formatBytes(l.files.reduce((n, f) => n + f.size, 0))})`]
        : [];
  return [
    ...l.named,
    ...counted.filter(([n]) => n > 0).map(([n, noun]) => countOf(n, noun)),
    ...tallies.filter(([n]) => n > 0).map(([n, noun]) => `${countOf(n, noun)} counted`),
    ...files,
  ];
}

/** A homepage place as a kind reports it; the trash adds which item held it. */
export type PlaceHeld = Omit<HeldPlace, keyof TrashRef>;

/**
 * How one kind of thing goes to the trash and comes back. `R` is what restoring needs, stored
 * with the trash row as JSON. `take`, `putBack` and `destroy` run inside the transaction that
 * writes the trash rows; `files` (uploads) runs after it.
 */
export interface TrashKind<R = unknown> {
  type: TrashType;
  /** How messages name one: 'Article' ('Article moved to the trash'). */
  label: string;
  /** Takes the thing off the site; undefined when there is no such thing (or it is in the trash already). */
  take(tx: Db, id: string): { title: string; restore: R } | undefined;
  /** What goes to the trash with it (a season's episodes): trashed by their own kind, restored and emptied with it. */
  members?: { kind: TrashKind; ids(tx: Db, id: string): string[] };
  /** Puts it back as it was before `take`; throws (409) when it cannot come back. */
  putBack(tx: Db, id: string, restore: R): void;
  /** Deletes it for good, with everything attached to it. */
  destroy(tx: Db, id: string, restore: R): void;
  /** What emptying it destroys. */
  losses(db: Db, id: string, restore: R): Losses;
  /** A line more for the Trash screen (the item a comment was on, an upload's file). */
  detail?(db: Db, id: string, restore: R): string;
  /** The homepage places it held (from `restore`), with who holds them now. */
  held?(db: Db, restore: R): PlaceHeld[];
  /** Puts the item back in places it held (the restore's one-click follow-up). */
  placeBack?(db: Db, id: string, places: Place[], dataDir: string): void | Promise<void>;
  /** Its files on disk: moved out of what the site serves, back, or deleted. Missing files are no error. */
  files?: {
    take(dataDir: string, restore: R): Promise<void>;
    putBack(dataDir: string, restore: R): Promise<void>;
    destroy(dataDir: string, restore: R): Promise<void>;
  };
}

/** Every kind, by the type the API names it with. */
export type TrashKinds = Partial<Record<TrashType, TrashKind>>;

const restoreOf = (row: TrashRow): unknown => JSON.parse(row.restore);

function kindOf(kinds: TrashKinds, type: TrashType): TrashKind {
  const kind = kinds[type];
  if (!kind) throw notFound('Nothing of this type is kept in the trash');
  return kind;
}

function findRow(db: Db, type: TrashType, id: string): TrashRow | undefined {
  return db.select().from(trash).where(and(eq(trash.type, type), eq(trash.itemId, id))).get();
}

const membersOf = (db: Db, owner: TrashRow): TrashRow[] =>
  db.select().from(trash).where(eq(trash.groupId, owner.itemId)).orderBy(asc(trash.title)).all();

/** The entry an entry belongs to: itself, or the season or series it went to the trash with. */
function ownerOf(db: Db, row: TrashRow): TrashRow {
  if (!row.groupId) return row;
  return db.select().from(trash).where(and(eq(trash.itemId, row.groupId), isNull(trash.groupId))).get() ?? row;
}

const expiresAt = (row: TrashRow) => new Date(Date.parse(row.deletedAt) + TRASH_MS);

function entryOf(db: Db, kinds: TrashKinds, row: TrashRow): TrashEntry {
  const kind = kindOf(kinds, row.type);
  const restore = restoreOf(row);
  const members = membersOf(db, row);
  const losses = kind.losses(db, row.itemId, restore);
  for (const m of members) addLosses(losses, kindOf(kinds, m.type).losses(db, m.itemId, restoreOf(m)));
  losses.episodes += members.length;
  const expires = expiresAt(row);
  const ref = { type: row.type, id: row.itemId, title: row.title };
  return {
    ...ref,
    detail: kind.detail?.(db, row.itemId, restore) ?? '',
    deleted_at: row.deletedAt,
    deleted_by: row.deletedByName,
    expires_at: expires.toISOString(),
    days_left: Math.max(0, Math.floor((expires.getTime() - now()) / DAY_MS)),
    contains: members.map((m) => ({ type: m.type, id: m.itemId, title: m.title })),
    held: heldPlaces(db, kinds, [row, ...members]),
    will_lose: describeLosses(losses),
  };
}

function heldPlaces(db: Db, kinds: TrashKinds, rows: TrashRow[]): HeldPlace[] {
  return rows.flatMap((row) => {
    const places = kindOf(kinds, row.type).held?.(db, restoreOf(row)) ?? [];
    return places.map((p) => ({ type: row.type, id: row.itemId, title: row.title, ...p }));
  });
}

/**
 * Moves things of one kind (and what goes with each) to the trash in one transaction, recording
 * who did it; answers their entries. An id that names nothing (or something in the trash already)
 * is passed over.
 */
export async function moveAllToTrash(db: Db, kind: TrashKind, ids: string[], actor: TrashActor, dataDir = ''): Promise<TrashEntry[]> {
  const kinds: TrashKinds = { [kind.type]: kind, ...(kind.members && { [kind.members.kind.type]: kind.members.kind }) };
  const at = nowIso();
  const write = (tx: Db, k: TrashKind, itemId: string, groupId: string | null): TrashRow | undefined => {
    const taken = k.take(tx, itemId);
    if (!taken) return undefined;
    const row: TrashRow = {
      type: k.type,
      itemId,
      title: taken.title,
      groupId,
      deletedAt: at,
      deletedBy: actor.id,
      deletedByName: actor.name,
      restore: JSON.stringify(taken.restore),
    };
    tx.insert(trash).values(row).run();
    return row;
  };
  const groups = inTransaction(db, (tx) =>
    ids.flatMap((id) => {
      const own = write(tx, kind, id, null);
      if (!own) return [];
      const members = kind.members;
      const taken = members ? members.ids(tx, own.itemId).flatMap((memberId) => write(tx, members.kind, memberId, own.itemId) ?? []) : [];
      return [[own, ...taken]];
    }),
  );
  for (const row of groups.flat()) await kindOf(kinds, row.type).files?.take(dataDir, restoreOf(row));
  return groups.map(([own]) => entryOf(db, kinds, own));
}

/** Moves one thing (and what goes with it) to the trash; 404 when there is no such thing, or it is in the trash already. */
export async function moveToTrash(db: Db, kind: TrashKind, id: string, actor: TrashActor, dataDir = ''): Promise<TrashEntry> {
  const [entry] = await moveAllToTrash(db, kind, [id], actor, dataDir);
  if (!entry) throw notFound(`${kind.label} not found`);
  return entry;
}

/** One entry (with what emptying it loses); 404 when it is not in the trash. */
export function trashEntry(db: Db, kinds: TrashKinds, type: TrashType, id: string): TrashEntry {
  const row = findRow(db, type, id);
  if (!row) throw notFound('Not in the trash');
  return entryOf(db, kinds, ownerOf(db, row));
}

/**
 * The trash, newest first (what went with a season or series is listed under it), and what
 * emptying all of it would destroy.
 */
export function listTrash(db: Db, kinds: TrashKinds, query: Page & { type?: TrashType }) {
  const where = and(isNull(trash.groupId), query.type ? eq(trash.type, query.type) : undefined);
  const rows = db
    .select()
    .from(trash)
    .where(where)
    .orderBy(desc(trash.deletedAt), asc(trash.type), asc(trash.itemId))
    .limit(query.limit)
    .offset(pageOffset(query))
    .all();
  const owners = db.select().from(trash).where(where).all();
  const members = owners.length ? db.select().from(trash).where(inArray(trash.groupId, owners.map((o) => o.itemId))).all() : [];
  const everything = noLosses();
  for (const row of [...owners, ...members]) addLosses(everything, kindOf(kinds, row.type).losses(db, row.itemId, restoreOf(row)));
  everything.episodes += members.length;
  return {
    data: rows.map((row) => entryOf(db, kinds, row)),
    pagination: pagination(query.page, query.limit, owners.length),
    everything: { items: owners.length, will_lose: describeLosses(everything) },
  };
}

/**
 * Restores an entry with its group (a season and the episodes that went with it), as it was: the
 * same status, likes, comments and views. The homepage places it held are not taken back: the
 * answer names them (`held`) for the screen to offer them back (`putBackPlaces`).
 */
export async function restoreFromTrash(db: Db, kinds: TrashKinds, type: TrashType, id: string, dataDir: string): Promise<{ restored: TrashRef[]; held: HeldPlace[] }> {
  const rows = inTransaction(db, (tx) => {
    const found = findRow(tx, type, id);
    if (!found) throw notFound('Not in the trash');
    const owner = ownerOf(tx, found);
    const group = [owner, ...membersOf(tx, owner)];
    for (const row of group) {
      kindOf(kinds, row.type).putBack(tx, row.itemId, restoreOf(row));
      tx.delete(trash).where(and(eq(trash.type, row.type), eq(trash.itemId, row.itemId))).run();
    }
    return group;
  });
  for (const row of rows) await kindOf(kinds, row.type).files?.putBack(dataDir, restoreOf(row));
  return { restored: rows.map((r) => ({ type: r.type, id: r.itemId, title: r.title })), held: heldPlaces(db, kinds, rows) };
}

/** After a restore: puts the item back in (some of) the homepage places it held. */
export async function putBackPlaces(db: Db, kinds: TrashKinds, type: TrashType, id: string, places: Place[], dataDir: string): Promise<void> {
  const kind = kindOf(kinds, type);
  if (!kind.placeBack) throw conflict(`${kind.label}s hold no homepage places`);
  if (findRow(db, type, id)) throw conflict(`Restore the ${kind.label.toLowerCase()} from the trash first`);
  await kind.placeBack(db, id, places, dataDir);
}

function requireAdmin(actor: TrashActor): void {
  if (!can(actor.role, 'administer')) throw forbidden('Only administrators can empty the trash');
}

/**
 * 403 unless the actor may restore this entry: anyone who may publish; a contributor only what they
 * moved to the trash themselves (their own drafts and uploads: the Undo of their delete).
 */
export function assertMayRestore(db: Db, actor: TrashActor, type: TrashType, id: string): void {
  if (can(actor.role, 'publish')) return;
  const row = findRow(db, type, id);
  if (row && row.deletedBy !== actor.id) throw forbidden('Contributors can restore only what they moved to the trash');
}

/** Deletes entries for good (each with its group), in one transaction, then their files. */
async function destroyRows(db: Db, kinds: TrashKinds, owners: TrashRow[], dataDir: string): Promise<number> {
  const rows = inTransaction(db, (tx) => {
    const gone: TrashRow[] = [];
    for (const owner of owners) {
      // Members first: a season's episodes leave before the season their rows point at.
      for (const row of [...membersOf(tx, owner), owner]) {
        kindOf(kinds, row.type).destroy(tx, row.itemId, restoreOf(row));
        tx.delete(trash).where(and(eq(trash.type, row.type), eq(trash.itemId, row.itemId))).run();
        gone.push(row);
      }
    }
    return gone;
  });
  for (const row of rows) await kindOf(kinds, row.type).files?.destroy(dataDir, restoreOf(row));
  return owners.length;
}

/** Empties one entry (with its group) for good: administrators only. */
export async function emptyFromTrash(db: Db, kinds: TrashKinds, type: TrashType, id: string, actor: TrashActor, dataDir: string): Promise<TrashRef> {
  requireAdmin(actor);
  const found = findRow(db, type, id);
  if (!found) throw notFound('Not in the trash');
  const owner = ownerOf(db, found);
  await destroyRows(db, kinds, [owner], dataDir);
  return { type: owner.type, id: owner.itemId, title: owner.title };
}

/** Empties the whole trash for good: administrators only. Answers how many entries went. */
export async function emptyTrash(db: Db, kinds: TrashKinds, actor: TrashActor, dataDir: string): Promise<number> {
  requireAdmin(actor);
  const owners = db.select().from(trash).where(isNull(trash.groupId)).all();
  return destroyRows(db, kinds, owners, dataDir);
}

/** The background job's part: everything deleted more than TRASH_DAYS ago goes for good. */
export async function emptyExpiredTrash(db: Db, kinds: TrashKinds, dataDir: string): Promise<number> {
  const before = new Date(now() - TRASH_MS).toISOString();
  const owners = db.select().from(trash).where(and(isNull(trash.groupId), lte(trash.deletedAt, before))).all();
  return owners.length ? destroyRows(db, kinds, owners, dataDir) : 0;
}

/** What readers left on an item that emptying it destroys: its comments and likes. */
export function engagementLosses(db: Db, id: string): Losses {
  const statement = preparedOnce(db, 'trash: comments and likes of an item', () =>
    db.$client.prepare('SELECT (SELECT count(*) FROM comments WHERE item_id = @id) AS comments, (SELECT count(*) FROM likes WHERE item_id = @id) AS likes'),
  );
  const counts = statement.get({ id }) as { comments: number; likes: number };
  return { ...noLosses(), ...counts };
}
