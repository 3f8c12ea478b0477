/** Signing in with an address and a password, signing out, and who is signed in. */
import type { LoginBody, Session, User } from '../../../shared/api/auth.ts';
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
import { describeWait, ThrottledError } from './throttle.ts';
import { toUser } from './user-view.ts';

export function createSignIn({ db, log, throttle, issueToken, revokeToken }: AuthDeps) {
  return {
    /** `device`: the signed device cookie the browser sent, if any (device-cookie.ts). */
    async login(body: LoginBody, client: Client, device: DeviceClaim | null = null): Promise<Session> {
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
      const row = inTransaction(db, (tx) => {
        appendAudit(tx, client.audit, { action: 'session.sign_in', actor: actorOf(user), target: { type: 'user', id: user.id, title: user.name } });
        return repo.recordLogin(tx, user.id, nowIso()) ?? user;
      });
      log.info({ userId: user.id }, 'staff signed in');
      return { token: issueToken(row, body.remember === true), user: toUser(row) };
    },

    logout(user: SessionUser, client: Client): void {
      revokeToken(user.jti, user.exp);
      appendAudit(db, client.audit, { action: 'session.sign_out' });
    },

    me(user: SessionUser): User {
      const row = repo.findUserById(db, user.id);
      if (!row) throw unauthorized(MESSAGES.sessionEnded);
      return toUser(row);
    },
  };
}
