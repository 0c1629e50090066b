import type { CSSProperties } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { valorDisponible, type Eleccion, type OpcionElegible, type VarianteElegible } from '../variantes-eleccion';

interface Props {
  idProducto: string;
  opciones: readonly OpcionElegible[];
  variantes: readonly VarianteElegible[];
  eleccion: Eleccion;
  onElegir: (indice: number, valor: string) => void;
  /** What a full choice costs and has ('Talle 38 · Negro: $ 93.600, Última unidad disponible'), said to screen readers. */
  resumen?: string | null;
}

/**
 * The product's option pickers (docs/producto/variantes.md): one group of chips per option, native
 * radios underneath (arrow keys, disabled values skipped, read as 'Talle, 38'); a value no variant
 * on sale has is disabled and says 'Sin stock'. Nothing is chosen at first, as the server paints it.
 */
export function ProductoOpciones({ idProducto, opciones, variantes, eleccion, onElegir, resumen = null }: Props) {
  return (
    <Stack spacing={2}>
      <Box role="status" sx={visuallyHidden}>
        {resumen}
      </Box>
      {opciones.map((o, i) => {
        const elegido = eleccion[o.nombre];
        return (
          <Box component="fieldset" key={o.nombre} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
              {o.nombre}
              {elegido !== undefined && (
                <Typography component="span" sx={{ fontWeight: 400 }}>
                  : {elegido}
                </Typography>
              )}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {o.valores.map((valor, k) => {
                const disponible = valorDisponible(opciones, variantes, eleccion, i, valor);
                const marcado = elegido === valor;
                return (
                  <Box
                    component="label"
                    key={valor}
                    data-sin-stock={disponible ? undefined : ''}
                    sx={{
                      position: 'relative',
                      display: 'inline-flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      justifyContent: 'center',
                      minWidth: 48,
                      minHeight: 44,
                      px: 1.5,
                      py: 0.5,
                      borderRadius: 2,
                      border: marcado ? 2 : 1,
                      borderStyle: disponible ? 'solid' : 'dashed',
                      borderColor: marcado ? 'primary.main' : 'divider',
                      bgcolor: marcado ? 'action.selected' : 'background.paper',
                      color: disponible ? 'text.primary' : 'text.disabled',
                      cursor: disponible ? 'pointer' : 'not-allowed',
                      '&:has(input:focus-visible)': {
                        outline: '3px solid',
                        outlineColor: 'text.primary',
                        outlineOffset: 2,
                      },
                      '&:hover': disponible && !marcado ? { borderColor: 'text.primary' } : {},
                    }}
                  >
                    <input
                      type="radio"
                      name={`opcion-${idProducto}-${i}`}
                      id={`opcion-${idProducto}-${i}-${k}`}
                      value={valor}
                      checked={marcado}
                      disabled={!disponible}
                      onChange={() => onElegir(i, valor)}
                      style={visuallyHidden as CSSProperties}
                    />
                    <Box
                      component="span"
                      sx={{ fontWeight: marcado ? 700 : 500, textDecoration: disponible ? 'none' : 'line-through' }}
                    >
                      {valor}
                    </Box>
                    {!disponible && (
                      <Box component="span" sx={{ fontSize: '0.75rem', lineHeight: 1.2 }}>
                        Sin stock
                      </Box>
                    )}
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
