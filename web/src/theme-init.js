/*
 * Applies the reader's saved light/dark choice before the first paint.
 *
 * Why a separate file: the server sends the same HTML to every reader (nginx, a CDN and the
 * response cache keep one copy of each page), so it cannot write the choice into the page; and
 * the production CSP (script-src 'self', server/plugins/security.ts) forbids inline scripts. So
 * this runs as a classic, render-blocking external script in <head>: the browser runs it before
 * it parses <body>, hence before anything is painted. web/theme-init-plugin.ts compiles it to
 * ES5 (comments dropped) and serves it fingerprinted from /assets/, cached for a year.
 *
 * The choice: localStorage (the key STORAGE_KEYS.theme of shared/constants.ts, 'theme'), else
 * the `theme` cookie the server used to read, so readers who chose before keep their choice
 * (web/src/lib/theme.tsx moves it into localStorage). No choice: nothing is set and the CSS
 * follows prefers-color-scheme. Storage or cookies can be blocked (private modes, sandboxed
 * frames): any error leaves the page on the system preference rather than breaking it.
 * Plain ES5 on purpose: tiny, no build helpers, and any browser can run it.
 */
(function () {
  try {
    var theme = null;
    try {
      theme = window.localStorage.getItem('theme');
    } catch (e) {
      // storage blocked: try the cookie
    }
    if (theme !== 'light' && theme !== 'dark') {
      var match = /(?:^|;\s*)theme=(light|dark)(?:;|$)/.exec(document.cookie);
      theme = match ? match[1] : null;
    }
    if (theme) {
      var root = document.documentElement;
      root.dataset.theme = theme;
      root.style.colorScheme = theme;
    }
  } catch (e) {
    // never break the page over a colour scheme
  }
})();
