import { useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Producto } from '@feria/contracts';
import { cartItemFrom, variantesDe, type VarianteDelCarrito } from '../cart-item-from';
import { useAgregarAlCarrito, useEnCarrito } from '../use-cart';
import { EnvioEstimado } from '../envio/envio-estimado';

/** What the buyer chose on the product page (docs/producto/variantes.md): the variant, or the option still missing. */
export interface EleccionDeCompra {
  variante: VarianteDelCarrito | null;
  /** 'Elegí un talle' while an option is not chosen. */
  faltante: string | null;
  /** The picture shown for the choice (the cart line's). */
  imagen?: string | null;
}

/**
 * The product page's buy box: a quantity picker (1 up to what is left of the stock after what is
 * already in the cart) and 'Agregar al carrito'; 'Sin stock' and disabled at 0. For a product with
 * variants, the stock is the chosen variant's, and the button says which option is missing.
 */
export function AgregarAlCarrito({ producto, eleccion }: { producto: Producto; eleccion?: EleccionDeCompra }) {
  const agregar = useAgregarAlCarrito();
  const conVariantes = variantesDe(producto).length > 0;
  const variante = conVariantes ? (eleccion?.variante ?? null) : null;
  const enCarrito = useEnCarrito(producto.id, variante?.id);
  const stock = variante ? variante.stock : producto.stock;
  const disponible = Math.max(0, stock - enCarrito);
  const [cantidad, setCantidad] = useState(1);
  const [pedirEleccion, setPedirEleccion] = useState(false);
  const valor = Math.min(cantidad, Math.max(1, disponible));
  const faltante = conVariantes && !variante ? (eleccion?.faltante ?? 'Elegí una opción') : null;
  const onAgregar = () => {
    setPedirEleccion(Boolean(faltante));
    if (faltante) return;
    agregar(producto, valor, variante ? { variante, imagen: eleccion?.imagen ?? null } : undefined);
  };
  // docs/producto/envios-pantallas.md#linea-de-envio: what delivery costs, for this quantity.
  const precio = cartItemFrom(producto, undefined, variante).price;
  const envio = <EnvioEstimado idEmprendimiento={producto.idEmprendimiento} monto={precio * valor} />;
  if (producto.stock <= 0 || (variante && variante.stock <= 0)) {
    return (
      <Stack spacing={1.5}>
        <Button variant="contained" size="large" fullWidth disabled>
          Sin stock
        </Button>
        {envio}
      </Stack>
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
            disabled={Boolean(faltante) || valor >= disponible}
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
        disabled={!faltante && disponible <= 0}
        aria-describedby={pedirEleccion && faltante ? `falta-opcion-${producto.id}` : undefined}
        onClick={onAgregar}
      >
        {!faltante && disponible <= 0 ? 'Ya tenés todo el stock en el carrito' : 'Agregar al carrito'}
      </Button>
      {pedirEleccion && faltante && (
        <Alert id={`falta-opcion-${producto.id}`} severity="warning" role="alert">
          {faltante}
        </Alert>
      )}
      {envio}
    </Stack>
  );
}
