/**
 * Screenshots the browser tests take for a person to look at (not checked by any test). They are
 * taken only when E2E_SCREENSHOTS=1, into test-results/screenshots/admin: about 40 PNGs a run,
 * many of them full-page, cost the suite more time than they are looked at. `npm run screenshots`
 * photographs every screen (desktop and phone, light and dark) whenever a person wants to look.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ROOT } from './browser.ts';

const SCREENSHOTS = join(ROOT, 'test-results/screenshots/admin');
const wanted = Boolean(process.env.E2E_SCREENSHOTS);
if (wanted) mkdirSync(SCREENSHOTS, { recursive: true });

/** Saves a screenshot of the page (or one element) as SCREENSHOTS/`name`, when E2E_SCREENSHOTS is set. */
export async function keepScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (wanted) await target.screenshot({ path: join(SCREENSHOTS, name), ...options });
}
