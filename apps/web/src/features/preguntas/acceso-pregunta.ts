import type { AccesoPregunta } from './components/preguntar-form';
import { RUTA_PREGUNTAS_VENDEDOR } from './insignia-preguntas';

/**
 * Who may ask on this product (docs/producto/preguntas-pantallas.md#preguntar). Until the session is
 * known (and on the server-painted page) the person is a visitor: the form is the same, only the
 * button says 'Ingresá para preguntar'. The server decides in the end (own shop 403, no buyer role 403).
 */
export function accesoPregunta(a: {
  authenticated: boolean;
  roles: readonly string[];
  /** The signed-in seller's own shop, when known. */
  idEmprendimientoPropio: string | undefined;
  idEmprendimientoProducto: string;
  onIngresar: () => void;
}): AccesoPregunta {
  if (!a.authenticated) return { tipo: 'visitante', onIngresar: a.onIngresar };
  if (a.idEmprendimientoPropio && a.idEmprendimientoPropio === a.idEmprendimientoProducto)
    return { tipo: 'propia', panelHref: RUTA_PREGUNTAS_VENDEDOR };
  if (!a.roles.includes('comprador')) return { tipo: 'sin-rol-comprador' };
  return { tipo: 'comprador' };
}
