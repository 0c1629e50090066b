import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AlertaCumplida } from '@feria/contracts';
import type { Database } from '../../db/client';
import { alertasProducto } from '../../db/schema';
import { emitir } from '../eventos/eventos';
import { productosParaVenta, type ProductoParaVenta } from '../productos/productos.queries';
import type { Manejadores } from '../trabajos/trabajos';
import { TRABAJO_REVISAR_ALERTAS } from './alertas.service';
import { precioEfectivo } from './precio';

// docs/producto/favoritos.md#alertas, decision 095: the triggers of migration 0029 queue this check
// whenever a product with live alerts may have come back or become cheaper, whatever path changed
// it. The check reads the committed state and fires each alert that came true exactly once: its
// rows are locked, stamped only while still live and the event is written in the same transaction.

type FilaAlerta = typeof alertasProducto.$inferSelect;

/** docs/producto/favoritos.md#cuando-se-cumple */
export function seCumple(a: FilaAlerta, p: ProductoParaVenta, precioAhora: number): boolean {
  if (!p.publico) return false;
  if (a.tipo === 'precio') return a.precioReferencia !== null && precioAhora < Number(a.precioReferencia);
  if (a.varianteId === null) return p.stock > 0;
  const v = p.variantes.get(a.varianteId);
  return v !== undefined && v.habilitada && v.stock > 0;
}

/** Fires the product's live alerts that came true; returns how many fired now. */
export async function revisarAlertas(db: Database, productoId: string, ahora = new Date()): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    // Two checks of one product at once: the second waits here and then sees them fired.
    const vivas = await tx
      .select()
      .from(alertasProducto)
      .where(and(eq(alertasProducto.productoId, productoId), isNull(alertasProducto.cumplidaEn)))
      .for('update');
    if (vivas.length === 0) return 0;
    const [p] = await productosParaVenta(tx, [productoId]);
    if (!p) return 0;
    const precio = precioEfectivo(p, ahora);
    const ids = vivas.filter((a) => seCumple(a, p, precio)).map((a) => a.id);
    if (ids.length === 0) return 0;
    const cumplidas = await tx
      .update(alertasProducto)
      .set({ cumplidaEn: ahora })
      .where(and(inArray(alertasProducto.id, ids), isNull(alertasProducto.cumplidaEn)))
      .returning();
    await emitir(
      tx,
      ...cumplidas.map((a): AlertaCumplida => ({
        tipo: 'AlertaCumplida',
        alertaId: a.id,
        alerta: a.tipo as AlertaCumplida['alerta'],
        userId: a.userId,
        productoId: a.productoId,
        varianteId: a.varianteId,
        actor: 'sistema',
        actorUserId: null,
      })),
    );
    return cumplidas.length;
  });
}

export function manejadoresDeAlertas(): Manejadores {
  return {
    [TRABAJO_REVISAR_ALERTAS]: async (t, { db, ahora }) => {
      await revisarAlertas(db, String(t.datos.productoId), ahora);
    },
  };
}
