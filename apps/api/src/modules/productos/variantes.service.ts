import { sql } from 'drizzle-orm';
import {
  textoVariante,
  type OpcionProducto,
  type ProductoInputParsed,
  type VarianteInputParsed,
  type VarianteProducto,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/sql';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { groupBy } from '../../lib/group-by';

// A product's options and variants (docs/producto/variantes.md, decision 084): written with the
// product in the seller's transaction, read by the product's own payloads. Stock changes of an
// order go through productos.queries (reservarStock, devolverStock).

type Tx = Parameters<Parameters<UserContext['db']['transaction']>[0]>[0];

/** Values compare without case or surrounding spaces, like the contracts' rules. */
const clave = (s: string) => s.trim().toLocaleLowerCase('es');
const combinacion = (opciones: readonly OpcionProducto[], valores: Readonly<Record<string, string>>) =>
  JSON.stringify(opciones.map((o) => clave(valores[o.nombre] ?? '')));

/**
 * docs/producto/variantes.md#stock and #precio-desde: the product's summary columns from its
 * variants, in the caller's transaction: with options, `stock` is the sum of its enabled variants'
 * stock; `precio_desde` is the lowest effective price of its enabled variants when they differ;
 * `busqueda_extra` carries the option values still on sale.
 */
export async function resumirVariantes(tx: Tx | Database, producto: string | readonly string[]): Promise<void> {
  // One statement for any number of products (a bulk edit's, docs/producto/edicion-masiva.md#variantes).
  const ids = typeof producto === 'string' ? [producto] : [...producto];
  if (ids.length === 0) return;
  await (tx as Database).execute(
    sql`update app.productos p
           set stock = case when jsonb_array_length(p.opciones) > 0
                            then (select coalesce(sum(v.stock), 0)::int from app.producto_variantes v
                                   where v.producto_id = p.id and v.habilitada)
                            else p.stock end,
               precio_desde = (select case when count(distinct coalesce(v.precio, p.precio)) > 1
                                           then min(coalesce(v.precio, p.precio)) end
                                 from app.producto_variantes v where v.producto_id = p.id and v.habilitada),
               -- docs/producto/variantes.md#buscar-por-opciones: the values on sale are searchable (0022).
               busqueda_extra = app.texto_busqueda_extra(p.id, p.tipo_producto_id)
         where p.id in ${ids}`,
  );
}

/**
 * Writes the payload's options and variants (docs/producto/variantes.md#reglas). Absent on an
 * update: they stay. Variants keep their ids: matched by `id` (another product's id answers 400
 * VARIANTE_AJENA), else by their combination. Images must be the product's; SKUs unique in the shop.
 * Then the summary columns are computed again (also when only the product's price changed).
 */
export async function guardarVariantes(
  tx: Tx,
  producto: { id: string; emprendimientoId: string },
  input: ProductoInputParsed,
  /** The caller already checked the SKUs against the shop's (a spreadsheet import plans a whole file at once). */
  { skusRevisados = false } = {},
): Promise<void> {
  if (input.opciones === undefined && input.variantes === undefined) return resumirVariantes(tx, producto.id);
  const opciones = input.opciones ?? [];
  const variantes = opciones.length > 0 ? (input.variantes ?? []) : [];
  const db = tx as unknown as Database;
  await exigirImagenesPropias(db, producto.id, variantes);
  if (!skusRevisados) await exigirSkusLibres(db, producto, variantes);
  const existentes = await queryRows<{ id: string; valores: Record<string, string> }>(
    db,
    sql`select id, valores from app.producto_variantes where producto_id = ${producto.id} for update`,
  );
  const porId = new Map(existentes.map((v) => [v.id, v]));
  const porCombinacion = new Map(existentes.map((v) => [combinacion(opciones, v.valores), v.id]));
  const usados = new Set<string>();
  const filas = variantes.map((v, orden) => {
    if (v.id !== undefined && !porId.has(v.id)) throw errorDe('VARIANTE_AJENA', { campo: `variantes.${orden}.id` });
    const candidato = v.id ?? porCombinacion.get(combinacion(opciones, v.valores));
    const id = candidato !== undefined && !usados.has(candidato) ? candidato : null;
    if (id) usados.add(id);
    return { id, orden, v };
  });
  const quitar = existentes.filter((e) => !usados.has(e.id)).map((e) => e.id);
  if (quitar.length > 0)
    await db.execute(sql`delete from app.producto_variantes where id in ${quitar} and producto_id = ${producto.id}`);
  for (const { id, orden, v } of filas) {
    const valores = Object.fromEntries(opciones.map((o) => [o.nombre, v.valores[o.nombre]!]));
    const texto = textoVariante(opciones, valores);
    if (id)
      await db.execute(
        sql`update app.producto_variantes
               set valores = ${JSON.stringify(valores)}::jsonb, texto = ${texto}, sku = ${v.sku}, stock = ${v.stock},
                   precio = ${v.precio}, imagen_id = ${v.idImagen}, habilitada = ${v.habilitada}, orden = ${orden}
             where id = ${id}`,
      );
    else
      await db.execute(
        sql`insert into app.producto_variantes (producto_id, valores, texto, sku, stock, precio, imagen_id, habilitada, orden)
            values (${producto.id}, ${JSON.stringify(valores)}::jsonb, ${texto}, ${v.sku}, ${v.stock}, ${v.precio},
                    ${v.idImagen}, ${v.habilitada}, ${orden})`,
      );
  }
  await db.execute(
    sql`update app.productos set opciones = ${JSON.stringify(opciones)}::jsonb where id = ${producto.id}`,
  );
  await resumirVariantes(tx, producto.id);
}

async function exigirImagenesPropias(db: Database, idProducto: string, variantes: readonly VarianteInputParsed[]) {
  const pedidas = variantes.flatMap((v, i) => (v.idImagen === null ? [] : [{ id: v.idImagen, i }]));
  if (pedidas.length === 0) return;
  const propias = new Set(
    (
      await queryRows<{ id: number }>(db, sql`select id from app.producto_imagenes where producto_id = ${idProducto}`)
    ).map((r) => r.id),
  );
  const ajena = pedidas.find((p) => !propias.has(p.id));
  if (ajena) throw errorDe('VARIANTE_IMAGEN_AJENA', { campo: `variantes.${ajena.i}.idImagen` });
}

/** docs/producto/variantes.md#reglas: a variant's SKU is unique among the shop's live products and their variants. */
async function exigirSkusLibres(
  db: Database,
  producto: { id: string; emprendimientoId: string },
  variantes: readonly VarianteInputParsed[],
) {
  const skus = variantes.flatMap((v, i) => (v.sku ? [{ sku: v.sku, i }] : []));
  if (skus.length === 0) return;
  const enUso = new Set(
    (
      await queryRows<{ sku: string }>(
        db,
        sql`select p.sku from app.productos p
             where p.emprendimiento_id = ${producto.emprendimientoId} and not p.eliminado and p.sku is not null
            union all
            select v.sku from app.producto_variantes v join app.productos p on p.id = v.producto_id
             where p.emprendimiento_id = ${producto.emprendimientoId} and not p.eliminado
               and v.producto_id <> ${producto.id} and v.sku is not null`,
      )
    ).map((r) => clave(r.sku)),
  );
  const repetido = skus.find((s) => enUso.has(clave(s.sku)));
  if (repetido) throw errorDe('PRODUCTO_SKU_DUPLICADO', { campo: `variantes.${repetido.i}.sku` });
}

/**
 * The options and variants of products, for their own payloads (docs/producto/variantes.md#lectura):
 * `soloHabilitadas` for public reads. Two statements for any number of ids.
 */
export async function variantesDe(
  db: Database,
  ids: readonly string[],
  soloHabilitadas: boolean,
): Promise<Map<string, { opciones: OpcionProducto[]; variantes: VarianteProducto[] }>> {
  if (ids.length === 0) return new Map();
  const productos = await queryRows<{ id: string; opciones: OpcionProducto[]; precio: string | number }>(
    db,
    sql`select id, opciones, precio from app.productos where id in ${[...ids]}`,
  );
  const filas = await queryRows<{
    id: string;
    producto_id: string;
    sku: string | null;
    valores: Record<string, string>;
    texto: string;
    stock: number;
    precio: string | number | null;
    imagen_id: number | null;
    habilitada: boolean;
  }>(
    db,
    sql`select id, producto_id, sku, valores, texto, stock, precio, imagen_id, habilitada
          from app.producto_variantes where producto_id in ${[...ids]}
           ${soloHabilitadas ? sql`and habilitada` : sql``}
         order by orden, id`,
  );
  const de = groupBy(filas, (f) => f.producto_id);
  return new Map(
    productos.map((p) => [
      p.id,
      {
        opciones: p.opciones,
        variantes: (de.get(p.id) ?? []).map((v) => ({
          id: v.id,
          sku: v.sku,
          valores: v.valores,
          texto: v.texto,
          stock: v.stock,
          precio: v.precio === null ? null : Number(v.precio),
          precioEfectivo: Number(v.precio ?? p.precio),
          idImagen: v.imagen_id,
          habilitada: v.habilitada,
        })),
      },
    ]),
  );
}
