import { Box, Button, Typography } from '@mui/material';
import type { VentaResumen } from '@feria/contracts';

/**
 * No proof yet: confirming is still possible (the seller may see the money in the bank), but it is
 * not the obvious next step (docs/producto/pedidos.md#transferencia-sin-comprobante).
 */
export function SinComprobante({ v, onConfirmar }: { v: Pick<VentaResumen, 'numero'>; onConfirmar: () => void }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Typography component="span" variant="body2" color="text.secondary">
        Sin comprobante todavía
      </Typography>
      <Button
        size="small"
        onClick={onConfirmar}
        aria-label={`Confirmar transferencia del pedido #${v.numero} sin comprobante`}
      >
        Confirmar transferencia
      </Button>
    </Box>
  );
}
