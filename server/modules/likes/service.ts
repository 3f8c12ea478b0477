/**
 * Like rules: public items only, one like per visitor, counts exact and never below 0, and at most
 * NEW_LIKES_PER_ADDRESS new likes of one item per client address per rolling hour.
 *
 * Visitors are anonymous (an X-Visitor-Id the browser makes up), so a script can be any number of
 * visitors; what it cannot easily be is many addresses. Readers behind one carrier address (CGNAT)
 * or a school share it, but a few dozen of them liking the same item within the same hour does not
 * happen honestly, while it caps one address's script at that many per hour. Unliking is always
 * allowed, and a visitor's repeat like or like-unlike-like keeps at most one row, so toggling
 * cannot add to the count (a like removed within the hour no longer counts against the address).
 */
import type { LikeState, MostLikedArticle } from '../../../shared/api/likes.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { HOUR_MS, refuseOverCap, windowStart } from '../../lib/address-cap.ts';
import { likeCountOf } from '../content/engagement.ts';
import { findPublicItem } from '../content/public-item.ts';
import { isUuid } from '../../lib/uuid.ts';
import { articleSummaries } from '../articles/items.ts';
import * as repo from './repository.ts';

/** The visitor id from the header: required (and a UUID) for writes. */
function requireVisitor(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !isUuid(value.trim())) throw badRequest('A valid X-Visitor-Id header is required');
  return value.trim().toLowerCase();
}

/** For reads the header is optional: a missing or malformed one just means "not liked". */
function optionalVisitor(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && isUuid(value) ? value.toLowerCase() : undefined;
}

function requirePublicItem(db: Db, id: string): void {
  if (!isUuid(id) || !findPublicItem(db, id)) throw notFound('Item not found');
}

export const NEW_LIKES_PER_ADDRESS = 30;

/** `addressHash`: the keyed hash of the client address (lib/client-address.ts). */
export function like(db: Db, id: string, visitorHeader: string | string[] | undefined, addressHash: string): LikeState {
  // The item is checked first: an unknown id is a 404 even without a visitor id.
  requirePublicItem(db, id);
  const visitor = requireVisitor(visitorHeader);
  const likeCount = repo.addLike(db, { itemId: id.toLowerCase(), visitorId: visitor, addressHash }, windowStart(HOUR_MS), (use) =>
    refuseOverCap(use, NEW_LIKES_PER_ADDRESS, HOUR_MS, 'Too many new likes of this item from your network.'),
  );
  return { likeCount, liked: true };
}

export function unlike(db: Db, id: string, visitorHeader: string | string[] | undefined): LikeState {
  requirePublicItem(db, id);
  const visitor = requireVisitor(visitorHeader);
  return { likeCount: repo.removeLike(db, id.toLowerCase(), visitor), liked: false };
}

export function likeState(db: Db, id: string, visitorHeader: string | string[] | undefined): LikeState {
  requirePublicItem(db, id);
  const visitor = optionalVisitor(visitorHeader);
  return { likeCount: likeCountOf(db, id), liked: visitor ? repo.hasLiked(db, id, visitor) : false };
}

export function mostLiked(db: Db, limit: number): MostLikedArticle[] {
  const ranked = repo.mostLikedArticles(db, limit);
  const rows = repo.publicArticlesByIds(db, ranked.map((r) => r.id));
  const summaries = new Map(articleSummaries(db, rows).map((a) => [a.id, a]));
  return ranked.filter((r) => summaries.has(r.id)).map((r) => ({ ...summaries.get(r.id)!, likeCount: r.likeCount }));
}
