/**
 * Staff passwords: stored as argon2id hashes, checked in constant effort. An address without an
 * account is checked against a throwaway hash, so a sign-in with it costs as long as a real one and
 * the answer's timing does not tell which addresses have accounts.
 */
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';

const ARGON2 = { type: argon2.argon2id } as const;

/** The hash every staff password is stored as (argon2id). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash is a failed check, not a 500
  }
}

let dummyHash: Promise<string> | undefined;

/** As long as verifyPassword, always false: for an address that has no account. */
export function burnVerify(password: string): Promise<false> {
  dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2);
  return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
}
