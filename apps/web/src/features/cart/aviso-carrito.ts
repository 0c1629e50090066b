import { formatPrice } from '@feria/contracts';
import type { AvisoCarrito } from './store/cart-slice';

const unidades = (n: number) => `${n} ${n === 1 ? 'unidad' : 'unidades'}`;

/** What the buyer reads of a change the server made to a cart line (docs/producto/carrito.md#cambios). */
export function textoAviso(a: AvisoCarrito): string {
  switch (a.tipo) {
    case 'cantidad':
      return `${a.ahora === 1 ? 'Quedaba' : 'Quedaban'} ${a.ahora}: ajustamos la cantidad de «${a.nombre}» de ${a.antes} a ${a.ahora}.`;
    case 'precio':
      return `El precio de «${a.nombre}» cambió de ${formatPrice(a.antes)} a ${formatPrice(a.ahora)}.`;
    case 'sinStock':
      return `«${a.nombre}» se quedó sin stock y salió del carrito.`;
    case 'noDisponible':
      return `«${a.nombre}» ya no está disponible y salió del carrito.`;
    case 'elegirOpciones':
      return `«${a.nombre}» ahora se vende por talle, color u otras opciones: salió del carrito, elegilas en su página.`;
  }
}

/** The line's own mark in the checkout: what the buyer had asked for. */
export const textoCantidadAjustada = (antes: number) => `Pediste ${unidades(antes)}`;
