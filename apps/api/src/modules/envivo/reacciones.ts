import type { EventoDominio, TipoEvento } from '@feria/contracts';
import type { Database } from '../../db/client';
import type { Reaccion } from '../eventos/eventos';
import { participantesDeVenta } from '../ventas/ventas.queries';
import { publicar } from './envivo.service';

// docs/producto/eventos.md#reacciones: every change of an order is told live to its buyer and
// its seller, once per event (the dispatcher keys it), after the change committed.

function enVivo(evento: EventoDominio): { tipo: TipoEvento; estado: string } {
  switch (evento.tipo) {
    case 'VentaCreada':
      return { tipo: 'venta.nueva', estado: 'pendiente' };
    case 'VentaCambioDeEstado':
      return { tipo: 'venta.estado', estado: evento.a };
    case 'VentaCancelada':
      return { tipo: 'venta.estado', estado: 'cancelado' };
    case 'PagoAprobado':
      return { tipo: 'venta.pago', estado: 'aprobado' };
    case 'PagoRechazado':
      return { tipo: 'venta.pago', estado: 'rechazado' };
    case 'VentaReembolsada':
      return { tipo: 'venta.pago', estado: 'reembolsado' };
    case 'TransferenciaInformada':
      return { tipo: 'venta.pago', estado: 'en_revision' };
    case 'PagoCambioDeEstado':
      return { tipo: 'venta.pago', estado: evento.a };
  }
}

export const reaccionEnVivo: Reaccion = {
  nombre: 'envivo.venta',
  tipos: [
    'VentaCreada',
    'VentaCambioDeEstado',
    'VentaCancelada',
    'PagoAprobado',
    'PagoRechazado',
    'VentaReembolsada',
    'TransferenciaInformada',
    'PagoCambioDeEstado',
  ],
  async ejecutar(tx: Database, evento: EventoDominio) {
    const p = await participantesDeVenta(tx, evento.ventaId);
    if (!p) return;
    const { tipo, estado } = enVivo(evento);
    await publicar(tx, [p.compradorUserId, p.vendedorUserId], tipo, { ventaId: p.ventaId, numero: p.numero, estado });
  },
};
