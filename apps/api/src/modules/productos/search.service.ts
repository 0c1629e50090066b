import { sql, type SQL } from 'drizzle-orm';
import type { Producto, ProductoPage, ProductoSearchQuery } from '@feria/contracts';
import { queryPreparada } from '../../db/preparadas';
import type { ServiceContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { PRECIO_EFECTIVO, PRODUCTO_PUBLICO } from './producto-publico';
import { pagina, TOPE_RESULTADOS, type Texto } from './search-pagina';
import {
  buildTsQuery,
  esBuscable,
  gruposDeBusqueda,
  nombraUnTipo,
  palabrasDeTipos,
  tokenize,
  type TokenAnalysis,
} from './search-query';
import { palabras, valor } from './search-sql';
import { facetasDe, filtroDeOpciones, opcionesElegidas } from './busqueda-opciones';
import { elegirCorrecciones, variantes } from './correccion';
import { emprendimientosDelRubro } from '../emprendimientos/emprendimientos.sql';
import { TIPOS_PRODUCTO } from '../../db/reference-data';

export { TOPE_RESULTADOS };

/** Trigram neighbours of an unknown token offered to the edit-distance check (correccion.ts). */
const VECINOS = 20;

/** Words of the product types' names, which name products in a relaxed search (search-relajacion.ts). */
const TIPOS = palabrasDeTipos(TIPOS_PRODUCTO.map((t) => t.nombre));

/**
 * docs/producto/api.md#productos `productos/buscar`: accent/case-insensitive, stemmed, typo-tolerant,
 * ranked full text, with the filters in the same query. Empty `nombre` lists public products
 * newest first. Price filters apply to the EFFECTIVE price (after the discount in effect).
 * Two statements at most: the analysis of the typed words, then the page with its products and
 * the options among them (docs/producto/busqueda.md#filtro-por-opciones). Filtered by option
 * values, a third one (run alongside the page) gives the options among the results without that
 * filter, so the filter panel can still offer the other values.
 */
export async function buscarProductos(ctx: ServiceContext, q: ProductoSearchQuery): Promise<ProductoPage> {
  const filtros = filtrosDe(q);
  const elegidas = opcionesElegidas(q.opcion);
  const tokens = tokenize(q.nombre ?? '');
  const analysis = tokens.length === 0 ? [] : await analizarTokens(ctx, tokens);
  const texto = textoDe(tokens, analysis);
  const [{ productos, total, facetas: filas }, sinFiltro] = await Promise.all([
    elegidas.length === 0
      ? pagina(ctx, texto, filtros, q.page, q.size, [])
      : pagina(ctx, texto, sql`${filtros} and ${filtroDeOpciones(elegidas)}`, q.page, q.size),
    elegidas.length === 0 ? undefined : pagina(ctx, texto, filtros, 0, 0, elegidas),
  ]);
  const facetas = facetasDe(sinFiltro?.facetas ?? filas);
  const aPagina = (content: Producto[]) => {
    const page =
      total <= TOPE_RESULTADOS
        ? toPage(content, total, q.page, q.size)
        : { ...toPage(content, TOPE_RESULTADOS, q.page, q.size), masDe: TOPE_RESULTADOS };
    return facetas ? { ...page, facetas } : page;
  };
  if (total > 0 || tokens.length === 0) return aPagina(productos);
  const sugerencia = sugerenciaDe(analysis);
  return sugerencia ? { ...aPagina([]), sugerencia } : aPagina([]);
}

/**
 * What the page statement looks for: every word, each word's group (for the product words of
 * docs/producto/busqueda.md#palabras-del-producto, one word included) and, with several words, the
 * relaxed attempts.
 */
function textoDe(tokens: readonly string[], analysis: readonly Analisis[]): Texto | null {
  const todas = buildTsQuery(analysis, 'and');
  const cualquiera = buildTsQuery(analysis, 'or');
  if (!todas || !cualquiera) return null;
  return {
    texto: tokens.join(' '),
    todas,
    grupos: gruposDeBusqueda(analysis),
    nombrados: gruposDeBusqueda(analysis, 'AB'),
    deTipo: analysis.filter(esBuscable).map((t) => nombraUnTipo(t, TIPOS)),
    cualquiera,
  };
}

/** "¿Quisiste decir …?": the typed words, each unknown one replaced by its closest word, one edit looser than a correction. */
function sugerenciaDe(analysis: readonly Analisis[]): string | undefined {
  let cambio = false;
  const escritas = analysis.map((a) => {
    const mejor = a.alternatives[0] ?? a.sugerencia;
    if (!mejor) return a.token;
    cambio = true;
    return mejor;
  });
  return cambio ? escritas.join(' ') : undefined;
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
  const porToken = tokens.map((tok) =>
    tok.length < 3 || /^[0-9]+$/.test(tok) ? new Set<string>() : new Set(variantes(tok)),
  );
  const todas = [...new Set(porToken.flatMap((v) => [...v]))];
  // The variants are looked up once for all tokens (an uncorrelated subquery: one index probe
  // per variant, a join since `= any(<array parameter>)` compares each word with every variant);
  // each token then keeps the known words among its own variants.
  const rows = await queryPreparada<{
    token: string;
    stop: boolean;
    prefix: boolean;
    vecinos: string[] | null;
    conocidas: string[] | null;
  }>(
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
