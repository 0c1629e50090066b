import { sql, type SQL } from 'drizzle-orm';
import type {
  ResenaEdicion,
  ResenaInput,
  ResenaPropia,
  ResenasDeVenta,
  ResenasPage,
  ResenasTiendaQuery,
} from '@feria/contracts';
import { resenaEdicion, resenaInput } from '@feria/contracts';
import { errorDe, tiendaNoEncontrada } from '../../lib/app-error';
import { type ServiceContext, type UserContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { queryRows } from '../../db/sql';
import { emprendimientoActivo } from '../emprendimientos/emprendimientos.sql';
import { obtenerProducto } from '../productos/productos.service';
import { ventaParaResenar } from '../ventas/ventas-resenas.queries';
import { participantesDeVenta } from '../ventas/ventas.queries';
import { publicar } from '../envivo/envivo.service';
import type { Database } from '../../db/client';
import {
  aPublica,
  contarResenas,
  editarResena,
  insertarResena,
  leerResenas,
  resumen,
  type FilaLeida,
} from './resenas.queries';

// Reviews from verified purchases (decision 038): the public lists, and the buyer's side.

/** 'Lucía Fernández' → 'Lucía F.': how a buyer is shown on a review. */
export function autorDe(nombreCompleto: string): string {
  const partes = nombreCompleto.trim().split(/\s+/).filter(Boolean);
  if (partes.length === 0) return 'Comprador';
  if (partes.length === 1) return partes[0]!;
  return `${partes[0]} ${partes[partes.length - 1]!.charAt(0).toLocaleUpperCase('es-AR')}.`;
}

const visibles = (where: SQL) => sql`${where} and not r.oculta`;

async function pagina(ctx: ServiceContext, base: SQL, filtro: SQL, page: number, size: number): Promise<ResenasPage> {
  const where = visibles(sql`${base} and ${filtro}`);
  const [filas, total, res] = await Promise.all([
    leerResenas(ctx.db, where, sql`r.creada_en desc, r.id`, { limit: size, offset: page * size }),
    contarResenas(ctx.db, where),
    resumen(ctx.db, base),
  ]);
  return { ...toPage(filas.map(aPublica), total, page, size), resumen: res };
}

/** A public shop's reviews of the shop itself, newest first; the summary counts every visible one. */
export async function resenasDeTienda(
  ctx: ServiceContext,
  id: string,
  q: ResenasTiendaQuery & { page: number; size: number },
): Promise<ResenasPage> {
  const [activa] = await queryRows<{ ok: boolean }>(ctx.db, sql`select ${emprendimientoActivo(id)} as ok`);
  if (!activa?.ok) throw tiendaNoEncontrada();
  const filtros: SQL[] = [sql`true`];
  if (q.estrellas !== undefined) filtros.push(sql`r.calificacion = ${Number(q.estrellas)}`);
  if (q.conComentario === true) filtros.push(sql`r.comentario is not null`);
  return pagina(
    ctx,
    sql`r.emprendimiento_id = ${id} and r.venta_item_id is null`,
    sql.join(filtros, sql` and `),
    q.page,
    q.size,
  );
}

/** A public product's reviews, newest first. */
export async function resenasDeProducto(
  ctx: ServiceContext,
  id: string,
  q: { page: number; size: number },
): Promise<ResenasPage> {
  await obtenerProducto(ctx, id);
  return pagina(ctx, sql`r.producto_id = ${id}`, sql`true`, q.page, q.size);
}

function aPropia(r: FilaLeida): ResenaPropia {
  const hasta = new Date(r.editable_hasta);
  return {
    ...aPublica(r),
    editableHasta: hasta.toISOString(),
    editable: hasta.getTime() > Date.now(),
    oculta: r.oculta,
  };
}

/** What the buyer can rate in their order, and what they rated. Another buyer's order: 404. */
export async function resenasDeMiVenta(ctx: UserContext, idVenta: string): Promise<ResenasDeVenta> {
  const venta = await ventaParaResenar(ctx.db, idVenta, ctx.usuario.sub);
  if (!venta) throw errorDe('VENTA_NO_ENCONTRADA');
  const propias = await leerResenas(ctx.db, sql`r.venta_id = ${idVenta} and r.comprador_user_id = ${ctx.usuario.sub}`);
  const deItem = new Map(propias.filter((r) => r.venta_item_id !== null).map((r) => [r.venta_item_id!, r]));
  const tienda = propias.find((r) => r.venta_item_id === null);
  return {
    idVenta: venta.id,
    numero: venta.numero,
    puedeCalificar: venta.estado === 'completado',
    emprendimiento: { id: venta.emprendimientoId, nombre: venta.emprendimientoNombre },
    tienda: tienda ? aPropia(tienda) : null,
    items: venta.items.map((i) => {
      const r = deItem.get(i.id);
      return { idItem: i.id, idProducto: i.productoId, nombre: i.nombre, resena: r ? aPropia(r) : null };
    }),
  };
}

async function propia(ctx: UserContext, id: string): Promise<ResenaPropia> {
  const [fila] = await leerResenas(ctx.db, sql`r.id = ${id} and r.comprador_user_id = ${ctx.usuario.sub}`);
  if (!fila) throw errorDe('RESENA_NO_ENCONTRADA');
  return aPropia(fila);
}

/**
 * Only the buyer of a completed order rates it: the shop once per order, each line once. Two
 * concurrent POSTs for the same thing: the unique index keeps one, the other answers 409.
 */
export async function crearResena(ctx: UserContext, input: ResenaInput): Promise<ResenaPropia> {
  const datos = resenaInput.parse(input);
  const venta = await ventaParaResenar(ctx.db, datos.idVenta, ctx.usuario.sub);
  if (!venta) throw errorDe('VENTA_NO_ENCONTRADA');
  if (venta.estado !== 'completado') throw errorDe('RESENA_SIN_COMPRA_COMPLETADA');
  const item = datos.idItem === null ? null : venta.items.find((i) => i.id === datos.idItem);
  if (item === undefined) throw errorDe('RESENA_ITEM_AJENO');
  const id = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const nueva = await insertarResena(tx, {
      ventaId: venta.id,
      ventaItemId: item?.id ?? null,
      emprendimientoId: venta.emprendimientoId,
      productoId: item?.productoId ?? null,
      compradorUserId: ctx.usuario.sub,
      autor: autorDe(venta.compradorNombre),
      calificacion: datos.calificacion,
      comentario: datos.comentario,
    });
    // The shop's owner is told live (same transaction: no event for a review that was not stored).
    const p = nueva ? await participantesDeVenta(tx, venta.id) : undefined;
    if (p) await publicar(tx, [p.vendedorUserId], 'resena.nueva', { ventaId: venta.id, numero: venta.numero });
    return nueva;
  });
  if (!id) throw errorDe('RESENA_YA_EXISTE');
  return propia(ctx, id);
}

/** The author edits within 30 days of writing it; another buyer's review is 404. */
export async function editarMiResena(ctx: UserContext, id: string, input: ResenaEdicion): Promise<ResenaPropia> {
  const datos = resenaEdicion.parse(input);
  if (!(await editarResena(ctx.db, id, ctx.usuario.sub, datos))) {
    await propia(ctx, id); // 404 when it is not theirs
    throw errorDe('RESENA_PLAZO_EDICION');
  }
  return propia(ctx, id);
}
