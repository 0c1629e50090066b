import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CuponPublico, EmprendimientoPublico, Page } from '@feria/contracts';
import { DEMO_EMPRENDIMIENTOS } from '../demo/demo-data';
import { insertarCupon } from '../modules/promociones/promociones.queries';
import { createTestApp, type TestApp } from '../testing';

// Every demo shop type has an enabled coupon its shop page announces (decision 065).

const PUBLIC = '/api/v1/public/core';

describe('demo coupons', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' });
  });
  afterAll(async () => t.close());
  const cupones = async (id: string) => (await t.app.inject(`${PUBLIC}/tienda/${id}/cupones`)).json<CuponPublico[]>();

  it('announces at least one enabled coupon for every demo shop type (rubro)', async () => {
    const tiendas = (await t.app.inject(`${PUBLIC}/emprendimientos?size=100`)).json<Page<EmprendimientoPublico>>()
      .content;
    const rubrosConCupon = new Set<string>();
    for (const tienda of tiendas) {
      const lista = await cupones(tienda.id);
      if (lista.length > 0) rubrosConCupon.add(tienda.rubro.nombre);
      for (const c of lista) expect(c.codigoCupon).toMatch(/^[A-Z0-9_-]{3,30}$/);
    }
    expect([...rubrosConCupon].sort()).toEqual([...new Set(DEMO_EMPRENDIMIENTOS.map((s) => s.rubro))].sort());
    const mate = tiendas.find((e) => e.nombre === 'Mate y Luna')!;
    expect(await cupones(mate.id)).toEqual([
      {
        codigoCupon: 'PRIMERA10',
        tipo: 'PORCENTAJE',
        valor: 10,
        descripcion: 'Cupón demo: tu primera compra',
        montoMinimo: null,
        cantidadMinima: null,
        fechaFin: null,
      },
    ]);
  });

  it('announces only coupons usable now: not a switched-off, ended or not yet started one', async () => {
    const tiendas = (await t.app.inject(`${PUBLIC}/emprendimientos?size=100`)).json<Page<EmprendimientoPublico>>()
      .content;
    const tienda = tiendas.find((e) => e.nombre === 'Papel Pampa')!;
    const base = {
      tipo: 'PORCENTAJE' as const,
      valor: 5,
      descripcion: null,
      montoMinimo: null,
      cantidadMinima: null,
      fechaInicio: null,
      fechaFin: null,
      usosMaximos: null,
      usosPorComprador: null,
      activo: true,
    };
    const dia = 86_400_000;
    await insertarCupon(t.db, tienda.id, { ...base, codigo: 'APAGADO', activo: false });
    await insertarCupon(t.db, tienda.id, {
      ...base,
      codigo: 'VENCIDO',
      fechaInicio: new Date(Date.now() - 9 * dia),
      fechaFin: new Date(Date.now() - dia),
    });
    await insertarCupon(t.db, tienda.id, { ...base, codigo: 'FUTURO', fechaInicio: new Date(Date.now() + dia) });
    expect((await cupones(tienda.id)).map((c) => c.codigoCupon)).toEqual(['ESCRIBI10']);
  });
});
