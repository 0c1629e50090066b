import type { Faceta } from '@feria/contracts';
import { opcionElegida, partirOpcion, type SearchState } from './search-params';

/** A value offered in the filter panel: chosen or not, and how many results have it (unknown for a chosen value the results no longer show). */
export interface ValorOfrecido {
  valor: string;
  cantidad?: number;
  elegido: boolean;
}

export interface OpcionOfrecida {
  nombre: string;
  valores: ValorOfrecido[];
}

const comparable = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * docs/producto/busqueda.md#filtro-por-opciones: the panel's sections, one per option the search
 * offers (its `facetas`, in their order), plus every chosen value the answer does not list, so a
 * choice can always be taken back where it was made.
 */
export function opcionesOfrecidas(facetas: readonly Faceta[] | undefined, s: SearchState): OpcionOfrecida[] {
  const secciones: OpcionOfrecida[] = (facetas ?? []).map((f) => ({
    nombre: f.nombre,
    valores: f.valores.map((v) => ({ ...v, elegido: opcionElegida(s, f.nombre, v.valor) })),
  }));
  for (const par of s.opciones ?? []) {
    const [nombre, valor] = partirOpcion(par) ?? ['', ''];
    if (!nombre) continue;
    let seccion = secciones.find((o) => comparable(o.nombre) === comparable(nombre));
    if (!seccion) secciones.push((seccion = { nombre, valores: [] }));
    if (!seccion.valores.some((v) => comparable(v.valor) === comparable(valor)))
      seccion.valores.push({ valor, elegido: true });
  }
  return secciones;
}
