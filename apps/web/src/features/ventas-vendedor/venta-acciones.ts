import type { VentaResumen } from '@feria/contracts';

// The server's rules for PUT …/transferencia, so the buttons show only when the answer can be yes.

type Fila = Pick<VentaResumen, 'estado' | 'metodoPago' | 'pagoEstado'>;

const transferenciaAbierta = (v: Fila) => v.estado === 'pendiente' && v.metodoPago === 'TRANSFERENCIA';

/** The money can be confirmed with or without a proof (the seller sees it in the bank). */
export const puedeConfirmar = (v: Fila) => transferenciaAbierta(v) && (v.pagoEstado === 'pendiente' || v.pagoEstado === 'en_revision');
/** Only a proof under review can be rejected. */
export const puedeRechazar = (v: Fila) => transferenciaAbierta(v) && v.pagoEstado === 'en_revision';
export const tieneComprobante = (v: Fila) => v.metodoPago === 'TRANSFERENCIA' && v.pagoEstado === 'en_revision';
