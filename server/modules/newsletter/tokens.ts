/**
 * The secrets in a subscriber's links. The confirmation token is mailed once and kept only as its
 * SHA-256, so the database cannot confirm anyone. The preferences token (`manage_token`) is in every
 * mail's preferences and unsubscribe links; the List-Unsubscribe header's address carries instead
 * the subscriber's id and a key derived from that token, which can unsubscribe and nothing else
 * (that address may be logged by the proxies and mail providers that fetch it).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(24).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const oneClickKey = (manageToken: string): string => createHash('sha256').update(`one-click:${manageToken}`).digest('base64url').slice(0, 32);

export function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A subscriber's links: their token rides in the fragment of the site's pages, never in a request line. */
export function subscriberLinks(publicUrl: string, subscriber: { id: string; manageToken: string | null }) {
  const token = encodeURIComponent(subscriber.manageToken ?? '');
  return {
    preferences: `${publicUrl}/newsletter/preferences#token=${token}`,
    unsubscribe: `${publicUrl}/newsletter/unsubscribe#token=${token}`,
    /** RFC 8058: POST here (any body) unsubscribes; the List-Unsubscribe header names it. */
    // The key goes as `token`, a name the logs redact (server/logger.ts).
    oneClick: `${publicUrl}/api/public/newsletter/one-click?u=${encodeURIComponent(subscriber.id)}&token=${oneClickKey(subscriber.manageToken ?? '')}`,
  };
}

export const confirmLink = (publicUrl: string, token: string) => `${publicUrl}/newsletter/confirm#token=${encodeURIComponent(token)}`;
