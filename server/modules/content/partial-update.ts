/**
 * Staff edits are partial (PUT sends only what changed): the payload is merged onto the stored item
 * and the result is checked as a whole.
 */
/** Drops keys whose value is undefined ("not sent"), so spreading a body never erases a stored value. */
export function definedOnly<T extends object>(body: T): Partial<T> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<T>;
}
