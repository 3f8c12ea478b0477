/**
 * `npm run bench:web`: how heavy and how fast the public site is on a phone.
 *
 * Builds the web app, starts the production server on a seeded temporary database, then
 *  1. loads every public route in headless Chromium and prints the JavaScript it downloads
 *     (gzipped size, and what actually went over the wire with brotli);
 *  2. runs Lighthouse 12 (mobile preset: simulated slow 4G and 4x CPU slowdown) with Debian's
 *     Chromium on /, an article and /search, and prints performance, accessibility, best
 *     practices and SEO scores plus LCP. Target: every score >= 95.
 *
 * Options (env): CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per page,
 * median kept; default 1), BENCH_PAGES (labels to audit, e.g. '/,/article/{id}'), BENCH_DEBUG
 * (audit ids whose details to print).
 */
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureWebBuilt, launchBrowser, startSite } from '../tests/helpers/browser.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const TARGET = 95;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  console.log('Building the web app...');
  await ensureWebBuilt();
  const site = await startSite();
  try {
    const api = async <T>(path: string) => (await (await fetch(`${site.url}/api${path}`)).json()) as T;
    const article = (await api<{ data: { mainArticle: { id: string } } }>('/public/articles/main')).data.mainArticle.id;
    const video = (await api<{ data: { videos: Array<{ id: string }> } }>('/public/videos?limit=1')).data.videos[0]?.id;
    const tv = (await api<{ data: { tvShows: Array<{ id: string }> } }>('/public/tvshows?limit=1')).data.tvShows[0]?.id;

    const routes: Array<[string, string]> = [
      ['/', '/'],
      ['/magazine', '/magazine'],
      ['/article/{id}', `/article/${article}`],
      ['/video/{id}', `/video/${video}`],
      ['/tv-show', '/tv-show'],
      ['/tvshow/{id}', `/tvshow/${tv}`],
      ['/podcast', '/podcast'],
      ['/search?q=africa', '/search?q=africa'],
      ['/about', '/about'],
      ['/contact', '/contact'],
    ];

    // 1. JavaScript per route.
    console.log('\nJavaScript loaded per public route (target for /: <= 120 KB gzipped)');
    console.log(`${'route'.padEnd(20)} ${'files'.padStart(5)} ${'gzipped'.padStart(10)} ${'on the wire'.padStart(12)}  admin code?`);
    const browser = await launchBrowser();
    for (const [label, path] of routes) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const scripts: Array<Promise<{ url: string; gzip: number; wire: number }>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        scripts.push(
          (async () => {
            const body = await response.body();
            const sizes = await response.request().sizes();
            return { url: response.url(), gzip: gzipSync(body, { level: 9 }).length, wire: sizes.responseBodySize };
          })(),
        );
      });
      await page.goto(site.url + path, { waitUntil: 'networkidle' });
      const loaded = await Promise.all(scripts);
      const gzip = loaded.reduce((t, s) => t + s.gzip, 0);
      const wire = loaded.reduce((t, s) => t + s.wire, 0);
      const admin = loaded.some((s) => /admin/i.test(s.url));
      console.log(`${label.padEnd(20)} ${String(loaded.length).padStart(5)} ${kb(gzip).padStart(10)} ${kb(wire).padStart(12)}  ${admin ? 'YES' : 'no'}`);
      await context.close();
    }
    await browser.close();

    // 2. Lighthouse, mobile.
    console.log(`\nLighthouse 12, mobile preset, ${CHROMIUM_PATH} (median of ${RUNS} run${RUNS === 1 ? '' : 's'})`);
    console.log(`${'page'.padEnd(20)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'best'.padStart(5)} ${'seo'.padStart(5)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}`);
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    const misses: string[] = [];
    try {
      const audited = process.env.BENCH_PAGES ? routes.filter(([label]) => process.env.BENCH_PAGES!.split(',').includes(label)) : [routes[0], routes[2], routes[7]];
      for (const [label, path] of audited) {
        const runs: Array<{ scores: number[]; lcp: number; tbt: number; cls: number; failing: string[] }> = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(site.url + path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          const lhr = result!.lhr;
          if (process.env.BENCH_DEBUG) {
            for (const id of process.env.BENCH_DEBUG.split(',')) console.log(id, JSON.stringify(lhr.audits[id]?.details ?? null).slice(0, 1500));
          }
          const cat = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const failing = Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
            .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
          runs.push({
            scores: ['performance', 'accessibility', 'best-practices', 'seo'].map(cat),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
            failing,
          });
        }
        runs.sort((a, b) => a.scores[0] - b.scores[0]);
        const r = runs[Math.floor(runs.length / 2)];
        console.log(
          `${label.padEnd(20)} ${r.scores.map((s) => String(s).padStart(5)).join(' ')} ${`${(r.lcp / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(r.tbt)} ms`.padStart(7)} ${r.cls.toFixed(3).padStart(6)}`,
        );
        if (r.scores.some((s) => s < TARGET)) misses.push(`${label}: ${r.failing.join(', ') || 'no single failing audit'}`);
      }
    } finally {
      await chrome.kill();
    }
    if (misses.length) {
      console.log(`\nBelow ${TARGET} (audits scoring under 0.9):`);
      for (const m of misses) console.log(`  ${m}`);
    } else {
      console.log(`\nEvery score >= ${TARGET}.`);
    }
  } finally {
    await site.close();
  }
}

await main();
