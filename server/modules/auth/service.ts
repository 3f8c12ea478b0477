/**
 * Rules of staff auth: sign-in, sessions, password reset by mail, password change, profile.
 * Field messages are the spec's, checked here after trimming (the body schemas stay permissive so
 * ajv does not answer first with generic ones).
 */
import argon2 from 'argon2';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, unauthorized } from '../../errors.ts';
import { writeUnique } from '../../lib/unique-write.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import type { FieldError } from '../../../shared/api/common.ts';
import {
  PROFILE_LIMITS,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type ResetPasswordBody,
  type Session,
  type UpdateProfileBody,
  type User,
} from '../../../shared/api/auth.ts';
import { EMAIL_PATTERN, LIMITS, PRODUCT_NAME } from '../../../shared/constants.ts';
import * as repo from './repository.ts';
import { hashResetToken, issuePasswordLink } from './password-links.ts';
import type { DeviceClaim } from './device-cookie.ts';
import { describeWait, type AuthThrottle } from './throttle.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

export const MESSAGES = {
  invalidLogin: 'Invalid email or password',
  loggedOut: 'Logged out successfully',
  resetRequested: 'If an account exists for that email, a reset link has been sent.',
  resetDone: 'Password reset successful',
  invalidResetToken: 'Invalid or expired reset token',
  passwordChanged: 'Password updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  currentPasswordWrong: 'Current password is incorrect',
  emailInUse: 'That email address is already in use',
} as const;

const ARGON2 = { type: argon2.argon2id } as const;

/** 429 that also tells the route how long to announce in Retry-After. */
export class ThrottledError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, message);
  }
}

export interface SessionUser {
  id: string;
  jti: string;
  exp: number;
}

export interface AuthServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  throttle: AuthThrottle;
  issueToken: (user: { id: string; tokenVersion: number }, remember?: boolean) => string;
  revokeToken: (jti: string, exp: number) => void;
  now?: () => Date;
}

function toUser(row: repo.UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    bio: row.bio,
    phone: row.phone,
    last_login: row.lastLogin,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export function normalizeEmail(value: string | undefined | null): string {
  return (value ?? '').trim().toLowerCase();
}

/** The hash every staff password is stored as (argon2id). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2);
}

/** 400 whose message is the first problem (what the account screens show) plus the field list. */
function rejectIfAny(errors: FieldError[]): void {
  if (errors.length > 0) throw badRequest(errors[0].msg, errors);
}

function isBlank(value: string | undefined | null): boolean {
  return (value ?? '').trim() === '';
}

async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a 500
  }
}

