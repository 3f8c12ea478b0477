/**
 * The client address as the engagement limits count it (likes, comments, views, podcast downloads), from
 * `request.ip` (trustworthy behind a proxy once TRUST_PROXY says which hops to believe).
 *
 * - An IPv6 client is counted by its /64: one home or phone gets a whole /64 and can pick any
 *   address in it, so counting single IPv6 addresses would be no limit at all.
 * - Stored limits (likes, comments) keep only a keyed hash of that key, never the address: an
 *   unkeyed hash of an IPv4 address is reversed by hashing all 2^32 of them, a keyed one is not
 *   without the server's secret. The key is derived from JWT_SECRET, so rotating that secret also
 *   forgets which stored likes and comments came from which address (the caps restart).
 */
import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/** '1.2.3.4' as is; '::ffff:1.2.3.4' as '1.2.3.4'; any other IPv6 address as its /64 prefix. */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  const bare = ip.split('%')[0]; // a zone id (fe80::1%eth0) names an interface, not a client
  if (!isIPv6(bare)) return ip;
  // A trailing dotted quad is the last two groups.
  const hex = bare.toLowerCase().replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`);
  const [head, tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** 22 characters of a SHA-256 keyed with a key derived from `secret`: the one stored form of anything naming a client. */
function keyedHash(secret: string): (text: string) => string {
  const key = createHmac('sha256', secret).update('client address hash').digest();
  return (text) => createHmac('sha256', key).update(text).digest('base64url').slice(0, 22);
}

/** A function giving the stored form of a client address. */
export function addressHasher(secret: string): (ip: string) => string {
  const hash = keyedHash(secret);
  return (ip) => hash(addressKey(ip));
}

/**
 * A function giving the stored form of a podcast listener: address and user agent together, the
 * IAB's rule of thumb for telling listeners apart (two phones behind one home router are two
 * listeners; one app asking again is one). The address is counted as the limits count it (an IPv6
 * client by its /64, whose privacy addresses change during the day), so one listener's downloads
 * stay one listener's.
 */
export function listenerHasher(secret: string): (ip: string, userAgent: string) => string {
  const hash = keyedHash(secret);
  return (ip, userAgent) => hash(`${addressKey(ip)}\n${userAgent}`);
}
