import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, jwtVerify } from 'jose';
import webPush from 'web-push';
import type { SuscripcionPush } from '@feria/contracts';
import { createTestApp, type TestApp, type UsuarioPrueba } from '../../testing';
import { procesarPendientes } from '../trabajos/trabajos';
import { encolarPush, type AvisoPush } from './avisos';
import { manejadoresDePush, temaDe, TTL_S } from './envio-push';
import { descifrar, iniciarReceptor, navegador, type ReceptorPush, type Recibido } from './receptor-push.test-support';

// docs/producto/notificaciones.md#envio: a notice goes through the job queue to every device of
// the user, signed with the server's VAPID key and encrypted for each browser. The push service
// is a local HTTPS receiver; each request's JWT is checked with the public key the API hands out
// and its body decrypted with the browser's own private key, as the browser would.

const SUSCRIPCIONES = '/api/v1/push/suscripciones';
const usuario = (): UsuarioPrueba => ({ sub: randomUUID(), roles: ['emprendedor'] });
const aviso: AvisoPush = {
  clase: 'venta_nueva',
  titulo: 'Nueva venta #1042',
  cuerpo: 'Ana hizo un pedido por $ 12.500.',
  url: '/dashboard-emprendedor/ventas',
  etiqueta: 'venta-abc-vendedor',
};

