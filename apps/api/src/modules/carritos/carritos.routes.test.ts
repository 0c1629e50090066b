import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import type { ProductoVendedor, VarianteInput } from '@feria/contracts';
import { createTestApp, cuentaPrueba, type TestApp, type UsuarioPrueba } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import type { Envio, Transporte } from '../correo/transporte';
import { manejadoresDeCorreo, opcionesCorreo } from '../correo/trabajos-correo';
import { tiposDeProducto } from '../productos/productos-prueba';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { procesarPendientes } from '../trabajos/trabajos';
import { ventasPrueba } from '../ventas/ventas-prueba';
import { ESPERA_RECORDATORIO_MS, TRABAJO_RECORDATORIO_CARRITO } from './carritos.service';
import { borrarCarrito, carritoDe } from './datos-personales';
import { manejadoresDeCarritos, recordarCarrito } from './recordatorio';
import { despacharPendientes } from '../eventos/eventos';
import { REACCIONES } from '../../reacciones';

// docs/producto/carrito-abandonado.md: one reminder a day after the last change, to a buyer who
// opted in, listing only what is in stock, with a one-click unsubscribe.
const CARRITO = '/api/comprador/v1/carrito';
const PREFERENCIAS = '/api/v1/notificaciones/preferencias';
const OPCIONES = [{ nombre: 'Talle', valores: ['38', '39'] }];
const HORA = 3600 * 1000;

