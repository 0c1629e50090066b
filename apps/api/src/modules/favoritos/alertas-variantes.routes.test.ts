import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alerta, ProductoVendedor, VarianteInput } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { despacharPendientes } from '../eventos/eventos';
import { tiposDeProducto } from '../productos/productos-prueba';
import { insertarDescuento } from '../promociones/promociones.queries';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { procesarPendientes } from '../trabajos/trabajos';
import { ventasPrueba } from '../ventas/ventas-prueba';
import { REACCIONES } from '../../reacciones';
import { manejadoresDeAlertas } from './alertas-revision';

// docs/producto/favoritos.md#alerta-de-stock on one variant, and a price drop that comes from a
// discount rather than from the product's own price (decision 095: the discount tables' triggers).
const ALERTAS = '/api/comprador/v1/alertas';
const OPCIONES = [{ nombre: 'Talle', valores: ['38', '39', '40'] }];

describe('alertas: variants and discounts', () => {
  let t: TestApp;
  let tipo: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    tipo = (await tiposDeProducto(t))[0]!.id;
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda } = ventasPrueba(() => t);
  const revisar = async () => {
    await procesarPendientes(t.db, manejadoresDeAlertas(), { limite: 100 });
    await despacharPendientes(t.db, REACCIONES);
  };
  const correos = (idProducto: string) =>
    datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'alerta-cumplida', datos: { idProducto } });

  it('a stock alert on a sold-out variant fires when that variant is back, not for another one', async () => {
    const u = await comprador();
    const s = await tienda([], { mercadoPago: false });
    const talle = (t: string, stock: number, extra: Partial<VarianteInput> = {}): VarianteInput => ({
      valores: { Talle: t },
      stock,
      ...extra,
    });
    const base = { nombre: 'Zapatilla de lona', precio: 40000, stock: 0, tipoProductoId: tipo, opciones: OPCIONES };
    const creado = await call<ProductoVendedor>(
      s.vendedor,
      'POST',
      `/api/emprendedor/v1/productos?idEmprendimiento=${s.id}`,
      {
        ...base,
        variantes: [talle('38', 0), talle('39', 3), talle('40', 0, { habilitada: false })],
      },
    );
    expect(creado.status, JSON.stringify(creado.body)).toBe(201);
    const id = creado.body.id;
    const v = Object.fromEntries(creado.body.variantes!.map((x) => [x.valores.Talle!, x.id]));

    expect((await call(u, 'PUT', ALERTAS, { tipo: 'stock', idProducto: id })).body).toMatchObject({
      codigo: 'ALERTA_CON_STOCK',
    });
    expect((await call(u, 'PUT', ALERTAS, { tipo: 'stock', idProducto: id, idVariante: v['39'] })).status).toBe(409);
    expect((await call(u, 'PUT', ALERTAS, { tipo: 'stock', idProducto: id, idVariante: v['40'] })).body).toMatchObject({
      codigo: 'ALERTA_VARIANTE_NO_ENCONTRADA',
      campo: 'idVariante',
    });
    const alerta = await call<Alerta>(u, 'PUT', ALERTAS, { tipo: 'stock', idProducto: id, idVariante: v['38'] });
    expect(alerta.body).toMatchObject({ idVariante: v['38'], textoVariante: 'Talle 38', cumplidaEn: null });

    const editar = (variantes: VarianteInput[]) =>
      call(s.vendedor, 'PUT', `/api/emprendedor/v1/productos/${id}`, { ...base, variantes });
    // Another variant gets more stock: the alert on 38 stays.
    expect(
      (
        await editar([
          talle('38', 0, { id: v['38'] }),
          talle('39', 8, { id: v['39'] }),
          talle('40', 0, { id: v['40'], habilitada: false }),
        ])
      ).status,
    ).toBe(200);
    await revisar();
    expect((await call<Alerta[]>(u, 'GET', ALERTAS)).body).toHaveLength(1);
    // 38 is back.
    expect(
      (
        await editar([
          talle('38', 2, { id: v['38'] }),
          talle('39', 8, { id: v['39'] }),
          talle('40', 0, { id: v['40'], habilitada: false }),
        ])
      ).status,
    ).toBe(200);
    await revisar();
    expect((await call<Alerta[]>(u, 'GET', ALERTAS)).body).toEqual([]);
    expect(await correos(id)).toEqual([
      expect.objectContaining({ datos: expect.objectContaining({ alerta: 'stock', variante: 'Talle 38' }) }),
    ]);
  });

  it('a price alert fires when a discount starts, measured by the price the card shows', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Lámpara de mimbre', precio: 20000, stock: 4 }]);
    const id = s.productos[0]!;
    await call(u, 'PUT', `/api/comprador/v1/favoritos/${id}`);
    expect((await call<Alerta>(u, 'PUT', ALERTAS, { tipo: 'precio', idProducto: id })).body).toMatchObject({
      precioReferencia: 20000,
    });
    // A discount saved switched off changes nothing.
    await insertarDescuento(t.db, s.id, { tipo: 'PORCENTAJE', valor: 30, activo: false }, [id]);
    await revisar();
    expect((await call<Alerta[]>(u, 'GET', ALERTAS)).body).toHaveLength(1);
    await insertarDescuento(t.db, s.id, { tipo: 'PORCENTAJE', valor: 15 }, [id]);
    await revisar();
    expect((await call<Alerta[]>(u, 'GET', ALERTAS)).body).toEqual([]);
    expect(await correos(id)).toEqual([
      expect.objectContaining({
        datos: expect.objectContaining({ alerta: 'precio', precio: 17000, precioAnterior: 20000 }),
      }),
    ]);
  });

  it('a paused product fires its stock alert when it is enabled again with stock', async () => {
    const u = await comprador();
    const s = await tienda([{ nombre: 'Canasto agotado', precio: 9000, stock: 0 }]);
    const id = s.productos[0]!;
    expect((await call(u, 'PUT', ALERTAS, { tipo: 'stock', idProducto: id })).status).toBe(200);
    const vendedor = '/api/emprendedor/v1/productos';
    expect((await call(s.vendedor, 'PATCH', `${vendedor}/deshabilitar/${id}`)).status).toBe(200);
    const { body: p } = await call<ProductoVendedor>(s.vendedor, 'GET', `${vendedor}/${id}`);
    const r = await call(s.vendedor, 'PUT', `${vendedor}/${id}`, {
      nombre: p.nombre,
      precio: p.precio,
      stock: 5,
      tipoProductoId: tipo,
    });
    expect(r.status).toBe(200);
    await revisar();
    // Back in stock but not for sale: nothing yet.
    expect((await call<Alerta[]>(u, 'GET', ALERTAS)).body).toHaveLength(1);
    expect((await call(s.vendedor, 'PATCH', `${vendedor}/habilitar/${id}`)).status).toBe(200);
    await revisar();
    expect((await call<Alerta[]>(u, 'GET', ALERTAS)).body).toEqual([]);
    expect(await correos(id)).toHaveLength(1);
  });
});