describe('sending a push', () => {
  let t: TestApp;
  let r: ReceptorPush;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
    r = await iniciarReceptor();
  });
  afterAll(async () => {
    await r.cerrar();
    await t.close();
  });

  const manejadores = () => manejadoresDePush({ config: t.config.push, agent: r.agent, timeoutMs: 5000 });
  /** Runs the queue until nothing is due (the notice, then its device jobs). */
  const procesar = async (ahora?: Date) => {
    while ((await procesarPendientes(t.db, manejadores(), ahora ? { ahora } : {})) > 0);
  };
  const call = async <T>(u: UsuarioPrueba, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: await t.auth(u), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
  };
  const suscribir = async (u: UsuarioPrueba) => {
    const n = navegador(r.origen);
    expect((await call(u, 'POST', SUSCRIPCIONES, { ...n.suscripcion, dispositivo: 'Chrome en Android' })).status).toBe(
      201,
    );
    return n;
  };
  const de = (ruta: string) => r.recibidos.filter((x) => x.ruta === ruta);

  /** What a browser's push service and the browser itself check of a request. */
  async function verificar(x: Recibido, n: ReturnType<typeof navegador>) {
    const clave = (await call<{ clave: string }>(usuario(), 'GET', '/api/v1/push/clave-publica')).body.clave;
    const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(x.headers.authorization ?? '') ?? [];
    expect(k).toBe(clave);
    const punto = Buffer.from(clave, 'base64url');
    const publica = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: punto.subarray(1, 33).toString('base64url'),
        y: punto.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload, protectedHeader } = await jwtVerify(jwt!, publica, { algorithms: ['ES256'], audience: r.origen });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload.sub).toBe('mailto:no-responder@feria.local');
    const ahora = Date.now() / 1000;
    expect(payload.exp).toBeGreaterThan(ahora);
    expect(payload.exp).toBeLessThanOrEqual(ahora + 24 * 3600);
    expect(x.headers['content-encoding']).toBe('aes128gcm');
    expect(x.headers.ttl).toBe(String(TTL_S));
    expect(x.headers.urgency).toBe('high');
    expect(x.headers.topic).toBe(temaDe(aviso.etiqueta!));
    return descifrar(x.cuerpo, n);
  }

  it('reaches every device of the user, signed with the public key the API gives and readable only with the browser key', async () => {
    const u = usuario();
    const [a, b] = [await suscribir(u), await suscribir(u)];
    const otro = await suscribir(usuario());
    await encolarPush(t.db, u.sub, aviso, `push:prueba:${u.sub}`);
    await encolarPush(t.db, u.sub, aviso, `push:prueba:${u.sub}`);
    await procesar();
    for (const n of [a!, b!]) {
      expect(de(n.ruta)).toHaveLength(1);
      expect(await verificar(de(n.ruta)[0]!, n)).toEqual({
        titulo: aviso.titulo,
        cuerpo: aviso.cuerpo,
        url: aviso.url,
        etiqueta: aviso.etiqueta,
      });
    }
    expect(de(otro.ruta)).toHaveLength(0);
    // Another browser's key cannot read it.
    expect(() => descifrar(de(a!.ruta)[0]!.cuerpo, b!)).toThrow();
    const lista = (await call<SuscripcionPush[]>(u, 'GET', SUSCRIPCIONES)).body;
    expect(lista.every((s) => s.ultimoEnvioEn !== null)).toBe(true);
  });

  it('drops a subscription the push service says is gone (410, 404) and still serves the others', async () => {
    const u = usuario();
    const [vencida, borrada, viva] = [await suscribir(u), await suscribir(u), await suscribir(u)];
    r.responder(vencida!.ruta, 410);
    r.responder(borrada!.ruta, 404);
    await encolarPush(t.db, u.sub, aviso);
    await procesar();
    const lista = (await call<SuscripcionPush[]>(u, 'GET', SUSCRIPCIONES)).body;
    expect(lista.map((s) => s.endpoint)).toEqual([viva!.suscripcion.endpoint]);
    expect(de(viva!.ruta)).toHaveLength(1);
  });

  it('retries a device whose push service failed, without sending again to the devices already served', async () => {
    const u = usuario();
    const [falla, bien] = [await suscribir(u), await suscribir(u)];
    r.responder(falla!.ruta, 503, 500);
    await encolarPush(t.db, u.sub, aviso);
    await procesar();
    expect(de(falla!.ruta)).toHaveLength(1);
    expect(de(bien!.ruta)).toHaveLength(1);
    // The retries are due later (backoff): run the queue as if that time had come, twice.
    await procesar(new Date(Date.now() + 3_600_000));
    await procesar(new Date(Date.now() + 7_200_000));
    expect(de(falla!.ruta)).toHaveLength(3);
    expect(await verificar(de(falla!.ruta)[2]!, falla!)).toMatchObject({ titulo: aviso.titulo });
    expect(de(bien!.ruta)).toHaveLength(1);
    expect((await call<SuscripcionPush[]>(u, 'GET', SUSCRIPCIONES)).body).toHaveLength(2);
  });

  it('sends nothing to a browser that unsubscribed or passed to another account before the job ran', async () => {
    const u = usuario();
    const otra = usuario();
    const [baja, pasada] = [await suscribir(u), await suscribir(u)];
    await encolarPush(t.db, u.sub, aviso);
    await procesarPendientes(t.db, manejadores()); // the notice becomes one job per device
    expect((await call(u, 'DELETE', SUSCRIPCIONES, { endpoint: baja!.suscripcion.endpoint })).status).toBe(204);
    expect((await call(otra, 'POST', SUSCRIPCIONES, pasada!.suscripcion)).status).toBe(201);
    await procesar();
    expect(de(baja!.ruta)).toHaveLength(0);
    expect(de(pasada!.ruta)).toHaveLength(0);
  });

  it('signs with the configured VAPID pair when there is one', async () => {
    const par = webPush.generateVAPIDKeys();
    const propio = await createTestApp({
      seed: 'empty',
      env: {
        VAPID_PUBLIC_KEY: par.publicKey,
        VAPID_PRIVATE_KEY: par.privateKey,
        VAPID_SUBJECT: 'mailto:avisos@feria.ar',
      },
    });
    try {
      const res = await propio.app.inject({
        method: 'GET',
        url: '/api/v1/push/clave-publica',
        headers: await propio.auth(usuario()),
      });
      expect(res.json()).toEqual({ clave: par.publicKey });
    } finally {
      await propio.close();
    }
  });
});
