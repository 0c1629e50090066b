import { Button, Paper, Stack, Typography } from '@mui/material';
import type { AccionMasiva } from './edicion-masiva-dialogo';

interface Props {
  cuantos: number;
  onAccion: (accion: AccionMasiva) => void;
  onLimpiar: () => void;
}

/** The most ids one request takes (contracts edicionMasivaInput). */
const MAXIMO = 500;

/**
 * The actions on the chosen products (docs/producto/edicion-masiva.md#pantalla): stuck to the bottom of the
 * screen while the list scrolls, its buttons wrapping to a new line on a phone, leaving the voice button's
 * corner free.
 */
export function EdicionMasivaBarra({ cuantos, onAccion, onLimpiar }: Props) {
  const demasiados = cuantos > MAXIMO;
  return (
    <Paper
      component="section"
      aria-label="Acciones sobre los productos elegidos"
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        // Beside the seller's floating voice button (bottom right, 56 px; docs/producto/rutas.md#herramienta-de-voz), not over it.
        mr: 8,
        zIndex: (t) => t.zIndex.appBar - 1,
        p: 1.5,
        border: 1,
        borderColor: 'primary.main',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 700, mr: 'auto' }}>
          {cuantos === 1 ? '1 seleccionado' : `${cuantos} seleccionados`}
        </Typography>
        <Button size="small" onClick={onLimpiar}>
          Quitar selección
        </Button>
      </Stack>
      {demasiados ? (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          Podés cambiar hasta {MAXIMO} productos por vez. Quitá algunos de la selección.
        </Typography>
      ) : (
        <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" size="small" onClick={() => onAccion('precio')}>
            Cambiar precio
          </Button>
          <Button variant="outlined" size="small" onClick={() => onAccion('stock')}>
            Cambiar stock
          </Button>
          <Button variant="outlined" size="small" onClick={() => onAccion('habilitar')}>
            Habilitar
          </Button>
          <Button variant="outlined" size="small" color="error" onClick={() => onAccion('deshabilitar')}>
            Deshabilitar
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
