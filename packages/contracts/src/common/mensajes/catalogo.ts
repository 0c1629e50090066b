/**
 * Seller catalog texts (docs/producto/promociones.md, docs/producto/api.md#catalogos). obtener…actualizarProductos are docs/producto/errores.md defaults
 * the web shows when a call fails without a server message; the rest are API answers.
 */
export const MENSAJES_CATALOGO = {
  obtener: 'Error al obtener catálogos',
  crear: 'Error al crear catálogo',
  actualizar: 'Error al actualizar catálogo',
  eliminar: 'Error al eliminar catálogo',
  cambiarEstado: 'Error al cambiar estado del catálogo',
  obtenerProductos: 'Error al obtener productos del catálogo',
  actualizarProductos: 'Error al actualizar productos del catálogo',
  nombreObligatorio: 'El nombre del catálogo es obligatorio',
  nombreLargo: 'El nombre del catálogo no puede superar los 60 caracteres',
  nombreRepetido: 'Ya tenés un catálogo con ese nombre',
  catalogoNoEncontrado: 'Catálogo no encontrado',
  productosInvalidos: 'Enviá la lista de productos del catálogo',
  demasiadosProductos: 'Un catálogo puede tener hasta 1000 productos',
  productoIdInvalido: 'Identificador de producto inválido',
  productosAjenos: 'Solo podés agregar productos de tu emprendimiento que no estén eliminados',
} as const;
