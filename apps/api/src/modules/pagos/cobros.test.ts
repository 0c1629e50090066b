import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGINA_COBROS, type ConexionMercadoPago } from '@feria/contracts';
import { queryRows } from '../../db/sql';
import { REACCIONES } from '../../reacciones';
import { createTestApp, crearEmprendimiento, type TestApp, type UsuarioPrueba } from '../../testing';
import { TRABAJO_CORREO } from '../correo/correo.service';
import { despacharPendientes } from '../eventos/eventos';
import { datosDeTrabajos } from '../trabajos/trabajos.test-support';
import { procesarPendientes } from '../trabajos/trabajos';
import { completarConexion, TRABAJO_RENOVAR_CUENTA, VALIDEZ_ESTADO_MS } from './cobros.service';
import { tokensDe } from './cuentas';
import { manejadoresDeCuentasMercadoPago } from './renovacion';

// docs/producto/pagos.md#cobros and #tokens: a shop connects its own Mercado Pago account through
// the embedded sandbox's authorization page, as a browser would (the page's form, the redirects);
// the state is single use, bound to the shop and 10 minutes long; the tokens are sealed at rest,
// refreshed by a job before they expire, and a refused refresh disconnects the shop and mails it.

const VENDEDOR_PRUEBA_2 = '2481000002';

