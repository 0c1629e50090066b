import { useState } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Producto } from '@feria/contracts';
import { useAgregarAlCarrito, useEnCarrito } from '../use-cart';

/**
 * The product page's buy box: a quantity picker (1 up to what is left of the stock after what is
 * already in the cart) and 'Agregar al carrito'; 'Sin stock' and disabled at 0.
 */
export function AgregarAlCarrito({ producto }: { producto: Producto }) {
  const agregar = useAgregarAlCarrito();
  const enCarrito = useEnCarrito(producto.id);
  const disponible = Math.max(0, producto.stock - enCarrito);
  const [cantidad, setCantidad] = useState(1);
  const valor = Math.min(cantidad, Math.max(1, disponible));
  if (producto.stock <= 0) {
    return (
      <Button variant="contained" size="large" fullWidth disabled>
        Sin stock
      </Button>
    );
  }
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id={`cantidad-${producto.id}`} sx={{ fontWeight: 500 }}>
          Cantidad
        </Typography>
        <Box
          role="group"
          aria-labelledby={`cantidad-${producto.id}`}
          sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
        >
          <IconButton
            size="small"
            aria-label="Una unidad menos"
            disabled={valor <= 1}
            onClick={() => setCantidad(valor - 1)}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
          <Typography component="output" aria-live="polite" sx={{ minWidth: 36, textAlign: 'center', fontWeight: 600 }}>
            {valor}
          </Typography>
          <IconButton
            size="small"
            aria-label="Una unidad más"
            disabled={valor >= disponible}
            onClick={() => setCantidad(valor + 1)}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </Box>
        {enCarrito > 0 && (
          <Typography variant="body2" color="text.secondary">
            Ya tenés {enCarrito} en el carrito
          </Typography>
        )}
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disableElevation
        startIcon={<AddShoppingCartIcon />}
        disabled={disponible <= 0}
        onClick={() => agregar(producto, valor)}
      >
        {disponible <= 0 ? 'Ya tenés todo el stock en el carrito' : 'Agregar al carrito'}
      </Button>
    </Stack>
  );
}
