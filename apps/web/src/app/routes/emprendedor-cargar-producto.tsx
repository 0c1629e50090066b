import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../components/ui/page-states';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { useAuth } from '../../features/auth';
import { useEmprendimiento } from '../../features/profile-status';
import { CargarProductoPage } from '../../features/productos-vendedor';

/** dashboard-emprendedor/cargar-producto (create) and cargar-producto/:productoId (edit),. */
export default function EmprendedorCargarProductoRoute() {
  const { productoId } = useParams();
  useDocumentTitle(productoId ? 'Editar producto' : 'Cargar Producto');
  const emprendimiento = useEmprendimiento(useAuth().userId);
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
  return <CargarProductoPage idEmprendimiento={e.id} estado={e.estado} productoId={productoId} />;
}
