import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productoAtributos, productoImagenes, productoVariantes, productos } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { textoVariante, type Descuento } from '@feria/contracts';
import { resumirVariantes } from './variantes.service';
import {
  COLUMNAS_DESCUENTO,
  descuentoDeFila,
  instantaneaDescuento,
  JOIN_DESCUENTO_VIGENTE,
  type FilaDescuento,
} from '../promociones/descuento-vigente.sql';

// Writes of app.productos and its attributes and images that the seed and the test builders
// need (the seller's form goes through productos-vendedor.service). This module is the tables'
// only writer (modules/README.md); the search columns follow from the triggers.

export interface ProductoNuevo {
  fila: Omit<typeof productos.$inferInsert, 'emprendimientoId'>;
  atributos?: readonly { clave: string; valor: string }[];
  imagenes?: readonly { url: string; principal: boolean; orden: number }[];
  /**
   * docs/producto/variantes.md: with `fila.opciones`, its variants; `imagen` is the position of one
   * of `imagenes`. The product's stock becomes their enabled ones' sum.
   */
  variantes?: readonly {
    valores: Record<string, string>;
    stock: number;
    precio?: number | null;
    sku?: string | null;
    imagen?: number | null;
    habilitada?: boolean;
  }[];
}

/** Inserts a shop's products with their attributes and images; their ids in the same order. */
export async function insertarProductos(
  db: Database,
  emprendimientoId: string,
  nuevos: readonly ProductoNuevo[],
): Promise<string[]> {
  if (nuevos.length === 0) return [];
  const rows = await db
    .insert(productos)
    .values(nuevos.map((n) => ({ ...n.fila, emprendimientoId })))
    .returning({ id: productos.id });
  const ids = rows.map((r) => r.id);
  const atributos = nuevos.flatMap((n, i) =>
    (n.atributos ?? []).map((a) => ({ productoId: ids[i]!, clave: a.clave, valor: a.valor })),
  );
  if (atributos.length > 0) await db.insert(productoAtributos).values(atributos);
  const imagenes = nuevos.flatMap((n, i) => (n.imagenes ?? []).map((img) => ({ productoId: ids[i]!, ...img })));
  const imagenIds =
    imagenes.length > 0
      ? await db.insert(productoImagenes).values(imagenes).returning({
          id: productoImagenes.id,
          productoId: productoImagenes.productoId,
          orden: productoImagenes.orden,
        })
      : [];
  const variantes = nuevos.flatMap((n, i) =>
    (n.variantes ?? []).map((v, orden) => {
      const opciones = n.fila.opciones ?? [];
      const valores = Object.fromEntries(opciones.map((o) => [o.nombre, v.valores[o.nombre]!]));
      return {
        productoId: ids[i]!,
        valores,
        texto: textoVariante(opciones, valores),
        stock: v.stock,
        precio: v.precio ?? null,
        sku: v.sku ?? null,
        imagenId:
          v.imagen === undefined || v.imagen === null
            ? null
            : (imagenIds.find((img) => img.productoId === ids[i] && img.orden === v.imagen)?.id ?? null),
        habilitada: v.habilitada ?? true,
        orden,
      };
    }),
  );
  if (variantes.length > 0) {
    await db.insert(productoVariantes).values(variantes);
    for (const id of new Set(variantes.map((v) => v.productoId))) await resumirVariantes(db, id);
  }
  return ids;
}

/** A variant as an order needs it (docs/producto/variantes.md#compra). */
export interface VarianteParaVenta {
  id: string;
  /** 'Talle 38 · Negro'. */
  texto: string;
  /** Its own price, null: the product's. */
  precio: number | null;
  stock: number;
  habilitada: boolean;
}

export interface ProductoParaVenta {
  id: string;
  nombre: string;
  precio: number;
  stock: number;
  emprendimientoId: string;
  /** Enabled, not deleted, of an Activo shop (the `publico` column). */
  publico: boolean;
  descuento: Descuento | null;
  /** The discount row charged (kept on the order line), null without one. */
  instantaneaDescuento: Record<string, unknown> | null;
  /** Whether it declares options: then it is bought by one of its variants. */
  conVariantes: boolean;
  /** Its variants by id (empty without options). */
  variantes: Map<string, VarianteParaVenta>;
}

