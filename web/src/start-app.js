/*
 * Starts the app's script (the bundle that hydrates the server's page, or renders the back office)
 * once the page is loaded and its main picture is on screen, not while the page is still arriving.
 *
 * Why: the server's HTML is the whole page (text, pictures, layout, styles), so a reader can read
 * it before any script runs. Loaded the usual way (<script type="module"> in <head>), the 80 KB
 * bundle downloads beside the hero picture on a slow link and its hydration runs before the first
 * paint, delaying the moment the story is on screen (Lighthouse mobile LCP of / 1.8-1.9 s; about
 * 1.2 s when the bundle waits). What waits: buttons such as like or play answer once the bundle has
 * run, as on any server-rendered page before hydration; links and forms work from the start.
 *
 * When: after the load event (the eager pictures are in), once the high-priority picture (the LCP
 * image, web/src/components/ui/smart-image.tsx) is decoded, and two frames later, so the frame
 * showing it has been presented. A background tab paints no frames: the bundle starts at once. A
 * load event held back by a slow outside resource (a pasted image URL) holds it at most 3 s after
 * the document is parsed.
 *
 * web/head-script-plugin.ts ships this after theme-init.js in the one render-blocking head script
 * and gives that tag the bundle's address as data-app (the build takes Vite's module tag out of
 * index.html). `npm run dev` keeps Vite's own tag and no data-app: then this does nothing.
 * Plain ES5, like theme-init.js: a browser too old for modules skips the bundle, as it would skip
 * a module tag.
 */
(function () {
  var self = document.currentScript;
  var app = self && self.getAttribute('data-app');
  if (!app) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = app;
    document.head.appendChild(script);
  }
  function afterNextFrames() {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function whenMainPictureShown() {
    var picture = document.querySelector('img[fetchpriority="high"]');
    if (picture && picture.decode) picture.decode().then(afterNextFrames, afterNextFrames);
    else afterNextFrames();
  }
  window.addEventListener('load', whenMainPictureShown);
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(start, 3000);
  });
})();
