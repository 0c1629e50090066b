/** docs/producto/rutas.md#comportamientos-de-ruta: any path containing the segment `checkout` is checkout (and needs an account). */
export function isCheckoutPath(pathname: string): boolean {
  return pathname.split('/').some((segment) => segment.toLowerCase() === 'checkout');
}
