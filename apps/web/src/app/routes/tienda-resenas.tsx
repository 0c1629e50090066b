import { useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { ResenasTiendaPage } from '../../features/resenas';
import { useTienda } from '../../features/tienda/api/tienda';
import { TiendaNoLista } from '../../features/tienda/components/tienda-unavailable';

/**
 * EntrepreneurshipReviews (docs/producto/rutas.md#tabla-de-rutas): /tienda/{id}/resenas, and inside the buyer area
 * /dashboard-comprador/tienda/{id}/resenas. The shop is read with the shop page's own hook, so
 * whatever the shop page accepts as its parameter works here too.
 */
export default function TiendaResenasRoute() {
  const { emprendimientoId = '' } = useParams();
  const { pathname } = useLocation();
  const { authenticated } = useAuth();
  const { state, retry } = useTienda(emprendimientoId);
  const nombre =
    state.status === 'ready'
      ? state.data.apariencia.nombreTienda.trim() || state.data.emprendimiento.nombre
      : undefined;
  useDocumentTitle(nombre ? `Reseñas de ${nombre}` : 'Reseñas');
  const tiendaHref = pathname.replace(/\/resenas\/?$/, '');

  if (state.status !== 'ready') return <TiendaNoLista state={state} onRetry={retry} />;
  return (
    <ResenasTiendaPage
      key={state.data.emprendimiento.id}
      emprendimiento={{ id: state.data.emprendimiento.id, nombre: nombre ?? state.data.emprendimiento.nombre }}
      tiendaHref={tiendaHref}
      puedeReportar={authenticated}
    />
  );
}
