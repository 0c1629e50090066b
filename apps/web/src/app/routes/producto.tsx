import { useParams } from 'react-router';
import {
  idDeRutaProducto,
  sortImages,
  TAMANOS_IMAGEN,
  uuidParam,
  type Producto,
  type ResumenPreguntas,
} from '@feria/contracts';
import { returnPathAfterLogin, savePendingRedirect, useAuth } from '../../features/auth';
import { AgregarAlCarrito } from '../../features/cart';
import { FavoritoEnProducto } from '../../features/favoritos';
import {
  imagenesConsulta,
  masProductosConsulta,
  productoConsulta,
  tiendaDelProductoConsulta,
} from '../../features/producto/api/producto';
import { ProductoPage } from '../../features/producto/components/producto-page';
import { ResenasProducto, resenasProductoConsulta } from '../../features/resenas';
import { accesoPregunta, PREGUNTAS_SECCION_ID, PreguntasProducto } from '../../features/preguntas';
import { useEmprendimiento } from '../../features/profile-status';
import { imagenPrincipal, type DatosIniciales } from '../datos-iniciales';

const idDeSegmento = (segmento: string) => idDeRutaProducto(segmento) ?? segmento;

/**
 * The product and its images, then its shop, a page of the shop's others and its first reviews
 * (decision 075); an unknown product has no page to paint.
 */
export const datosIniciales: DatosIniciales = async ({ params, leer }) => {
  const id = idDeSegmento(params.id ?? '');
  if (!uuidParam.safeParse(id).success) return null;
  const [producto, imagenes] = await Promise.all([leer(productoConsulta(id)), leer(imagenesConsulta(id))]);
  if (!producto) return null;
  await Promise.all([
    leer(tiendaDelProductoConsulta(producto.idEmprendimiento)),
    leer(masProductosConsulta(producto.idEmprendimiento, producto.id)),
    leer(resenasProductoConsulta(producto.id)),
  ]);
  // The gallery's first image (features/producto ProductoPage), else the product's own.
  const principal = imagenes && imagenes.length > 0 ? sortImages(imagenes)[0]!.url : producto.rutaImagen;
  return { imagenPrincipal: imagenPrincipal(principal, TAMANOS_IMAGEN.galeria) };
};

/** docs/producto/rutas.md#tabla-de-rutas productos: the product page, `/productos/{id}` or the readable `/productos/{id}-{slug}` (decision 040). */
export default function ProductoRoute() {
  const { id: segmento = '' } = useParams();
  const id = idDeSegmento(segmento);
  return (
    <ProductoPage
      key={id}
      id={id}
      compra={(producto, eleccion) => (
        <>
          <AgregarAlCarrito producto={producto} eleccion={eleccion} />
          <FavoritoEnProducto producto={producto} />
        </>
      )}
      preguntas={(producto) => <PreguntasDeProducto producto={producto} />}
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

/**
 * 'Preguntas y respuestas' with who is looking (docs/producto/preguntas-pantallas.md#preguntar): the
 * latest answered questions come in the product's payload; a visitor signs in and comes back to them.
 */
function PreguntasDeProducto({ producto }: { producto: Producto & { preguntas?: ResumenPreguntas | undefined } }) {
  const auth = useAuth();
  const propio = useEmprendimiento(auth.hasRealmRole('emprendedor') ? auth.userId : undefined);
  const { login } = auth;
  const acceso = accesoPregunta({
    authenticated: auth.authenticated,
    roles: auth.roles,
    idEmprendimientoPropio: propio.data?.id,
    idEmprendimientoProducto: producto.idEmprendimiento,
    onIngresar: () => {
      const { pathname, search } = window.location;
      const volver = returnPathAfterLogin(
        { pathname, search, hash: `#${PREGUNTAS_SECCION_ID}` },
        window.location.origin,
      );
      if (volver) savePendingRedirect(volver, 'login');
      void login();
    },
  });
  return (
    <PreguntasProducto
      idProducto={producto.id}
      nombreTienda={producto.nombreEmprendimiento}
      resumen={producto.preguntas}
      acceso={acceso}
    />
  );
}
