/**
 * web/src/theme-init.js as browsers get it (compiled by web/theme-init-plugin.ts), run against a
 * stand-in page: which saved choice wins, and that blocked storage or cookies never throw.
 * tests/e2e/public.test.ts checks the same in Chromium, at the first paint.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { runInNewContext } from 'node:vm';
import { compileThemeInit } from '../../web/theme-init-plugin.ts';
import { STORAGE_KEYS } from '../../shared/constants.ts';

let code: string;

beforeAll(async () => {
  ({ code } = await compileThemeInit());
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

  it('is a tiny ES5 classic script', () => {
    expect(code.length).toBeLessThan(1024);
    expect(code).not.toMatch(/\b(let|const|class|import|export)\b|=>|`|\?\?|\?\./);
  });
});
