import { Chip } from '@mui/material';
import type { EstadoCupon, EstadoDescuento } from '@feria/contracts';
import { ESTADO_CUPON_LABEL, ESTADO_DESCUENTO_LABEL } from '../promociones-texto';

// Text colours with WCAG AA contrast on the paper of each mode (as the sales chips).
const TONOS = {
  vigente: { light: '#166534', dark: '#4ADE80' },
  espera: { light: '#1D4ED8', dark: '#93C5FD' },
  agotado: { light: '#92400E', dark: '#FCD34D' },
  apagado: { light: '#4B5563', dark: '#D1D5DB' },
} as const;

const TONO: Record<EstadoDescuento | EstadoCupon, keyof typeof TONOS> = {
  ACTIVO: 'vigente',
  HABILITADO: 'vigente',
  PROGRAMADO: 'espera',
  AGOTADO: 'agotado',
  VENCIDO: 'apagado',
  INACTIVO: 'apagado',
  DESHABILITADO: 'apagado',
};

/** A discount's or a coupon's status, named as such for screen readers ('Estado: Activo'). */
export function EstadoPromocionChip({ estado }: { estado: EstadoDescuento | EstadoCupon }) {
  const label = Object.hasOwn(ESTADO_DESCUENTO_LABEL, estado)
    ? ESTADO_DESCUENTO_LABEL[estado as EstadoDescuento]
    : ESTADO_CUPON_LABEL[estado as EstadoCupon];
  return (
    <Chip
      label={label}
      size="small"
      variant="outlined"
      aria-label={`Estado: ${label}`}
      sx={(t) => {
        const c = TONOS[TONO[estado]][t.palette.mode];
        return { fontWeight: 600, color: c, borderColor: c };
      }}
    />
  );
}
