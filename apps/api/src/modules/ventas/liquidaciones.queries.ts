import { sql } from 'drizzle-orm';
import type { MetodoPago } from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { cobroDeVenta } from '../pagos/pagos.queries';

// The settlement rows (docs/producto/pagos.md#liquidaciones): one per order that received its
// payment, from the database only. The seller's 'Liquidaciones' reads one shop; the admin's
// finances (docs/producto/pagos.md#finanzas) read every shop and add the same rows up.

export interface FilaLiquidacion {
  idVenta: string;
  emprendimientoId: string;
  numero: number;
  /** When the payment was approved (the order's 'pago aprobado' event): the period is about this instant. */
  fecha: Date;
  metodoPago: MetodoPago;
  bruto: number;
  envio: number;
  comisionMercadoPago: number;
  comisionFeria: number;
  reembolsado: number;
  neto: number;
}

interface Crudo {
  id_venta: string;
  emprendimiento_id: string;
  numero: number | string;
  fecha: Date | string;
  metodo_pago: MetodoPago;
  bruto: string | number;
  envio: string | number;
  comision_mercadopago: string | number;
  comision_feria: string | number;
  reembolsado: string | number;
  neto: string | number;
}

/**
 * The rows of the orders paid between `desde` and `hasta` (instants, both included), oldest first.
 * Amounts are worked out in `numeric` (exact cents) and read as numbers with two decimals:
 * - bruto: the order's total as charged;
 * - envio: of bruto, the delivery (docs/producto/envios.md#costo-en-el-pedido), shown apart;
 * - comisionMercadoPago: the fee Mercado Pago reported on the payment the order took (0 for a
 *   transfer, or for an old payment that has none recorded);
 * - comisionFeria: the marketplace fee Mercado Pago split to the platform when recorded
 *   (docs/producto/pagos.md#cobro-dividido), else the order's own commission
 *   (docs/producto/precios.md), which a transfer's seller owes the platform;
 * - reembolsado: the refund done (the recorded one, or the whole total when the payment was
 *   refunded at Mercado Pago directly);
 * - neto: bruto − both commissions − reembolsado.
 */
export async function filasLiquidacion(
  db: Database,
  filtro: { emprendimientoId?: string; desde: Date; hasta: Date },
): Promise<FilaLiquidacion[]> {
  const deTienda = filtro.emprendimientoId ? sql`and v.emprendimiento_id = ${filtro.emprendimientoId}` : sql``;
  const filas = await queryRows<Crudo>(
    db,
    sql`with f as (
          select v.id, v.emprendimiento_id, v.numero, v.metodo_pago, v.monto_total as bruto, v.monto_envio as envio,
                 coalesce(
                   (select min(e.fecha) from app.venta_eventos e
                    where e.venta_id = v.id and e.tipo = 'pago' and e.estado = 'aprobado'),
                   v.creada_en) as fecha,
                 case when v.metodo_pago = 'MERCADO_PAGO' then coalesce(c.comision_mercadopago, 0) else 0 end as comision_mp,
                 case when v.metodo_pago = 'MERCADO_PAGO' then coalesce(c.comision_marketplace, v.comision)
                      else v.comision end as comision_feria,
                 coalesce(c.reembolso_hecho, case when c.estado = 'reembolsado' then v.monto_total end, 0) as reembolsado
          from app.ventas v
          join lateral ${cobroDeVenta(sql`v.id`)} c on true
          where c.estado in ('aprobado', 'reembolsado') ${deTienda}
            -- an order is paid after it is placed: the orders placed later are never read
            and v.creada_en <= ${filtro.hasta.toISOString()}::timestamptz
        )
        select id::text as id_venta, emprendimiento_id::text as emprendimiento_id, numero, fecha, metodo_pago,
               bruto::text as bruto, envio::text as envio, comision_mp::text as comision_mercadopago, comision_feria::text as comision_feria,
               reembolsado::text as reembolsado, (bruto - comision_mp - comision_feria - reembolsado)::text as neto
        from f
        where fecha >= ${filtro.desde.toISOString()}::timestamptz and fecha <= ${filtro.hasta.toISOString()}::timestamptz
        order by fecha, numero`,
  );
  return filas.map((f) => ({
    idVenta: f.id_venta,
    emprendimientoId: f.emprendimiento_id,
    numero: Number(f.numero),
    fecha: f.fecha instanceof Date ? f.fecha : new Date(f.fecha),
    metodoPago: f.metodo_pago,
    bruto: Number(f.bruto),
    envio: Number(f.envio),
    comisionMercadoPago: Number(f.comision_mercadopago),
    comisionFeria: Number(f.comision_feria),
    reembolsado: Number(f.reembolsado),
    neto: Number(f.neto),
  }));
}

/** The totals of some rows: their sum, added in cents so a long period never drifts. */
type Cifra = 'bruto' | 'envio' | 'comisionMercadoPago' | 'comisionFeria' | 'reembolsado' | 'neto';

export function sumaDeFilas(filas: readonly Pick<FilaLiquidacion, Cifra>[]): Record<Cifra, number> {
  const suma = (k: Cifra) => filas.reduce((s, f) => s + Math.round(f[k] * 100), 0) / 100;
  return {
    bruto: suma('bruto'),
    envio: suma('envio'),
    comisionMercadoPago: suma('comisionMercadoPago'),
    comisionFeria: suma('comisionFeria'),
    reembolsado: suma('reembolsado'),
    neto: suma('neto'),
  };
}
