import { and, asc, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type Catalogo, type CatalogoInput, type ProductoVendedor } from '@feria/contracts';
import { catalogoProductos, catalogos } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { errorDe } from '../../lib/app-error';
import type { ServiceContext, UserContext } from '../../lib/context';
import { emprendimientoPropio, exigirModificable } from '../emprendimientos/propiedad';
import { catalogoPropio, type CatalogoPropio } from './catalogo-propio';

// docs/producto/api.md#catalogos seller catalogs and docs/producto/promociones.md. Ownership from the token's `sub` only: another seller's
// emprendimiento or catalog ids answer 404 as if they did not exist. A deactivated shop is
// read-only; changes of an Activo shop clear the short public cache (the public shop page reads
// these tables directly, so it shows them at once).

/**
 * What catalogs read of products: productos' SQL for a live product and its seller loader. Products
 * read their catalogs, so the route passes these in instead of this module importing them
 * (docs/arquitectura.md#capas).
 */
export interface ProductosDeCatalogo {
  /** The product exists and is not deleted (productos' `productoVigente`). */
  vigente: (id: SQLWrapper) => SQL;
  /** The seller's view of some products (productos' `loadProductosVendedor`). */
  cargar: (ctx: ServiceContext, ids: readonly string[]) => Promise<ProductoVendedor[]>;
}

/** Catalog rows with the number of the seller's (not deleted) products in each, oldest first. */
async function cargar(ctx: UserContext, where: SQL, productos: ProductosDeCatalogo): Promise<Catalogo[]> {
  return ctx.db
    .select({
      idCatalogo: catalogos.id,
      nombre: catalogos.nombre,
      habilitado: catalogos.habilitado,
      cantidadProductos:
        sql<number>`(count(${catalogoProductos.productoId}) filter (where ${productos.vigente(catalogoProductos.productoId)}))::int`.mapWith(
          Number,
        ),
    })
    .from(catalogos)
    .leftJoin(catalogoProductos, eq(catalogoProductos.catalogoId, catalogos.id))
    .where(where)
    .groupBy(catalogos.id)
    .orderBy(asc(catalogos.id));
}

async function cargarUno(ctx: UserContext, id: number, productos: ProductosDeCatalogo): Promise<Catalogo> {
  const [row] = await cargar(ctx, eq(catalogos.id, id), productos);
  return row!;
}

/** A shop's catalog names are unique, case-insensitive (index catalogos_nombre_unique, also under races). */
async function conNombreUnico<T>(
  ctx: UserContext,
  emprendimientoId: string,
  nombre: string,
  excepto: number | null,
  run: () => Promise<T>,
): Promise<T> {
  const [repetido] = await ctx.db
    .select({ id: catalogos.id })
    .from(catalogos)
    .where(
      and(
        eq(catalogos.emprendimientoId, emprendimientoId),
        sql`lower(${catalogos.nombre}) = lower(${nombre})`,
        excepto === null ? undefined : ne(catalogos.id, excepto),
      ),
    );
  if (repetido) throw errorDe('CATALOGO_NOMBRE_DUPLICADO');
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err, 'catalogos_nombre_unique')) throw errorDe('CATALOGO_NOMBRE_DUPLICADO');
    throw err;
  }
}

/** GET catalogos/{idEmprendimiento}: enabled and disabled ones; the web splits them into its two lists. */
export async function listar(
  ctx: UserContext,
  idEmprendimiento: string,
  productos: ProductosDeCatalogo,
): Promise<Catalogo[]> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  return cargar(ctx, eq(catalogos.emprendimientoId, emprendimiento.id), productos);
}

/** POST catalogos/{idEmprendimiento}: a new, enabled, empty catalog. */
export async function crear(
  ctx: UserContext,
  idEmprendimiento: string,
  input: CatalogoInput,
  productos: ProductosDeCatalogo,
): Promise<Catalogo> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  exigirModificable(emprendimiento);
  const id = await conNombreUnico(ctx, emprendimiento.id, input.nombre, null, async () => {
    const [row] = await ctx.db
      .insert(catalogos)
      .values({ emprendimientoId: emprendimiento.id, nombre: input.nombre })
      .returning({ id: catalogos.id });
    return row!.id;
  });
  return cargarUno(ctx, id, productos);
}

