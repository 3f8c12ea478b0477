/**
 * Rolling-window caps counted from stored rows (new likes, comments: the rows carry the keyed
 * hash of their address), so they survive a restart and move with the injectable clock. The
 * numbers live with their rules (likes/service.ts, comments/service.ts); this is the arithmetic
 * and the one 429 message they share.
 */
import { now } from '../clock.ts';
import { tooManyRequests } from '../errors.ts';

export const HOUR_MS = 60 * 60_000;

/** What one address did within the window: how many rows, and when the oldest of them was written. */
export interface WindowUse {
  count: number;
  /** ISO time of the oldest counted row; null when there is none. */
  oldest: string | null;
}

/** The start of a window of `windowMs` ending now, as the ISO text the date columns hold. */
export const windowStart = (windowMs: number): string => new Date(now() - windowMs).toISOString();

/** "1 second", "45 seconds", "59 minutes". */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Throws 429 once `use.count` reached `max`, saying how long until the oldest counted row leaves
 * the window (then one more is allowed).
 */
export function refuseOverCap(use: WindowUse, max: number, windowMs: number, message: string): void {
  if (use.count < max) return;
  const wait = use.oldest ? Date.parse(use.oldest) + windowMs - now() : windowMs;
  throw tooManyRequests(`${message} Please wait ${waitText(wait)} and try again.`);
}
