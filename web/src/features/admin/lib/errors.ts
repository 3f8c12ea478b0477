/** Turning API failures into what forms show: field messages keyed by field, and a readable text. */
import { ApiError } from '../../../lib/api-client.ts';
import { FieldErrors } from '../../../../../shared/validation/fields.ts';

/** What a form shows: one message per field, keyed by the field's name. */
export type FieldMessages = Record<string, string>;

/** `[{path,msg}]` -> `{field: msg}` (first message per field); `rename` maps API paths to form fields. */
export function fieldErrorsOf(err: unknown, rename: Record<string, string> = {}): FieldMessages {
  const out: FieldMessages = {};
  if (!(err instanceof ApiError)) return out;
  for (const e of err.errors) {
    const key = rename[e.path] ?? e.path;
    if (!out[key]) out[key] = e.msg;
  }
  return out;
}

/** Runs the shared form rules (shared/validation) and keys their messages by field, as the form shows them. */
export function checkWith(rules: (errors: FieldErrors) => unknown): FieldMessages {
  const errors = new FieldErrors();
  rules(errors);
  return Object.fromEntries(errors.items.map((e) => [e.path, e.msg]));
}

export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}

export const isStatus = (err: unknown, status: number) => err instanceof ApiError && err.status === status;
