/**
 * A clock for buildApp's `clock` option that tests move forward instead of sleeping:
 * `const clock = testClock(); createTestApp({}, { clock }); ... clock.advance(1600)`.
 * It keeps ticking with the real time (plus what was advanced), so rows the server stamps with
 * the real time and the times it reads through the clock stay in order.
 * The server holds one clock per process (server/clock.ts) and every buildApp sets it: give the
 * same clock to every app a test file builds, or the last one built wins.
 */
export interface TestClock {
  (): number;
  /** Moves "now" forward by `ms` milliseconds. */
  advance(ms: number): void;
}

export function testClock(): TestClock {
  let offset = 0;
  const clock = (() => Date.now() + offset) as TestClock;
  clock.advance = (ms) => {
    offset += ms;
  };
  return clock;
}
