import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing';
import { queryRows } from '../../db/sql';
import { BLOQUEO_S, encolar, esperaTrasFallo, iniciarTrabajador, procesarPendientes, type Trabajo } from './trabajos';

const enPostgres = Boolean(process.env.DATABASE_URL);
const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A handler that runs until `terminar()`; `empezo` resolves once it is running. */
function lento() {
  let terminar!: () => void;
  let empezo!: () => void;
  const fin = new Promise<void>((r) => (terminar = r));
  const arranque = new Promise<void>((r) => (empezo = r));
  let veces = 0;
  const manejador = async () => {
    veces++;
    empezo();
    await fin;
  };
  return { manejador, terminar, empezo: arranque, veces: () => veces };
}

describe('persistent job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' });
  });
  afterAll(async () => t.close());
  const estado = async (tipo: string) =>
    queryRows<{ estado: string; intentos: number; ultimo_error: string | null }>(
      t.db,
      sql`select estado, intentos, ultimo_error from app.trabajos where tipo = ${tipo} order by id`,
    );

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

  // PostgreSQL only: PGlite runs in this process and reads its clock, so the two never differ.
  it.runIf(enPostgres)(
    'runs a job the database queued for its own now() even when this process reads its clock behind the database',
    async () => {
      // A trigger queues a job for the database's now() (microseconds); the call's clock has
      // milliseconds, and on another machine it may run a little behind: either way the job queued
      // right before the call must be due for it, not for the next poll.
      const tipo = 'prueba.del-disparador';
      await t.db.execute(sql`insert into app.trabajos (tipo, datos, ejecutar_en) values (${tipo}, '{}'::jsonb, now())`);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 1000 });
      try {
        expect(await procesarPendientes(t.db, { [tipo]: async () => undefined })).toBe(1);
      } finally {
        vi.useRealTimers();
      }
      expect(await estado(tipo)).toEqual([expect.objectContaining({ estado: 'hecho' })]);
    },
  );

  it('retries a failing job with backoff and gives up after its last attempt', async () => {
    let llamadas = 0;
    const manejadores = {
      'prueba.falla': async () => {
        llamadas++;
        throw new Error('Mercado Pago no respondió');
      },
    };
    await encolar(t.db, 'prueba.falla', {}, { maxIntentos: 3 });
    for (let i = 0; i < 3; i++)
      await procesarPendientes(t.db, manejadores, { ahora: new Date(Date.now() + (i + 1) * 3_600_000) });
    expect(llamadas).toBe(3);
    expect(await estado('prueba.falla')).toEqual([
      { estado: 'fallido', intentos: 3, ultimo_error: 'Mercado Pago no respondió' },
    ]);
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

  it(`claims a job for at most ${BLOQUEO_S} s at a time, not for the whole batch`, async () => {
    const h = lento();
    await encolar(t.db, 'prueba.plazo', {});
    const corrida = procesarPendientes(t.db, { 'prueba.plazo': h.manejador });
    await h.empezo;
    const [fila] = await queryRows<{ s: number }>(
      t.db,
      sql`select extract(epoch from bloqueado_hasta - now())::float8 as s from app.trabajos where tipo = 'prueba.plazo'`,
    );
    expect(fila!.s).toBeGreaterThan(BLOQUEO_S - 5);
    expect(fila!.s).toBeLessThanOrEqual(BLOQUEO_S);
    h.terminar();
    await corrida;
  });

  it('renews the claim while the handler runs: another worker never takes the job meanwhile', async () => {
    const h = lento();
    await encolar(t.db, 'prueba.latido', {});
    const corrida = procesarPendientes(t.db, { 'prueba.latido': h.manejador }, { bloqueoS: 1, latidoMs: 200 });
    await h.empezo;
    // Well past the 1 s lease, other workers keep looking at the same time.
    const otras: Promise<number>[] = [];
    for (let i = 0; i < 12; i++) {
      otras.push(procesarPendientes(t.db, { 'prueba.latido': async () => undefined }, { bloqueoS: 1, latidoMs: 200 }));
      await esperar(200);
    }
    expect(await Promise.all(otras)).toEqual(Array(12).fill(0));
    h.terminar();
    expect(await corrida).toBe(1);
    expect(h.veces()).toBe(1);
    expect((await estado('prueba.latido')).map((e) => e.estado)).toEqual(['hecho']);
  });

  it('gives the job of a worker that stopped renewing (a dead process) to another worker once the lease passes', async () => {
    const muerto = lento();
    await encolar(t.db, 'prueba.huerfano', {});
    // No heartbeat within the test: as if the process had died right after claiming.
    const corrida = procesarPendientes(
      t.db,
      { 'prueba.huerfano': muerto.manejador },
      { bloqueoS: 1, latidoMs: 60_000 },
    );
    await muerto.empezo;
    const vivo: number[] = [];
    const manejadores = { 'prueba.huerfano': async (j: Trabajo) => void vivo.push(j.intentos) };
    expect(await procesarPendientes(t.db, manejadores)).toBe(0);
    await esperar(1500);
    expect(await procesarPendientes(t.db, manejadores)).toBe(1);
    expect(vivo).toEqual([2]);
    muerto.terminar();
    await corrida;
    expect((await estado('prueba.huerfano')).map((e) => e.estado)).toEqual(['hecho']);
  });

  // A claim left by a process that died (the job's row as it left it: one attempt, leased for a while).
  const reclamadoPorOtro = async (tipo: string) => {
    await encolar(t.db, tipo, {});
    await t.db.execute(
      sql`update app.trabajos set intentos = 1, bloqueado_hasta = now() + interval '30 seconds' where tipo = ${tipo}`,
    );
  };

  it.skipIf(enPostgres)(
    'PGlite: a worker that starts frees the claims of the process before it and runs them at once',
    async () => {
      await reclamadoPorOtro('prueba.reinicio');
      const hechos: number[] = [];
      const trabajador = iniciarTrabajador(
        t.db,
        { 'prueba.reinicio': async (j) => void hechos.push(j.intentos) },
        { intervaloMs: 60_000 },
      );
      await expect.poll(() => hechos, { timeout: 5000 }).toEqual([2]);
      await trabajador.detener();
    },
  );

  it.runIf(enPostgres)('PostgreSQL: a worker that starts leaves the claims of other instances alone', async () => {
    await reclamadoPorOtro('prueba.otra-instancia');
    const hechos: number[] = [];
    const trabajador = iniciarTrabajador(
      t.db,
      { 'prueba.otra-instancia': async (j) => void hechos.push(j.intentos) },
      { intervaloMs: 100 },
    );
    await esperar(1000);
    await trabajador.detener();
    expect(hechos).toEqual([]);
    expect(await estado('prueba.otra-instancia')).toMatchObject([{ estado: 'pendiente', intentos: 1 }]);
  });

  it('the background worker picks up jobs by itself and stops cleanly', async () => {
    const hechos: number[] = [];
    const trabajador = iniciarTrabajador(
      t.db,
      { 'prueba.fondo': async (j) => void hechos.push(Number(j.datos.n)) },
      { intervaloMs: 50 },
    );
    await encolar(t.db, 'prueba.fondo', { n: 7 });
    trabajador.despertar();
    await expect.poll(() => hechos, { timeout: 5000 }).toEqual([7]);
    await trabajador.detener();
  });
});
