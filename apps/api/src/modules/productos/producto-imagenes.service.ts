import { and, eq, sql } from 'drizzle-orm';
import { type ImagenesOrdenInput, type ProductoImagen } from '@feria/contracts';
import { productoImagenes } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { storeImage, type StoredImage } from '../media/image.service';
import {
  borrarArchivos as borrarSubidas,
  esSubidaDe,
  exigirCupoLibre,
  olvidarSubidas,
  registrarSubidas,
  type EnUso,
} from '../media/subidas';
import { loadImagenes } from './producto-loader';
import { exigirModificable } from '../emprendimientos/propiedad';
import { productoPropio } from './propiedad';

/** Per product; the upload form shows the same limit. */
export const MAX_IMAGENES_PRODUCTO = 8;
const CARPETA = 'productos';
/** Only files this endpoint wrote (generated names) are ever removed from disk. */
const SUBIDA_PROPIA = /^\/uploads\/productos\/[0-9a-f-]{36}\.webp$/;

const demasiadas = () => errorDe('DEMASIADAS_IMAGENES');
const imagenNoEncontrada = () => errorDe('IMAGEN_NO_ENCONTRADA');

/** Removes the files (full size and thumbnail) of images this endpoint stored; demo images stay. */
const borrarArchivos = (dataDir: string, urls: readonly string[]) =>
  borrarSubidas(
    dataDir,
    urls.filter((u) => SUBIDA_PROPIA.test(u)),
  );

/**
 * POST /{id}/imagenes: every file is checked by content and re-encoded by storeImage (JPEG, PNG or
 * WebP, ≤ 5 MB, EXIF dropped, WebP 800/320 px, generated names: the client's file name is never
 * used). All or nothing: when one file is refused the ones already stored are removed. The first
 * image of a product becomes its principal one (docs/producto/entidades.md Product image). `enUso`
 * is where an upload counts as used, for the shop's quota (media's `EnUso`).
 */
export async function agregarImagenes(
  ctx: UserContext,
  id: string,
  archivos: AsyncIterable<Buffer>,
  dataDir: string,
  enUso: EnUso,
): Promise<ProductoImagen[]> {
  const producto = await productoPropio(ctx, id);
  exigirModificable(producto.emprendimiento);
  const existentes = (await loadImagenes(ctx, id)).length;
  const guardadas: StoredImage[] = [];
  try {
    for await (const buffer of archivos) {
      if (existentes + guardadas.length >= MAX_IMAGENES_PRODUCTO) throw demasiadas();
      // The shop's quota before decoding each file; registrarSubidas checks it again, bytes included, under a lock.
      await exigirCupoLibre(
        ctx.db,
        producto.emprendimiento.id,
        { cantidad: guardadas.length + 1, sinUsar: false },
        enUso,
      );
      guardadas.push(await storeImage(buffer, { folder: CARPETA, dataDir }));
    }
    if (guardadas.length === 0) throw errorDe('IMAGEN_REQUERIDA');
    await ctx.db.transaction(async (tx) => {
      // Locks the product row: two uploads at once cannot pass the limit together.
      const [estado] = await queryRows<{ cantidad: number; hay_principal: boolean; max_orden: number }>(
        tx,
        sql`select (select count(*)::int from app.producto_imagenes i where i.producto_id = p.id) as cantidad,
                   exists (select 1 from app.producto_imagenes i where i.producto_id = p.id and i.principal) as hay_principal,
                   coalesce((select max(i.orden) from app.producto_imagenes i where i.producto_id = p.id), -1) as max_orden
            from app.productos p where p.id = ${id} for update`,
      );
      if (!estado || estado.cantidad + guardadas.length > MAX_IMAGENES_PRODUCTO) throw demasiadas();
      await tx.insert(productoImagenes).values(
        guardadas.map((g, i) => ({
          productoId: id,
          url: g.url,
          principal: !estado.hay_principal && i === 0,
          orden: estado.max_orden + 1 + i,
        })),
      );
      await registrarSubidas(tx, producto.emprendimiento.id, guardadas, { sinUsar: false }, enUso);
    });
  } catch (err) {
    await borrarArchivos(
      dataDir,
      guardadas.map((g) => g.url),
    );
    throw err;
  }
  return loadImagenes(ctx, id);
}

