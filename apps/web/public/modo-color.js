// The stored colour mode (feria_color_mode: light, dark or system) before the app's bundle arrives
// (decision 049). It no longer holds the first paint back (loaded async): index.html's CSS follows
// the system's dark mode, and the server, told the stored mode by the `feria_modo` cookie written
// here, marks <html data-modo-inicial> itself. This file marks a mode chosen in the app that the
// server did not know yet, and keeps the cookies in step. An external file, because the
// Content-Security-Policy allows no inline script. The app (MUI colorSchemes) takes over on load.
/* global window, document */
(function () {
  var mode;
  try {
    mode = localStorage.getItem('feria_color_mode');
  } catch {
    mode = null;
  }
  if (mode !== 'dark' && mode !== 'light') mode = 'system';
  var root = document.documentElement;
  if (!root.hasAttribute('data-tema-app')) {
    // Light/dark chosen in the app: index.html's rules follow this attribute over the system's.
    if (mode === 'dark') root.setAttribute('data-modo-inicial', 'oscuro');
    else if (mode === 'light') root.setAttribute('data-modo-inicial', 'claro');
    else root.removeAttribute('data-modo-inicial');
  }
  // The mode and the screen's width for the server's next page (decision 049): only these values,
  // for a year, sent to this site alone.
  try {
    var cookie = '; path=/; max-age=31536000; samesite=lax';
    document.cookie = 'feria_modo=' + mode + cookie;
    document.cookie = 'feria_ancho=' + Math.round(window.innerWidth) + cookie;
  } catch {
    /* cookies blocked: the server guesses */
  }
})();
