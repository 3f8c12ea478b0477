/**
 * One-time links that set a staff member's password: a reset link (mailed when someone asks, or
 * printed by `npm run admin -- reset-password`) lives 1 hour; an invitation (the Team screen's, or
 * `npm run admin -- create-admin`'s) lives 7 days and voids the member's older links. The token is
 * in the link only; the database keeps its SHA-256, so a copy of the database opens no account.
 * A link is as good as the password until it is used: it is mailed or shown to the operator, never
 * logged (server/logger.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { inTransaction, type Db } from '../../db/client.ts';
import * as repo from './repository.ts';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
const INVITE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const RESET_TOKEN_BYTES = 32;

export type PasswordLinkKind = 'reset' | 'invite';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new link for the user and answers it with its token (demo mode hands the token back). */
export function issuePasswordLink(
  db: Db,
  { userId, publicUrl, kind, now }: { userId: string; publicUrl: string; kind: PasswordLinkKind; now: Date },
): { token: string; link: string } {
  const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
  const at = now.toISOString();
  const ttl = kind === 'invite' ? INVITE_LINK_TTL_MS : RESET_LINK_TTL_MS;
  inTransaction(db, (tx) => {
    // An invitation sent again replaces the last one; reset links may overlap (mail is slow), and
    // only those long dead are dropped.
    if (kind === 'invite') repo.voidResetTokens(tx, userId, at);
    else repo.pruneResetTokens(tx, userId, new Date(now.getTime() - 24 * RESET_LINK_TTL_MS).toISOString());
    repo.insertResetToken(tx, { id: randomUUID(), userId, tokenHash: hashResetToken(token), expiresAt: new Date(now.getTime() + ttl).toISOString() });
  });
  return { token, link: `${publicUrl}/admin/reset-password/${token}${kind === 'invite' ? '?invite=1' : ''}` };
}
