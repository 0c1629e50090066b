import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MENSAJES } from '@feria/contracts';
import { useDocumentTitle } from '../../../components/ui/use-document-title';
import { clavePorSlug, useCuponesTienda, useTienda } from '../api/tienda';
import { Storefront } from './storefront';
import { TiendaNoLista } from './tienda-unavailable';

/** Public shop page (docs/producto/rutas.md#tabla-de-rutas tienda/{emprendimientoId}): loads the shop and paints its storefront. */
export function TiendaPage({ emprendimientoId, resenasHref }: { emprendimientoId: string; resenasHref?: string }) {
  const { state, retry } = useTienda(emprendimientoId);
  const cupones = useCuponesTienda(state.status === 'ready' ? state.data.emprendimiento.id : undefined);
  useUrlLegible(emprendimientoId, state.status === 'ready' ? state.data.emprendimiento : null);

  const titulo =
    state.status === 'ready'
      ? state.data.apariencia.nombreTienda.trim() || state.data.emprendimiento.nombre
      : state.status === 'not-found'
        ? MENSAJES.tiendaNoEncontrada
        : state.status === 'incomplete'
          ? MENSAJES.tiendaIncompleta
          : 'Tienda';
  useDocumentTitle(titulo);

  if (state.status !== 'ready') return <TiendaNoLista state={state} onRetry={retry} />;
  // key: a different shop starts with fresh filters; the same shop reached by id, old slug or
  // slug (the URL is replaced by the readable one) keeps its page as it is.
  return (
    <Storefront
      key={state.data.emprendimiento.id}
      {...state.data}
      resenasHref={resenasHref}
      contacto={state.data.emprendimiento.contacto}
      cupones={cupones.data}
    />
  );
}

/**
 * Readable URLs (decision 040): a shop opened by its id or an old slug shows its current
 * `/tienda/{slug}` in the address bar (same prefix, query and #fragment), without a new entry
 * in the history and without loading the shop again.
 */
function useUrlLegible(segmento: string, tienda: { id: string; slug: string } | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const destino = tienda && tienda.slug && segmento !== tienda.slug ? tienda : null;
  useEffect(() => {
    if (!destino) return;
    queryClient.setQueryData(clavePorSlug(destino.slug), { id: destino.id, slug: destino.slug, actual: true });
    const pathname = location.pathname.replace(/[^/]+\/?$/, destino.slug);
    void navigate({ pathname, search: location.search, hash: location.hash }, { replace: true });
  }, [destino, location.pathname, location.search, location.hash, navigate, queryClient]);
}
