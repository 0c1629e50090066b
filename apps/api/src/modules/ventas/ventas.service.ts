import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { Venta, VentaPage, VentasVendedorPage } from '@feria/contracts';
import type { cancelarVentaInput, misVentasQuery, ventasVendedorQuery } from '@feria/contracts';
import type { Database } from '../../db/client';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { emprendimientoPropio } from '../emprendimientos/propiedad';
import { datosParaVenta } from '../emprendimientos/emprendimientos.queries';
import { bloquearPago } from '../pagos/pagos.queries';
import { cerrarSinPago } from './cierre';
import { bloquearVenta, contarPorEstado, contarVentas, filasVentas, filtros, type FilaVenta } from './ventas.queries';
import { resumenesDeVentas, vistasDeVentas } from './venta-vista';

// The buyer's orders ('Mis Pedidos', docs/producto/rutas.md#tabla-de-rutas) and the seller's list (docs/producto/api.md#ventas). Ownership from
// the token's `sub`: another buyer's order answers 404 like a missing one.

export async function misVentas(ctx: UserContext, q: z.output<typeof misVentasQuery>): Promise<VentaPage> {
  const where = and(filtros.delComprador(ctx.usuario.sub), q.estado ? filtros.estado(q.estado) : undefined);
  const [filas, total] = await Promise.all([
    filasVentas(ctx.db, where, { limit: q.size, offset: q.page * q.size }),
    contarVentas(ctx.db, where),
  ]);
  return toPage(await resumenesDeVentas(ctx.db, filas), total, q.page, q.size);
}

async function filaPropia(ctx: UserContext, id: string): Promise<FilaVenta> {
  const [fila] = await filasVentas(ctx.db, and(filtros.id(id), filtros.delComprador(ctx.usuario.sub)));
  if (!fila) throw errorDe('VENTA_NO_ENCONTRADA');
  return fila;
}

export async function miVenta(ctx: UserContext, id: string): Promise<Venta> {
  const [venta] = await vistasDeVentas(ctx.db, [await filaPropia(ctx, id)]);
  return venta!;
}

/** PUT …/ventas/{id}/cancelar: while unpaid; the reserved stock goes back. */
export async function cancelarMiVenta(
  ctx: UserContext,
  id: string,
  input: z.output<typeof cancelarVentaInput>,
): Promise<Venta> {
  await filaPropia(ctx, id);
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const venta = (await bloquearVenta(tx, id))!;
    const pago = await bloquearPago(tx, id);
    if (venta.estado !== 'pendiente' || !pago || !['pendiente', 'en_revision'].includes(pago.estado))
      throw errorDe('VENTA_NO_CANCELABLE');
    await cerrarSinPago(
      tx,
      venta,
      'cancelado',
      input.motivo ? `Cancelado por el comprador: ${input.motivo}` : 'Cancelado por el comprador',
      { actor: 'comprador', userId: ctx.usuario.sub },
    );
  });
  return miVenta(ctx, id);
}

/**
 * docs/producto/api.md#ventas GET emprendimientos/ventas/{emprendimientoId}: the shop's orders, newest first, one
 * page, with the count per estado under the same search and dates (the filter chips).
 */
export async function ventasDeMiEmprendimiento(
  ctx: UserContext,
  emprendimientoId: string,
  q: z.output<typeof ventasVendedorQuery>,
): Promise<VentasVendedorPage> {
  await emprendimientoPropio(ctx, emprendimientoId);
  const base = and(
    filtros.delEmprendimiento(emprendimientoId),
    q.q ? filtros.texto(q.q) : undefined,
    // docs/producto/validacion.md: the date filter applies only when both ends are set (inclusive).
    q.fechaInicio && q.fechaFin ? filtros.desde(q.fechaInicio) : undefined,
    q.fechaInicio && q.fechaFin ? filtros.hasta(q.fechaFin) : undefined,
  );
  const where = and(base, q.estado ? filtros.estado(q.estado) : undefined);
  const [filas, total, conteos] = await Promise.all([
    filasVentas(ctx.db, where, { limit: q.size, offset: q.page * q.size }),
    contarVentas(ctx.db, where),
    contarPorEstado(ctx.db, base),
  ]);
  const todos = Object.values(conteos).reduce((a, b) => a + b, 0);
  return { ...toPage(await resumenesDeVentas(ctx.db, filas), total, q.page, q.size), conteos: { todos, ...conteos } };
}

/** The same path for a shop id (its list) or a sale id (its detail), as docs/producto/api.md#ventas writes both. */
export async function esEmprendimientoPropio(ctx: UserContext, id: string): Promise<boolean> {
  const tienda = await datosParaVenta(ctx.db, id);
  return tienda?.ownerUserId === ctx.usuario.sub;
}

/** An order of one of the caller's shops (seller side); else 404. */
export async function filaDelVendedor(ctx: UserContext, id: string): Promise<FilaVenta> {
  const [fila] = await filasVentas(ctx.db, filtros.id(id));
  const tienda = fila && (await datosParaVenta(ctx.db, fila.emprendimientoId));
  if (!fila || tienda?.ownerUserId !== ctx.usuario.sub) throw errorDe('VENTA_NO_ENCONTRADA');
  return fila;
}

/** The seller's view also has the buyer's e-mail (to reach them). */
export async function ventaDelVendedor(ctx: UserContext, id: string): Promise<Venta> {
  const fila = await filaDelVendedor(ctx, id);
  const [venta] = await vistasDeVentas(ctx.db, [fila]);
  return { ...venta!, compradorEmail: fila.compradorEmail };
}
