import { sql } from 'drizzle-orm';
import { ESTADOS_VENTA, type EstadoVenta, type MetricasVendedor, type PeriodoMetricas } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import type { UserContext } from '../../lib/context';
import { emprendimientoPropio } from '../emprendimientos/propiedad';
import { estadoPagoDe } from '../pagos/pagos.queries';

// Seller metrics (docs/producto/entidades.md, docs/producto/precios.md; decision 031). Days are Argentine days (UTC−3, no daylight saving).

const DIA_MS = 86_400_000;
const MAX_DIAS_TODO = 365;
const TOP = 5;

/** The Argentine calendar day of an instant, `YYYY-MM-DD`. */
const diaArgentino = (d: Date) => new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
const sumarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);
const redondear = (n: number, decimales = 2) => Math.round(n * 10 ** decimales) / 10 ** decimales;

export async function metricasDeMiEmprendimiento(
  ctx: UserContext,
  emprendimientoId: string,
  periodo: PeriodoMetricas,
  ahora = new Date(),
): Promise<MetricasVendedor> {
  await emprendimientoPropio(ctx, emprendimientoId);
  const hoy = diaArgentino(ahora);
  const primerDia = periodo === 'todo' ? null : sumarDias(hoy, 1 - Number(periodo));
  const desde = primerDia ? sql`and v.creada_en >= (${primerDia} || 'T00:00:00-03:00')::timestamptz` : sql``;
  // An order counts as income while its payment is approved and it was not cancelled. A refunded
  // order is no success even if it stays 'completado' (docs/producto/pedidos.md#reembolso-y-métricas).
  const base = sql`
    select v.id, v.estado, v.monto_total::float8 as monto, v.comision::float8 as comision,
           ((v.creada_en at time zone 'UTC') - interval '3 hours')::date::text as dia,
           (${estadoPagoDe(sql`v.id`)} = 'aprobado' and v.estado <> 'cancelado') as cobrada,
           ${estadoPagoDe(sql`v.id`)} = 'reembolsado' as reembolsada
    from app.ventas v
    where v.emprendimiento_id = ${emprendimientoId} ${desde}`;

  const [totales, estados, dias, productos] = await Promise.all([
    queryRows<{ total: number; listos: number; completados: number; ingresos: number; comisiones: number }>(
      ctx.db,
      sql`with b as (${base})
          select count(*)::int as total,
                 count(*) filter (where estado = 'listo')::int as listos,
                 count(*) filter (where estado = 'completado' and not reembolsada)::int as completados,
                 coalesce(sum(monto) filter (where cobrada), 0)::float8 as ingresos,
                 coalesce(sum(comision) filter (where cobrada), 0)::float8 as comisiones
          from b`,
    ),
    queryRows<{ estado: EstadoVenta; n: number }>(
      ctx.db,
      sql`with b as (${base}) select estado, count(*)::int as n from b group by estado`,
    ),
    queryRows<{ dia: string; pedidos: number; ingresos: number }>(
      ctx.db,
      sql`with b as (${base}) select dia, count(*)::int as pedidos, coalesce(sum(monto) filter (where cobrada), 0)::float8 as ingresos from b group by dia order by dia`,
    ),
    queryRows<{ id: string; nombre: string; unidades: number; ingresos: number }>(
      ctx.db,
      sql`with b as (${base})
          select i.producto_id as id, max(i.nombre) as nombre, sum(i.cantidad)::int as unidades, sum(i.subtotal)::float8 as ingresos
          from app.venta_items i join b on b.id = i.venta_id and b.cobrada
          group by i.producto_id`,
    ),
  ]);

  const t = totales[0] ?? { total: 0, listos: 0, completados: 0, ingresos: 0, comisiones: 0 };
  const ingresos = redondear(Number(t.ingresos));
  const comisiones = redondear(Number(t.comisiones));
  const porEstado = new Map(estados.map((e) => [e.estado, Number(e.n)]));
  const porDia = new Map(dias.map((d) => [d.dia, d]));
  const inicio = primerDia ?? (dias[0] ? [dias[0].dia, sumarDias(hoy, 1 - MAX_DIAS_TODO)].sort().at(-1)! : hoy);
  const serie: MetricasVendedor['porDia'] = [];
  for (let dia = inicio; dia <= hoy; dia = sumarDias(dia, 1)) {
    const d = porDia.get(dia);
    serie.push({ fecha: dia, ingresos: redondear(Number(d?.ingresos ?? 0)), pedidos: Number(d?.pedidos ?? 0) });
  }
  const top = productos.map((p) => ({
    idProducto: p.id,
    nombre: p.nombre,
    unidades: Number(p.unidades),
    ingresos: redondear(Number(p.ingresos)),
  }));
  const porNombre = (a: { nombre: string }, b: { nombre: string }) => a.nombre.localeCompare(b.nombre, 'es');
  return {
    periodo,
    ingresosTotales: ingresos,
    comisionesTotales: comisiones,
    ingresosNetos: redondear(ingresos - comisiones),
    pedidosListos: Number(t.listos),
    pedidosCompletados: Number(t.completados),
    totalPedidos: Number(t.total),
    tasaExito: t.total > 0 ? redondear((Number(t.completados) / Number(t.total)) * 100, 1) : 0,
    porDia: serie,
    porEstado: ESTADOS_VENTA.map((estado) => ({ estado, cantidad: porEstado.get(estado) ?? 0 })),
    topProductosUnidades: [...top].sort((a, b) => b.unidades - a.unidades || porNombre(a, b)).slice(0, TOP),
    topProductosIngresos: [...top].sort((a, b) => b.ingresos - a.ingresos || porNombre(a, b)).slice(0, TOP),
  };
}
