import { and, count, desc, eq, sql } from 'drizzle-orm';
import { FAVORITOS_MAX, type Favorito, type FavoritosPage, type FavoritosQuery } from '@feria/contracts';
import type { Database } from '../../db/client';
import { alertasProducto, favoritos } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { loadProductos } from '../productos/productos.service';
import { productosParaVenta } from '../productos/productos.queries';
import { alertasVivasDe } from './alertas.service';
import { bloquearUsuario, esFavorito } from './favoritos.queries';
import { precioEfectivo } from './precio';

// docs/producto/favoritos.md: a signed-in buyer's saved products. Saving and removing are
// idempotent; a product is saved only while it is public; the list shows each product as its
// public card does now, saved or not public any more.

/** docs/producto/favoritos.md#guardar: records the effective price now; saving it again changes nothing. */
export async function guardarFavorito(ctx: UserContext, idProducto: string): Promise<void> {
  const userId = ctx.usuario.sub;
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [producto] = await productosParaVenta(tx, [idProducto]);
    if (!producto?.publico) throw errorDe('PRODUCTO_NO_ENCONTRADO');
    await bloquearUsuario(tx, userId);
    if (await esFavorito(tx, userId, idProducto)) return;
    const [total] = await tx.select({ n: count() }).from(favoritos).where(eq(favoritos.userId, userId));
    if (total!.n >= FAVORITOS_MAX) throw errorDe('FAVORITOS_LIMITE');
    await tx
      .insert(favoritos)
      .values({ userId, productoId: idProducto, precioAlGuardar: precioEfectivo(producto) })
      .onConflictDoNothing();
  });
}

/** docs/producto/favoritos.md#quitar: its live price alert goes with it (a price alert is on a favourite). */
export async function quitarFavorito(ctx: UserContext, idProducto: string): Promise<void> {
  const userId = ctx.usuario.sub;
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.delete(favoritos).where(and(eq(favoritos.userId, userId), eq(favoritos.productoId, idProducto)));
    await tx
      .delete(alertasProducto)
      .where(
        and(
          eq(alertasProducto.userId, userId),
          eq(alertasProducto.productoId, idProducto),
          eq(alertasProducto.tipo, 'precio'),
          sql`${alertasProducto.cumplidaEn} is null`,
        ),
      );
  });
}

/** Every favourite's id, newest first: the heart on each card (at most FAVORITOS_MAX). */
export async function idsFavoritos(ctx: UserContext): Promise<string[]> {
  const filas = await ctx.db
    .select({ id: favoritos.productoId })
    .from(favoritos)
    .where(eq(favoritos.userId, ctx.usuario.sub))
    .orderBy(desc(favoritos.creadoEn), favoritos.productoId);
  return filas.map((f) => f.id);
}

/** A page of favourites, newest first, each product as its card shows it now. */
export async function listarFavoritos(ctx: UserContext, query: Required<FavoritosQuery>): Promise<FavoritosPage> {
  const userId = ctx.usuario.sub;
  const page = Number(query.page);
  const size = Number(query.size);
  const [filas, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(favoritos)
      .where(eq(favoritos.userId, userId))
      .orderBy(desc(favoritos.creadoEn), favoritos.productoId)
      .limit(size)
      .offset(page * size),
    ctx.db.select({ n: count() }).from(favoritos).where(eq(favoritos.userId, userId)),
  ]);
  const ids = filas.map((f) => f.productoId);
  const [productos, estados, alertas] = await Promise.all([
    loadProductos(ctx, ids),
    productosParaVenta(ctx.db, ids),
    alertasVivasDe(ctx.db, userId, ids),
  ]);
  const porId = new Map(productos.map((p) => [p.id, p]));
  const publico = new Map(estados.map((e) => [e.id, e.publico]));
  const content = filas.flatMap((f): Favorito[] => {
    const producto = porId.get(f.productoId);
    if (!producto) return [];
    return [
      {
        producto,
        guardadoEn: f.creadoEn.toISOString(),
        precioAlGuardar: f.precioAlGuardar === null ? null : Number(f.precioAlGuardar),
        disponible: publico.get(f.productoId) === true,
        alertas: alertas.filter((a) => a.idProducto === f.productoId),
      },
    ];
  });
  const totalElements = total!.n;
  return { content, totalElements, totalPages: Math.ceil(totalElements / size), number: page, size };
}
