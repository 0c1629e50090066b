import { Box, Chip, Typography } from '@mui/material';
import type { EstadoPago, EstadoVenta, MetodoPago } from '@feria/contracts';

// docs/producto/precios.md "Sales colour groups": pendiente, preparando, listo, completado, cancelado, plus a default.
// Text colours chosen for WCAG AA on the paper of each mode (as EstadoEmprendimientoChip).
export const TONOS_VENTA = {
  pendiente: { light: '#92400E', dark: '#FCD34D' },
  preparando: { light: '#1D4ED8', dark: '#93C5FD' },
  listo: { light: '#6D28D9', dark: '#C4B5FD' },
  completado: { light: '#166534', dark: '#4ADE80' },
  cancelado: { light: '#B91C1C', dark: '#FCA5A5' },
  default: { light: '#4B5563', dark: '#D1D5DB' },
} as const;
export type Tono = keyof typeof TONOS_VENTA;

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
      // A group name alone ('Pendiente') is ambiguous: say which state it is.
      aria-label={`${prefijo}: ${label}`}
      sx={(t) => {
        const c = TONOS_VENTA[tono][t.palette.mode];
        return { fontWeight: 600, color: c, borderColor: c, maxWidth: '100%' };
      }}
    />
  );
}

/** Where an order is for the people following it, and its payment as a detail when it adds something. */
export interface SituacionPedido {
  label: string;
  tono: Tono;
  /** The payment in words, or null when the label already says it ('Esperando el pago'). */
  pago: string | null;
}

const DETALLE_PAGO: Record<EstadoPago, string | null> = {
  pendiente: null,
  en_revision: null,
  aprobado: 'Pago aprobado',
  rechazado: 'Pago rechazado',
  vencido: 'Pago vencido',
  cancelado: 'Pago cancelado',
  reembolsado: 'Pago reembolsado',
};

/**
 * One label for where the order is (docs/producto/pedidos.md#estado-del-pedido). A 'pendiente' order
 * says what it waits for — its payment, the review of the proof, or the shop to start preparing it
 * once paid — instead of 'Pendiente' beside 'Pagado'.
 */
export function situacionPedido(
  estado: EstadoVenta | string,
  pagoEstado: EstadoPago,
  metodo: MetodoPago,
): SituacionPedido {
  if (estado === 'pendiente') {
    if (pagoEstado === 'pendiente')
      return {
        label: metodo === 'TRANSFERENCIA' ? 'Esperando la transferencia' : 'Esperando el pago',
        tono: 'pendiente',
        pago: null,
      };
    if (pagoEstado === 'en_revision') return { label: 'Comprobante en revisión', tono: 'pendiente', pago: null };
    if (pagoEstado === 'aprobado') return { label: 'Por preparar', tono: 'pendiente', pago: DETALLE_PAGO.aprobado };
  }
  const conocido = Object.hasOwn(ESTADO_VENTA_LABEL, estado);
  return {
    label: conocido ? ESTADO_VENTA_LABEL[estado as EstadoVenta] : estado,
    tono: conocido ? (estado as Tono) : 'default',
    pago: DETALLE_PAGO[pagoEstado],
  };
}

/** The order's situation as one chip ('Estado del pedido: …'), the payment beside it in small print. */
export function EstadoPedido({
  estado,
  pagoEstado,
  metodo,
}: {
  estado: EstadoVenta | string;
  pagoEstado: EstadoPago;
  metodo: MetodoPago;
}) {
  const s = situacionPedido(estado, pagoEstado, metodo);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.75, minWidth: 0 }}
    >
      <EstadoChip label={s.label} tono={s.tono} prefijo="Estado del pedido" />
      {s.pago && (
        <Typography component="span" variant="body2" color="text.secondary">
          {s.pago}
        </Typography>
      )}
    </Box>
  );
}

/** The payment's state alone, on the payment pages (the order is not the subject there). */
export function EstadoPagoChip({ estado, metodo }: { estado: EstadoPago; metodo?: MetodoPago }) {
  return <EstadoChip label={estadoPagoLabel(estado, metodo)} tono={TONO_PAGO[estado]} prefijo="Pago" />;
}
