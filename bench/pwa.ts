/**
 * `npm run bench:pwa`: the site as an installable app, checked the way Lighthouse checks it.
 *
 * Lighthouse 12 dropped its "Progressive Web App" category; Lighthouse 11 (installed beside it in
 * bench/ as `lighthouse-11`, which runs on Node 20) still has it. Builds the web app, starts the
 * production server on a seeded temporary database, and runs that category with Debian's Chromium
 * (mobile preset) on the home page, an article and the Saved page, then prints every audit of it:
 * installable-manifest (Chrome's own installability check), service-worker, splash-screen,
 * themed-omnibox, maskable-icon, content-width, viewport, and the manual checks Lighthouse lists
 * without scoring. Exit code 1 when a scored audit fails.
 *
 * Options (env): CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PAGES (paths, comma-separated).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse-11';
import type * as LH from 'lighthouse-11/types/lh.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startSite } from '../tests/helpers/browser.ts';

/** What an audit's details say when it fails (Chrome's installability errors, the missing fields). */
function why(audit: LH.Result['audits'][string]): string {
  const parts: string[] = [];
  if (audit.explanation) parts.push(audit.explanation);
  const details = audit.details as { items?: Array<Record<string, unknown>> } | undefined;
  for (const item of details?.items ?? []) {
    const text = item.reason ?? item.failure ?? item.errorId;
    if (typeof text === 'string') parts.push(text);
    for (const failure of (item.failures as string[] | undefined) ?? []) parts.push(failure);
  }
  return parts.join('; ');
}

async function main() {
  const site = await startSite();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  let failed = 0;
  try {
    const article = site.app.db.$client.prepare("SELECT id FROM articles WHERE status = 'published' ORDER BY publish_date DESC LIMIT 1").pluck().get() as string;
    const pages = process.env.BENCH_PAGES?.split(',') ?? ['/', `/article/${article}`, '/saved'];
    console.log(`Lighthouse 11, Progressive Web App category, mobile preset, ${CHROMIUM_PATH}`);
    for (const path of pages) {
      const result = await lighthouse(site.url + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['pwa'] });
      const lhr = result!.lhr;
      const category = lhr.categories.pwa;
      console.log(`\n${path}`);
      for (const ref of category.auditRefs) {
        const audit = lhr.audits[ref.id];
        const manual = audit.scoreDisplayMode === 'manual';
        const ok = manual || audit.score === 1;
        if (!ok) failed++;
        const verdict = manual ? 'manual' : audit.score === null ? 'n/a' : ok ? 'pass' : 'FAIL';
        console.log(`  ${verdict.padEnd(6)} ${ref.id.padEnd(22)} ${audit.title}${ok ? '' : `: ${why(audit)}`}`);
      }
    }
  } finally {
    await chrome.kill();
    await site.close();
  }
  console.log(failed ? `\n${failed} audit(s) failed.` : '\nEvery scored audit passed.');
  if (failed) process.exitCode = 1;
}

await main();
