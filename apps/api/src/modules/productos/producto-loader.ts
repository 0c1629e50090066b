import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { umbralEnvioGratis, type Atributo, type Producto, type ProductoImagen } from '@feria/contracts';
import { queryPreparada } from '../../db/preparadas';
import { arrayDeUuid, lectorPorUuid } from '../../db/lotes';
import type { ServiceContext } from '../../lib/context';
import {
  COLUMNAS_DESCUENTO,
  DESCUENTO_JSON,
  descuentoDeFila,
  JOIN_DESCUENTO_VIGENTE,
  joinDescuentoVigente,
  type FilaDescuento,
} from '../promociones/descuento-vigente.sql';
import { COLUMNA_NOMBRE_EMPRENDIMIENTO } from '../emprendimientos/emprendimientos.sql';
import { jsonObjeto, leerAjenas, queryRows, selectDeAjenas, type ColumnaAjena, type Leidas } from '../../db/sql';
import { COLUMNA_TIPO_DE_PRODUCTO, JOIN_TIPO_DE_PRODUCTO } from '../referencias/referencias.queries';
import { COLUMNA_GRATIS_DESDE_DOMICILIOS } from '../envios/envios.sql';
import { aCalificacion } from '../../lib/calificacion';

export interface ProductoRow extends FilaDescuento {
  id: string;
  nombre: string;
  descripcion: string;
  precio: string | number;
  stock: number;
  sku: string | null;
  fecha_alta: Date | string;
  habilitado: boolean;
  eliminado: boolean;
  emprendimiento_id: string;
  nombre_emprendimiento: string;
  tipo_producto: Producto['tipoProducto'];
  atributos: Atributo[];
  ruta_imagen: string | null;
  unidades_vendidas: number;
  calificacion: string | null;
  num_resenas: number;
  precio_desde: string | number | null;
  con_opciones: boolean;
  /** The `gratisDesde` of the shop's live home-delivery methods (decision 086). */
  gratis_desde_domicilios: (number | string | null)[];
}

/**
 * The select list of a full product over `p` with JOINS_PRODUCTO: the attributes, the principal
 * image and the rating come from the product's own row, kept by triggers (0016); the shop's name
 * by its primary key, the type by join, the discount in effect by a lateral join, the shop's home-delivery
 * thresholds by a subquery over its (at most 10) methods.
 */
const COLUMNAS_PRODUCTO = sql`p.id, p.nombre, p.descripcion, p.precio, p.stock, p.sku, p.fecha_alta, p.habilitado, p.eliminado, p.unidades_vendidas,
       p.calificacion, p.num_resenas, p.emprendimiento_id, ${COLUMNA_NOMBRE_EMPRENDIMIENTO} as nombre_emprendimiento,
       ${COLUMNAS_DESCUENTO},
       ${COLUMNA_TIPO_DE_PRODUCTO} as tipo_producto,
       p.atributos_json as atributos, p.ruta_imagen, p.precio_desde, jsonb_array_length(p.opciones) > 0 as con_opciones,
       ${COLUMNA_GRATIS_DESDE_DOMICILIOS} as gratis_desde_domicilios`;
const JOINS_PRODUCTO = sql`${JOIN_TIPO_DE_PRODUCTO} ${JOIN_DESCUENTO_VIGENTE}`;

/**
 * docs/producto/variantes.md#lectura: the enabled variants of `p` as the public payload shows them,
 * in the product's own statement (a product page is one statement, variants or not).
 */
const VARIANTES_HABILITADAS = sql`(select coalesce(jsonb_agg(jsonb_build_object(
         'id', v.id, 'sku', v.sku, 'valores', v.valores, 'texto', v.texto, 'stock', v.stock,
         'precio', v.precio, 'precioEfectivo', coalesce(v.precio, p.precio), 'idImagen', v.imagen_id,
         'habilitada', v.habilitada) order by v.orden, v.id), '[]'::jsonb)
       from app.producto_variantes v where v.producto_id = p.id and v.habilitada)`;

