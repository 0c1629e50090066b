import { eq, sql } from 'drizzle-orm';
import type { ProductoInputParsed } from '@feria/contracts';
import { productos } from '../../../db/schema';
import type { UserContext } from '../../../lib/context';
import { conSkuUnico } from '../productos-vendedor.service';
import { guardarVariantes } from '../variantes.service';
import type { ProductoPlan } from './plan';

// Writing an import plan (docs/producto/planilla.md#importar): in the caller's transaction, each
// product as the seller's form saves it (the product's columns, then its options and variants
// through guardarVariantes: stable variant ids, SKU rules, stock as the enabled variants' sum,
// search words). Images and attributes are not in the file: they stay as they are.

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

export async function aplicarPlan(tx: Tx, idEmprendimiento: string, plan: readonly ProductoPlan[]): Promise<void> {
  // The products' partial unique index still guards product SKUs against a form saved meanwhile.
  await conSkuUnico(async () => {
    for (const p of plan) {
      if (p.accion === 'sinCambios') continue;
      let id = p.id;
      if (id === null) {
        const [row] = await tx
          .insert(productos)
          .values({ ...columnas(p.input, p.habilitado), emprendimientoId: idEmprendimiento })
          .returning({ id: productos.id });
        id = row!.id;
      } else
        await tx
          .update(productos)
          .set({ ...columnas(p.input, p.habilitado), updatedAt: new Date() })
          .where(eq(productos.id, id));
      // docs/producto/variantes.md#stock: with options, the product's stock is its variants' sum.
      await guardarVariantes(tx, { id, emprendimientoId: idEmprendimiento }, p.input);
    }
  });
}
