/**
 * The head script as browsers get it (web/head-script-plugin.ts: web/src/theme-init.js, then
 * web/src/start-app.js), run against stand-in pages: which saved theme wins, that blocked storage
 * or cookies never throw, and when the app's bundle is started.
 * tests/e2e/public.test.ts checks the same in Chromium: the theme at the first paint, the bundle
 * after the main picture is on screen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { compileHeadScript } from '../../web/head-script-plugin.ts';
import { STORAGE_KEYS } from '../../shared/constants.ts';

let code: string;

beforeAll(async () => {
  ({ code } = await compileHeadScript());
});

interface Saved {
  storage?: Record<string, string> | 'blocked';
  cookie?: string | 'blocked';
}

/** Runs the script on a fresh stand-in page; returns what it set on <html>. */
function run({ storage = {}, cookie = '' }: Saved) {
  const root = { dataset: {} as Record<string, string>, style: {} as Record<string, string> };
  const blocked = () => {
    throw new Error('SecurityError: access denied');
  };
  const window = {
    get localStorage() {
      if (storage === 'blocked') return blocked();
      return { getItem: (key: string) => storage[key] ?? null };
    },
  };
  const document = {
    documentElement: root,
    get cookie() {
      return cookie === 'blocked' ? blocked() : cookie;
    },
  };
  runInNewContext(code, { window, document });
  return { theme: root.dataset.theme, colorScheme: root.style.colorScheme };
}

describe('the theme script', () => {
  it('applies the choice saved in localStorage (the key the toggle writes)', () => {
    expect(run({ storage: { [STORAGE_KEYS.theme]: 'dark' } })).toEqual({ theme: 'dark', colorScheme: 'dark' });
    expect(run({ storage: { [STORAGE_KEYS.theme]: 'light' } })).toEqual({ theme: 'light', colorScheme: 'light' });
  });

  it('falls back to the old theme cookie, so readers who chose before keep their choice', () => {
    expect(run({ cookie: 'visitor=1; theme=dark' })).toEqual({ theme: 'dark', colorScheme: 'dark' });
    expect(run({ storage: 'blocked', cookie: 'theme=light; a=b' })).toEqual({ theme: 'light', colorScheme: 'light' });
    // localStorage wins over the cookie; a value that is no theme is ignored.
    expect(run({ storage: { theme: 'light' }, cookie: 'theme=dark' }).theme).toBe('light');
    expect(run({ storage: { theme: 'purple' }, cookie: 'theme=dark' }).theme).toBe('dark');
    expect(run({ cookie: 'mytheme=dark; theme=darkest' }).theme).toBeUndefined();
  });

  it('with no saved choice sets nothing, so the CSS follows the system preference', () => {
    expect(run({})).toEqual({ theme: undefined, colorScheme: undefined });
  });

  it('never throws when storage and cookies are blocked', () => {
    expect(run({ storage: 'blocked', cookie: 'blocked' })).toEqual({ theme: undefined, colorScheme: undefined });
  });

});

describe('the head script', () => {
  it('is plain ES5, so any browser can run it', () => {
    expect(code).not.toMatch(/\b(let|const|class|import|export)\b|=>|`|\?\?|\?\./);
  });
});

const BUNDLE = '/assets/index-AbCd1234.js';

/**
 * Runs the script on a stand-in page whose events, frames and timers the test fires by hand.
 * `app` is the tag's data-app; `picture` the page's high-priority picture, if any.
 */
function startingPage({ app = BUNDLE, hidden = false, picture }: { app?: string | null; hidden?: boolean; picture?: { decode: () => Promise<void> } }) {
  const listeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  const added: Array<{ type?: string; src?: string }> = [];
  const document = {
    currentScript: { getAttribute: (name: string) => (name === 'data-app' ? app : null) },
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: { type?: string; src?: string }) => added.push(element) },
    createElement: () => ({}),
    querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? (picture ?? null) : null),
    addEventListener: (type: string, listener: () => void) => listeners.set(`document ${type}`, listener),
  };
  const window = { addEventListener: (type: string, listener: () => void) => listeners.set(`window ${type}`, listener) };
  runInNewContext(code, {
    window,
    document,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
  });
  return {
    added,
    parsed: () => listeners.get('document DOMContentLoaded')!(),
    loaded: async () => {
      listeners.get('window load')!();
      await new Promise((resolve) => setImmediate(resolve)); // the picture's decode() settles
    },
    /** Runs the frames asked for so far; returns how many. */
    frame: () => frames.splice(0).map((run) => run()).length,
    /** Runs the timers of `ms` set so far. */
    timer: (ms: number) => {
      const due = timers.filter((t) => t.ms === ms);
      timers.splice(0, timers.length, ...timers.filter((t) => t.ms !== ms));
      for (const t of due) t.run();
    },
    listening: () => [...listeners.keys()],
  };
}

describe("the app's start", () => {
  it('adds the bundle as a module script once the page has loaded, its main picture is decoded and two frames have passed; once', async () => {
    let decoded!: () => void;
    const page = startingPage({ picture: { decode: () => new Promise<void>((resolve) => (decoded = resolve)) } });
    page.parsed();
    await page.loaded();
    expect(page.frame()).toBe(0); // the picture is still decoding
    decoded();
    await new Promise((resolve) => setImmediate(resolve));
    expect(page.frame()).toBe(1);
    expect(page.frame()).toBe(1);
    expect(page.added).toEqual([]);
    page.timer(0);
    expect(page.added).toEqual([{ type: 'module', src: BUNDLE }]);
    page.timer(3000); // the cap, too late to matter
    expect(page.added).toHaveLength(1);
  });

  it('starts it all the same when the picture cannot be decoded, or when the page has none', async () => {
    for (const picture of [{ decode: () => Promise.reject(new Error('EncodingError')) }, undefined]) {
      const page = startingPage({ picture });
      await page.loaded();
      page.frame();
      page.frame();
      page.timer(0);
      expect(page.added).toEqual([{ type: 'module', src: BUNDLE }]);
    }
  });

  it('starts it at load in a background tab, which paints no frames', async () => {
    const page = startingPage({ hidden: true });
    await page.loaded();
    expect(page.added).toEqual([{ type: 'module', src: BUNDLE }]);
  });

  it('starts it 3 s after the document is parsed when the load event is held back (a slow outside picture)', () => {
    const page = startingPage({});
    page.parsed();
    expect(page.added).toEqual([]);
    page.timer(3000);
    expect(page.added).toEqual([{ type: 'module', src: BUNDLE }]);
  });

  it('does nothing without data-app (npm run dev, where Vite loads the bundle itself)', () => {
    const page = startingPage({ app: null });
    expect(page.listening()).toEqual([]);
    expect(page.added).toEqual([]);
  });
});
