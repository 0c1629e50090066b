import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CuponReglas, TipoPromocion } from '@feria/contracts';
import type { Database } from '../../db/client';
import { cuponIntentos, cupones, cuponUsos, descuentoProductos, descuentos } from '../../db/schema';
import { queryRows } from '../../db/sql';

// Reads and writes of the promotion tables (this module is their only writer, modules/README.md):
// discount rows for the seller's screen, the seed and the test builders; the coupon steps an
// order takes inside its transaction.

export type FilaDescuentoTabla = typeof descuentos.$inferSelect;
export type FilaCupon = typeof cupones.$inferSelect;

export interface DescuentoNuevo {
  tipo: TipoPromocion;
  valor: number;
  descripcion?: string | null;
  fechaInicio?: Date | null;
  fechaFin?: Date | null;
  activo?: boolean;
}

/** A discount with its products (the seed, the test builders and the seller's form). */
export async function insertarDescuento(
  db: Database,
  emprendimientoId: string,
  d: DescuentoNuevo,
  productoIds: readonly string[],
): Promise<string> {
  const [fila] = await db
    .insert(descuentos)
    .values({
      emprendimientoId,
      tipo: d.tipo,
      valor: d.valor,
      descripcion: d.descripcion ?? null,
      fechaInicio: d.fechaInicio ?? null,
      fechaFin: d.fechaFin ?? null,
      activo: d.activo ?? true,
    })
    .returning({ id: descuentos.id });
  await enlazarProductosDescuento(db, fila!.id, productoIds);
  return fila!.id;
}

export async function enlazarProductosDescuento(
  db: Database,
  descuentoId: string,
  productoIds: readonly string[],
): Promise<void> {
  const unicos = [...new Set(productoIds)];
  if (unicos.length > 0)
    await db.insert(descuentoProductos).values(unicos.map((productoId) => ({ descuentoId, productoId })));
}

export async function reemplazarDescuento(
  tx: Database,
  id: string,
  d: Required<DescuentoNuevo>,
  productoIds: readonly string[],
): Promise<void> {
  await tx
    .update(descuentos)
    .set({
      tipo: d.tipo,
      valor: d.valor,
      descripcion: d.descripcion,
      fechaInicio: d.fechaInicio,
      fechaFin: d.fechaFin,
      activo: d.activo,
      actualizadoEn: new Date(),
    })
    .where(eq(descuentos.id, id));
  await tx.delete(descuentoProductos).where(eq(descuentoProductos.descuentoId, id));
  await enlazarProductosDescuento(tx, id, productoIds);
}

export async function cambiarActivoDescuento(db: Database, id: string, activo: boolean): Promise<void> {
  await db.update(descuentos).set({ activo, actualizadoEn: new Date() }).where(eq(descuentos.id, id));
}

export async function borrarDescuento(db: Database, id: string): Promise<void> {
  await db.delete(descuentos).where(eq(descuentos.id, id));
}

export async function descuentoPorId(db: Database, id: string): Promise<FilaDescuentoTabla | undefined> {
  const [fila] = await db.select().from(descuentos).where(eq(descuentos.id, id));
  return fila;
}

/** A shop's discounts, newest first, with their product ids. */
export async function descuentosDe(
  db: Database,
  emprendimientoId: string,
  ids?: readonly string[],
): Promise<(FilaDescuentoTabla & { productosIds: string[] })[]> {
  const filas = await db
    .select()
    .from(descuentos)
    .where(and(eq(descuentos.emprendimientoId, emprendimientoId), ids ? inArray(descuentos.id, [...ids]) : undefined))
    .orderBy(desc(descuentos.creadoEn), desc(descuentos.id));
  if (filas.length === 0) return [];
  const enlaces = await db
    .select()
    .from(descuentoProductos)
    .where(
      inArray(
        descuentoProductos.descuentoId,
        filas.map((f) => f.id),
      ),
    )
    .orderBy(asc(descuentoProductos.productoId));
  return filas.map((f) => ({
    ...f,
    productosIds: enlaces.filter((e) => e.descuentoId === f.id).map((e) => e.productoId),
  }));
}

export interface CuponNuevo {
  codigo: string;
  tipo: TipoPromocion;
  valor: number;
  descripcion: string | null;
  montoMinimo: number | null;
  cantidadMinima: number | null;
  fechaInicio: Date | null;
  fechaFin: Date | null;
  usosMaximos: number | null;
  usosPorComprador: number | null;
  activo: boolean;
}

export async function insertarCupon(db: Database, emprendimientoId: string, c: CuponNuevo): Promise<string> {
  const [fila] = await db
    .insert(cupones)
    .values({ emprendimientoId, ...c })
    .returning({ id: cupones.id });
  return fila!.id;
}

export async function actualizarCupon(db: Database, id: string, c: Partial<CuponNuevo>): Promise<void> {
  await db
    .update(cupones)
    .set({ ...c, actualizadoEn: new Date() })
    .where(eq(cupones.id, id));
}

export async function borrarCupon(db: Database, id: string): Promise<void> {
  await db.delete(cupones).where(eq(cupones.id, id));
}

