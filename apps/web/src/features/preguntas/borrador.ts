import { STORAGE_PREFIX } from '@feria/contracts';

// docs/producto/preguntas-pantallas.md#sin-sesion: a visitor who writes a question and is sent to
// sign in finds the text again on the product when they come back (same tab: sessionStorage).

export const BORRADOR_KEY = `${STORAGE_PREFIX}pregunta_borrador`;
/** A draft older than this is not offered back (the login round trip takes a minute or two). */
export const BORRADOR_TTL_MS = 30 * 60_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sesion(): Store | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the text is simply not kept
  }
}

export function guardarBorrador(idProducto: string, texto: string, store = sesion(), now = Date.now()): void {
  try {
    store?.setItem(BORRADOR_KEY, JSON.stringify({ idProducto, texto, fecha: now }));
  } catch {
    /* quota or privacy mode: nothing to keep */
  }
}

/** The draft written on this product, if still fresh (read only: `borrarBorrador` once it is shown). */
export function leerBorrador(idProducto: string, store = sesion(), now = Date.now()): string | null {
  try {
    const raw = store?.getItem(BORRADOR_KEY);
    if (!raw) return null;
    const b = JSON.parse(raw) as { idProducto?: unknown; texto?: unknown; fecha?: unknown };
    if (b.idProducto !== idProducto || typeof b.fecha !== 'number' || now - b.fecha > BORRADOR_TTL_MS) return null;
    return typeof b.texto === 'string' && b.texto.trim() ? b.texto : null;
  } catch {
    return null; // storage blocked or a record we do not understand
  }
}

export function borrarBorrador(store = sesion()): void {
  try {
    store?.removeItem(BORRADOR_KEY);
  } catch {
    /* nothing kept, nothing to clear */
  }
}
