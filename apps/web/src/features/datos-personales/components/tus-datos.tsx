import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { CONFIRMACION_BAJA } from '@feria/contracts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useDescargarMisDatos, useMiBaja, usePedirBaja } from '../api/datos-personales';

const textoDeError = (e: unknown) =>
  e instanceof ApiError && e.detalle ? `${e.message}. ${e.detalle}` : e instanceof Error ? e.message : null;

const ESTADO: Record<'pendiente' | 'hecha' | 'fallida', string> = {
  pendiente: 'Estamos eliminando tu cuenta. En unos instantes se cierra tu sesión.',
  hecha: 'Tu cuenta fue eliminada.',
  fallida: 'No pudimos eliminar tu cuenta',
};

/**
 * 'Tus datos personales' (docs/producto/datos-personales.md): the file with everything Feria keeps about the
 * account, and the account's deletion after typing ELIMINAR, saying what is kept and why.
 * `vendedor`: the dialog also says that the shop closes first.
 */
export function TusDatos({ vendedor = false }: { vendedor?: boolean }) {
  const descarga = useDescargarMisDatos();
  const baja = useMiBaja();
  const pedir = usePedirBaja();
  const [abierto, setAbierto] = useState(false);
  const estado = baja.data?.estado;

  return (
    <Box
      component="section"
      aria-labelledby="tus-datos-titulo"
      sx={{
        mt: 4,
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Typography id="tus-datos-titulo" variant="h6" component="h2" gutterBottom>
        Tus datos personales
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Podés descargar todo lo que Feria guarda sobre vos, o borrar tu cuenta y tus datos para siempre (Ley 25.326).
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          onClick={() => descarga.mutate()}
          disabled={descarga.isPending}
        >
          {descarga.isPending ? 'Preparando el archivo...' : 'Descargar mis datos'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            pedir.reset();
            setAbierto(true);
          }}
          disabled={estado === 'pendiente' || estado === 'hecha'}
        >
          Borrar mi cuenta y mis datos
        </Button>
      </Stack>
      {descarga.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {textoDeError(descarga.error)}
        </Alert>
      )}
      {estado && (
        <Alert severity={estado === 'fallida' ? 'warning' : 'info'} sx={{ mt: 2 }} role="status">
          {estado === 'fallida' && baja.data?.detalle ? `${ESTADO.fallida}: ${baja.data.detalle}` : ESTADO[estado]}
        </Alert>
      )}
      <ConfirmDialog
        open={abierto}
        title="Borrar mi cuenta y mis datos"
        confirmLabel="Borrar definitivamente"
        destructive
        pending={pedir.isPending}
        error={pedir.isError ? textoDeError(pedir.error) : null}
        requireText={{ label: `Escribí ${CONFIRMACION_BAJA} para confirmar`, value: CONFIRMACION_BAJA }}
        onClose={() => setAbierto(false)}
        onConfirm={() => pedir.mutate(undefined, { onSuccess: () => setAbierto(false) })}
      >
        <Typography variant="body2">
          {vendedor && 'Tu emprendimiento se cierra primero: su página y sus productos dejan de verse. '}
          Se borran tu perfil, tus direcciones y tus preferencias, y no vas a poder volver a entrar.
        </Typography>
        <Typography variant="body2">
          Los pedidos se conservan el plazo legal porque son registros comerciales de la otra parte y de Feria, pero sin
          tu nombre, tu e-mail ni tu calle. Tus reseñas quedan solo con la calificación.
        </Typography>
        <Typography variant="body2">Si tenés pedidos en curso, primero hay que terminarlos o cancelarlos.</Typography>
      </ConfirmDialog>
    </Box>
  );
}
