/**
 * Signing in: the address and password, then, for a member with two-factor sign-in (or on a site
 * that requires it), the second step (two-factor.ts) before any session exists. Signing out and
 * who is signed in.
 */
import type { LoginBody, Session, SignInResult, TwoFactorSession, TwoFactorSignInBody, User } from '../../../shared/api/auth.ts';
import { checkSignIn } from '../../../shared/validation/account.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { nowIso } from '../../clock.ts';
import { inTransaction } from '../../db/client.ts';
import { rejectFieldErrors, unauthorized } from '../../errors.ts';
import { appendAudit } from '../audit/service.ts';
import { actorOf, type AuthDeps, type Client, type SessionUser } from './deps.ts';
import type { DeviceClaim } from './device-cookie.ts';
import { MESSAGES } from './messages.ts';
import { burnVerify, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { sessionTitle } from './sessions.ts';
import { describeWait, ThrottledError } from './throttle.ts';
import type { createTwoFactor } from './two-factor.ts';
import { toUser } from './user-view.ts';

export function createSignIn({ db, log, throttle, sessions }: AuthDeps, twoFactor: ReturnType<typeof createTwoFactor>) {
  /** The member is in: a session for this browser, their last sign-in, the audit entry. */
  function startSession(user: repo.UserRow, remember: boolean, client: Client, method: string): Session {
    const origin = { address: client.audit.address ?? '', userAgent: client.audit.userAgent ?? '' };
    return inTransaction(db, (tx) => {
      const row = repo.recordLogin(tx, user.id, nowIso()) ?? user;
      const token = sessions.start(row, { remember, origin });
      appendAudit(tx, client.audit, {
        action: 'session.sign_in',
        actor: actorOf(user),
        target: { type: 'user', id: user.id, title: user.name },
        details: { method, remember, session: sessionTitle(origin.userAgent) },
      });
      log.info({ userId: user.id, method }, 'staff signed in');
      return { token, user: toUser(row) };
    });
  }

  return {
    startSession,

    /** `device`: the signed device cookie the browser sent, if any (device-cookie.ts). */
    async login(body: LoginBody, client: Client, device: DeviceClaim | null = null): Promise<SignInResult> {
      const ip = client.ipKey;
      const errors = new FieldErrors();
      const { email, password } = checkSignIn(errors, body);
      rejectFieldErrors(errors);

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
        // Nobody proved who they are: no actor; the account tried (if any) is the target.
        appendAudit(db, client.audit, {
          action: 'session.sign_in_failed',
          actor: null,
          target: user ? { type: 'user', id: user.id, title: user.name } : undefined,
          details: { email },
        });
        throw unauthorized(MESSAGES.invalidLogin);
      }
      attempt.succeeded();
      const remember = body.remember === true;
      // A right password alone is no session when a second factor is on (or required).
      return twoFactor.challengeFor(user, remember) ?? startSession(user, remember, client, 'password');
    },

    /** The second step: a code from the authenticator app or a recovery code, for a session. */
    secondStep(body: TwoFactorSignInBody, client: Client, device: DeviceClaim | null): TwoFactorSession {
      const passed = twoFactor.passSecondStep(body, client, device);
      const method = passed.recoveryCodes ? 'two-factor set-up' : /^\s*\d[\d\s]*$/.test(body.code ?? '') ? 'authenticator code' : 'recovery code';
      const session = startSession(passed.user, passed.remember, client, method);
      return passed.recoveryCodes ? { ...session, recovery_codes: passed.recoveryCodes } : session;
    },

    logout(user: SessionUser, client: Client): void {
      inTransaction(db, (tx) => {
        sessions.end(user.id, user.jti, tx);
        appendAudit(tx, client.audit, { action: 'session.sign_out', target: { type: 'session', id: user.jti } });
      });
    },

    me(user: SessionUser): User {
      const row = repo.findUserById(db, user.id);
      if (!row) throw unauthorized(MESSAGES.sessionEnded);
      return toUser(row);
    },
  };
}
