/**
 * The device cookie: proof that this browser has signed in to an account before (OWASP "Slow Down
 * Online Guessing Attacks with Device Cookies"; Ghost's device verification works the same way).
 * The sign-in limits (throttle.ts) spare such a browser the per-account cap, so a stranger who
 * guesses at an account from many addresses cannot lock its owner out.
 *
 * `<user id>.<device id>.<expiry, epoch seconds>.<HMAC-SHA256>`: it names the account it was issued
 * to, and the device id is what its own failures are counted by. It is signed with a key derived
 * from JWT_SECRET (HKDF, so the two uses never share a key), httpOnly (scripts never see it),
 * SameSite=Strict and scoped to the sign-in path (no other request carries it), Secure in production.
 * A fresh one is issued on every successful sign-in and password reset.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { now as serverNow, type Clock } from '../../clock.ts';

const DEVICE_COOKIE = 'staff_device';
/** The one path the cookie is sent to: POST /api/auth/login. */
const SIGN_IN_PATH = '/api/auth/login';
const MAX_AGE_S = 180 * 24 * 60 * 60;
const KEY_INFO = 'insight-media/device-cookie/v1';

export interface DeviceClaim {
  userId: string;
  deviceId: string;
}

export interface DeviceCookies {
  /** The Set-Cookie value for a browser that just proved it knows the account's password. */
  issue(userId: string): string;
  /** The claim of the request's cookie if its signature holds and it has not expired, else null. */
  read(cookieHeader: string | undefined): DeviceClaim | null;
}

export function deviceCookies(options: { secret: string; secure: boolean; clock?: Clock }): DeviceCookies {
  const key = Buffer.from(hkdfSync('sha256', options.secret, '', KEY_INFO, 32));
  const clock = options.clock ?? serverNow;
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  const attributes = [`Path=${SIGN_IN_PATH}`, `Max-Age=${MAX_AGE_S}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) attributes.push('Secure');

  return {
    issue(userId) {
      const deviceId = randomBytes(16).toString('base64url');
      const payload = `${userId}.${deviceId}.${Math.floor(clock() / 1000) + MAX_AGE_S}`;
      return [`${DEVICE_COOKIE}=${payload}.${sign(payload).toString('base64url')}`, ...attributes].join('; ');
    },

    read(cookieHeader) {
      const value = cookieValue(cookieHeader, DEVICE_COOKIE);
      const parts = value?.split('.');
      if (!parts || parts.length !== 4) return null;
      const [userId, deviceId, expires, signature] = parts;
      const expected = sign(`${userId}.${deviceId}.${expires}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= clock()) return null;
      return { userId, deviceId };
    },
  };
}

/** The first cookie called `name` in a Cookie header (browsers send the most specific path first). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
