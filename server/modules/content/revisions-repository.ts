/**
 * The SQL of revisions (content_revisions): an item's revisions newest first, one by id, the
 * newest, writing a new one or folding a save into the newest. The fields are kept as deflated JSON
 * (about half the bytes of an article's JSON); only one revision's fields are ever read at a time,
 * except by the retention job (revisions-retention.ts).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentRevisions } from '../../db/schema.ts';

export type RevisionRow = typeof contentRevisions.$inferSelect;
export type RevisionKind = RevisionRow['kind'];
/** A revision without its fields: what a list shows. */
export type RevisionHead = Omit<RevisionRow, 'fields'>;

export type Fields = Record<string, unknown>;

const packFields = (fields: Fields): Buffer => deflateRawSync(JSON.stringify(fields));
export const unpackFields = (packed: Buffer): Fields => JSON.parse(inflateRawSync(packed).toString('utf8')) as Fields;

const { fields: _fields, ...headColumns } = getTableColumns(contentRevisions);

export function listRevisions(db: Db, itemId: string, page: { limit: number; offset: number }): { rows: RevisionHead[]; total: number } {
  const rows = db
    .select(headColumns)
    .from(contentRevisions)
    .where(eq(contentRevisions.itemId, itemId))
    .orderBy(desc(contentRevisions.number))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  const total = db.select({ n: count() }).from(contentRevisions).where(eq(contentRevisions.itemId, itemId)).get()?.n ?? 0;
  return { rows, total };
}

export const findRevision = (db: Db, itemId: string, id: string): RevisionRow | undefined =>
  db.select().from(contentRevisions).where(and(eq(contentRevisions.itemId, itemId), eq(contentRevisions.id, id))).get();

/** The newest revision of an item (the one a save may fold into). */
export const newestRevision = (db: Db, itemId: string): RevisionRow | undefined =>
  db.select().from(contentRevisions).where(eq(contentRevisions.itemId, itemId)).orderBy(desc(contentRevisions.number)).limit(1).get();

/** The revision before `number` (what a revision's changes are counted against). */
export const revisionBefore = (db: Db, itemId: string, number: number): RevisionRow | undefined =>
  db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, itemId), sql`${contentRevisions.number} < ${number}`))
    .orderBy(desc(contentRevisions.number))
    .limit(1)
    .get();

export interface NewRevision {
  itemId: string;
  authorId: string | null;
  authorName: string;
  kind: RevisionKind;
  status: string;
  version: number;
  fields: Fields;
  changed: string[];
  restoredFrom?: number | null;
  at: string;
}

export function insertRevision(db: Db, r: NewRevision): RevisionRow {
  const number = (db.select({ n: max(contentRevisions.number) }).from(contentRevisions).where(eq(contentRevisions.itemId, r.itemId)).get()?.n ?? 0) + 1;
  return db
    .insert(contentRevisions)
    .values({
      id: randomUUID(),
      itemId: r.itemId,
      number,
      authorId: r.authorId,
      authorName: r.authorName,
      kind: r.kind,
      status: r.status,
      version: r.version,
      fields: packFields(r.fields),
      changed: JSON.stringify(r.changed),
      restoredFrom: r.restoredFrom ?? null,
      createdAt: r.at,
      updatedAt: r.at,
    })
    .returning()
    .get();
}

/** Folds a save into revision `id`: its fields become the save's, one more save counted. */
export function foldIntoRevision(db: Db, id: string, r: Pick<NewRevision, 'kind' | 'status' | 'version' | 'fields' | 'changed' | 'at'>): void {
  db.update(contentRevisions)
    .set({
      kind: r.kind,
      status: r.status,
      version: r.version,
      fields: packFields(r.fields),
      changed: JSON.stringify(r.changed),
      saves: sql`${contentRevisions.saves} + 1`,
      updatedAt: r.at,
    })
    .where(eq(contentRevisions.id, id))
    .run();
}
