/**
 * The server's one source of "now". Everything that depends on the time of day (what the public
 * may see, scheduled items coming due, token and reset-link expiry, throttle windows, view days)
 * reads it here, so a test can move time by building the app with `clock` instead of sleeping.
 * One process serves one app in production; tests run each file in its own process.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

let current: Clock = systemClock;

/** Replaces the clock (buildApp's `clock` option); `setClock(systemClock)` restores it. */
export function setClock(clock: Clock): void {
  current = clock;
}

/** Milliseconds since the epoch, by the current clock. */
export const now = (): number => current();

/** The current time as an ISO 8601 string, the format every date column holds. */
export const nowIso = (): string => new Date(current()).toISOString();
