/**
 * The rules of a staff member's own account forms (sign-in, forgotten password, new password from
 * a link, change of password, profile), run by the server (server/modules/auth/) and by the back
 * office's screens before they send, with the same messages. Each check adds its message under the
 * field's name in the request body; values come back cleaned (trimmed, the address lower-case).
 */
import { LIMITS } from '../constants.ts';
import { EMAIL_MESSAGE, isEmailAddress } from './email.ts';
import { FieldErrors } from './fields.ts';

/** Longest accepted profile values. */
const PROFILE_LIMITS = { nameMax: 100, emailMax: 254, bioMax: 1000, phoneMax: 40 } as const;

/** A staff address as accounts store it: trimmed and lower-case. */
export function normalizeEmail(value: string | undefined | null): string {
  return (value ?? '').trim().toLowerCase();
}

const blank = (value: string | undefined | null) => (value ?? '').trim() === '';

/** A required e-mail address ('Email is required', then the shared address rule). */
export function emailField(errors: FieldErrors, path: string, value: string | undefined | null): string {
  const email = normalizeEmail(value);
  if (!email) errors.add(path, 'Email is required');
  else if (!isEmailAddress(email)) errors.add(path, EMAIL_MESSAGE);
  return email;
}

/** A required name of at most `max` characters. */
export function nameField(errors: FieldErrors, path: string, value: string | undefined | null, max: number): string {
  const name = (value ?? '').trim();
  if (!name) errors.add(path, 'Name is required');
  else if (name.length > max) errors.add(path, `Name must be at most ${max} characters`);
  return name;
}

/** Sign-in: both fields must be there; whether they match is the server's to say. */
export function checkSignIn(errors: FieldErrors, body: { email?: string; password?: string }): { email: string; password: string } {
  const email = normalizeEmail(body.email);
  const password = body.password ?? '';
  if (!email) errors.add('email', 'Email is required');
  if (blank(password)) errors.add('password', 'Password is required');
  return { email, password };
}

/** The forgotten-password form: one address. */
export function checkForgotPassword(errors: FieldErrors, body: { email?: string }): { email: string } {
  return { email: emailField(errors, 'email', body.email) };
}

/** A new password chosen from a reset or invitation link, with its confirmation. */
export function checkNewPassword(errors: FieldErrors, body: { password?: string; confirmPassword?: string }): string {
  const password = body.password ?? '';
  if (blank(password) || password.length < LIMITS.passwordMin) {
    errors.add('password', `Password must be at least ${LIMITS.passwordMin} characters long`);
  }
  if ((body.confirmPassword ?? '') !== password) errors.add('confirmPassword', 'Passwords do not match');
  return password;
}

/** Account Settings' Change Password: the current one, the new one and its confirmation. */
export function checkPasswordChange(
  errors: FieldErrors,
  body: { currentPassword?: string; newPassword?: string; confirmPassword?: string },
): { current: string; next: string } {
  const current = body.currentPassword ?? '';
  const next = body.newPassword ?? '';
  const confirm = body.confirmPassword ?? '';
  if (blank(current)) errors.add('currentPassword', 'Current password is required');
  if (blank(next)) errors.add('newPassword', 'New password is required');
  else if (next.length < LIMITS.passwordMin) errors.add('newPassword', `New password must be at least ${LIMITS.passwordMin} characters`);
  if (blank(confirm)) errors.add('confirmPassword', 'Please confirm your new password');
  else if (confirm !== next) errors.add('confirmPassword', 'Passwords do not match');
  return { current, next };
}

export interface ProfileValues {
  name: string;
  email: string;
  /** undefined: not sent, the stored value stays. */
  bio?: string;
  phone?: string;
}

/** Account Settings' profile: name and address required, phone and bio optional (null clears them). */
export function checkProfile(
  errors: FieldErrors,
  body: { name?: string; email?: string; bio?: string | null; phone?: string | null },
): ProfileValues {
  const name = nameField(errors, 'name', body.name, PROFILE_LIMITS.nameMax);
  const email = emailField(errors, 'email', body.email);
  const bio = body.bio === undefined ? undefined : (body.bio ?? '').trim();
  const phone = body.phone === undefined ? undefined : (body.phone ?? '').trim();
  if (bio !== undefined && bio.length > PROFILE_LIMITS.bioMax) errors.add('bio', `Bio must be at most ${PROFILE_LIMITS.bioMax} characters`);
  if (phone !== undefined && phone.length > PROFILE_LIMITS.phoneMax) {
    errors.add('phone', `Phone number must be at most ${PROFILE_LIMITS.phoneMax} characters`);
  }
  return { name, email, bio, phone };
}
