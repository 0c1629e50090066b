export { CalificarPedido } from './components/calificar-pedido';
export { ResenasTiendaPage } from './components/resenas-tienda-page';
export { ResenasProducto } from './components/resenas-producto';
export { resenasProductoConsulta } from './api/resenas';
export { ResenasVendedorPage } from './components/resenas-vendedor-page';
export { ResenasReportadasPage } from './components/resenas-reportadas-page';
