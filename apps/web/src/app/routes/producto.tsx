import { useParams } from 'react-router';
import { idDeRutaProducto } from '@feria/contracts';
import { AgregarAlCarrito } from '../../features/cart';
import { ProductoPage } from '../../features/producto/components/producto-page';
import { ResenasProducto } from '../../features/resenas';

/** docs/producto/rutas.md#tabla-de-rutas productos: the product page, `/productos/{id}` or the readable `/productos/{id}-{slug}` (decision 040). */
export default function ProductoRoute() {
  const { id: segmento = '' } = useParams();
  const id = idDeRutaProducto(segmento) ?? segmento;
  return (
    <ProductoPage
      key={id}
      id={id}
      compra={(producto) => <AgregarAlCarrito producto={producto} />}
      resenas={(producto) => (
        <ResenasProducto
          idProducto={producto.id}
          nombreTienda={producto.nombreEmprendimiento}
          verTodasHref={`/tienda/${encodeURIComponent(producto.idEmprendimiento)}/resenas`}
        />
      )}
    />
  );
}
