import { sql } from 'drizzle-orm';
import { finanzasQuery, type FinanzasAdmin, type FinanzasQuery } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { errorDeEsquema } from '../../lib/app-error';
import type { ServiceContext } from '../../lib/context';
import { archivoCsv } from '../../lib/csv';
import { nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { agregarFinanzas, diaArgentino } from './finanzas';
import { filasLiquidacion } from './liquidaciones.queries';

// The admin's finances (docs/producto/pagos.md#finanzas): the settlement rows of every shop
// (liquidaciones.queries.ts, the same the sellers see) added up per shop, per day and in total.

/** The period asked for, with its defaults: this month so far (Argentine days), or the month of `hasta`. */
export function periodoFinanzas(q: FinanzasQuery, ahora = new Date()): { desde: string; hasta: string } {
  const hasta = q.hasta ?? diaArgentino(ahora);
  const desde = q.desde ?? `${hasta.slice(0, 8)}01`;
  // The defaults may still cross the bounds (a `desde` after today, or years back): the same texts as the query's.
  const valido = finanzasQuery.safeParse({ desde, hasta });
  if (!valido.success) throw errorDeEsquema(valido.error);
  return { desde, hasta };
}

/** From 00:00 of `desde` to the end of `hasta`, Argentine time (UTC−3). */
const instantes = (p: { desde: string; hasta: string }) => ({
  desde: new Date(`${p.desde}T00:00:00-03:00`),
  hasta: new Date(`${p.hasta}T23:59:59.999-03:00`),
});

async function nombresDe(ctx: ServiceContext, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const filas = await queryRows<{ id: string; nombre: string }>(
    ctx.db,
    sql`select x.id::text as id, ${nombreDeEmprendimiento(sql`x.id`)} as nombre
        from unnest(array[${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}]::uuid[]) as x(id)`,
  );
  return new Map(filas.map((f) => [f.id, f.nombre ?? '']));
}

export async function finanzasAdmin(ctx: ServiceContext, q: FinanzasQuery, ahora = new Date()): Promise<FinanzasAdmin> {
  const periodo = periodoFinanzas(q, ahora);
  const filas = await filasLiquidacion(ctx.db, instantes(periodo));
  const nombres = await nombresDe(ctx, [...new Set(filas.map((f) => f.emprendimientoId))]);
  return agregarFinanzas(filas, periodo, nombres);
}

/** The same figures for Excel in Argentina (lib/csv.ts): one row per shop and the total last. */
export function finanzasCsv(f: FinanzasAdmin): { nombre: string; contenido: string } {
  const encabezados = [
    'Emprendimiento',
    'Pedidos',
    'Ventas brutas (GMV)',
    'Comisión Mercado Pago',
    'Comisión Feria cobrada (Mercado Pago)',
    'Comisión Feria adeudada (transferencias)',
    'Reembolsado',
  ];
  const fila = (nombre: string, c: FinanzasAdmin['totales']) => [
    nombre,
    c.pedidos,
    c.gmv,
    c.comisionMercadoPago,
    c.comisionCobradaMercadoPago,
    c.comisionAdeudadaTransferencias,
    c.reembolsado,
  ];
  return {
    nombre: `finanzas-${f.desde}-${f.hasta}.csv`,
    contenido: archivoCsv(encabezados, [...f.emprendimientos.map((e) => fila(e.nombre, e)), fila('Total', f.totales)]),
  };
}
