import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EstadoPago, MetodoPago } from '@feria/contracts';
import type { Database } from '../../db/client';
import { pagos, pagosNotificaciones, pagosRecibidos, reembolsos } from '../../db/schema';

// app.pagos, app.pagos_notificaciones, app.pagos_recibidos and app.reembolsos: this module is their only writer (modules/README.md).

export interface Pago {
  ventaId: string;
  metodo: MetodoPago;
  estado: EstadoPago;
  preferenciaId: string | null;
  urlPago: string | null;
  pagoProveedorId: string | null;
  comprobante: string | null;
  comprobanteTipo: string | null;
  motivoRechazo: string | null;
  /** The Mercado Pago user that collects it (the shop's account); null: the platform (docs/producto/pagos.md#cobro-dividido). */
  cobradorMpUserId: string | null;
}

const aPago = (row: typeof pagos.$inferSelect): Pago => ({
  ...row,
  metodo: row.metodo as MetodoPago,
  estado: row.estado as EstadoPago,
});

/** The order's payment, created with the order (same transaction). */
export async function crearPago(
  tx: Database,
  ventaId: string,
  metodo: MetodoPago,
  cobradorMpUserId: string | null = null,
): Promise<void> {
  await tx.insert(pagos).values({ ventaId, metodo, cobradorMpUserId });
}

/** Payments already approved, in one statement (the demo's completed orders, decision 064). */
export async function crearPagosAprobados(
  tx: Database,
  filas: readonly {
    ventaId: string;
    metodo: MetodoPago;
    fecha: Date;
    /** Mercado Pago: the approved payment as its notification would have recorded it, with its fees. */
    mercadoPago?: { pagoId: string; monto: number; comisionMercadoPago: number; comisionMarketplace: number };
  }[],
): Promise<void> {
  if (filas.length === 0) return;
  await tx.insert(pagos).values(
    filas.map((f) => ({
      ventaId: f.ventaId,
      metodo: f.metodo,
      estado: 'aprobado',
      pagoProveedorId: f.mercadoPago?.pagoId ?? null,
      actualizadoEn: f.fecha,
    })),
  );
  const recibidos = filas.flatMap((f) =>
    f.mercadoPago
      ? [
          {
            pagoProveedorId: f.mercadoPago.pagoId,
            ventaId: f.ventaId,
            estado: 'aprobado',
            monto: f.mercadoPago.monto,
            comisionMercadoPago: f.mercadoPago.comisionMercadoPago,
            comisionMarketplace: f.mercadoPago.comisionMarketplace,
            creadoEn: f.fecha,
            actualizadoEn: f.fecha,
          },
        ]
      : [],
  );
  if (recibidos.length > 0) await tx.insert(pagosRecibidos).values(recibidos);
}

