import { useLocation, useNavigate } from 'react-router';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useEmprendimiento } from '../../features/profile-status';
import { ProductosPage, type AvisoNavegacion } from '../../features/productos-vendedor';

/** dashboard-emprendedor/productos 'Consultar Productos' (docs/producto/rutas.md#menus). */
export default function EmprendedorProductosRoute() {
  useDocumentTitle('Consultar Productos');
  const emprendimiento = useEmprendimiento(useAuth().userId);
  const location = useLocation();
  const navigate = useNavigate();
  const aviso = (location.state as AvisoNavegacion | null)?.aviso ?? null;
  const e = emprendimiento.data;
  if (!e) {
    if (emprendimiento.loading === 'failed')
      return (
        <ErrorState
          message={emprendimiento.error ?? 'No pudimos cargar tu emprendimiento'}
          onRetry={() => void emprendimiento.refetch()}
        />
      );
    return <LoadingState label="Cargando tu emprendimiento..." />;
  }
  return (
    <ProductosPage
      idEmprendimiento={e.id}
      estado={e.estado}
      aviso={aviso}
      // Shown once: a reload or going back does not repeat it.
      onAvisoVisto={() => aviso && navigate({ search: location.search }, { replace: true, state: null })}
    />
  );
}
