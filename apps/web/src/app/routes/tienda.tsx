import { useLocation, useParams } from 'react-router';
import { TiendaPage } from '../../features/tienda/components/tienda-page';

/** spec §2.1 tienda/{emprendimientoId}; also mounted under /dashboard-comprador/tienda/:emprendimientoId. */
export default function TiendaRoute() {
  const { emprendimientoId = '' } = useParams();
  // key: a different shop starts with fresh filters.
  const { pathname } = useLocation();
  // The header's rating leads to this shop's reviews, in the same area (public or buyer).
  const resenasHref = `${pathname.replace(/\/$/, '')}/resenas`;
  return <TiendaPage key={emprendimientoId} emprendimientoId={emprendimientoId} resenasHref={resenasHref} />;
}
