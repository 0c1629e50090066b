import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductoPage } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { CONSULTAS_CON_ERRORES, CONSULTAS_SIN_RESULTADOS } from './busqueda-calidad';

const BUSCAR = '/api/v1/public/core/productos/buscar';

// Search quality over the demo marketplace (busqueda-calidad.ts): typed mistakes on short words
// still find the product, and things nobody sells find nothing (decision 042).
describe('calidad de la búsqueda en la demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());

  const buscar = async (nombre: string) => {
    const res = await t.app.inject({ url: `${BUSCAR}?${new URLSearchParams({ nombre, size: '10' })}` });
    expect(res.statusCode).toBe(200);
    return res.json<ProductoPage>();
  };

  it('finds the product in the first ten for at least 95 % of the typo set', async () => {
    const fallidas: string[] = [];
    for (const c of CONSULTAS_CON_ERRORES) {
      const nombres = (await buscar(c.consulta)).content.map((p) => p.nombre);
      if (!c.esperados.some((e) => nombres.includes(e))) fallidas.push(`${c.consulta} → ${nombres.slice(0, 3).join(' | ') || '(nada)'}`);
    }
    const recall = 1 - fallidas.length / CONSULTAS_CON_ERRORES.length;
    expect(recall, fallidas.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('finds nothing for things nobody sells', async () => {
    const conResultados: string[] = [];
    for (const consulta of CONSULTAS_SIN_RESULTADOS) {
      const page = await buscar(consulta);
      if (page.totalElements > 0 || page.content.length > 0) conResultados.push(`${consulta} → ${page.content.map((p) => p.nombre).slice(0, 3).join(' | ')}`);
    }
    expect(conResultados).toEqual([]);
  });

  it('suggests the closest known word when nothing matched, and only then', async () => {
    expect(await buscar('lavandina')).toMatchObject({ totalElements: 0, content: [], sugerencia: 'lavanda' });
    expect((await buscar('heladera')).sugerencia).toBeUndefined();
    expect((await buscar('lavanda')).sugerencia).toBeUndefined();
  });
});