export async function cuponPorId(db: Database, id: string): Promise<FilaCupon | undefined> {
  const [fila] = await db.select().from(cupones).where(eq(cupones.id, id));
  return fila;
}

export async function cuponesDe(db: Database, emprendimientoId: string): Promise<FilaCupon[]> {
  return db
    .select()
    .from(cupones)
    .where(eq(cupones.emprendimientoId, emprendimientoId))
    .orderBy(desc(cupones.creadoEn), desc(cupones.id));
}

/** The coupon with this (normalised) code in this shop, and whether the code exists in another shop. */
export async function cuponPorCodigo(
  db: Database,
  emprendimientoId: string,
  codigo: string,
): Promise<{ cupon: FilaCupon | undefined; enOtro: boolean }> {
  const filas = await db.select().from(cupones).where(eq(cupones.codigo, codigo)).limit(20);
  const cupon = filas.find((f) => f.emprendimientoId === emprendimientoId);
  return { cupon, enOtro: !cupon && filas.length > 0 };
}

export const reglasDe = (c: FilaCupon): CuponReglas => ({
  activo: c.activo,
  fechaInicio: c.fechaInicio?.toISOString() ?? null,
  fechaFin: c.fechaFin?.toISOString() ?? null,
  tipo: c.tipo as TipoPromocion,
  valor: Number(c.valor),
  montoMinimo: c.montoMinimo === null ? null : Number(c.montoMinimo),
  cantidadMinima: c.cantidadMinima,
  usosMaximos: c.usosMaximos,
  usosPorComprador: c.usosPorComprador,
  usosRealizados: c.usosRealizados,
});

export async function usosDelComprador(db: Database, cuponId: string, compradorUserId: string): Promise<number> {
  const [fila] = await db
    .select({ n: count() })
    .from(cuponUsos)
    .where(and(eq(cuponUsos.cuponId, cuponId), eq(cuponUsos.compradorUserId, compradorUserId)));
  return fila?.n ?? 0;
}

/**
 * Takes one use of the coupon for this order, atomically: the row's update holds its lock until
 * the order commits, and `usos_realizados < usos_maximos` is checked again after waiting, so of
 * two orders racing for the last use exactly one gets it. The per-buyer count is read after the
 * lock too. false: no use left (the caller rolls back).
 */
export async function tomarUsoCupon(
  tx: Database,
  cuponId: string,
  ventaId: string,
  compradorUserId: string,
  limitePorComprador: number | null,
): Promise<boolean> {
  const tomadas = await tx
    .update(cupones)
    .set({ usosRealizados: sql`${cupones.usosRealizados} + 1` })
    .where(
      and(
        eq(cupones.id, cuponId),
        eq(cupones.activo, true),
        sql`(${cupones.usosMaximos} is null or ${cupones.usosRealizados} < ${cupones.usosMaximos})`,
      ),
    )
    .returning({ id: cupones.id });
  if (tomadas.length === 0) return false;
  if (limitePorComprador !== null && (await usosDelComprador(tx, cuponId, compradorUserId)) >= limitePorComprador)
    return false;
  await tx.insert(cuponUsos).values({ ventaId, cuponId, compradorUserId });
  return true;
}

/** A cancelled unpaid order gives its coupon use back, exactly once (its use row goes). */
export async function devolverUsoCupon(tx: Database, ventaId: string): Promise<void> {
  const [uso] = await tx
    .delete(cuponUsos)
    .where(eq(cuponUsos.ventaId, ventaId))
    .returning({ cuponId: cuponUsos.cuponId });
  if (uso)
    await tx
      .update(cupones)
      .set({ usosRealizados: sql`greatest(${cupones.usosRealizados} - 1, 0)` })
      .where(eq(cupones.id, uso.cuponId));
}

/** Counts a validation attempt and answers how many the buyer made in the last minute (this one included). */
export async function contarIntento(db: Database, compradorUserId: string, ahora: Date): Promise<number> {
  await db
    .delete(cuponIntentos)
    .where(
      and(
        eq(cuponIntentos.compradorUserId, compradorUserId),
        lt(cuponIntentos.fecha, new Date(ahora.getTime() - 3_600_000)),
      ),
    );
  await db.insert(cuponIntentos).values({ compradorUserId, fecha: ahora });
  const [fila] = await db
    .select({ n: count() })
    .from(cuponIntentos)
    .where(
      and(
        eq(cuponIntentos.compradorUserId, compradorUserId),
        gte(cuponIntentos.fecha, new Date(ahora.getTime() - 60_000)),
      ),
    );
  return fila?.n ?? 0;
}

/**
 * The next instant a discount starts or ends (decision 046): the public cache keeps no price past
 * it, since a discount switches by the clock, without a write. Null when none is ahead.
 */
export async function proximoCambioDeDescuentos(db: Database): Promise<Date | null> {
  const rows = await queryRows<{ cuando: Date | string | null }>(
    db,
    sql`select least((select min(d.fecha_inicio) from app.descuentos d where d.activo and d.fecha_inicio > now()),
                     (select min(d.fecha_fin) from app.descuentos d where d.activo and d.fecha_fin >= now())) as cuando`,
  );
  const cuando = rows[0]?.cuando;
  return cuando ? new Date(cuando) : null;
}
