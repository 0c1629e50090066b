import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmprendimientoPublico, EnviosDeTienda, Page } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { idDeReferencia } from '../referencias/referencias.queries';

// docs/producto/demo.md#envios: every demo shop can be bought from, with realistic options.

const PUBLIC = '/api/v1/public/core';

describe('los envíos de la demo (docs/producto/demo.md#envios)', () => {
  let t: TestApp;
  let tiendas: EmprendimientoPublico[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
    const res = await t.app.inject(`${PUBLIC}/emprendimientos?size=60`);
    tiendas = res.json<Page<EmprendimientoPublico>>().content;
  });
  afterAll(async () => t.close());

  const envios = async (id: string, idProvincia?: number) =>
    (
      await t.app.inject(`${PUBLIC}/tienda/${id}/envios${idProvincia ? `?idProvincia=${idProvincia}` : ''}`)
    ).json<EnviosDeTienda>();
  const tienda = (nombre: string) => tiendas.find((x) => x.nombre === nombre)!;

  it('every shop delivers home to every province, pickup where it has a counter', async () => {
    expect(tiendas.length).toBeGreaterThanOrEqual(10);
    const tierraDelFuego = (await idDeReferencia(
      t.db,
      'provincia',
      'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
    ))!;
    for (const x of tiendas) {
      const { metodos } = await envios(x.id, tierraDelFuego);
      expect(
        metodos.map((m) => m.tipo),
        x.nombre,
      ).toContain('DOMICILIO');
      expect(
        metodos.some((m) => m.tipo === 'RETIRO'),
        x.nombre,
      ).toBe(x.nombre !== 'Nodo Patagonia');
    }
  });

  it('Casa Ceibo: pickup in Córdoba, its own province cheapest, free from $ 60.000', async () => {
    const ceibo = tienda('Casa Ceibo');
    const cordoba = (await idDeReferencia(t.db, 'provincia', 'Córdoba'))!;
    const salta = (await idDeReferencia(t.db, 'provincia', 'Salta'))!;
    const [retiro, domicilio] = (await envios(ceibo.id, cordoba)).metodos;
    expect(retiro).toMatchObject({ tipo: 'RETIRO', costo: 0, direccion: { ciudad: 'Córdoba', calle: 'Belgrano' } });
    expect(domicilio).toMatchObject({ tipo: 'DOMICILIO', costo: 3100, diasMin: 1, diasMax: 2, gratisDesde: 60000 });
    expect((await envios(ceibo.id, salta)).metodos[1]).toMatchObject({ costo: 9200, diasMin: 4, diasMax: 8 });
  });

  it('only Tostadero Aconquija offers "a coordinar"', async () => {
    const conCoordinar: string[] = [];
    for (const x of tiendas)
      if ((await envios(x.id)).metodos.some((m) => m.tipo === 'A_COORDINAR')) conCoordinar.push(x.nombre);
    expect(conCoordinar).toEqual(['Tostadero Aconquija']);
  });
});
