export { FavoritosRaiz, TEXTO_GUARDADO_AL_VOLVER } from './components/favoritos-raiz';
export { BotonFavorito } from './components/boton-favorito';
export { FavoritoEnProducto } from './components/favorito-en-producto';
export { FavoritosPage } from './components/favoritos-page';
export type { QuienFavoritos } from './sesion-favoritos';
