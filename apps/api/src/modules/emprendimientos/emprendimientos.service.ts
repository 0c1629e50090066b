import { sql, type SQL } from 'drizzle-orm';
import type {
  CiudadesQuery,
  Estadisticas,
  Sitio,
  EmprendimientoListQuery,
  EmprendimientoPage,
  EmprendimientoPublico,
  EmprendimientoSearchQuery,
} from '@feria/contracts';
import { EXPANDED_BUSINESS_CAP } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { emprendimientoNoEncontrado } from '../../lib/app-error';
import { cached, type ServiceContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { normalizeText } from '../../lib/normalizar-texto';
import { loadEmprendimientos } from './emprendimiento-loader';
import { filtrosDelDirectorio, ordenDelDirectorio } from './directorio.sql';
import type { ConteosDeTienda } from './conteos';
import { DEMO_OWNER_PREFIX } from '../../lib/demo-owner';

export { loadEmprendimientos } from './emprendimiento-loader';

const DESTACADOS = 8;
/** A shop name matches a typed text containing a typo from this word similarity on. */
const MIN_WORD_SIMILARITY = 0.45;

/** Only Activo shops are public; everything else is 404 to the public. */
export async function obtenerEmprendimientoPublico(
  ctx: ServiceContext,
  id: string,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPublico | null> {
  const [row] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from app.emprendimientos where id = ${id} and estado = 'Activo'`,
  );
  if (!row) return null;
  const [emprendimiento] = await loadEmprendimientos(ctx, [row.id], conteos);
  return emprendimiento ?? null;
}

export async function obtenerEmprendimiento(
  ctx: ServiceContext,
  id: string,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPublico> {
  const emprendimiento = await obtenerEmprendimientoPublico(ctx, id, conteos);
  if (!emprendimiento) throw emprendimientoNoEncontrado();
  return emprendimiento;
}

/** docs/producto/api.md#publicas-del-comprador emprendimientos/destacados: the Activo shops that sell most, then with most products (cached briefly). */
export async function destacados(ctx: ServiceContext, conteos: ConteosDeTienda): Promise<EmprendimientoPublico[]> {
  return cached(ctx, 'destacados', () => calcularDestacados(ctx, conteos));
}

async function calcularDestacados(ctx: ServiceContext, conteos: ConteosDeTienda): Promise<EmprendimientoPublico[]> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select e.id from app.emprendimientos e
        left join lateral ${conteos.ventasPublicas(sql`e.id`)} s on true
        where e.estado = 'Activo' and s.productos > 0
        order by s.vendidos desc, s.productos desc, e.nombre
        limit ${DESTACADOS}`,
  );
  return loadEmprendimientos(
    ctx,
    rows.map((r) => r.id),
    conteos,
  );
}

/** docs/producto/api.md#productos emprendimientos/buscar (nombre, idRubro): accent-insensitive, typo tolerant. */
export async function buscarEmprendimientos(
  ctx: ServiceContext,
  q: EmprendimientoSearchQuery,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPublico[]> {
  const { where, orderBy } = criterios(q);
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select e.id from app.emprendimientos e where ${where} order by ${orderBy}, e.nombre, e.id limit ${EXPANDED_BUSINESS_CAP}`,
  );
  return loadEmprendimientos(
    ctx,
    rows.map((r) => r.id),
    conteos,
  );
}

/**
 * docs/producto/api.md#publicas-del-comprador GET emprendimientos with params: the shop directory 'Consultar Emprendimientos' with
 * docs/producto/entidades.md's buyer shop filters and a sort order (decision 039). One statement per page (a second
 * count only when a page past the end comes back empty).
 */
export async function listarEmprendimientos(
  ctx: ServiceContext,
  q: EmprendimientoListQuery,
  conteos: ConteosDeTienda,
): Promise<EmprendimientoPage> {
  const { where, orderBy } = criterios(q);
  const filtros = filtrosDelDirectorio(q, conteos);
  const condicion = filtros.length ? sql.join([where, ...filtros], sql` and `) : where;
  const rows = await queryRows<{ id: string; total: number }>(
    ctx.db,
    sql`select e.id, count(*) over ()::int as total from app.emprendimientos e
        where ${condicion} order by ${ordenDelDirectorio(q, orderBy, conteos)}, e.nombre, e.id
        limit ${q.size} offset ${q.page * q.size}`,
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.page > 0) {
    const [count] = await queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from app.emprendimientos e where ${condicion}`,
    );
    total = count?.total ?? 0;
  }
  return toPage(
    await loadEmprendimientos(
      ctx,
      rows.map((r) => r.id),
      conteos,
    ),
    total,
    q.page,
    q.size,
  );
}

