import { sql, type SQL } from 'drizzle-orm';
import type { EmprendimientoListQuery } from '@feria/contracts';
import type { ConteosDeTienda } from './conteos';

// The shop directory's filters and sort orders (docs/producto/entidades.md buyer shop filters, decision 039), as
// conditions and ORDER BY terms over `app.emprendimientos e` for listarEmprendimientos.

const id = sql`e.id`;

/** docs/producto/entidades.md ubicacion (ciudad), calificacionMinima and verificado; rubro, provincia and text live in `criterios`. */
export function filtrosDelDirectorio(q: EmprendimientoListQuery, conteos: ConteosDeTienda): SQL[] {
  const filtros: SQL[] = [];
  const ciudad = q.ciudad?.trim();
  if (ciudad) filtros.push(sql`app.normalizar(trim(e.ciudad)) = app.normalizar(${ciudad})`);
  // A shop without reviews has no rating: it does not meet any minimum.
  if (q.calificacionMinima !== undefined) filtros.push(sql`${conteos.calificacion(id)} >= ${q.calificacionMinima}`);
  // docs/producto/entidades.md: verificado = estado Activo. Every public shop is Activo, so 'not verified' is an empty list.
  if (q.verificado !== undefined) filtros.push(q.verificado ? sql`e.estado = 'Activo'` : sql`e.estado <> 'Activo'`);
  return filtros;
}

/** relevancia: how well the name matches the text (when there is one), then units sold. */
export function ordenDelDirectorio(q: EmprendimientoListQuery, coincidencia: SQL, conteos: ConteosDeTienda): SQL {
  const textual = q.nombre?.trim() ? sql`${coincidencia}, ` : sql``;
  switch (q.orden) {
    case 'calificacion':
      return sql`${conteos.calificacion(id)} desc nulls last, ${conteos.numResenas(id)} desc`;
    case 'recientes':
      return sql`e.created_at desc`;
    case 'productos':
      return sql`${conteos.productos(id, 'publicos')} desc`;
    default:
      return sql`${textual}${conteos.vendidos(id)} desc`;
  }
}
