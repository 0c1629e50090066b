import { sql, type SQL } from 'drizzle-orm';
import type { Producto, ProductoPage, ProductoSearchQuery } from '@feria/contracts';
import { queryPreparada } from '../../db/preparadas';
import type { ServiceContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { productosDePagina, toProducto, type ProductoRow } from './producto-loader';
import { PRECIO_EFECTIVO, PRODUCTO_PUBLICO } from './producto-publico';
import { buildTsQuery, canRelax, tokenize, type TokenAnalysis } from './search-query';
import { elegirCorrecciones, variantes } from './correccion';
import { emprendimientosDelRubro } from '../emprendimientos/emprendimientos.sql';

/** Trigram neighbours of an unknown token offered to the edit-distance check (correccion.ts). */
const VECINOS = 20;

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
 * spec §7.4 `productos/buscar`: accent/case-insensitive, stemmed, typo-tolerant,
 * ranked full text, with the filters in the same query. Empty `nombre` lists public products
 * newest first. Price filters apply to the EFFECTIVE price (after the discount in effect).
 * Two statements at most: the analysis of the typed words, then the page with its products.
 */
export async function buscarProductos(ctx: ServiceContext, q: ProductoSearchQuery): Promise<ProductoPage> {
  const filtros = filtrosDe(q);
  const tokens = tokenize(q.nombre ?? '');
  const analysis = tokens.length === 0 ? [] : await analizarTokens(ctx, tokens);
  const consultas = consultasDe(analysis);
  const { productos, total } = await pagina(ctx, consultas, tokens.join(' '), filtros, q.page, q.size);
  const aPagina = (content: Producto[]) => {
    if (total <= TOPE_RESULTADOS) return toPage(content, total, q.page, q.size);
    return { ...toPage(content, TOPE_RESULTADOS, q.page, q.size), masDe: TOPE_RESULTADOS };
  };
  if (total > 0 || tokens.length === 0) return aPagina(productos);
  const sugerencia = sugerenciaDe(analysis);
  return sugerencia ? { ...aPagina([]), sugerencia } : aPagina([]);
}

/** "¿Quisiste decir …?": the typed words, each unknown one replaced by its closest word, one edit looser than a correction. */
function sugerenciaDe(analysis: readonly Analisis[]): string | undefined {
  let cambio = false;
  const palabras = analysis.map((a) => {
    const mejor = a.alternatives[0] ?? a.sugerencia;
    if (!mejor) return a.token;
    cambio = true;
    return mejor;
  });
  return cambio ? palabras.join(' ') : undefined;
}

/**
 * The tsqueries to try, in order: the words AND'ed, then (several words) OR'ed; the first that
 * matches anything wins. None: no text, or only stop words ("de la"), which is the plain listing.
 */
function consultasDe(analysis: readonly Analisis[]): string[] {
  const and = buildTsQuery(analysis, 'and');
  if (!and) return [];
  const or = canRelax(analysis) ? buildTsQuery(analysis, 'or') : null;
  return or && or !== and ? [and, or] : [and];
}

interface FilaPagina extends ProductoRow {
  total: number;
  orden: number | null;
}

/**
 * ONE statement: the capped candidates, their count, the ranked page and its products.
 * With text, the candidates are the first TOPE + 1 matches the full-text index gives (not every
 * match: a common word matches thousands), ranked: the exact name first, then names that start
 * with the typed words, then relevance (name > type and attributes > description), then sales.
 * The OR attempt only runs when the AND one found nothing. Without text, the page walks the
 * partial index newest first and the count stops at TOPE + 1 rows.
 */
async function pagina(ctx: ServiceContext, consultas: readonly string[], texto: string, filtros: SQL, page: number, size: number) {
  const offset = valor(page * size, 'bigint');
  const limite = valor(Math.max(0, Math.min(size, TOPE_RESULTADOS - page * size)), 'bigint');
  const exacto = valor(texto, 'text');
  let cuerpo: SQL;
  if (consultas.length === 0) {
    cuerpo = sql`t as (select count(*)::int as total from (select 1 from app.productos p where ${filtros} limit ${CANDIDATOS}) c),
      pg as (select s.id, row_number() over (order by s.fecha_alta desc, s.id) as orden
             from (select p.id, p.fecha_alta from app.productos p where ${filtros} order by p.fecha_alta desc, p.id limit ${TOPE}) s
             order by s.fecha_alta desc, s.id limit ${limite} offset ${offset})`;
  } else {
    const intentos = consultas.map((tsquery, i) => {
      const query = sql`(select to_tsquery('pg_catalog.spanish', ${tsquery}::text))`;
      const columnas = sql`p.id, p.nombre_normalizado, p.unidades_vendidas, p.fecha_alta, ts_rank(p.busqueda, ${query}) as rango`;
      if (i > 0) {
        return sql`${sql.raw(`m${i}`)} as materialized (
          select ${columnas} from app.productos p where p.busqueda @@ ${query} and ${filtros} and not exists (select 1 from m0)
          limit ${CANDIDATOS})`;
      }
      // Products named exactly as typed come first through their own index (0015), so a thousand
      // other matches cannot crowd them out of the candidates.
      return sql`m0 as materialized (
        select * from (
          (select ${columnas} from app.productos p
            where p.nombre_normalizado = ${exacto} and p.busqueda @@ ${query} and ${filtros} limit ${CANDIDATOS})
          union all
          (select ${columnas} from app.productos p
            where p.busqueda @@ ${query} and p.nombre_normalizado <> ${exacto} and ${filtros} limit ${CANDIDATOS})
        ) u limit ${CANDIDATOS})`;
    });
    const m = sql.join(consultas.map((_, i) => sql.raw(`select * from m${i}`)), sql` union all `);
    // The page is cut with a top-N sort over the candidates; only its rows are numbered.
    const orden = sql`s.exacto desc, s.prefijo desc, s.rango desc, s.unidades_vendidas desc, s.fecha_alta desc, s.id`;
    cuerpo = sql`${sql.join(intentos, sql`, `)},
      m as (${m}),
      t as (select count(*)::int as total from m),
      pg as (select s.id, row_number() over (order by ${orden}) as orden
             from (select m.id, m.nombre_normalizado = ${exacto} as exacto, m.nombre_normalizado like ${valor(`${texto} %`, 'text')} as prefijo,
                          m.rango, m.unidades_vendidas, m.fecha_alta
                   from m order by 2 desc, 3 desc, 4 desc, 5 desc, 6 desc, 1 limit ${limite} offset ${offset}) s)`;
  }
  const filas = await queryPreparada<FilaPagina>(
    ctx.db,
    sql`with ${cuerpo}
        select t.total, x.* from t left join lateral (${productosDePagina(sql`pg`)}) x on true
        order by x.orden`,
  );
  return { total: filas[0]?.total ?? 0, productos: filas.filter((f) => f.orden !== null).map(toProducto) };
}

/**
 * A value of the request as an InitPlan (`(select $1::int)`), which the planner never looks into:
 * the plan made with the values (custom) is then the plan made without them (generic), so after its
 * first five runs PostgreSQL keeps the prepared statement's generic plan (queryPreparada) instead
 * of planning every search again (decision 043). A bare `$1` lets the planner estimate from the
 * value, the custom plans look cheaper than the generic one and every call is planned afresh.
 */
function valor(v: string | number, tipo: 'text' | 'int' | 'bigint' | 'numeric'): SQL {
  return sql`(select ${v}::${sql.raw(tipo)})`;
}

/** Words as a `text[]` InitPlan: built once per statement, never per row (words are [a-z0-9]+, no spaces). */
function palabras(ws: readonly string[]): SQL {
  return sql`(select string_to_array(${ws.join(' ')}::text, ' '))::text[]`;
}

/** A token's analysis, with the closest word one edit looser than a correction (for "¿Quisiste decir …?"). */
export interface Analisis extends TokenAnalysis {
  sugerencia?: string;
}

/**
 * One round trip: per token, stop word? known word? typed prefix? and, if unknown, candidate
 * corrections: its trigram neighbours and whichever of its spelling variants (correccion.ts) the
 * dictionary knows. The edit-distance check that picks among them runs here, in JS.
 */
export async function analizarTokens(ctx: ServiceContext, tokens: string[]): Promise<Analisis[]> {
  const porToken = tokens.map((tok) => (tok.length < 3 || /^[0-9]+$/.test(tok) ? new Set<string>() : new Set(variantes(tok))));
  const todas = [...new Set(porToken.flatMap((v) => [...v]))];
  // The variants are looked up once for all tokens (an uncorrelated subquery: one index probe
  // per variant, a join since `= any(<array parameter>)` compares each word with every variant);
  // each token then keeps the known words among its own variants.
  const rows = await queryPreparada<{ token: string; stop: boolean; prefix: boolean; vecinos: string[] | null; conocidas: string[] | null }>(
    ctx.db,
    sql`select t.tok as token, f.stop, (not f.exact and f.prefix) as prefix,
               case when f.stop or f.exact or f.prefix or length(t.tok) < 3 or t.tok ~ '^[0-9]+$' then null
                    else array(select w.word from app.search_words w order by w.word <-> t.tok limit ${sql.raw(String(VECINOS))})
               end as vecinos,
               (select array_agg(w.word) from unnest(${palabras(todas)}) v(word) join app.search_words w on w.word = v.word) as conocidas
        from unnest(${palabras(tokens)}) with ordinality as t(tok, i)
        cross join lateral (
          select length(to_tsvector('pg_catalog.spanish', t.tok)) = 0 as stop,
                 exists (select 1 from app.search_words w where w.word = t.tok) as exact,
                 t.i = ${valor(tokens.length, 'int')} and length(t.tok) >= 2
                   and exists (select 1 from app.search_words w where w.word like t.tok || '%') as prefix
        ) f
        order by t.i`,
  );
  return rows.map((r, i) => {
    const candidatos = r.vecinos ? [...r.vecinos, ...(r.conocidas ?? []).filter((w) => porToken[i]!.has(w))] : null;
    return {
      token: r.token,
      stop: r.stop,
      prefix: r.prefix,
      alternatives: candidatos ? elegirCorrecciones(r.token, candidatos) : [],
      sugerencia: candidatos ? elegirCorrecciones(r.token, candidatos, 1, 1)[0] : undefined,
    };
  });
}

function filtrosDe(q: Pick<ProductoSearchQuery, 'precioMin' | 'precioMax' | 'idTipoProducto' | 'idRubro'>): SQL {
  const parts: SQL[] = [PRODUCTO_PUBLICO];
  // The effective price is never above the list price, so cheap list-price tests (indexable)
  // decide most rows and the discount arithmetic only runs where it can change the answer.
  // The values as InitPlans (`valor`): the statement keeps one generic plan whatever the prices.
  if (q.precioMin !== undefined) {
    const min = valor(q.precioMin, 'numeric');
    parts.push(sql`p.precio >= ${min} and ${PRECIO_EFECTIVO} >= ${min}`);
  }
  if (q.precioMax !== undefined) {
    const max = valor(q.precioMax, 'numeric');
    parts.push(sql`(p.precio <= ${max} or ${PRECIO_EFECTIVO} <= ${max})`);
  }
  if (q.idTipoProducto !== undefined) parts.push(sql`p.tipo_producto_id = ${valor(q.idTipoProducto, 'int')}`);
  if (q.idRubro !== undefined) {
    parts.push(sql`p.emprendimiento_id in ${emprendimientosDelRubro(valor(q.idRubro, 'int'))}`);
  }
  return sql.join(parts, sql` and `);
}
