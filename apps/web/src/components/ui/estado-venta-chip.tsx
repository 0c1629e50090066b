import { Chip } from '@mui/material';
import type { EstadoPago, EstadoVenta, MetodoPago } from '@feria/contracts';

// spec §9 "Sales colour groups": pendiente, preparando, listo, completado, cancelado, plus a default.
// Text colours chosen for WCAG AA on the paper of each mode (as EstadoEmprendimientoChip).
export const TONOS_VENTA = {
  pendiente: { light: '#92400E', dark: '#FCD34D' },
  preparando: { light: '#1D4ED8', dark: '#93C5FD' },
  listo: { light: '#6D28D9', dark: '#C4B5FD' },
  completado: { light: '#166534', dark: '#4ADE80' },
  cancelado: { light: '#B91C1C', dark: '#FCA5A5' },
  default: { light: '#4B5563', dark: '#D1D5DB' },
} as const;
type Tono = keyof typeof TONOS_VENTA;

export const ESTADO_VENTA_LABEL: Record<EstadoVenta, string> = {
  pendiente: 'Pendiente',
  preparando: 'Preparando',
  listo: 'Listo',
  completado: 'Completado',
  cancelado: 'Cancelado',
};

const PAGO_LABEL: Record<EstadoPago, string> = {
  pendiente: 'Pago pendiente',
  en_revision: 'Comprobante en revisión',
  aprobado: 'Pagado',
  rechazado: 'Pago rechazado',
  vencido: 'Pago vencido',
  cancelado: 'Pago cancelado',
  reembolsado: 'Reembolsado',
};

/** What a payment state says to a person; a transfer not yet sent reads 'Esperando la transferencia'. */
export function estadoPagoLabel(estado: EstadoPago, metodo?: MetodoPago): string {
  return estado === 'pendiente' && metodo === 'TRANSFERENCIA' ? 'Esperando la transferencia' : PAGO_LABEL[estado];
}

// A payment's colour follows the sale group it leads to: waiting → pendiente, paid → completado, ended → cancelado.
const TONO_PAGO: Record<EstadoPago, Tono> = {
  pendiente: 'pendiente',
  en_revision: 'preparando',
  aprobado: 'completado',
  rechazado: 'cancelado',
  vencido: 'cancelado',
  cancelado: 'cancelado',
  reembolsado: 'default',
};

function EstadoChip({ label, tono, prefijo }: { label: string; tono: Tono; prefijo: string }) {
  return (
    <Chip
      label={label}
      size="small"
      variant="outlined"
      // The group name alone ('Pendiente') is ambiguous next to the payment chip: say which state it is.
      aria-label={`${prefijo}: ${label}`}
      sx={(t) => {
        const c = TONOS_VENTA[tono][t.palette.mode];
        return { fontWeight: 600, color: c, borderColor: c, maxWidth: '100%' };
      }}
    />
  );
}

/** The sale's estado (spec §4.7) with its colour group. */
export function EstadoVentaChip({ estado }: { estado: EstadoVenta | string }) {
  const conocido = Object.hasOwn(ESTADO_VENTA_LABEL, estado);
  const label = conocido ? ESTADO_VENTA_LABEL[estado as EstadoVenta] : estado;
  return <EstadoChip label={label} tono={conocido ? (estado as Tono) : 'default'} prefijo="Estado del pedido" />;
}

/** The payment's state, separate from the sale's. */
export function EstadoPagoChip({ estado, metodo }: { estado: EstadoPago; metodo?: MetodoPago }) {
  return <EstadoChip label={estadoPagoLabel(estado, metodo)} tono={TONO_PAGO[estado]} prefijo="Pago" />;
}
