/**
 * Daily background chores (expired sessions, the audit trail's year): each task runs once a day,
 * the first time a minute after the server is ready, so start-up does no extra work. The timers
 * never keep the process alive and stop when the app closes. A failing task is logged and tried
 * again the next day. Tests call `app.housekeeping.runNow()` after moving the clock.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

const FIRST_RUN_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Housekeeping {
  /** Adds a task; it answers how many rows it removed (logged), or nothing. */
  daily(name: string, task: () => number | void): void;
  /** Runs every task now (tests, and the timers). */
  runNow(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

export default fp(async function housekeepingPlugin(app: FastifyInstance) {
  const tasks = new Map<string, () => number | void>();
  const timers: NodeJS.Timeout[] = [];

  const housekeeping: Housekeeping = {
    daily(name, task) {
      tasks.set(name, task);
    },
    runNow() {
      for (const [name, task] of tasks) {
        try {
          const removed = task();
          if (removed) app.log.info({ task: name, removed }, 'housekeeping');
        } catch (err) {
          app.log.error({ err, task: name }, 'housekeeping task failed');
        }
      }
    },
  };
  app.decorate('housekeeping', housekeeping);

  app.addHook('onReady', async () => {
    const first = setTimeout(() => {
      housekeeping.runNow();
      const daily = setInterval(() => housekeeping.runNow(), DAY_MS);
      daily.unref();
      timers.push(daily);
    }, FIRST_RUN_MS);
    first.unref();
    timers.push(first);
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
});
