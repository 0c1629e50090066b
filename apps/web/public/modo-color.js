// Paints the page in the stored colour mode (feria_color_mode: light, dark or system) before the
// app's bundle arrives, so a dark-mode visit never flashes white. The build puts it inside index.html
// (vite.config.ts, issue #14: no request before the first paint) and the Content-Security-Policy allows
// it by its hash. The app (MUI colorSchemes) takes over on load.
/* global window, document */
(function () {
  var mode;
  try {
    mode = localStorage.getItem('feria_color_mode');
  } catch {
    mode = null;
  }
  var dark =
    mode === 'dark' ||
    (mode !== 'light' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.backgroundColor = dark ? '#0E1411' : '#F7F8F7';
  // The server paints public pages in light colours (decision 049): in dark mode that markup stays
  // hidden (index.html's style) until the app renders the page in the visitor's colours.
  if (dark) root.setAttribute('data-modo-inicial', 'oscuro');
  // The screen's width, so the server paints the next page for it (decision 049): a phone gets
  // the phone's layout at once. Only the width, for a year, sent to this site alone.
  try {
    document.cookie = 'feria_ancho=' + Math.round(window.innerWidth) + '; path=/; max-age=31536000; samesite=lax';
  } catch {
    /* cookies blocked: the server guesses from the browser */
  }
})();
