import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Alerta, AlertaInput, AlertasQuery } from '@feria/contracts';
import type { Database } from '../../db/client';
import { alertasProducto } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { productosParaVenta, type ProductoParaVenta } from '../productos/productos.queries';
import { encolar } from '../trabajos/trabajos';
import { esFavorito } from './favoritos.queries';
import { precioEfectivo } from './precio';

// docs/producto/favoritos.md#alertas: 'Avisame cuando haya stock' on a sold-out product or variant,
// 'Avisame si baja de precio' on a favourite. One live alert per kind, product and variant;
// it fires once (alertas-revision.ts) and ends.

/** Job type: check the live alerts of one product against its committed state. */
export const TRABAJO_REVISAR_ALERTAS = 'alertas.revisar';

type FilaAlerta = typeof alertasProducto.$inferSelect;

function aAlerta(f: FilaAlerta, productos: Map<string, ProductoParaVenta>): Alerta {
  const p = productos.get(f.productoId);
  return {
    id: f.id,
    tipo: f.tipo as Alerta['tipo'],
    idProducto: f.productoId,
    nombreProducto: p?.nombre ?? '',
    idVariante: f.varianteId,
    textoVariante: f.varianteId ? (p?.variantes.get(f.varianteId)?.texto ?? null) : null,
    precioReferencia: f.precioReferencia === null ? null : Number(f.precioReferencia),
    creadaEn: f.creadaEn.toISOString(),
    cumplidaEn: f.cumplidaEn ? f.cumplidaEn.toISOString() : null,
  };
}

async function conNombres(db: Database, filas: FilaAlerta[]): Promise<Alerta[]> {
  const productos = await productosParaVenta(db, [...new Set(filas.map((f) => f.productoId))]);
  const porId = new Map(productos.map((p) => [p.id, p]));
  return filas.map((f) => aAlerta(f, porId));
}

/** The buyer's live alerts on these products (the favourites list shows them on each card). */
export async function alertasVivasDe(db: Database, userId: string, ids: readonly string[]): Promise<Alerta[]> {
  if (ids.length === 0) return [];
  const filas = await db
    .select()
    .from(alertasProducto)
    .where(
      and(
        eq(alertasProducto.userId, userId),
        inArray(alertasProducto.productoId, [...ids]),
        isNull(alertasProducto.cumplidaEn),
      ),
    )
    .orderBy(desc(alertasProducto.creadaEn), alertasProducto.id);
  return conNombres(db, filas);
}

/** The buyer's live alerts, newest first; `idProducto`: those of one product (its page). */
export async function listarAlertas(ctx: UserContext, query: AlertasQuery): Promise<Alerta[]> {
  const filas = await ctx.db
    .select()
    .from(alertasProducto)
    .where(
      and(
        eq(alertasProducto.userId, ctx.usuario.sub),
        isNull(alertasProducto.cumplidaEn),
        query.idProducto ? eq(alertasProducto.productoId, query.idProducto) : undefined,
      ),
    )
    .orderBy(desc(alertasProducto.creadaEn), alertasProducto.id);
  return conNombres(ctx.db, filas);
}

/** What an alert of this kind starts from, or the error that refuses it. */
async function reglaDeAlerta(
  tx: Database,
  userId: string,
  p: ProductoParaVenta,
  input: AlertaInput,
): Promise<{ varianteId: string | null; precioReferencia: number | null }> {
  if (input.tipo === 'precio') {
    // docs/producto/favoritos.md#alerta-de-precio: on a favourite, measured from the price now.
    if (!(await esFavorito(tx, userId, p.id))) throw errorDe('ALERTA_PRECIO_SIN_FAVORITO');
    return { varianteId: null, precioReferencia: precioEfectivo(p) };
  }
  // docs/producto/favoritos.md#alerta-de-stock: only what cannot be bought now.
  if (input.idVariante) {
    const v = p.variantes.get(input.idVariante);
    if (!v?.habilitada) throw errorDe('ALERTA_VARIANTE_NO_ENCONTRADA');
    if (v.stock > 0) throw errorDe('ALERTA_CON_STOCK');
    return { varianteId: v.id, precioReferencia: null };
  }
  if (p.stock > 0) throw errorDe('ALERTA_CON_STOCK');
  return { varianteId: null, precioReferencia: null };
}

/** Idempotent: the live alert of the same kind, product and variant is answered as it stands. */
export async function crearAlerta(ctx: UserContext, input: AlertaInput): Promise<Alerta> {
  const userId = ctx.usuario.sub;
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [p] = await productosParaVenta(tx, [input.idProducto]);
    if (!p?.publico) throw errorDe('PRODUCTO_NO_ENCONTRADO');
    const { varianteId, precioReferencia } = await reglaDeAlerta(tx, userId, p, input);
    await tx
      .insert(alertasProducto)
      .values({ userId, productoId: p.id, varianteId, tipo: input.tipo, precioReferencia })
      .onConflictDoNothing();
    const [fila] = await tx
      .select()
      .from(alertasProducto)
      .where(
        and(
          eq(alertasProducto.userId, userId),
          eq(alertasProducto.productoId, p.id),
          eq(alertasProducto.tipo, input.tipo),
          varianteId ? eq(alertasProducto.varianteId, varianteId) : isNull(alertasProducto.varianteId),
          isNull(alertasProducto.cumplidaEn),
        ),
      );
    // A change committed while this alert was not visible yet queued no check (decision 095): one more.
    await encolar(tx, TRABAJO_REVISAR_ALERTAS, { productoId: p.id });
    return aAlerta(fila!, new Map([[p.id, p]]));
  });
}

/** Idempotent: another buyer's id, or one already gone, removes nothing. */
export async function quitarAlerta(ctx: UserContext, id: string): Promise<void> {
  await ctx.db
    .delete(alertasProducto)
    .where(and(eq(alertasProducto.id, id), eq(alertasProducto.userId, ctx.usuario.sub)));
}
