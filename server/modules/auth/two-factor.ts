/**
 * Two-factor sign-in: a member adds an authenticator app (TOTP, totp.ts) and gets ten one-time
 * recovery codes (recovery-codes.ts); from then on a right password only earns a sign-in challenge
 * (a short-lived token good for nothing else), which a code from the app or a recovery code turns
 * into a session. An administrator can require it of everyone ("require_two_factor" in
 * site_settings): a member without it is then sent to set it up within the sign-in, before any
 * session exists. Losing the device: a recovery code, or an administrator's reset (the team
 * screen, or `npm run admin -- reset-two-factor`), both in the audit trail. A password reset by
 * mail or by the operator never touches the second factor.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TwoFactorChallenge, TwoFactorSetup, TwoFactorSignInBody, TwoFactorStatus } from '../../../shared/api/auth.ts';
import { now, nowIso } from '../../clock.ts';
import { inTransaction, type Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, unauthorized } from '../../errors.ts';
import { appendAudit } from '../audit/service.ts';
import { readSetting } from '../content/site-settings.ts';
import { siteName } from '../site/service.ts';
import { actorOf, type AuthDeps, type Client, type SessionUser } from './deps.ts';
import type { DeviceClaim } from './device-cookie.ts';
import { MESSAGES } from './messages.ts';
import { verifyPassword } from './passwords.ts';
import { hashRecoveryCode, newRecoveryCodes, recoveryCode } from './recovery-codes.ts';
import * as repo from './repository.ts';
import { secretBox } from './secret-box.ts';
import { matchingStep, newSecret, otpauthUrl, qrCode, totpCode } from './totp.ts';
import { describeWait, ThrottledError } from './throttle.ts';
import * as tfa from './two-factor-repository.ts';

/** The site_settings key of the team's rule. */
export const REQUIRE_TWO_FACTOR = 'require_two_factor';
/** How long the second step may wait: enough to find the phone, or to scan a QR code and type. */
const CHALLENGE_TTL_MS = { verify: 5 * 60_000, setup: 15 * 60_000 } as const;
/** Wrong codes one challenge takes before it is void and the password must be given again. */
const CHALLENGE_FAILURES_MAX = 5;

const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right. Check the time on your phone and try again, or use a recovery code.',
  noCode: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  challengeGone: 'This sign-in has expired or was used. Please sign in again.',
  tooManyCodes: 'Too many wrong codes. Please sign in again.',
  setupFirst: 'Start the set-up first: scan the QR code, then enter the code it shows',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  required: 'Two-factor sign-in is required for everyone on this site: it cannot be turned off',
} as const;

export function isTwoFactorRequired(db: Db): boolean {
  return readSetting(db, REQUIRE_TWO_FACTOR) === 'true';
}

/** Whether the member signs in with a second factor. */
export function hasTwoFactor(db: Db, userId: string): boolean {
  return Boolean(tfa.findTwoFactor(db, userId)?.secret);
}

