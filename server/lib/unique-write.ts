/**
 * Unique-index violations, for the lookup tables (seasons, series, guests) whose names must be
 * unique: services check first for a clear 409, and this catches the race two requests can still win.
 */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  // Drizzle may wrap the driver's error; look a few causes deep.
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    if ((e as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
