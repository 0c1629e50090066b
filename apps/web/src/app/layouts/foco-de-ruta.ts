import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType, type Location } from 'react-router';

/**
 * What a route says about where focus lands when a person arrives on it (its `handle`).
 * docs/producto/accesibilidad.md#foco-que-sigue: after a navigation focus moves to the new page's
 * main heading, so the next Tab starts inside the page instead of at the top of the document.
 */
export interface FocoDeRuta {
  /** Selector, inside the page's main, of what takes focus instead of the heading (the first search result). */
  foco?: string;
  /** The page answers something done on another site (paying at Mercado Pago): arriving on it by a page load is a navigation too. */
  enfocarAlCargar?: boolean;
}

/** Longest a page may take to show its heading or first result before focus stops waiting for it. */
const ESPERA_MAXIMA_MS = 10_000;

/** Elements that take focus without a tabindex (a heading does not: it gets tabindex="-1" when focused). */
const ENFOCABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * Moves focus into the page after every route change, once: on the route's `foco` element or else
 * the main heading (`#contenido h1`). It waits while the page is loading (an `aria-busy="true"`
 * region inside main, a heading not yet rendered), and gives up as soon as the person moves focus
 * or clicks. The tabindex a heading needs is set here, when it is focused, and never rendered: the
 * server's markup and the app's first render stay identical (decision 049's hydration).
 */
export function seguirFoco(opciones: { selector?: string; preventScroll: boolean }): () => void {
  let enfocado: HTMLElement | null = null;
  let activo = true;
  const intentar = () => {
    if (!activo) return;
    if (enfocado?.isConnected && document.activeElement === enfocado) return;
    const main = document.getElementById('contenido');
    if (!main || main.querySelector('[aria-busy="true"]')) return;
    const destino =
      (opciones.selector ? main.querySelector<HTMLElement>(opciones.selector) : null) ??
      main.querySelector<HTMLElement>('h1');
    if (!destino) return;
    if (!destino.matches(ENFOCABLE)) destino.setAttribute('tabindex', '-1');
    enfocado = destino;
    destino.focus({ preventScroll: opciones.preventScroll });
  };
  const observador = new MutationObserver(intentar);
  // Focus that goes anywhere else, or a click, is the person's own choice: stop following.
  const alEnfocar = (e: FocusEvent) => {
    if (e.target !== enfocado) terminar();
  };
  const terminar = () => {
    if (!activo) return;
    activo = false;
    observador.disconnect();
    clearTimeout(plazo);
    document.removeEventListener('focusin', alEnfocar, true);
    document.removeEventListener('pointerdown', terminar, true);
  };
  const plazo = setTimeout(terminar, ESPERA_MAXIMA_MS);
  observador.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  document.addEventListener('focusin', alEnfocar, true);
  document.addEventListener('pointerdown', terminar, true);
  intentar();
  return terminar;
}

/**
 * Whether going from `antes` to `ahora` takes the person to a new page. A new path always does. On
 * the same path (a new search from the top bar, the sign-in callback cleaned from the address) it
 * does only when the element that had focus went away with the change: a filter or a page button
 * that keeps focus stays where it is.
 */
export function esLlegada(antes: Location, ahora: Location, foco: Element | null): boolean {
  if (antes.pathname !== ahora.pathname) return true;
  if (antes.search === ahora.search && antes.hash === ahora.hash) return false;
  return foco === null || foco === document.body;
}

/** The route-change focus of the whole app (docs/producto/accesibilidad.md#foco-que-sigue), used once by the root route. */
export function useFocoDeRuta(): void {
  const location = useLocation();
  const navegacion = useNavigationType();
  const matches = useMatches();
  const previa = useRef<Location | null>(null);
  const handle = matches.reduce<FocoDeRuta>((acc, m) => ({ ...acc, ...(m.handle as FocoDeRuta | undefined) }), {});
  const { foco, enfocarAlCargar } = handle;
  useEffect(() => {
    const antes = previa.current;
    previa.current = location;
    // The first paint keeps the browser's own start (a typed address, a link from elsewhere), except
    // on a page that continues what the person did elsewhere.
    if (antes === null ? !enfocarAlCargar : !esLlegada(antes, location, document.activeElement)) return;
    // Back and forward restore the scroll position: focusing must not undo it.
    return seguirFoco({ selector: foco, preventScroll: navegacion === 'POP' });
    // Only a new location starts following; the route's handle belongs to that location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}
