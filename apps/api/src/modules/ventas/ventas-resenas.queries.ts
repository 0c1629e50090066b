import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ventaEventos, ventaItems, ventas } from '../../db/schema';
import { nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { actualizarPago, crearPago } from '../pagos/pagos.queries';
import { insertarItems, insertarVenta, type NuevaVenta } from './ventas.queries';

// What the reviews module (decision 038) reads of an order, and the demo's completed orders.
// app.ventas stays this module's: the reviews module calls these functions.

/** The order's number ('Pedido #1042'), for a review shown to the seller. */
export const numeroDeVenta = (id: SQLWrapper): SQL<number> =>
  sql<number>`(select v.numero from app.ventas v where v.id = ${id})`;

export interface VentaParaResenar {
  id: string;
  numero: number;
  estado: string;
  emprendimientoId: string;
  emprendimientoNombre: string;
  compradorNombre: string;
  items: { id: number; productoId: string; nombre: string }[];
}

/** One buyer's order with its lines; undefined when it is not theirs (or does not exist). */
export async function ventaParaResenar(
  db: Database,
  ventaId: string,
  compradorUserId: string,
): Promise<VentaParaResenar | undefined> {
  const [venta] = await db
    .select({
      id: ventas.id,
      numero: ventas.numero,
      estado: ventas.estado,
      emprendimientoId: ventas.emprendimientoId,
      emprendimientoNombre: nombreDeEmprendimiento(ventas.emprendimientoId),
      compradorNombre: ventas.compradorNombre,
    })
    .from(ventas)
    .where(and(eq(ventas.id, ventaId), eq(ventas.compradorUserId, compradorUserId)));
  if (!venta) return undefined;
  const items = await db
    .select({ id: ventaItems.id, productoId: ventaItems.productoId, nombre: ventaItems.nombre })
    .from(ventaItems)
    .where(eq(ventaItems.ventaId, ventaId))
    .orderBy(asc(ventaItems.id));
  return { ...venta, items };
}

export interface VentaCompletadaDemo extends Omit<
  NuevaVenta,
  'estado' | 'reservaHasta' | 'stockLiberado' | 'motivoCancelacion'
> {
  items: Omit<typeof ventaItems.$inferInsert, 'ventaId'>[];
  /** When it was placed; completed two days later. */
  creadaEn: Date;
}

/**
 * A completed, paid order of the demo (so the demo's reviews come from real orders, decision
 * 038). The products' units sold are the demo's own figures: they are not added again here.
 */
export async function insertarVentaCompletadaDemo(
  tx: Database,
  datos: VentaCompletadaDemo,
): Promise<{ id: string; items: number[] }> {
  const { items, creadaEn, ...venta } = datos;
  const fila = await insertarVenta(tx, { ...venta, estado: 'completado' });
  if (!fila) throw new Error(`Pedido demo repetido: ${venta.claveIdempotencia}`);
  const completada = new Date(creadaEn.getTime() + 2 * 86_400_000);
  await tx.update(ventas).set({ creadaEn, actualizadaEn: completada }).where(eq(ventas.id, fila.id));
  await insertarItems(
    tx,
    items.map((i) => ({ ...i, ventaId: fila.id })),
  );
  await crearPago(tx, fila.id, venta.metodoPago as 'MERCADO_PAGO' | 'TRANSFERENCIA');
  await actualizarPago(tx, fila.id, { estado: 'aprobado' });
  await tx.insert(ventaEventos).values([
    {
      ventaId: fila.id,
      tipo: 'estado',
      estado: 'pendiente',
      actor: 'comprador',
      actorUserId: venta.compradorUserId,
      fecha: creadaEn,
    },
    { ventaId: fila.id, tipo: 'pago', estado: 'aprobado', fecha: creadaEn },
    {
      ventaId: fila.id,
      tipo: 'estado',
      estado: 'completado',
      estadoAnterior: 'pendiente',
      actor: 'vendedor',
      fecha: completada,
    },
  ]);
  const ids = await tx
    .select({ id: ventaItems.id })
    .from(ventaItems)
    .where(eq(ventaItems.ventaId, fila.id))
    .orderBy(asc(ventaItems.id));
  return { id: fila.id, items: ids.map((r) => r.id) };
}