export function createAuthService(deps: AuthServiceDeps) {
  const { db, config, mailer, log, throttle } = deps;
  const now = deps.now ?? (() => new Date());
  /** Mails still being sent; awaited on shutdown so none is cut off. */
  const pendingMail = new Set<Promise<void>>();
  let dummyHash: Promise<string> | undefined;

  /** Verifying against a throwaway hash makes an unknown address cost as much as a known one. */
  function burnVerify(password: string): Promise<boolean> {
    dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2);
    return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
  }

  function sendInBackground(mail: Parameters<Mailer['send']>[0], context: Record<string, unknown>): void {
    // Sent after the answer: a slow or failing mail server must not reveal that the account exists.
    const sending = mailer
      .send(mail)
      .catch((err: unknown) => log.error({ err, ...context }, 'password reset mail could not be sent'))
      .finally(() => pendingMail.delete(sending));
    pendingMail.add(sending);
  }

  function sessionFor(row: repo.UserRow, remember: boolean): Session {
    return { token: deps.issueToken(row, remember), user: toUser(row) };
  }

  return {
    /** `device`: the signed device cookie the browser sent, if any (device-cookie.ts). */
    async login(body: LoginBody, ip: string, device: DeviceClaim | null = null): Promise<Session> {
      const email = normalizeEmail(body.email);
      const password = body.password ?? '';
      const errors: FieldError[] = [];
      if (!email) errors.push({ path: 'email', msg: 'Email is required' });
      if (isBlank(password)) errors.push({ path: 'password', msg: 'Password is required' });
      rejectIfAny(errors);

      const user = repo.findUserByEmail(db, email);
      // Only a cookie issued to this very account spares the browser the per-account cap.
      const knownDevice = user && device?.userId === user.id ? device.deviceId : undefined;
      const attempt = throttle.signInAttempt(email, ip, knownDevice);
      if (attempt.wait > 0) {
        log.warn({ email, ip, knownDevice: knownDevice !== undefined }, 'login throttled');
        throw new ThrottledError(`Too many sign-in attempts. Please wait ${describeWait(attempt.wait)} and try again.`, attempt.wait);
      }

      const ok = user ? await verifyPassword(user.passwordHash, password) : await burnVerify(password);
      if (!user || !ok) {
        attempt.failed();
        log.warn({ email, ip }, 'login failed');
        throw unauthorized(MESSAGES.invalidLogin);
      }
      attempt.succeeded();
      const row = repo.recordLogin(db, user.id, now().toISOString()) ?? user;
      log.info({ userId: user.id }, 'staff signed in');
      return sessionFor(row, body.remember === true);
    },

    logout(user: SessionUser): void {
      deps.revokeToken(user.jti, user.exp);
    },

    me(user: SessionUser): User {
      const row = repo.findUserById(db, user.id);
      if (!row) throw unauthorized('Session has ended, please sign in again');
      return toUser(row);
    },

    async forgotPassword(body: ForgotPasswordBody, ip: string): Promise<{ resetToken?: string }> {
      const email = normalizeEmail(body.email);
      if (!email) rejectIfAny([{ path: 'email', msg: 'Email is required' }]);
      if (email.length > PROFILE_LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
        rejectIfAny([{ path: 'email', msg: 'Please enter a valid email address' }]);
      }

      const wait = throttle.resetMailRequest(email, ip);
      if (wait > 0) {
        log.warn({ email, ip }, 'password reset requests throttled');
        throw new ThrottledError(
          `Too many password reset requests. Please wait ${describeWait(wait)} and try again.`,
          wait,
        );
      }

      const user = repo.findUserByEmail(db, email);
      if (!user) {
        log.info({ email, ip }, 'password reset asked for an unknown address');
        return {};
      }

      const { token, link } = issuePasswordLink(db, { userId: user.id, publicUrl: config.publicUrl, kind: 'reset', now: now() });
      sendInBackground(resetMail(user.email, user.name, link), { userId: user.id });
      log.info({ userId: user.id }, 'password reset link issued');
      return config.demoMode ? { resetToken: token } : {};
    },

    async resetPassword(token: string, body: ResetPasswordBody, ip: string): Promise<Session> {
      const password = body.password ?? '';
      const errors: FieldError[] = [];
      if (isBlank(password) || password.length < LIMITS.passwordMin) {
        errors.push({ path: 'password', msg: 'Password must be at least 6 characters long' });
      }
      if ((body.confirmPassword ?? '') !== password) {
        errors.push({ path: 'confirmPassword', msg: 'Passwords do not match' });
      }
      rejectIfAny(errors);

      const tokenHash = hashResetToken(token);
      const found = repo.findUsableResetToken(db, tokenHash, now().toISOString());
      if (!found) throw badRequest(MESSAGES.invalidResetToken);

      const passwordHash = await hashPassword(password);
      const row = inTransaction(db, (tx) => {
        const at = now().toISOString();
        // Claimed inside the transaction: a link used twice at once succeeds only once.
        if (!repo.claimResetToken(tx, tokenHash, at)) throw badRequest(MESSAGES.invalidResetToken);
        const updated = repo.setPassword(tx, found.userId, passwordHash, at);
        if (!updated) throw badRequest(MESSAGES.invalidResetToken);
        repo.voidResetTokens(tx, found.userId, at);
        return repo.recordLogin(tx, found.userId, at) ?? updated;
      });
      throttle.clearSignInFailures(row.email, ip);
      log.info({ userId: row.id }, 'password reset: every other session ended');
      return sessionFor(row, false);
    },

    async changePassword(user: SessionUser, body: ChangePasswordBody): Promise<{ token: string }> {
      const current = body.currentPassword ?? '';
      const next = body.newPassword ?? '';
      const confirm = body.confirmPassword ?? '';
      const errors: FieldError[] = [];
      if (isBlank(current)) errors.push({ path: 'currentPassword', msg: 'Current password is required' });
      if (isBlank(next)) errors.push({ path: 'newPassword', msg: 'New password is required' });
      else if (next.length < LIMITS.passwordMin) {
        errors.push({ path: 'newPassword', msg: 'New password must be at least 6 characters' });
      }
      if (isBlank(confirm)) errors.push({ path: 'confirmPassword', msg: 'Please confirm your new password' });
      else if (confirm !== next) errors.push({ path: 'confirmPassword', msg: 'Passwords do not match' });
      rejectIfAny(errors);

      const attempt = throttle.passwordChangeAttempt(user.id);
      if (attempt.wait > 0) {
        throw new ThrottledError(`Too many attempts. Please wait ${describeWait(attempt.wait)} and try again.`, attempt.wait);
      }
      const row = repo.findUserById(db, user.id);
      if (!row) throw unauthorized('Session has ended, please sign in again');
      if (!(await verifyPassword(row.passwordHash, current))) {
        attempt.failed();
        log.warn({ userId: user.id }, 'password change refused: wrong current password');
        // 400, not 401: the web client signs out on any 401.
        throw badRequest(MESSAGES.currentPasswordWrong, [{ path: 'currentPassword', msg: MESSAGES.currentPasswordWrong }]);
      }
      attempt.succeeded();

      const passwordHash = await hashPassword(next);
      const updated = inTransaction(db, (tx) => {
        const at = now().toISOString();
        const changed = repo.setPassword(tx, user.id, passwordHash, at);
        repo.voidResetTokens(tx, user.id, at);
        return changed;
      });
      if (!updated) throw unauthorized('Session has ended, please sign in again');
      // Keep a "remember me" session long: a 1-day token never has more than a day left.
      const remember = user.exp * 1000 - now().getTime() > 25 * 60 * 60 * 1000;
      log.info({ userId: user.id }, 'password changed: every other session ended');
      return { token: deps.issueToken(updated, remember) };
    },

    updateProfile(user: SessionUser, body: UpdateProfileBody): User {
      const name = (body.name ?? '').trim();
      const email = normalizeEmail(body.email);
      const bio = body.bio === undefined ? undefined : (body.bio ?? '').trim();
      const phone = body.phone === undefined ? undefined : (body.phone ?? '').trim();
      const errors: FieldError[] = [];
      if (!name) errors.push({ path: 'name', msg: 'Name is required' });
      else if (name.length > PROFILE_LIMITS.nameMax) {
        errors.push({ path: 'name', msg: `Name must be at most ${PROFILE_LIMITS.nameMax} characters` });
      }
      if (!email) errors.push({ path: 'email', msg: 'Email is required' });
      else if (email.length > PROFILE_LIMITS.emailMax || !EMAIL_PATTERN.test(email)) {
        errors.push({ path: 'email', msg: 'Please enter a valid email address' });
      }
      if (bio !== undefined && bio.length > PROFILE_LIMITS.bioMax) {
        errors.push({ path: 'bio', msg: `Bio must be at most ${PROFILE_LIMITS.bioMax} characters` });
      }
      if (phone !== undefined && phone.length > PROFILE_LIMITS.phoneMax) {
        errors.push({ path: 'phone', msg: `Phone number must be at most ${PROFILE_LIMITS.phoneMax} characters` });
      }
      rejectIfAny(errors);

      if (repo.emailTakenByOther(db, email, user.id)) throw conflict(MESSAGES.emailInUse);
      // Another account may take the address between the check and the write.
      const row = writeUnique(MESSAGES.emailInUse, () => repo.updateProfile(db, user.id, { name, email, bio, phone }, now().toISOString()));
      if (!row) throw unauthorized('Session has ended, please sign in again');
      return toUser(row);
    },

    /** Waits for mails still being sent (graceful shutdown, tests). */
    async flushMail(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}

function resetMail(to: string, name: string, link: string) {
  const text = [
    `Hello ${name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} staff account.`,
    'Open this link within 1 hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>Hello ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(PRODUCT_NAME)} staff account.
Open this link within 1 hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p style="font-size: 0.9em; color: #6b7280">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once. If you did not ask for this, ignore this mail: your password stays as it is.</p>
</body></html>`;
  return { to, subject: `Reset your ${PRODUCT_NAME} password`, text, html };
}
