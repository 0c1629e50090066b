// docs/producto/app-instalable.md#registro: after the page's load, when the phone is idle.
/* global window */
if ('serviceWorker' in navigator)
  window.addEventListener('load', function () {
    var cuando =
      window.requestIdleCallback ||
      function (f) {
        return setTimeout(f, 2000);
      };
    cuando(
      function () {
        navigator.serviceWorker.register('/sw.js').catch(function () {});
      },
      { timeout: 10000 },
    );
  });
