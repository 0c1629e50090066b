import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES, MENSAJES_PRODUCTO, type ProductoVendedor, type TipoProductoListItem } from '@feria/contracts';
import { createTestApp, type TestApp } from '../../testing';
import { BASE, error, pasos, tiposDeProducto, vendedor } from './productos-prueba';

describe('emprendedor: productos, validación', () => {
  let t: TestApp;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    tipos = await tiposDeProducto(t);
  });
  afterAll(async () => t.close());
  const { call, tienda, payload, crear, mios } = pasos(
    () => t,
    () => tipos,
  );

  it('refuses a SKU already used by another live product of the same shop (409)', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const primero = (await crear(u, shop, { sku: 'SKU-7' })).body;
    const repetido = error(409, MENSAJES_PRODUCTO.skuRepetido, 'PRODUCTO_SKU_DUPLICADO');
    expect(await crear(u, shop, { sku: 'SKU-7' })).toEqual(repetido);
    const segundo = (await crear(u, shop, { sku: 'SKU-8' })).body;
    expect(await call(u, 'PUT', `${BASE}/${segundo.id}`, payload({ sku: 'SKU-7' }))).toEqual(repetido);
    expect((await call<ProductoVendedor>(u, 'GET', `${BASE}/${segundo.id}`)).body.sku).toBe('SKU-8');
    // Keeping its own SKU, products without SKU and another shop's SKU are fine.
    expect((await call(u, 'PUT', `${BASE}/${primero.id}`, payload({ sku: 'SKU-7', stock: 9 }))).status).toBe(200);
    expect((await crear(u, shop, { sku: null })).status).toBe(201);
    expect((await crear(u, shop, { sku: '' })).status).toBe(201);
    const otra = vendedor();
    expect((await crear(otra, await tienda(otra), { sku: 'SKU-7' })).status).toBe(201);
    expect(await mios(u, shop)).toHaveLength(4);
  });

  it('validates the payload with Spanish messages and stores nothing', async () => {
    const u = vendedor();
    const shop = await tienda(u);
    const { id } = (await crear(u, shop)).body;
    const antes = await mios(u, shop);
    const casos: [object, string, string?][] = [
      [payload({ precio: -1 }), MENSAJES_PRODUCTO.precioInvalido],
      [payload({ precio: 10.005 }), MENSAJES_PRODUCTO.precioInvalido],
      [{ ...payload(), precio: 'caro' }, MENSAJES_PRODUCTO.precioInvalido],
      [payload({ stock: 1.5 }), MENSAJES_PRODUCTO.stockInvalido],
      [payload({ stock: -2 }), MENSAJES_PRODUCTO.stockInvalido],
      [{ ...payload(), stock: 'muchos' }, MENSAJES_PRODUCTO.stockInvalido],
      [payload({ nombre: '   ' }), MENSAJES_PRODUCTO.nombreObligatorio],
      [{ ...payload(), nombre: 123 }, MENSAJES_PRODUCTO.nombreObligatorio],
      [payload({ nombre: 'x'.repeat(10_000) }), MENSAJES_PRODUCTO.nombreLargo],
      [payload({ descripcion: 'y'.repeat(50_000) }), MENSAJES_PRODUCTO.descripcionLarga],
      [payload({ sku: 'S'.repeat(41) }), MENSAJES_PRODUCTO.skuLargo],
      [{ ...payload(), tipoProductoId: 'tazas' }, MENSAJES_PRODUCTO.tipoObligatorio],
      [payload({ tipoProductoId: 999_999 }), MENSAJES_PRODUCTO.tipoInexistente, 'TIPO_PRODUCTO_INEXISTENTE'],
      [
        payload({
          atributosRequestDto: [
            { clave: 'Color', valor: 'Azul' },
            { clave: ' COLOR ', valor: 'Rojo' },
          ],
        }),
        MENSAJES_PRODUCTO.claveRepetida,
      ],
      [payload({ atributosRequestDto: [{ clave: '', valor: 'Azul' }] }), MENSAJES_PRODUCTO.claveAtributo],
      [payload({ atributosRequestDto: [{ clave: 'Color', valor: ' ' }] }), MENSAJES_PRODUCTO.valorAtributo],
      [payload({ atributosRequestDto: [{ clave: 'Color', valor: 'z'.repeat(81) }] }), MENSAJES_PRODUCTO.atributoLargo],
      [
        payload({ atributosRequestDto: Array.from({ length: 31 }, (_, i) => ({ clave: `K${i}`, valor: 'v' })) }),
        MENSAJES_PRODUCTO.demasiadosAtributos,
      ],
      // Wrong shapes get the generic Spanish text, never zod's English fallback.
      [{ ...payload(), atributosRequestDto: 'Color: Azul' }, MENSAJES.parametrosInvalidos],
      [{ ...payload(), atributosRequestDto: [{ clave: 5, valor: 'Azul' }] }, MENSAJES.parametrosInvalidos],
    ];
    for (const [body, mensaje, codigo = 'VALIDACION'] of casos) {
      const esperado = error(400, mensaje, codigo);
      expect(
        await call(u, 'POST', `${BASE}?idEmprendimiento=${shop}`, body),
        JSON.stringify(body).slice(0, 120),
      ).toEqual(esperado);
      expect(await call(u, 'PUT', `${BASE}/${id}`, body), `PUT ${JSON.stringify(body).slice(0, 120)}`).toEqual(
        esperado,
      );
    }
    expect(await call(u, 'POST', `${BASE}?idEmprendimiento=no-es-un-id`, payload())).toEqual(
      error(400, 'El identificador del emprendimiento no es válido', 'VALIDACION'),
    );
    expect(await call(u, 'POST', BASE, payload())).toEqual(
      error(400, 'El identificador del emprendimiento no es válido', 'VALIDACION'),
    );
    expect(await call(u, 'GET', `${BASE}/no-es-un-id`)).toEqual(error(400, MENSAJES.idInvalido, 'VALIDACION'));
    const roto = await t.app.inject({
      method: 'POST',
      url: `${BASE}?idEmprendimiento=${shop}`,
      headers: { ...(await t.auth(u)), 'content-type': 'application/json' },
      payload: '{"nombre": ',
    });
    expect({ status: roto.statusCode, body: roto.json() }).toEqual(
      error(400, MENSAJES.parametrosInvalidos, 'VALIDACION'),
    );
    expect(await mios(u, shop)).toEqual(antes);
  });
});