/** The administrator's reset of a lost device: no second factor, no recovery codes, no session left. */
export function resetTwoFactor(db: Db, userId: string): boolean {
  const removed = tfa.removeTwoFactor(db, userId);
  tfa.deleteChallengesOf(db, userId);
  repo.endSessions(db, userId, nowIso());
  return removed;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 401 whose field says which part to fix: the code (try again) or the challenge (sign in again). */
const refused = (path: 'code' | 'challenge_token', msg: string) => new HttpError(401, msg, [{ path, msg }]);
/** The challenge's token is part of the request's shape: without one it is a bad request, not a refusal. */
function challengeToken(token: string | undefined): string {
  if (!token) throw badRequest(TWO_FACTOR_MESSAGES.challengeGone, [{ path: 'challenge_token', msg: 'challenge_token is required' }]);
  return token;
}

export interface SecondStepPassed {
  user: repo.UserRow;
  remember: boolean;
  /** Set when this step also set two-factor sign-in up: shown once. */
  recoveryCodes?: string[];
}

export function createTwoFactor({ db, config, log, throttle }: AuthDeps) {
  const box = secretBox(config.jwtSecret);

  /** Ten fresh codes for the member (any older ones stop working), in the caller's transaction. */
  function issueRecoveryCodes(tx: Db, userId: string): string[] {
    const codes = newRecoveryCodes();
    tfa.replaceRecoveryCodes(tx, userId, codes.map(hashRecoveryCode));
    return codes;
  }

  async function setupFor(email: string): Promise<{ setup: TwoFactorSetup; sealed: string }> {
    const secret = newSecret();
    const url = otpauthUrl(secret, email, siteName(db));
    return { setup: { secret, otpauth_url: url, qr_code: await qrCode(url) }, sealed: box.seal(secret) };
  }

  /** The step of a right, unused code for the sealed secret; null otherwise. */
  function stepOf(sealed: string | null | undefined, code: string): number | null {
    const secret = sealed ? box.open(sealed) : null;
    if (sealed && !secret) log.error('a two-factor secret could not be decrypted (was JWT_SECRET changed?)');
    return secret ? matchingStep(secret, code, now()) : null;
  }

  async function confirmPassword(user: SessionUser, password: string | undefined): Promise<repo.UserRow> {
    const attempt = throttle.passwordChangeAttempt(user.id);
    if (attempt.wait > 0) throw new ThrottledError(`Too many attempts. Please wait ${describeWait(attempt.wait)} and try again.`, attempt.wait);
    const row = repo.findUserById(db, user.id);
    if (!row) throw unauthorized(MESSAGES.sessionEnded);
    if (!password || !(await verifyPassword(row.passwordHash, password))) {
      attempt.failed();
      // 400, not 401: the back office signs out on any 401.
      throw badRequest(MESSAGES.currentPasswordWrong, [{ path: 'password', msg: password ? MESSAGES.currentPasswordWrong : 'Password is required' }]);
    }
    attempt.succeeded();
    return row;
  }

  return {
    status(userId: string): TwoFactorStatus {
      const row = tfa.findTwoFactor(db, userId);
      return {
        enabled: Boolean(row?.secret),
        enabled_at: row?.secret ? row.enabledAt : null,
        recovery_codes_left: row?.secret ? tfa.recoveryCodesLeft(db, userId) : 0,
        required: isTwoFactorRequired(db),
      };
    },

    /** The second step a right password leads to, or null when the member may go straight in. */
    challengeFor(user: repo.UserRow, remember: boolean): TwoFactorChallenge | null {
      const purpose = hasTwoFactor(db, user.id) ? 'verify' : isTwoFactorRequired(db) ? 'setup' : null;
      if (!purpose) return null;
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now() + CHALLENGE_TTL_MS[purpose]).toISOString();
      tfa.insertChallenge(db, { id: randomUUID(), tokenHash: hashToken(token), userId: user.id, purpose, remember, expiresAt });
      return { two_factor: purpose, challenge_token: token, expires_at: expiresAt };
    },

    /** A setup challenge's new secret (a second call replaces the first). */
    async setupForChallenge(token: string | undefined): Promise<TwoFactorSetup> {
      const challenge = tfa.findChallenge(db, hashToken(challengeToken(token)), nowIso());
      if (!challenge || challenge.purpose !== 'setup') throw refused('challenge_token', TWO_FACTOR_MESSAGES.challengeGone);
      const user = repo.findUserById(db, challenge.userId);
      if (!user) throw refused('challenge_token', TWO_FACTOR_MESSAGES.challengeGone);
      const { setup, sealed } = await setupFor(user.email);
      tfa.setChallengeSecret(db, challenge.id, sealed);
      return setup;
    },

    /**
     * The second step: the challenge and a code. A wrong code counts against the member's limits
     * and the challenge (five, and it is void); a right one uses the challenge up.
     */
    passSecondStep(body: TwoFactorSignInBody, client: Client, device: DeviceClaim | null): SecondStepPassed {
      const challenge = tfa.findChallenge(db, hashToken(challengeToken(body.challenge_token)), nowIso());
      const user = challenge ? repo.findUserById(db, challenge.userId) : undefined;
      if (!challenge || !user) throw refused('challenge_token', TWO_FACTOR_MESSAGES.challengeGone);
      const input = (body.code ?? '').trim();
      if (!input) throw badRequest(TWO_FACTOR_MESSAGES.noCode, [{ path: 'code', msg: TWO_FACTOR_MESSAGES.noCode }]);

      const knownDevice = device?.userId === user.id ? device.deviceId : undefined;
      const attempt = throttle.twoFactorAttempt(user.id, client.ipKey, knownDevice);
      if (attempt.wait > 0) {
        log.warn({ userId: user.id, ip: client.ipKey }, 'two-factor codes throttled');
        throw new ThrottledError(`Too many wrong codes. Please wait ${describeWait(attempt.wait)} and try again.`, attempt.wait);
      }

      const passed = inTransaction(db, (tx): SecondStepPassed | 'wrong' => {
        const target = { type: 'user' as const, id: user.id, title: user.name };
        const totp = totpCode(input);
        if (challenge.purpose === 'setup') {
          if (!challenge.pendingSecret) throw badRequest(TWO_FACTOR_MESSAGES.setupFirst, [{ path: 'code', msg: TWO_FACTOR_MESSAGES.setupFirst }]);
          const step = totp ? stepOf(challenge.pendingSecret, totp) : null;
          if (step === null || !tfa.deleteChallenge(tx, challenge.id)) return 'wrong';
          tfa.enable(tx, user.id, challenge.pendingSecret, nowIso(), step);
          const recoveryCodes = issueRecoveryCodes(tx, user.id);
          appendAudit(tx, client.audit, { action: 'two_factor.enable', actor: actorOf(user), target, details: { during: 'sign-in' } });
          return { user, remember: challenge.remember, recoveryCodes };
        }
        const row = tfa.findTwoFactor(tx, user.id);
        if (totp) {
          const step = stepOf(row?.secret, totp);
          if (step === null || !tfa.claimStep(tx, user.id, step) || !tfa.deleteChallenge(tx, challenge.id)) return 'wrong';
          return { user, remember: challenge.remember };
        }
        const code = recoveryCode(input);
        if (!code || !tfa.useRecoveryCode(tx, user.id, hashRecoveryCode(code), nowIso()) || !tfa.deleteChallenge(tx, challenge.id)) return 'wrong';
        appendAudit(tx, client.audit, {
          action: 'two_factor.recovery_code_used',
          actor: actorOf(user),
          target,
          details: { recovery_codes_left: tfa.recoveryCodesLeft(tx, user.id) },
        });
        return { user, remember: challenge.remember };
      });

      if (passed !== 'wrong') {
        attempt.succeeded();
        return passed;
      }
      const failures = tfa.countChallengeFailure(db, challenge.id);
      const gone = failures >= CHALLENGE_FAILURES_MAX;
      if (gone) tfa.deleteChallenge(db, challenge.id);
      log.warn({ userId: user.id, ip: client.ipKey, failures }, 'two-factor code refused');
      appendAudit(db, client.audit, { action: 'two_factor.failed', actor: null, target: { type: 'user', id: user.id, title: user.name }, details: { failures } });
      throw gone ? refused('challenge_token', TWO_FACTOR_MESSAGES.tooManyCodes) : refused('code', TWO_FACTOR_MESSAGES.wrongCode);
    },

    /** Signed in: a new secret to scan, confirmed with the password first. */
    async beginSetup(user: SessionUser, password: string | undefined): Promise<TwoFactorSetup> {
      const row = await confirmPassword(user, password);
      const { setup, sealed } = await setupFor(row.email);
      tfa.savePendingSecret(db, user.id, sealed);
      return setup;
    },

    /** The code the new secret shows turns it on (replacing any earlier device): ten recovery codes. */
    enable(user: SessionUser, code: string | undefined, client: Client): string[] {
      const row = tfa.findTwoFactor(db, user.id);
      if (!row?.pendingSecret) throw conflict(TWO_FACTOR_MESSAGES.setupFirst);
      const totp = totpCode(code ?? '');
      const step = totp ? stepOf(row.pendingSecret, totp) : null;
      if (step === null) throw badRequest(TWO_FACTOR_MESSAGES.wrongCode, [{ path: 'code', msg: TWO_FACTOR_MESSAGES.wrongCode }]);
      const member = repo.findUserById(db, user.id);
      return inTransaction(db, (tx) => {
        tfa.enable(tx, user.id, row.pendingSecret!, nowIso(), step);
        const codes = issueRecoveryCodes(tx, user.id);
        appendAudit(tx, client.audit, { action: 'two_factor.enable', target: { type: 'user', id: user.id, title: member?.name }, details: { replaced: Boolean(row.secret) } });
        return codes;
      });
    },

    async disable(user: SessionUser, password: string | undefined, client: Client): Promise<void> {
      if (isTwoFactorRequired(db)) throw conflict(TWO_FACTOR_MESSAGES.required);
      const row = await confirmPassword(user, password);
      if (!hasTwoFactor(db, user.id)) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      inTransaction(db, (tx) => {
        tfa.removeTwoFactor(tx, user.id);
        appendAudit(tx, client.audit, { action: 'two_factor.disable', target: { type: 'user', id: user.id, title: row.name } });
      });
    },

    async regenerateRecoveryCodes(user: SessionUser, password: string | undefined, client: Client): Promise<string[]> {
      const row = await confirmPassword(user, password);
      if (!hasTwoFactor(db, user.id)) throw conflict(TWO_FACTOR_MESSAGES.notOn);
      return inTransaction(db, (tx) => {
        const codes = issueRecoveryCodes(tx, user.id);
        appendAudit(tx, client.audit, { action: 'two_factor.recovery_codes_regenerated', target: { type: 'user', id: user.id, title: row.name } });
        return codes;
      });
    },

    /** Expired challenges, for the daily housekeeping. */
    prune(): number {
      return tfa.pruneChallenges(db, nowIso());
    },
  };
}
