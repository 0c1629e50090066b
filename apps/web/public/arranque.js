// Decision 049: a page the server painted loads the app after its first frame is on screen, so
// on a slow phone the page's HTML, styles and main image are not queued behind the JavaScript.
// The server puts this script in place of the app's module scripts and their preloads (data-modulos,
// in the order they run).
// Until the app has taken the page over (`data-app="lista"` on <html>, app/app-lista.tsx), a tap on
// one of its buttons is kept and repeated then, instead of being lost; links work as plain links.
// A file of its own because the Content-Security-Policy allows no inline script.
/* global window, document */
(function () {
  var script = document.currentScript;
  var modulos = ((script && script.getAttribute('data-modulos')) || '').split(' ').filter(Boolean);
  var html = document.documentElement;
  var pendientes = [];
  if (html.getAttribute('data-app') !== 'lista') html.setAttribute('data-app', 'cargando');

  function alTocar(e) {
    var boton = e.target && e.target.closest ? e.target.closest('button, [role="button"]') : null;
    var root = document.getElementById('root');
    if (!boton || !root || !root.contains(boton) || html.getAttribute('data-app') === 'lista') return;
    e.preventDefault();
    e.stopPropagation();
    if (pendientes.indexOf(boton) < 0) pendientes.push(boton);
  }
  document.addEventListener('click', alTocar, true);
  /** The app, once it has taken the page over: stop keeping taps and hand over the kept ones. */
  window.feriaToquesTempranos = function () {
    document.removeEventListener('click', alTocar, true);
    var kept = pendientes;
    pendientes = [];
    return kept;
  };

  // All of them download at once; they run one per task (a module and what it imports run in one
  // go), so the phone can answer a tap between them instead of freezing for the whole bundle.
  function cargar() {
    modulos.forEach(function (src) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = src;
      document.head.appendChild(link);
    });
    var i = 0;
    function siguiente() {
      if (i >= modulos.length) return;
      import(modulos[i++]).then(
        function () {
          window.setTimeout(siguiente, 0);
        },
        function () {
          window.setTimeout(siguiente, 0);
        },
      );
    }
    siguiente();
  }
  // A hidden tab paints nothing: load at once. Otherwise just after the next frame is painted.
  if (document.visibilityState === 'hidden' || typeof window.requestAnimationFrame !== 'function') cargar();
  else
    window.requestAnimationFrame(function () {
      window.setTimeout(cargar, 0);
    });
})();