/** What the public product's statement offers the columns of other modules: the product's id and its shop's id. */
export interface FilaDeProducto {
  producto: SQLWrapper;
  tienda: SQLWrapper;
}

type ProductoPublicoRow = ProductoRow & {
  opciones: NonNullable<Producto['opciones']>;
  variantes: NonNullable<Producto['variantes']>;
};

/**
 * A reader of public products (the public product page, docs/arquitectura.md#rendimiento): the
 * products several requests ask for at once are read by ONE statement (db/lotes.ts, decision 100),
 * each with its options and enabled variants and, after the product's own fields, the other modules'
 * columns (its questions, its shop's payment methods) that `columnasDe` gives for that statement
 * (decision 091: the page is one statement). Resolves undefined when the product is not public.
 */
export function lectorDeProductoPublico<C extends Record<string, ColumnaAjena<FilaDeProducto>>>(
  columnasDe: () => C,
): (ctx: ServiceContext, id: string) => Promise<(Producto & Leidas<C>) | undefined> {
  const leer = lectorPorUuid<Producto & Leidas<C>>(
    async (db, ids) => {
      const columnas = columnasDe();
      // A prepared statement (db/preparadas.ts): the ids go as one array parameter, so every batch
      // size is the same statement, parsed and planned once per connection.
      const rows = await queryPreparada<ProductoPublicoRow>(
        db,
        sql`select ${COLUMNAS_PRODUCTO}, p.opciones, ${VARIANTES_HABILITADAS} as variantes
                 ${selectDeAjenas(columnas, { producto: sql`p.id`, tienda: sql`p.emprendimiento_id` })}
            from app.productos p ${JOINS_PRODUCTO} where p.id = any(${arrayDeUuid(ids)}::uuid[]) and p.publico`,
      );
      return new Map(
        rows.map((row) => [
          row.id,
          { ...toProducto(row), opciones: row.opciones, variantes: row.variantes, ...leerAjenas(columnas, row) },
        ]),
      );
    },
    { nombre: 'producto' },
  );
  return (ctx, id) => leer(ctx.db, id);
}

/**
 * Full products for a page of ids in ONE query, never one query per product; returned in the
 * order of `ids`. The ids go as one array parameter, so every page size is the same prepared
 * statement (db/preparadas.ts).
 */
