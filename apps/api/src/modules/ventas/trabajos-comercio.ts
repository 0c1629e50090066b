import type { Manejadores } from '../trabajos/trabajos';
import type { Comercio } from './comercio';
import { aplicarNotificacion, reembolsarPago, TRABAJO_NOTIFICACION, TRABAJO_REEMBOLSO } from './pago-mercadopago';
import { TRABAJO_VENCER, vencerReserva } from './vencimiento';

/** Every job type of orders and payments, for the worker. */
export function manejadoresDeComercio(comercio: Comercio): Manejadores {
  return {
    [TRABAJO_VENCER]: vencerReserva,
    [TRABAJO_NOTIFICACION]: aplicarNotificacion(comercio),
    [TRABAJO_REEMBOLSO]: reembolsarPago(comercio),
  };
}