/** What an order needs of its products, read inside the order's transaction. */
export async function productosParaVenta(db: Database, ids: readonly string[]): Promise<ProductoParaVenta[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<
    {
      id: string;
      nombre: string;
      precio: string | number;
      stock: number;
      emprendimiento_id: string;
      publico: boolean;
      con_variantes: boolean;
    } & FilaDescuento
  >(
    db,
    sql`select p.id, p.nombre, p.precio, p.stock, p.emprendimiento_id, p.publico,
                 jsonb_array_length(p.opciones) > 0 as con_variantes, ${COLUMNAS_DESCUENTO}
            from app.productos p ${JOIN_DESCUENTO_VIGENTE} where p.id in ${[...ids]}`,
  );
  const variantes = await queryRows<{
    id: string;
    producto_id: string;
    texto: string;
    precio: string | number | null;
    stock: number;
    habilitada: boolean;
  }>(
    db,
    sql`select id, producto_id, texto, precio, stock, habilitada
            from app.producto_variantes where producto_id in ${[...ids]}`,
  );
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    precio: Number(r.precio),
    stock: r.stock,
    emprendimientoId: r.emprendimiento_id,
    publico: r.publico,
    descuento: descuentoDeFila(r, Number(r.precio)),
    instantaneaDescuento: instantaneaDescuento(r),
    conVariantes: r.con_variantes,
    variantes: new Map(
      variantes
        .filter((v) => v.producto_id === r.id)
        .map((v) => [
          v.id,
          {
            id: v.id,
            texto: v.texto,
            precio: v.precio === null ? null : Number(v.precio),
            stock: v.stock,
            habilitada: v.habilitada,
          },
        ]),
    ),
  }));
}

/** A line of stock to take or give back: a product, or one of its variants. */
export interface LineaStock {
  idProducto: string;
  idVariante?: string | null | undefined;
  cantidad: number;
}

const enOrden = (items: readonly LineaStock[]) =>
  [...items].sort(
    (a, b) => a.idProducto.localeCompare(b.idProducto) || (a.idVariante ?? '').localeCompare(b.idVariante ?? ''),
  );

/**
 * docs/producto/variantes.md#stock: a product with variants has the sum of its enabled variants'
 * stock, written in the transaction that changed a variant (its row is locked by then).
 */
export async function recalcularStockDeVariantes(tx: Database, idProducto: string): Promise<void> {
  await tx.execute(
    sql`update app.productos set stock = (select coalesce(sum(v.stock), 0)::int from app.producto_variantes v
                                           where v.producto_id = ${idProducto} and v.habilitada),
                                 -- A value sold out stops being searchable (docs/producto/variantes.md#buscar-por-opciones).
                                 busqueda_extra = app.texto_busqueda_extra(id, tipo_producto_id)
         where id = ${idProducto} and jsonb_array_length(opciones) > 0`,
  );
}

/** Locks the product's row: every change of a variant's stock takes it first, so none waits crosswise. */
async function bloquearProducto(tx: Database, idProducto: string): Promise<void> {
  await tx.execute(sql`select id from app.productos where id = ${idProducto} for update`);
}

/**
 * Takes the units out of stock atomically (`… where stock >= q`), in product (then variant) id
 * order so two orders never wait on each other crosswise. A variant's line takes them from the
 * variant, if enabled, and the product's stock becomes its variants' sum again
 * (docs/producto/variantes.md#stock). Returns the first line that had too few units, with what is
 * left; then nothing was taken and the caller rolls back.
 */
export async function reservarStock(
  tx: Database,
  items: readonly LineaStock[],
): Promise<{ idProducto: string; idVariante: string | null; disponible: number } | null> {
  for (const item of enOrden(items)) {
    if (item.idVariante) {
      await bloquearProducto(tx, item.idProducto);
      const [fila] = await queryRows<{ stock: number }>(
        tx,
        sql`update app.producto_variantes set stock = stock - ${item.cantidad}
             where id = ${item.idVariante} and producto_id = ${item.idProducto} and habilitada
               and stock >= ${item.cantidad} returning stock`,
      );
      if (!fila) {
        const [actual] = await queryRows<{ stock: number }>(
          tx,
          sql`select case when habilitada then stock else 0 end as stock from app.producto_variantes
               where id = ${item.idVariante} and producto_id = ${item.idProducto}`,
        );
        return { idProducto: item.idProducto, idVariante: item.idVariante, disponible: actual?.stock ?? 0 };
      }
      await recalcularStockDeVariantes(tx, item.idProducto);
      continue;
    }
    const [fila] = await queryRows<{ stock: number }>(
      tx,
      sql`update app.productos set stock = stock - ${item.cantidad}
           where id = ${item.idProducto} and stock >= ${item.cantidad} returning stock`,
    );
    if (!fila) {
      const [actual] = await queryRows<{ stock: number }>(
        tx,
        sql`select stock from app.productos where id = ${item.idProducto}`,
      );
      return { idProducto: item.idProducto, idVariante: null, disponible: actual?.stock ?? 0 };
    }
  }
  return null;
}

