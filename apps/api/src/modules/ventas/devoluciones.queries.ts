import { and, eq, inArray } from 'drizzle-orm';
import type { DevolucionVenta, EstadoDevolucion } from '@feria/contracts';
import type { Database } from '../../db/client';
import { devoluciones, solicitudesArrepentimiento } from '../../db/schema';
import { registrarEvento, type Autor } from './ventas.queries';

// docs/producto/devoluciones.md: app.devoluciones, one per order, opened by a confirmed revocation
// (this module, ventas, is its only writer).

export type FilaDevolucion = typeof devoluciones.$inferSelect;

/** Opens the order's return ('solicitada'); an order that already has one keeps it. */
export async function abrirDevolucion(tx: Database, ventaId: string, solicitudId: string): Promise<void> {
  await tx.insert(devoluciones).values({ ventaId, solicitudId }).onConflictDoNothing();
}

/** The order's return, locked until the caller's transaction ends (the order is locked first). */
export async function bloquearDevolucion(tx: Database, ventaId: string): Promise<FilaDevolucion | undefined> {
  const [fila] = await tx.select().from(devoluciones).where(eq(devoluciones.ventaId, ventaId)).for('update');
  return fila;
}

/**
 * docs/producto/devoluciones.md#estados: moves the return from `dev.estado` to `a`, with its line in
 * the order's timeline (both sides see it) and the DevolucionCambioDeEstado the mails and the live
 * notice react to. `texto`: the instructions, the reason, the seller's note or the refund's line.
 */
export async function moverDevolucion(
  tx: Database,
  dev: FilaDevolucion,
  a: EstadoDevolucion,
  autor: Autor,
  texto: string | null,
  campos: Partial<Pick<FilaDevolucion, 'instrucciones' | 'motivoRechazo' | 'nota'>> = {},
): Promise<void> {
  const de = dev.estado as EstadoDevolucion;
  await tx
    .update(devoluciones)
    .set({ ...campos, estado: a, actualizadaEn: new Date() })
    .where(and(eq(devoluciones.id, dev.id), eq(devoluciones.estado, de)));
  await registrarEvento(tx, dev.ventaId, 'estado', `devolucion_${a}`, texto, autor, `devolucion_${de}`, {
    tipo: 'DevolucionCambioDeEstado',
    de,
    a,
    texto,
  });
}

/**
 * The money of a received return is back (a transfer recorded by the seller, Mercado Pago's refund
 * confirmed): 'recibida' → 'reembolsada', once. Any other state (no return, not received yet,
 * already refunded) stays as it is.
 */
export async function devolucionReembolsada(tx: Database, ventaId: string, autor: Autor, texto: string): Promise<void> {
  const dev = await bloquearDevolucion(tx, ventaId);
  if (dev?.estado === 'recibida') await moverDevolucion(tx, dev, 'reembolsada', autor, texto);
}

/**
 * Whether the order's refund belongs to its return (received, or already refunded): the buyer
 * then hears of the money from the return's own mail (docs/producto/devoluciones.md#correos).
 */
export async function reembolsoDeDevolucion(db: Database, ventaId: string): Promise<boolean> {
  const [fila] = await db
    .select({ estado: devoluciones.estado })
    .from(devoluciones)
    .where(eq(devoluciones.ventaId, ventaId));
  return fila?.estado === 'recibida' || fila?.estado === 'reembolsada';
}

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
