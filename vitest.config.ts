import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Two projects: `vitest run` (npm test) runs both; `vitest run --project server` runs the fast
// ones alone, without waiting for the web build that only the browser tests need.
export default defineConfig({
  test: {
    environment: 'node',
    // better-sqlite3 and argon2 are native addons: separate processes keep them isolated.
    pool: 'forks',
    // Vitest's default leaves one core free: on a 2-core box that runs every file one after the
    // other. One worker per core cut the whole run from 461 s to 272 s there (three workers on
    // those two cores: 272 s again).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // API (in-process app), shared helpers, web units: everything but the real browser.
          // Files share a worker's loaded modules (importing the app once per worker, not once per
          // file: 93 s -> 37 s here). Safe because every file builds its own app on its own
          // database, and buildApp sets the one process-wide piece of state, the clock.
          isolate: false,
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, 'tests/e2e/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // As for the server files: each browser file starts its own site and browser, so they
          // can share a worker's loaded modules (e2e alone: 218 s -> 195 s, imports 25 s -> 6 s).
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          // The built server entry is loaded by Node itself, as `npm start` loads it, not through
          // Vitest's module runner, which resolves its bare imports its own way (a bundle that only
          // Vitest could load once passed every browser test).
          server: { deps: { external: [/\/dist\/web\/server\//] } },
          // First stops the run with one line when Chromium or nginx is missing, then builds the
          // web app once (when web/ or shared/ changed) before any browser test starts.
          globalSetup: ['tests/e2e/debian-packages.global-setup.ts', 'tests/e2e/build.global-setup.ts'],
        },
      },
    ],
  },
});
