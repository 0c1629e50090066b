import { calcularPrecio } from '@feria/contracts';
import type { ProductoParaVenta } from '../productos/productos.queries';

// docs/producto/favoritos.md#precio: the price a favourite and a price alert are measured by is
// the product's effective price now (its price with the discount in effect, as its card shows it).

export const precioEfectivo = (p: Pick<ProductoParaVenta, 'precio' | 'descuento'>, ahora = new Date()): number =>
  calcularPrecio({ precio: p.precio, descuento: p.descuento }, ahora).final;
