/**
 * Errors thrown by repositories, services and routes. The error handler plugin turns each into the
 * DESIGN.md error shape, so no route builds an error body by hand.
 */
import type { FieldError } from '../shared/api/common.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Fields the answer carries beside `message` (a 409 on an older version: the current item). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
/** 400 with the field list, the shape the admin forms map under their fields. */
export const validationFailed = (errors: FieldError[]) => new HttpError(400, 'Validation error', errors);
export const unauthorized = (message = 'Not authorized, please sign in') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** 400 whose message is the first problem (what the account screens show), with the field list; nothing when there is none. */
export function rejectFieldErrors(errors: { items: FieldError[] }): void {
  if (errors.items.length > 0) throw badRequest(errors.items[0].msg, errors.items);
}
