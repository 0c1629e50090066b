import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/sql';
import type { ServiceContext } from '../../lib/context';

/**
 * Readable shop URLs (decision 040): the Activo shop whose slug is `slug` now (`actual`), or was
 * before a rename (the slug trigger of migration 0013 keeps old ones in emprendimiento_slugs),
 * with its current slug.
 */
export async function resolverSlug(
  ctx: ServiceContext,
  slug: string,
): Promise<{ id: string; slug: string; actual: boolean } | null> {
  const [row] = await queryRows<{ id: string; slug: string; actual: boolean }>(
    ctx.db,
    sql`select e.id, e.slug, true as actual from app.emprendimientos e where e.slug = ${slug} and e.estado = 'Activo'
        union all
        select e.id, e.slug, false from app.emprendimiento_slugs s join app.emprendimientos e on e.id = s.emprendimiento_id
        where s.slug = ${slug} and e.estado = 'Activo'
        order by actual desc limit 1`,
  );
  return row ?? null;
}
