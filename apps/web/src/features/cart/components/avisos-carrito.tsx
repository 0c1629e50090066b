import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { textoAviso } from '../aviso-carrito';
import type { AvisoCarrito } from '../store/cart-slice';

/**
 * The lines the server changed since the buyer added them (docs/producto/carrito.md#cambios), one
 * sentence each, until the buyer says 'Entendido'. A status region: screen readers hear it when it
 * appears, without moving the focus.
 */
export function AvisosCarrito({
  avisos,
  onEntendido,
  titulo = 'Algunos productos cambiaron desde que los agregaste',
}: {
  avisos: AvisoCarrito[];
  onEntendido: () => void;
  titulo?: string;
}) {
  if (avisos.length === 0) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={onEntendido}>
          Entendido
        </Button>
      }
      sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' }, '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>{titulo}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
        {avisos.map((a) => (
          <li key={`${a.id}-${a.tipo}`}>{textoAviso(a)}</li>
        ))}
      </Box>
    </Alert>
  );
}
