import { describe, expect, it } from 'vitest';
import type { Producto } from '@feria/contracts';
import { mezclarRecomendados, RECOMENDADOS_MAX } from './recomendados';

const p = (id: string) => ({ id, nombre: id }) as Producto;
const ids = (l: Producto[]) => l.map((x) => x.id);

describe('mezclarRecomendados (docs/producto/api.md#publicas-del-comprador)', () => {
  it('puts the best sellers first, then one product of each search in turn, without repeats', () => {
    const out = mezclarRecomendados([p('a'), p('b')], [[p('m1'), p('m2'), p('a')], [p('v1'), p('b'), p('v2')], []]);
    expect(ids(out)).toEqual(['a', 'b', 'm1', 'v1', 'm2', 'v2']);
  });

  it('caps the list at 60', () => {
    const busquedas = Array.from({ length: 15 }, (_, t) => Array.from({ length: 6 }, (_, i) => p(`${t}-${i}`)));
    const out = mezclarRecomendados(
      Array.from({ length: 20 }, (_, i) => p(`d${i}`)),
      busquedas,
    );
    expect(out).toHaveLength(RECOMENDADOS_MAX);
    expect(new Set(ids(out)).size).toBe(RECOMENDADOS_MAX);
    expect(ids(out).slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => `d${i}`));
  });
});
