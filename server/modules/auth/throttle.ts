/**
 * Brute-force protection of sign-in, password-reset mails and password changes. The counters live
 * in SQLite (throttle-repository.ts), so a restart keeps them and every process on the box shares
 * them.
 *
 * Sign-in follows Ghost: each email+IP pair gets 5 free tries, then a growing wait (1 minute,
 * doubling, capped at 15). Because that counter is keyed by the pair, a stranger hammering the
 * admin's address from elsewhere never slows the admin down. Two caps catch what the pair misses:
 * per IP (someone trying many addresses: 30 failures in 15 minutes) and per account across all IPs
 * (a botnet: 100 failures in any hour, the bound of OWASP ASVS 2.2.1).
 *
 * So that the per-account cap cannot lock the real staff member out, a browser that has signed in
 * to the account before (its device cookie, device-cookie.ts) is not held to it. Its wrong
 * passwords count against that cookie instead: 10 in an hour and the cookie is no longer trusted
 * (OWASP "Slow Down Online Guessing Attacks with Device Cookies"), so a stolen cookie is not a way
 * around the cap. The pair backoff and the per-IP cap apply to everyone.
 *
 * Each cap is a sliding window: the attempt is refused while the window's newest `limit` hits all
 * fall within it, so no hour anywhere holds more than `limit`. An attempt is counted when it is let
 * through, before its password is checked, and the count is taken back when the password was right:
 * a hundred guesses sent at once cannot all slip under the cap while their hashes are verified.
 * Refused attempts are not counted.
 */
import { now as serverNow, type Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../errors.ts';
import * as repo from './throttle-repository.ts';

const MINUTE = 60_000;

interface Limit {
  limit: number;
  windowMs: number;
}

/** At most `limit` hits per key in any `windowMs`; one scope of throttle_hits (the newsletter sign-ups count theirs with it too). */
export class WindowCounter {
  constructor(
    private readonly scope: string,
    private readonly window: Limit,
  ) {}

  /** Milliseconds until the key may be used again, 0 when it may be used now. */
  retryAfter(db: Db, key: string, now: number): number {
    const { limit, windowMs } = this.window;
    const at = repo.nthNewestHitAt(db, this.scope, key, now - windowMs, limit);
    return at === undefined ? 0 : at + windowMs - now;
  }

  /** Counts one hit; answers its id, to take it back. */
  hit(db: Db, key: string, now: number): number {
    return repo.insertHit(db, { scope: this.scope, key, at: now, expiresAt: now + this.window.windowMs });
  }
}

interface BackoffOptions {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this (counted from the last one) are forgotten. */
  forgetAfterMs: number;
}

/** Free attempts per email+IP pair, then a wait that doubles with each further failure, up to a cap. */
class BackoffCounter {
  constructor(readonly options: BackoffOptions) {}

  retryAfter(db: Db, email: string, ip: string, now: number): number {
    const row = repo.findBackoff(db, email, ip);
    return row && row.lockedUntil > now ? row.lockedUntil - now : 0;
  }

  fail(db: Db, email: string, ip: string, now: number): void {
    const { freeAttempts, baseDelayMs, maxDelayMs, forgetAfterMs } = this.options;
    const row = repo.findBackoff(db, email, ip);
    const failures = (row && now - row.lastAt <= forgetAfterMs ? row.failures : 0) + 1;
    const lockedUntil =
      failures >= freeAttempts ? now + Math.min(baseDelayMs * 2 ** (failures - freeAttempts), maxDelayMs) : 0;
    repo.saveBackoff(db, { email, ip, failures, lastAt: now, lockedUntil });
  }
}

/** One attempt let through (`wait` 0) or refused (`wait` ms); report how it ended. */
export interface Attempt {
  wait: number;
  failed(): void;
  succeeded(): void;
}

export interface AuthThrottleOptions {
  db: Db;
  /** The server clock by default; tests move time with their own. */
  clock?: Clock;
  login?: Partial<BackoffOptions> & { perIp?: Limit; perAccount?: Limit; perDevice?: Limit };
  forgot?: { perIp?: Limit; perEmail?: Limit };
  changePassword?: { perUser?: Limit };
  twoFactor?: { perIp?: Limit; perAccount?: Limit; perDevice?: Limit };
}

const DEFAULT_THROTTLE = {
  login: {
    freeAttempts: 5,
    baseDelayMs: MINUTE,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
    perIp: { limit: 30, windowMs: 15 * MINUTE },
    perAccount: { limit: 100, windowMs: 60 * MINUTE },
    perDevice: { limit: 10, windowMs: 60 * MINUTE },
  },
  // Loose enough for someone who mistypes or waits for a slow mail twice; tight enough that
  // nobody can bury a colleague's inbox in reset mails.
  forgot: {
    perIp: { limit: 20, windowMs: 15 * MINUTE },
    perEmail: { limit: 5, windowMs: 60 * MINUTE },
  },
  changePassword: { perUser: { limit: 10, windowMs: 15 * MINUTE } },
  // The second step after a right password: a 6-digit code is 1 in 333,333 (a step either side is
  // taken too), so guesses are held far below the password's caps. Each challenge also dies after 5
  // wrong codes (two-factor.ts), sending the guesser back through the password's limits.
  twoFactor: {
    perIp: { limit: 30, windowMs: 15 * MINUTE },
    perAccount: { limit: 10, windowMs: 60 * MINUTE },
    perDevice: { limit: 10, windowMs: 60 * MINUTE },
  },
} as const;

/** Finished windows are deleted at most this often (by whichever process counts next). */
const PRUNE_EVERY_MS = MINUTE;

/** "1 minute", "15 minutes": the wait rounded up to whole minutes, never 0. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** 429 that also tells the route how long to announce in Retry-After. */
export class ThrottledError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, message);
  }
}

