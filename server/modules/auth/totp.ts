/**
 * Time-based one-time passwords (RFC 6238) as every authenticator app makes them: SHA-1, 6 digits,
 * a new code every 30 seconds, a code of the step before or after accepted too (clocks drift),
 * computed by otpauth. The time is the server clock's (server/clock.ts), so tests move it.
 */
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';

const PERIOD_S = 30;
const DIGITS = 6;
/** Steps before and after the current one whose code is still taken. */
const WINDOW = 1;

const totpOf = (secret: string, label = 'staff', issuer = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD_S });

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as apps take it. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// link an app reads from the QR code: the site's name (`issuer`) and the member's address. */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  return totpOf(secret, account, issuer).toString();
}

/** The link as a QR code, an SVG data: URL the back office shows as an image. */
export async function qrCode(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Six digits, spaces allowed ("123 456"), or null when it cannot be a code. */
export function totpCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return new RegExp(`^\\d{${DIGITS}}$`).test(code) ? code : null;
}

/** The 30-second step whose code `code` is, within a step of `atMs`; null when it is none of them. */
export function matchingStep(secret: string, code: string, atMs: number): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: atMs, window: WINDOW });
  return delta === null ? null : Math.floor(atMs / 1000 / PERIOD_S) + delta;
}
