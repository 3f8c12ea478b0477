/**
 * axe-core (the WCAG checker behind Lighthouse's and the browsers' accessibility audits) run in
 * the page as shown, for WCAG 2.2 A and AA, plus its `region` rule (all content inside landmarks,
 * so a screen reader's landmark list reaches everything). The browser tests call it on every
 * screen they open, in light and in dark, and expect nothing: a violation is named with its rule,
 * impact and the first element it found, which is what a person fixing it needs.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * The WCAG 2.2 A/AA rules whose verdict depends on the colours, the only thing a colour scheme
 * changes: checking a screen again in its other scheme runs these alone (about half of axe's time
 * on a page; the structure, names and landmarks are the same DOM).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The page's WCAG 2.2 A/AA violations right now, one line each; empty when there are none.
 * `colourOnly`: the colour rules alone, for a screen already checked in full in its other scheme.
 */
export async function axeProblems(page: Page, name: string, { colourOnly = false } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A dialog fading in or a button's colour mid-transition would be measured as neither state:
  // wait for every finite animation to end (spinners and shimmers loop forever; they are skipped).
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const options: RunOptions = colourOnly
    ? { runOnly: { type: 'rule', values: COLOUR_RULES }, resultTypes: ['violations'] }
    : { runOnly: { type: 'tag', values: WCAG_22_AA }, rules: { region: { enabled: true } }, resultTypes: ['violations'] };
  const violations = await page.evaluate(async (opts) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: RunOptions) => Promise<AxeResults> } }).axe;
    const { violations } = await axe.run(document, opts);
    return violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => String(n.target[0])) }));
  }, options);
  return violations.map((v) => `${name}: ${v.id} (${v.impact ?? 'n/a'}) ${v.help} — ${v.targets.length}x, e.g. ${v.targets[0]}`);
}

/**
 * Runs `check` on the page repainted in `scheme`, then gives the page back the other one, which it
 * was shown in. The site follows prefers-color-scheme when the reader chose nothing, so emulating it
 * repaints the same DOM at once; as for a reader who asked for less motion, so that the colours
 * change at once instead of fading over 0.15 s (CSS transitions), which axeProblems would wait out.
 */
export async function inColourScheme<T>(page: Page, scheme: 'light' | 'dark', check: () => Promise<T>): Promise<T> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const result = await check();
  await page.emulateMedia({ colorScheme: scheme === 'dark' ? 'light' : 'dark' });
  await page.emulateMedia({ reducedMotion: null });
  return result;
}
