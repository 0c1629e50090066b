import type { EventoEnVivo, RolChat } from '@feria/contracts';

// docs/producto/devoluciones-pantallas.md#en-vivo: what a live change of a return tells each side.
// The seller hears of a new return (the buyer confirmed the revocation); their own answers already
// have their confirmation, so only the buyer hears of those.

const AL_COMPRADOR: Record<string, (numero: number) => string> = {
  aceptada: (n) => `Tu devolución del pedido #${n} fue aceptada: mirá cómo devolver el producto.`,
  rechazada: (n) => `Tu devolución del pedido #${n} fue rechazada.`,
  recibida: (n) => `Recibieron el producto de tu devolución del pedido #${n}.`,
  reembolsada: (n) => `Te devolvieron el dinero del pedido #${n}.`,
};

/** The toast for a live event about a return, or null when there is nothing to tell this side. */
export function avisoDevolucion(e: Pick<EventoEnVivo, 'tipo' | 'datos'>, rol: RolChat): string | null {
  const { numero, estado } = e.datos;
  if (e.tipo === 'venta.estado' && estado === 'arrepentimiento' && rol === 'vendedor')
    return `Pidieron la devolución del pedido #${numero}.`;
  if (e.tipo !== 'venta.devolucion' || rol !== 'comprador' || !estado) return null;
  return AL_COMPRADOR[estado]?.(numero) ?? null;
}
