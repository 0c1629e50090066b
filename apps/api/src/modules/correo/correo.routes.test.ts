import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '@feria/identity';
import type { BandejaDeSalida, CorreoCompleto, Venta } from '@feria/contracts';
import {
  createTestApp,
  crearEmprendimiento,
  crearProducto,
  cuentaPrueba,
  type TestApp,
  type UsuarioPrueba,
} from '../../testing';
import { contarPendientes, procesarPendientes } from '../trabajos/trabajos';
import { participantesDeVenta } from '../ventas/ventas.queries';
import { conectarCuentaMercadoPago } from '../pagos/cuentas.test-support';
import { VENTAS_VENDEDOR, ventasPrueba } from '../ventas/ventas-prueba';
import {
  avisarCambioEstado,
  avisarCancelacion,
  avisarConfirmarArrepentimiento,
  avisarMensajeChat,
  VENTANA_CHAT_MS,
} from './avisos';
import { TRABAJO_CORREO } from './correo.service';
import { leerEml, valorCabecera } from './eml';
import { manejadoresDeCorreo, opcionesCorreo } from './trabajos-correo';

// E-mail notifications end to end on a real database: the change writes its event, the
// dispatcher's reaction enqueues the mail (ventasPrueba dispatches after every changing call), the
// queue renders and writes it to DATA_DIR/outbox, the admin reads the outbox.

const BANDEJA = '/api/admin/v1/correos';

