import type { EventoDeCuenta, EventoDominio, TipoEvento } from '@feria/contracts';
import type { Database } from '../../db/client';
import type { Reaccion } from '../eventos/eventos';
import { participantesDeVenta } from '../ventas/ventas.queries';
import { publicar } from './envivo.service';

// docs/producto/eventos.md#reacciones: every change of an order, and every chat message, is told
// live to its buyer and its seller, once per event (the dispatcher keys it), after the change committed.

// A refund decided (VentaReembolsada) is told when the payment moves (PagoCambioDeEstado to
// reembolsado); the arrepentimiento form's first step tells nobody; a chat message has its own reaction.
type EventoDeVenta = Exclude<
  EventoDominio,
  EventoDeCuenta | { tipo: 'VentaReembolsada' | 'ArrepentimientoPorConfirmar' | 'MensajeEnviado' }
>;

function enVivo(evento: EventoDeVenta): { tipo: TipoEvento; estado: string } {
  switch (evento.tipo) {
    case 'VentaCreada':
      return { tipo: 'venta.nueva', estado: 'pendiente' };
    case 'VentaCambioDeEstado':
      return { tipo: 'venta.estado', estado: evento.a };
    case 'ArrepentimientoRegistrado':
      return { tipo: 'venta.estado', estado: 'arrepentimiento' };
    case 'VentaCancelada':
      return { tipo: 'venta.estado', estado: 'cancelado' };
    case 'PagoAprobado':
    case 'TransferenciaConfirmada':
      return { tipo: 'venta.pago', estado: 'aprobado' };
    case 'PagoRechazado':
    case 'TransferenciaRechazada':
      return { tipo: 'venta.pago', estado: 'rechazado' };
    case 'PagoDevuelto':
      return { tipo: 'venta.pago', estado: 'reembolsado' };
    case 'TransferenciaInformada':
      return { tipo: 'venta.pago', estado: 'en_revision' };
    case 'PagoCambioDeEstado':
      return { tipo: 'venta.pago', estado: evento.a };
    case 'EnvioRegistrado':
      return { tipo: 'venta.envio', estado: 'enviado' };
    case 'DevolucionCambioDeEstado':
      return { tipo: 'venta.devolucion', estado: evento.a };
  }
}

const TIPOS_VENTA: readonly EventoDeVenta['tipo'][] = [
  'VentaCreada',
  'VentaCambioDeEstado',
  'ArrepentimientoRegistrado',
  'VentaCancelada',
  'PagoAprobado',
  'TransferenciaConfirmada',
  'PagoRechazado',
  'TransferenciaRechazada',
  'PagoDevuelto',
  'TransferenciaInformada',
  'PagoCambioDeEstado',
  'EnvioRegistrado',
  'DevolucionCambioDeEstado',
];

export const reaccionEnVivo: Reaccion = {
  nombre: 'envivo.venta',
  tipos: TIPOS_VENTA,
  async ejecutar(tx: Database, evento: EventoDominio) {
    if (!(TIPOS_VENTA as readonly string[]).includes(evento.tipo)) return;
    const deVenta = evento as EventoDeVenta;
    const p = await participantesDeVenta(tx, deVenta.ventaId);
    if (!p) return;
    const { tipo, estado } = enVivo(deVenta);
    await publicar(tx, [p.compradorUserId, p.vendedorUserId], tipo, { ventaId: p.ventaId, numero: p.numero, estado });
  },
};

/** A chat message: both participants see it live (the author's other tabs too), with the author's role. */
export const reaccionMensajeEnVivo: Reaccion = {
  nombre: 'envivo.chat',
  tipos: ['MensajeEnviado'],
  async ejecutar(tx: Database, evento: EventoDominio) {
    if (evento.tipo !== 'MensajeEnviado') return;
    const p = await participantesDeVenta(tx, evento.ventaId);
    if (!p) return;
    await publicar(tx, [p.compradorUserId, p.vendedorUserId], 'chat.mensaje', {
      ventaId: p.ventaId,
      numero: p.numero,
      rol: evento.actor,
    });
  },
};
