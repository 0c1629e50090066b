/** Favourites and alerts (docs/producto/favoritos.md). */
export const MENSAJES_FAVORITOS = {
  errorFavoritos: 'No pudimos cargar tus favoritos.',
} as const;
