import { Box, Paper, Stack, Typography } from '@mui/material';
import type { CuponVendedor } from '@feria/contracts';
import { reglasCupon, usosCupon, valorPromocion, vigencia } from '../promociones-texto';
import { AccionesPromocion } from './acciones-promocion';
import { EstadoPromocionChip } from './estado-promocion-chip';

interface Props {
  cupon: CuponVendedor;
  cambiando: boolean;
  onCambiar: (c: CuponVendedor, activo: boolean) => void;
  onEditar: (c: CuponVendedor) => void;
  onEliminar: (c: CuponVendedor) => void;
}

/** One coupon: its code, value, status, rules, usage and dates, with its actions. */
export function CuponItem({ cupon: c, cambiando, onCambiar, onEditar, onEliminar }: Props) {
  const tituloId = `cupon-${c.idCupon}`;
  const reglas = reglasCupon(c);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={tituloId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, listStyle: 'none', minWidth: 0 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography
              id={tituloId}
              component="h3"
              variant="h6"
              sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}
            >
              {c.codigoCupon}
            </Typography>
            <EstadoPromocionChip estado={c.estado} />
          </Stack>
          <Typography sx={{ fontWeight: 600 }}>{valorPromocion(c)}</Typography>
          {c.descripcion && <Typography sx={{ overflowWrap: 'anywhere' }}>{c.descripcion}</Typography>}
        </Box>
        <AccionesPromocion
          etiqueta="Habilitado"
          nombreSwitch={`Habilitar cupón ${c.codigoCupon}`}
          nombre={`cupón ${c.codigoCupon}`}
          activo={c.activo}
          cambiando={cambiando}
          onCambiar={(v) => onCambiar(c, v)}
          onEditar={() => onEditar(c)}
          onEliminar={() => onEliminar(c)}
        />
      </Stack>
      <Stack spacing={0.25} sx={{ mt: 1 }}>
        <Typography variant="body2">{reglas.length > 0 ? reglas.join(' · ') : 'Sin condiciones de compra'}</Typography>
        <Typography variant="body2">{usosCupon(c)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {vigencia(c)}
        </Typography>
      </Stack>
    </Paper>
  );
}
