import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { CatalogosPage } from '../../features/catalogos';
import { useAuth } from '../../features/auth';
import { useEmprendimiento } from '../../features/profile-status';

/** dashboard-emprendedor/catalogo (docs/producto/rutas.md#menus 'Catalogo'): the catalogs of the seller's own emprendimiento. */
export default function EmprendedorCatalogoRoute() {
  useDocumentTitle('Catálogos');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  if (emprendimiento.data) return <CatalogosPage idEmprendimiento={emprendimiento.data.id} />;
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