const refused = (wait: number): Attempt => ({ wait, failed() {}, succeeded() {} });

/** The limits of one app instance, over the counters of its database. */
export class AuthThrottle {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly loginPair: BackoffCounter;
  private readonly loginIp: WindowCounter;
  private readonly loginAccount: WindowCounter;
  private readonly loginDevice: WindowCounter;
  private readonly forgotIp: WindowCounter;
  private readonly forgotEmail: WindowCounter;
  private readonly changePasswordUser: WindowCounter;
  private readonly twoFactorIp: WindowCounter;
  private readonly twoFactorAccount: WindowCounter;
  private readonly twoFactorDevice: WindowCounter;
  private lastPrune = 0;

  constructor(options: AuthThrottleOptions) {
    this.db = options.db;
    this.clock = options.clock ?? serverNow;
    const login = { ...DEFAULT_THROTTLE.login, ...options.login };
    const forgot = { ...DEFAULT_THROTTLE.forgot, ...options.forgot };
    const change = { ...DEFAULT_THROTTLE.changePassword, ...options.changePassword };
    this.loginPair = new BackoffCounter(login);
    this.loginIp = new WindowCounter('sign-in:ip', login.perIp);
    this.loginAccount = new WindowCounter('sign-in:account', login.perAccount);
    this.loginDevice = new WindowCounter('sign-in:device', login.perDevice);
    this.forgotIp = new WindowCounter('reset-mail:ip', forgot.perIp);
    this.forgotEmail = new WindowCounter('reset-mail:email', forgot.perEmail);
    this.changePasswordUser = new WindowCounter('password-change:user', change.perUser);
    const twoFactor = { ...DEFAULT_THROTTLE.twoFactor, ...options.twoFactor };
    this.twoFactorIp = new WindowCounter('two-factor:ip', twoFactor.perIp);
    this.twoFactorAccount = new WindowCounter('two-factor:account', twoFactor.perAccount);
    this.twoFactorDevice = new WindowCounter('two-factor:device', twoFactor.perDevice);
  }

