import { sql, type SQL } from 'drizzle-orm';
import { queryPreparada } from '../../db/preparadas';
import type { ServiceContext } from '../../lib/context';
import { productosDePagina, toProducto, type ProductoRow } from './producto-loader';
import { clasesDePalabras, consulta, intentosRelajados, RELAJADOS } from './search-relajacion';
import { tsquery, valor } from './search-sql';
import { facetasSql, type FilaFaceta, type OpcionElegida } from './busqueda-opciones';

/**
 * A search ranks and counts at most this many matches (decision 043): the page statement reads
 * TOPE + 1 of them, so it knows whether there are more; then the page says `masDe: TOPE`, its
 * `totalElements` is TOPE and the pages cover those TOPE products. A page beyond them is empty.
 */
export const TOPE_RESULTADOS = 1000;
/**
 * TOPE and TOPE + 1 in the statements' text (not parameters): the planner knows these limits. The
 * page's own limit and offset are InitPlans (`valor`), unknown to it, so the listing walks the
 * newest TOPE products (which bounds what a page can show anyway) and cuts the page from them.
 */
const TOPE = sql.raw(String(TOPE_RESULTADOS));
const CANDIDATOS = sql.raw(String(TOPE_RESULTADOS + 1));

/**
 * What the page statement searches for: the typed text, normalised (the exact-name tiers); every
 * word (`todas`, a tsquery); one tsquery group per word (`grupos`), the same restricted to names,
 * types and attribute values (`nombrados`) and whether each names a product type (`deTipo`), to
 * class the words (search-relajacion.ts); and any word (`cualquiera`) to rank the relaxed attempts
 * (search-query.ts).
 */
export interface Texto {
  texto: string;
  todas: string;
  grupos: readonly string[];
  nombrados: readonly string[];
  deTipo: readonly boolean[];
  cualquiera: string;
}

interface FilaPagina extends ProductoRow {
  total: number;
  facetas: FilaFaceta[] | null;
  orden: number | null;
}

/**
 * ONE statement: the capped candidates, their count, the ranked page and its products.
 * With text, the candidates are the first TOPE + 1 matches the full-text index gives (not every
 * match: a common word matches thousands) of every word, with a product word of the query in the
 * name or type (docs/producto/busqueda.md#nombre-o-tipo); when none has them all, of the words
 * that name products, and last of every word anywhere (search-relajacion.ts). Ranked: available before sold out
 * (docs/producto/busqueda.md#agotados-al-final), then the exact name, names that start with the
 * typed words, relevance (name > type and attributes > description; a relaxed attempt counts
 * every typed word, so attribute words raise the products that have them), then sales.
 * Without text, the page walks the partial index newest first and the count stops at TOPE + 1 rows.
 */
export async function pagina(
  ctx: ServiceContext,
  busqueda: Texto | null,
  filtros: SQL,
  page: number,
  size: number,
  facetas?: readonly OpcionElegida[],
) {
  const offset = valor(page * size, 'bigint');
  const limite = valor(Math.max(0, Math.min(size, TOPE_RESULTADOS - page * size)), 'bigint');
  const cuerpo = busqueda ? conTexto(busqueda, filtros, limite, offset) : listado(filtros, limite, offset);
  // docs/producto/busqueda.md#filtro-por-opciones: the options among the candidates (`u`), in the same statement.
  const conFacetas = facetas
    ? sql`, u as (${busqueda ? sql`select m.id from m where m.con_opciones` : candidatosConOpciones(filtros)}), ${facetasSql(facetas)}`
    : sql``;
  const filas = await queryPreparada<FilaPagina>(
    ctx.db,
    sql`with ${cuerpo}${conFacetas}
        select t.total, ${facetas ? sql`(select facetas from facetas)` : sql`null::json`} as facetas, x.*
        from t left join lateral (${productosDePagina(sql`pg`)}) x on true
        order by x.orden`,
  );
  return {
    total: filas[0]?.total ?? 0,
    facetas: filas[0]?.facetas ?? [],
    productos: filas.filter((f) => f.orden !== null).map(toProducto),
  };
}

