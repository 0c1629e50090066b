import { TRANSICIONES_VENTA, type EstadoVenta, type Venta, type VentaResumen } from '@feria/contracts';

// The server's rules, so the buttons show only when the answer can be yes (the server decides).

type Fila = Pick<VentaResumen, 'estado' | 'metodoPago' | 'pagoEstado'>;

const transferenciaAbierta = (v: Fila) => v.estado === 'pendiente' && v.metodoPago === 'TRANSFERENCIA';

/** The money can be confirmed with or without a proof (the seller sees it in the bank). */
export const puedeConfirmar = (v: Fila) =>
  transferenciaAbierta(v) && (v.pagoEstado === 'pendiente' || v.pagoEstado === 'en_revision');
/** Only a proof under review can be rejected. */
export const puedeRechazar = (v: Fila) => transferenciaAbierta(v) && v.pagoEstado === 'en_revision';
export const tieneComprobante = (v: Fila) => v.metodoPago === 'TRANSFERENCIA' && v.pagoEstado === 'en_revision';

/** The next estado of the flow (not cancelado, which has its own action), if the order can move. */
export function siguienteEstado(v: Fila): EstadoVenta | null {
  const siguiente = TRANSICIONES_VENTA[v.estado].find((e) => e !== 'cancelado') ?? null;
  // 'preparando' needs the money in (server rule VENTA_SIN_PAGO).
  if (siguiente === 'preparando' && v.pagoEstado !== 'aprobado') return null;
  return siguiente;
}

export const puedeCancelarVenta = (v: Fila) => TRANSICIONES_VENTA[v.estado].includes('cancelado');
export const puedeReembolsar = (v: Pick<Venta, 'pago'>) => v.pago.estado === 'aprobado';

/** What the button that moves the order says. */
export const ACCION_ESTADO: Record<EstadoVenta, string> = {
  pendiente: 'Volver a pendiente',
  preparando: 'Empezar a preparar',
  listo: 'Marcar como listo',
  completado: 'Marcar como completado',
  cancelado: 'Cancelar venta',
};
