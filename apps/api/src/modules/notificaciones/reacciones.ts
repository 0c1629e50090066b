import type { EventoDe, EventoDominio, TipoEventoDominio } from '@feria/contracts';
import type { Database } from '../../db/client';
import type { Reaccion } from '../eventos/eventos';
import { participantesDeVenta, type ParticipantesVenta } from '../ventas/ventas.queries';
import { encolarPush, type AvisoPush } from './avisos';
import * as textos from './textos';

// docs/producto/notificaciones.md#que-avisa: the push notices of an order and of its chat, queued by
// the dispatcher after the change committed, once per event and reaction (the job's key is the
// event and the person, so a retried reaction queues nothing twice). Nobody is pushed about what
// they did themselves. Questions, answers and alerts are pushed by their own modules.

type Destino = { userId: string; aviso: AvisoPush | undefined };

function alEvento<T extends TipoEventoDominio>(
  nombre: string,
  tipos: readonly T[],
  destinos: (p: ParticipantesVenta, e: EventoDe<T>) => Destino[],
): Reaccion {
  return {
    nombre,
    tipos,
    async ejecutar(tx: Database, evento: EventoDominio, eventoId: number) {
      const e = evento as EventoDe<T>;
      const p = await participantesDeVenta(tx, (e as { ventaId: string }).ventaId);
      if (!p) return;
      for (const { userId, aviso } of destinos(p, e)) {
        if (!aviso || !userId || userId === e.actorUserId) continue;
        await encolarPush(tx, userId, aviso, `push:${nombre}:${eventoId}:${userId}`);
      }
    },
  };
}

export const pushVentaNueva = alEvento('push.venta-nueva', ['VentaCreada'], (p, e) => [
  { userId: p.vendedorUserId, aviso: textos.ventaNueva(p, e.montoTotal) },
]);

export const pushPagoAprobado = alEvento('push.pago-aprobado', ['PagoAprobado', 'TransferenciaConfirmada'], (p) => [
  { userId: p.vendedorUserId, aviso: textos.pagoAprobado(p) },
]);

export const pushEstadoPedido = alEvento('push.pedido-estado', ['VentaCambioDeEstado'], (p, e) => [
  { userId: p.compradorUserId, aviso: textos.cambioDeEstado(p, e.a) },
]);

export const pushCancelacion = alEvento('push.pedido-cancelado', ['VentaCancelada'], (p, e) => [
  { userId: p.compradorUserId, aviso: textos.cancelacion(p, e.reembolso) },
]);

export const pushEnvio = alEvento('push.envio', ['EnvioRegistrado'], (p, e) => [
  { userId: p.compradorUserId, aviso: textos.envio(p, e.transportista, e.correccion) },
]);

/** Only to the order's other participant (the event names them; someone else gets nothing). */
export const pushMensajeChat = alEvento('push.chat', ['MensajeEnviado'], (p, e) => {
  const paraComprador = e.destinatarioUserId === p.compradorUserId;
  if (!paraComprador && e.destinatarioUserId !== p.vendedorUserId) return [];
  return [{ userId: e.destinatarioUserId, aviso: textos.mensajeChat(p, paraComprador) }];
});

export const REACCIONES_PUSH: readonly Reaccion[] = [
  pushVentaNueva,
  pushPagoAprobado,
  pushEstadoPedido,
  pushCancelacion,
  pushEnvio,
  pushMensajeChat,
];
