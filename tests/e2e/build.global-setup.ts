/**
 * Starts building the web app before any test file starts (skipped when dist/ is newer than web/
 * and shared/), so the end-to-end files all serve the same build and none rebuilds under another.
 * The build runs while the server tests do: each browser file waits for it in startSite.
 * Also makes the run's one folder of seed pictures, which every site shares (startSite).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SHARED_PICTURES_ENV, startWebBuild } from '../helpers/browser.ts';

let building: Promise<void> | undefined;

export default async function setup(): Promise<() => Promise<void>> {
  // One folder of seed pictures for every site this run starts (startSite); the workers, forked
  // after this, inherit the variable.
  const pictures = mkdtempSync(join(tmpdir(), 'insight-e2e-pictures-'));
  process.env[SHARED_PICTURES_ENV] = pictures;
  if (!process.env.SKIP_WEB_BUILD) {
    building = (await startWebBuild()).done;
    // A failed build is reported by the test files that wait for it; not here, unhandled.
    building.catch(() => {});
  }
  return async () => {
    await building?.catch(() => {});
    rmSync(pictures, { recursive: true, force: true });
  };
}
