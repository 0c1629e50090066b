export * from './common/constants';
export * from './common/messages';
export * from './common/errores';
export * from './common/common.schemas';
export * from './common/texto';
export * from './common/slug';
export * from './common/contacto';
export * from './common/money';
export * from './common/numeros';
export {
  calcularPrecio,
  isDiscountActive,
  fixedDiscountPrice,
  equivalentPercentage,
  umbralDelMetodo,
  umbralEnvioGratis,
  envioDomicilioGratis,
  type DescuentoVigencia,
  type Precio,
} from './common/pricing';
export * from './promociones/promociones.schemas';
export * from './promociones/cupon-reglas';
export * from './promociones/promociones.endpoints';
export * from './productos/productos.schemas';
export * from './productos/producto-detalle';
export * from './emprendimientos/emprendimientos.schemas';
export * from './tienda/apariencia.schemas';
export * from './tienda/filtros';
export * from './tienda/tienda.schemas';
export * from './common/estadisticas.schemas';
export * from './common/identificadores';
export * from './identidad/identidad.schemas';
export * from './comprador/comprador.schemas';
export * from './emprendimientos/emprendedor.schemas';
export * from './admin/admin.schemas';
export * from './common/imagenes';
export * from './emprendimientos/imagen.schemas';
export * from './productos/producto-vendedor.schemas';
export * from './catalogos/catalogos.schemas';
export * from './tienda/apariencia-input.schemas';
export * from './endpoints/endpoint';
export * from './catalogos/catalogos.endpoints';
export * from './productos/productos-vendedor.endpoints';
export * from './productos/planilla';
export * from './tienda/apariencia.endpoints';
export * from './emprendimientos/emprendedor.endpoints';
export * from './emprendimientos/mercadopago.endpoints';
export * from './endpoints/rutas';
export * from './comprador/comprador.endpoints';
export * from './comprador/tiendas-visitadas.endpoints';
export * from './comprador/direcciones';
export * from './admin/admin.endpoints';
export * from './publico/publico.endpoints';
export * from './ventas/ventas.schemas';
export * from './ventas/ventas.endpoints';
export * from './ventas/chat';
export * from './ventas/metricas';
export * from './ventas/liquidaciones';
export * from './admin/correos.endpoints';
export * from './voz/voz.schemas';
export * from './voz/voz.endpoints';
export * from './ventas/arrepentimiento';
export * from './ventas/seguimiento';
export * from './resenas/resenas';
export * from './common/eventos-dominio';
export * from './admin/finanzas';
export * from './envios/envios';
export * from './cuenta/datos-personales';
export * from './preguntas/preguntas';
export * from './favoritos/favoritos';
export * from './notificaciones/notificaciones';
export * from './carritos/carritos';
