import { eq, sql } from 'drizzle-orm';
import type { CarritoInput } from '@feria/contracts';
import type { Database } from '../../db/client';
import { carritos, type LineaCarritoGuardada } from '../../db/schema';
import type { UserContext } from '../../lib/context';
import { encolar } from '../trabajos/trabajos';

// docs/producto/carrito-abandonado.md: the browser keeps the cart; for a signed-in buyer it also
// sends it here after each change, so the reminder job knows what was left and since when.

/** Job type: the reminder of one version of a buyer's cart. */
export const TRABAJO_RECORDATORIO_CARRITO = 'carrito.recordatorio';
/** docs/producto/carrito-abandonado.md#cuándo: a day after the last change. */
export const HORAS_RECORDATORIO = 24;
export const ESPERA_RECORDATORIO_MS = HORAS_RECORDATORIO * 3600 * 1000;

const normalizar = (items: CarritoInput['items']): LineaCarritoGuardada[] =>
  items.map((l) => ({ idProducto: l.idProducto, idVariante: l.idVariante ?? null, cantidad: l.cantidad }));

// jsonb does not keep the keys' order: compare field by field.
const mismasLineas = (a: readonly LineaCarritoGuardada[], b: readonly LineaCarritoGuardada[]) =>
  a.length === b.length &&
  a.every(
    (l, i) =>
      l.idProducto === b[i]!.idProducto && (l.idVariante ?? null) === b[i]!.idVariante && l.cantidad === b[i]!.cantidad,
  );

/**
 * PUT: replaces the caller's stored cart. An empty list deletes it (a purchase empties the
 * browser's cart, which then sends it empty). Sending the same lines again changes nothing; any
 * change makes a new version and queues its reminder for 24 h later (one job per version: a job
 * of an older version finds the cart changed and does nothing).
 */
export async function guardarCarrito(ctx: UserContext, input: CarritoInput, ahora = new Date()): Promise<void> {
  const userId = ctx.usuario.sub;
  const lineas = normalizar(input.items);
  await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (lineas.length === 0) {
      await tx.delete(carritos).where(eq(carritos.userId, userId));
      return;
    }
    const [previo] = await tx.select().from(carritos).where(eq(carritos.userId, userId)).for('update');
    if (previo && mismasLineas(previo.lineas, lineas)) return;
    const [fila] = await tx
      .insert(carritos)
      .values({ userId, lineas, actualizadoEn: ahora })
      .onConflictDoUpdate({
        target: carritos.userId,
        set: { lineas, actualizadoEn: ahora, version: sql`${carritos.version} + 1` },
      })
      .returning({ version: carritos.version });
    await encolar(
      tx,
      TRABAJO_RECORDATORIO_CARRITO,
      { userId, version: fila!.version },
      {
        en: new Date(ahora.getTime() + ESPERA_RECORDATORIO_MS),
        // The time too: an emptied cart starts again at version 1, and its new job must not be taken for the old one.
        clave: `${TRABAJO_RECORDATORIO_CARRITO}:${userId}:${fila!.version}:${ahora.getTime()}`,
      },
    );
  });
}
