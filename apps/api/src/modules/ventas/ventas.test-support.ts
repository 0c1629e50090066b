import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';

// Reads app.ventas and app.venta_items for tests, through their owner (modules/README.md).

/** Per product of the shop: units in its completed orders, and those orders' ids. */
export async function unidadesCompletadasPorProducto(
  db: Database,
  emprendimientoId: string,
): Promise<Map<string, { unidades: number; ventas: string[] }>> {
  const filas = await queryRows<{ producto_id: string; unidades: number; ventas: string[] }>(
    db,
    sql`select i.producto_id, sum(i.cantidad)::int as unidades, array_agg(distinct v.id::text) as ventas
        from app.venta_items i join app.ventas v on v.id = i.venta_id
        where v.emprendimiento_id = ${emprendimientoId} and v.estado = 'completado'
        group by i.producto_id`,
  );
  return new Map(filas.map((f) => [f.producto_id, { unidades: Number(f.unidades), ventas: f.ventas }]));
}

/** The shop's orders: how many, completed, and their total. */
export async function totalesDeVentas(
  db: Database,
  emprendimientoId: string,
): Promise<{ pedidos: number; completados: number; monto: number }> {
  const [f] = await queryRows<{ pedidos: number; completados: number; monto: number }>(
    db,
    sql`select count(*)::int as pedidos, count(*) filter (where estado = 'completado')::int as completados,
               coalesce(sum(monto_total), 0)::float8 as monto
        from app.ventas where emprendimiento_id = ${emprendimientoId}`,
  );
  return { pedidos: Number(f?.pedidos ?? 0), completados: Number(f?.completados ?? 0), monto: Number(f?.monto ?? 0) };
}
