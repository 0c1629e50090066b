import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useMetodosEnvio } from '../api/envios';

/** The seller's 'Envíos' screen. */
export const ENVIOS_PATH = '/dashboard-emprendedor/envios';

/**
 * docs/producto/envios.md#sin-metodos: on the seller's dashboard home, while the shop has no
 * delivery method it cannot sell; the banner says so and takes the seller to 'Envíos'. Nothing
 * while the methods load or when they cannot be read (the 'Envíos' screen says its own error).
 */
export function AvisoSinEnvios({ idEmprendimiento }: { idEmprendimiento: string }) {
  const metodos = useMetodosEnvio(idEmprendimiento);
  if (!metodos.data || metodos.data.metodos.length > 0) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={ENVIOS_PATH} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
          Ir a Envíos
        </Button>
      }
    >
      Tu tienda todavía no puede vender: contá cómo entregás tus pedidos en Envíos.
    </Alert>
  );
}