  /**
   * Checked before the password is even looked at. `device` is the id of a device cookie issued to
   * this account (the caller checked its signature and account), if the browser sent one.
   */
  signInAttempt(email: string, ip: string, device?: string): Attempt {
    return this.locked((tx, now) => {
      const trusted = device !== undefined && this.loginDevice.retryAfter(tx, device, now) === 0 ? device : undefined;
      const wait = Math.max(
        this.loginPair.retryAfter(tx, email, ip, now),
        this.loginIp.retryAfter(tx, ip, now),
        trusted ? 0 : this.loginAccount.retryAfter(tx, email, now),
      );
      if (wait > 0) return refused(wait);
      const hits = [
        this.loginIp.hit(tx, ip, now),
        trusted ? this.loginDevice.hit(tx, trusted, now) : this.loginAccount.hit(tx, email, now),
      ];
      return {
        wait: 0,
        failed: () => this.locked((tx2, at) => this.loginPair.fail(tx2, email, ip, at)),
        // A correct password from this place wipes its slate; it was never a failure for the caps.
        succeeded: () =>
          this.locked((tx2) => {
            repo.deleteHits(tx2, hits);
            repo.deleteBackoff(tx2, email, ip);
          }),
      };
    });
  }

  /**
   * A code of the second step. Like the password: per address for everyone, and per account unless
   * the browser holds this account's device cookie (then per device), so a stranger who has the
   * password cannot keep the owner from signing in. Right codes are taken back.
   */
  twoFactorAttempt(userId: string, ip: string, device?: string): Attempt {
    return this.locked((tx, now) => {
      const trusted = device !== undefined && this.twoFactorDevice.retryAfter(tx, device, now) === 0 ? device : undefined;
      const wait = Math.max(this.twoFactorIp.retryAfter(tx, ip, now), trusted ? 0 : this.twoFactorAccount.retryAfter(tx, userId, now));
      if (wait > 0) return refused(wait);
      const hits = [this.twoFactorIp.hit(tx, ip, now), trusted ? this.twoFactorDevice.hit(tx, trusted, now) : this.twoFactorAccount.hit(tx, userId, now)];
      return { wait: 0, failed() {}, succeeded: () => this.locked((tx2) => repo.deleteHits(tx2, hits)) };
    });
  }

  /** A password reset by mail proves the account is theirs: that place starts afresh. */
  clearSignInFailures(email: string, ip: string): void {
    this.locked((tx) => repo.deleteBackoff(tx, email, ip));
  }

  /**
   * Every reset request counts, whether or not the address has an account (no enumeration).
   * Answers the wait, 0 when the request was let through (and counted).
   */
  resetMailRequest(email: string, ip: string): number {
    return this.locked((tx, now) => {
      const wait = Math.max(this.forgotIp.retryAfter(tx, ip, now), this.forgotEmail.retryAfter(tx, email, now));
      if (wait === 0) {
        this.forgotIp.hit(tx, ip, now);
        this.forgotEmail.hit(tx, email, now);
      }
      return wait;
    });
  }

  /** Wrong current passwords per signed-in user: a stolen session must not become a password oracle. */
  passwordChangeAttempt(userId: string): Attempt {
    return this.locked((tx, now) => {
      const wait = this.changePasswordUser.retryAfter(tx, userId, now);
      if (wait > 0) return refused(wait);
      const hit = this.changePasswordUser.hit(tx, userId, now);
      return { wait: 0, failed() {}, succeeded: () => this.locked((tx2) => repo.deleteHits(tx2, [hit])) };
    });
  }

  /** `fn` in one write transaction at one "now"; finished windows are swept now and then. */
  private locked<T>(fn: (tx: Db, now: number) => T): T {
    const now = this.clock();
    return repo.locked(this.db, (tx) => {
      if (now - this.lastPrune >= PRUNE_EVERY_MS) {
        this.lastPrune = now;
        repo.pruneHits(tx, now);
        repo.pruneBackoff(tx, now - this.loginPair.options.forgetAfterMs, now);
      }
      return fn(tx, now);
    });
  }
}
