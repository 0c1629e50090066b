import { useLocation, useParams } from 'react-router';
import { TAMANOS_IMAGEN } from '@feria/contracts';
import { consultasTienda, porSlugConsulta, segmentoDeTienda } from '../../features/tienda/api/tienda';
import { TiendaPage } from '../../features/tienda/components/tienda-page';
import { useAuth } from '../../features/auth';
import { useRegistrarVisita } from '../../features/directorio';
import { imagenPrincipal, type DatosIniciales } from '../datos-iniciales';

/**
 * The shop's four reads, after resolving a slug to its id (decision 075). The coupons are not
 * among them (decision 065); an unknown shop has no page to paint.
 */
export const datosIniciales: DatosIniciales = async ({ params, leer }) => {
  const forma = segmentoDeTienda(params.emprendimientoId ?? '');
  if (!forma) return null;
  const id = 'id' in forma ? forma.id : (await leer(porSlugConsulta(forma.slug)))?.id;
  if (!id) return null;
  const [obtener, apariencia, productos, catalogos] = consultasTienda(id);
  const [tienda, estilo] = await Promise.all([leer(obtener), leer(apariencia), leer(productos), leer(catalogos)]);
  if (!tienda) return null;
  // features/tienda storefront: the appearance's banner, else the shop's.
  return { imagenPrincipal: imagenPrincipal(estilo?.banner ?? tienda.banner, TAMANOS_IMAGEN.banner, 1600) };
};

/** docs/producto/rutas.md#tabla-de-rutas tienda/{emprendimientoId}; also mounted under /dashboard-comprador/tienda/:emprendimientoId. */
export default function TiendaRoute() {
  const { emprendimientoId = '' } = useParams();
  const { authenticated, hasRealmRole } = useAuth();
  // docs/producto/entidades.md history of the last 10 shops: the signed-in buyer's on the server, anyone else's in this browser.
  useRegistrarVisita(emprendimientoId, authenticated && hasRealmRole('comprador'));
  const { pathname } = useLocation();
  // The header's rating leads to this shop's reviews, in the same area (public or buyer).
  const resenasHref = `${pathname.replace(/\/$/, '')}/resenas`;
  return <TiendaPage emprendimientoId={emprendimientoId} resenasHref={resenasHref} />;
}
