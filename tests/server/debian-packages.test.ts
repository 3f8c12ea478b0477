/**
 * On a machine without Debian's Chromium or nginx, `npm test` says so in one line before any test
 * runs (tests/e2e/debian-packages.global-setup.ts), instead of each browser file failing on its own.
 * Vitest runs here as a child process with the two programs pointed at paths that do not exist.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/lib/repo-root.ts';

function vitestWithout(missing: Record<string, string>) {
  // The child is a run of its own, not a worker of this one.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
  return spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', 'e2e', 'tests/e2e/chromium-switches.test.ts'], {
    cwd: REPO_ROOT,
    env: { ...env, ...missing, SKIP_WEB_BUILD: '1', NO_COLOR: '1' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm test on a machine without the Debian packages', () => {
  it('stops at once with one line naming what is missing and the apt-get line', () => {
    const run = vitestWithout({ CHROMIUM_PATH: '/nonexistent/chromium', NGINX_PATH: '/nonexistent/nginx' });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual([
      "npm test needs Debian's Chromium (/nonexistent/chromium) and nginx (/nonexistent/nginx), missing here: sudo apt-get install chromium fonts-dejavu-core nginx  (npx vitest run --project server runs the tests that need neither)",
    ]);
    // No test file ran.
    expect(run.stdout).not.toMatch(/Test Files|chromium-switches/);
  });

  it('names only what is missing', () => {
    const run = vitestWithout({ NGINX_PATH: '/nonexistent/nginx' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('npm test needs nginx (/nonexistent/nginx), missing here: sudo apt-get install nginx  (');
    expect(run.stderr).not.toContain('Chromium');
  });
});