export async function loadProductos(ctx: ServiceContext, ids: readonly string[]): Promise<Producto[]> {
  if (ids.length === 0) return [];
  const rows = await queryPreparada<ProductoRow>(
    ctx.db,
    sql`select ${COLUMNAS_PRODUCTO} from app.productos p ${JOINS_PRODUCTO} where p.id = any(${arrayDeUuid(ids)}::uuid[])`,
  );
  const byId = new Map(rows.map((r) => [r.id, toProducto(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The products of a page inside the statement that picks them (search: one statement for the
 * page and its products). `pagina` names a relation with columns `id` and `orden`; the rows come
 * in `orden` and are read back with `toProducto`.
 */
export const productosDePagina = (pagina: SQL): SQL =>
  sql`select ${COLUMNAS_PRODUCTO}, pg.orden from ${pagina} pg join app.productos p on p.id = pg.id ${JOINS_PRODUCTO}`;

/**
 * What a page of one shop's products has once for all of them (decision 101), as JSON text. Pass
 * columns of a row computed once per page, not expressions: an expression here is evaluated again
 * for every product of the page (decision 104).
 */
export interface DeLaTienda {
  /** The shop's id. */
  id: SQLWrapper;
  /** The shop's name, as JSON text. */
  nombre: SQLWrapper;
  /** Its free-shipping threshold as `umbralEnvioGratis` gives it, as JSON text. */
  envioGratisDesde: SQLWrapper;
}

/** Which of the shop's public products, newest first: `size` of them after `desde`, without `excluir` (null: none). */
export interface TramoDePagina {
  size: SQLWrapper;
  desde: SQLWrapper;
  excluir: SQLWrapper;
}

/**
 * The products of a shop's page as the API answers them (ProductoTienda: `toProducto` and the
 * product's enabled catalogs), as the elements of a JSON array, newest first, joined by commas;
 * null for a page without products (decision 101). Each is the product's kept text
 * (`app.producto_tarjetas`, migration 0031) closed with what the page adds: the shop's name and
 * threshold (`tienda`, JSON text computed once for the page) and the discount in effect now. No row is
 * parsed or re-encoded by the API: a page of 24 costs it one string. Decision 102: the page is an
 * index-only scan of `producto_tarjetas_pagina_idx`, which holds the order, the price, whether the
 * product has discounts to look at, and the text; only a text too long for the index is read from
 * its row. tienda-pagina.routes.test.ts holds it equal to what `toProducto` answers.
 */
export const tarjetasDePagina = (tienda: DeLaTienda, tramo: TramoDePagina): SQL => {
  const texto = sql`coalesce(p.tarjeta, (select l.tarjeta_larga from app.producto_tarjetas l where l.producto_id = p.id))`;
  const tarjeta = jsonObjeto(
    { nombreEmprendimiento: tienda.nombre, descuento: DESCUENTO_JSON, envioGratisDesde: tienda.envioGratisDesde },
    texto,
  );
  // Ordered by the aggregate itself (a sort of the page's rows): a row number over the range would
  // copy every row the offset skips, texts included, into the window's store (decision 104).
  return sql`(select string_agg(${tarjeta}, ',' order by p.fecha_alta desc, p.id)
     from (select t.producto_id as id, t.fecha_alta, t.precio, t.con_descuentos, t.tarjeta
             from app.producto_tarjetas t
            where t.emprendimiento_id = ${tienda.id} and t.publico and t.producto_id is distinct from ${tramo.excluir}
            order by t.fecha_alta desc, t.producto_id limit ${tramo.size} offset ${tramo.desde}) p
          ${joinDescuentoVigente(sql`p.con_descuentos`)})`;
};

export function toProducto(r: ProductoRow): Producto {
  return {
    id: r.id,
    nombre: r.nombre,
    descripcion: r.descripcion,
    precio: Number(r.precio),
    stock: r.stock,
    sku: r.sku,
    rutaImagen: r.ruta_imagen,
    tipoProducto: r.tipo_producto,
    atributos: r.atributos,
    fechaAlta: new Date(r.fecha_alta).toISOString(),
    habilitado: r.habilitado,
    eliminado: r.eliminado,
    idEmprendimiento: r.emprendimiento_id,
    nombreEmprendimiento: r.nombre_emprendimiento,
    // null unless a discount is in effect now (the best one: modules/promociones/descuento-vigente.sql.ts).
    descuento: descuentoDeFila(r, Number(r.precio)),
    vendidos: r.unidades_vendidas,
    calificacion: aCalificacion(r.calificacion),
    numReseñas: r.num_resenas,
    // docs/producto/variantes.md#precio-desde: a summary column of the product's row (decision 051).
    precioDesde: r.precio_desde === null || r.precio_desde === undefined ? null : Number(r.precio_desde),
    // docs/producto/variantes.md#compra: a card cannot add it to the cart without a choice made on its page.
    conOpciones: r.con_opciones === true,
    // Decision 086: the shop's free-shipping threshold for the badge, from its methods as stored now.
    envioGratisDesde: umbralEnvioGratis(
      r.gratis_desde_domicilios.map((g) => ({ gratisDesde: g === null ? null : Number(g) })),
    ),
  };
}

/** Images of one product, principal first then by orden (docs/producto/api.md#productos). */
export async function loadImagenes(ctx: ServiceContext, id: string): Promise<ProductoImagen[]> {
  return queryRows<ProductoImagen>(
    ctx.db,
    sql`select i.id, i.url, i.principal, i.orden from app.producto_imagenes i
        where i.producto_id = ${id} order by i.principal desc, i.orden, i.id`,
  );
}
