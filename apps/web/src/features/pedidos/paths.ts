/** Buyer area pages of this feature (docs/producto/rutas.md#tabla-de-rutas, docs/producto/rutas.md#menus). */
export const MIS_PEDIDOS_PATH = '/dashboard-comprador/mis-pedidos';
export const pedidoPath = (id: string) => `${MIS_PEDIDOS_PATH}/${encodeURIComponent(id)}`;
/** CartConfirmation (docs/producto/rutas.md#tabla-de-rutas names the page, not its path): right after the order is placed. */
export const pedidoConfirmadoPath = (id: string) => `/dashboard-comprador/pedido-confirmado/${encodeURIComponent(id)}`;
/** The public shop page (docs/producto/rutas.md#tabla-de-rutas tienda/{emprendimientoId}). */
export const tiendaPath = (emprendimientoId: string) => `/tienda/${encodeURIComponent(emprendimientoId)}`;
