/**
 * Light/dark mode. The server sends the same HTML to every reader (so nginx, a CDN and the
 * response cache can each hold one copy of a page) and so cannot know the reader's choice:
 * web/src/theme-init.js, a tiny render-blocking external script in <head> (the CSP forbids inline
 * ones), sets `data-theme` on <html> before the first paint. With no saved choice the CSS follows
 * prefers-color-scheme.
 *
 * The choice is kept in localStorage only. The `theme` cookie the server used to read is still
 * read (by theme-init.js, and moved into localStorage by restoreTheme) so readers who chose before
 * keep their choice, but it is no longer written: nothing on the server reads it any more, and a
 * cookie rides on every request (bytes for nothing, and some shared caches, Varnish's default
 * among them, skip their copy for any request that carries one).
 */
import { STORAGE_KEYS } from '../../../shared/constants.ts';

export type Theme = 'light' | 'dark';

const LEGACY_COOKIE = /(?:^|;\s*)theme=(light|dark)(?:;|$)/;

function parseTheme(value: string | null | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

function currentTheme(): Theme {
  const chosen = parseTheme(document.documentElement.dataset.theme);
  if (chosen) return chosen;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

function expireLegacyCookie() {
  document.cookie = 'theme=; path=/; max-age=0; samesite=lax';
}

function saveTheme(theme: Theme) {
  applyTheme(theme);
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
    // Saved: an older cookie must not outlive the new choice where storage is later cleared.
    expireLegacyCookie();
  } catch {
    // storage blocked: the choice holds for this page only
  }
}

export function toggleTheme(): Theme {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  saveTheme(next);
  return next;
}

/**
 * After hydration: moves a choice still kept in the old cookie into localStorage (the cookie is
 * then removed), and applies the saved choice if theme-init.js did not run (the script failed to
 * load): late, but better than never.
 */
export function restoreTheme() {
  const legacy = parseTheme(LEGACY_COOKIE.exec(document.cookie)?.[1]);
  let saved = legacy;
  try {
    saved = parseTheme(localStorage.getItem(STORAGE_KEYS.theme)) ?? legacy;
    if (saved && legacy) {
      localStorage.setItem(STORAGE_KEYS.theme, saved);
      expireLegacyCookie();
    }
  } catch {
    // storage blocked: the cookie stays the only memory of the choice
  }
  if (saved && !parseTheme(document.documentElement.dataset.theme)) applyTheme(saved);
}
