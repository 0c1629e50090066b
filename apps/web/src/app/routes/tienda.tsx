import { useLocation, useParams } from 'react-router';
import { TiendaPage } from '../../features/tienda/components/tienda-page';
import { useAuth } from '../../features/auth';
import { useRegistrarVisita } from '../../features/directorio';

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
