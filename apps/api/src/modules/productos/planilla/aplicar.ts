import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { textoVariante, type ProductoInputParsed } from '@feria/contracts';
import { productos, productoVariantes } from '../../../db/schema';
import type { UserContext } from '../../../lib/context';
import { conSkuUnico } from '../productos-vendedor.service';
import { guardarVariantes, resumirVariantes } from '../variantes.service';
import type { ProductoPlan } from './plan';

// Writing an import plan (docs/producto/planilla.md#importar): in the caller's transaction, each
// product as the seller's form saves it (the product's columns, then its options and variants:
// stable variant ids, SKU rules, stock as the enabled variants' sum, search words, through
// variantes.service). Images and attributes are not in the file: they stay as they are.

type Tx = Parameters<Parameters<UserContext['db']['transaction']>[0]>[0];

const columnas = (input: ProductoInputParsed, habilitado: boolean) => ({
  nombre: input.nombre,
  descripcion: input.descripcion,
  precio: input.precio,
  stock: input.stock,
  sku: input.sku,
  tipoProductoId: input.tipoProductoId,
  habilitado,
});

/**
 * One transaction-scoped lock per shop: two imports of the same shop run one after the other, so
 * a retried request plans against what the first one wrote (its products are then sinCambios).
 */
export async function bloquearImportacion(tx: Tx, idEmprendimiento: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`planilla:${idEmprendimiento}`}))`);
}

/** Rows per insert statement (a variant row has 9 parameters; PostgreSQL takes 65,535). */
const LOTE = 500;

/**
 * New products in a few statements (a 5,000-row file would otherwise be thousands): the plan has
 * already checked what guardarVariantes checks for a new product (the form's schema, SKUs free in
 * the shop and unique in the file, no images yet), so only the summary columns are left to it.
 */
async function crearEnLote(tx: Tx, idEmprendimiento: string, nuevos: readonly ProductoPlan[]): Promise<void> {
  for (let i = 0; i < nuevos.length; i += LOTE) {
    const lote = nuevos.slice(i, i + LOTE).map((p) => ({ p, id: randomUUID() }));
    await tx.insert(productos).values(
      lote.map(({ p, id }) => ({
        ...columnas(p.input, p.habilitado),
        id,
        emprendimientoId: idEmprendimiento,
        opciones: p.input.opciones ?? [],
      })),
    );
    const variantes = lote.flatMap(({ p, id }) =>
      (p.input.opciones?.length ? (p.input.variantes ?? []) : []).map((v, orden) => ({
        productoId: id,
        valores: v.valores,
        texto: textoVariante(p.input.opciones!, v.valores),
        sku: v.sku,
        stock: v.stock,
        precio: v.precio,
        habilitada: v.habilitada,
        orden,
      })),
    );
    for (let j = 0; j < variantes.length; j += LOTE)
      await tx.insert(productoVariantes).values(variantes.slice(j, j + LOTE));
    // docs/producto/variantes.md#stock: with options, the product's stock is its variants' sum.
    await resumirVariantes(
      tx,
      lote.filter(({ p }) => p.input.opciones?.length).map(({ id }) => id),
    );
  }
}

/**
 * An update that keeps every variant (mismaEstructura): the product's row, its variants' numbers in
 * one statement, and the summary columns. Nothing guardarVariantes checks can change here (ids,
 * values, SKUs and images stay), and a 1,000-product file stays a few thousand statements. The
 * caller computes the summary columns afterwards, for all of them at once.
 */
async function actualizarCifras(tx: Tx, id: string, p: ProductoPlan): Promise<void> {
  await tx
    .update(productos)
    .set({ ...columnas(p.input, p.habilitado), updatedAt: new Date() })
    .where(eq(productos.id, id));
  const filas = (p.input.opciones?.length ? (p.input.variantes ?? []) : []).map(
    (v) => sql`(${v.id}::uuid, ${v.stock}::int, ${v.precio}::numeric, ${v.habilitada}::boolean)`,
  );
  if (filas.length > 0)
    await tx.execute(
      sql`update app.producto_variantes v
             set stock = x.stock, precio = x.precio, habilitada = x.habilitada
            from (values ${sql.join(filas, sql`, `)}) as x(id, stock, precio, habilitada)
           where v.id = x.id and v.producto_id = ${id}`,
    );
}

export async function aplicarPlan(tx: Tx, idEmprendimiento: string, plan: readonly ProductoPlan[]): Promise<void> {
  // The products' partial unique index still guards product SKUs against a form saved meanwhile.
  await conSkuUnico(async () => {
    await crearEnLote(
      tx,
      idEmprendimiento,
      plan.filter((p) => p.accion === 'crear'),
    );
    const cifras: string[] = [];
    for (const p of plan) {
      if (p.accion !== 'actualizar' || p.id === null) continue;
      if (p.mismaEstructura) {
        await actualizarCifras(tx, p.id, p);
        cifras.push(p.id);
        continue;
      }
      await tx
        .update(productos)
        .set({ ...columnas(p.input, p.habilitado), updatedAt: new Date() })
        .where(eq(productos.id, p.id));
      // guardarVariantes keeps variant ids and checks images; the plan already checked SKUs against
      // the whole shop (each SKU of the file is free or this product's), once for the file.
      await guardarVariantes(tx, { id: p.id, emprendimientoId: idEmprendimiento }, p.input, { skusRevisados: true });
    }
    // docs/producto/variantes.md#stock: with options, the product's stock is its variants' sum.
    await resumirVariantes(tx, cifras);
  });
}
