// Decision 049: a page the server painted loads the app after its first frame is on screen, so
// on a slow phone the page's HTML, styles and main image are not queued behind the JavaScript.
// The server puts this script in place of the app's module scripts (data-modulos, in order).
// A file of its own because the Content-Security-Policy allows no inline script.
/* global window, document */
(function () {
  var script = document.currentScript;
  var modulos = ((script && script.getAttribute('data-modulos')) || '').split(' ').filter(Boolean);
  function cargar() {
    modulos.forEach(function (src) {
      import(src);
    });
  }
  // A hidden tab paints nothing: load at once. Otherwise just after the next frame is painted.
  if (document.visibilityState === 'hidden' || typeof window.requestAnimationFrame !== 'function') cargar();
  else
    window.requestAnimationFrame(function () {
      window.setTimeout(cargar, 0);
    });
})();
