import { useParams } from 'react-router';
import { AgregarAlCarrito } from '../../features/cart';
import { ProductoPage } from '../../features/producto/components/producto-page';
import { ResenasProducto } from '../../features/resenas';

/** spec §2.1 productos: the product page, product id in the URL (/productos/:id). */
export default function ProductoRoute() {
  const { id = '' } = useParams();
  return (
    <ProductoPage
      key={id}
      id={id}
      compra={(producto) => <AgregarAlCarrito producto={producto} />}
      resenas={(producto) => (
        <ResenasProducto idProducto={producto.id} nombreTienda={producto.nombreEmprendimiento} verTodasHref={`/tienda/${encodeURIComponent(producto.idEmprendimiento)}/resenas`} />
      )}
    />
  );
}
