/**
 * A chunk loaded once and remembered: `cargar()` starts it (or returns the load under way),
 * `valor()` is its result once it arrived. A failed load (offline, a deploy replaced the chunk) is
 * forgotten, so the next `cargar()` tries again. Used by lazily loaded pages and overlays.
 */
export function cargaUnica<T>(cargar: () => Promise<T>): { cargar: () => Promise<T>; valor: () => T | undefined } {
  let valor: T | undefined;
  let pendiente: Promise<T> | undefined;
  return {
    cargar: () =>
      (pendiente ??= cargar().then(
        (v) => (valor = v),
        (error: unknown) => {
          pendiente = undefined;
          throw error;
        },
      )),
    valor: () => valor,
  };
}
