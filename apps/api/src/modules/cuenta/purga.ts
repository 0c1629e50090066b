import type { Database } from '../../db/client';
import { almacenamientoDe } from '../../platform/almacenamiento';
import { encolar, type Manejadores } from '../trabajos/trabajos';
import { borrarPedidosConservados, comprobantesDePedidos, pedidosConservadosVencidos } from '../ventas/purga';

// docs/producto/datos-personales.md#plazo-legal: the orders a deleted account left are kept
// anonymised for the legal period, then deleted by a daily job of the persistent queue (never a
// timer in memory), with their transfer proofs. Idempotent: a retried or repeated run deletes
// only what is still due, so nothing happens twice.

export const TRABAJO_PURGA_PEDIDOS = 'cuenta.purga-pedidos';
/** Código Civil y Comercial, art. 328: ten years, counted from the order's last movement. */
export const PLAZO_CONSERVACION_ANIOS = 10;
/** Orders per statement: a run that finds many keeps each transaction short. */
const LOTE = 200;
const DIA_MS = 86_400_000;
/** 04:00 UTC, 01:00 in Argentina: the quietest hour. */
const HORA_DEL_DIA_MS = 4 * 3_600_000;

/** The last movement an order may have had to be deleted at `ahora`: the period before it. */
export function finDelPlazo(ahora: Date): Date {
  const d = new Date(ahora);
  d.setUTCFullYear(d.getUTCFullYear() - PLAZO_CONSERVACION_ANIOS);
  return d;
}

/**
 * One run per day: the job of `en`'s day, keyed by the day, so scheduling it again (the hourly
 * pruning does, reacciones.ts) is a no-op.
 */
export async function programarPurga(db: Database, en: Date): Promise<void> {
  const dia = Math.floor(en.getTime() / DIA_MS) * DIA_MS;
  const clave = `purga-pedidos:${new Date(dia).toISOString().slice(0, 10)}`;
  await encolar(db, TRABAJO_PURGA_PEDIDOS, {}, { en: new Date(dia + HORA_DEL_DIA_MS), clave });
}

/** Deletes the kept orders past the period, their proofs first; answers how many orders went. */
export async function purgarPedidosConservados(db: Database, dataDir: string, ahora: Date): Promise<number> {
  const antesDe = finDelPlazo(ahora);
  let total = 0;
  for (;;) {
    const ids = await pedidosConservadosVencidos(db, antesDe, LOTE);
    if (ids.length === 0) return total;
    // Files first: a run that stops between the two finds the same orders again and finishes.
    await almacenamientoDe(dataDir).borrar(await comprobantesDePedidos(db, ids));
    const borrados = await borrarPedidosConservados(db, ids, antesDe);
    total += borrados;
    if (borrados === 0 || ids.length < LOTE) return total;
  }
}

export function manejadoresDePurga(opts: { dataDir: string }): Manejadores {
  return {
    [TRABAJO_PURGA_PEDIDOS]: async (_t, { db, ahora }) => {
      await purgarPedidosConservados(db, opts.dataDir, ahora);
    },
  };
}
