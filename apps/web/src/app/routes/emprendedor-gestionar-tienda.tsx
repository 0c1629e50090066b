import { useQueryClient } from '@tanstack/react-query';
import { MENSAJES } from '@feria/contracts';
import type { EmprendimientoPrivado } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useCatalogos, useMisProductos } from '../../features/catalogos';
import { useAuth } from '../../features/auth';
import { useEmprendimiento } from '../../features/profile-status';
import { aparienciaQueryOptions } from '../../features/tienda/api/tienda';
import { Storefront } from '../../features/tienda/components/storefront';
import { TiendaEditor } from '../../features/tienda-editor';

/** dashboard-emprendedor/gestionar-tienda (docs/producto/rutas.md#menus 'Gestionar Tienda'): the storefront editor of the seller's own shop. */
export default function EmprendedorGestionarTiendaRoute() {
  useDocumentTitle('Gestionar Tienda');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  if (emprendimiento.data) return <Editor emprendimiento={emprendimiento.data} />;
  if (emprendimiento.loading === 'failed') {
    return (
      <ErrorState
        message={emprendimiento.error ?? MENSAJES.emprendimientoNoEncontrado}
        onRetry={() => void emprendimiento.refetch()}
      />
    );
  }
  return <LoadingState label="Cargando tu emprendimiento..." />;
}

/** Composes the editor with the seller's catalogs and products and the public storefront as the live preview. */
function Editor({ emprendimiento: e }: { emprendimiento: EmprendimientoPrivado }) {
  const client = useQueryClient();
  const catalogos = useCatalogos(e.id);
  const productos = useMisProductos(e.id);
  return (
    <TiendaEditor
      idEmprendimiento={e.id}
      nombreEmprendimiento={e.nombre}
      publica={e.estado === 'Activo'}
      catalogos={catalogos}
      productos={productos}
      renderPreview={(datos) => <Storefront emprendimiento={e} {...datos} />}
      // The public shop page, if cached in this tab, shows the new look at once.
      onSaved={() => void client.invalidateQueries({ queryKey: aparienciaQueryOptions(e.id).queryKey })}
    />
  );
}
