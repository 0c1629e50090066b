import { sql, type SQL } from 'drizzle-orm';
import { FACETAS_MAX, type Faceta } from '@feria/contracts';

/**
 * The filter by option values and the facets of a search, docs/producto/busqueda.md#filtro-por-opciones.
 * Names and values are compared as the database's `app.normalizar` leaves them (no case, no
 * accents) after trimming: 'talle' is 'Talle'. Only enabled variants with stock count, as for
 * searching by their values (docs/producto/variantes.md#buscar-por-opciones).
 */

/** One option of the filter: its name as asked and the values asked of it (any of them). */
export interface OpcionElegida {
  nombre: string;
  valores: string[];
}

/** A name compared as the database does it, for grouping in JS ('Talle', ' talle' → 'talle'). */
const clave = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** `Talle:38`, `talle:39`, `Color:Negro` → Talle (38, 39), Color (Negro): the name ends at the first ':'. */
export function opcionesElegidas(opcion: readonly string[] | undefined): OpcionElegida[] {
  const porNombre = new Map<string, OpcionElegida>();
  for (const par of opcion ?? []) {
    const i = par.indexOf(':');
    const nombre = par.slice(0, i).trim();
    const valor = par.slice(i + 1).trim();
    const k = clave(nombre);
    const o = porNombre.get(k) ?? { nombre, valores: [] };
    if (!o.valores.some((v) => clave(v) === clave(valor))) o.valores.push(valor);
    porNombre.set(k, o);
  }
  return [...porNombre.values()];
}

/** The filter as one JSON parameter: `[{ n: name, v: [values] }]`. */
const comoJson = (elegidas: readonly OpcionElegida[]) =>
  JSON.stringify(elegidas.map((o) => ({ n: o.nombre, v: o.valores })));

/**
 * The products (`p`) with an enabled variant with stock that has, for every chosen option, one of
 * its chosen values. The chosen names and values are normalised once per statement (InitPlans),
 * so the statement keeps one generic plan whatever they are (decision 043).
 */
export function filtroDeOpciones(elegidas: readonly OpcionElegida[]): SQL {
  const condiciones = elegidas.map((o) => {
    const nombre = sql`(select app.normalizar(btrim(${o.nombre}::text)))`;
    const valores = sql`(select array_agg(app.normalizar(btrim(x))) from jsonb_array_elements_text(${JSON.stringify(o.valores)}::jsonb) x)::text[]`;
    return sql`exists (select 1 from jsonb_each_text(v.valores) e
                        where app.normalizar(btrim(e.key)) = ${nombre} and app.normalizar(btrim(e.value)) = any(${valores}))`;
  });
  return sql`jsonb_array_length(p.opciones) > 0 and exists (
      select 1 from app.producto_variantes v
       where v.producto_id = p.id and v.habilitada and v.stock > 0 and ${sql.join(condiciones, sql` and `)})`;
}

/** A value of an option among the results, as the facets statement gives it. */
export interface FilaFaceta {
  /** The option's normalised name, which groups 'Talle' and 'talle'. */
  clave: string;
  /** The option's most frequent spelling among the results. */
  opcion: string;
  valor: string;
  cantidad: number;
  /** Products among the results with this option (any value). */
  productos: number;
}

/**
 * CTEs over `u` (the candidates with options, a relation with column `id`): `facetas` holds one
 * JSON array of FilaFaceta. A value counts a product when one of its enabled variants with stock
 * has it and the values chosen of the OTHER options (the usual faceting rule: the values of an
 * option do not narrow that option's own list, so a second size can be added).
 * One pass over the candidates' variants (at most TOPE products, decision 043), no per-value query.
 */
export function facetasSql(elegidas: readonly OpcionElegida[]): SQL {
  return sql`fv as materialized (
      select v.producto_id, v.id as variante, app.normalizar(btrim(e.key)) as clave, btrim(e.key) as nombre,
             btrim(e.value) as valor, app.normalizar(btrim(e.value)) as valor_n
        from u join app.producto_variantes v on v.producto_id = u.id
        cross join jsonb_each_text(v.valores) e
       where v.habilitada and v.stock > 0),
    ff as materialized (
      select app.normalizar(btrim(o->>'n')) as clave,
             array(select app.normalizar(btrim(x)) from jsonb_array_elements_text(o->'v') x) as valores
        from jsonb_array_elements((select ${comoJson(elegidas)}::jsonb)) o),
    fallas as (
      select w.variante, count(*) as n, min(ff.clave) as cual
        from (select distinct variante from fv) w cross join ff
       where not exists (select 1 from fv x where x.variante = w.variante and x.clave = ff.clave and x.valor_n = any(ff.valores))
       group by w.variante),
    cuentas as (
      select fv.clave, mode() within group (order by fv.valor) as valor,
             count(distinct fv.producto_id)::int as cantidad
        from fv left join fallas fa on fa.variante = fv.variante
       where fa.variante is null or (fa.n = 1 and fa.cual = fv.clave)
       group by fv.clave, fv.valor_n),
    facetas as (
      select coalesce(json_agg(json_build_object('clave', c.clave, 'valor', c.valor,
                                                 'cantidad', c.cantidad, 'productos', o.productos, 'opcion', o.nombre)), '[]') as facetas
        from cuentas c
        join (select clave, count(distinct producto_id)::int as productos, mode() within group (order by nombre) as nombre
                from fv group by clave) o on o.clave = c.clave)`;
}

const TALLES = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'];
const numero = (v: string) => (/^\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(',', '.')) : null);
const talle = (v: string) => TALLES.indexOf(clave(v));

/** Numbers ascending ('38' < '40' < '100'), then sizes XS < S < M < L < XL < XXL, then the rest alphabetically. */
export function ordenNatural(a: string, b: string): number {
  const na = numero(a);
  const nb = numero(b);
  if (na !== null || nb !== null) return na === null ? 1 : nb === null ? -1 : na - nb;
  const ta = talle(a);
  const tb = talle(b);
  if (ta >= 0 || tb >= 0) return ta < 0 ? 1 : tb < 0 ? -1 : ta - tb;
  return a.localeCompare(b, 'es', { sensitivity: 'base', numeric: true });
}

/**
 * The facets a page answers: the options most products have first (at most FACETAS_MAX.opciones),
 * each named as its variants mostly spell it, with its most frequent values (at most FACETAS_MAX.valores)
 * in their natural order. Undefined when no result has options.
 */
export function facetasDe(filas: readonly FilaFaceta[]): Faceta[] | undefined {
  const porClave = new Map<string, FilaFaceta[]>();
  for (const f of filas) porClave.set(f.clave, [...(porClave.get(f.clave) ?? []), f]);
  const opciones = [...porClave.values()]
    .map((valores) => ({ nombre: valores[0]!.opcion, productos: valores[0]!.productos, valores }))
    // Tied, the one with more values first (sizes before colours, usually), then by name.
    .sort(
      (a, b) =>
        b.productos - a.productos || b.valores.length - a.valores.length || a.nombre.localeCompare(b.nombre, 'es'),
    )
    .slice(0, FACETAS_MAX.opciones);
  if (opciones.length === 0) return undefined;
  return opciones.map((o) => ({
    nombre: o.nombre,
    valores: [...o.valores]
      .sort((a, b) => b.cantidad - a.cantidad || ordenNatural(a.valor, b.valor))
      .slice(0, FACETAS_MAX.valores)
      .sort((a, b) => ordenNatural(a.valor, b.valor))
      .map((v) => ({ valor: v.valor, cantidad: v.cantidad })),
  }));
}
