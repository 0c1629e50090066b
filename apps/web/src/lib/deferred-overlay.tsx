import { useEffect, useState, type ComponentType } from 'react';

interface OverlayProps {
  open: boolean;
}

type Loader<P> = () => Promise<ComponentType<P>>;

/** Runs `task` once the browser is idle after first paint (Safari has no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/**
 * A drawer or menu whose code (MUI Modal, Drawer, Menu, focus trap, transitions) stays out of the
 * first-paint bundle (issue #2: initial JS ≤ 150 kB gzip). It is fetched when the page is idle, or
 * at once if the user opens it first. It mounts closed and opens on the next commit, so MUI's enter
 * transition still plays on the first open, exactly as with a static import.
 */
export function deferredOverlay<P extends OverlayProps>(load: Loader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed chunk (offline, new deploy) is retried on the next open
        throw error;
      },
    ));

  function DeferredOverlay(props: P) {
    const [Component, setComponent] = useState(() => loaded);
    const [ready, setReady] = useState(false);
    const wanted = props.open;

    useEffect(() => {
      if (Component) return;
      let active = true;
      const fetchNow = () =>
        void preload().then(
          (component) => active && setComponent(() => component),
          () => undefined, // stays closed; the next open retries
        );
      const cancelIdle = wanted ? undefined : whenIdle(fetchNow);
      if (wanted) fetchNow();
      return () => {
        active = false;
        cancelIdle?.();
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
