/**
 * Deterministic identifiers and numbers for the seed. Every seeded row gets a UUID derived from a
 * stable name (RFC 4122 version 5: SHA-1 of a namespace plus the name), so a second run finds the
 * rows it wrote before and skips them instead of duplicating them. The pseudo-random generator is
 * seeded the same way, so every run produces the same likes and daily views.
 */
import { createHash } from 'node:crypto';

/** Fixed namespace for Insight Media seed rows (any constant UUID would do; it must never change). */
const NAMESPACE = '6f1c2a4e-3b7d-4c1a-9e2f-8a5b0c7d9e13';

export function stableId(name: string): string {
  const ns = Buffer.from(NAMESPACE.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** mulberry32 seeded from a name: small, fast and reproducible. */
export function prng(name: string): () => number {
  let state = createHash('sha1').update(name).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * An 11-character YouTube-format id derived from a slug. The seed has no real uploads to point at;
 * these keep every link well-formed (the player and the forms accept them) until staff paste the
 * real ones.
 */
export function youtubeIdFor(slug: string): string {
  return createHash('sha1').update(`yt:${slug}`).digest('base64url').slice(0, 11);
}