describe("a shop connects its own Mercado Pago account ('Cobros')", () => {
  let t: TestApp;
  let vendedor: UsuarioPrueba;
  let tienda: string;
  /** Every line the app logged (at trace level), and every token the sandbox gave out. */
  const log: string[] = [];
  const secretos = new Set<string>();
  const recordar = async () => {
    const tk = await tokensDe(t.db, t.app.cuentasMercadoPago.cifrador, tienda);
    if (tk) [tk.accessToken, tk.refreshToken].forEach((s) => secretos.add(s));
  };
  const ruta = (id = tienda) => `/api/emprendedor/v1/emprendimientos/${id}/mercadopago`;

  beforeAll(async () => {
    t = await createTestApp({
      seed: 'empty',
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (linea) => void log.push(linea) },
    });
    vendedor = { sub: randomUUID(), roles: ['emprendedor'] };
    tienda = await crearEmprendimiento(t.db, { ownerUserId: vendedor.sub, nombre: 'Dulces de Ana' });
  });
  afterAll(async () => t.close());

  const estado = async () => {
    const res = await t.app.inject({ method: 'GET', url: ruta(), headers: await t.auth(vendedor) });
    expect(res.statusCode).toBe(200);
    return res.json<ConexionMercadoPago>();
  };

  /** POST conectar, then the authorization page's form as the browser submits it: where the sandbox sends the browser. */
  async function autorizar(accion: 'autorizar' | 'cancelar', userId = VENDEDOR_PRUEBA_2): Promise<URL> {
    const res = await t.app.inject({ method: 'POST', url: `${ruta()}/conectar`, headers: await t.auth(vendedor) });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<{ url: string }>().url);
    expect(url.pathname).toBe('/_sandbox/mp/authorization');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('platform_id')).toBe('mp');
    const pagina = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(pagina.statusCode).toBe(200);
    const campos = new URLSearchParams();
    for (const m of pagina.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
      campos.set(m[1]!, m[2]!.replaceAll('&amp;', '&'));
    campos.set('user_id', userId);
    campos.set('accion', accion);
    const accionForm = /<form method="post" action="([^"]+)"/.exec(pagina.body)![1]!;
    const envio = await t.app.inject({
      method: 'POST',
      url: accionForm,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: campos.toString(),
    });
    expect(envio.statusCode).toBe(302);
    return new URL(String(envio.headers.location));
  }

  /** The browser follows Mercado Pago's redirect to our callback; answers the 'Cobros' URL it is sent on to. */
  async function volver(callback: URL): Promise<URL> {
    const res = await t.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(res.statusCode).toBe(302);
    const destino = new URL(String(res.headers.location));
    expect(destino.pathname).toBe(PAGINA_COBROS);
    return destino;
  }

  it('answers 401 without a session and 404 for another seller’s shop', async () => {
    expect((await t.app.inject({ method: 'GET', url: ruta() })).statusCode).toBe(401);
    const otro: UsuarioPrueba = { sub: randomUUID(), roles: ['emprendedor'] };
    await crearEmprendimiento(t.db, { ownerUserId: otro.sub });
    for (const [method, url] of [
      ['GET', ruta()],
      ['POST', `${ruta()}/conectar`],
      ['DELETE', ruta()],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: await t.auth(otro) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await estado()).toEqual({ conectado: false, puedeCobrar: false });
  });

  it('connects nothing when the seller cancels on Mercado Pago', async () => {
    const callback = await autorizar('cancelar');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect((await volver(callback)).searchParams.get('resultado')).toBe('cancelado');
    expect((await estado()).conectado).toBe(false);
  });

  it('connects the shop through the whole round trip, with the tokens sealed at rest', async () => {
    const callback = await autorizar('autorizar');
    expect(callback.searchParams.get('code')).toMatch(/^TG-/);
    expect((await volver(callback)).searchParams.get('resultado')).toBe('conectado');
    const e = await estado();
    expect(e).toMatchObject({ conectado: true, mpUserId: VENDEDOR_PRUEBA_2, puedeCobrar: true });
    expect(new Date(e.venceEn!).getTime() - Date.now()).toBeGreaterThan(170 * 24 * 3_600_000);
    // The state was spent: the same redirect again connects nothing and says so.
    expect((await volver(callback)).searchParams.get('resultado')).toBe('estado_invalido');

    await recordar();
    const tokens = await tokensDe(t.db, t.app.cuentasMercadoPago.cifrador, tienda);
    expect(tokens?.accessToken).toMatch(/^APP_USR-|^TEST-/);
    const [fila] = await queryRows<{ fila: string }>(
      t.db,
      sql`select c::text as fila from app.mercadopago_cuentas c where emprendimiento_id = ${tienda}`,
    );
    expect(fila!.fila).not.toContain(tokens!.accessToken);
    expect(fila!.fila).not.toContain(tokens!.refreshToken);
    const estados = await queryRows<{ fila: string }>(
      t.db,
      sql`select e::text as fila from app.mercadopago_oauth_estados e`,
    );
    expect(estados.join(' ')).not.toContain(callback.searchParams.get('state')!);
  });

  it('refuses a forged state and an expired one', async () => {
    const cm = t.app.cuentasMercadoPago;
    expect(await completarConexion(t.db, cm, { code: 'TG-falso', state: 'inventado' })).toContain(
      'resultado=estado_invalido',
    );
    const callback = await autorizar('autorizar', '2481000003');
    const tarde = new Date(Date.now() + VALIDEZ_ESTADO_MS + 60_000);
    const q = Object.fromEntries(callback.searchParams);
    expect(await completarConexion(t.db, cm, q, tarde)).toContain('resultado=vencido');
    // Still the account of the round trip above, not the one authorized too late.
    expect((await estado()).mpUserId).toBe(VENDEDOR_PRUEBA_2);
  });

  it('refreshes the tokens with a job due well before they expire', async () => {
    const cm = t.app.cuentasMercadoPago;
    const antes = (await tokensDe(t.db, cm.cifrador, tienda))!;
    const [job] = await datosDeTrabajos(t.db, TRABAJO_RENOVAR_CUENTA, { emprendimientoId: tienda });
    expect(job).toEqual({ emprendimientoId: tienda, venceEn: antes.venceEn.toISOString() });
    const manejadores = manejadoresDeCuentasMercadoPago(cm);
    expect(await procesarPendientes(t.db, manejadores)).toBe(0);
    // 30 days before the expiry of a 180-day token.
    const justoAntes = new Date(antes.venceEn.getTime() - 29 * 24 * 3_600_000);
    expect(await procesarPendientes(t.db, manejadores, { ahora: justoAntes })).toBe(1);
    await recordar();
    const despues = (await tokensDe(t.db, cm.cifrador, tienda))!;
    expect(despues.accessToken).not.toBe(antes.accessToken);
    expect(despues.refreshToken).not.toBe(antes.refreshToken);
    expect(despues.venceEn.getTime()).toBeGreaterThan(antes.venceEn.getTime());
    expect(
      await datosDeTrabajos(t.db, TRABAJO_RENOVAR_CUENTA, { venceEn: despues.venceEn.toISOString() }),
    ).toHaveLength(1);
  });

  it('disconnects the shop and mails the seller when Mercado Pago refuses the refresh', async () => {
    const cm = t.app.cuentasMercadoPago;
    const actuales = (await tokensDe(t.db, cm.cifrador, tienda))!;
    // The refresh token is spent elsewhere (as when the seller revokes the access): the next refresh is refused.
    await cm.oauth!.renovar(actuales.refreshToken);
    const manejadores = manejadoresDeCuentasMercadoPago(cm);
    expect(await procesarPendientes(t.db, manejadores, { ahora: new Date(actuales.venceEn.getTime() - 1000) })).toBe(1);
    expect(await estado()).toEqual({ conectado: false, puedeCobrar: false, motivoDesconexion: 'renovacion_rechazada' });
    expect(await tokensDe(t.db, cm.cifrador, tienda)).toBeUndefined();
    // The mail is the reaction to CuentaMercadoPagoDesconectada: none from the job's own transaction, one after dispatching (twice).
    const correo = () => datosDeTrabajos(t.db, TRABAJO_CORREO, { plantilla: 'mercadopago-desconectado' });
    expect(await correo()).toHaveLength(0);
    await despacharPendientes(t.db, REACCIONES);
    await despacharPendientes(t.db, REACCIONES);
    const mails = await correo();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ datos: { tienda: 'Dulces de Ana' } });
  });

  it('disconnects on the seller’s request, erasing the tokens', async () => {
    await volver(await autorizar('autorizar'));
    expect((await estado()).conectado).toBe(true);
    const res = await t.app.inject({ method: 'DELETE', url: ruta(), headers: await t.auth(vendedor) });
    expect(res.statusCode).toBe(204);
    expect(await estado()).toEqual({ conectado: false, puedeCobrar: false, motivoDesconexion: 'vendedor' });
    const [fila] = await queryRows<{ a: string | null; r: string | null }>(
      t.db,
      sql`select access_token as a, refresh_token as r from app.mercadopago_cuentas where emprendimiento_id = ${tienda}`,
    );
    expect(fila).toEqual({ a: null, r: null });
  });

  it('never writes a token, a code or a state to the log', async () => {
    await recordar();
    const todo = log.join('');
    expect(todo).toContain('/oauth/callback');
    expect(secretos.size).toBeGreaterThanOrEqual(4);
    for (const s of secretos) expect(todo).not.toContain(s);
    expect(todo).not.toMatch(/TG-[A-Za-z0-9_-]{8,}/);
  });
});
