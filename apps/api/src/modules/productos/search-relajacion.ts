import { sql, type SQL } from 'drizzle-orm';
import type { Texto } from './search-pagina';
import { tsquery } from './search-sql';

/**
 * Products containing a word that are read (the first ones the full-text index gives) to tell
 * whether the word names products or describes them: enough to meet it both in names and in
 * attribute values when it is used both ways, few enough to cost a handful of heap rows per word.
 */
const MUESTRA = sql.raw('32');

/**
 * The words' classes, docs/producto/busqueda.md#palabras-del-producto. Each word (a group: the word
 * OR'ed with its corrections) is classed once per search:
 * - 'producto': it names a product type (`deTipo`, decided in JS from the types' names), or it is
 *   in product names and never in attribute values ('correa', 'canguro'), or in no product at all
 *   (an unknown word may be the thing asked for, so attribute words do not stand in for it:
 *   'heladera roja' finds nothing);
 * - 'atributo': it is an attribute value of some product ('m', 'rojo', 'cuero', '40');
 * - 'otra': only in descriptions ('talle', which no attribute value says).
 * Names and attribute values are told apart by the weights of the search vector (name A, type and
 * attribute values B), read on the first MUESTRA products containing the word; a type's word is
 * not read, since it names products whatever else it is.
 * `r` holds the tsqueries the attempts use: q0, any product word in a name, type or attribute
 * value (`nombrados`, the groups restricted to those weights), which every attempt of all the
 * words requires (#nombre-o-tipo: boots whose description mentions a backpack are not listed for
 * 'mochila de cuero'); q1–q3, the relaxed attempts of `intentosRelajados`.
 */
export function clasesDePalabras(busqueda: Pick<Texto, 'grupos' | 'nombrados' | 'deTipo'>): SQL {
  const lista = (xs: readonly string[]) => sql`(select string_to_array(${xs.join(',')}::text, ','))`;
  return sql`g as materialized (
      select x.i, x.n as t, to_tsquery('pg_catalog.spanish', x.t) as q, x.tipo::boolean as tipo
      from unnest(${lista(busqueda.grupos)}, ${lista(busqueda.nombrados)}, ${lista(busqueda.deTipo.map(String))}) with ordinality x(t, n, tipo, i)),
    clases as materialized (
      select g.i, g.t,
             case when g.tipo then 'producto'
                  when s.atributo then 'atributo'
                  when s.nombre or not s.alguno then 'producto'
                  else 'otra' end as clase
      from g cross join lateral (
        select count(*) > 0 as alguno,
               coalesce(bool_or(ts_filter(x.busqueda, '{b}') @@ g.q), false) as atributo,
               coalesce(bool_or(ts_filter(x.busqueda, '{a}') @@ g.q), false) as nombre
        from (select p.busqueda from app.productos p where not g.tipo and p.busqueda @@ g.q limit ${MUESTRA}) x) s),
    r as materialized (
      select c.o_productos as q0,
             case when c.n_otra > 0 and c.n_otra < c.n then c.y_sin_otras end as q1,
             case when c.n_producto > 0 and c.n_atributo > 0 then c.y_productos end as q2,
             case when c.n_producto > 1 then c.o_productos when c.n_producto = 0 and c.n > 1 then c.o_todas end as q3
      from (select count(*) as n,
                   count(*) filter (where clase = 'producto') as n_producto,
                   count(*) filter (where clase = 'atributo') as n_atributo,
                   count(*) filter (where clase = 'otra') as n_otra,
                   string_agg(t, ' & ' order by i) filter (where clase <> 'otra') as y_sin_otras,
                   string_agg(t, ' & ' order by i) filter (where clase = 'producto') as y_productos,
                   string_agg(t, ' | ' order by i) filter (where clase = 'producto') as o_productos,
                   string_agg(t, ' | ' order by i) as o_todas
            from clases) c)`;
}

/** q0–q3 of `clasesDePalabras` as InitPlans: computed once per statement. */
export function consulta(n: 'q0' | 'q1' | 'q2' | 'q3'): SQL {
  return sql.raw(`(select r.${n} from r)`);
}

/**
 * The attempts after the first (every word, `m0`, with a product word in the name or type) found
 * nothing. In order, the first that finds something:
 * the product and attribute words together (m1, without the 'otra' words: 'remera talle m' →
 * remera & m); the product words alone (m2, the attribute words then only raise the rank: 'remera
 * roja' with no red remera lists remeras); any product word (m3, several product words no product
 * has together). A query without product words keeps the old relaxation, any of its words.
 * Attribute or description words alone never list a product when the query names one, and since
 * these attempts already leave words out, the words they keep must be in the product's name, type
 * or attribute values (the groups restricted to those weights): a bag whose description mentions
 * its strap (correa) is not listed for 'correa roja'. With one word, none of them applies.
 * Last, m4: every word anywhere, the description included, when no product has them with a
 * product word in its name or type (a query only descriptions answer still finds something).
 * `candidatos(query, condicion)` is the candidates' select over `p` for a tsquery, run only when
 * `condicion` (constant for the statement) holds; `todas` is m0's select without its condition on
 * q0.
 */
export function intentosRelajados(
  candidatos: (query: SQL, condicion: SQL) => SQL,
  todas: (condicion: SQL) => SQL,
): SQL {
  const q = consulta;
  const vacios = (...ms: string[]) => sql.raw(ms.map((m) => `not exists (select 1 from ${m})`).join(' and '));
  return sql`m1 as materialized (${candidatos(tsquery(q('q1')), sql`${q('q1')} is not null and ${vacios('m0')}`)}),
    m2 as materialized (${candidatos(tsquery(q('q2')), sql`${q('q2')} is not null and ${vacios('m0', 'm1')}`)}),
    m3 as materialized (${candidatos(tsquery(q('q3')), sql`${q('q3')} is not null and ${vacios('m0', 'm1', 'm2')}`)}),
    m4 as materialized (${todas(sql`${q('q0')} is not null and ${vacios('m0', 'm1', 'm2', 'm3')}`)})`;
}

/** The attempts' names, in order, for the union of the candidates. */
export const RELAJADOS = ['m1', 'm2', 'm3', 'm4'] as const;
