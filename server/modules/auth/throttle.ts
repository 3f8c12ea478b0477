/**
 * In-memory brute-force protection for sign-in and password-reset requests (one box, one process;
 * several processes would move these counters to a shared store).
 *
 * Sign-in follows Ghost: each email+IP pair gets 5 free tries, then a growing wait (1 minute,
 * doubling, capped at 15). Because that counter is keyed by the pair, a stranger hammering the
 * admin's address from elsewhere never slows the admin down. Two looser caps catch what the pair
 * misses: one per IP (someone trying many addresses) and one per email across all IPs (a botnet);
 * the latter is high and its window short, so the worst a stranger can do is a 15-minute lockout.
 *
 * Every limiter takes a clock so tests can move time; each app builds its own instances.
 */

export type Clock = () => number;
const systemClock: Clock = () => Date.now();

const MINUTE = 60_000;

/** Fixed-window counter: at most `limit` hits per key per `windowMs`. */
export class WindowCounter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Milliseconds until the key may be used again, 0 when it may be used now. */
  retryAfter(key: string): number {
    const entry = this.hits.get(key);
    const now = this.clock();
    if (!entry || entry.resetAt <= now || entry.count < this.limit) return 0;
    return entry.resetAt - now;
  }

  hit(key: string): void {
    const now = this.clock();
    this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  /** Forget finished windows now and then, so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < MINUTE) return;
    this.lastSweep = now;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

export interface BackoffOptions {
  freeAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Failures older than this (counted from the last one) are forgotten. */
  forgetAfterMs: number;
}

/** Free attempts, then a wait that doubles with each further failure, up to a cap. */
export class BackoffCounter {
  private readonly failures = new Map<string, { count: number; last: number; lockedUntil: number }>();
  private lastSweep = 0;

  constructor(
    private readonly options: BackoffOptions,
    private readonly clock: Clock = systemClock,
  ) {}

  retryAfter(key: string): number {
    const entry = this.failures.get(key);
    const now = this.clock();
    if (!entry || entry.lockedUntil <= now) return 0;
    return entry.lockedUntil - now;
  }

  fail(key: string): void {
    const now = this.clock();
    this.sweep(now);
    const { freeAttempts, baseDelayMs, maxDelayMs, forgetAfterMs } = this.options;
    let entry = this.failures.get(key);
    if (!entry || now - entry.last > forgetAfterMs) {
      entry = { count: 0, last: now, lockedUntil: 0 };
      this.failures.set(key, entry);
    }
    entry.count += 1;
    entry.last = now;
    if (entry.count >= freeAttempts) {
      const delay = Math.min(baseDelayMs * 2 ** (entry.count - freeAttempts), maxDelayMs);
      entry.lockedUntil = now + delay;
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < MINUTE) return;
    this.lastSweep = now;
    for (const [key, entry] of this.failures) {
      if (now - entry.last > this.options.forgetAfterMs && entry.lockedUntil <= now) this.failures.delete(key);
    }
  }
}

export interface AuthThrottleOptions {
  clock?: Clock;
  login?: Partial<BackoffOptions> & {
    perIp?: { limit: number; windowMs: number };
    perEmail?: { limit: number; windowMs: number };
  };
  forgot?: {
    perIp?: { limit: number; windowMs: number };
    perEmail?: { limit: number; windowMs: number };
  };
  changePassword?: { perUser?: { limit: number; windowMs: number } };
}

const DEFAULT_THROTTLE = {
  login: {
    freeAttempts: 5,
    baseDelayMs: MINUTE,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
    perIp: { limit: 30, windowMs: 15 * MINUTE },
    perEmail: { limit: 100, windowMs: 15 * MINUTE },
  },
  // Loose enough for someone who mistypes or waits for a slow mail twice; tight enough that
  // nobody can bury a colleague's inbox in reset mails.
  forgot: {
    perIp: { limit: 20, windowMs: 15 * MINUTE },
    perEmail: { limit: 5, windowMs: 60 * MINUTE },
  },
  changePassword: { perUser: { limit: 10, windowMs: 15 * MINUTE } },
} as const;

/** "1 minute", "15 minutes": the wait rounded up to whole minutes, never 0. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The limiters of one app instance. Each method answers the wait in ms (0 = go ahead). */
export class AuthThrottle {
  private readonly loginPair: BackoffCounter;
  private readonly loginIp: WindowCounter;
  private readonly loginEmail: WindowCounter;
  private readonly forgotIp: WindowCounter;
  private readonly forgotEmail: WindowCounter;
  private readonly changePasswordUser: WindowCounter;

  constructor(options: AuthThrottleOptions = {}) {
    const clock = options.clock ?? systemClock;
    const login = { ...DEFAULT_THROTTLE.login, ...options.login };
    const forgot = { ...DEFAULT_THROTTLE.forgot, ...options.forgot };
    const change = { ...DEFAULT_THROTTLE.changePassword, ...options.changePassword };
    this.loginPair = new BackoffCounter(login, clock);
    this.loginIp = new WindowCounter(login.perIp.limit, login.perIp.windowMs, clock);
    this.loginEmail = new WindowCounter(login.perEmail.limit, login.perEmail.windowMs, clock);
    this.forgotIp = new WindowCounter(forgot.perIp.limit, forgot.perIp.windowMs, clock);
    this.forgotEmail = new WindowCounter(forgot.perEmail.limit, forgot.perEmail.windowMs, clock);
    this.changePasswordUser = new WindowCounter(change.perUser.limit, change.perUser.windowMs, clock);
  }

  /** Checked before the password is even looked at; blocked attempts are not counted. */
  loginWait(email: string, ip: string): number {
    return Math.max(
      this.loginPair.retryAfter(pair(email, ip)),
      this.loginIp.retryAfter(ip),
      this.loginEmail.retryAfter(email),
    );
  }

  loginFailed(email: string, ip: string): void {
    this.loginPair.fail(pair(email, ip));
    this.loginIp.hit(ip);
    this.loginEmail.hit(email);
  }

  /** A correct password from this place wipes its slate; the looser caps keep counting. */
  loginSucceeded(email: string, ip: string): void {
    this.loginPair.clear(pair(email, ip));
  }

  /** Every reset request counts, whether or not the address has an account (no enumeration). */
  forgotWait(email: string, ip: string): number {
    return Math.max(this.forgotIp.retryAfter(ip), this.forgotEmail.retryAfter(email));
  }

  forgotRequested(email: string, ip: string): void {
    this.forgotIp.hit(ip);
    this.forgotEmail.hit(email);
  }

  /** Wrong current passwords per signed-in user: a stolen session must not become a password oracle. */
  changePasswordWait(userId: string): number {
    return this.changePasswordUser.retryAfter(userId);
  }

  changePasswordFailed(userId: string): void {
    this.changePasswordUser.hit(userId);
  }
}

function pair(email: string, ip: string): string {
  return `${email}\n${ip}`;
}
