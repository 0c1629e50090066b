import { Box, Chip, Stack, Typography } from '@mui/material';
import type { Faceta } from '@feria/contracts';
import { alternarOpcion, type SearchState } from '../search-params';
import { opcionesOfrecidas } from '../opciones-filtro';

interface OpcionesFiltroProps {
  state: SearchState;
  facetas: readonly Faceta[] | undefined;
  onChange: (next: SearchState) => void;
}

const productos = (n: number) => (n === 1 ? '1 producto' : `${n.toLocaleString('es-AR')} productos`);

/**
 * docs/producto/busqueda.md#filtro-por-opciones: one group of toggle chips per option among the
 * results (Talle, Color…), several values at once; each says how many results have it.
 */
export function OpcionesFiltro({ state, facetas, onChange }: OpcionesFiltroProps) {
  const secciones = opcionesOfrecidas(facetas, state);
  if (secciones.length === 0) return null;
  return (
    <>
      {secciones.map((o) => (
        <Box key={o.nombre} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 1, fontSize: '0.9375rem' }}>
            {o.nombre}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {o.valores.map((v) => (
              <Chip
                key={v.valor}
                label={v.cantidad === undefined ? v.valor : `${v.valor} (${v.cantidad.toLocaleString('es-AR')})`}
                aria-label={`${o.nombre} ${v.valor}${v.cantidad === undefined ? '' : `, ${productos(v.cantidad)}`}`}
                aria-pressed={v.elegido}
                color={v.elegido ? 'primary' : 'default'}
                variant={v.elegido ? 'filled' : 'outlined'}
                onClick={() => onChange(alternarOpcion(state, o.nombre, v.valor))}
                sx={{ minHeight: 36 }}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </>
  );
}
