import { Chip } from '@mui/material';
import type { EstadoEmprendimiento } from '@feria/contracts';

// Text colours chosen for WCAG AA on the paper of each mode (MUI's warning orange is 3:1 on white).
const TONO = {
  Pendiente: { light: '#92400E', dark: '#FCD34D' },
  Activo: { light: '#166534', dark: '#4ADE80' },
  Rechazado: { light: '#B91C1C', dark: '#FCA5A5' },
  Eliminado: { light: '#4B5563', dark: '#D1D5DB' },
} as const;
const LABEL = { Pendiente: 'Pendiente', Activo: 'Activo', Rechazado: 'Rechazado', Eliminado: 'Desactivado' } as const;

/** Review state of an emprendimiento (docs/producto/entidades.md), the same colours for the seller and the admin. */
export function EstadoEmprendimientoChip({
  estado,
  size = 'small',
}: {
  estado: EstadoEmprendimiento;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      label={LABEL[estado]}
      size={size}
      variant="outlined"
      sx={(t) => {
        const c = TONO[estado][t.palette.mode];
        return { fontWeight: 600, color: c, borderColor: c };
      }}
    />
  );
}
