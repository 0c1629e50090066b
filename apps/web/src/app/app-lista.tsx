import { useEffect } from 'react';

declare global {
  interface Window {
    /** public/arranque.js: the buttons tapped on the server's markup before the app took it over. */
    feriaToquesTempranos?: () => HTMLElement[];
  }
}

let entregado = false;

/**
 * Decision 049: marks the page as the app's (`data-app="lista"` on <html>) once the public page's
 * content is committed — hydrated over the server's markup or rendered anew — and repeats the taps
 * a visitor made on the painted page's buttons before that (public/arranque.js kept them). It sits
 * inside the public layout's Suspense boundary, after the page: React hydrates a boundary's content
 * in a pass of its own, after the shell, and only then do the page's buttons answer. Renders
 * nothing, on the server too, so both trees have the same shape.
 */
export function AppLista() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app', 'lista');
    if (entregado) return;
    entregado = true;
    for (const boton of window.feriaToquesTempranos?.() ?? []) if (boton.isConnected) boton.click();
  }, []);
  return null;
}
