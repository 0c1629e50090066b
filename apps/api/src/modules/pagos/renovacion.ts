import type { Database } from '../../db/client';
import { emitir } from '../eventos/eventos';
import type { Manejadores } from '../trabajos/trabajos';
import { programarRenovacion, TRABAJO_RENOVAR_CUENTA, type CuentasMercadoPago } from './cobros.service';
import { borrarTokens, guardarTokens, tokensDe } from './cuentas';
import { OAuthRechazado } from './oauth';

// docs/producto/pagos.md#tokens: a job of the persistent queue refreshes each shop's tokens well
// before they expire. Mercado Pago refusing the refresh (the seller revoked the access) disconnects
// the shop and records CuentaMercadoPagoDesconectada in the same transaction (the seller's mail is
// its reaction, docs/producto/eventos.md#reacciones); Mercado Pago not answering is
// retried by the queue with its backoff, the tokens untouched.

export function manejadoresDeCuentasMercadoPago(cm: CuentasMercadoPago): Manejadores {
  return {
    [TRABAJO_RENOVAR_CUENTA]: async (trabajo, { db, ahora }) => {
      const id = String(trabajo.datos.emprendimientoId);
      const actuales = await tokensDe(db, cm.cifrador, id);
      // Disconnected meanwhile, or already refreshed by another job: nothing to do.
      if (!actuales || actuales.venceEn.toISOString() !== trabajo.datos.venceEn || !cm.oauth) return;
      try {
        const nuevos = await cm.oauth.renovar(actuales.refreshToken);
        await db.transaction(async (t) => {
          const tx = t as unknown as Database;
          const venceEn = await guardarTokens(tx, cm.cifrador, id, nuevos, ahora, false);
          await programarRenovacion(tx, id, ahora, venceEn);
        });
      } catch (e) {
        if (!(e instanceof OAuthRechazado)) throw e;
        await db.transaction(async (t) => {
          const tx = t as unknown as Database;
          if (await borrarTokens(tx, id, 'renovacion_rechazada', ahora))
            await emitir(tx, {
              tipo: 'CuentaMercadoPagoDesconectada',
              emprendimientoId: id,
              motivo: 'renovacion_rechazada',
              actor: 'sistema',
              actorUserId: null,
            });
        });
      }
    },
  };
}
