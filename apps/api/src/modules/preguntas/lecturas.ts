import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ORDEN_PUBLICO, type FilaPregunta } from './preguntas.queries';

// The public pages' reads of app.preguntas as fragments (decision 091, "One statement per page"):
// the product page and the shop page are each ONE prepared statement, and these are columns of it,
// over the page's row. Their parameters are always values (never spliced into the text), so the
// page's text is the same on every call.

/** The columns a public question shows (`aPublica`): the page needs no product name or image per question. */
export type FilaPublica = Pick<
  FilaPregunta,
  'id' | 'texto' | 'texto_enmascarado' | 'autor' | 'creada_en' | 'respuesta' | 'respuesta_enmascarada' | 'respondida_en'
>;
const COLUMNAS_PUBLICAS = sql`q.id, q.texto, q.texto_enmascarado, q.autor, q.creada_en, q.respuesta,
  q.respuesta_enmascarada, q.respondida_en`;

/**
 * docs/producto/preguntas.md#en-la-pagina: the latest `limite` answered visible questions of the
 * product `idProducto` and the count of its visible ones, as one json value `{ total, filas }`
 * (`filas` null when none is answered).
 */
export function recientesYTotalDeProducto(idProducto: SQLWrapper, limite: number): SQL {
  const visibles = sql`q.producto_id = ${idProducto} and not q.oculta`;
  return sql`json_build_object(
      'total', (select count(*)::int from app.preguntas q where ${visibles}),
      'filas', (select json_agg(x) from (select ${COLUMNAS_PUBLICAS} from app.preguntas q
                                         where ${visibles} and q.respondida_en is not null
                                         order by ${ORDEN_PUBLICO} limit ${limite}::int) x))`;
}

/**
 * docs/producto/preguntas.md#tiempo-de-respuesta: the median minutes from question to first answer
 * over the questions of the shop `idEmprendimiento` answered in the last `dias` days (a float8);
 * null with fewer than `minimo`.
 */
export function medianaRespuestaMinutos(idEmprendimiento: SQLWrapper, dias: number, minimo: number): SQL {
  return sql`(select case when count(*) >= ${minimo}::int then
                 percentile_cont(0.5) within group (order by extract(epoch from (q.respondida_en - q.creada_en)) / 60)::float8
               end
              from app.preguntas q
              where q.emprendimiento_id = ${idEmprendimiento} and q.respondida_en is not null
                and q.respondida_en > now() - make_interval(days => ${dias}::int))`;
}
