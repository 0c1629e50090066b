import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Read-only SQL over app.emprendimientos for other modules' queries. The module that owns the
// table is the only one that names it (modules/README.md); others embed these fragments.

/** The shop's name, for a product's `nombreEmprendimiento`. */
export const nombreDeEmprendimiento = (id: SQLWrapper): SQL<string> =>
  sql<string>`(select e.nombre from app.emprendimientos e where e.id = ${id})`;

/**
 * The name of product `p`'s shop: one primary-key probe per row. With a join the planner, which
 * cannot know a search page's size (an InitPlan), hashed every shop for a page of 20 (0.2 ms at
 * 500 shops; decision 098, "A third of the ceiling was ours").
 */
export const COLUMNA_NOMBRE_EMPRENDIMIENTO: SQL = nombreDeEmprendimiento(sql`p.emprendimiento_id`);

/** The shop is public (Activo). */
export const emprendimientoActivo = (id: SQLWrapper | string): SQL =>
  sql`exists (select 1 from app.emprendimientos e where e.id = ${id} and e.estado = 'Activo')`;

/** Ids of the shops of one rubro (search filter). */
export const emprendimientosDelRubro = (idRubro: number | SQLWrapper): SQL =>
  sql`(select e.id from app.emprendimientos e where e.rubro_id = ${idRubro})`;

/** The image is a shop's profile logo or banner. */
export const esLogoOBannerDeEmprendimiento = (url: SQLWrapper): SQL =>
  sql`exists (select 1 from app.emprendimientos e where e.logo_url = ${url} or e.banner_url = ${url})`;

/** The shop owner's user id (who answers an order's chat and gets its live events). */
export const duenoDeEmprendimiento = (id: SQLWrapper): SQL<string> =>
  sql<string>`(select e.owner_user_id from app.emprendimientos e where e.id = ${id})`;

/** Ids of the shops one user owns. */
export const emprendimientosDelDueno = (userId: string): SQL =>
  sql`(select e.id from app.emprendimientos e where e.owner_user_id = ${userId})`;
