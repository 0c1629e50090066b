import type { EventoVenta, Venta } from '@feria/contracts';

// How an order's timeline reads, for the buyer ('Mis Pedidos') and the seller ('Ventas').

const TITULO_ESTADO: Record<string, string> = {
  pendiente: 'Pedido recibido',
  preparando: 'En preparación',
  listo: 'Listo para entregar',
  completado: 'Pedido completado',
  cancelado: 'Pedido cancelado',
  arrepentimiento: 'Pedido de arrepentimiento',
  // docs/producto/envios.md#seguimiento
  envio_registrado: 'Pedido enviado',
  envio_corregido: 'Seguimiento corregido',
  // docs/producto/devoluciones.md#estados
  devolucion_aceptada: 'Devolución aceptada',
  devolucion_rechazada: 'Devolución rechazada',
  devolucion_recibida: 'Devolución recibida',
  devolucion_reembolsada: 'Devolución reembolsada',
};
const TITULO_PAGO: Record<string, string> = {
  pendiente: 'Pago pendiente',
  en_revision: 'Comprobante enviado',
  aprobado: 'Pago aprobado',
  rechazado: 'Pago rechazado',
  vencido: 'Venció el plazo para pagar',
  cancelado: 'Pago cancelado',
  reembolsado: 'Pago reembolsado',
  reembolso_automatico: 'Pago devuelto',
  observado: 'Pago en revisión',
};

/** The heading of one history entry; unknown states still read as words. */
export function tituloEvento(e: Pick<EventoVenta, 'tipo' | 'estado'>, metodo?: Venta['pago']['metodo']): string {
  if (e.tipo === 'pago' && e.estado === 'rechazado' && metodo === 'TRANSFERENCIA') return 'Transferencia no acreditada';
  const titulo = (e.tipo === 'estado' ? TITULO_ESTADO : TITULO_PAGO)[e.estado];
  if (titulo) return titulo;
  const palabras = e.estado.replaceAll('_', ' ');
  return palabras.charAt(0).toLocaleUpperCase('es') + palabras.slice(1);
}

/** History oldest first (the order of the day), whatever order the server sent. */
export function historialOrdenado(historial: readonly EventoVenta[]): EventoVenta[] {
  return historial
    .map((e, i) => ({ e, i }))
    .sort((a, b) => Date.parse(a.e.fecha) - Date.parse(b.e.fecha) || a.i - b.i)
    .map(({ e }) => e);
}

/** Who made a change, as the timeline says it. */
export function quienEvento(e: Pick<EventoVenta, 'actor'>): string | null {
  if (e.actor === 'vendedor') return 'Por el emprendimiento';
  if (e.actor === 'comprador') return 'Por el comprador';
  return null; // the system (payment notifications, expiry): nothing to add
}
