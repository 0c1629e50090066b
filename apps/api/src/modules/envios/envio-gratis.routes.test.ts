import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deriveProductoDetalle,
  type MetodoEnvioInput,
  type Page,
  type Producto,
  type ProductoPage,
} from '@feria/contracts';
import { crearEmprendimiento, crearProducto, createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { idDeReferencia } from '../referencias/referencias.queries';

// Decision 086 (docs/producto/envios.md#gratis-desde): every public payload of a product carries
// its shop's free-shipping threshold (`envioGratisDesde`: the lowest of $ 90.000 and the
// `gratisDesde` of its home-delivery methods; null without home delivery), read when the payload
// is built, so the 'Envío gratis' badge follows the shop as soon as the seller saves new methods,
// through the public response cache too.

const P = '/api/v1/public/core';
const EMP = '/api/emprendedor/v1/emprendimientos';

describe("the 'Envío gratis' badge follows the shop (decision 086)", () => {
  let t: TestApp;
  let cordoba = 0;
  beforeAll(async () => {
    // A long TTL: what changes the answers is the cache's invalidation, not its expiry.
    t = await createTestApp({ seed: 'empty', env: { CACHE_TTL_SECONDS: '3600' } });
    cordoba = (await idDeReferencia(t.db, 'provincia', 'Córdoba'))!;
  });
  afterAll(async () => t.close());

  const leer = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return res.json<T>();
  };

  const domicilio = (gratisDesde?: number): MetodoEnvioInput => ({
    tipo: 'DOMICILIO',
    nombre: `Correo ${gratisDesde ?? 'sin umbral'}`,
    zonas: [{ restoDelPais: true, costo: 4000, diasMin: 2, diasMax: 6 }],
    ...(gratisDesde === undefined ? {} : { gratisDesde }),
  });
  const retiro = (): MetodoEnvioInput => ({
    tipo: 'RETIRO',
    nombre: 'Retiro en el taller',
    direccion: { calle: 'Belgrano', numero: '860', ciudad: 'Córdoba', idProvincia: cordoba },
    horarios: 'Lunes a viernes de 10 a 18 h',
  });

  /** A shop (its 'A coordinar' method only) with a $ 15.000, a $ 50.000 and a $ 95.000 product, all sold once. */
  async function tienda() {
    const vendedor: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    const palabra = `umbral${randomUUID().slice(0, 8)}`;
    const id = await crearEmprendimiento(t.db, { ownerUserId: vendedor.sub, nombre: `Tienda ${palabra}` });
    const productos: string[] = [];
    for (const precio of [15000, 50000, 95000])
      productos.push(
        await crearProducto(t.db, id, { nombre: `Mate ${palabra} ${precio}`, precio, stock: 3, unidadesVendidas: 1 }),
      );
    const guardar = async (metodos: MetodoEnvioInput[]) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${EMP}/${id}/envios`,
        headers: await t.auth(vendedor),
        payload: { metodos },
      });
      expect(res.statusCode).toBe(200);
    };
    return { id, palabra, productos, guardar };
  }

  /** The threshold each public payload gives each of the shop's products, by product id. */
  async function umbrales(s: Awaited<ReturnType<typeof tienda>>) {
    const de = (lista: Producto[]) =>
      Object.fromEntries(
        lista.filter((p) => s.productos.includes(p.id)).map((p) => [p.id, p.envioGratisDesde] as const),
      );
    const pagina = await Promise.all(s.productos.map((id) => leer<Producto>(`${P}/productos/${id}`)));
    return {
      producto: de(pagina),
      busqueda: de((await leer<ProductoPage>(`${P}/productos/buscar?nombre=${s.palabra}`)).content),
      masVendidos: de(await leer<Producto[]>(`${P}/productos/mas-vendidos?size=100`)),
      tienda: de(await leer<Producto[]>(`${P}/productos/misProductos/${s.id}`)),
      paginaTienda: de((await leer<Page<Producto>>(`${P}/tienda/${s.id}/productos`)).content),
      obtenerProductos: de(await leer<Producto[]>(`${P}/tienda/productos/obtenerProductos/${s.id}`)),
    };
  }

  /** Every payload gives every product `umbral`; returns the badge of each price from the product's own payload. */
  async function todosDicen(s: Awaited<ReturnType<typeof tienda>>, umbral: number | null) {
    const leidos = await umbrales(s);
    const esperado = Object.fromEntries(s.productos.map((id) => [id, umbral]));
    for (const [donde, valores] of Object.entries(leidos)) {
      expect(valores, donde).toEqual(esperado);
    }
    const insignias = await Promise.all(
      s.productos.map(
        async (id) => deriveProductoDetalle(await leer<Producto>(`${P}/productos/${id}`), []).freeShipping,
      ),
    );
    return insignias;
  }

  it('no home delivery: no threshold and no badge, not even at $ 95.000', async () => {
    const s = await tienda();
    expect(await todosDicen(s, null)).toEqual([false, false, false]);
    await s.guardar([retiro(), { tipo: 'A_COORDINAR', nombre: 'Moto' }]);
    expect(await todosDicen(s, null)).toEqual([false, false, false]);
  });

  it('home delivery: the platform’s $ 90.000, a lower gratisDesde wins, a higher one never raises it', async () => {
    const s = await tienda();
    await s.guardar([domicilio()]);
    expect(await todosDicen(s, 90000)).toEqual([false, false, true]);
    await s.guardar([domicilio(120000)]);
    expect(await todosDicen(s, 90000)).toEqual([false, false, true]);
    // The lowest gratisDesde among the home-delivery methods; pickup does not count.
    await s.guardar([retiro(), domicilio(70000), domicilio(50000)]);
    expect(await todosDicen(s, 50000)).toEqual([false, true, true]);
    await s.guardar([domicilio(15000.5)]);
    expect(await todosDicen(s, 15000.5)).toEqual([false, true, true]);
    await s.guardar([domicilio(15000)]);
    expect(await todosDicen(s, 15000)).toEqual([true, true, true]);
    // Removing home delivery takes the badge away again.
    await s.guardar([retiro()]);
    expect(await todosDicen(s, null)).toEqual([false, false, false]);
  });

  it('one shop’s methods do not touch another’s products', async () => {
    const a = await tienda();
    const b = await tienda();
    await a.guardar([domicilio(10000)]);
    await b.guardar([domicilio()]);
    expect(await todosDicen(a, 10000)).toEqual([true, true, true]);
    expect(await todosDicen(b, 90000)).toEqual([false, false, true]);
  });
});
