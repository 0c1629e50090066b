import type { ConteosDeTienda } from '../emprendimientos/conteos';
import {
  cantidadProductos,
  cantidadProductosPublicos,
  publicosYVendidos,
  vendidosDeEmprendimiento,
  ventasPublicas,
} from '../productos/productos.sql';
import { calificacionDeEmprendimiento, numResenasDeEmprendimiento } from '../resenas/resenas.sql';

/**
 * The shop's counts from their owners' SQL, composed here (tienda composes the storefront) and
 * passed by the routes to emprendimientos, which imports neither productos nor resenas
 * (docs/arquitectura.md#capas).
 */
export const conteosDeTienda: ConteosDeTienda = {
  productos: cantidadProductos,
  vendidos: vendidosDeEmprendimiento,
  publicosYVendidos,
  ventasPublicas,
  productosPublicos: cantidadProductosPublicos,
  calificacion: calificacionDeEmprendimiento,
  numResenas: numResenasDeEmprendimiento,
};
