import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing';
import { queryRows } from '../../db/sql';
import { encolar, esperaTrasFallo, iniciarTrabajador, procesarPendientes, type Trabajo } from './trabajos';

describe('persistent job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const estado = async (tipo: string) =>
    queryRows<{ estado: string; intentos: number; ultimo_error: string | null }>(t.db, sql`select estado, intentos, ultimo_error from app.trabajos where tipo = ${tipo} order by id`);

  it('runs due jobs once, leaves future ones, and keeps one job per key', async () => {
    const vistos: Trabajo[] = [];
    const manejadores = { 'prueba.uno': async (j: Trabajo) => void vistos.push(j) };
    await encolar(t.db, 'prueba.uno', { n: 1 });
    await encolar(t.db, 'prueba.uno', { n: 2 }, { en: new Date(Date.now() + 3_600_000) });
    await encolar(t.db, 'prueba.uno', { n: 3 }, { clave: 'unico' });
    await encolar(t.db, 'prueba.uno', { n: 4 }, { clave: 'unico' });
    expect(await procesarPendientes(t.db, manejadores)).toBe(2);
    expect(vistos.map((j) => j.datos.n).sort()).toEqual([1, 3]);
    expect(await procesarPendientes(t.db, manejadores)).toBe(0);
    expect(await procesarPendientes(t.db, manejadores, { ahora: new Date(Date.now() + 7_200_000) })).toBe(1);
    expect((await estado('prueba.uno')).map((e) => e.estado)).toEqual(['hecho', 'hecho', 'hecho']);
  });

  it('retries a failing job with backoff and gives up after its last attempt', async () => {
    let llamadas = 0;
    const manejadores = {
      'prueba.falla': async () => {
        llamadas++;
        throw new Error('Mercado Pago no respondió');
      },
    };
    await encolar(t.db, 'prueba.falla', {}, { maxIntentos: 3 });
    for (let i = 0; i < 3; i++) await procesarPendientes(t.db, manejadores, { ahora: new Date(Date.now() + (i + 1) * 3_600_000) });
    expect(llamadas).toBe(3);
    expect(await estado('prueba.falla')).toEqual([{ estado: 'fallido', intentos: 3, ultimo_error: 'Mercado Pago no respondió' }]);
    expect(await procesarPendientes(t.db, manejadores, { ahora: new Date(Date.now() + 10 * 3_600_000) })).toBe(0);
    expect([1, 2, 3, 20].map(esperaTrasFallo)).toEqual([2, 4, 8, 3600]);
  });

  it('never runs one job twice when workers race for the queue', async () => {
    const cuenta = new Map<number, number>();
    const manejadores = {
      'prueba.carrera': async (j: Trabajo) => {
        cuenta.set(Number(j.datos.n), (cuenta.get(Number(j.datos.n)) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      },
    };
    for (let n = 0; n < 60; n++) await encolar(t.db, 'prueba.carrera', { n });
    await Promise.all(Array.from({ length: 4 }, () => procesarPendientes(t.db, manejadores, { limite: 25 })));
    await procesarPendientes(t.db, manejadores, { limite: 100 });
    expect(cuenta.size).toBe(60);
    expect([...cuenta.values()].every((v) => v === 1)).toBe(true);
  });

  it('the background worker picks up jobs by itself and stops cleanly', async () => {
    const hechos: number[] = [];
    const trabajador = iniciarTrabajador(t.db, { 'prueba.fondo': async (j) => void hechos.push(Number(j.datos.n)) }, { intervaloMs: 50 });
    await encolar(t.db, 'prueba.fondo', { n: 7 });
    trabajador.despertar();
    await expect.poll(() => hechos, { timeout: 5000 }).toEqual([7]);
    await trabajador.detener();
  });
});
