/** The signed-in buyer's stored cart and its reminder (docs/producto/carrito-abandonado.md). */
export const CARRITO_LINEAS_MAX = 50;
export const MENSAJES_CARRITO_GUARDADO = {
  errorGuardarCarrito: 'No pudimos guardar tu carrito en tu cuenta.',
  carritoLargo: `El carrito puede tener hasta ${CARRITO_LINEAS_MAX} productos distintos.`,
  cantidadCarrito: 'La cantidad de cada producto tiene que ser un número entero entre 1 y 999.',
  lineaRepetida: 'Ese producto (o esa variante) está dos veces en el carrito.',
  recordatorioTitulo: 'Te quedó algo en el carrito',
  bajaCarritoHecha: 'Listo: no te vamos a mandar más recordatorios de tu carrito.',
} as const;
