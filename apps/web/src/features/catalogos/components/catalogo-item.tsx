import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { Catalogo } from '@feria/contracts';

export type AccionCatalogo = 'productos' | 'renombrar' | 'estado' | 'eliminar';

interface Props {
  catalogo: Catalogo;
  onAccion: (accion: AccionCatalogo, catalogo: Catalogo) => void;
  /** The state change of this catalog is running. */
  cambiandoEstado: boolean;
}

const cantidad = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);

/** One catalog with its product count and its actions (docs/producto/promociones.md, docs/producto/api.md#catalogos). Buttons name the catalog for screen readers. */
export function CatalogoItem({ catalogo: c, onAccion, cambiandoEstado }: Props) {
  const titleId = `catalogo-${c.idCatalogo}-nombre`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2, listStyle: 'none' }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {c.nombre}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip size="small" label={cantidad(c.cantidadProductos)} />
            <Chip
              size="small"
              variant="outlined"
              color={c.habilitado ? 'success' : 'default'}
              label={c.habilitado ? 'Habilitado' : 'Deshabilitado'}
            />
          </Stack>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, flexShrink: 0, ml: { xs: -1, md: 0 } }}>
          <Button
            startIcon={<PlaylistAddCheckIcon aria-hidden />}
            onClick={() => onAccion('productos', c)}
            aria-label={`Productos de ${c.nombre}`}
          >
            Productos
          </Button>
          <Button
            startIcon={<DriveFileRenameOutlineIcon aria-hidden />}
            onClick={() => onAccion('renombrar', c)}
            aria-label={`Renombrar ${c.nombre}`}
          >
            Renombrar
          </Button>
          <Button
            startIcon={
              c.habilitado ? <VisibilityOffOutlinedIcon aria-hidden /> : <VisibilityOutlinedIcon aria-hidden />
            }
            onClick={() => onAccion('estado', c)}
            disabled={cambiandoEstado}
            aria-label={`${c.habilitado ? 'Deshabilitar' : 'Habilitar'} ${c.nombre}`}
          >
            {c.habilitado ? 'Deshabilitar' : 'Habilitar'}
          </Button>
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon aria-hidden />}
            onClick={() => onAccion('eliminar', c)}
            aria-label={`Eliminar ${c.nombre}`}
          >
            Eliminar
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
