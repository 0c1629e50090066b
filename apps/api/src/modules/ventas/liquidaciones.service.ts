import { sql } from 'drizzle-orm';
import { liquidacionesQuery, type Liquidacion, type LiquidacionesQuery, type MetodoPago } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { errorDeEsquema } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { archivoCsv } from '../../lib/csv';
import { nombreDeEmprendimiento } from '../emprendimientos/emprendimientos.sql';
import { emprendimientoPropio } from '../emprendimientos/propiedad';
import { filasLiquidacion, sumaDeFilas } from './liquidaciones.queries';

// The seller's settlements (docs/producto/pagos.md#liquidaciones): the rows of liquidaciones.queries.ts
// for one shop and one period of Argentine days, as JSON or as a spreadsheet for Excel in Argentina.

const ARGENTINA_MS = 3 * 3_600_000;
/** The Argentine calendar day (UTC−3, no daylight saving) of an instant, `YYYY-MM-DD`. */
const diaArgentino = (d: Date): string => new Date(d.getTime() - ARGENTINA_MS).toISOString().slice(0, 10);

/** The period asked for, with its defaults: this month so far (Argentine days), or the month of `hasta`. */
export function periodoLiquidacion(q: LiquidacionesQuery, ahora = new Date()): { desde: string; hasta: string } {
  const hasta = q.hasta ?? diaArgentino(ahora);
  const desde = q.desde ?? `${hasta.slice(0, 8)}01`;
  // A default may still cross a bound (a `desde` after today): the same texts as the query's.
  const valido = liquidacionesQuery.safeParse({ desde, hasta });
  if (!valido.success) throw errorDeEsquema(valido.error);
  return { desde, hasta };
}

/** From 00:00 of `desde` to the last instant of `hasta`, Argentine time. */
export const instantesDelPeriodo = (p: { desde: string; hasta: string }) => ({
  desde: new Date(`${p.desde}T00:00:00.000-03:00`),
  hasta: new Date(`${p.hasta}T23:59:59.999-03:00`),
});

/** GET …/emprendimientos/{idEmprendimiento}/liquidaciones: the owner's only (another's shop answers 404). */
export async function liquidacionDeMiEmprendimiento(
  ctx: UserContext,
  idEmprendimiento: string,
  q: LiquidacionesQuery,
  ahora = new Date(),
): Promise<Liquidacion> {
  await emprendimientoPropio(ctx, idEmprendimiento);
  const periodo = periodoLiquidacion(q, ahora);
  const filas = await filasLiquidacion(ctx.db, { emprendimientoId: idEmprendimiento, ...instantesDelPeriodo(periodo) });
  return {
    ...periodo,
    filas: filas.map(({ emprendimientoId: _, fecha, ...f }) => ({ ...f, fecha: fecha.toISOString() })),
    totales: sumaDeFilas(filas),
  };
}

const MEDIO: Record<MetodoPago, string> = { MERCADO_PAGO: 'Mercado Pago', TRANSFERENCIA: 'Transferencia' };

/** `dd/mm/aaaa hh:mm`, Argentine time: what a spreadsheet in Argentina shows as a date. */
const fechaCsv = (iso: string): string => {
  const [dia, hora] = new Date(Date.parse(iso) - ARGENTINA_MS).toISOString().split('T') as [string, string];
  const [a, m, d] = dia.split('-');
  return `${d}/${m}/${a} ${hora.slice(0, 5)}`;
};

/** A file-name part from the shop's name: 'Mate & Luna' → 'mate-luna'. */
const slug = (nombre: string): string =>
  nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'emprendimiento';

/** The same rows for Excel in Argentina (lib/csv.ts), the totals last. */
export async function liquidacionCsv(
  ctx: UserContext,
  idEmprendimiento: string,
  l: Liquidacion,
): Promise<{ nombre: string; contenido: string }> {
  const [fila] = await queryRows<{ nombre: string | null }>(
    ctx.db,
    sql`select ${nombreDeEmprendimiento(sql`${idEmprendimiento}::uuid`)} as nombre`,
  );
  const encabezados = [
    'Pedido',
    'Fecha',
    'Medio de pago',
    'Bruto',
    'Envío',
    'Comisión Mercado Pago',
    'Comisión Feria',
    'Reembolsado',
    'Neto',
  ];
  const cifras = (c: Liquidacion['totales']) => [
    c.bruto,
    c.envio,
    c.comisionMercadoPago,
    c.comisionFeria,
    c.reembolsado,
    c.neto,
  ];
  return {
    nombre: `liquidacion-${slug(fila?.nombre ?? '')}-${l.desde}-${l.hasta}.csv`,
    contenido: archivoCsv(encabezados, [
      ...l.filas.map((f) => [f.numero, fechaCsv(f.fecha), MEDIO[f.metodoPago], ...cifras(f)]),
      ['Total', '', '', ...cifras(l.totales)],
    ]),
  };
}