async function modificable(ctx: UserContext, id: number): Promise<CatalogoPropio> {
  const catalogo = await catalogoPropio(ctx, id);
  exigirModificable(catalogo.emprendimiento);
  return catalogo;
}

/** PUT catalogos/{idCatalogo}/actualizarDatos: rename. */
export async function actualizarDatos(
  ctx: UserContext,
  id: number,
  input: CatalogoInput,
  productos: ProductosDeCatalogo,
): Promise<Catalogo> {
  const catalogo = await modificable(ctx, id);
  await conNombreUnico(ctx, catalogo.emprendimiento.id, input.nombre, id, () =>
    ctx.db.update(catalogos).set({ nombre: input.nombre }).where(eq(catalogos.id, id)),
  );
  return cargarUno(ctx, id, productos);
}

/** PATCH habilitar/{id} and deshabilitar/{id} (docs/producto/promociones.md): a disabled catalog leaves the public shop page. */
export async function cambiarHabilitado(
  ctx: UserContext,
  id: number,
  habilitado: boolean,
  productos: ProductosDeCatalogo,
): Promise<Catalogo> {
  await modificable(ctx, id);
  await ctx.db.update(catalogos).set({ habilitado }).where(eq(catalogos.id, id));
  return cargarUno(ctx, id, productos);
}

/** DELETE catalogos/{idCatalogo} (docs/producto/promociones.md): the catalog; its product links and its place in the appearance go with it (foreign keys, cascade). */
export async function eliminar(ctx: UserContext, id: number): Promise<void> {
  await modificable(ctx, id);
  await ctx.db.delete(catalogos).where(eq(catalogos.id, id));
}

/** The catalog's not deleted products (enabled or not: the seller manages them all), newest first. */
async function productosDe(ctx: UserContext, id: number, de: ProductosDeCatalogo): Promise<ProductoVendedor[]> {
  const enlaces = await ctx.db
    .select({ productoId: catalogoProductos.productoId })
    .from(catalogoProductos)
    .where(eq(catalogoProductos.catalogoId, id));
  const productos = await de.cargar(
    ctx,
    enlaces.map((e) => e.productoId),
  );
  return productos
    .filter((p) => !p.eliminado)
    .sort((a, b) => b.fechaAlta.localeCompare(a.fechaAlta) || b.id.localeCompare(a.id));
}

/** GET catalogos/{id}/productos. */
export async function productos(ctx: UserContext, id: number, de: ProductosDeCatalogo): Promise<ProductoVendedor[]> {
  await catalogoPropio(ctx, id);
  return productosDe(ctx, id, de);
}

/**
 * POST catalogos/{id}/actualizar-productos (docs/producto/api.md#catalogos, docs/producto/promociones.md): the list replaces the catalog's
 * products. Every id must be a not deleted product of the same shop, else nothing changes (400).
 */
export async function actualizarProductos(
  ctx: UserContext,
  id: number,
  ids: readonly string[],
  de: ProductosDeCatalogo,
): Promise<ProductoVendedor[]> {
  const catalogo = await modificable(ctx, id);
  const unicos = [...new Set(ids)];
  const encontrados = await de.cargar(ctx, unicos);
  const validos = encontrados.filter((p) => p.idEmprendimiento === catalogo.emprendimiento.id && !p.eliminado);
  if (validos.length !== unicos.length) throw errorDe('PRODUCTOS_AJENOS');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(catalogoProductos).where(eq(catalogoProductos.catalogoId, id));
    if (unicos.length > 0)
      await tx.insert(catalogoProductos).values(unicos.map((productoId) => ({ catalogoId: id, productoId })));
  });
  return productosDe(ctx, id, de);
}
