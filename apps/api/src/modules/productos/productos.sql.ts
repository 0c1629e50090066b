import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { emprendimientosDelRubro } from '../emprendimientos/emprendimientos.sql';

// Read-only SQL over app.productos and its images for other modules' queries. The module that
// owns the tables is the only one that names them (modules/README.md); others embed these.

/** Products of a shop: the public ones, or every one not deleted (the seller's count). */
export const cantidadProductos = (idEmprendimiento: SQLWrapper, cuales: 'publicos' | 'vigentes'): SQL<number> =>
  sql<number>`(select count(*)::int from app.productos p where p.emprendimiento_id = ${idEmprendimiento} and ${cuales === 'publicos' ? sql`p.publico` : sql`not p.eliminado`})`;

/** Public products of a shop and their units sold, as a lateral row `(productos, vendidos)`. */
export const ventasPublicas = (idEmprendimiento: SQLWrapper): SQL =>
  sql`(select count(*) as productos, coalesce(sum(p.unidades_vendidas), 0) as vendidos
       from app.productos p where p.emprendimiento_id = ${idEmprendimiento} and p.publico)`;

/**
 * The shop's public products and the units it sold over all its products, as a lateral row
 * `(productos, vendidos)`: the same figures as cantidadProductos 'publicos' and
 * vendidosDeEmprendimiento from one scan of the shop's products instead of two.
 */
export const publicosYVendidos = (idEmprendimiento: SQLWrapper): SQL =>
  sql`(select (count(*) filter (where p.publico))::int as productos, coalesce(sum(p.unidades_vendidas), 0)::int as vendidos
       from app.productos p where p.emprendimiento_id = ${idEmprendimiento})`;

/** Units the shop sold in paid orders, over all its products. */
export const vendidosDeEmprendimiento = (idEmprendimiento: SQLWrapper): SQL<number> =>
  sql<number>`(select coalesce(sum(p.unidades_vendidas), 0)::int from app.productos p where p.emprendimiento_id = ${idEmprendimiento})`;

/** The product's name (a review of it shows it, decision 038). */
export const nombreDeProducto = (id: SQLWrapper): SQL<string> =>
  sql<string>`(select p.nombre from app.productos p where p.id = ${id})`;

/** Every public product of the marketplace. */
export const cantidadProductosPublicos: SQL<number> = sql<number>`(select count(*)::int from app.productos p where p.publico)`;

/** Some public product belongs to a shop of the rubro (the home hides empty category tiles). */
export const rubroConProductosPublicos = (idRubro: SQLWrapper): SQL =>
  sql`exists (select 1 from app.productos p where p.publico and p.emprendimiento_id in ${emprendimientosDelRubro(idRubro)})`;

/** The product exists and is not deleted. */
export const productoVigente = (id: SQLWrapper): SQL =>
  sql`exists (select 1 from app.productos p where p.id = ${id} and not p.eliminado)`;

/** The image is a product photo. */
export const esFotoDeProducto = (url: SQLWrapper): SQL =>
  sql`exists (select 1 from app.producto_imagenes i where i.url = ${url})`;

/** The product's main image (a question on it shows it to the seller, docs/producto/preguntas.md). */
export const imagenDeProducto = (id: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select p.ruta_imagen from app.productos p where p.id = ${id})`;

/** The shop of a public product; null when the product is not public (docs/producto/preguntas.md#preguntar). */
export const tiendaDeProductoPublico = (id: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select p.emprendimiento_id from app.productos p where p.id = ${id} and p.publico)`;
