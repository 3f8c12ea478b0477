/**
 * The podcast's global id (Podcasting 2.0 <podcast:guid>): a UUIDv5 of the feed's address with
 * the scheme and any trailing slash removed, in the podcast namespace's own UUID namespace. Any
 * app can work it out from the feed URL, so the show keeps one identity in the Podcast Index and
 * the apps that use it; it changes only if the feed's address does (PUBLIC_URL).
 * https://podcasting2.org/docs/podcast-namespace/tags/guid
 */
import { createHash } from 'node:crypto';

/** The namespace the podcast namespace specification fixes for <podcast:guid>. */
export const PODCAST_GUID_NAMESPACE = 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6';

/** RFC 9562 UUID version 5: SHA-1 of the namespace's 16 bytes then the name's UTF-8 bytes. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The <podcast:guid> of the feed at `feedUrl` ('https://example.org/podcast.xml'). */
export function podcastGuid(feedUrl: string): string {
  const name = feedUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/+$/, '');
  return uuidV5(name, PODCAST_GUID_NAMESPACE);
}
