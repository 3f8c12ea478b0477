/**
 * The browser tests need two programs npm cannot install: Debian's Chromium (every file drives
 * it) and nginx (nginx.test.ts runs deploy/nginx.conf). Without one of them each file would fail
 * on its own with `spawn ... ENOENT`, after minutes of the other tests. Instead the run stops
 * before any test starts, with one line: what is missing and the apt-get line that installs it.
 * It stops rather than skipping those files, because a green `npm test` must mean every test ran
 * (CI's .ci/run installs both). `npx vitest run --project server` runs the tests that need neither.
 */
import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH, NGINX_PATH } from '../helpers/browser.ts';

const NEEDED = [
  { name: "Debian's Chromium", path: CHROMIUM_PATH, packages: ['chromium', 'fonts-dejavu-core'] },
  { name: 'nginx', path: NGINX_PATH, packages: ['nginx'] },
];

function runnable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export default function setup(): void {
  const missing = NEEDED.filter((program) => !runnable(program.path));
  if (missing.length === 0) return;
  const what = missing.map((program) => `${program.name} (${program.path})`).join(' and ');
  const install = missing.flatMap((program) => program.packages).join(' ');
  process.stderr.write(
    `\nnpm test needs ${what}, missing here: sudo apt-get install ${install}  (npx vitest run --project server runs the tests that need neither)\n\n`,
  );
  // Before the web build starts and any test file runs: nothing to wait for or clean up.
  process.exit(1);
}
