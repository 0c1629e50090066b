import { eq } from 'drizzle-orm';
import {
  transportistaConocido,
  urlDeSeguimiento,
  type RegistrarEnvioInput,
  type SeguimientoEnvio,
  type Venta,
} from '@feria/contracts';
import type { Database } from '../../db/client';
import { ventas } from '../../db/schema';
import { errorDe } from '../../lib/app-error';
import type { UserContext } from '../../lib/context';
import { conVentaBloqueada } from './reembolso';
import { registrarEvento, type FilaVenta } from './ventas.queries';

// docs/producto/envios.md#seguimiento: the seller records the shipment of an order that travels
// (home delivery, 'a coordinar' or no method), once it is ready; recording it again with other
// data is a correction. The buyer's mail and live notice react to EnvioRegistrado.

/** docs/producto/envios.md#seguimiento: the order states a shipment can be recorded (or corrected) in. */
const ESTADOS_CON_ENVIO: readonly string[] = ['listo', 'completado'];

/**
 * docs/producto/envios.md#transportistas: a known carrier is stored with its own name and, without
 * the seller's link, gets its public tracking page; any other keeps the seller's link or none.
 */
export function seguimientoDe(input: RegistrarEnvioInput): Omit<SeguimientoEnvio, 'registradoEn'> {
  const transportista = transportistaConocido(input.transportista) ?? input.transportista;
  const codigoSeguimiento = input.codigoSeguimiento;
  return {
    transportista,
    codigoSeguimiento,
    urlSeguimiento: input.urlSeguimiento || urlDeSeguimiento(transportista, codigoSeguimiento),
  };
}

const mismo = (a: Partial<SeguimientoEnvio> | null, b: Omit<SeguimientoEnvio, 'registradoEn'>) =>
  a?.transportista === b.transportista &&
  a.codigoSeguimiento === b.codigoSeguimiento &&
  (a.urlSeguimiento ?? null) === b.urlSeguimiento;

/** PUT …/ventas/{id}/envio. */
export async function registrarEnvio(ctx: UserContext, id: string, input: RegistrarEnvioInput): Promise<Venta> {
  return conVentaBloqueada(ctx, null, id, async (tx, venta) => {
    if ((venta.envio as { tipo?: string } | null)?.tipo === 'RETIRO') throw errorDe('ENVIO_EN_RETIRO');
    if (!ESTADOS_CON_ENVIO.includes(venta.estado)) throw errorDe('ENVIO_NO_LISTO');
    const previo = venta.seguimiento as Partial<SeguimientoEnvio> | null;
    const nuevo = seguimientoDe(input);
    if (mismo(previo, nuevo)) return; // a retried request: nothing new to tell
    await guardar(tx, venta, { ...nuevo, registradoEn: new Date().toISOString() });
    const correccion = previo !== null;
    const detalle = `${nuevo.transportista} · código ${nuevo.codigoSeguimiento}`;
    await registrarEvento(
      tx,
      venta.id,
      'estado',
      correccion ? 'envio_corregido' : 'envio_registrado',
      detalle,
      { actor: 'vendedor', userId: ctx.usuario.sub },
      null,
      { tipo: 'EnvioRegistrado', ...nuevo, correccion },
    );
  });
}

async function guardar(tx: Database, venta: FilaVenta, seguimiento: SeguimientoEnvio): Promise<void> {
  await tx.update(ventas).set({ seguimiento, actualizadaEn: new Date() }).where(eq(ventas.id, venta.id));
}
