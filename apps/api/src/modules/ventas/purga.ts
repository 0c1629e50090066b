import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { pagosDeVentas } from '../pagos/pagos.queries';
import { EMAIL_ELIMINADO } from './datos-personales';

// docs/producto/datos-personales.md#plazo-legal: the orders a deleted account left, kept
// anonymised as commercial records, are deleted once the legal period has passed since their last
// movement. Their lines, history, payments, messages, review, coupon use and return go with them
// (every table that names an order deletes its rows with it: ON DELETE CASCADE).

/** A kept order: anonymised by an account deletion (its buyer is `baja:<request>`), and finished. */
const CONSERVADA = sql`v.comprador_user_id like 'baja:%' and v.comprador_email = ${EMAIL_ELIMINADO}
  and v.estado in ('completado', 'cancelado')`;

/** Its last movement: the newest entry of its history, or its creation. */
const ULTIMO_MOVIMIENTO = sql`greatest(v.creada_en,
  coalesce((select max(e.fecha) from app.venta_eventos e where e.venta_id = v.id), v.creada_en))`;

/** Up to `cantidad` kept orders whose last movement is before `antesDe`, oldest first. */
export async function pedidosConservadosVencidos(db: Database, antesDe: Date, cantidad: number): Promise<string[]> {
  const filas = await queryRows<{ id: string }>(
    db,
    sql`select v.id from app.ventas v
         where ${CONSERVADA} and ${ULTIMO_MOVIMIENTO} < ${antesDe.toISOString()}::timestamptz
         order by v.creada_en, v.id limit ${cantidad}`,
  );
  return filas.map((f) => f.id);
}

/**
 * Deletes these orders, each only if it is still a kept order past `antesDe` (checked again in the
 * same statement), and answers how many went. Idempotent: a second run finds nothing to delete.
 */
export async function borrarPedidosConservados(db: Database, ids: readonly string[], antesDe: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const filas = await queryRows<{ id: string }>(
    db,
    sql`delete from app.ventas v
         where v.id in (${sql.join(
           ids.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})
           and ${CONSERVADA} and ${ULTIMO_MOVIMIENTO} < ${antesDe.toISOString()}::timestamptz
         returning v.id`,
  );
  return filas.length;
}

/**
 * The stored transfer proofs of these orders (keys of the storage, as transferencia.ts writes
 * them): they are personal data too, and go before the orders' rows that name them.
 */
export async function comprobantesDePedidos(db: Database, ids: readonly string[]): Promise<string[]> {
  const pagos = await pagosDeVentas(db, ids);
  return [...pagos.values()].flatMap((p) => (p.comprobante ? [`comprobantes/${p.comprobante}`] : []));
}
