/** A signed-in member's own account: their password and their profile. */
import type { ChangePasswordBody, UpdateProfileBody, User } from '../../../shared/api/auth.ts';
import { checkPasswordChange, checkProfile } from '../../../shared/validation/account.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { now, nowIso } from '../../clock.ts';
import { inTransaction } from '../../db/client.ts';
import { badRequest, conflict, rejectFieldErrors, unauthorized } from '../../errors.ts';
import { writeUnique } from '../../lib/unique-write.ts';
import { appendAudit } from '../audit/service.ts';
import type { AuthDeps, Client, SessionUser } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { describeWait, ThrottledError } from './throttle.ts';
import { toUser } from './user-view.ts';

export function createAccount({ db, log, throttle, sessions }: AuthDeps) {
  return {
    async changePassword(user: SessionUser, body: ChangePasswordBody, client: Client): Promise<{ token: string }> {
      const errors = new FieldErrors();
      const { current, next } = checkPasswordChange(errors, body);
      rejectFieldErrors(errors);

      const attempt = throttle.passwordChangeAttempt(user.id);
      if (attempt.wait > 0) {
        throw new ThrottledError(`Too many attempts. Please wait ${describeWait(attempt.wait)} and try again.`, attempt.wait);
      }
      const row = repo.findUserById(db, user.id);
      if (!row) throw unauthorized(MESSAGES.sessionEnded);
      if (!(await verifyPassword(row.passwordHash, current))) {
        attempt.failed();
        log.warn({ userId: user.id }, 'password change refused: wrong current password');
        // 400, not 401: the web client signs out on any 401.
        throw badRequest(MESSAGES.currentPasswordWrong, [{ path: 'currentPassword', msg: MESSAGES.currentPasswordWrong }]);
      }
      attempt.succeeded();

      const passwordHash = await hashPassword(next);
      const updated = inTransaction(db, (tx) => {
        const at = nowIso();
        // This session goes on (with a new token); every other one ends.
        const changed = repo.setPassword(tx, user.id, passwordHash, at, user.jti);
        repo.voidResetTokens(tx, user.id, at);
        if (changed) appendAudit(tx, client.audit, { action: 'password.change', target: { type: 'user', id: changed.id, title: changed.name } });
        return changed;
      });
      if (!updated) throw unauthorized(MESSAGES.sessionEnded);
      // Keep a "remember me" session long: a 1-day token never has more than a day left.
      const remember = user.exp * 1000 - now() > 25 * 60 * 60 * 1000;
      log.info({ userId: user.id }, 'password changed: every other session ended');
      return { token: sessions.start(updated, { remember, continue: user.jti }) };
    },

    updateProfile(user: SessionUser, body: UpdateProfileBody, client: Client): User {
      const errors = new FieldErrors();
      const values = checkProfile(errors, body);
      rejectFieldErrors(errors);

      if (repo.emailTakenByOther(db, values.email, user.id)) throw conflict(MESSAGES.emailInUse);
      const before = repo.findUserById(db, user.id);
      if (!before) throw unauthorized(MESSAGES.sessionEnded);
      // Another account may take the address between the check and the write.
      const row = writeUnique(MESSAGES.emailInUse, () =>
        inTransaction(db, (tx) => {
          const updated = repo.updateProfile(tx, user.id, values, nowIso());
          const changed = (['name', 'email', 'bio', 'phone'] as const).filter((field) => values[field] !== undefined && values[field] !== before[field]);
          if (updated && changed.length > 0) {
            appendAudit(tx, client.audit, { action: 'profile.update', target: { type: 'user', id: user.id, title: updated.name }, details: { changed } });
          }
          return updated;
        }),
      );
      if (!row) throw unauthorized(MESSAGES.sessionEnded);
      return toUser(row);
    },
  };
}