export async function pagosDeVentas(db: Database, ventaIds: readonly string[]): Promise<Map<string, Pago>> {
  if (ventaIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(pagos)
    .where(inArray(pagos.ventaId, [...ventaIds]));
  return new Map(rows.map((r) => [r.ventaId, aPago(r)]));
}

/** The payment locked until the caller's transaction ends: state changes are decided one at a time. */
export async function bloquearPago(tx: Database, ventaId: string): Promise<Pago | undefined> {
  const [row] = await tx.select().from(pagos).where(eq(pagos.ventaId, ventaId)).for('update');
  return row && aPago(row);
}

export type CambiosPago = Partial<
  Pick<
    Pago,
    'estado' | 'preferenciaId' | 'urlPago' | 'pagoProveedorId' | 'comprobante' | 'comprobanteTipo' | 'motivoRechazo'
  >
>;

export async function actualizarPago(tx: Database, ventaId: string, cambios: CambiosPago): Promise<void> {
  await tx
    .update(pagos)
    .set({ ...cambios, actualizadoEn: new Date() })
    .where(eq(pagos.ventaId, ventaId));
}

/**
 * Records that a Mercado Pago (payment, status) was applied, in the transaction applying it.
 * False when it already was: a redelivery changes nothing.
 */
export async function registrarNotificacion(tx: Database, pagoProveedorId: string, estado: string): Promise<boolean> {
  const rows = await tx
    .insert(pagosNotificaciones)
    .values({ pagoProveedorId, estado })
    .onConflictDoNothing()
    .returning({ id: pagosNotificaciones.pagoProveedorId });
  return rows.length > 0;
}

/** Read-only SQL for other modules: the payment state of an order. */
export const estadoPagoDe = (ventaId: unknown) =>
  sql<string>`(select pg.estado from app.pagos pg where pg.venta_id = ${ventaId})`;

/**
 * Read-only SQL for other modules: what the order's payment left, for a settlement
 * (docs/producto/pagos.md#liquidaciones); used as `left join lateral (fragment) c on true`.
 * Columns: estado, comision_mercadopago and comision_marketplace of the payment the order took
 * (null when not recorded), reembolso_hecho (the amount of a refund done, else null).
 */
export const cobroDeVenta = (ventaId: unknown) =>
  sql`(select pg.estado,
              pr.comision_mercadopago, pr.comision_marketplace,
              (select r.monto from app.reembolsos r where r.venta_id = pg.venta_id and r.estado = 'hecho') as reembolso_hecho
       from app.pagos pg
       left join app.pagos_recibidos pr on pr.pago_proveedor_id = pg.pago_proveedor_id and pr.venta_id = pg.venta_id
       where pg.venta_id = ${ventaId})`;

export type Reembolso = typeof reembolsos.$inferSelect;

/** Records the order's refund; undefined when it already has one (at most one per order). */
export async function registrarReembolso(
  tx: Database,
  r: Pick<Reembolso, 'ventaId' | 'metodo' | 'estado' | 'monto' | 'nota' | 'creadoPorUserId'>,
): Promise<Reembolso | undefined> {
  const [row] = await tx.insert(reembolsos).values(r).onConflictDoNothing().returning();
  return row;
}

export async function reembolsosDeVentas(db: Database, ventaIds: readonly string[]): Promise<Map<string, Reembolso>> {
  if (ventaIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(reembolsos)
    .where(inArray(reembolsos.ventaId, [...ventaIds]));
  return new Map(rows.map((r) => [r.ventaId, r]));
}

export async function reembolsoDe(db: Database, ventaId: string): Promise<Reembolso | undefined> {
  const [row] = await db.select().from(reembolsos).where(eq(reembolsos.ventaId, ventaId));
  return row;
}

export async function actualizarReembolso(
  db: Database,
  ventaId: string,
  cambios: Partial<Pick<Reembolso, 'estado' | 'reembolsoProveedorId'>>,
): Promise<void> {
  await db
    .update(reembolsos)
    .set({ ...cambios, actualizadoEn: new Date() })
    .where(eq(reembolsos.ventaId, ventaId));
}

export type PagoRecibido = typeof pagosRecibidos.$inferSelect;
export type EstadoPagoRecibido = 'aprobado' | 'reembolso_pendiente' | 'reembolsado';

/** Records a provider payment the order received; false when that payment was already recorded. */
export async function registrarPagoRecibido(
  tx: Database,
  p: {
    pagoProveedorId: string;
    ventaId: string;
    estado: EstadoPagoRecibido;
    monto: number;
    motivo: string | null;
    /** Mercado Pago's `collector_id` and `fee_details` (docs/producto/pagos.md#cobro-dividido). */
    cobradorId?: string | null;
    comisionMercadoPago?: number | null;
    comisionMarketplace?: number | null;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(pagosRecibidos)
    .values(p)
    .onConflictDoNothing()
    .returning({ id: pagosRecibidos.pagoProveedorId });
  return rows.length > 0;
}

export async function pagoRecibido(db: Database, pagoProveedorId: string): Promise<PagoRecibido | undefined> {
  const [row] = await db.select().from(pagosRecibidos).where(eq(pagosRecibidos.pagoProveedorId, pagoProveedorId));
  return row;
}

/** A payment being given back is now given back; false when it was not waiting for that (done once). */
export async function marcarPagoRecibidoDevuelto(
  tx: Database,
  pagoProveedorId: string,
): Promise<PagoRecibido | undefined> {
  const [row] = await tx
    .update(pagosRecibidos)
    .set({ estado: 'reembolsado', actualizadoEn: new Date() })
    .where(and(eq(pagosRecibidos.pagoProveedorId, pagoProveedorId), eq(pagosRecibidos.estado, 'reembolso_pendiente')))
    .returning();
  return row;
}

/** Every provider payment of these orders, oldest first, by order. */
export async function pagosRecibidosDeVentas(
  db: Database,
  ventaIds: readonly string[],
): Promise<Map<string, PagoRecibido[]>> {
  const porVenta = new Map<string, PagoRecibido[]>();
  if (ventaIds.length === 0) return porVenta;
  const rows = await db
    .select()
    .from(pagosRecibidos)
    .where(inArray(pagosRecibidos.ventaId, [...ventaIds]))
    .orderBy(asc(pagosRecibidos.creadoEn));
  for (const r of rows) porVenta.set(r.ventaId, [...(porVenta.get(r.ventaId) ?? []), r]);
  return porVenta;
}
