import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Venta, VentasVendedorPage } from '@feria/contracts';
import { crearEmprendimiento, crearProducto, createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { ventasPrueba, VENTAS_VENDEDOR } from '../../modules/ventas/ventas-prueba';

// The seller's sales search (docs/producto/validacion.md) ignores case and accents: people type 'rocio' for 'Rocío'.

describe("seller's sales search", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);

  it("finds the buyer 'Rocío Benítez' by 'rocio benitez' and the shop 'Cerámica Ñandú' by 'CERAMICA ÑANDU'", async () => {
    const u = await comprador(); // the test buyer's profile is 'Rocío Benítez'
    const s = await tienda([{ nombre: 'Mate calabaza', precio: 5000, stock: 5 }]);
    const venta = (
      await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.productos[0]!, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      })
    ).body as Venta;
    expect(venta.compradorNombre).toBe('Rocío Benítez');
    const listar = async (vendedor: UsuarioPrueba, id: string, q: string) =>
      (await call<VentasVendedorPage>(vendedor, 'GET', `${VENTAS_VENDEDOR}/${id}?q=${encodeURIComponent(q)}`)).body;

    for (const q of ['rocio', 'ROCIO BENITEZ', 'Rocío', 'benítez', 'cio ben'])
      expect(
        (await listar(s.vendedor, s.id, q)).content.map((v) => v.id),
        q,
      ).toEqual([venta.id]);
    expect((await listar(s.vendedor, s.id, 'rocia')).totalElements).toBe(0);
    // LIKE wildcards typed by the seller are plain characters, not patterns.
    expect((await listar(s.vendedor, s.id, 'ro_io')).totalElements).toBe(0);
    expect((await listar(s.vendedor, s.id, '%')).totalElements).toBe(0);

    // The shop's own name matches the same way (docs/producto/validacion.md 'business name').
    const vendedor: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    const idTienda = await crearEmprendimiento(t.db, { ownerUserId: vendedor.sub, nombre: 'Cerámica Ñandú' });
    const idProducto = await crearProducto(t.db, idTienda, { nombre: 'Cuenco', precio: 9000, stock: 3 });
    const otra = (
      await pedir(u, { emprendimientoId: idTienda, items: [{ idProducto, cantidad: 1 }], metodoPago: 'TRANSFERENCIA' })
    ).body as Venta;
    for (const q of ['CERAMICA ÑANDU', 'ceramica nandu', 'ñandú'])
      expect(
        (await listar(vendedor, idTienda, q)).content.map((v) => v.id),
        q,
      ).toEqual([otra.id]);
  });
});
