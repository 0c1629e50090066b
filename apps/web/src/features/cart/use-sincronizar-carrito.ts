import { useEffect, useRef } from 'react';
import { CARRITO_LINEAS_MAX, carritoApi, STORAGE_PREFIX, type CarritoInput } from '@feria/contracts';
import { llamar } from '../../lib/api-endpoint';
import { useAppSelector } from './store/cart-hooks';
import { productoDe, type CartItem } from './store/cart-slice';

// docs/producto/carrito-abandonado.md#guardado: a signed-in buyer's cart is copied to their account
// (for the reminder they may ask for). Only when it changed since the last copy, after a pause
// (several quick changes are one call), from an effect (never before first paint), never for a
// visitor. What was last sent per account is remembered, so a reload sends nothing.

/** How long the cart must stay still before it is sent. */
export const PAUSA_SINCRONIZAR_MS = 2000;
/** `<userId>|<lines>` of the last copy that reached the server. */
export const CLAVE_CARRITO_ENVIADO = `${STORAGE_PREFIX}carrito_enviado`;

/** The cart as the API stores it (its first 50 lines: the stored copy's limit). */
export function itemsParaGuardar(items: readonly CartItem[]): CarritoInput['items'] {
  return items.slice(0, CARRITO_LINEAS_MAX).map((i) => ({
    idProducto: productoDe(i),
    ...(i.idVariante ? { idVariante: i.idVariante } : {}),
    cantidad: Math.min(Math.max(1, Math.trunc(i.quantity)), 999),
  }));
}

const leer = () => {
  try {
    return localStorage.getItem(CLAVE_CARRITO_ENVIADO);
  } catch {
    return null;
  }
};
const anotar = (valor: string) => {
  try {
    localStorage.setItem(CLAVE_CARRITO_ENVIADO, valor);
  } catch {
    // Private mode without storage: the next load sends it again, the server ignores a repeat.
  }
};

/** `userId`: the signed-in buyer, undefined for a visitor or an account that does not buy. */
export function useSincronizarCarrito(userId: string | undefined): void {
  const items = useAppSelector((s) => s.cart.items);
  const enVuelo = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!userId) return;
    const cuerpo = itemsParaGuardar(items);
    const marca = `${userId}|${JSON.stringify(cuerpo)}`;
    // Unchanged since the last copy; an empty cart never copied before has nothing to delete either.
    if (leer() === marca || (cuerpo.length === 0 && !leer()?.startsWith(`${userId}|`))) return;
    const timer = setTimeout(() => {
      enVuelo.current?.abort();
      const control = new AbortController();
      enVuelo.current = control;
      llamar(carritoApi.guardar, { body: { items: cuerpo } }, control.signal).then(
        () => anotar(marca),
        () => undefined, // A failed copy is retried at the next change; the cart itself is unaffected.
      );
    }, PAUSA_SINCRONIZAR_MS);
    return () => clearTimeout(timer);
  }, [userId, items]);
}
