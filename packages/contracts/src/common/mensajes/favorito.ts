/** Favourites and alerts (docs/producto/favoritos.md). */
export const FAVORITOS_MAX = 500;
export const MENSAJES_FAVORITOS = {
  errorFavoritos: 'No pudimos cargar tus favoritos.',
  errorGuardarFavorito: 'No pudimos guardar el producto en tus favoritos.',
  errorQuitarFavorito: 'No pudimos quitar el producto de tus favoritos.',
  errorAlertas: 'No pudimos cargar tus alertas.',
  errorCrearAlerta: 'No pudimos crear la alerta.',
  errorQuitarAlerta: 'No pudimos quitar la alerta.',
  tipoAlerta: "Elegí el tipo de alerta: 'stock' o 'precio'",
  favoritosLlenos: `Ya tenés ${FAVORITOS_MAX} favoritos guardados. Quitá alguno para sumar otro.`,
  alertaConStock: 'Este producto tiene stock: ya podés comprarlo.',
  alertaPrecioSinFavorito: 'Guardá el producto en tus favoritos para que te avisemos si baja de precio.',
  varianteNoEncontrada: 'Esa variante no existe en este producto.',
  // Notices of an alert that came true (e-mail subject and push), docs/producto/favoritos.md#alertas.
  avisoStockTitulo: '¡Volvió el stock!',
  avisoPrecioTitulo: '¡Bajó de precio!',
} as const;
