/**
 * Builds the web app once before any test file starts (skipped when dist/ is newer than web/ and
 * shared/), so the end-to-end files all serve the same build and none rebuilds under another.
 */
import { ensureWebBuilt } from '../helpers/browser.ts';

export default async function setup(): Promise<void> {
  if (process.env.SKIP_WEB_BUILD) return;
  await ensureWebBuilt();
}
