/**
 * The rule of the Review queue's "Send back" form, run by the server
 * (server/modules/content/review-routes.ts) and by the form: a note is required, so the contributor
 * always learns what to change.
 */
import type { FieldErrors } from './fields.ts';

export const REVIEW_NOTE_MAX = 2_000;

/** The note, trimmed; a message under `note` when it is empty or too long. */
export function checkReviewNote(errors: FieldErrors, note: string | undefined): string {
  const value = (note ?? '').trim();
  if (!value) errors.add('note', 'Write a note saying what to change');
  else if (value.length > REVIEW_NOTE_MAX) errors.add('note', `The note must be at most ${REVIEW_NOTE_MAX.toLocaleString('en')} characters`);
  return value;
}
