/**
 * Recovery codes: ten per member, each good for one sign-in when the authenticator is not at hand.
 * 16 characters from an alphabet without look-alikes (about 79 bits each), shown as four groups;
 * stored as SHA-256 hashes (at that length a hash cannot be reversed by trying them all).
 */
import { createHash, randomInt } from 'node:crypto';

const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 16;

/** Ten new codes, as shown to the member: "abcd-efgh-jkmn-pqrs". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** What the member typed, as stored: lower-case, without dashes or spaces; null when it cannot be a code. */
export function recoveryCode(input: string): string | null {
  const code = input.toLowerCase().replace(/[\s-]+/g, '');
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(recoveryCode(code) ?? code).digest('hex');
}
