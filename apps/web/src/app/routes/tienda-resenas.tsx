import { Box } from '@mui/material';
import { useLocation, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { ResenasTiendaPage } from '../../features/resenas';
import { useTienda } from '../../features/tienda/api/tienda';
import { TiendaUnavailable } from '../../features/tienda/components/tienda-unavailable';

/**
 * EntrepreneurshipReviews (spec §2.1): /tienda/{id}/resenas, and inside the buyer area
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

  switch (state.status) {
    case 'loading':
      return <LoadingState label="Cargando tienda..." minHeight={360} />;
    case 'not-found':
      return <TiendaUnavailable reason="not-found" />;
    case 'incomplete':
      return <TiendaUnavailable reason="incomplete" onRetry={retry} />;
    case 'error':
      return (
        <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4 }}>
          <ErrorState message={state.message} onRetry={retry} />
        </Box>
      );
    case 'ready':
      return (
        <ResenasTiendaPage
          key={state.data.emprendimiento.id}
          emprendimiento={{ id: state.data.emprendimiento.id, nombre: nombre ?? state.data.emprendimiento.nombre }}
          tiendaHref={tiendaHref}
          puedeReportar={authenticated}
        />
      );
  }
}
