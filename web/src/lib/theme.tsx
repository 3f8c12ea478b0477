/**
 * Light/dark mode without an inline script (the production CSP allows none): the server renders
 * `data-theme` on <html> from the `theme` cookie, and with no saved choice the CSS follows
 * prefers-color-scheme. The toggle saves the choice in the cookie (for the server) and in
 * localStorage.
 */
import { STORAGE_KEYS } from '../../../shared/constants.ts';

export type Theme = 'light' | 'dark';

const THEME_COOKIE = 'theme';

function parseTheme(value: string | null | undefined): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

function currentTheme(): Theme {
  const chosen = parseTheme(document.documentElement.dataset.theme);
  if (chosen) return chosen;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function saveTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // storage blocked: the cookie still remembers
  }
}

export function toggleTheme(): Theme {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  saveTheme(next);
  return next;
}

/** A choice kept in localStorage but missing from the cookie (cookie cleared) is restored. */
export function restoreTheme() {
  if (parseTheme(document.documentElement.dataset.theme)) return;
  try {
    const stored = parseTheme(localStorage.getItem(STORAGE_KEYS.theme));
    if (stored) saveTheme(stored);
  } catch {
    // ignore
  }
}
