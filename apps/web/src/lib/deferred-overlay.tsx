import { useEffect, useState, type ComponentType } from 'react';
import { cargaUnica } from './carga-unica';

interface OverlayProps {
  open: boolean;
}

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * After the page has loaded, give the route's own chunks, data and hydration a head start before
 * prefetching: on a slow phone the first seconds go to making the page respond (decision 049).
 */
const PREFETCH_AFTER_LOAD_MS = 5000;

/** Runs `task` when the page is loaded and the browser idle (Safari has no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback !== 'function') return task();
      const id = window.requestIdleCallback(task, { timeout: 3000 });
      cancel = () => window.cancelIdleCallback(id);
    }, PREFETCH_AFTER_LOAD_MS);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

/**
 * A drawer or menu whose code (MUI Modal, Drawer, Menu, focus trap, transitions) stays out of the
 * first-paint bundle (initial JS ≤ 150 kB gzip). Its code is prefetched once the page has loaded and
 * the browser is idle, or fetched at once if the user opens it first; it mounts only when first
 * opened (docs/arquitectura.md#rendimiento: mounting every overlay closed, with their styles, was the page's longest task
 * after load on a slow phone). It mounts closed and opens on the next commit, so MUI's enter
 * transition still plays on the first open.
 */
export function deferredOverlay<P extends OverlayProps>(load: Loader<P>): ComponentType<P> {
  // A failed chunk (offline, new deploy) is retried on the next open.
  const { cargar: preload, valor: loaded } = cargaUnica(load);

  function DeferredOverlay(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
    const [ready, setReady] = useState(false);
    const wanted = props.open;

    useEffect(() => {
      if (Component) return;
      if (!wanted) return loaded() ? undefined : whenIdle(() => void preload().catch(() => undefined));
      let active = true;
      preload().then(
        (component) => active && setComponent(() => component),
        () => undefined, // stays closed; the next open retries
      );
      return () => {
        active = false;
      };
    }, [Component, wanted]);

    // Mounted closed first: MUI Drawer/Modal only animate the enter when they were mounted closed.
    useEffect(() => {
      if (Component) setReady(true);
    }, [Component]);

    return Component ? <Component {...props} open={props.open && ready} /> : null;
  }
  return DeferredOverlay;
}
