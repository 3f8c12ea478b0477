/**
 * A forgotten password: a link by mail (1 hour, once; password-links.ts), then a new password
 * chosen with it, which ends every session of the account and signs this browser in.
 */
import type { ForgotPasswordBody, ResetPasswordBody, SignInResult } from '../../../shared/api/auth.ts';
import { checkForgotPassword, checkNewPassword } from '../../../shared/validation/account.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { now, nowIso } from '../../clock.ts';
import { inTransaction } from '../../db/client.ts';
import { badRequest, rejectFieldErrors } from '../../errors.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { appendAudit } from '../audit/service.ts';
import { siteName } from '../site/service.ts';
import { actorOf, type AuthDeps, type Client } from './deps.ts';
import { MESSAGES } from './messages.ts';
import { hashResetToken, issuePasswordLink } from './password-links.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { describeWait, ThrottledError } from './throttle.ts';

export function createPasswordReset(
  { db, config, mailer, log, throttle }: AuthDeps,
  signIn: { startSession: (user: repo.UserRow, remember: boolean, client: Client, method: string) => unknown },
  twoFactor: { challengeFor: (user: repo.UserRow, remember: boolean) => SignInResult | null },
) {
  /** Mails still being sent; awaited on shutdown so none is cut off. */
  const pendingMail = new Set<Promise<void>>();

  function sendInBackground(mail: Parameters<Mailer['send']>[0], context: Record<string, unknown>): void {
    // Sent after the answer: a slow or failing mail server must not reveal that the account exists.
    const sending = mailer
      .send(mail)
      .catch((err: unknown) => log.error({ err, ...context }, 'password reset mail could not be sent'))
      .finally(() => pendingMail.delete(sending));
    pendingMail.add(sending);
  }

  return {
    async forgotPassword(body: ForgotPasswordBody, client: Client): Promise<{ resetToken?: string }> {
      const ip = client.ipKey;
      const errors = new FieldErrors();
      const { email } = checkForgotPassword(errors, body);
      rejectFieldErrors(errors);

      const wait = throttle.resetMailRequest(email, ip);
      if (wait > 0) {
        log.warn({ email, ip }, 'password reset requests throttled');
        throw new ThrottledError(`Too many password reset requests. Please wait ${describeWait(wait)} and try again.`, wait);
      }

      const user = repo.findUserByEmail(db, email);
      if (!user) {
        log.info({ email, ip }, 'password reset asked for an unknown address');
        return {};
      }

      const { token, link } = issuePasswordLink(db, { userId: user.id, publicUrl: config.publicUrl, kind: 'reset', now: new Date(now()) });
      appendAudit(db, client.audit, { action: 'password.reset_requested', actor: null, target: { type: 'user', id: user.id, title: user.name } });
      sendInBackground(resetMail(siteName(db), user.email, user.name, link), { userId: user.id });
      log.info({ userId: user.id }, 'password reset link issued');
      return config.demoMode ? { resetToken: token } : {};
    },

    /**
     * A new password from a link: every session of the account ends; this browser is signed in,
     * unless the account has a second factor (or the site requires one): then it gets that step,
     * exactly as after a password. Holding the mailbox is not holding the phone.
     */
    async resetPassword(token: string, body: ResetPasswordBody, client: Client): Promise<SignInResult> {
      const errors = new FieldErrors();
      const password = checkNewPassword(errors, body);
      rejectFieldErrors(errors);

      const tokenHash = hashResetToken(token);
      const found = repo.findUsableResetToken(db, tokenHash, nowIso());
      if (!found) throw badRequest(MESSAGES.invalidResetToken);

      const passwordHash = await hashPassword(password);
      const row = inTransaction(db, (tx) => {
        const at = nowIso();
        // Claimed inside the transaction: a link used twice at once succeeds only once.
        if (!repo.claimResetToken(tx, tokenHash, at)) throw badRequest(MESSAGES.invalidResetToken);
        const updated = repo.setPassword(tx, found.userId, passwordHash, at);
        if (!updated) throw badRequest(MESSAGES.invalidResetToken);
        repo.voidResetTokens(tx, found.userId, at);
        // Holding the mailbox proves who they are: they are the actor.
        appendAudit(tx, client.audit, { action: 'password.reset', actor: actorOf(updated), target: { type: 'user', id: updated.id, title: updated.name } });
        return updated;
      });
      throttle.clearSignInFailures(row.email, client.ipKey);
      log.info({ userId: row.id }, 'password reset: every session ended');
      return twoFactor.challengeFor(row, false) ?? (signIn.startSession(row, false, client, 'password reset') as SignInResult);
    },

    /** Waits for mails still being sent (graceful shutdown, tests). */
    async flushMail(): Promise<void> {
      await Promise.allSettled([...pendingMail]);
    },
  };
}

/** The reset mail, naming the site as administrators call it (`site`). */
function resetMail(site: string, to: string, name: string, link: string) {
  const text = [
    `Hello ${name},`,
    '',
    `Someone (hopefully you) asked to reset the password of your ${site} staff account.`,
    'Open this link within 1 hour to choose a new password:',
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">
<p>Hello ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your ${escapeHtml(site)} staff account.
Open this link within 1 hour to choose a new password:</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p style="font-size: 0.9em; color: #6b7280">Or paste this address into your browser: ${escapeHtml(link)}</p>
<p>The link works once. If you did not ask for this, ignore this mail: your password stays as it is.</p>
</body></html>`;
  return { to, subject: `Reset your ${site} password`, text, html };
}
