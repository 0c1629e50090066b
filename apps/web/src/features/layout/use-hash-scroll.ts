import { useEffect } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 4000;

/**
 * docs/producto/rutas.md#barra-publica: home sections are reached by anchor. Sections render after their data arrives, so the
 * target is looked for on each frame for a few seconds and then scrolled to smoothly.
 */
export function useHashScroll(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const start = performance.now();
    let frame = 0;
    const tryScroll = () => {
      const el = document.getElementById(id);
      if (el) {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
        return;
      }
      if (performance.now() - start < WAIT_MS) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