/** PUT /{id}/imagenes/orden: `orden` lists every image of the product once; `principal` is one of them. */
export async function ordenarImagenes(
  ctx: UserContext,
  id: string,
  input: ImagenesOrdenInput,
): Promise<ProductoImagen[]> {
  const producto = await productoPropio(ctx, id);
  exigirModificable(producto.emprendimiento);
  const actuales = new Set((await loadImagenes(ctx, id)).map((i) => i.id));
  const pedidas = new Set(input.orden);
  if (
    pedidas.size !== input.orden.length ||
    pedidas.size !== actuales.size ||
    input.orden.some((i) => !actuales.has(i))
  ) {
    throw errorDe('ORDEN_IMAGENES_INVALIDO');
  }
  if (!actuales.has(input.principal)) throw imagenNoEncontrada();
  await ctx.db.transaction(async (tx) => {
    for (const [orden, imagenId] of input.orden.entries()) {
      await tx
        .update(productoImagenes)
        .set({ orden, principal: imagenId === input.principal })
        .where(and(eq(productoImagenes.id, imagenId), eq(productoImagenes.productoId, id)));
    }
  });
  return loadImagenes(ctx, id);
}

/** DELETE /{id}/imagenes/{imagenId}: when the principal goes, the next one in order takes its place. */
export async function eliminarImagen(
  ctx: UserContext,
  id: string,
  imagenId: number,
  dataDir: string,
): Promise<ProductoImagen[]> {
  const producto = await productoPropio(ctx, id);
  exigirModificable(producto.emprendimiento);
  const borrada = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productoImagenes)
      .where(and(eq(productoImagenes.id, imagenId), eq(productoImagenes.productoId, id)))
      .returning({ url: productoImagenes.url, principal: productoImagenes.principal });
    if (!row) throw imagenNoEncontrada();
    if (row.principal) {
      await tx.execute(
        sql`update app.producto_imagenes set principal = true where id = (
              select i.id from app.producto_imagenes i where i.producto_id = ${id} order by i.orden, i.id limit 1)`,
      );
    }
    const [otra] = await tx
      .select({ id: productoImagenes.id })
      .from(productoImagenes)
      .where(eq(productoImagenes.url, row.url))
      .limit(1);
    if (otra) return null;
    await olvidarSubidas(tx, [row.url]);
    return row.url;
  });
  if (borrada) await borrarArchivos(dataDir, [borrada]);
  return loadImagenes(ctx, id);
}

type Tx = Parameters<Parameters<UserContext['db']['transaction']>[0]>[0];

/**
 * `imagenUrl` of the product payload (docs/producto/entidades.md), inside the create/update transaction: one of the
 * product's images, or an image this shop uploaded, becomes its principal image (added at the end
 * when new). Anything else is refused: nothing else may be linked from a product.
 */
export async function fijarImagenPrincipal(
  tx: Tx,
  emprendimientoId: string,
  productoId: string,
  url: string,
): Promise<void> {
  const [estado] = await queryRows<{
    del_producto: boolean;
    de_la_tienda: boolean;
    cantidad: number;
    max_orden: number;
  }>(
    tx,
    sql`select exists (select 1 from app.producto_imagenes i where i.producto_id = ${productoId} and i.url = ${url}) as del_producto,
               ${esSubidaDe(emprendimientoId, url)} as de_la_tienda,
               (select count(*)::int from app.producto_imagenes i where i.producto_id = ${productoId}) as cantidad,
               coalesce((select max(i.orden) from app.producto_imagenes i where i.producto_id = ${productoId}), -1) as max_orden`,
  );
  if (!estado || (!estado.del_producto && !estado.de_la_tienda)) throw errorDe('IMAGEN_NO_SUBIDA');
  if (!estado.del_producto) {
    if (estado.cantidad >= MAX_IMAGENES_PRODUCTO) throw demasiadas();
    await tx.insert(productoImagenes).values({ productoId, url, principal: false, orden: estado.max_orden + 1 });
  }
  await tx
    .update(productoImagenes)
    .set({ principal: sql`${productoImagenes.url} = ${url}` })
    .where(eq(productoImagenes.productoId, productoId));
}
