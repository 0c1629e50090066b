import { MENSAJES } from '@feria/contracts';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { PlanillaPage } from '../../features/planilla';
import { RUTAS_PRODUCTOS } from '../../features/productos-vendedor';
import { useEmprendimiento } from '../../features/profile-status';

/**
 * dashboard-emprendedor/productos/planilla: the catalogue by spreadsheet (docs/producto/planilla-pantalla.md).
 * The shop is resolved first, as on the other seller pages.
 */
export default function EmprendedorPlanillaRoute() {
  useDocumentTitle('Importar y exportar productos');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  const e = emprendimiento.data;
  if (e)
    return <PlanillaPage idEmprendimiento={e.id} nombreTienda={e.nombre} rutaProductos={RUTAS_PRODUCTOS.productos} />;
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
