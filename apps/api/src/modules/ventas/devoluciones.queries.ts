import { eq, inArray } from 'drizzle-orm';
import type { DevolucionVenta, EstadoDevolucion } from '@feria/contracts';
import type { Database } from '../../db/client';
import { devoluciones, solicitudesArrepentimiento } from '../../db/schema';

// docs/producto/devoluciones.md: app.devoluciones, one per order, opened by a confirmed revocation
// (this module, ventas, is its only writer).

/** The returns of these orders, as both sides see them, by order id. */
export async function devolucionesDeVentas(
  db: Database,
  ventaIds: readonly string[],
): Promise<Map<string, DevolucionVenta>> {
  if (ventaIds.length === 0) return new Map();
  const filas = await db
    .select({
      ventaId: devoluciones.ventaId,
      id: devoluciones.id,
      estado: devoluciones.estado,
      codigo: solicitudesArrepentimiento.codigo,
      motivo: solicitudesArrepentimiento.motivo,
      instrucciones: devoluciones.instrucciones,
      motivoRechazo: devoluciones.motivoRechazo,
      nota: devoluciones.nota,
      creadaEn: devoluciones.creadaEn,
      actualizadaEn: devoluciones.actualizadaEn,
    })
    .from(devoluciones)
    .innerJoin(solicitudesArrepentimiento, eq(solicitudesArrepentimiento.id, devoluciones.solicitudId))
    .where(inArray(devoluciones.ventaId, [...ventaIds]));
  return new Map(
    filas.map(({ ventaId, creadaEn, actualizadaEn, estado, ...d }) => [
      ventaId,
      {
        ...d,
        estado: estado as EstadoDevolucion,
        creadaEn: creadaEn.toISOString(),
        actualizadaEn: actualizadaEn.toISOString(),
      },
    ]),
  );
}
