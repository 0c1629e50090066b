import { eq } from 'drizzle-orm';
import { usuariosService } from '@feria/identity';
import { bajasCuenta } from '../../db/schema';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as auditoria from '../admin/auditoria.service';
import { anonimizarMensajes } from '../chat/datos-personales';
import { borrarDatosDeComprador } from '../compradores/datos-personales';
import { borrarPreferencias } from '../correo/datos-personales';
import { cerrarEmprendimientosDe, idsDeEmprendimientos } from '../emprendimientos/datos-personales';
import { borrarEventosDe } from '../envivo/datos-personales';
import { borrarFavoritos } from '../favoritos/datos-personales';
import { borrarCarrito } from '../carritos/datos-personales';
import { borrarTokens } from '../pagos/cuentas';
import { anonimizarResenas } from '../resenas/datos-personales';
import { borrarNotificaciones } from '../notificaciones/datos-personales';
import { anonimizarPreguntas } from '../preguntas/datos-personales';
import type { Manejadores } from '../trabajos/trabajos';
import { anonimizarPedidos } from '../ventas/datos-personales';
import { exigirSinPedidosEnCurso, TRABAJO_BAJA } from './bajas';

export interface OpcionesBaja {
  /** Embedded identity server: the account is disabled here. With a real Keycloak, in its console. */
  identidadLocal: boolean;
}

export const DETALLE_HECHA =
  'Emprendimientos cerrados, pedidos anonimizados, perfil, direcciones, preferencias y reseñas eliminados o anonimizados';
export const DETALLE_KEYCLOAK = 'Falta deshabilitar la cuenta en la consola de Keycloak';

/**
 * docs/producto/datos-personales.md#baja, in one transaction and idempotent: a request already
 * done (or failed) is left alone, so a retried job changes nothing. Shops close first; an order
 * placed since the request makes it fail with the numbers to finish, not half-delete the account.
 */
export async function hacerBaja(db: Database, idBaja: string, opts: OpcionesBaja, ahora = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [baja] = await tx.select().from(bajasCuenta).where(eq(bajasCuenta.id, idBaja)).for('update');
    if (!baja || baja.estado !== 'pendiente') return;
    const { userId } = baja;
    const terminar = (estado: 'hecha' | 'fallida', detalle: string) =>
      tx.update(bajasCuenta).set({ estado, detalle, hechaEn: ahora }).where(eq(bajasCuenta.id, idBaja));
    try {
      await exigirSinPedidosEnCurso(tx, userId);
    } catch (e) {
      if (e instanceof AppError) return terminar('fallida', `${e.message}. ${e.detalle ?? ''}`.trim());
      throw e;
    }
    const reemplazo = `baja:${idBaja}`;
    await cerrarEmprendimientosDe(tx, userId);
    // A closed shop's Mercado Pago tokens are erased, as when its seller disconnects it.
    for (const id of await idsDeEmprendimientos(tx, userId)) await borrarTokens(tx, id, 'vendedor', ahora);
    await anonimizarPedidos(tx, userId, reemplazo);
    await anonimizarMensajes(tx, userId, reemplazo);
    await anonimizarResenas(tx, userId, reemplazo);
    await anonimizarPreguntas(tx, userId, reemplazo);
    await borrarDatosDeComprador(tx, userId);
    await borrarPreferencias(tx, userId);
    await borrarEventosDe(tx, userId);
    await borrarFavoritos(tx, userId);
    await borrarCarrito(tx, userId);
    await borrarNotificaciones(tx, userId);
    // Disabling also ends every session; the identity server tells the API instances (NOTIFY).
    if (opts.identidadLocal) await usuariosService(tx).actualizar(userId, { habilitado: false });
    const usuario = {
      sub: userId,
      sid: undefined,
      email: baja.email ?? undefined,
      nombre: undefined,
      roles: baja.roles,
    };
    await auditoria.registrar(
      { db: tx, usuario },
      {
        accion: 'cuenta.baja',
        objetivo: { tipo: 'usuario', id: userId },
        antes: { habilitado: true },
        despues: { habilitado: false },
      },
    );
    await terminar('hecha', opts.identidadLocal ? DETALLE_HECHA : `${DETALLE_HECHA}. ${DETALLE_KEYCLOAK}`);
  });
}

export function manejadoresDeCuenta(opts: OpcionesBaja): Manejadores {
  return {
    [TRABAJO_BAJA]: async (t, { db, ahora }) => hacerBaja(db, String(t.datos.idBaja), opts, ahora),
  };
}
