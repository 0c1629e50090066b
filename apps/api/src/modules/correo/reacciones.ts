import type { EventoDe, EventoDominio, TipoEventoDominio } from '@feria/contracts';
import type { Database } from '../../db/client';
import type { Reaccion } from '../eventos/eventos';
import {
  avisarArrepentimiento,
  avisarCambioEstado,
  avisarCancelacion,
  avisarComprobanteRecibido,
  avisarConfirmarArrepentimiento,
  avisarDevolucion,
  avisarEnvio,
  avisarCuentaMercadoPagoDesconectada,
  avisarMensajeChat,
  avisarPagoAprobado,
  avisarPagoDevuelto,
  avisarPedidoCreado,
  avisarTransferenciaRespondida,
} from './avisos';
import { reembolsoDeDevolucion } from '../ventas/devoluciones.queries';

// docs/producto/eventos.md#reacciones: every mail of an order, of its payment and of its chat is
// queued by the dispatcher, once per event and reaction, after the change committed; none is
// queued inside the change's transaction (docs/producto/correos.md#cuando-se-envian says who gets which).

/** A reaction to one type of event (the dispatcher keys each by its name). */
function alEvento<T extends TipoEventoDominio>(
  nombre: string,
  tipo: T,
  ejecutar: (tx: Database, evento: EventoDe<T>) => Promise<void>,
): Reaccion {
  return {
    nombre,
    tipos: [tipo],
    ejecutar: (tx, evento: EventoDominio) => ejecutar(tx, evento as EventoDe<T>),
  };
}

/** A new order: the buyer (what they ordered, how to pay) and the seller. */
export const reaccionPedidoCreado = alEvento('correo.pedido-creado', 'VentaCreada', (tx, e) =>
  avisarPedidoCreado(tx, e.ventaId),
);

/** Mercado Pago approved: the buyer and the seller. A confirmed transfer has its own mail. */
export const reaccionPagoAprobado = alEvento('correo.pago-aprobado', 'PagoAprobado', (tx, e) =>
  avisarPagoAprobado(tx, e.ventaId),
);

/** The seller moved the order (preparando, listo, completado): the buyer. */
export const reaccionCambioEstado = alEvento('correo.estado', 'VentaCambioDeEstado', (tx, e) =>
  avisarCambioEstado(tx, e.ventaId, e.a),
);

/**
 * The order was cancelled by the seller or by the system (a rejected payment, the reservation
 * ran out, no payment link): the buyer. Not when the buyer cancelled it, and not when the money
 * goes back with it (the refund's mail says both).
 */
export const reaccionCancelacion = alEvento('correo.cancelacion', 'VentaCancelada', async (tx, e) => {
  if (e.actor === 'comprador' || e.reembolso) return;
  await avisarCancelacion(tx, e.ventaId, e.motivo, false);
});

/**
 * The seller gave a paid order's money back (cancelling it or not): the buyer, once. A received
 * return's refund is told by the return's own mail (docs/producto/devoluciones.md#correos).
 */
export const reaccionReembolso = alEvento('correo.reembolso', 'VentaReembolsada', async (tx, e) => {
  if (await reembolsoDeDevolucion(tx, e.ventaId)) return;
  await avisarCancelacion(tx, e.ventaId, e.motivo, true);
});

/** A payment the order could not take was given back: the buyer, with the reason. */
export const reaccionPagoDevuelto = alEvento('correo.pago-devuelto', 'PagoDevuelto', (tx, e) =>
  avisarPagoDevuelto(tx, e.ventaId, { idPago: e.idPago, monto: e.monto, motivo: e.motivo }),
);

/** The buyer sent the transfer's proof: the seller. */
export const reaccionComprobante = alEvento('correo.comprobante', 'TransferenciaInformada', (tx, e) =>
  avisarComprobanteRecibido(tx, e.ventaId),
);

/** The seller confirmed the transfer: the buyer. */
export const reaccionTransferenciaConfirmada = alEvento(
  'correo.transferencia-confirmada',
  'TransferenciaConfirmada',
  (tx, e) => avisarTransferenciaRespondida(tx, e.ventaId, true),
);

/** The seller did not find the transfer: the buyer, with the seller's reason. */
export const reaccionTransferenciaRechazada = alEvento(
  'correo.transferencia-rechazada',
  'TransferenciaRechazada',
  (tx, e) => avisarTransferenciaRespondida(tx, e.ventaId, false, e.motivo),
);

/** Botón de arrepentimiento, step 1: the link that confirms, to the order's address only. */
export const reaccionConfirmarArrepentimiento = alEvento(
  'correo.arrepentimiento-confirmar',
  'ArrepentimientoPorConfirmar',
  (tx, e) => avisarConfirmarArrepentimiento(tx, e.ventaId, e.token),
);

/** Botón de arrepentimiento, step 2: the buyer gets the code, the seller the request. */
export const reaccionArrepentimiento = alEvento('correo.arrepentimiento', 'ArrepentimientoRegistrado', (tx, e) =>
  avisarArrepentimiento(tx, e.ventaId, { codigo: e.codigo, nombre: e.nombre, motivo: e.motivo }),
);

/** The seller accepted (with the instructions), refused or refunded the return: the buyer. */
export const reaccionDevolucion = alEvento('correo.devolucion', 'DevolucionCambioDeEstado', async (tx, e) => {
  if (e.a === 'aceptada' || e.a === 'rechazada' || e.a === 'reembolsada')
    await avisarDevolucion(tx, e.ventaId, e.a, e.texto);
});

/** The seller recorded or corrected the shipment: the buyer, with the carrier, the code and the link. */
export const reaccionEnvio = alEvento('correo.envio', 'EnvioRegistrado', (tx, e) =>
  avisarEnvio(tx, e.ventaId, {
    transportista: e.transportista,
    codigoSeguimiento: e.codigoSeguimiento,
    urlSeguimiento: e.urlSeguimiento,
    correccion: e.correccion,
  }),
);

/** A chat message: the other participant, batched by the window the message was sent in. */
export const reaccionMensajeChat = alEvento('correo.chat', 'MensajeEnviado', (tx, e) =>
  avisarMensajeChat(tx, e.ventaId, e.destinatarioUserId, new Date(e.enviadoEn)),
);

/** Every mail reaction, in the order their events happen. */
/** Mercado Pago refused to refresh a shop's tokens and the shop was disconnected: its seller (docs/producto/pagos.md#tokens). */
export const reaccionCuentaDesconectada = alEvento(
  'correo.mercadopago-desconectado',
  'CuentaMercadoPagoDesconectada',
  (tx, e) => avisarCuentaMercadoPagoDesconectada(tx, e.emprendimientoId),
);

export const REACCIONES_CORREO: readonly Reaccion[] = [
  reaccionPedidoCreado,
  reaccionPagoAprobado,
  reaccionComprobante,
  reaccionTransferenciaConfirmada,
  reaccionTransferenciaRechazada,
  reaccionCambioEstado,
  reaccionCancelacion,
  reaccionReembolso,
  reaccionPagoDevuelto,
  reaccionConfirmarArrepentimiento,
  reaccionArrepentimiento,
  reaccionDevolucion,
  reaccionEnvio,
  reaccionMensajeChat,
  reaccionCuentaDesconectada,
];
