/**
 * Fetching a picture from another site for the media library (POST /api/media/fetch): a picture
 * pasted into the body editor from Google Docs or a web page is copied here rather than
 * hot-linked (a hot-linked picture breaks when its site moves it, and tells that site who reads).
 *
 * The server fetching an address a client names is a classic way into a private network (SSRF),
 * so: http and https only, no user:password in the address, the host's every address checked
 * against the private, loopback, link-local and reserved ranges before connecting, and the
 * connection made to the checked address (a DNS answer that changes between check and connect
 * cannot slip through); at most 3 redirects, each checked the same way; 15 seconds in all; at most
 * UPLOAD_MAX_BYTES read. What comes back is only bytes: the upload pipeline then decides whether
 * they are an image. `allowPrivate` lifts the address check for the tests' loopback server.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../shared/media-upload.ts';
import { badRequest } from '../../errors.ts';

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 15_000;

/** Where a server must never be sent on a client's word. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as what it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1], 'ipv4');
  return PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export interface FetchedImage {
  bytes: Buffer;
  filename: string;
}

const refuse = (msg: string) => badRequest(msg, [{ path: 'url', msg }]);

/** The picture at `address` (see above for what is refused), or a 400 saying why not. */
export async function fetchRemoteImage(address: string, options: { allowPrivate: boolean }): Promise<FetchedImage> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let url = parse(address);
  for (let redirects = 0; ; redirects++) {
    const answer = await get(url, options.allowPrivate, signal);
    if ('location' in answer) {
      if (redirects === MAX_REDIRECTS) throw refuse('The picture\'s address redirects too many times');
      url = parse(new URL(answer.location, url).href);
      continue;
    }
    const name = decodeURIComponent(url.pathname.split('/').pop() ?? '').replace(/[^\w.-]+/g, '-').slice(0, 80);
    return { bytes: answer.bytes, filename: name || 'pasted-image' };
  }
}

function parse(address: string): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw refuse('Enter the full address of the picture (https://...)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse('Only pictures at http(s) addresses can be copied');
  if (url.username || url.password) throw refuse('The picture\'s address must not carry a user name or password');
  return url;
}

/** Resolves like dns.lookup, then refuses a host with any private address. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const blocked = !allowPrivate && addresses.some((a) => isPrivateAddress(a.address));
      if (blocked || addresses.length === 0) {
        return callback(Object.assign(new Error(`${hostname} is a private address`), { code: 'EPRIVATE' }), '', 0);
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function get(url: URL, allowPrivate: boolean, signal: AbortSignal): Promise<{ bytes: Buffer } | { location: string }> {
  // A literal address never goes through lookup: check it here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !allowPrivate && isPrivateAddress(literal)) return Promise.reject(refuse('Pictures on private or local addresses cannot be copied'));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: guardedLookup(allowPrivate), signal, headers: { accept: 'image/avif,image/webp,image/*;q=0.9', 'user-agent': 'InsightMedia-ImageCopy/1' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          return resolve({ location: response.headers.location });
        }
        if (status !== 200) {
          response.resume();
          return reject(refuse(`The picture could not be fetched (the other site answered ${status})`));
        }
        if (Number(response.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) {
          response.destroy();
          return reject(refuse(UPLOAD_MESSAGES.tooLarge));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > UPLOAD_MAX_BYTES) {
            response.destroy();
            reject(refuse(UPLOAD_MESSAGES.tooLarge));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ bytes: Buffer.concat(chunks) }));
        response.on('error', () => reject(refuse('The picture could not be fetched (the connection broke)')));
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPRIVATE') reject(refuse('Pictures on private or local addresses cannot be copied'));
      else if (signal.aborted) reject(refuse('The picture took too long to fetch'));
      else reject(refuse(`The picture could not be fetched (${err.code ?? 'no answer'})`));
    });
  });
}