/**
 * Puts reserved units back (an order cancelled, rejected or expired): a variant's to that variant
 * (if the seller removed it since, nothing is returned), and the product's stock is its variants' sum again.
 */
export async function devolverStock(tx: Database, items: readonly LineaStock[]): Promise<void> {
  for (const item of enOrden(items)) {
    if (item.idVariante) {
      await bloquearProducto(tx, item.idProducto);
      const [devuelta] = await queryRows<{ id: string }>(
        tx,
        sql`update app.producto_variantes set stock = stock + ${item.cantidad}
             where id = ${item.idVariante} and producto_id = ${item.idProducto} returning id`,
      );
      if (devuelta) await recalcularStockDeVariantes(tx, item.idProducto);
      // The seller took the options away since: the units go back to the product.
      else
        await tx.execute(
          sql`update app.productos set stock = stock + ${item.cantidad}
               where id = ${item.idProducto} and jsonb_array_length(opciones) = 0`,
        );
      continue;
    }
    await tx.execute(sql`update app.productos set stock = stock + ${item.cantidad} where id = ${item.idProducto}`);
  }
}

/** 'Los más vendidos' counts units of paid orders. */
export async function sumarVendidos(
  tx: Database,
  items: readonly { idProducto: string; cantidad: number }[],
): Promise<void> {
  for (const item of [...items].sort((a, b) => a.idProducto.localeCompare(b.idProducto))) {
    await tx.execute(
      sql`update app.productos set unidades_vendidas = unidades_vendidas + ${item.cantidad} where id = ${item.idProducto}`,
    );
  }
}

/**
 * The same counter for many products in one statement: the demo's completed orders (decision 064),
 * inserted at once when the demo marketplace is loaded, never while others are buying.
 */
export async function sumarVendidosEnLote(
  tx: Database,
  items: readonly { idProducto: string; cantidad: number }[],
): Promise<void> {
  if (items.length === 0) return;
  const filas = sql.join(
    items.map((i) => sql`(${i.idProducto}::uuid, ${i.cantidad}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update app.productos p set unidades_vendidas = p.unidades_vendidas + v.cantidad
        from (values ${filas}) as v(id, cantidad) where p.id = v.id`,
  );
}

/** A paid order was cancelled or refunded: its units no longer count as sold (never below 0). */
export async function restarVendidos(
  tx: Database,
  items: readonly { idProducto: string; cantidad: number }[],
): Promise<void> {
  for (const item of [...items].sort((a, b) => a.idProducto.localeCompare(b.idProducto))) {
    await tx.execute(
      sql`update app.productos set unidades_vendidas = greatest(0, unidades_vendidas - ${item.cantidad}) where id = ${item.idProducto}`,
    );
  }
}

export interface ProductoResumido {
  id: string;
  nombre: string;
  precio: number;
  emprendimientoId: string;
  eliminado: boolean;
  rutaImagen: string | null;
}

/** Name, price and principal image of some products (the promotions screen, ownership checks). */
export async function resumenProductos(db: Database, ids: readonly string[]): Promise<ProductoResumido[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    nombre: string;
    precio: string | number;
    emprendimiento_id: string;
    eliminado: boolean;
    ruta_imagen: string | null;
  }>(
    db,
    sql`select p.id, p.nombre, p.precio, p.emprendimiento_id, p.eliminado,
               p.ruta_imagen
          from app.productos p where p.id in ${[...ids]}`,
  );
  return rows.map((r) => ({
    id: r.id,
    nombre: r.nombre,
    precio: Number(r.precio),
    emprendimientoId: r.emprendimiento_id,
    eliminado: r.eliminado,
    rutaImagen: r.ruta_imagen,
  }));
}

export interface ProductoParaComando {
  id: string;
  nombre: string;
  precio: number;
  stock: number;
  descripcion: string;
  sku: string | null;
  tipoProductoId: number | null;
  habilitado: boolean;
}

/** A shop's live products (enabled or not) as the voice command parser matches them. */
export async function productosParaComando(db: Database, emprendimientoId: string): Promise<ProductoParaComando[]> {
  return db
    .select({
      id: productos.id,
      nombre: productos.nombre,
      precio: productos.precio,
      stock: productos.stock,
      descripcion: productos.descripcion,
      sku: productos.sku,
      tipoProductoId: productos.tipoProductoId,
      habilitado: productos.habilitado,
    })
    .from(productos)
    .where(and(eq(productos.emprendimientoId, emprendimientoId), eq(productos.eliminado, false)))
    .orderBy(asc(productos.nombre));
}
