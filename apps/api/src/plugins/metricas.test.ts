import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../testing';
import { encolar, procesarPendientes } from '../modules/trabajos/trabajos';
import { TRABAJO_CORREO } from '../modules/correo/correo.service';
import { manejadoresDeCorreo } from '../modules/correo/trabajos-correo';
import { tokenValido } from './metricas';
import { sql } from 'drizzle-orm';
import { queryPreparada } from '../db/preparadas';
import { duracionSentencias } from '../lib/metricas';

// GET /metrics (decision 089): Prometheus text, never public — a bearer token or a port of its own.

const TOKEN = 'token-de-metricas-de-prueba-1234';
const PRODUCTOS = '/api/v1/public/core/productos';

/** The lines of the exposition text that start with `nombre`. */
const lineas = (texto: string, nombre: string) => texto.split('\n').filter((l) => l.startsWith(nombre));

describe('metrics', () => {
  it('are off without METRICS_TOKEN nor METRICS_PORT: /metrics is a 404, not the web app', async () => {
    const t = await createTestApp({ seed: 'empty' });
    try {
      const res = await t.app.inject('/metrics');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    } finally {
      await t.close();
    }
  });

  it('are configured by METRICS_TOKEN (16 characters or more), METRICS_PORT and METRICS_HOST (127.0.0.1)', () => {
    expect(loadConfig({}).metricas).toEqual({ token: undefined, puerto: undefined, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metricas).toEqual({
      token: TOKEN,
      puerto: 9464,
      host: '0.0.0.0',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(
      'METRICS_TOKEN tiene que tener al menos 16 caracteres',
    );
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow('METRICS_PORT');
  });

  it('compares the bearer token whole', () => {
    expect(tokenValido(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(tokenValido(`bearer  ${TOKEN} `, TOKEN)).toBe(true);
    expect(tokenValido(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(tokenValido(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(tokenValido(TOKEN, TOKEN)).toBe(false);
    expect(tokenValido(undefined, TOKEN)).toBe(false);
  });

  describe('with METRICS_TOKEN', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '5' } });
    });
    afterAll(() => t?.close());

    const leer = () => t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

    it('asks for the token', async () => {
      const sin = await t.app.inject('/metrics');
      expect(sin.statusCode).toBe(401);
      expect(sin.headers['www-authenticate']).toBe('Bearer');
      expect(sin.body).toBe('');
      const otro = await t.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer otro-token-cualquiera-1234' },
      });
      expect(otro.statusCode).toBe(401);
    });

    it('counts requests by route pattern and status, never by the URL', async () => {
      const [primero] = (await t.app.inject(`${PRODUCTOS}/mas-vendidos?size=1`)).json<{ id: string }[]>();
      expect(primero).toBeDefined();
      expect((await t.app.inject(`${PRODUCTOS}/${primero!.id}`)).statusCode).toBe(200);
      expect((await t.app.inject(`${PRODUCTOS}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
      expect((await t.app.inject('/api/no-existe/123')).statusCode).toBe(404);

      const res = await leer();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const texto = res.body;
      const pedidos = lineas(texto, 'feria_http_solicitudes_total{');
      const deProducto = pedidos.filter((l) => l.includes(`ruta="${PRODUCTOS}/:`));
      expect(deProducto.some((l) => l.includes('estado="200"') && l.endsWith(' 1'))).toBe(true);
      expect(deProducto.some((l) => l.includes('estado="404"') && l.endsWith(' 1'))).toBe(true);
      expect(pedidos.some((l) => l.includes('ruta="sin_ruta"') && l.includes('estado="404"'))).toBe(true);
      expect(texto).not.toContain(primero!.id);
      expect(texto).not.toContain('no-existe');
      expect(lineas(texto, 'feria_http_duracion_segundos_bucket{').length).toBeGreaterThan(0);
    });

    it('does not count itself nor limit itself', async () => {
      for (let i = 0; i < 7; i++) expect((await leer()).statusCode).toBe(200);
      expect((await leer()).body).not.toContain('ruta="/metrics"');
    });

    it('has the database, queue, live, cache, mail, payment and process figures', async () => {
      const texto = (await leer()).body;
      for (const nombre of [
        'feria_db_sentencia_segundos_count',
        'feria_db_sentencias_en_curso',
        'feria_trabajos_en_cola',
        'feria_trabajos_fallidos_total',
        'feria_envivo_conexiones 0',
        'feria_cache_publico_aciertos_total',
        'feria_cache_publico_fallos_total',
        'feria_cache_publico_proporcion_aciertos',
        'feria_correos_total',
        'feria_pagos{estado="aprobado"}',
        'process_cpu_user_seconds_total',
        'nodejs_eventloop_lag_seconds',
      ]) {
        expect(texto, nombre).toContain(nombre);
      }
      const sentencias = Number(lineas(texto, 'feria_db_sentencia_segundos_count')[0]?.split(' ')[1]);
      expect(sentencias).toBeGreaterThan(0);
      if (process.env.DATABASE_URL) expect(texto).toMatch(/feria_db_pool_conexiones\{estado="total"\} [1-9]/);
    });

    it("times prepared statements too (the public pages' reads on a miss), on both engines", async () => {
      const cuenta = async () =>
        (await duracionSentencias.get()).values.find((v) => v.metricName === 'feria_db_sentencia_segundos_count')
          ?.value ?? 0;
      const antes = await cuenta();
      const filas = await queryPreparada<{ n: number }>(t.db, sql`select ${41}::int + 1 as n`);
      expect(filas[0]?.n).toBe(42);
      expect(await cuenta()).toBe(antes + 1);
    });

    it('counts a failed job by its kind and shows it waiting in the queue', async () => {
      const tipo = 'prueba.metricas-falla';
      await encolar(t.db, tipo, {}, { maxIntentos: 3 });
      const corridos = await procesarPendientes(t.db, {
        [tipo]: () => Promise.reject(new Error('falla a propósito')),
      });
      expect(corridos).toBe(1);
      const texto = (await leer()).body;
      expect(texto).toContain(`feria_trabajos_fallidos_total{tipo="${tipo}",agotado="no"} 1`);
      expect(texto).toContain(`feria_trabajos_en_cola{tipo="${tipo}",estado="pendiente"} 1`);
    });

    it('counts the mails sent and those the transport refused', async () => {
      const valor = async (resultado: string) =>
        Number(lineas((await leer()).body, `feria_correos_total{resultado="${resultado}"}`)[0]?.split(' ')[1] ?? '0');
      const [enviados, fallidos] = [await valor('enviado'), await valor('fallido')];
      const opciones = {
        dataDir: t.config.dataDir,
        smtpUrl: undefined,
        remitente: 'Feria <f@x.ar>',
        urlPublica: 'http://x',
      };
      const correr = (enviar: () => Promise<void>) =>
        manejadoresDeCorreo(opciones, { modo: 'smtp', enviar, cerrar: () => undefined })[TRABAJO_CORREO]!(
          {
            id: 1,
            tipo: TRABAJO_CORREO,
            intentos: 1,
            datos: { para: 'ana@x.ar', plantilla: 'tienda-aprobada', datos: { tienda: 'Ana', saludo: 'Hola' } },
          },
          { db: t.db, ahora: new Date() },
        );
      await correr(() => Promise.resolve());
      await correr(() => Promise.resolve());
      await expect(correr(() => Promise.reject(new Error('SMTP caído')))).rejects.toThrow('SMTP caído');
      expect(await valor('enviado')).toBe(enviados + 2);
      expect(await valor('fallido')).toBe(fallidos + 1);
    });
  });

  describe('with METRICS_PORT', () => {
    const PUERTO = 8221;
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ seed: 'empty', env: { METRICS_PORT: String(PUERTO) } });
    });
    afterAll(() => t?.close());

    it('serves them on that port on 127.0.0.1 without a token, and not on the app', async () => {
      const res = await fetch(`http://127.0.0.1:${PUERTO}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('feria_http_solicitudes_total');
      expect((await fetch(`http://127.0.0.1:${PUERTO}/otra-cosa`)).status).toBe(404);
      expect((await t.app.inject('/metrics')).statusCode).toBe(404);
    });

    it('stops listening when the app closes', async () => {
      const otra = await createTestApp({ seed: 'empty', env: { METRICS_PORT: String(PUERTO + 1) } });
      expect((await fetch(`http://127.0.0.1:${PUERTO + 1}/metrics`)).status).toBe(200);
      await otra.close();
      await expect(fetch(`http://127.0.0.1:${PUERTO + 1}/metrics`)).rejects.toThrow();
    });
  });
});
