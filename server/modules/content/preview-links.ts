/**
 * Preview links: an address that shows one item on the real site, as it is or with the editor's
 * unsaved changes, to anyone who has it (no account), for PREVIEW_LINK_DAYS days or until staff
 * revoke it. The token (32 random bytes: 256 bits) is in the address only; the database keeps its
 * SHA-256, so a copy of the database opens no preview. The address names the item's page
 * (/article/<id>/preview/<token>), whose layout the preview takes (server/ssr/routes.ts).
 *
 * What a link shows (preview.ts): the stored item, with `fields` over it when the link was made
 * from the editor's form. Revoked and expired links stay listed for TRASH_DAYS after they end (the
 * editor sees they existed), then the background job drops them (cleanup-job.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { PreviewLink } from '../../../shared/api/previews.ts';
import { PREVIEW_LINK_DAYS, TRASH_DAYS, type ContentType } from '../../../shared/constants.ts';
import { now, nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { previewLinks } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/uuid.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_BYTES = 32;

type LinkRow = typeof previewLinks.$inferSelect;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The page segment of each type's public address (/article/<id>, /tvshow/<id>, ...). */
const PAGE_SEGMENT: Record<ContentType, string> = { article: 'article', video: 'video', tvshow: 'tvshow', podcast: 'podcast' };

/** The site path of a preview: the item's page, then /preview/<token>. */
export const previewPath = (type: ContentType, itemId: string, token: string) => `/${PAGE_SEGMENT[type]}/${itemId}/preview/${token}`;

function toLink(row: LinkRow): PreviewLink {
  const state = row.revokedAt ? 'revoked' : row.expiresAt <= nowIso() ? 'expired' : 'active';
  return {
    id: row.id,
    created_at: row.createdAt,
    created_by: row.createdByName,
    expires_at: row.expiresAt,
    revoked_at: row.revokedAt,
    state,
    unsaved_changes: row.fields !== null,
  };
}

/** A new link for the item, with the fields to show over it (null: the item as stored); the token is answered once. */
export function createPreviewLink(db: Db, itemId: string, fields: object | null, by: { id: string; name: string }): { link: PreviewLink; token: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const row: LinkRow = {
    id: randomUUID(),
    itemId,
    tokenHash: hashOf(token),
    fields: fields === null ? null : JSON.stringify(fields),
    createdBy: by.id,
    createdByName: by.name,
    createdAt: nowIso(),
    expiresAt: new Date(now() + PREVIEW_LINK_DAYS * DAY_MS).toISOString(),
    revokedAt: null,
  };
  db.insert(previewLinks).values(row).run();
  return { link: toLink(row), token };
}

/** The item's links, newest first, whatever their state (none carries its token). */
export function listPreviewLinks(db: Db, itemId: string): PreviewLink[] {
  return db.select().from(previewLinks).where(eq(previewLinks.itemId, itemId)).orderBy(desc(previewLinks.createdAt)).all().map(toLink);
}

/** Ends a link at once: its address shows nothing any more. Revoking it again changes nothing. */
export function revokePreviewLink(db: Db, itemId: string, linkId: string): PreviewLink {
  const where = and(eq(previewLinks.id, linkId), eq(previewLinks.itemId, itemId));
  const row = isUuid(linkId) ? db.select().from(previewLinks).where(where).get() : undefined;
  if (!row) throw notFound('Preview link not found');
  if (row.revokedAt) return toLink(row);
  const revokedAt = nowIso();
  db.update(previewLinks).set({ revokedAt }).where(where).run();
  return toLink({ ...row, revokedAt });
}

/** What an active link opens: its item and the fields shown over it; undefined for an unknown, revoked or expired token. */
export function openPreviewLink(db: Db, token: string): { itemId: string; fields: Record<string, unknown> | null; expiresAt: string } | undefined {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = db.select().from(previewLinks).where(eq(previewLinks.tokenHash, hashOf(token))).get();
  if (!row || row.revokedAt || row.expiresAt <= nowIso()) return undefined;
  return { itemId: row.itemId, fields: row.fields === null ? null : (JSON.parse(row.fields) as Record<string, unknown>), expiresAt: row.expiresAt };
}

/** The background job's part: links that ended (expired or revoked) more than TRASH_DAYS ago go. */
export function pruneEndedPreviewLinks(db: Db): number {
  const before = new Date(now() - TRASH_DAYS * DAY_MS).toISOString();
  const expired = db.delete(previewLinks).where(lt(previewLinks.expiresAt, before)).run().changes;
  return expired + db.delete(previewLinks).where(lt(previewLinks.revokedAt, before)).run().changes;
}
