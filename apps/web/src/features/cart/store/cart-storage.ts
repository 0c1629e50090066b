import { STORAGE_KEYS } from '@feria/contracts';
import type { AvisoCarrito, CartItem } from './cart-slice';

// docs/producto/validacion.md stored cart, docs/producto/errores.md cart storage errors: what is read back is validated; a bad stored cart
// is logged and removed, never breaks the page.

// Checked by hand, not with a zod schema: the cart loads with the first paint, which stays free of
// zod (the bundle's budget); the checks are those of docs/producto/entidades.md Cart item.
const esTexto = (v: unknown, min = 0): v is string => typeof v === 'string' && v.length >= min;
const esNumero = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const opcional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);

export function esCartItem(v: unknown): v is CartItem {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const i = v as Record<string, unknown>;
  return (
    esTexto(i.id, 1) &&
    esTexto(i.name) &&
    esNumero(i.price) &&
    i.price >= 0 &&
    Number.isInteger(i.quantity) &&
    (i.quantity as number) > 0 &&
    esTexto(i.emprendimientoId, 1) &&
    esTexto(i.nombreEmprendimiento) &&
    opcional(i.image, (x) => x === null || esTexto(x)) &&
    opcional(i.description, esTexto) &&
    opcional(i.hasDiscount, (x) => typeof x === 'boolean') &&
    opcional(i.discountPercentage, esNumero) &&
    opcional(i.originalPrice, esNumero) &&
    opcional(i.stock, (x) => Number.isInteger(x) && (x as number) >= 0) &&
    opcional(i.idProducto, (x) => esTexto(x, 1)) &&
    opcional(i.idVariante, (x) => esTexto(x, 1)) &&
    opcional(i.variante, esTexto) &&
    opcional(
      i.atributos,
      (x) =>
        Array.isArray(x) &&
        x.every(
          (a) =>
            typeof a === 'object' &&
            a !== null &&
            esTexto((a as Record<string, unknown>).clave) &&
            esTexto((a as Record<string, unknown>).valor),
        ),
    )
  );
}

export interface StoredCart {
  items: CartItem[];
  selectedGroup: string | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The stored lines that are valid; null when the value itself is unreadable (not JSON, not a list).
 * One bad line (an older version, a hand edit) drops only that line: the rest of the cart stays.
 */
export function parseStoredItems(raw: string | null): { items: CartItem[]; descartadas: number } | null {
  if (raw === null) return { items: [], descartadas: 0 };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    const items = parsed.filter(esCartItem);
    return { items, descartadas: parsed.length - items.length };
  } catch {
    return null;
  }
}

/** The stored cart, or an empty one (a corrupt value is logged and removed). */
export function loadCart(): StoredCart {
  const ls = storage();
  if (!ls) return { items: [], selectedGroup: null };
  try {
    const leido = parseStoredItems(ls.getItem(STORAGE_KEYS.cart));
    if (leido === null) {
      console.error('El carrito guardado no es válido: se descarta.');
      ls.removeItem(STORAGE_KEYS.cart);
      ls.removeItem(STORAGE_KEYS.selectedGroup);
      return { items: [], selectedGroup: null };
    }
    const { items, descartadas } = leido;
    if (descartadas > 0) {
      console.error(`${descartadas} línea(s) del carrito guardado no son válidas: se descartan solo esas.`);
      ls.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
    }
    const selectedGroup = ls.getItem(STORAGE_KEYS.selectedGroup);
    return {
      items,
      selectedGroup: selectedGroup && items.some((i) => i.emprendimientoId === selectedGroup) ? selectedGroup : null,
    };
  } catch (e) {
    console.error('No se pudo leer el carrito guardado.', e);
    return { items: [], selectedGroup: null };
  }
}

export function saveCart(cart: StoredCart): void {
  const ls = storage();
  if (!ls) return;
  try {
    ls.setItem(STORAGE_KEYS.cart, JSON.stringify(cart.items));
    if (cart.selectedGroup) ls.setItem(STORAGE_KEYS.selectedGroup, cart.selectedGroup);
    else ls.removeItem(STORAGE_KEYS.selectedGroup);
  } catch (e) {
    console.error('No se pudo guardar el carrito.', e);
  }
}

/**
 * The cart's notices live in this tab's session storage (docs/producto/precios.md keeps the local-storage keys to
 * two): the login an anonymous buyer goes through before the checkout reloads the page, and a cut
 * the drawer applied just before must still be read there (docs/producto/carrito.md#cambios).
 */
export const AVISOS_KEY = `${STORAGE_KEYS.cart}_avisos`;

const TIPOS_AVISO = new Set(['cantidad', 'precio', 'sinStock', 'noDisponible', 'elegirOpciones']);

export function esAviso(v: unknown): v is AvisoCarrito {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Record<string, unknown>;
  if (!esTexto(a.id, 1) || !esTexto(a.emprendimientoId, 1) || !esTexto(a.nombre) || !TIPOS_AVISO.has(a.tipo as string))
    return false;
  return (
    a.tipo === 'sinStock' ||
    a.tipo === 'noDisponible' ||
    a.tipo === 'elegirOpciones' ||
    (esNumero(a.antes) && esNumero(a.ahora))
  );
}

function sesion(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** This tab's stored notices; anything unreadable is dropped (they are a courtesy, the cart is right anyway). */
export function loadAvisos(): AvisoCarrito[] {
  try {
    const raw = sesion()?.getItem(AVISOS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(esAviso) : [];
  } catch {
    return [];
  }
}

export function saveAvisos(avisos: readonly AvisoCarrito[]): void {
  try {
    if (avisos.length === 0) sesion()?.removeItem(AVISOS_KEY);
    else sesion()?.setItem(AVISOS_KEY, JSON.stringify(avisos));
  } catch (e) {
    console.error('No se pudieron guardar los avisos del carrito.', e);
  }
}
