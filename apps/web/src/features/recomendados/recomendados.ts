import type { Producto } from '@feria/contracts';

/** docs/producto/api.md#publicas-del-comprador: the buyer home loader queries about 15 generic search terms. */
export const TERMINOS_RECOMENDADOS = [
  'mate',
  'café',
  'vela',
  'remera',
  'cuaderno',
  'zapatillas',
  'taza',
  'mochila',
  'manta',
  'yerba',
  'maceta',
  'jabón',
  'agenda',
  'auriculares',
  'buzo',
] as const;

/** docs/producto/api.md#publicas-del-comprador: merged, de-duplicated, capped at 60. */
export const RECOMENDADOS_MAX = 60;
export const RECOMENDADOS_POR_TERMINO = 6;

/**
 * Best sellers first, then one product of each term in turn (so the grid mixes kinds instead of
 * six mates in a row); a product found twice appears once.
 */
export function mezclarRecomendados(
  destacados: readonly Producto[],
  porTermino: readonly (readonly Producto[])[],
  max = RECOMENDADOS_MAX,
): Producto[] {
  const vistos = new Set<string>();
  const out: Producto[] = [];
  const sumar = (p: Producto) => {
    if (out.length < max && !vistos.has(p.id)) {
      vistos.add(p.id);
      out.push(p);
    }
  };
  destacados.forEach(sumar);
  const largo = Math.max(0, ...porTermino.map((l) => l.length));
  for (let i = 0; i < largo && out.length < max; i++) {
    for (const lista of porTermino) {
      const p = lista[i];
      if (p) sumar(p);
    }
  }
  return out;
}
