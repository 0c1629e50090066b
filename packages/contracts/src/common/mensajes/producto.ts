/** Seller product texts (docs/producto/validacion.md attribute editor, docs/producto/errores.md). */
export const MENSAJES_PRODUCTO = {
  nombreObligatorio: 'El nombre del producto es obligatorio',
  nombreLargo: 'El nombre no puede superar los 120 caracteres',
  descripcionLarga: 'La descripción no puede superar los 2000 caracteres',
  precioInvalido: 'El precio debe ser un número mayor o igual a 0, con hasta 2 decimales',
  stockInvalido: 'El stock debe ser un número entero mayor o igual a 0',
  skuLargo: 'El SKU no puede superar los 40 caracteres',
  skuRepetido: 'Ya tenés otro producto con ese SKU',
  tipoObligatorio: 'Elegí un tipo de producto',
  tipoInexistente: 'El tipo de producto no existe',
  claveAtributo: 'Completá el nombre del atributo (por ejemplo Color)',
  valorAtributo: 'Completá el valor del atributo (por ejemplo Azul)',
  atributoLargo: 'El atributo es demasiado largo',
  claveRepetida: 'Hay atributos con el mismo nombre',
  demasiadosAtributos: 'Un producto puede tener hasta 30 atributos',
  errorAtributos: 'Error interno del servidor al obtener atributos',
  errorObtenerAtributos: 'Error al obtener atributos de productos',
  imagenNoEncontrada: 'Imagen no encontrada',
  ordenImagenesInvalido: 'El orden debe incluir todas las imágenes del producto',
  demasiadasImagenes: 'Un producto puede tener hasta 8 imágenes',
  imagenNoSubida:
    'La imagen principal tiene que ser una imagen de este producto o una que tu emprendimiento subió a Feria',
  errorCrearProducto: 'Error al crear producto',
  emprendimientoIdInvalido: 'El identificador del emprendimiento no es válido',
} as const;

/** Most options a product declares (docs/producto/variantes.md#opciones). */
export const OPCIONES_MAX = 3;
/** Most values of one option. */
export const VALORES_MAX_POR_OPCION = 20;
/** Most variants of one product (every combination of 3 options could not be sold anyway). */
export const VARIANTES_MAX = 100;

/** Product options and variants (docs/producto/variantes.md), for the seller's form and the buyer's order. */
export const MENSAJES_VARIANTE = {
  demasiadasOpciones: `Un producto puede tener hasta ${OPCIONES_MAX} opciones (por ejemplo Talle y Color)`,
  nombreOpcion: 'Completá el nombre de la opción (por ejemplo Talle)',
  opcionLarga: 'El nombre de la opción no puede superar los 30 caracteres',
  opcionRepetida: 'Hay dos opciones con el mismo nombre',
  sinValores: 'Cada opción necesita al menos un valor (por ejemplo 38)',
  valorVacio: 'Completá el valor de la opción (por ejemplo 38)',
  valorLargo: 'El valor de una opción no puede superar los 30 caracteres',
  demasiadosValores: `Una opción puede tener hasta ${VALORES_MAX_POR_OPCION} valores`,
  valorRepetido: 'Una opción tiene dos valores iguales',
  opcionesSinVariantes: 'Agregá al menos una variante para las opciones que declaraste',
  variantesSinOpciones: 'Declará las opciones (por ejemplo Talle) antes de cargar variantes',
  demasiadasVariantes: `Un producto puede tener hasta ${VARIANTES_MAX} variantes`,
  valoresDeVariante: 'Cada variante tiene que elegir un valor declarado para cada opción del producto, y nada más',
  combinacionRepetida: 'Hay dos variantes con la misma combinación de opciones',
  skuVarianteRepetido: 'Hay dos variantes con el mismo SKU',
  skuVarianteEnUso: 'Ya tenés otro producto o variante con ese SKU',
  stockVariante: 'El stock de cada variante debe ser un número entero mayor o igual a 0',
  precioVariante: 'El precio de una variante debe ser mayor a 0, con hasta 2 decimales',
  imagenVariante: 'La imagen de una variante tiene que ser una de las imágenes de este producto',
  varianteInexistente: 'Una de las variantes que querés cambiar no es de este producto',
  // The buyer's order (docs/producto/variantes.md#compra).
  varianteRequerida: 'Elegí una variante (por ejemplo el talle) de cada producto que tiene opciones',
  elegiVariante: (producto: string) => `Elegí las opciones de «${producto}» antes de comprarlo`,
  varianteNoDisponible: 'Una de las variantes elegidas ya no está disponible',
  varianteAgotada: (nombre: string) => `«${nombre}» no está disponible o se quedó sin stock`,
  varianteRepetida: 'Una variante aparece dos veces en el pedido',
} as const;

/** The catalogue by spreadsheet (docs/producto/planilla.md). */
export const MENSAJES_PLANILLA = {
  conErrores: 'La planilla tiene errores: corregilos y volvé a subirla. No se importó ningún producto.',
  demasiadoGrande: 'La planilla no puede superar los 5 MB',
  sinArchivo: 'Elegí una planilla (CSV o Excel) para importar',
} as const;
