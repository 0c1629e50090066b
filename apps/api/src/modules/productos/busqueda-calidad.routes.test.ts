import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductoPage } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { CONSULTAS_CON_ERRORES, CONSULTAS_SIN_RESULTADOS, CONSULTAS_VARIAS_PALABRAS } from './busqueda-calidad';

const BUSCAR = '/api/v1/public/core/productos/buscar';

// Search quality over the demo marketplace (busqueda-calidad.ts): typed mistakes on short words
// still find the product, things nobody sells find nothing (decision 042), and a product asked
// with its attributes lists that product (docs/producto/busqueda.md#palabras-del-producto).
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
      if (!c.esperados.some((e) => nombres.includes(e)))
        fallidas.push(`${c.consulta} → ${nombres.slice(0, 3).join(' | ') || '(nada)'}`);
    }
    const recall = 1 - fallidas.length / CONSULTAS_CON_ERRORES.length;
    expect(recall, fallidas.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('finds nothing for things nobody sells', async () => {
    const conResultados: string[] = [];
    for (const consulta of CONSULTAS_SIN_RESULTADOS) {
      const page = await buscar(consulta);
      if (page.totalElements > 0 || page.content.length > 0)
        conResultados.push(
          `${consulta} → ${page.content
            .map((p) => p.nombre)
            .slice(0, 3)
            .join(' | ')}`,
        );
    }
    expect(conResultados).toEqual([]);
  });

  it('suggests the closest known word when nothing matched, and only then', async () => {
    expect(await buscar('lavandina')).toMatchObject({ totalElements: 0, content: [], sugerencia: 'lavanda' });
    expect((await buscar('heladera')).sugerencia).toBeUndefined();
    expect((await buscar('lavanda')).sugerencia).toBeUndefined();
  });

  it("lists only remeras for 'remera talle M', the available one before the sold-out one", async () => {
    const page = await buscar('remera talle M');
    const nombres = page.content.map((p) => p.nombre);
    expect(nombres.length).toBeGreaterThan(0);
    expect(
      page.content.every((p) => p.tipoProducto?.nombre === 'Remera'),
      nombres.join(' | '),
    ).toBe(true);
    for (const ajeno of [
      'Correa retráctil 5 m',
      'Cable USB-C a USB-C trenzado 2 m',
      'Ficus lyrata de 1,20 m',
      'Pelota de caucho natural con sonido',
      'Collar de nylon reforzado con hebilla',
    ]) {
      expect(nombres).not.toContain(ajeno);
    }
    expect(nombres.indexOf('Remera oversize de algodón orgánico')).toBeGreaterThanOrEqual(0);
    expect(nombres.indexOf('Remera oversize de algodón orgánico')).toBeLessThan(
      nombres.indexOf('Remera manga larga rayada'),
    );
  });

  it('lists what a product-and-attributes query asks for: precision@10 of at least 0.85 over the set', async () => {
    let precision = 0;
    const peores: string[] = [];
    for (const c of CONSULTAS_VARIAS_PALABRAS) {
      const nombres = (await buscar(c.consulta)).content.map((p) => p.nombre);
      const p = nombres.length ? nombres.filter((n) => c.relevantes.includes(n)).length / nombres.length : 0;
      precision += p;
      if (p < 0.5) peores.push(`${c.consulta} → ${nombres.slice(0, 4).join(' | ') || '(nada)'}`);
    }
    expect(precision / CONSULTAS_VARIAS_PALABRAS.length, peores.join('\n')).toBeGreaterThanOrEqual(0.85);
  });

  it('lists available products before sold-out ones, for every query of the sets', async () => {
    const desordenadas: string[] = [];
    const consultas = [
      ...CONSULTAS_CON_ERRORES.map((c) => c.consulta),
      ...CONSULTAS_VARIAS_PALABRAS.map((c) => c.consulta),
      'remera',
      'mate',
      'cafe',
      'planta',
    ];
    for (const consulta of consultas) {
      const stock = (await buscar(consulta)).content.map((p) => p.stock);
      const primerAgotado = stock.indexOf(0);
      if (primerAgotado >= 0 && stock.slice(primerAgotado).some((s) => s > 0)) desordenadas.push(consulta);
    }
    expect(desordenadas).toEqual([]);
  });
});