/** The directory's Ciudad filter: the cities of the public shops (one spelling per accent/case-insensitive city). */
export async function ciudadesConEmprendimientos(ctx: ServiceContext, q: CiudadesQuery): Promise<string[]> {
  const provincia = q.idProvincia === undefined ? sql`` : sql`and e.provincia_id = ${q.idProvincia}`;
  const rows = await queryRows<{ ciudad: string }>(
    ctx.db,
    sql`select min(trim(e.ciudad)) as ciudad from app.emprendimientos e
        where e.estado = 'Activo' and trim(e.ciudad) <> '' ${provincia}
        group by app.normalizar(trim(e.ciudad)) order by app.normalizar(trim(e.ciudad))`,
  );
  return rows.map((r) => r.ciudad);
}

function criterios(q: EmprendimientoSearchQuery & { idProvincia?: number | undefined }): { where: SQL; orderBy: SQL } {
  const parts: SQL[] = [sql`e.estado = 'Activo'`];
  if (q.idRubro !== undefined) parts.push(sql`e.rubro_id = ${q.idRubro}`);
  if (q.idProvincia !== undefined) parts.push(sql`e.provincia_id = ${q.idProvincia}`);
  const texto = normalizeText(q.nombre ?? '');
  if (!texto) return { where: sql.join(parts, sql` and `), orderBy: sql`e.nombre` };
  const nombre = sql`app.normalizar(e.nombre)`;
  parts.push(sql`(${nombre} like ${`%${texto}%`} or word_similarity(${texto}, ${nombre}) >= ${MIN_WORD_SIMILARITY})`);
  return {
    where: sql.join(parts, sql` and `),
    orderBy: sql`(${nombre} like ${`${texto}%`}) desc, word_similarity(${texto}, ${nombre}) desc`,
  };
}

/** Home "estadísticas" (docs/producto/rutas.md#barra-publica): real counts of what the public can see (cached briefly). */
export async function estadisticas(ctx: ServiceContext, conteos: ConteosDeTienda): Promise<Estadisticas> {
  return cached(ctx, 'estadisticas', () => contarPublicos(ctx, conteos));
}

async function contarPublicos(ctx: ServiceContext, conteos: ConteosDeTienda): Promise<Estadisticas> {
  const [row] = await queryRows<Estadisticas>(
    ctx.db,
    sql`select
          ${conteos.productosPublicos} as productos,
          count(*)::int as emprendimientos,
          count(distinct provincia_id)::int as provincias,
          count(distinct rubro_id)::int as rubros
        from app.emprendimientos where estado = 'Activo'`,
  );
  return row ?? { productos: 0, emprendimientos: 0, provincias: 0, rubros: 0 };
}

/** The footer labels the catalogue as demo data only while demo shops exist (SEED_DEMO). */
export async function sitio(ctx: ServiceContext): Promise<Sitio> {
  return cached(ctx, 'sitio', async () => {
    const [row] = await queryRows<{ demo: boolean }>(
      ctx.db,
      sql`select exists (select 1 from app.emprendimientos where owner_user_id like ${`${DEMO_OWNER_PREFIX}%`}) as demo`,
    );
    return { demo: row?.demo ?? false };
  });
}

/** Activo shops for sitemap.xml. */
export async function emprendimientosParaSitemap(
  ctx: ServiceContext,
  limite: number,
): Promise<{ id: string; slug: string; actualizado: Date }[]> {
  const rows = await queryRows<{ id: string; slug: string; actualizado: string | Date }>(
    ctx.db,
    sql`select id, slug, updated_at as actualizado from app.emprendimientos where estado = 'Activo' order by updated_at desc, id limit ${limite}`,
  );
  return rows.map((r) => ({ id: r.id, slug: r.slug, actualizado: new Date(r.actualizado) }));
}
