import { asc, eq } from 'drizzle-orm';
import type { MetodoPago } from '@feria/contracts';
import type { Database } from '../../db/client';
import { ventaItems, ventas } from '../../db/schema';

// What an order's e-mails show besides its participants (modules/correo/avisos.ts): the total,
// the payment method and the lines as they were charged.

export interface ResumenParaAviso {
  total: number;
  metodo: MetodoPago;
  lineas: { nombre: string; cantidad: number; subtotal: number }[];
}

export async function resumenParaAviso(db: Database, ventaId: string): Promise<ResumenParaAviso | undefined> {
  const [venta] = await db
    .select({ total: ventas.montoTotal, metodo: ventas.metodoPago })
    .from(ventas)
    .where(eq(ventas.id, ventaId));
  if (!venta) return undefined;
  const filas = await db
    .select({
      nombre: ventaItems.nombre,
      variante: ventaItems.variante,
      cantidad: ventaItems.cantidad,
      subtotal: ventaItems.subtotal,
    })
    .from(ventaItems)
    .where(eq(ventaItems.ventaId, ventaId))
    .orderBy(asc(ventaItems.id));
  // docs/producto/variantes.md#texto: a variant's line says which one ('Zapatilla urbana (Talle 38 · Negro)').
  const lineas = filas.map(({ nombre, variante, cantidad, subtotal }) => ({
    nombre: variante ? `${nombre} (${variante})` : nombre,
    cantidad,
    subtotal,
  }));
  return { total: venta.total, metodo: venta.metodo as MetodoPago, lineas };
}
