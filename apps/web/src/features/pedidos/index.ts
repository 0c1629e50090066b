export { MisPedidosPage } from './components/mis-pedidos-page';
export { PedidoDetallePage } from './components/pedido-detalle-page';
export { PagoResultado, type PagoResultadoProps, type SesionRetorno } from './components/pago-resultado';
export type { Resultado } from './pago-resultado-vista';
export { MIS_PEDIDOS_PATH, pedidoPath, pedidoConfirmadoPath, tiendaPath } from './paths';
export { PedidoConfirmado } from './components/pedido-confirmado';
export { PedidoEsperandoPago } from './components/pedido-esperando-pago';
