import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES_PRODUCTO,
  MENSAJES_VARIANTE,
  MENSAJES_VENTA,
  type Producto,
  type ProductoVendedor,
  type TipoProductoListItem,
  type Venta,
  type VarianteInput,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { productosParaVenta } from './productos.queries';
import { BASE, PUBLIC, buscarPublico, pasos, tiposDeProducto } from './productos-prueba';
import { VENTAS, ventasPrueba } from '../ventas/ventas-prueba';
import { procesarPendientes } from '../trabajos/trabajos';
import { manejadoresDeComercio } from '../ventas/trabajos-comercio';
import { resumenParaAviso } from '../ventas/ventas-avisos.queries';

// docs/producto/variantes.md: options and variants through the seller's API, the public product,
// and orders that take and give back a variant's own stock. PGlite, or PostgreSQL with DATABASE_URL.

const OPCIONES = [
  { nombre: 'Talle', valores: ['38', '39', '40', '41'] },
  { nombre: 'Color', valores: ['Negro', 'Blanco'] },
];
const variante = (talle: string, color: string, stock: number, extra: Partial<VarianteInput> = {}): VarianteInput => ({
  valores: { Talle: talle, Color: color },
  stock,
  ...extra,
});

describe('product variants (docs/producto/variantes.md)', () => {
  let t: TestApp;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    tipos = await tiposDeProducto(t);
  });
  afterAll(async () => t.close());
  const p = pasos(
    () => t,
    () => tipos,
  );
  const v = ventasPrueba(() => t);

  /** A transfer-only shop with a shoe of 4 variants (41 Negro disabled), created through the seller's API. */
  async function zapatilla(variantes: VarianteInput[] = []) {
    const s = await v.tienda([], { mercadoPago: false });
    const r = await p.crear(s.vendedor, s.id, {
      nombre: 'Zapatilla urbana',
      precio: 50000,
      stock: 99,
      sku: null,
      opciones: OPCIONES,
      variantes: variantes.length
        ? variantes
        : [
            variante('38', 'Negro', 3, { sku: 'ZU-38-N' }),
            variante('39', 'Negro', 5),
            variante('40', 'Blanco', 2, { precio: 56000 }),
            variante('41', 'Negro', 4, { habilitada: false }),
          ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return { s, producto: r.body };
  }
  const publico = async (id: string) => (await t.app.inject(`${PUBLIC}/productos/${id}`)).json<Producto>();
  const stockDe = async (id: string) => (await productosParaVenta(t.db, [id]))[0]!;

  it('creates a product with options: variants with their text, stock as the enabled ones add up, precioDesde', async () => {
    const { producto } = await zapatilla();
    expect(producto.opciones).toEqual(OPCIONES);
    expect(producto.variantes!.map((x) => [x.texto, x.stock, x.precioEfectivo, x.habilitada, x.sku])).toEqual([
      ['Talle 38 · Negro', 3, 50000, true, 'ZU-38-N'],
      ['Talle 39 · Negro', 5, 50000, true, null],
      ['Talle 40 · Blanco', 2, 56000, true, null],
      ['Talle 41 · Negro', 4, 50000, false, null],
    ]);
    // 99 in the payload is ignored: 3 + 5 + 2 (the disabled 41 does not count).
    expect(producto.stock).toBe(10);
    expect(producto.precioDesde).toBe(50000);
    const visto = await publico(producto.id);
    expect(visto.variantes!.map((x) => x.texto)).toEqual(['Talle 38 · Negro', 'Talle 39 · Negro', 'Talle 40 · Blanco']);
    expect(visto).toMatchObject({ stock: 10, precioDesde: 50000, opciones: OPCIONES });
  });

  it('keeps variant ids on update (by id or by combination), removes the ones not sent, and recomputes stock', async () => {
    const { s, producto } = await zapatilla();
    const [v38, v39] = producto.variantes!;
    const r = await p.call<ProductoVendedor>(s.vendedor, 'PUT', `${BASE}/${producto.id}`, {
      ...p.payload({ nombre: 'Zapatilla urbana', precio: 50000, sku: null }),
      opciones: OPCIONES,
      variantes: [
        { id: v38!.id, ...variante('38', 'Negro', 7) },
        variante('39', 'Negro', 1),
        variante('40', 'Negro', 2),
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.variantes!.map((x) => x.texto)).toEqual(['Talle 38 · Negro', 'Talle 39 · Negro', 'Talle 40 · Negro']);
    expect(r.body.variantes![0]!.id).toBe(v38!.id);
    expect(r.body.variantes![1]!.id).toBe(v39!.id);
    expect(r.body.stock).toBe(10);
    expect(r.body.precioDesde).toBeNull();
    // One price, so no 'Desde': a search's card still knows it is bought by choosing on its page.
    const enBusqueda = (await buscarPublico(t, { nombre: 'zapatilla urbana', size: 50 })).content.find(
      (x) => x.id === producto.id,
    );
    expect(enBusqueda).toMatchObject({ conOpciones: true, precioDesde: null });
    expect(enBusqueda).not.toHaveProperty('variantes');
    // An update without options leaves them, and the stock stays the variants' sum.
    const sin = await p.call<ProductoVendedor>(s.vendedor, 'PUT', `${BASE}/${producto.id}`, {
      ...p.payload({ nombre: 'Zapatilla urbana', precio: 50000, sku: null, stock: 1 }),
    });
    expect(sin.body.variantes).toHaveLength(3);
    expect(sin.body.stock).toBe(10);
    // [] removes them: the product's own stock counts again.
    const quitadas = await p.call<ProductoVendedor>(s.vendedor, 'PUT', `${BASE}/${producto.id}`, {
      ...p.payload({ nombre: 'Zapatilla urbana', precio: 50000, sku: null, stock: 6 }),
      opciones: [],
    });
    expect(quitadas.body).toMatchObject({ opciones: [], variantes: [], stock: 6, precioDesde: null });
  });

  it('refuses what the rules forbid, naming the field, and saves nothing', async () => {
    const s = await v.tienda([], { mercadoPago: false });
    const crear = (cambios: object) => p.crear(s.vendedor, s.id, { sku: null, ...cambios });
    expect(
      (await crear({ opciones: OPCIONES, variantes: [variante('38', 'Negro', 1), variante('38', 'Negro', 2)] })).body,
    ).toMatchObject({ codigo: 'VALIDACION', mensaje: MENSAJES_VARIANTE.combinacionRepetida });
    expect(
      (await crear({ opciones: OPCIONES, variantes: [{ valores: { Talle: '38' }, stock: 1 }] })).body,
    ).toMatchObject({ mensaje: MENSAJES_VARIANTE.valoresDeVariante });
    expect((await crear({ opciones: OPCIONES, variantes: [variante('38', 'Rojo', 1)] })).body).toMatchObject({
      mensaje: MENSAJES_VARIANTE.valoresDeVariante,
    });
    expect((await crear({ opciones: OPCIONES, variantes: [variante('38', 'Negro', -1)] })).body).toMatchObject({
      mensaje: MENSAJES_VARIANTE.stockVariante,
    });
    expect(
      (await crear({ opciones: OPCIONES, variantes: [variante('38', 'Negro', 1, { precio: 0 })] })).body,
    ).toMatchObject({ mensaje: MENSAJES_VARIANTE.precioVariante });
    const cuatro = ['A', 'B', 'C', 'D'].map((nombre) => ({ nombre, valores: ['1'] }));
    expect((await crear({ opciones: cuatro, variantes: [] })).body).toMatchObject({
      mensaje: MENSAJES_VARIANTE.demasiadasOpciones,
    });
    expect((await crear({ opciones: OPCIONES, variantes: [] })).body).toMatchObject({
      mensaje: MENSAJES_VARIANTE.opcionesSinVariantes,
    });
    // An image that is not the product's.
    expect(
      await crear({ opciones: OPCIONES, variantes: [variante('38', 'Negro', 1, { idImagen: 999999 })] }),
    ).toMatchObject({
      status: 400,
      body: {
        codigo: 'VARIANTE_IMAGEN_AJENA',
        mensaje: MENSAJES_VARIANTE.imagenVariante,
        campo: 'variantes.0.idImagen',
      },
    });
    // A SKU another product of the shop uses.
    expect((await crear({ sku: 'OCUPADO' })).status).toBe(201);
    expect(
      await crear({ opciones: OPCIONES, variantes: [variante('38', 'Negro', 1, { sku: 'OCUPADO' })] }),
    ).toMatchObject({
      status: 409,
      body: { codigo: 'PRODUCTO_SKU_DUPLICADO', mensaje: MENSAJES_PRODUCTO.skuRepetido, campo: 'variantes.0.sku' },
    });
    expect(await p.mios(s.vendedor, s.id)).toHaveLength(1);
    // Another product's variant id on update.
    const { producto: otro } = await zapatilla();
    const mio = (await crear({})).body as ProductoVendedor;
    expect(
      await p.call(s.vendedor, 'PUT', `${BASE}/${mio.id}`, {
        ...p.payload({ sku: null }),
        opciones: OPCIONES,
        variantes: [{ id: otro.variantes![0]!.id, ...variante('38', 'Negro', 1) }],
      }),
    ).toMatchObject({ status: 400, body: { codigo: 'VARIANTE_AJENA', campo: 'variantes.0.id' } });
  });

  it("leaves a product without options as it was (no variants, its own stock, no 'desde')", async () => {
    const s = await v.tienda([], { mercadoPago: false });
    const r = await p.crear(s.vendedor, s.id, { sku: null, stock: 4 });
    expect(r.body).toMatchObject({ stock: 4, opciones: [], variantes: [], precioDesde: null });
  });

  it("finds a product by an option value on sale ('zapatilla 38'), not by a sold-out or disabled one", async () => {
    await zapatilla([
      variante('38', 'Negro', 2),
      variante('39', 'Negro', 0),
      variante('40', 'Blanco', 3, { habilitada: false }),
    ]);
    const s = await v.tienda([], { mercadoPago: false });
    const otra = await p.crear(s.vendedor, s.id, { nombre: 'Zapatilla trail', sku: null, atributosRequestDto: [] });
    const nombres = async (q: string) =>
      (await buscarPublico(t, { nombre: q, size: 50 })).content
        .filter((x) => x.nombre.startsWith('Zapatilla'))
        .map((x) => x.nombre);
    expect(await nombres('zapatilla 38')).toContain('Zapatilla urbana');
    expect(await nombres('zapatilla 38')).not.toContain(otra.body.nombre);
    expect(await nombres('zapatilla negro 38')).toContain('Zapatilla urbana');
    const hallados39 = (await buscarPublico(t, { nombre: 'zapatilla 39', size: 50 })).content.map((x) => x.id);
    const hallados40 = (await buscarPublico(t, { nombre: 'zapatilla blanco 40', size: 50 })).content.map((x) => x.id);
    const urbanas = (await buscarPublico(t, { nombre: 'zapatilla urbana', size: 50 })).content.map((x) => x.id);
    for (const id of urbanas) {
      const visto = await publico(id);
      const con39 = visto.variantes!.some((x) => x.valores.Talle === '39' && x.stock > 0);
      const con40 = visto.variantes!.some((x) => x.valores.Talle === '40' && x.valores.Color === 'Blanco');
      if (!con39) expect(hallados39).not.toContain(id);
      if (!con40) expect(hallados40).not.toContain(id);
    }
  });

  describe('orders', () => {
    const pedido = (idEmprendimiento: string, items: object[]) => ({
      emprendimientoId: idEmprendimiento,
      items,
      metodoPago: 'TRANSFERENCIA',
    });

    it('prices and reserves by variant, keeps its text on the line, and gives it back to it once on cancel', async () => {
      const u = await v.comprador();
      const { s, producto } = await zapatilla();
      const [v38, , v40] = producto.variantes!;
      const r = await v.pedir(
        u,
        pedido(s.id, [
          { idProducto: producto.id, idVariante: v38!.id, cantidad: 2 },
          { idProducto: producto.id, idVariante: v40!.id, cantidad: 1 },
        ]),
      );
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body.items.map((i) => [i.idVariante, i.variante, i.precioUnitario, i.cantidad])).toEqual([
        [v38!.id, 'Talle 38 · Negro', 50000, 2],
        [v40!.id, 'Talle 40 · Blanco', 56000, 1],
      ]);
      expect(r.body.montoTotal).toBe(156000);
      // The order's mails name each variant's line.
      expect((await resumenParaAviso(t.db, r.body.id))!.lineas.map((l) => l.nombre)).toEqual([
        'Zapatilla urbana (Talle 38 · Negro)',
        'Zapatilla urbana (Talle 40 · Blanco)',
      ]);
      let fila = await stockDe(producto.id);
      expect([fila.stock, fila.variantes.get(v38!.id)!.stock, fila.variantes.get(v40!.id)!.stock]).toEqual([7, 1, 1]);
      // The buyer's order read again carries the variant too.
      expect((await v.call<Venta>(u, 'GET', `${VENTAS}/${r.body.id}`)).body.items[0]).toMatchObject({
        variante: 'Talle 38 · Negro',
      });
      expect((await v.call(u, 'PUT', `${VENTAS}/${r.body.id}/cancelar`, {})).status).toBe(200);
      expect((await v.call(u, 'PUT', `${VENTAS}/${r.body.id}/cancelar`, {})).status).toBe(409);
      // The expiry job after the cancel gives nothing back again.
      await procesarPendientes(t.db, manejadoresDeComercio(t.app.comercio), {
        ahora: new Date(Date.now() + 100 * 3_600_000),
      });
      fila = await stockDe(producto.id);
      expect([fila.stock, fila.variantes.get(v38!.id)!.stock, fila.variantes.get(v40!.id)!.stock]).toEqual([10, 3, 2]);
    });

    it('refuses a missing, foreign, disabled or sold-out variant with 422 naming product and variant', async () => {
      const u = await v.comprador();
      const { s, producto } = await zapatilla([
        variante('38', 'Negro', 2),
        variante('41', 'Negro', 0),
        variante('40', 'Negro', 1, { habilitada: false }),
      ]);
      const { producto: otra } = await zapatilla();
      const [, v41, v40] = producto.variantes!;
      expect(await v.pedir(u, pedido(s.id, [{ idProducto: producto.id, cantidad: 1 }]))).toMatchObject({
        status: 422,
        body: {
          codigo: 'VARIANTE_REQUERIDA',
          detalle: MENSAJES_VARIANTE.elegiVariante('Zapatilla urbana'),
          campo: 'items.0',
        },
      });
      // The refused line is named by its position, so the cart says it on that line.
      expect(
        await v.pedir(
          u,
          pedido(s.id, [
            { idProducto: producto.id, idVariante: producto.variantes![0]!.id, cantidad: 1 },
            { idProducto: producto.id, idVariante: v41!.id, cantidad: 1 },
          ]),
        ),
      ).toMatchObject({ status: 422, body: { codigo: 'VARIANTE_NO_DISPONIBLE', campo: 'items.1' } });
      expect(
        await v.pedir(u, pedido(s.id, [{ idProducto: producto.id, idVariante: otra.variantes![0]!.id, cantidad: 1 }])),
      ).toMatchObject({ status: 422, body: { codigo: 'VARIANTE_NO_DISPONIBLE' } });
      expect(
        await v.pedir(u, pedido(s.id, [{ idProducto: producto.id, idVariante: v41!.id, cantidad: 1 }])),
      ).toMatchObject({
        status: 422,
        body: {
          codigo: 'VARIANTE_NO_DISPONIBLE',
          detalle: MENSAJES_VARIANTE.varianteAgotada('Zapatilla urbana (Talle 41 · Negro)'),
        },
      });
      expect(
        await v.pedir(u, pedido(s.id, [{ idProducto: producto.id, idVariante: v40!.id, cantidad: 1 }])),
      ).toMatchObject({
        status: 422,
        body: { detalle: MENSAJES_VARIANTE.varianteAgotada('Zapatilla urbana (Talle 40 · Negro)') },
      });
      // More than the variant has: 409 naming it, nothing taken.
      expect(
        await v.pedir(
          u,
          pedido(s.id, [{ idProducto: producto.id, idVariante: producto.variantes![0]!.id, cantidad: 3 }]),
        ),
      ).toMatchObject({
        status: 409,
        body: {
          codigo: 'STOCK_INSUFICIENTE',
          detalle: MENSAJES_VENTA.sinStock('Zapatilla urbana (Talle 38 · Negro)', 2),
        },
      });
      expect((await stockDe(producto.id)).stock).toBe(2);
    });

    it("a product's discount and a shop coupon apply to each of its variants, at the variant's own price", async () => {
      const u = await v.comprador();
      const { s, producto } = await zapatilla();
      const [v38, , v40] = producto.variantes!;
      const EMP = '/api/emprendedor/v1/emprendimientos';
      const descuento = await v.call(s.vendedor, 'POST', `${EMP}/descuentos?idEmprendimiento=${s.id}`, {
        tipo: 'PORCENTAJE',
        valor: 10,
        productosIds: [producto.id],
      });
      expect(descuento.status, JSON.stringify(descuento.body)).toBe(201);
      const cupon = await v.call(s.vendedor, 'POST', `${EMP}/cupones?idEmprendimiento=${s.id}`, {
        codigoCupon: 'PASO5',
        tipo: 'PORCENTAJE',
        valor: 5,
      });
      expect(cupon.status, JSON.stringify(cupon.body)).toBe(201);
      // The public product shows the discount on the product (every variant's price follows it).
      expect((await publico(producto.id)).descuento).toMatchObject({ activo: true, porcentajeDescuento: 10 });
      const r = await v.pedir(u, {
        ...pedido(s.id, [
          { idProducto: producto.id, idVariante: v38!.id, cantidad: 1 },
          { idProducto: producto.id, idVariante: v40!.id, cantidad: 1 },
        ]),
        codigoCupon: 'paso5',
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      // 50.000 and 56.000 with 10 % off each (ahorro 10.600), then 5 % off what that leaves.
      expect(r.body.items.map((i) => [i.variante, i.precioUnitario])).toEqual([
        ['Talle 38 · Negro', 45000],
        ['Talle 40 · Blanco', 50400],
      ]);
      expect(r.body).toMatchObject({ subtotal: 106000, ahorro: 10600, descuentoCupon: 4770, montoTotal: 90630 });
    });

    it('sells a variant with stock 3 to exactly 3 of 20 buyers at once; its siblings keep theirs', async () => {
      const { s, producto } = await zapatilla();
      const [v38, v39, v40] = producto.variantes!;
      const compradores: UsuarioPrueba[] = [];
      for (let i = 0; i < 20; i++) compradores.push(await v.comprador());
      const respuestas = await Promise.all(
        compradores.map((u) =>
          v.pedir(u, pedido(s.id, [{ idProducto: producto.id, idVariante: v38!.id, cantidad: 1 }])),
        ),
      );
      const estados = respuestas.map((r) => `${r.status} ${(r.body as { codigo?: string }).codigo ?? ''}`);
      expect(
        respuestas.filter((r) => r.status === 201),
        estados.join(', '),
      ).toHaveLength(3);
      expect(respuestas.filter((r) => r.status !== 201).every((r) => [409, 422].includes(r.status))).toBe(true);
      const fila = await stockDe(producto.id);
      expect(fila.variantes.get(v38!.id)!.stock).toBe(0);
      expect(fila.variantes.get(v39!.id)!.stock).toBe(5);
      expect(fila.variantes.get(v40!.id)!.stock).toBe(2);
      expect(fila.stock).toBe(7);
    });
  });
});
