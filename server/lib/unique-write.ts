/**
 * Writes guarded by a unique index (season numbers, series titles, guest names, e-mail addresses).
 * Services check first for a clear 409; a unique violation still means another request won the
 * race between that check and the write, and is answered with the same 409.
 */
import { conflict } from '../errors.ts';

/** The write broke a unique index (the driver's error, or Drizzle's wrapping it). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  // Drizzle may wrap the driver's error; look a few causes deep.
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs `write`; a unique violation becomes a 409 with `takenMessage`. */
export function writeUnique<T>(takenMessage: string, write: () => T): T {
  try {
    return write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(takenMessage);
    throw err;
  }
}
