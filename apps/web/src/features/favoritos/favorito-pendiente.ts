import { PENDING_REDIRECT_TTL_MS, uuidParam } from '@feria/contracts';

// docs/producto/favoritos-pantallas.md#visitante: a visitor's heart is kept in this tab while the
// login runs and saved once they are back as a buyer; it lives as long as the pending redirect.

const CLAVE = 'feria_favorito_pendiente';

type Almacen = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function almacen(): Almacen | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the login still happens, the heart is pressed again
  }
}

export function guardarFavoritoPendiente(idProducto: string, store = almacen(), ahora = Date.now()): void {
  try {
    store?.setItem(CLAVE, JSON.stringify({ idProducto, momento: ahora }));
  } catch {
    /* full or blocked storage: nothing to carry */
  }
}

/**
 * The product a visitor's heart asked to save, or null; reading it takes it (a second read, or a
 * second tab, finds nothing), so it is saved once. A stale or malformed record is dropped.
 */
export function tomarFavoritoPendiente(store = almacen(), ahora = Date.now()): string | null {
  let crudo: string | null | undefined;
  try {
    crudo = store?.getItem(CLAVE);
    if (crudo) store?.removeItem(CLAVE);
  } catch {
    return null;
  }
  if (!crudo) return null;
  try {
    const r = JSON.parse(crudo) as { idProducto?: unknown; momento?: unknown };
    const vigente =
      typeof r.momento === 'number' && ahora - r.momento <= PENDING_REDIRECT_TTL_MS && r.momento <= ahora + 60_000;
    const id = uuidParam.safeParse(r.idProducto);
    return vigente && id.success ? id.data : null;
  } catch {
    return null;
  }
}
