/**
 * The switches every browser test starts Chromium with (launchBrowser). Chromium obeys only the
 * last --disable-features switch, so the one we add must keep every feature playwright-core turns
 * off; and the address bar's popup, which no headless page can show, must not be built for each
 * page (half the browser's work per page view when it was).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, CDPSession } from 'playwright-core';
import { HIDDEN_UI_FEATURES, launchBrowser } from '../helpers/browser.ts';

let browser: Browser;
let cdp: CDPSession;

beforeAll(async () => {
  // --enable-automation lets Browser.getBrowserCommandLine answer; nothing else here needs it.
  browser = await launchBrowser(['--enable-automation']);
  cdp = await browser.newBrowserCDPSession();
});

afterAll(async () => {
  await browser?.close();
});

it("keeps every feature playwright-core turns off in the one --disable-features Chromium reads, and adds the hidden popup's", async () => {
  const { arguments: argv } = await cdp.send('Browser.getBrowserCommandLine');
  const lists = argv.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
  // playwright-core's own switch first, launchBrowser's last.
  expect(lists).toHaveLength(2);
  const [playwrights, obeyed] = lists;
  expect(playwrights.length).toBeGreaterThan(0);
  expect(obeyed).toEqual(expect.arrayContaining([...playwrights, ...HIDDEN_UI_FEATURES]));
});

it('opens a page with no browser UI built beside it', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('data:text/html,<title>t</title><h1>A page</h1>');
  const { targetInfos } = await cdp.send('Target.getTargets');
  // With Chromium's defaults the list also held two `browser_ui` targets, chrome://omnibox-popup.top-chrome/.
  expect(targetInfos.map((target) => `${target.type} ${target.url}`)).toEqual(['page data:text/html,<title>t</title><h1>A page</h1>']);
  await context.close();
});
