import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryPreparada } from '../../db/preparadas';
import { ORDEN_PUBLICO, type FilaPregunta } from './preguntas.queries';

// The public pages' reads of app.preguntas (decision 091): each one prepared statement, parsed and
// planned once per connection, its parameters always values (never spliced into the text), so the
// text is the same on every call.

/** The columns a public question shows (`aPublica`): the page needs no product name or image per question. */
export type FilaPublica = Pick<
  FilaPregunta,
  'id' | 'texto' | 'texto_enmascarado' | 'autor' | 'creada_en' | 'respuesta' | 'respuesta_enmascarada' | 'respondida_en'
>;
const COLUMNAS_PUBLICAS = sql`q.id, q.texto, q.texto_enmascarado, q.autor, q.creada_en, q.respuesta,
  q.respuesta_enmascarada, q.respondida_en`;

/** docs/producto/preguntas.md#en-la-pagina: the latest answered visible questions and the count of the visible ones. */
export async function recientesYTotalDeProducto(
  db: Database,
  idProducto: string,
  limite: number,
): Promise<{ filas: FilaPublica[]; total: number }> {
  const visibles = sql`q.producto_id = ${idProducto}::uuid and not q.oculta`;
  const [f] = await queryPreparada<{ filas: FilaPublica[] | null; total: number }>(
    db,
    sql`select (select count(*)::int from app.preguntas q where ${visibles}) as total,
          (select json_agg(x) from (select ${COLUMNAS_PUBLICAS} from app.preguntas q
                                     where ${visibles} and q.respondida_en is not null
                                     order by ${ORDEN_PUBLICO} limit ${limite}::int) x) as filas`,
  );
  return { filas: f?.filas ?? [], total: f?.total ?? 0 };
}

/**
 * docs/producto/preguntas.md#tiempo-de-respuesta: the median minutes from question to first answer
 * over the shop's questions answered in the last `dias` days; null with fewer than `minimo`.
 */
export async function medianaRespuestaMinutos(
  db: Database,
  emprendimientoId: string,
  dias: number,
  minimo: number,
): Promise<number | null> {
  const [f] = await queryPreparada<{ n: number; mediana: number | null }>(
    db,
    sql`select count(*)::int as n,
          percentile_cont(0.5) within group (order by extract(epoch from (q.respondida_en - q.creada_en)) / 60)::float8 as mediana
        from app.preguntas q
        where q.emprendimiento_id = ${emprendimientoId}::uuid and q.respondida_en is not null
          and q.respondida_en > now() - make_interval(days => ${dias}::int)`,
  );
  if (!f || f.n < minimo || f.mediana === null) return null;
  return Number(f.mediana);
}
