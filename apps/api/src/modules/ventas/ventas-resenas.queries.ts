import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ventaEventos, ventaItems, ventas } from '../../db/schema';
import { nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import type { MetodoPago } from '@feria/contracts';
import { crearPagosAprobados } from '../pagos/pagos.queries';
import type { NuevaVenta } from './ventas.queries';

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
  /** When it was placed, and when the seller marked it completed. */
  creadaEn: Date;
  completadaEn: Date;
  /** Paid by Mercado Pago: the fee Mercado Pago kept (its payment's `fee_details`), recorded with the payment. */
  comisionMercadoPago?: number;
}

/** Rows per statement: well under PostgreSQL's 65 535 parameters. */
const LOTE = 400;

/**
 * The demo's completed, paid orders (decision 064), inserted in bulk: the orders, their lines,
 * their approved payments and their timelines, a few statements per 400 orders. Returns each
 * order's id and its lines' ids, in the order given. Units sold are not counted here: the caller
 * adds them with the products module's counter, like a paid order does.
 */
export async function insertarVentasCompletadasDemo(
  tx: Database,
  datos: readonly VentaCompletadaDemo[],
): Promise<{ id: string; items: number[] }[]> {
  const resultado: { id: string; items: number[] }[] = [];
  for (let desde = 0; desde < datos.length; desde += LOTE) {
    const lote = datos.slice(desde, desde + LOTE);
    const filas = await tx
      .insert(ventas)
      .values(
        lote.map(({ items: _items, completadaEn, ...v }) => ({
          ...v,
          estado: 'completado',
          actualizadaEn: completadaEn,
        })),
      )
      .returning({ id: ventas.id, clave: ventas.claveIdempotencia });
    const idPorClave = new Map(filas.map((f) => [f.clave, f.id]));
    const ids = lote.map((v) => {
      const id = idPorClave.get(v.claveIdempotencia);
      if (!id) throw new Error(`Pedido demo repetido: ${v.claveIdempotencia}`);
      return id;
    });
    const items = lote.flatMap((v, n) => v.items.map((i) => ({ ...i, ventaId: ids[n]! })));
    const insertados: { id: number; ventaId: string }[] = [];
    for (let k = 0; k < items.length; k += LOTE)
      insertados.push(
        ...(await tx
          .insert(ventaItems)
          .values(items.slice(k, k + LOTE))
          .returning({ id: ventaItems.id, ventaId: ventaItems.ventaId })),
      );
    const itemsPorVenta = new Map<string, number[]>();
    for (const i of [...insertados].sort((a, b) => a.id - b.id))
      itemsPorVenta.set(i.ventaId, [...(itemsPorVenta.get(i.ventaId) ?? []), i.id]);
    await crearPagosAprobados(
      tx,
      lote.map((v, n) => ({
        ventaId: ids[n]!,
        metodo: v.metodoPago as MetodoPago,
        fecha: v.creadaEn,
        // docs/producto/pagos.md#cobro-dividido: the split payment with its fees, so 'Liquidaciones' adds up.
        ...(v.metodoPago === 'MERCADO_PAGO'
          ? {
              mercadoPago: {
                pagoId: v.claveIdempotencia,
                monto: v.montoTotal,
                comisionMercadoPago: v.comisionMercadoPago ?? 0,
                comisionMarketplace: v.comision,
              },
            }
          : {}),
      })),
    );
    await tx.insert(ventaEventos).values(
      lote.flatMap((v, n) => [
        {
          ventaId: ids[n]!,
          tipo: 'estado',
          estado: 'pendiente',
          actor: 'comprador',
          actorUserId: v.compradorUserId,
          fecha: v.creadaEn,
        },
        { ventaId: ids[n]!, tipo: 'pago', estado: 'aprobado', fecha: v.creadaEn },
        {
          ventaId: ids[n]!,
          tipo: 'estado',
          estado: 'completado',
          estadoAnterior: 'pendiente',
          actor: 'vendedor',
          fecha: v.completadaEn,
        },
      ]),
    );
    resultado.push(...ids.map((id) => ({ id, items: itemsPorVenta.get(id) ?? [] })));
  }
  return resultado;
}
