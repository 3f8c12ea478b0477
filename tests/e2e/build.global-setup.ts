/**
 * Starts building the web app before any test file starts (skipped when dist/ is newer than web/
 * and shared/), so the end-to-end files all serve the same build and none rebuilds under another.
 * The build runs while the server tests do: each browser file waits for it in startSite.
 */
import { startWebBuild } from '../helpers/browser.ts';

let building: Promise<void> | undefined;

export default async function setup(): Promise<() => Promise<void>> {
  if (!process.env.SKIP_WEB_BUILD) {
    building = (await startWebBuild()).done;
    // A failed build is reported by the test files that wait for it; not here, unhandled.
    building.catch(() => {});
  }
  return async () => {
    await building?.catch(() => {});
  };
}
