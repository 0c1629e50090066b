import { Alert, Box, Button, Paper, Typography } from '@mui/material';

interface Props {
  /** Sticks to the bottom of the screen while there is something to save (or a problem to read). */
  fija: boolean;
  estado: string;
  puedeDescartar: boolean;
  puedeGuardar: boolean;
  guardando: boolean;
  error: string | null;
  onDescartar: () => void;
  onGuardar: () => void;
}

/** 'Guardar cambios' / 'Descartar cambios' with the draft's state, announced politely. */
export function BarraGuardar({
  fija,
  estado,
  puedeDescartar,
  puedeGuardar,
  guardando,
  error,
  onDescartar,
  onGuardar,
}: Props) {
  return (
    <Paper
      component="section"
      aria-label="Guardar cambios"
      elevation={fija ? 3 : 0}
      variant={fija ? 'elevation' : 'outlined'}
      sx={{
        position: fija ? 'sticky' : 'static',
        bottom: 12,
        zIndex: 2,
        mt: 3,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 0.5,
      }}
    >
      <Typography role="status" variant="body2" sx={{ flex: '1 1 180px', color: 'text.secondary' }}>
        {estado}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button size="small" onClick={onDescartar} disabled={!puedeDescartar}>
          Descartar cambios
        </Button>
        <Button size="small" variant="contained" onClick={onGuardar} disabled={!puedeGuardar}>
          {guardando ? 'Guardando...' : 'Guardar cambios'}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%', my: 0.5 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
