import { useDocumentTitle } from '../../components/ui/use-document-title';
import { FavoritosPage } from '../../features/favoritos';

/** dashboard-comprador/favoritos (docs/producto/rutas.md#tabla-de-rutas, docs/producto/favoritos-pantallas.md#lista): the buyer's saved products. */
export default function CompradorFavoritosRoute() {
  useDocumentTitle('Favoritos');
  return <FavoritosPage />;
}
