import { Button } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { Link as RouterLink } from 'react-router';
import { rutaProducto, type Producto } from '@feria/contracts';
import { seCompraPorVariante } from '../cart-item-from';
import { useAgregarAlCarrito, useEnCarrito } from '../use-cart';

/** The product cards' 'Agregar al carrito' (one unit); 'Sin stock' at 0, never past the stock. */
export function BotonAgregar({ producto }: { producto: Producto }) {
  const agregar = useAgregarAlCarrito();
  const enCarrito = useEnCarrito(producto.id);
  if (producto.stock <= 0) {
    return (
      <Button size="small" variant="outlined" fullWidth disabled>
        Sin stock
      </Button>
    );
  }
  // A product with variants is bought with a choice: the card leads to its page (docs/producto/variantes.md).
  // Contained like 'Agregar al carrito': in a storefront the shop's colour is the button's background,
  // with the text colour the shop's theme checked for contrast (as outlined text it was 2.3:1).
  if (seCompraPorVariante(producto)) {
    return (
      <Button
        size="small"
        variant="contained"
        disableElevation
        fullWidth
        component={RouterLink}
        to={rutaProducto(producto)}
        sx={{ whiteSpace: 'nowrap', px: { xs: 0.5, sm: 1.5 } }}
        aria-label={`Elegir opciones: ${producto.nombre}`}
      >
        Elegir opciones
      </Button>
    );
  }
  const lleno = enCarrito >= producto.stock;
  return (
    <Button
      size="small"
      variant="contained"
      fullWidth
      disableElevation
      startIcon={<AddShoppingCartIcon fontSize="small" />}
      disabled={lleno}
      // Two cards a row at 360 px leave ~125 px: no icon there, the text on one line.
      sx={{
        whiteSpace: 'nowrap',
        px: { xs: 0.5, sm: 1.5 },
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
      // The accessible name starts with the visible text (WCAG 2.5.3) and names the product.
      aria-label={
        lleno ? `En el carrito: ${producto.nombre}, ya tenés todo el stock` : `Agregar al carrito: ${producto.nombre}`
      }
      onClick={() => agregar(producto, 1)}
    >
      {lleno ? 'En el carrito' : 'Agregar al carrito'}
    </Button>
  );
}
