import { useParams } from 'react-router';
import { TiendaPage } from '../../features/tienda/components/tienda-page';

/** spec §2.1 tienda/{emprendimientoId}; also mounted under /dashboard-comprador/tienda/:emprendimientoId. */
export default function TiendaRoute() {
  const { emprendimientoId = '' } = useParams();
  // key: a different shop starts with fresh filters.
  return <TiendaPage key={emprendimientoId} emprendimientoId={emprendimientoId} />;
}
