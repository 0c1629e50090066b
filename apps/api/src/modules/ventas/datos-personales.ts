import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { solicitudesArrepentimiento, ventaItems, ventas } from '../../db/schema';

// docs/producto/datos-personales.md: orders are the buyer's and the seller's commercial record,
// kept for the legal period; a deleted account's orders stay with its personal fields replaced.

export const ESTADOS_EN_CURSO = ['pendiente', 'preparando', 'listo'] as const;
export const NOMBRE_ELIMINADO = 'Cuenta eliminada';
/** `.invalid` is reserved (RFC 2606): no mail can ever be delivered there. */
export const EMAIL_ELIMINADO = 'cuenta-eliminada@feria.invalid';

const DIRECCION_ELIMINADA = { calle: 'Dato eliminado', numero: '-', pisoDepto: null };

/** The user's orders as buyer, each with its lines. */
export async function pedidosDe(db: Database, userId: string) {
  const filas = await db.select().from(ventas).where(eq(ventas.compradorUserId, userId)).orderBy(asc(ventas.numero));
  const items =
    filas.length > 0
      ? await db
          .select()
          .from(ventaItems)
          .where(
            inArray(
              ventaItems.ventaId,
              filas.map((v) => v.id),
            ),
          )
      : [];
  return filas.map((v) => ({
    id: v.id,
    numero: v.numero,
    emprendimientoId: v.emprendimientoId,
    estado: v.estado,
    creadaEn: v.creadaEn,
    metodoPago: v.metodoPago,
    compradorNombre: v.compradorNombre,
    compradorEmail: v.compradorEmail,
    direccionEnvio: v.direccionEnvio,
    envio: v.envio,
    montoEnvio: v.montoEnvio,
    descuentoCupon: v.descuentoCupon,
    montoTotal: v.montoTotal,
    items: items
      .filter((i) => i.ventaId === v.id)
      .map((i) => ({
        nombre: i.nombre,
        variante: i.variante,
        cantidad: i.cantidad,
        precioUnitario: i.precioUnitario,
        subtotal: i.subtotal,
      })),
  }));
}

/** A seller's sales, without its buyers' personal data: number, date, state and amount. */
export async function ventasDeTiendas(db: Database, emprendimientoIds: string[]) {
  if (emprendimientoIds.length === 0) return [];
  return db
    .select({
      numero: ventas.numero,
      emprendimientoId: ventas.emprendimientoId,
      estado: ventas.estado,
      creadaEn: ventas.creadaEn,
      montoTotal: ventas.montoTotal,
    })
    .from(ventas)
    .where(inArray(ventas.emprendimientoId, emprendimientoIds))
    .orderBy(asc(ventas.numero));
}

/** Numbers of the orders not finished yet, where the user buys or sells. */
export async function pedidosEnCurso(db: Database, userId: string, emprendimientoIds: string[]): Promise<number[]> {
  const parte =
    emprendimientoIds.length > 0
      ? or(eq(ventas.compradorUserId, userId), inArray(ventas.emprendimientoId, emprendimientoIds))
      : eq(ventas.compradorUserId, userId);
  const filas = await db
    .select({ numero: ventas.numero })
    .from(ventas)
    .where(and(parte, inArray(ventas.estado, [...ESTADOS_EN_CURSO])))
    .orderBy(asc(ventas.numero));
  return filas.map((f) => f.numero);
}

/**
 * docs/producto/datos-personales.md#baja: name, e-mail, street and the saved address's recipient go; the
 * order, its lines and amounts stay. Idempotent: a second run finds no order of `userId`.
 */
export async function anonimizarPedidos(db: Database, userId: string, reemplazo: string): Promise<void> {
  const filas = await db.select({ id: ventas.id }).from(ventas).where(eq(ventas.compradorUserId, userId));
  if (filas.length === 0) return;
  const ids = filas.map((f) => f.id);
  await db
    .update(solicitudesArrepentimiento)
    .set({ nombre: NOMBRE_ELIMINADO, email: EMAIL_ELIMINADO })
    .where(inArray(solicitudesArrepentimiento.ventaId, ids));
  await db
    .update(ventas)
    .set({
      compradorUserId: reemplazo,
      compradorNombre: NOMBRE_ELIMINADO,
      compradorEmail: EMAIL_ELIMINADO,
      // The street goes; city, province and postal code stay (the order's place of delivery, no person).
      direccionEnvio: sql`${ventas.direccionEnvio} || ${JSON.stringify(DIRECCION_ELIMINADA)}::jsonb`,
      envio: sql`${ventas.envio} - 'direccion'`,
      actualizadaEn: new Date(),
    })
    .where(inArray(ventas.id, ids));
}
