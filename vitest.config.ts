import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    globalSetup: ['tests/e2e/build.global-setup.ts'],
    // better-sqlite3 and argon2 are native addons: separate processes keep them isolated.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
