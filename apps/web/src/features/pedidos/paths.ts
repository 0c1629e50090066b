/** Buyer area pages of this feature (spec §2.1, §2.2). */
export const MIS_PEDIDOS_PATH = '/dashboard-comprador/mis-pedidos';
export const pedidoPath = (id: string) => `${MIS_PEDIDOS_PATH}/${encodeURIComponent(id)}`;
/** CartConfirmation (spec §2.1 names the page, not its path): right after the order is placed. */
export const pedidoConfirmadoPath = (id: string) => `/dashboard-comprador/pedido-confirmado/${encodeURIComponent(id)}`;
/** The public shop page (spec §2.1 tienda/{emprendimientoId}). */
export const tiendaPath = (emprendimientoId: string) => `/tienda/${encodeURIComponent(emprendimientoId)}`;
