import type { Manejadores } from '../trabajos/trabajos';
import type { Comercio } from './comercio';
import { TRABAJO_CADUCAR_PREFERENCIA } from './cierre';
import {
  aplicarNotificacion,
  caducarPreferencia,
  reembolsarPago,
  TRABAJO_NOTIFICACION,
  TRABAJO_REEMBOLSO,
} from './pago-mercadopago';
import { TRABAJO_VENCER, vencerReserva } from './vencimiento';

/** Every job type of orders and payments, for the worker. */
export function manejadoresDeComercio(comercio: Comercio): Manejadores {
  return {
    [TRABAJO_VENCER]: vencerReserva,
    [TRABAJO_NOTIFICACION]: aplicarNotificacion(comercio),
    [TRABAJO_REEMBOLSO]: reembolsarPago(comercio),
    [TRABAJO_CADUCAR_PREFERENCIA]: caducarPreferencia(comercio),
  };
}
