import { sql } from 'drizzle-orm';
import { type AtributoSugerido } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { emprendimientoPropio } from '../emprendimientos/propiedad';

interface Uso {
  clave: string;
  valor: string;
  usos: number;
}

const comparable = (s: string) => s.toLocaleLowerCase('es');

/** Case-insensitive groups of spellings; each group answers its most used spelling. */
function agrupar<T>(
  items: readonly T[],
  texto: (t: T) => string,
  usos: (t: T) => number,
): { texto: string; usos: number; items: T[] }[] {
  const grupos = new Map<string, { spellings: Map<string, number>; usos: number; items: T[] }>();
  for (const item of items) {
    const key = comparable(texto(item));
    const g = grupos.get(key) ?? { spellings: new Map<string, number>(), usos: 0, items: [] };
    g.spellings.set(texto(item), (g.spellings.get(texto(item)) ?? 0) + usos(item));
    g.usos += usos(item);
    g.items.push(item);
    grupos.set(key, g);
  }
  return [...grupos.values()].map((g) => {
    const [texto] = [...g.spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'))[0]!;
    return { texto, usos: g.usos, items: g.items };
  });
}

/**
 * GET atributos/{emprendimientoId} (docs/producto/api.md#productos, docs/producto/validacion.md suggestions): the distinct attribute keys of the
 * shop's products, case-insensitive (as the editor compares them), most used first, each with its
 * distinct values in alphabetical order. Deleted products do not count.
 */
export async function atributosDeEmprendimiento(
  ctx: UserContext,
  idEmprendimiento: string,
): Promise<AtributoSugerido[]> {
  const emprendimiento = await emprendimientoPropio(ctx, idEmprendimiento);
  const usos = await queryRows<Uso>(
    ctx.db,
    sql`select btrim(a.clave) as clave, btrim(a.valor) as valor, count(*)::int as usos
        from app.producto_atributos a join app.productos p on p.id = a.producto_id
        where p.emprendimiento_id = ${emprendimiento.id} and not p.eliminado
          and btrim(a.clave) <> '' and btrim(a.valor) <> ''
        group by 1, 2`,
  ).catch((err: unknown) => {
    // docs/producto/errores.md: this call's own 500 text; the cause is logged by the error handler.
    throw errorDe('ATRIBUTOS_ERROR_INTERNO', { cause: err });
  });
  return agrupar(
    usos,
    (u) => u.clave,
    (u) => u.usos,
  )
    .sort((a, b) => b.usos - a.usos || a.texto.localeCompare(b.texto, 'es'))
    .map((clave) => ({
      clave: clave.texto,
      valores: agrupar(
        clave.items,
        (u) => u.valor,
        (u) => u.usos,
      )
        .map((v) => v.texto)
        .sort((a, b) => a.localeCompare(b, 'es')),
    }));
}