describe('carrito abandonado', () => {
  let t: TestApp;
  let tipo: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty', env: { PUBLIC_URL: 'https://feria.example' } });
    tipo = (await tiposDeProducto(t))[0]!.id;
  });
  afterAll(async () => t.close());
  const { call, comprador, tienda, pedir } = ventasPrueba(() => t);

  const emails = new Map<string, string>();
  /** A buyer with an e-mail (an identity account), opted in or not. */
  const compradora = async (optIn: boolean): Promise<UsuarioPrueba> => {
    const cuenta = cuentaPrueba('Ana', ['comprador']);
    await seedDemoAccounts(t.db, [cuenta]);
    const u: UsuarioPrueba = { sub: cuenta.id, roles: ['comprador'] };
    emails.set(u.sub, cuenta.email);
    if (optIn) {
      const r = await call(u, 'PUT', PREFERENCIAS, {
        preferencias: [{ clase: 'carrito_abandonado', correo: true, push: true }],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    return u;
  };
  const guardar = (u: UsuarioPrueba, items: Record<string, unknown>[]) => call(u, 'PUT', CARRITO, { items });
  /** The reminder jobs due at `ahora`, then the mails' jobs captured. */
  const correr = async (ahora: Date) => {
    await procesarPendientes(t.db, manejadoresDeCarritos(), { ahora, limite: 100 });
  };
  const correos = (u: UsuarioPrueba) =>
    datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'carrito-abandonado', para: emails.get(u.sub) });

  it('validates the body, only for buyers', async () => {
    const u = await compradora(false);
    const s = await tienda([{ nombre: 'Mate', stock: 3, precio: 9000 }], { mercadoPago: false });
    const id = s.productos[0]!;
    expect((await guardar(u, [{ idProducto: id, cantidad: 0 }])).body).toMatchObject({ codigo: 'VALIDACION' });
    expect((await guardar(u, [{ idProducto: 'x', cantidad: 1 }])).status).toBe(400);
    const muchas = Array.from({ length: 51 }, (_, i) => ({
      idProducto: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      cantidad: 1,
    }));
    expect((await guardar(u, muchas)).status).toBe(400);
    expect(
      (
        await guardar(u, [
          { idProducto: id, cantidad: 1 },
          { idProducto: id, cantidad: 2 },
        ])
      ).status,
    ).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: CARRITO, payload: { items: [] } })).statusCode).toBe(401);
    expect((await guardar(s.vendedor, [])).status).toBe(403);
    expect((await guardar(u, [{ idProducto: id, cantidad: 2 }])).status).toBe(204);
    expect((await carritoDe(t.db, u.sub))[0]?.lineas).toEqual([{ idProducto: id, idVariante: null, cantidad: 2 }]);
    expect((await guardar(u, [])).status).toBe(204);
    expect(await carritoDe(t.db, u.sub)).toEqual([]);
  });

  it('sends nothing to a buyer who did not opt in', async () => {
    const u = await compradora(false);
    const s = await tienda([{ nombre: 'Mate', stock: 3, precio: 9000 }], { mercadoPago: false });
    const antes = Date.now();
    await guardar(u, [{ idProducto: s.productos[0]!, cantidad: 1 }]);
    await correr(new Date(antes + 25 * HORA));
    expect(await correos(u)).toEqual([]);
  });

  it('opted in: exactly one mail a day after the last change, only the lines in stock, with the unsubscribe', async () => {
    const u = await compradora(true);
    const s = await tienda(
      [
        { nombre: 'Mate imperial', stock: 3, precio: 9000 },
        { nombre: 'Bombilla agotada', stock: 0, precio: 2000 },
      ],
      { mercadoPago: false },
    );
    const creado = await call<ProductoVendedor>(
      s.vendedor,
      'POST',
      `/api/emprendedor/v1/productos?idEmprendimiento=${s.id}`,
      {
        nombre: 'Zapatilla de lona',
        precio: 40000,
        stock: 0,
        tipoProductoId: tipo,
        opciones: OPCIONES,
        variantes: [
          { valores: { Talle: '38' }, stock: 0 },
          { valores: { Talle: '39' }, stock: 2, precio: 42000 },
        ] satisfies VarianteInput[],
      },
    );
    expect(creado.status, JSON.stringify(creado.body)).toBe(201);
    const v = Object.fromEntries(creado.body.variantes!.map((x) => [x.valores.Talle!, x.id]));
    const [mate, bombilla] = s.productos as [string, string];
    const inicio = Date.now();
    await guardar(u, [{ idProducto: mate, cantidad: 1 }]);
    // Changed again: the first version's job finds a newer cart and does nothing.
    await guardar(u, [
      { idProducto: mate, cantidad: 2 },
      { idProducto: bombilla, cantidad: 1 },
      { idProducto: creado.body.id, idVariante: v['38'], cantidad: 1 },
      { idProducto: creado.body.id, idVariante: v['39'], cantidad: 1 },
    ]);
    // The same lines again change nothing (no new version, no new job).
    await guardar(u, [
      { idProducto: mate, cantidad: 2 },
      { idProducto: bombilla, cantidad: 1 },
      { idProducto: creado.body.id, idVariante: v['38'], cantidad: 1 },
      { idProducto: creado.body.id, idVariante: v['39'], cantidad: 1 },
    ]);
    expect(await datosDeTrabajos(t.db, TRABAJO_RECORDATORIO_CARRITO, { userId: u.sub })).toHaveLength(2);
    await correr(new Date(inicio + 23 * HORA));
    expect(await correos(u)).toEqual([]);
    await correr(new Date(inicio + ESPERA_RECORDATORIO_MS + HORA));
    await correr(new Date(inicio + 48 * HORA));
    const enviados = await correos(u);
    expect(enviados).toHaveLength(1);
    expect((enviados[0]!.datos as { lineas: unknown }).lineas).toEqual([
      { nombre: 'Mate imperial', variante: null, cantidad: 2, precio: 9000 },
      { nombre: 'Zapatilla de lona', variante: 'Talle 39', cantidad: 1, precio: 42000 },
    ]);

    // The mail itself: the cart link, the unsubscribe link and RFC 8058 headers.
    const capturados: Envio[] = [];
    const capturar: Transporte = {
      modo: 'archivo',
      enviar: async (e) => void capturados.push(e),
      cerrar: () => undefined,
    };
    const manejadores = manejadoresDeCorreo(opcionesCorreo(t.config), capturar);
    await procesarPendientes(t.db, manejadores, { ahora: new Date(inicio + 48 * HORA), limite: 100 });
    const mail = capturados.find((c) => c.para === emails.get(u.sub))!;
    expect(mail.texto).toContain('Mate imperial');
    expect(mail.texto).not.toContain('Bombilla agotada');
    expect(mail.texto).not.toContain('Talle 38');
    expect(mail.texto).toContain('https://feria.example/carrito');
    const baja = /<(https:\/\/feria\.example\/api\/v1\/correo\/baja\/[^>]+\/carrito)>/.exec(
      mail.cabeceras?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(baja).toBeDefined();
    expect(mail.cabeceras?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // One click turns the reminder off (and only it).
    const r = await t.app.inject({
      method: 'POST',
      url: new URL(baja!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(r.statusCode).toBe(200);
    const prefs = (await call<{ clase: string; correo: boolean }[]>(u, 'GET', PREFERENCIAS)).body;
    expect(prefs.find((p) => p.clase === 'carrito_abandonado')?.correo).toBe(false);
    expect(prefs.find((p) => p.clase === 'pedido_estado')?.correo).toBe(true);
    const otra = Date.now();
    await guardar(u, [{ idProducto: mate, cantidad: 1 }]);
    await correr(new Date(otra + 25 * HORA));
    expect(await correos(u)).toHaveLength(1);
  });

  it('an order takes its lines out of the stored cart (once), the last one deletes it', async () => {
    const u = await comprador();
    await call(u, 'PUT', PREFERENCIAS, { preferencias: [{ clase: 'carrito_abandonado', correo: true, push: false }] });
    const s = await tienda(
      [
        { nombre: 'Mate comprado', stock: 5, precio: 9000 },
        { nombre: 'Bombilla pendiente', stock: 5, precio: 2000 },
      ],
      { mercadoPago: false },
    );
    const [mate, bombilla] = s.productos as [string, string];
    await guardar(u, [
      { idProducto: mate, cantidad: 1 },
      { idProducto: bombilla, cantidad: 1 },
    ]);
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: mate, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    await despacharPendientes(t.db, REACCIONES);
    expect((await carritoDe(t.db, u.sub))[0]?.lineas).toEqual([
      { idProducto: bombilla, idVariante: null, cantidad: 1 },
    ]);
    // Run again (a retried reaction): nothing else changes; the whole order bought: no cart left.
    await despacharPendientes(t.db, REACCIONES);
    const r2 = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: bombilla, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r2.status).toBe(201);
    await despacharPendientes(t.db, REACCIONES);
    expect(await carritoDe(t.db, u.sub)).toEqual([]);
  });

  it('two runs of the same reminder at once queue one mail (the cart row is locked)', async () => {
    const u = await compradora(true);
    const s = await tienda([{ nombre: 'Yerba', stock: 4, precio: 3000 }], { mercadoPago: false });
    const antes = Date.now();
    await guardar(u, [{ idProducto: s.productos[0]!, cantidad: 1 }]);
    const [fila] = await carritoDe(t.db, u.sub);
    const ahora = new Date(antes + 25 * HORA);
    const hechos = await Promise.all([
      recordarCarrito(t.db, u.sub, fila!.version, ahora),
      recordarCarrito(t.db, u.sub, fila!.version, ahora),
    ]);
    expect(hechos.filter(Boolean)).toHaveLength(1);
    await correr(ahora);
    expect(await correos(u)).toHaveLength(1);
  });

  it('sends nothing when every line is out of stock, and deletes the cart with the account', async () => {
    const u = await compradora(true);
    const s = await tienda(
      [
        { nombre: 'Taza agotada', stock: 0, precio: 5000 },
        { nombre: 'Taza con stock', stock: 2, precio: 5000 },
      ],
      { mercadoPago: false },
    );
    const antes = Date.now();
    await guardar(u, [{ idProducto: s.productos[0]!, cantidad: 1 }]);
    await correr(new Date(antes + 25 * HORA));
    expect(await correos(u)).toEqual([]);
    // Emptied and filled again: version 1 again, with its own reminder.
    await guardar(u, []);
    await guardar(u, [{ idProducto: s.productos[1]!, cantidad: 1 }]);
    await correr(new Date(Date.now() + 25 * HORA));
    expect(await correos(u)).toHaveLength(1);
    await borrarCarrito(t.db, u.sub);
    expect(await carritoDe(t.db, u.sub)).toEqual([]);
  });
});
