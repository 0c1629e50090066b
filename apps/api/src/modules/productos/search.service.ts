import { sql, type SQL } from 'drizzle-orm';
import type { ProductoPage, ProductoSearchQuery } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { cached, type ServiceContext } from '../../lib/context';
import { toPage } from '../../lib/page';
import { loadProductos } from './producto-loader';
import { PRECIO_EFECTIVO, PRODUCTO_PUBLICO } from './producto-publico';
import { buildTsQuery, canRelax, tokenize, type TokenAnalysis } from './search-query';
import { elegirCorrecciones, variantes } from './correccion';
import { emprendimientosDelRubro } from '../emprendimientos/emprendimientos.sql';

/** Trigram neighbours of an unknown token offered to the edit-distance check (correccion.ts). */
const VECINOS = 20;

/** One way of matching: a WHERE condition and its ranking. */
interface Strategy {
  where: SQL;
  orderBy: SQL;
  countApart?: boolean;
}

/**
 * spec §7.4 `productos/buscar`: accent/case-insensitive, stemmed, typo-tolerant,
 * ranked full text, with the filters in the same query. Empty `nombre` lists public products
 * newest first. Price filters apply to the EFFECTIVE price (after the discount in effect).
 */
export async function buscarProductos(ctx: ServiceContext, q: ProductoSearchQuery): Promise<ProductoPage> {
  const filtros = filtrosDe(q);
  const tokens = tokenize(q.nombre ?? '');
  const analysis = tokens.length === 0 ? [] : await analizarTokens(ctx, tokens);
  const strategies = tokens.length === 0 ? [listado()] : estrategias(analysis, tokens);
  // The first strategy that matches anything wins: AND of the words, then OR, then trigrams.
  for (const strategy of strategies) {
    const hits = await pagina(ctx, strategy, filtros, q.page, q.size);
    let total = hits[0]?.total ?? 0;
    if (strategy.countApart) total = await contar(ctx, filtros, q);
    else if (hits.length === 0 && q.page > 0) total = (await pagina(ctx, strategy, filtros, 0, 1))[0]?.total ?? 0;
    if (total > 0) return toPage(await loadProductos(ctx, hits.map((h) => h.id)), total, q.page, q.size);
  }
  const sugerencia = sugerenciaDe(analysis);
  return sugerencia ? { ...toPage([], 0, q.page, q.size), sugerencia } : toPage([], 0, q.page, q.size);
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

async function pagina(ctx: ServiceContext, s: Strategy, filtros: SQL, page: number, size: number) {
  return queryRows<{ id: string; total: number | null }>(
    ctx.db,
    sql`select p.id, ${s.countApart ? sql`null` : sql`count(*) over ()::int`} as total
        from app.productos p
        where ${s.where} and ${filtros}
        order by ${s.orderBy}, p.fecha_alta desc, p.id
        limit ${size} offset ${page * size}`,
  );
}

/** Total of a listing without text, reused for a few seconds (lib/ttl-cache.ts). */
async function contar(ctx: ServiceContext, filtros: SQL, q: ProductoSearchQuery): Promise<number> {
  return cached(ctx, `listado:${q.precioMin}:${q.precioMax}:${q.idTipoProducto}:${q.idRubro}`, async () => {
    const [row] = await queryRows<{ total: number }>(ctx.db, sql`select count(*)::int as total from app.productos p where ${filtros}`);
    return row?.total ?? 0;
  });
}

/**
 * Empty search: the page walks the partial index newest first, and the total is counted apart
 * (a window count would fetch every public row in order just to count them).
 */
function listado(): Strategy {
  return { where: sql`true`, orderBy: sql`p.fecha_alta desc`, countApart: true };
}

function estrategias(analysis: readonly Analisis[], tokens: string[]): Strategy[] {
  const exact = tokens.join(' ');
  const list: Strategy[] = [];
  // Only stop words ("de la"): nothing to match on, so it is the plain listing.
  if (!buildTsQuery(analysis, 'and')) return [listado()];
  for (const combine of canRelax(analysis) ? (['and', 'or'] as const) : (['and'] as const)) {
    const tsquery = buildTsQuery(analysis, combine);
    if (!tsquery) break;
    const query = sql`to_tsquery('pg_catalog.spanish', ${tsquery})`;
    list.push({
      where: sql`p.busqueda @@ ${query}`,
      // The exact name first, then names that start with the typed words, then
      // relevance (name > type and attributes > description), then sales.
      orderBy: sql`(p.nombre_normalizado = ${exact}) desc, (p.nombre_normalizado like ${`${exact} %`}) desc,
                   ts_rank(p.busqueda, ${query}) desc, p.unidades_vendidas desc`,
    });
  }
  // No last resort on trigrams of the whole name: a word that neither matches nor corrects to a
  // known word finds nothing ('heladera' is not a dog house, decision 042).
  return list;
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
  // per variant); each token then keeps the known words among its own variants.
  const rows = await queryRows<{ token: string; stop: boolean; prefix: boolean; vecinos: string[] | null; conocidas: string[] | null }>(
    ctx.db,
    sql`select t.tok as token, f.stop, (not f.exact and f.prefix) as prefix,
               case when f.stop or f.exact or f.prefix or length(t.tok) < 3 or t.tok ~ '^[0-9]+$' then null
                    else array(select w.word from app.search_words w order by w.word <-> t.tok limit ${VECINOS})
               end as vecinos,
               (select array_agg(w.word) from app.search_words w where w.word = any(string_to_array(${todas.join(' ')}, ' '))) as conocidas
        from unnest(string_to_array(${tokens.join(' ')}, ' ')) with ordinality as t(tok, i)
        cross join lateral (
          select length(to_tsvector('pg_catalog.spanish', t.tok)) = 0 as stop,
                 exists (select 1 from app.search_words w where w.word = t.tok) as exact,
                 t.i = ${tokens.length} and length(t.tok) >= 2
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
  if (q.precioMin !== undefined) parts.push(sql`p.precio >= ${q.precioMin} and ${PRECIO_EFECTIVO} >= ${q.precioMin}`);
  if (q.precioMax !== undefined) {
    parts.push(sql`(p.precio <= ${q.precioMax} or ${PRECIO_EFECTIVO} <= ${q.precioMax})`);
  }
  if (q.idTipoProducto !== undefined) parts.push(sql`p.tipo_producto_id = ${q.idTipoProducto}`);
  if (q.idRubro !== undefined) {
    parts.push(sql`p.emprendimiento_id in ${emprendimientosDelRubro(q.idRubro)}`);
  }
  return sql.join(parts, sql` and `);
}
