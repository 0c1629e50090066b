import { eq } from 'drizzle-orm';
import type { EventoDe, EventoDominio } from '@feria/contracts';
import type { Database } from '../../db/client';
import { carritos } from '../../db/schema';
import type { Reaccion } from '../eventos/eventos';
import { itemsDe, participantesDeVenta } from '../ventas/ventas.queries';

// docs/producto/carrito-abandonado.md#compra: what the buyer just ordered leaves the stored cart
// on the server too (the browser's copy may never arrive: the buyer may leave for Mercado Pago
// before it is sent), so the reminder never lists it. Idempotent: a second run removes nothing.

const clave = (idProducto: string, idVariante: string | null) => `${idProducto}:${idVariante ?? ''}`;

export async function quitarComprados(tx: Database, ventaId: string): Promise<void> {
  const p = await participantesDeVenta(tx, ventaId);
  if (!p) return;
  const [c] = await tx.select().from(carritos).where(eq(carritos.userId, p.compradorUserId)).for('update');
  if (!c) return;
  const comprados = new Set((await itemsDe(tx, [ventaId])).map((i) => clave(i.productoId, i.varianteId)));
  const quedan = c.lineas.filter((l) => !comprados.has(clave(l.idProducto, l.idVariante)));
  if (quedan.length === c.lineas.length) return;
  // The rest keeps its version: its reminder, if any, still comes a day after the buyer's last change.
  if (quedan.length === 0) await tx.delete(carritos).where(eq(carritos.userId, p.compradorUserId));
  else await tx.update(carritos).set({ lineas: quedan }).where(eq(carritos.userId, p.compradorUserId));
}

export const reaccionCarritoComprado: Reaccion = {
  nombre: 'carritos.venta-creada',
  tipos: ['VentaCreada'],
  ejecutar: (tx, evento: EventoDominio) => quitarComprados(tx, (evento as EventoDe<'VentaCreada'>).ventaId),
};