describe('e-mail notifications', () => {
  let t: TestApp;
  let dataDir: string;
  const outbox = () => path.join(dataDir, 'outbox');
  const archivos = async () =>
    (await readdir(outbox()).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const enviar = (ahora?: Date) =>
    procesarPendientes(t.db, manejadoresDeCorreo(opcionesCorreo(t.config)), ahora ? { ahora } : {});
  const pendientes = (datos: Record<string, unknown>) => contarPendientes(t.db, TRABAJO_CORREO, datos);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'feria-correo-'));
    t = await createTestApp({ seed: 'empty', env: { DATA_DIR: dataDir, PUBLIC_URL: 'https://feria.example' } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const { call, comprador, pedir, subirComprobante, pagar, notificado } = ventasPrueba(() => t);

  /** A shop whose owner has an identity account (the seller's e-mail lives there). */
  async function tiendaConDueno(nombre: string) {
    const cuenta = cuentaPrueba(nombre, ['emprendedor']);
    await seedDemoAccounts(t.db, [cuenta]);
    const id = await crearEmprendimiento(t.db, { ownerUserId: cuenta.id, nombre: `Taller de ${nombre}` });
    const producto = await crearProducto(t.db, id, { nombre: 'Mate de calabaza', precio: 12000, stock: 5 });
    const vendedor: UsuarioPrueba = { sub: cuenta.id, roles: ['emprendedor'] };
    // It takes Mercado Pago through its own account (docs/producto/pagos.md#medios-de-pago).
    await conectarCuentaMercadoPago(t, vendedor, id);
    return { id, producto, vendedor, email: cuenta.email };
  }

  it('placing an order queues a mail for the buyer and one for the seller; the queue writes both to the outbox', async () => {
    const antes = await archivos();
    const u = await comprador();
    const s = await tiendaConDueno('Lucía');
    const r = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.producto, cantidad: 2 }],
      metodoPago: 'TRANSFERENCIA',
    });
    expect(r.status).toBe(201);
    const p = (await participantesDeVenta(t.db, r.body.id))!;
    expect(await pendientes({ para: p.compradorEmail, plantilla: 'pedido-creado-comprador' })).toBe(1);
    expect(await pendientes({ para: s.email, plantilla: 'pedido-creado-vendedor' })).toBe(1);
    // Nothing was sent on the request path.
    expect(await archivos()).toEqual(antes);

    await enviar();
    const nuevos = (await archivos()).filter((n) => !antes.includes(n));
    expect(nuevos).toHaveLength(2);
    for (const n of nuevos)
      expect(n).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-pedido-creado-(comprador|vendedor)-[0-9a-f]{8}\.eml$/,
      );
    const leidos = await Promise.all(nuevos.map(async (n) => leerEml(await readFile(path.join(outbox(), n), 'utf8'))));
    const delComprador = leidos.find((m) => valorCabecera(m.cabeceras, 'to') === p.compradorEmail)!;
    const delVendedor = leidos.find((m) => valorCabecera(m.cabeceras, 'to') === s.email)!;
    expect(valorCabecera(delComprador.cabeceras, 'subject')).toBe(
      `Recibimos tu pedido #${p.numero} en Taller de Lucía`,
    );
    expect(valorCabecera(delComprador.cabeceras, 'from')).toBe('Feria <no-responder@feria.local>');
    expect(delComprador.texto).toContain(`https://feria.example/dashboard-comprador/mis-pedidos/${r.body.id}`);
    expect(delComprador.texto).toContain('2 × Mate de calabaza');
    expect(delComprador.html).toContain(`href="https://feria.example/dashboard-comprador/mis-pedidos/${r.body.id}"`);
    expect(valorCabecera(delVendedor.cabeceras, 'subject')).toBe(`Nuevo pedido #${p.numero} de ${p.compradorNombre}`);
    expect(delVendedor.texto).toContain('https://feria.example/dashboard-emprendedor/ventas');
    // Sent once: the jobs are done.
    expect(await enviar()).toBe(0);
  });

  it('the transfer proof tells the seller; the answer tells the buyer, with the reason', async () => {
    const u = await comprador();
    const s = await tiendaConDueno('Marta');
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.producto, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    const p = (await participantesDeVenta(t.db, venta.id))!;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
    expect((await subirComprobante(u, venta.id, png)).status).toBe(200);
    expect(await pendientes({ para: s.email, plantilla: 'comprobante-recibido' })).toBe(1);
    const motivo = 'No veo la transferencia <b>todavía</b>';
    expect(
      (
        await call<Venta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, {
          confirmada: false,
          motivo,
        })
      ).status,
    ).toBe(200);
    expect(await pendientes({ para: p.compradorEmail, plantilla: 'transferencia-rechazada', datos: { motivo } })).toBe(
      1,
    );
    await subirComprobante(u, venta.id, png);
    expect(
      (await call<Venta>(s.vendedor, 'PUT', `${VENTAS_VENDEDOR}/${venta.id}/transferencia`, { confirmada: true }))
        .status,
    ).toBe(200);
    expect(await pendientes({ para: p.compradorEmail, plantilla: 'transferencia-confirmada' })).toBe(1);
  });

  it('a Mercado Pago approval tells the buyer and the seller; a rejection tells the buyer the order was cancelled', async () => {
    const u = await comprador();
    const s = await tiendaConDueno('Paula');
    const item = {
      emprendimientoId: s.id,
      items: [{ idProducto: s.producto, cantidad: 1 }],
      metodoPago: 'MERCADO_PAGO' as const,
    };
    const aprobada = (await pedir(u, item)).body;
    const p = (await participantesDeVenta(t.db, aprobada.id))!;
    await notificado((await pagar(aprobada.pago.urlPago!, 'aprobar')).searchParams.get('payment_id')!);
    expect(
      await pendientes({
        para: p.compradorEmail,
        plantilla: 'pago-aprobado-comprador',
        datos: { ventaId: aprobada.id },
      }),
    ).toBe(1);
    expect(
      await pendientes({ para: s.email, plantilla: 'pago-aprobado-vendedor', datos: { ventaId: aprobada.id } }),
    ).toBe(1);

    const rechazada = (await pedir(u, item)).body;
    await notificado((await pagar(rechazada.pago.urlPago!, 'rechazar')).searchParams.get('payment_id')!);
    expect(
      await pendientes({
        para: p.compradorEmail,
        plantilla: 'pedido-cancelado',
        datos: { ventaId: rechazada.id, motivo: 'Mercado Pago rechazó el pago', reembolsado: false },
      }),
    ).toBe(1);
  });

  it("the seller's moves and cancels (wired by the sales module) queue the buyer's mail", async () => {
    const u = await comprador();
    const s = await tiendaConDueno('Sara');
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.producto, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    const p = (await participantesDeVenta(t.db, venta.id))!;
    await t.db.transaction(async (tx) => avisarCambioEstado(tx as unknown as typeof t.db, venta.id, 'listo'));
    expect(
      await pendientes({
        para: p.compradorEmail,
        plantilla: 'estado-cambiado',
        datos: { ventaId: venta.id, estado: 'listo' },
      }),
    ).toBe(1);
    await avisarCancelacion(t.db, venta.id, '  ', true);
    expect(
      await pendientes({
        para: p.compradorEmail,
        plantilla: 'pedido-cancelado',
        datos: { ventaId: venta.id, motivo: null, reembolsado: true, total: 12000 },
      }),
    ).toBe(1);
    // Nothing for an order that does not exist.
    await avisarCambioEstado(t.db, crypto.randomUUID(), 'listo');
    expect(await pendientes({ plantilla: 'estado-cambiado', datos: { estado: 'listo' } })).toBe(1);
  });

  it('batches chat mails: three messages within 10 minutes are one mail, sent when the window ends', async () => {
    const u = await comprador();
    const s = await tiendaConDueno('Inés');
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.producto, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    while ((await enviar()) > 0); // what is due now (the order's mails) goes first
    const inicio = Math.ceil(Date.now() / VENTANA_CHAT_MS) * VENTANA_CHAT_MS;
    for (const segundos of [5, 120, 590])
      await avisarMensajeChat(t.db, venta.id, s.vendedor.sub, new Date(inicio + segundos * 1000));
    expect(await pendientes({ para: s.email, plantilla: 'mensaje-chat', datos: { ventaId: venta.id } })).toBe(1);
    // The buyer's thread with the same seller is another recipient: its own mail.
    await avisarMensajeChat(t.db, venta.id, u.sub, new Date(inicio + 5000));
    expect(await pendientes({ plantilla: 'mensaje-chat', datos: { ventaId: venta.id } })).toBe(2);
    // Someone who is not one of the order's two people gets nothing.
    await avisarMensajeChat(t.db, venta.id, 'alguien-mas', new Date(inicio + 5000));
    expect(await pendientes({ plantilla: 'mensaje-chat', datos: { ventaId: venta.id } })).toBe(2);
    // Not before the window ends.
    expect(await enviar(new Date(inicio + 9 * 60_000))).toBe(0);
    // The next window is a new mail.
    await avisarMensajeChat(t.db, venta.id, s.vendedor.sub, new Date(inicio + VENTANA_CHAT_MS + 1000));
    expect(await pendientes({ para: s.email, plantilla: 'mensaje-chat', datos: { ventaId: venta.id } })).toBe(2);
  });

  it('every chat mail links to an unsubscribe page that works without signing in and stops chat mails only', async () => {
    const u = await comprador();
    const s = await tiendaConDueno('Rosa');
    const { body: venta } = await pedir(u, {
      emprendimientoId: s.id,
      items: [{ idProducto: s.producto, cantidad: 1 }],
      metodoPago: 'TRANSFERENCIA',
    });
    const inicio = Math.ceil(Date.now() / VENTANA_CHAT_MS) * VENTANA_CHAT_MS + 2 * VENTANA_CHAT_MS;
    await avisarMensajeChat(t.db, venta.id, s.vendedor.sub, new Date(inicio));
    const antes = await archivos();
    await enviar(new Date(inicio + VENTANA_CHAT_MS));
    const chats = (await archivos()).filter((n) => !antes.includes(n) && n.includes('-mensaje-chat-'));
    const leidos = await Promise.all(chats.map(async (n) => leerEml(await readFile(path.join(outbox(), n), 'utf8'))));
    const mail = leidos.find((m) => valorCabecera(m.cabeceras, 'to') === s.email)!;
    expect(valorCabecera(mail.cabeceras, 'subject')).toMatch(/^Tenés mensajes nuevos del pedido #\d+$/);
    const baja = /^<https:\/\/feria\.example(\/api\/v1\/correo\/baja\/[\w-]+)>$/.exec(
      valorCabecera(mail.cabeceras, 'list-unsubscribe'),
    )?.[1];
    expect(baja).toBeDefined();
    expect(valorCabecera(mail.cabeceras, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`href="https://feria.example${baja}"`);
    expect(mail.texto).toContain(`https://feria.example${baja}`);

    const res = await t.app.inject({ method: 'GET', url: baja! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Listo: no te vamos a mandar más mails por mensajes del chat.');
    // The mail client's one-click unsubscribe (RFC 8058) does the same, again without a session.
    const clic = await t.app.inject({
      method: 'POST',
      url: baja!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clic.statusCode).toBe(200);
    await avisarMensajeChat(t.db, venta.id, s.vendedor.sub, new Date(inicio + 3 * VENTANA_CHAT_MS));
    expect(await pendientes({ para: s.email, plantilla: 'mensaje-chat', datos: { ventaId: venta.id } })).toBe(0);
    // Other mails still go.
    await subirComprobante(u, venta.id, Buffer.from('89504e470d0a1a0a', 'hex'));
    expect(await pendientes({ para: s.email, plantilla: 'comprobante-recibido' })).toBe(1);
    // A wrong or made-up token changes nothing and says so.
    const mala = await t.app.inject({ method: 'GET', url: '/api/v1/correo/baja/no-existe-este-token-de-baja' });
    expect(mala.statusCode).toBe(404);
    expect(mala.body).toContain('no es válido');
  });

  it('an admin decision on a solicitud tells its owner', async () => {
    const admin = cuentaPrueba('Ana', ['admin']);
    const dueno = cuentaPrueba('Celia', ['emprendedor']);
    await seedDemoAccounts(t.db, [admin, dueno]);
    const id = await crearEmprendimiento(t.db, {
      ownerUserId: dueno.id,
      nombre: 'Cerámica <Celia>',
      estado: 'Pendiente',
    });
    const r = await call({ sub: admin.id, roles: ['admin'] }, 'PUT', `/api/admin/v1/solicitudes/${id}/rechazar`, {
      motivo: 'Faltan fotos de los productos',
    });
    expect(r.status).toBe(200);
    expect(
      await pendientes({
        para: dueno.email,
        plantilla: 'tienda-rechazada',
        datos: { tienda: 'Cerámica <Celia>', motivo: 'Faltan fotos de los productos' },
      }),
    ).toBe(1);
  });

  describe('outbox for the admin', () => {
    const admin = cuentaPrueba('Olga', ['admin']);
    const yo: UsuarioPrueba = { sub: admin.id, roles: ['admin'] };
    beforeAll(async () => seedDemoAccounts(t.db, [admin]));

    it('is admin only', async () => {
      const [nombre] = await archivos();
      for (const url of [BANDEJA, `${BANDEJA}/${nombre}`]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
        for (const roles of [['emprendedor'], ['comprador']] as const) {
          expect((await call({ sub: crypto.randomUUID(), roles: [...roles] }, 'GET', url)).status).toBe(403);
        }
      }
    });

    it('lists the mails newest first and shows one with its headers, text and HTML', async () => {
      const { status, body } = await call<BandejaDeSalida>(yo, 'GET', BANDEJA);
      expect(status).toBe(200);
      const nombres = (await archivos()).reverse();
      expect(body.total).toBe(nombres.length);
      expect(body.correos.map((c) => c.nombre)).toEqual(nombres);
      const pedido = body.correos.find((c) => c.tipo === 'pedido-creado-vendedor')!;
      expect(pedido).toMatchObject({
        asunto: expect.stringMatching(/^Nuevo pedido #\d+ de /),
        para: expect.stringContaining('@prueba.feria.ar'),
      });
      expect(new Date(pedido.fecha).toISOString()).toBe(pedido.fecha);

      const uno = await call<CorreoCompleto>(yo, 'GET', `${BANDEJA}/${pedido.nombre}`);
      expect(uno.status).toBe(200);
      expect(uno.body).toMatchObject({ nombre: pedido.nombre, asunto: pedido.asunto, para: pedido.para });
      expect(uno.body.html).toContain('>Feria</td>');
      expect(uno.body.texto).toContain('Mate de calabaza');
      expect(uno.body.cabeceras).toContainEqual({ nombre: 'Subject', valor: pedido.asunto });
    });

    it('shows reset, arrepentimiento and unsubscribe links without their token', async () => {
      // The identity server's reset mail lands in the same outbox.
      const antes = await archivos();
      const olvido = await t.app.inject({
        method: 'POST',
        url: '/auth/realms/feria/login-actions/bandeja/olvide',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: admin.email }).toString(),
      });
      expect(olvido.statusCode).toBe(200);
      const u = await comprador();
      const s = await tiendaConDueno('Irma');
      const { body: venta } = await pedir(u, {
        emprendimientoId: s.id,
        items: [{ idProducto: s.producto, cantidad: 1 }],
        metodoPago: 'TRANSFERENCIA',
      });
      await avisarConfirmarArrepentimiento(t.db, venta.id, 'eyJ2IjoiMSJ9.ZmlybWEtc2VjcmV0YS1kZS1wcnVlYmE');
      const inicio = Math.ceil(Date.now() / VENTANA_CHAT_MS) * VENTANA_CHAT_MS + 6 * VENTANA_CHAT_MS;
      await avisarMensajeChat(t.db, venta.id, s.vendedor.sub, new Date(inicio));
      await enviar(new Date(inicio + VENTANA_CHAT_MS));
      let nuevos: string[] = [];
      for (let i = 0; i < 50 && !nuevos.some((n) => n.includes('-restablecer-contrasena-')); i++) {
        await new Promise((r) => setTimeout(r, 50)); // the reset mail leaves after the reply
        nuevos = (await archivos()).filter((n) => !antes.includes(n));
      }
      const casos = [
        {
          tipo: '-restablecer-contrasena-',
          enlace: /\/auth\/realms\/feria\/restablecer\?token=([\w-]+)/,
          oculto: '/auth/realms/feria/restablecer?token=[enlace oculto]',
        },
        {
          tipo: '-arrepentimiento-confirmar-',
          enlace: /\/arrepentimiento\/confirmar#([\w.%-]+)/,
          oculto: '/arrepentimiento/confirmar#[enlace oculto]',
        },
        {
          tipo: '-mensaje-chat-',
          enlace: /\/api\/v1\/correo\/baja\/([\w-]+)/,
          oculto: '/api/v1/correo/baja/[enlace oculto]',
        },
      ];
      for (const caso of casos) {
        const nombre = nuevos.find((n) => n.includes(caso.tipo));
        expect(nombre, caso.tipo).toBeDefined();
        const enArchivo = leerEml(await readFile(path.join(outbox(), nombre!), 'utf8'));
        const secreto = caso.enlace.exec(enArchivo.texto ?? '')?.[1];
        expect(secreto, caso.tipo).toBeDefined();

        const { status, body } = await call<CorreoCompleto>(yo, 'GET', `${BANDEJA}/${nombre}`);
        expect(status).toBe(200);
        expect(JSON.stringify(body), caso.tipo).not.toContain(secreto);
        expect(body.texto).toContain(caso.oculto);
        expect(body.html).toContain(caso.oculto);
      }
    });

    it('refuses anything that is not an outbox file name', async () => {
      for (const nombre of [
        '..%2F..%2Fetc%2Fpasswd',
        '..%2Foutbox.eml',
        '%2E%2E',
        'pglite',
        '2026-01-01T00-00-00-000Z-x-00000000.eml%2F..',
      ]) {
        const r = await call<{ codigo: string }>(yo, 'GET', `${BANDEJA}/${nombre}`);
        expect([400, 404], nombre).toContain(r.status);
      }
      const r = await call<{ mensaje: string }>(
        yo,
        'GET',
        `${BANDEJA}/2020-01-01T00-00-00-000Z-pedido-creado-comprador-0123abcd.eml`,
      );
      expect(r).toMatchObject({ status: 404, body: { mensaje: 'Ese correo no está en la bandeja de salida' } });
    });
  });
});

describe('outbox with SMTP_URL', () => {
  it('does not exist: the mails leave through the SMTP server', async () => {
    const t = await createTestApp({ seed: 'empty', env: { SMTP_URL: 'smtp://usuario:clave@127.0.0.1:2525' } });
    try {
      const admin = cuentaPrueba('Eva', ['admin']);
      await seedDemoAccounts(t.db, [admin]);
      const r = await t.app.inject({
        method: 'GET',
        url: BANDEJA,
        headers: await t.auth({ sub: admin.id, roles: ['admin'] }),
      });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ mensaje: expect.stringContaining('SMTP') });
    } finally {
      await t.close();
    }
  });
});
