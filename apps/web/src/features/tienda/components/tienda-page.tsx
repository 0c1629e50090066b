import { Box } from '@mui/material';
import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../../components/ui/page-states';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { useTienda } from '../api/tienda';
import { Storefront } from './storefront';
import { TiendaUnavailable } from './tienda-unavailable';

/** Public shop page (spec §2.1 tienda/{emprendimientoId}): loads the shop and paints its storefront. */
export function TiendaPage({ emprendimientoId, resenasHref }: { emprendimientoId: string; resenasHref?: string }) {
  const { state, retry } = useTienda(emprendimientoId);

  const titulo =
    state.status === 'ready'
      ? state.data.apariencia.nombreTienda.trim() || state.data.emprendimiento.nombre
      : state.status === 'not-found'
        ? MENSAJES.tiendaNoEncontrada
        : state.status === 'incomplete'
          ? MENSAJES.tiendaIncompleta
          : 'Tienda';
  useDocumentTitle(titulo);

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
      return <Storefront {...state.data} resenasHref={resenasHref} />;
  }
}
