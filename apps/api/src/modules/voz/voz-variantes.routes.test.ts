import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  variantesConCambio,
  type ItemModificacionVoz,
  type Producto,
  type ProductoInput,
  type ProductoVendedor,
  type RespuestaVoz,
  type TipoProductoListItem,
} from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { ventasPrueba } from '../ventas/ventas-prueba';
import { BASE, PUBLIC, buscarPublico, tiposDeProducto } from '../productos/productos-prueba';

// docs/producto/voz.md#variantes through the API: the seller's words → the proposal naming the
// variant → the same product PUT the voice dialog sends (variantesConCambio) → the variant's stock
// or price changed, its siblings not, the product's stock their sum, the shop and search showing it.
// PGlite, or PostgreSQL with DATABASE_URL.

const VOZ = '/api/emprendedor/v1/comandos-voz';

describe('voice commands about variants (docs/producto/voz.md#variantes)', () => {
  let t: TestApp;
  let tipos: TipoProductoListItem[] = [];
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    tipos = await tiposDeProducto(t);
  });
  afterAll(async () => t.close());
  const { call, tienda } = ventasPrueba(() => t);

  /** A shop selling urban sneakers in sizes 38–40, white and black. */
  async function zapatillas() {
    const s = await tienda([], { mercadoPago: false });
    const r = await call<ProductoVendedor>(s.vendedor, 'POST', `${BASE}?idEmprendimiento=${s.id}`, {
      nombre: 'Zapatillas urbanas',
      descripcion: 'Lona y suela de goma',
      precio: 54000,
      stock: 0,
      tipoProductoId: tipos[0]!.id,
      opciones: [
        { nombre: 'Talle', valores: ['38', '39', '40'] },
        { nombre: 'Color', valores: ['Blanco', 'Negro'] },
      ],
      variantes: [
        { valores: { Talle: '38', Color: 'Blanco' }, stock: 2 },
        { valores: { Talle: '38', Color: 'Negro' }, stock: 3 },
        { valores: { Talle: '39', Color: 'Blanco' }, stock: 1 },
        { valores: { Talle: '40', Color: 'Negro' }, stock: 4, precio: 56000 },
      ],
    } satisfies ProductoInput);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return { s, producto: r.body };
  }

  const decir = async (u: UsuarioPrueba, emprendimientoId: string, texto: string) => {
    const r = await call<RespuestaVoz>(u, 'POST', `${VOZ}/procesarTexto`, { texto, emprendimientoId });
    expect(r.status).toBe(200);
    return r.body;
  };
  const leer = async (u: UsuarioPrueba, id: string) => (await call<ProductoVendedor>(u, 'GET', `${BASE}/${id}`)).body;
  /** What the dialog does on 'Confirmar cambios': read the product, apply the change to its variants, PUT it. */
  async function confirmar(u: UsuarioPrueba, item: ItemModificacionVoz) {
    const p = await leer(u, item.modificacion_solicitada.producto_identificador);
    const body: ProductoInput = {
      nombre: p.nombre,
      descripcion: p.descripcion,
      precio: p.precio,
      stock: p.stock,
      sku: p.sku,
      tipoProductoId: p.tipoProducto?.idTipoProducto,
      atributosRequestDto: p.atributos.map((a) => ({ clave: a.clave, valor: a.valor })),
      ...variantesConCambio(p, item.variante!, item.modificacion_solicitada.datos_para_actualizar),
    };
    const r = await call<ProductoVendedor>(u, 'PUT', `${BASE}/${p.id}`, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body;
  }
  const stockPorVariante = (p: ProductoVendedor) =>
    Object.fromEntries(p.variantes!.map((v) => [v.texto, [v.stock, v.precioEfectivo]]));

  it('adds units to one variant: the proposal names it, nothing is written until confirmed, siblings stay', async () => {
    const { s, producto } = await zapatillas();
    const r = await decir(s.vendedor, s.id, 'sumá 5 unidades del talle 38 negro de las zapatillas urbanas');
    expect(r).toMatchObject({
      accionDetectada: 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION',
      mensajeUsuario: 'Zapatillas urbanas · Talle 38 · Negro: stock 3 → 8. Revisá y confirmá.',
      datosAccion: [
        {
          identificador_original: 'Zapatillas urbanas · Talle 38 · Negro',
          modificacion_solicitada: {
            producto_identificador: producto.id,
            datos_para_actualizar: { diferencial_stock: 5 },
          },
          variante: { texto: 'Talle 38 · Negro', nueva: false, variantes: [{ texto: 'Talle 38 · Negro', stock: 3 }] },
        },
      ],
    });
    expect(stockPorVariante(await leer(s.vendedor, producto.id))).toEqual(stockPorVariante(producto));
    if (r.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION') return;
    const guardado = await confirmar(s.vendedor, r.datosAccion[0]!);
    expect(stockPorVariante(guardado)).toEqual({
      'Talle 38 · Blanco': [2, 54000],
      'Talle 38 · Negro': [8, 54000],
      'Talle 39 · Blanco': [1, 54000],
      'Talle 40 · Negro': [4, 56000],
    });
    // The variants keep their ids; the product's stock is their sum, in the shop too.
    expect(guardado.variantes!.map((v) => v.id)).toEqual(producto.variantes!.map((v) => v.id));
    expect(guardado.stock).toBe(15);
    const publico = (await t.app.inject(`${PUBLIC}/productos/${producto.id}`)).json<Producto>();
    expect(publico.stock).toBe(15);
  });

  it('adds a size with its colour and stock, and the shop finds the shoe by it', async () => {
    const { s, producto } = await zapatillas();
    // A shoe without sizes: the search by a size leaves it out once some shoe has that size on sale.
    const trail = await call<ProductoVendedor>(s.vendedor, 'POST', `${BASE}?idEmprendimiento=${s.id}`, {
      nombre: 'Zapatillas trail',
      precio: 61000,
      stock: 2,
      tipoProductoId: tipos[0]!.id,
    } satisfies ProductoInput);
    expect(trail.status).toBe(201);
    const r = await decir(
      s.vendedor,
      s.id,
      'agregá talle cuarenta y dos negro a las zapatillas urbanas con 3 unidades',
    );
    expect(r).toMatchObject({
      mensajeUsuario: 'Zapatillas urbanas · Talle 42 · Negro (nueva): stock 3. Revisá y confirmá.',
      datosAccion: [{ variante: { nueva: true, valores: { Talle: '42', Color: 'Negro' } } }],
    });
    if (r.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION') return;
    const guardado = await confirmar(s.vendedor, r.datosAccion[0]!);
    expect(guardado.opciones).toEqual([
      { nombre: 'Talle', valores: ['38', '39', '40', '42'] },
      { nombre: 'Color', valores: ['Blanco', 'Negro'] },
    ]);
    expect(stockPorVariante(guardado)).toMatchObject({
      'Talle 42 · Negro': [3, 54000],
      'Talle 38 · Negro': [3, 54000],
    });
    expect(guardado.stock).toBe(13);
    const hallados = (await buscarPublico(t, { nombre: 'zapatillas 42', size: 50 })).content.map((p) => p.id);
    expect(hallados).toContain(producto.id);
    expect(hallados).not.toContain(trail.body.id);
  });

  it('sets the price of every variant of a size, and a sold-out size to stock 0', async () => {
    const { s, producto } = await zapatillas();
    const precio = await decir(s.vendedor, s.id, 'el talle 38 de las zapatillas a 60 mil');
    expect(precio.mensajeUsuario).toBe(
      'Zapatillas urbanas · Talle 38 · Blanco: precio $ 54.000 → $ 60.000. Zapatillas urbanas · Talle 38 · Negro: precio $ 54.000 → $ 60.000. Revisá y confirmá.',
    );
    if (precio.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION') return;
    await confirmar(s.vendedor, precio.datosAccion[0]!);
    const agotado = await decir(s.vendedor, s.id, 'no hay más talle 39 de las zapatillas');
    expect(agotado.mensajeUsuario).toBe('Zapatillas urbanas · Talle 39 · Blanco: stock 1 → 0. Revisá y confirmá.');
    if (agotado.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION') return;
    const guardado = await confirmar(s.vendedor, agotado.datosAccion[0]!);
    expect(guardado.id).toBe(producto.id);
    expect(stockPorVariante(guardado)).toEqual({
      'Talle 38 · Blanco': [2, 60000],
      'Talle 38 · Negro': [3, 60000],
      'Talle 39 · Blanco': [0, 54000],
      'Talle 40 · Negro': [4, 56000],
    });
    expect(guardado.variantes!.find((v) => v.texto === 'Talle 39 · Blanco')!.habilitada).toBe(true);
    expect(guardado.precioDesde).toBe(54000);
  });

  it('sells out the whole shoe: every variant to 0, so the shop shows it without stock', async () => {
    const { s, producto } = await zapatillas();
    const r = await decir(s.vendedor, s.id, 'se me agotaron las zapatillas urbanas');
    expect(r).toMatchObject({
      mensajeUsuario:
        'Zapatillas urbanas · Talle 38 · Blanco: stock 2 → 0. Zapatillas urbanas · Talle 38 · Negro: stock 3 → 0. Zapatillas urbanas · Talle 39 · Blanco: stock 1 → 0. Zapatillas urbanas · Talle 40 · Negro: stock 4 → 0. Revisá y confirmá.',
      datosAccion: [{ variante: { valores: {}, texto: 'Todas las variantes' } }],
    });
    if (r.accionDetectada !== 'MODIFICAR_PRODUCTOS_PENDIENTE_CONFIRMACION') return;
    const guardado = await confirmar(s.vendedor, r.datosAccion[0]!);
    expect(guardado.variantes!.map((v) => v.stock)).toEqual([0, 0, 0, 0]);
    expect(guardado.stock).toBe(0);
    expect((await t.app.inject(`${PUBLIC}/productos/${producto.id}`)).json<Producto>().stock).toBe(0);
  });

  it('asks instead of guessing: the colour of a new size, units for two colours, the stock of the whole shoe', async () => {
    const { s, producto } = await zapatillas();
    const preguntas = [
      [
        'agregá talle 42 a las zapatillas urbanas con 3 unidades',
        'Zapatillas urbanas también se vende por Color: decí cuál (Blanco o Negro), por ejemplo «agregá talle 42 blanco a las zapatillas urbanas con 3 unidades».',
      ],
      [
        'sumá 3 del talle 38 de las zapatillas',
        'Zapatillas urbanas tiene Talle 38 en 2 variantes (Talle 38 · Blanco y Talle 38 · Negro): decí de cuál, por ejemplo «sumá 5 del talle 38 blanco de las zapatillas».',
      ],
      [
        'poné 10 unidades de las zapatillas',
        'Zapatillas urbanas tiene stock por Talle y Color: decí de cuál, por ejemplo «sumá 3 del talle 38 blanco de zapatillas».',
      ],
    ] as const;
    for (const [texto, mensaje] of preguntas) {
      const r = await decir(s.vendedor, s.id, texto);
      expect(r, texto).toMatchObject({
        accionDetectada: 'ACCION_NO_RECONOCIDA',
        mensajeUsuario: mensaje,
        datosAccion: null,
      });
    }
    const r = await decir(s.vendedor, s.id, 'sumá 2 del talle 44 de las zapatillas');
    expect(r).toMatchObject({ accionDetectada: 'ENTIDADES_NO_ENCONTRADAS' });
    expect(stockPorVariante(await leer(s.vendedor, producto.id))).toEqual(stockPorVariante(producto));
  });
});
