import { and, desc, eq } from 'drizzle-orm';
import { type ProductoInputParsed, type ProductoVendedor } from '@feria/contracts';
import { productoAtributos, productos } from '../../db/schema';
import { quitarDeCatalogos } from '../catalogos/catalogos.queries';
import { existeTipoProducto } from '../referencias/referencias.queries';
import { isUniqueViolation } from '../../db/errors';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { fijarImagenPrincipal } from './producto-imagenes.service';
import { loadProductosVendedor, loadProductoVendedor } from './producto-vendedor-loader';
import { emprendimientoPropio, exigirModificable } from '../emprendimientos/propiedad';
import { productoPropio } from './propiedad';
import { guardarVariantes } from './variantes.service';

// docs/producto/api.md#productos seller product calls. The search columns, the typo dictionary and `publico` follow
// from the triggers of 0001_busqueda.sql (db/README.md): services only write the plain columns.

type Tx = Parameters<Parameters<UserContext['db']['transaction']>[0]>[0];

async function exigirTipo(ctx: UserContext, tipoProductoId: number): Promise<void> {
  if (!(await existeTipoProducto(ctx.db, tipoProductoId))) throw errorDe('TIPO_PRODUCTO_INEXISTENTE');
}

const columnas = (input: ProductoInputParsed) => ({
  nombre: input.nombre,
  descripcion: input.descripcion,
  precio: input.precio,
  stock: input.stock,
  sku: input.sku,
  tipoProductoId: input.tipoProductoId,
});

// docs/producto/entidades.md: tipoDato is always 'STRING'.
async function guardarAtributos(tx: Tx, productoId: string, input: ProductoInputParsed): Promise<void> {
  if (input.atributosRequestDto.length === 0) return;
  await tx
    .insert(productoAtributos)
    .values(input.atributosRequestDto.map((a) => ({ productoId, clave: a.clave, valor: a.valor, tipoDato: 'STRING' })));
}

/** The partial unique index keeps SKUs unique among a shop's live products, also under races. */
export async function conSkuUnico<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'productos_sku_vivo_unique')) throw errorDe('PRODUCTO_SKU_DUPLICADO');
    throw err;
  }
}

/**
 * POST ?idEmprendimiento: a Pendiente or Rechazado shop prepares products; they turn public once it
 * is Activo. `habilitado: false` saves it disabled in the same insert, so it is never public meanwhile.
 */
export async function crear(
  ctx: UserContext,
  idEmprendimiento: string,
  input: ProductoInputParsed,
): Promise<ProductoVendedor> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  exigirModificable(emprendimiento);
  await exigirTipo(ctx, input.tipoProductoId);
  const id = await conSkuUnico(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(productos)
        .values({ ...columnas(input), habilitado: input.habilitado ?? true, emprendimientoId: emprendimiento.id })
        .returning({ id: productos.id });
      await guardarAtributos(tx, row!.id, input);
      if (input.imagenUrl) await fijarImagenPrincipal(tx, emprendimiento.id, row!.id, input.imagenUrl);
      await guardarVariantes(tx, { id: row!.id, emprendimientoId: emprendimiento.id }, input);
      return row!.id;
    }),
  );
  return loadProductoVendedor(ctx, id);
}

/** PUT /{id}: the whole payload of docs/producto/entidades.md; the attribute list replaces the old one. */
export async function actualizar(ctx: UserContext, id: string, input: ProductoInputParsed): Promise<ProductoVendedor> {
  const producto = await productoPropio(ctx, id);
  exigirModificable(producto.emprendimiento);
  await exigirTipo(ctx, input.tipoProductoId);
  await conSkuUnico(() =>
    ctx.db.transaction(async (tx) => {
      await tx
        .update(productos)
        .set({ ...columnas(input), updatedAt: new Date() })
        .where(eq(productos.id, id));
      await tx.delete(productoAtributos).where(eq(productoAtributos.productoId, id));
      await guardarAtributos(tx, id, input);
      if (input.imagenUrl) await fijarImagenPrincipal(tx, producto.emprendimiento.id, id, input.imagenUrl);
      // docs/producto/variantes.md#stock: with options, the product's stock stays its variants' sum.
      await guardarVariantes(tx, { id, emprendimientoId: producto.emprendimiento.id }, input);
    }),
  );
  return loadProductoVendedor(ctx, id);
}

export async function obtener(ctx: UserContext, id: string): Promise<ProductoVendedor> {
  await productoPropio(ctx, id);
  return loadProductoVendedor(ctx, id);
}

/** misProductos (all not deleted) and deshabilitados (only disabled) of the caller's shop, newest first. */
export async function listar(
  ctx: UserContext,
  idEmprendimiento: string,
  soloDeshabilitados: boolean,
): Promise<ProductoVendedor[]> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  const rows = await ctx.db
    .select({ id: productos.id })
    .from(productos)
    .where(
      and(
        eq(productos.emprendimientoId, emprendimiento.id),
        eq(productos.eliminado, false),
        soloDeshabilitados ? eq(productos.habilitado, false) : undefined,
      ),
    )
    .orderBy(desc(productos.fechaAlta), desc(productos.id));
  return loadProductosVendedor(
    ctx,
    rows.map((r) => r.id),
  );
}

/** DELETE /{id}: soft delete (the sales history keeps pointing at it) and out of every catalog. */
export async function eliminar(ctx: UserContext, id: string): Promise<void> {
  const producto = await productoPropio(ctx, id);
  exigirModificable(producto.emprendimiento);
  await ctx.db.transaction(async (tx) => {
    await tx.update(productos).set({ eliminado: true, updatedAt: new Date() }).where(eq(productos.id, id));
    await quitarDeCatalogos(tx, id);
  });
}

/** PATCH habilitar/{id} and deshabilitar/{id} (docs/producto/promociones.md): a disabled product leaves the public site at once. */
export async function cambiarHabilitado(ctx: UserContext, id: string, habilitado: boolean): Promise<ProductoVendedor> {
  const producto = await productoPropio(ctx, id);
  exigirModificable(producto.emprendimiento);
  await ctx.db.update(productos).set({ habilitado, updatedAt: new Date() }).where(eq(productos.id, id));
  return loadProductoVendedor(ctx, id);
}
