/**
 * Light/dark switch shared with the public site (same saved choice, web/src/lib/theme.tsx). The
 * choice is on <html> before the first paint (web/src/theme-init.js, in index.html, so the admin
 * shell gets it too); this only keeps the icon in step.
 */
import { useEffect, useState } from 'react';
import { restoreTheme, toggleTheme, type Theme } from '../../../lib/theme.tsx';
import { MoonIcon, SunIcon } from '../components/icons.tsx';

function readTheme(): Theme {
  const set = document.documentElement.dataset.theme;
  if (set === 'dark' || set === 'light') return set;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ThemeToggle({ className }: { className?: string }) {
  // null until mounted: the server never knows the theme, so the icon appears after mount.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    restoreTheme();
    setTheme(readTheme());
  }, []);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={`adm-icon-btn ${className ?? ''}`}
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      aria-pressed={dark}
      onClick={() => setTheme(toggleTheme())}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