function listado(filtros: SQL, limite: SQL, offset: SQL): SQL {
  return sql`t as (select count(*)::int as total from (select 1 from app.productos p where ${filtros} limit ${CANDIDATOS}) c),
    pg as (select s.id, row_number() over (order by s.fecha_alta desc, s.id) as orden
           from (select p.id, p.fecha_alta from app.productos p where ${filtros} order by p.fecha_alta desc, p.id limit ${TOPE}) s
           order by s.fecha_alta desc, s.id limit ${limite} offset ${offset})`;
}

/** The listing's products with options among the newest TOPE it covers (its own walk: the page's stops at the page). */
function candidatosConOpciones(filtros: SQL): SQL {
  return sql`select s.id from (select p.id, p.opciones from app.productos p where ${filtros} order by p.fecha_alta desc, p.id limit ${TOPE}) s
             where jsonb_array_length(s.opciones) > 0`;
}

function conTexto(busqueda: Texto, filtros: SQL, limite: SQL, offset: SQL): SQL {
  const exacto = valor(busqueda.texto, 'text');
  const todas = tsquery(busqueda.todas);
  const q0 = consulta('q0');
  const columnas = (rango: SQL) =>
    sql`p.id, p.nombre_normalizado, p.stock > 0 as disponible, p.unidades_vendidas, p.fecha_alta, ts_rank(p.busqueda, ${rango}) as rango,
        jsonb_array_length(p.opciones) > 0 as con_opciones`;
  // Every word, and a product word of the query in the name or type when it has one
  // (docs/producto/busqueda.md#nombre-o-tipo); the full-text index finds the rows by every word,
  // the product words are a filter on them. Products named exactly as typed come first through
  // their own index (0015), so a thousand other matches cannot crowd them out of the candidates.
  // `busca` is what a candidate matches (every word, or every word and a product word), `condicion`
  // a filter constant for the statement; both rank by every word.
  const deTodas = (busca: SQL, condicion: SQL) => sql`(
      (select ${columnas(todas)} from app.productos p
        where p.nombre_normalizado = ${exacto} and p.busqueda @@ ${busca} and ${condicion} and ${filtros} limit ${CANDIDATOS})
      union all
      (select ${columnas(todas)} from app.productos p
        where p.busqueda @@ ${busca} and p.nombre_normalizado <> ${exacto} and ${condicion} and ${filtros} limit ${CANDIDATOS})
    )`;
  // Every word AND a product word in the name or type as ONE tsquery (`&&`), computed once: each
  // candidate is tested once instead of twice (decision 092; the same rows as the two tests).
  const todasYNombrada = sql`(select case when ${q0} is null then ${todas} else ${todas} && ${tsquery(q0)} end)`;
  const m0 = sql`m0 as materialized (select * from ${deTodas(todasYNombrada, sql`true`)} u limit ${CANDIDATOS})`;
  // A relaxed attempt is ranked by every typed word, so the words it did not require still count.
  const cualquiera = tsquery(busqueda.cualquiera);
  const candidatos = (query: SQL, condicion: SQL) =>
    sql`select ${columnas(cualquiera)} from app.productos p where ${condicion} and p.busqueda @@ ${query} and ${filtros} limit ${CANDIDATOS}`;
  const sinNombre = (condicion: SQL) => sql`select * from ${deTodas(todas, condicion)} u limit ${CANDIDATOS}`;
  const intentos = sql`${clasesDePalabras(busqueda)}, ${m0}, ${intentosRelajados(candidatos, sinNombre)}`;
  const m = sql.join([sql`select * from m0`, ...RELAJADOS.map((r) => sql.raw(`select * from ${r}`))], sql` union all `);
  // The page is cut with a top-N sort over the candidates; only its rows are numbered.
  const orden = sql`s.disponible desc, s.exacto desc, s.prefijo desc, s.rango desc, s.unidades_vendidas desc, s.fecha_alta desc, s.id`;
  return sql`${intentos},
    m as (${m}),
    t as (select count(*)::int as total from m),
    pg as (select s.id, row_number() over (order by ${orden}) as orden
           from (select m.id, m.disponible, m.nombre_normalizado = ${exacto} as exacto, m.nombre_normalizado like ${valor(`${busqueda.texto} %`, 'text')} as prefijo,
                        m.rango, m.unidades_vendidas, m.fecha_alta
                 from m order by 2 desc, 3 desc, 4 desc, 5 desc, 6 desc, 7 desc, 1 limit ${limite} offset ${offset}) s)`;
}
