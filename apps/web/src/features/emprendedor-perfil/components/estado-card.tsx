import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { EmprendimientoPrivado } from '@feria/contracts';

export const PERFIL_PATH = '/dashboard-emprendedor/perfil';

/** The solicitud status the seller sees: in review, public, or rejected with the reason. */
export function EstadoCard({
  emprendimiento: e,
  showPerfilLink = true,
}: {
  emprendimiento: EmprendimientoPrivado;
  showPerfilLink?: boolean;
}) {
  switch (e.estado) {
    case 'Pendiente':
      return (
        <Alert severity="warning" variant="outlined" role="note">
          <AlertTitle>Tu emprendimiento está en revisión</AlertTitle>
          Estamos revisando tus datos. Cuando tu solicitud se apruebe, tu tienda aparece en Feria y los compradores
          pueden encontrarla.
        </Alert>
      );
    case 'Activo':
      return (
        <Alert severity="success" variant="outlined" role="note">
          <AlertTitle>Tu tienda está publicada</AlertTitle>
          <Stack spacing={1}>
            <Typography>Tu solicitud fue aprobada: los compradores ya pueden ver tu emprendimiento.</Typography>
            <div>
              <Button
                component={RouterLink}
                to={`/tienda/${e.slug || e.id}`}
                variant="outlined"
                color="inherit"
                size="small"
              >
                Ver mi tienda pública
              </Button>
            </div>
          </Stack>
        </Alert>
      );
    case 'Rechazado':
      return (
        <Alert severity="error" variant="outlined" role="note">
          <AlertTitle>Tu solicitud fue rechazada</AlertTitle>
          <Stack spacing={1}>
            {e.motivoRechazo && (
              <Typography>
                <strong>Motivo:</strong> {e.motivoRechazo}
              </Typography>
            )}
            <Typography>Corregí los datos y guardalos: tu solicitud vuelve a revisión.</Typography>
            {showPerfilLink && (
              <div>
                <Button component={RouterLink} to={PERFIL_PATH} variant="outlined" color="inherit" size="small">
                  Corregir y reenviar
                </Button>
              </div>
            )}
          </Stack>
        </Alert>
      );
    case 'Eliminado':
      return (
        <Alert severity="info" variant="outlined" role="note">
          <AlertTitle>Tu emprendimiento está desactivado</AlertTitle>
          Ya no aparece en Feria.
        </Alert>
      );
  }
}
